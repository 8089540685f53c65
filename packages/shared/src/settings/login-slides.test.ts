import { describe, expect, it } from 'vitest';
import { MB } from '../core/bytes.ts';
import { issueMessage } from '../core/validation-issue.ts';
import { translate } from '../i18n/messages.ts';
import {
  LOGIN_IMAGE_MAX_BYTES,
  LOGIN_VIDEO_MAX_BYTES,
  MAX_LOGIN_SLIDES,
  canAddLoginSlide,
  isPlatformFileAddress,
  loginFileAddresses,
  loginFileProblem,
  loginMediaKind,
  loginSlides,
  moveItem,
  slideMedia,
  slideOfFile,
  type LoginSettings,
} from './login-slides.ts';
import { loginSettingsSchema } from './login-schema.ts';

const slides = (count: number) => Array.from({ length: count }, (_, index) => ({ image: `/api/v1/Parametro/arquivo/${index}.png` }));
const login = (overrides: Partial<LoginSettings> = {}): LoginSettings => ({ backgrounds: [], align: 'right', carousels: [], ...overrides });

describe('slide count', () => {
  it('allows 10 slides and refuses the 11th', () => {
    expect(MAX_LOGIN_SLIDES).toBe(10);
    expect(canAddLoginSlide(9)).toBe(true);
    expect(canAddLoginSlide(10)).toBe(false);
    expect(loginSettingsSchema.safeParse(login({ carousels: [{ slides: slides(10) }] })).success).toBe(true);
    const eleven = loginSettingsSchema.safeParse(login({ carousels: [{ slides: slides(11) }] }));
    expect(eleven.success).toBe(false);
    expect(issueMessage(eleven.error!.issues[0]!, 'pt')).toBe('Limite de 10 item(ns) atingido');
    expect(eleven.error?.issues[0]?.path).toEqual(['carousels']);
  });

  it('counts slides over every carousel', () => {
    expect(loginSettingsSchema.safeParse(login({ carousels: [{ slides: slides(6) }, { slides: slides(5) }] })).success).toBe(false);
    expect(loginSettingsSchema.safeParse(login({ carousels: [{ slides: slides(5) }, { slides: slides(5) }] })).success).toBe(true);
  });
});

describe('file kinds and sizes', () => {
  it('judges the kind by extension, then by type', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'a.png', 'a.gif', 'a.webp', 'a.jfif']) expect(loginMediaKind(name)).toBe('image');
    for (const name of ['a.mp4', 'a.webm', 'a.ogv', 'a.avi', 'a.MKV']) expect(loginMediaKind(name)).toBe('video');
    expect(loginMediaKind('/files/a.mp4?v=2#t')).toBe('video');
    expect(loginMediaKind('noextension', 'image/png')).toBe('image');
    expect(loginMediaKind('noextension', 'video/webm')).toBe('video');
    for (const name of ['a.svg', 'a.pdf', 'a.mov', 'a.exe', 'png']) expect(loginMediaKind(name)).toBeNull();
  });

  it('reads the 11th background as the limit too', () => {
    const eleven = loginSettingsSchema.safeParse(login({ backgrounds: slides(11).map((slide) => slide.image) }));
    expect(issueMessage(eleven.error!.issues[0]!, 'pt')).toBe('Limite de 10 item(ns) atingido');
  });

  it('passes exactly 5 MB for an image and refuses one byte more', () => {
    expect(LOGIN_IMAGE_MAX_BYTES).toBe(5 * MB);
    expect(loginFileProblem({ name: 'a.png', size: 5 * MB }, 'slide')).toBeNull();
    const over = loginFileProblem({ name: 'a.png', size: 5 * MB + 1 }, 'slide');
    expect(over?.key).toBe('settings.imageTooLarge');
    expect(over && translate(over.key, 'pt')).toBe('A imagem deve ter no máximo 5 MB.');
    expect(loginFileProblem({ name: 'a.jpg', size: 5 * MB + 1 }, 'background')?.key).toBe('settings.imageTooLarge');
  });

  it('passes exactly 20 MB for a video and refuses one byte more', () => {
    expect(LOGIN_VIDEO_MAX_BYTES).toBe(20 * MB);
    expect(loginFileProblem({ name: 'a.mp4', size: 20 * MB }, 'slide')).toBeNull();
    expect(loginFileProblem({ name: 'a.mp4', size: 20 * MB + 1 }, 'slide')?.key).toBe('settings.videoTooLarge');
    expect(loginFileProblem({ name: 'a.mkv', size: 20 * MB + 1 }, 'background')?.key).toBe('settings.videoTooLarge');
    // a video is not held to the image's limit
    expect(loginFileProblem({ name: 'a.webm', size: 5 * MB + 1 }, 'slide')).toBeNull();
  });

  it('refuses other types, and each use its own video formats', () => {
    expect(loginFileProblem({ name: 'a.svg', size: 10 }, 'slide')?.key).toBe('settings.slideType');
    expect(loginFileProblem({ name: 'a.svg', size: 10 }, 'background')?.key).toBe('settings.backgroundType');
    // carousel videos: mp4, webm, avi, ogv; background videos: MP4, WebM, MKV (1-shell §5)
    expect(loginFileProblem({ name: 'a.mkv', size: 10 }, 'slide')?.key).toBe('settings.slideType');
    expect(loginFileProblem({ name: 'a.ogv', size: 10 }, 'slide')).toBeNull();
    expect(loginFileProblem({ name: 'a.ogv', size: 10 }, 'background')?.key).toBe('settings.backgroundType');
    expect(loginFileProblem({ name: 'a.mkv', size: 10 }, 'background')).toBeNull();
    expect(translate('settings.slideType', 'pt')).toContain('OGV, AVI');
  });
});

