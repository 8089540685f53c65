export * from './languages.ts';
export * from './messages.ts';
export * from './glossary.ts';
export * from './plural.ts';
