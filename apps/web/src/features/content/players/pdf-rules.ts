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

/** The scale to render a page at, so that at zoom 1 the page is PDF_BASE_WIDTH pixels wide. */
export const pageScale = (zoom: number, pageWidthAtScale1: number): number =>
  pageWidthAtScale1 > 0 ? (clampZoom(zoom) * PDF_BASE_WIDTH) / pageWidthAtScale1 : clampZoom(zoom);

/** The page whose band is at the top of the viewport: tops are the pages' offsets in the scroll area. */
export const pageAtScroll = (tops: readonly number[], scrollTop: number): number => {
  let page = 1;
  tops.forEach((top, index) => {
    if (top - 8 <= scrollTop) page = index + 1;
  });
  return page;
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
