export * from './contracts.ts';
export * from './user-import.ts';
