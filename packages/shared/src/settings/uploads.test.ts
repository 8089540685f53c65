import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, LOGO_MAX_BYTES, VIDEO_MAX_BYTES, judgeSettingsUpload } from './uploads.ts';
import { isHexColor } from './palette.ts';
import { MAX_SCRIPT_BYTES, isHttpUrl, isSitePath, settingsUpdateSchema } from './update.ts';

describe('judgeSettingsUpload', () => {
  it('takes logos of exactly 100 kb and refuses one byte more', () => {
    expect(LOGO_MAX_BYTES).toBe(102400);
    for (const kind of ['logoMenu', 'logoLogin', 'icon'] as const) {
      expect(judgeSettingsUpload(kind, 'png', 102400)).toEqual({ ok: true, media: 'image' });
      expect(judgeSettingsUpload(kind, 'png', 102401)).toEqual({ ok: false, key: 'settings.logoTooLarge', status: 413 });
    }
  });

  it('menu and login logos are JPG or PNG, the icon PNG only', () => {
    expect(judgeSettingsUpload('logoMenu', 'jpg', 10).ok).toBe(true);
    expect(judgeSettingsUpload('logoMenu', 'gif', 10)).toMatchObject({ key: 'settings.logoType', status: 415 });
    expect(judgeSettingsUpload('icon', 'jpg', 10)).toMatchObject({ key: 'settings.iconType', status: 415 });
    expect(judgeSettingsUpload('icon', null, 10)).toMatchObject({ key: 'settings.iconType' });
  });

  it('backgrounds take images up to 5 MB and MP4/WebM/MKV up to 20 MB', () => {
    for (const ext of ['jpg', 'png', 'gif', 'webp']) {
      expect(judgeSettingsUpload('background', ext, IMAGE_MAX_BYTES).ok).toBe(true);
      expect(judgeSettingsUpload('background', ext, IMAGE_MAX_BYTES + 1)).toMatchObject({ key: 'settings.imageTooLarge', status: 413 });
    }
    for (const ext of ['mp4', 'webm', 'mkv']) {
      expect(judgeSettingsUpload('background', ext, VIDEO_MAX_BYTES)).toEqual({ ok: true, media: 'video' });
      expect(judgeSettingsUpload('background', ext, VIDEO_MAX_BYTES + 1)).toMatchObject({ key: 'settings.videoTooLarge' });
    }
    expect(judgeSettingsUpload('background', 'ogv', 10)).toMatchObject({ key: 'settings.backgroundType' });
  });

  it('slides take MP4/WebM/OGV/AVI videos, not MKV; banners only images', () => {
    for (const ext of ['mp4', 'webm', 'ogv', 'avi']) expect(judgeSettingsUpload('slide', ext, VIDEO_MAX_BYTES).ok).toBe(true);
    expect(judgeSettingsUpload('slide', 'mkv', 10)).toMatchObject({ key: 'settings.slideType' });
    expect(judgeSettingsUpload('banner', 'webp', IMAGE_MAX_BYTES).ok).toBe(true);
    expect(judgeSettingsUpload('banner', 'mp4', 10)).toMatchObject({ key: 'settings.bannerType' });
  });

  it('an empty file is missing', () => {
    expect(judgeSettingsUpload('banner', 'png', 0)).toMatchObject({ key: 'settings.fileRequired', status: 400 });
  });
});

describe('settingsUpdateSchema', () => {
  it('reads hex colours and http(s) or site addresses', () => {
    expect(['#fff', '#A1b2C3'].every(isHexColor)).toBe(true);
    expect(['fff', '#ffff', '#gggggg', 'red', '#1234567'].some(isHexColor)).toBe(false);
    expect(isHttpUrl('https://example.com/sair')).toBe(true);
    expect(['javascript:alert(1)', 'ftp://x.com', 'example.com', 'https://'].some(isHttpUrl)).toBe(false);
    expect(isSitePath('/privacidade')).toBe(true);
    expect(isSitePath('//evil.com')).toBe(false);
  });

  it('takes a script of exactly 100 KB and refuses one byte more', () => {
    const script = (n: number) => ({ scripts: [{ name: 'x', content: 'a'.repeat(n), isLink: false }] });
    expect(settingsUpdateSchema.safeParse(script(MAX_SCRIPT_BYTES)).success).toBe(true);
    const bad = settingsUpdateSchema.safeParse(script(MAX_SCRIPT_BYTES + 1));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ message: 'settings.scriptTooLarge', path: ['scripts', 0, 'content'] });
  });

  it('a link script must be an http(s) address; the privacy policy may be a site path, the logout URL not', () => {
    expect(settingsUpdateSchema.safeParse({ scripts: [{ name: 'x', content: 'alert(1)', isLink: true }] }).success).toBe(false);
    const general = (privacyPolicyUrl: string | null, logoutUrl: string | null) => ({
      general: { certificate: { course: null, formation: null }, termOfUse: null, logoutUrl, privacyPolicyUrl, hideDescriptionSection: false },
    });
    expect(settingsUpdateSchema.safeParse(general('/privacidade', 'https://a.com')).success).toBe(true);
    expect(settingsUpdateSchema.safeParse(general('/privacidade', '/sair')).success).toBe(false);
  });
});
