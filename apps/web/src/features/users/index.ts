// The feature's pages are routed from their own files (app/router.tsx loads each lazily, not through this barrel).
export { useBasicUserOptions } from './api/users.ts';
