export * from './contracts.ts';
export * from './password.ts';
