import { describe, expect, it } from 'vitest';
import { bannerImages } from './banner.ts';

describe('bannerImages', () => {
  it('takes addresses and objects with an image, with their link', () => {
    expect(bannerImages(['https://x/a.png', { image: 'b.png', link: 'https://site' }, { imagem: 'c.png' }, { url: 'd.png' }])).toEqual([
      { image: 'https://x/a.png', link: null },
      { image: 'b.png', link: 'https://site' },
      { image: 'c.png', link: null },
      { image: 'd.png', link: null },
    ]);
  });

  it('skips entries without an image', () => {
    expect(bannerImages([null, 3, '', '  ', { link: 'https://site' }, { image: '' }])).toEqual([]);
  });
});
