import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown.ts';

describe('markdownToHtml', () => {
  it('renders headings, emphasis, links, lists and paragraphs', () => {
    expect(markdownToHtml('# Novo **curso**\nTexto *leve*\n\n- um\n- [dois](https://exemplo.com)')).toBe(
      '<h2>Novo <strong>curso</strong></h2><p>Texto <em>leve</em></p><ul><li>um</li><li><a href="https://exemplo.com">dois</a></li></ul>',
    );
  });

  it('escapes HTML and keeps only http(s) links', () => {
    expect(markdownToHtml('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(markdownToHtml('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
    expect(markdownToHtml('[x](https://a.b/"onmouseover="y)')).not.toContain('"onmouseover');
    expect(markdownToHtml('')).toBe('');
  });
});
