export * from './rules.ts';
export * from './contracts.ts';
export * from './messages.ts';
