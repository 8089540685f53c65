export * from './contracts.ts';
export * from './basic-users.ts';
export * from './admin-contracts.ts';
export * from './contract-limit.ts';
export * from './user-rules.ts';
