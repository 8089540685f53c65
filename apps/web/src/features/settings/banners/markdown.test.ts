import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown.ts';

describe('markdownToHtml', () => {
  it('renders headings from h2, emphasis, links, lists and paragraphs', () => {
    const html = markdownToHtml('# Novo **curso**\nTexto *leve*\n\n- um\n- [dois](https://exemplo.com)');
    expect(html).toContain('<h2>Novo <strong>curso</strong></h2>');
    expect(html).toContain('<p>Texto <em>leve</em></p>');
    expect(html).toContain('<li>um</li>');
    expect(html).toContain('<li><a href="https://exemplo.com">dois</a></li>');
  });

  it('keeps a single line break', () => {
    expect(markdownToHtml('um\ndois')).toBe('<p>um<br>dois</p>');
  });

  it('shows raw HTML as text and keeps only http(s) links', () => {
    expect(markdownToHtml('<img src=x onerror=alert(1)>')).not.toContain('<img');
    expect(markdownToHtml('texto <b onclick="x()">b</b>')).not.toContain('<b');
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('href');
    expect(markdownToHtml('![alt](https://a.b/i.png)')).not.toContain('<img');
    expect(markdownToHtml('[x](https://a.b/"onmouseover="y)')).not.toContain('"onmouseover');
    expect(markdownToHtml('')).toBe('');
  });
});
