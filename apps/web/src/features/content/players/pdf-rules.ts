/** Rules of the PDF viewer (2-learner §5, §9): zoom, page, password attempts. */

export const PDF_ZOOM_MIN = 0.5;
export const PDF_ZOOM_MAX = 3;
export const PDF_ZOOM_STEP = 0.1;
export const PDF_ZOOM_DEFAULT = 0.9;
/** Width, in CSS pixels, of a page at zoom 1. */
export const PDF_BASE_WIDTH = 800;
export const PDF_SCROLL_DEBOUNCE_MS = 100;
export const PDF_PAGE_DEBOUNCE_MS = 200;
export const PDF_PASSWORD_ATTEMPTS = 3;
/** A render failure (not password-related) is tried again after this delay. */
export const PDF_RENDER_RETRY_MS = 1_000;

/** Zoom clamped to 0.5..3 and rounded to the 0.1 step (so repeated steps never drift). */
export const clampZoom = (zoom: number): number => {
  if (!Number.isFinite(zoom)) return PDF_ZOOM_DEFAULT;
  return Math.round(Math.min(PDF_ZOOM_MAX, Math.max(PDF_ZOOM_MIN, zoom)) * 10) / 10;
};

/** Page clamped to 1..pages (1 while the page count is unknown); fractions dropped. */
export const clampPage = (page: number, pages: number): number => {
  const last = Number.isFinite(pages) && pages >= 1 ? Math.floor(pages) : 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
};

/** CSS pixels per PDF point (pdf.js draws a page at scale 1 as 96 / 72 px per point). */
export const PDF_CSS_UNITS = 96 / 72;

/**
 * The pdf.js viewer scale (`PDFViewer.currentScale`, CSS pixels per point / PDF_CSS_UNITS) that makes a page
 * `pageWidthPoints` wide (the first page's width at scale 1, in points) PDF_BASE_WIDTH pixels wide at zoom 1.
 */
export const viewerScale = (zoom: number, pageWidthPoints: number): number =>
  pageWidthPoints > 0 ? (clampZoom(zoom) * PDF_BASE_WIDTH) / (pageWidthPoints * PDF_CSS_UNITS) : clampZoom(zoom);

/**
 * The page the reader is on: the viewer's current page (the topmost one in view), or the last page once the scroll
 * reached the bottom (a short last page may never be the topmost one, and reading to the end completes the PDF).
 */
export const pageInView = (viewerPage: number, atBottom: boolean, pages: number): number => clampPage(atBottom ? pages : viewerPage, pages);

/** The find box's count: '2 of 5' once there are matches, 'no matches' after a search found none, else nothing. */
export type FindCount = { kind: 'none' } | { kind: 'empty' } | { kind: 'matches'; current: number; total: number };

export const findCount = (query: string, pending: boolean, total: number, current: number): FindCount => {
  if (query.trim() === '' || pending) return { kind: 'none' };
  if (total <= 0) return { kind: 'empty' };
  return { kind: 'matches', current: Math.min(total, Math.max(1, current)), total };
};

export type PasswordState = { attempts: number; status: 'idle' | 'asking' | 'wrong' | 'locked' };

export const initialPasswordState: PasswordState = { attempts: 0, status: 'idle' };

/**
 * The prompt after pdf.js asks for a password. `reason` 'need': the first ask; 'incorrect': the last one was wrong.
 * After 3 wrong attempts the file cannot be opened.
 */
export const passwordAsked = (state: PasswordState, reason: 'need' | 'incorrect'): PasswordState => {
  if (reason === 'need') return { attempts: state.attempts, status: 'asking' };
  const attempts = state.attempts + 1;
  return { attempts, status: attempts >= PDF_PASSWORD_ATTEMPTS ? 'locked' : 'wrong' };
};

/** An empty (or blank) password is not submitted. */
export const canSubmitPassword = (password: string, state: PasswordState): boolean => password.trim() !== '' && state.status !== 'locked';
