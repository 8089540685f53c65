/** The customisation uploads' size limits (1-shell §5, §9), apart from the schemas so any screen can read them cheaply. */
export const LOGO_MAX_BYTES = 100 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 20 * 1024 * 1024;
