export * from './notes.ts';
export * from './messages.ts';
