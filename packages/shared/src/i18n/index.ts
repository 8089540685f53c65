export * from './messages.ts';
export * from './glossary.ts';
