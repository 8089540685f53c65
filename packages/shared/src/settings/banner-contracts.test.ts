import { describe, expect, it } from 'vitest';
import { BANNER_DURATION_MAX, BANNER_DURATION_MIN, BANNER_MARKDOWN_MAX, bannerCountsByPlace, bannerRowInputSchema, bannerShowsAt, isBannerColor } from './banner-contracts.ts';

const text = { ambiente: 'Aprendizado', tipoRecurso: 'Texto', markdownConteudo: '# Olá', backgroundConteudo: '#ABC' } as const;
const firstMessage = (value: unknown) => bannerRowInputSchema.safeParse(value).error?.issues[0].message;

describe('bannerRowInputSchema', () => {
  it('fills the defaults and keeps colours as #rrggbb or transparent', () => {
    const row = bannerRowInputSchema.parse(text);
    expect(row).toMatchObject({ active: true, duracao: 8, newTab: false, public: true, backgroundConteudo: '#aabbcc', linkRedirecionamentoBanner: null });
    expect(bannerRowInputSchema.parse({ ...text, backgroundConteudo: 'Transparent' }).backgroundConteudo).toBe('transparent');
    expect(firstMessage({ ...text, backgroundConteudo: 'red' })).toBe('settings.bannerInvalidColor');
    expect(firstMessage({ ...text, backgroundConteudo: '#12345' })).toBe('settings.bannerInvalidColor');
  });

  it('takes durations from 3 to 60 whole seconds', () => {
    expect(bannerRowInputSchema.parse({ ...text, duracao: BANNER_DURATION_MIN }).duracao).toBe(3);
    expect(bannerRowInputSchema.parse({ ...text, duracao: BANNER_DURATION_MAX }).duracao).toBe(60);
    expect(firstMessage({ ...text, duracao: 2 })).toBe('settings.bannerDuration');
    expect(firstMessage({ ...text, duracao: 61 })).toBe('settings.bannerDuration');
    expect(firstMessage({ ...text, duracao: 4.5 })).toBe('settings.bannerDuration');
  });

  it('takes http(s) links only', () => {
    expect(bannerRowInputSchema.parse({ ...text, linkRedirecionamentoBanner: ' https://exemplo.com/a ' }).linkRedirecionamentoBanner).toBe('https://exemplo.com/a');
    expect(bannerRowInputSchema.parse({ ...text, linkRedirecionamentoBanner: '' }).linkRedirecionamentoBanner).toBeNull();
    expect(firstMessage({ ...text, linkRedirecionamentoBanner: 'javascript:alert(1)' })).toBe('settings.bannerInvalidLink');
    expect(firstMessage({ ...text, linkRedirecionamentoBanner: 'exemplo.com' })).toBe('settings.bannerInvalidLink');
  });

  it('needs the text of a text resource (up to the limit) and the image of a banner', () => {
    expect(bannerRowInputSchema.parse({ ...text, markdownConteudo: 'a'.repeat(BANNER_MARKDOWN_MAX) }).markdownConteudo).toHaveLength(BANNER_MARKDOWN_MAX);
    expect(firstMessage({ ...text, markdownConteudo: 'a'.repeat(BANNER_MARKDOWN_MAX + 1) })).toBe('settings.bannerMarkdownTooLong');
    expect(firstMessage({ ...text, markdownConteudo: '   ' })).toBe('settings.bannerTextRequired');
    expect(firstMessage({ ambiente: 'Ambos', tipoRecurso: 'Banner' })).toBe('settings.bannerImageRequired');
    expect(bannerRowInputSchema.safeParse({ ambiente: 'Ambos', tipoRecurso: 'Banner', bannerUrl: '/api/v1/arquivos/x.png' }).success).toBe(true);
    expect(firstMessage({ ambiente: 'Ambos', tipoRecurso: 'Banner', bannerUrl: '//evil.example/x.png' })).toBe('settings.bannerInvalidFile');
  });

  it('needs the background type with a background file', () => {
    expect(firstMessage({ ...text, planoDeFundoUrl: '/f/bg.png' })).toBe('settings.bannerBackgroundType');
    expect(bannerRowInputSchema.safeParse({ ...text, planoDeFundoUrl: '/f/bg.mp4', tipoPlanoDeFundo: 'Video' }).success).toBe(true);
  });

  it('refuses an unknown environment or resource', () => {
    expect(bannerRowInputSchema.safeParse({ ...text, ambiente: 'Home' }).success).toBe(false);
    expect(bannerRowInputSchema.safeParse({ ...text, tipoRecurso: 'Video' }).success).toBe(false);
  });
});

describe('places', () => {
  it('shows Ambos rows on home and catalog and counts them on both', () => {
    expect(bannerShowsAt('Ambos', 'Catalogo')).toBe(true);
    expect(bannerShowsAt('Aprendizado', 'Catalogo')).toBe(false);
    expect(bannerCountsByPlace([{ ambiente: 'Ambos' }, { ambiente: 'Aprendizado' }, { ambiente: 'Catalogo' }])).toEqual({ Aprendizado: 2, Catalogo: 2 });
  });

  it('knows a banner colour', () => {
    expect(isBannerColor('transparent')).toBe(true);
    expect(isBannerColor('#fff')).toBe(true);
    expect(isBannerColor('rgb(0,0,0)')).toBe(false);
  });
});
