import DOMPurify from 'dompurify';

/**
 * Sanitises HTML written by administrators (terms of use, communications) before it is rendered (ARCHITECTURE §4):
 * DOMPurify's HTML profile, without forms, frames, styles or scripts; links open in a new tab without an opener.
 */
let purifier: ReturnType<typeof DOMPurify> | null = null;

const getPurifier = (): ReturnType<typeof DOMPurify> | null => {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
};

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const instance = getPurifier();
  if (!instance || !instance.isSupported) return '';
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