describe('file addresses', () => {
  it('accepts paths of this site only', () => {
    expect(isPlatformFileAddress('/api/v1/Parametro/arquivo/1.png')).toBe(true);
    expect(isPlatformFileAddress('/files/a b.png')).toBe(false);
    for (const bad of ['https://elsewhere.example/a.png', '//elsewhere.example/a.png', 'javascript:alert(1)', 'a.png', '/', '/files/../secret', '/\\evil', ''])
      expect(isPlatformFileAddress(bad)).toBe(false);
  });

  it('validates a whole login group', () => {
    expect(loginSettingsSchema.safeParse(login({ align: 'center', backgrounds: ['/f/bg.jpg'] })).success).toBe(true);
    expect(loginSettingsSchema.safeParse({ ...login(), align: 'top' }).success).toBe(false);
    const foreign = loginSettingsSchema.safeParse(login({ backgrounds: ['https://elsewhere.example/bg.jpg'] }));
    expect(issueMessage(foreign.error!.issues[0]!, 'pt')).toBe('Endereço de arquivo inválido: use um arquivo enviado à plataforma.');
    const empty = loginSettingsSchema.safeParse(login({ carousels: [{ slides: [{ image: null, video: null }] }] }));
    expect(empty.error?.issues[0]?.message).toBe('settings.loginSlideEmpty');
    expect(loginSettingsSchema.safeParse(login({ carousels: [{ slides: [{ video: { url: 'https://x.example/v.mp4' } }] }] })).success).toBe(false);
  });
});

describe('slides', () => {
  it('builds a slide from an uploaded file', () => {
    expect(slideOfFile('/f/a.png', 'image')).toEqual({ image: '/f/a.png' });
    expect(slideOfFile('/f/a.webm', 'video')).toEqual({ video: { url: '/f/a.webm', webm: '/f/a.webm' } });
    expect(slideOfFile('/f/abc', 'video', 'video/mp4')).toEqual({ video: { url: '/f/abc', mp4: '/f/abc' } });
    expect(slideMedia({ video: { mp4: '/f/a.mp4' }, image: '/f/poster.png' })).toEqual({ kind: 'video', url: '/f/a.mp4' });
    expect(slideMedia({ file: '/f/a.png' })).toEqual({ kind: 'image', url: '/f/a.png' });
    expect(slideMedia({})).toBeNull();
  });

  it('lists the slides shown and the files used', () => {
    const value = login({ backgrounds: ['/f/bg.jpg'], carousels: [{ slides: [{ image: '/f/1.png' }, {}] }, { slides: [{ video: { url: '/f/2.mp4', mp4: '/f/2.mp4' } }] }] });
    expect(loginSlides(value)).toHaveLength(2);
    expect(loginFileAddresses(value).sort()).toEqual(['/f/1.png', '/f/2.mp4', '/f/bg.jpg']);
  });

  it('moves a slide up or down and keeps the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
