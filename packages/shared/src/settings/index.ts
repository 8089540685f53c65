export * from './contracts.ts';
export * from './palette.ts';
