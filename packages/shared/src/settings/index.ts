export * from './contracts.ts';
export * from './palette.ts';
export * from './login-slides.ts';
export * from './login-messages.ts';
