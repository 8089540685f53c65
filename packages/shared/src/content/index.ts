export * from './media.ts';
export * from './media-messages.ts';
export * from './subtitles.ts';
export * from './chapters.ts';
export * from './scorm-manifest.ts';
export * from './scorm-messages.ts';
export * from './progress.ts';
