export * from './cpf.ts';
export * from './phone.ts';
export * from './date.ts';
export * from './file.ts';
export * from './text.ts';
