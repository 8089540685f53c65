export * from './contracts.ts';
export * from './palette.ts';
export * from './update.ts';
export * from './uploads.ts';
export * from './messages.ts';
export * from './login-slides.ts';
export * from './login-messages.ts';
