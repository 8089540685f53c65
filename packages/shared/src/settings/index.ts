export * from './contracts.ts';
export * from './palette.ts';
export * from './shell-colors.ts';
export * from './update.ts';
export * from './uploads.ts';
export * from './messages.ts';
