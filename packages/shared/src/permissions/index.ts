export * from './catalog.ts';
export * from './contracts.ts';
export * from './messages.ts';
