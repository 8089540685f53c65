export * from './structure.ts';
export * from './compose.ts';
export * from './contracts.ts';
export * from './messages.ts';
