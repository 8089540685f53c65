export * from './contracts.ts';
export * from './rules.ts';
export * from './messages.ts';
