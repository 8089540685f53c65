export * from './contracts.ts';
export * from './palette.ts';
export * from './banner-contracts.ts';
export * from './banner-save-plan.ts';
