/**
 * The small markdown of a text slide (headings, bold, italic, links, lists, paragraphs) as HTML. Everything is escaped
 * first, so only the tags made here exist; links are http(s) only. The result still goes through sanitizeHtml.
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const inline = (text: string) =>
  escape(text)
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/`([^`]+)`/g, '<code>$1</code>');

export function markdownToHtml(markdown: string | null | undefined): string {
  if (!markdown) return '';
  const out: string[] = [];
  let list: string[] | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
    if (list) out.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      out.push(`<h${heading[1].length + 1}>${inline(heading[2])}</h${heading[1].length + 1}>`);
    } else if (item) {
      if (paragraph.length) {
        out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
        paragraph = [];
      }
      (list ??= []).push(item[1]);
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return out.join('');
}
