export * from './contracts.ts';
export * from './user-import.ts';
export * from './import-actions.ts';
