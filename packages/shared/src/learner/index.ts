export * from './contracts.ts';
export * from './rules.ts';
