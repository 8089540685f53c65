export * from './envelope.ts';
export * from './list-state.ts';
export * from './list-query.ts';
export * from './date-range.ts';
export * from './export.ts';
export * from './validation-issue.ts';
export * from './bytes.ts';
export * from './zip-limits.ts';
