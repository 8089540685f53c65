export * from './core/index.ts';
export * from './i18n/index.ts';
export * from './validation/index.ts';
