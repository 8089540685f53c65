/**
 * The server's sanitiser of post content (ARCHITECTURE §4: communication posts are sanitised). An allow-list rebuild:
 * the output is written anew from the tags below (no attribute but a link's address), every other tag is dropped with
 * its markup (its text kept), scripts, styles, frames and comments are dropped with their content, and every other
 * '<', '>' and stray '&' is escaped. Links keep only http(s) and mailto addresses and open in a new tab.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre', 'hr']);
const VOID = new Set(['br', 'hr']);
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'title', 'svg', 'math', 'xmp', 'noembed', 'noframes'];

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');

/** A link address kept only when it is http(s) or mailto once entities and control characters are removed. */
export const safeHref = (raw: string): string | null => {
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  return /^(https?:\/\/|mailto:)/i.test(value) ? value : null;
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'=<>`/]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const hrefOf = (attributes: string): string | null => {
  for (const m of attributes.matchAll(ATTRIBUTE)) if (m[1].toLowerCase() === 'href') return safeHref(m[2] ?? m[3] ?? m[4] ?? '');
  return null;
};

export const sanitizePostHtml = (html: string | null | undefined): string => {
  if (!html) return '';
  let source = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/gi, '').replace(/<![^>]*>/g, '').replace(/<\?[^>]*>/g, '');
  for (const tag of DROP_WITH_CONTENT) source = source.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(?:<\\/${tag}\\s*>|$)`, 'gi'), '');
  let out = '';
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      if (!VOID.has(name)) out += `</${name}>`;
    } else if (name === 'a') {
      const href = hrefOf(m[3]);
      out += href ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
    } else out += `<${name}>`;
  }
  out += escapeText(source.slice(last));
  return out;
};

/** Whether sanitised HTML holds any text (a post of only empty paragraphs has no content). */
export const htmlHasText = (html: string): boolean => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim().length > 0;
