// The feature's pages are routed from their own files (app/router.tsx loads each lazily, not through this barrel);
// nothing else of it is used by other features yet.
export {};
