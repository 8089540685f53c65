export * from './contracts.ts';
export * from './companies.ts';
export * from './client-contracts.ts';
export * from './units.ts';
export * from './storage-quota.ts';
