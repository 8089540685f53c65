import { Marked, type Tokens } from 'marked';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The markdown of a text slide (GitHub-flavoured, single line breaks kept) as HTML, with marked. Raw HTML in the text
 * is shown as text, never as markup; headings start at h2 (the page has its own h1); links are http(s) only. The
 * result still goes through sanitizeHtml before it is shown.
 */
const marked = new Marked({
  async: false,
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escape(text),
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>`;
    },
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      return /^https?:\/\//i.test(href) ? `<a href="${escape(href)}">${text}</a>` : text;
    },
    image: ({ text }: Tokens.Image) => escape(text),
  },
});

export function markdownToHtml(markdown: string | null | undefined): string {
  if (!markdown) return '';
  return (marked.parse(markdown) as string).trim();
}
