export * from './contracts.ts';
export * from './password.ts';
export * from './throttle.ts';
