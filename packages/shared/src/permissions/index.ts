export * from './catalog.ts';
export * from './contracts.ts';
export * from './messages.ts';
export * from './grants.ts';
