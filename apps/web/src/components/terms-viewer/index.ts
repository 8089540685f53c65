import './locales.ts';

export { TermsViewer, type TermsViewerMode, type TermsViewerProps } from './terms-viewer.tsx';
export { sanitizeHtml } from './sanitize-html.ts';
export type { TermDecisionReply } from './api.ts';
