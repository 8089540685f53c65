import './locales.ts';

export type { TermsViewerMode, TermsViewerProps } from './terms-viewer.tsx';
export { LazyTermsViewer as TermsViewer } from './lazy-terms-viewer.tsx';
export { sanitizeHtml } from './sanitize-html.ts';
export type { TermDecisionReply } from './api.ts';
