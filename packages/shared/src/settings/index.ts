export * from './contracts.ts';
export * from './palette.ts';
export * from './shell-colors.ts';
