export * from './rules.ts';
export * from './courses.ts';
export * from './messages.ts';
