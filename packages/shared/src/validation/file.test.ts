import { describe, expect, it } from 'vitest';
import { checkFile, mimeSubtype, unitDivisor } from './file.ts';

const MB = 1048576;
const KB = 1024;

describe('mimeSubtype', () => {
  it('takes the part after the slash', () => {
    expect(mimeSubtype('image/png')).toBe('png');
    expect(mimeSubtype('image/JPEG')).toBe('jpeg');
    expect(mimeSubtype('image/svg+xml')).toBe('svg+xml');
    expect(mimeSubtype('text/plain; charset=utf-8')).toBe('plain');
    expect(mimeSubtype('')).toBe('');
    expect(mimeSubtype('png')).toBe('');
  });
});

describe('unitDivisor', () => {
  it('is 1048576 for MB and 1024 otherwise', () => {
    expect(unitDivisor('MB')).toBe(1048576);
    expect(unitDivisor('KB')).toBe(1024);
  });
});

describe('checkFile type', () => {
  const rule = { accept: ['png', 'jpeg'], maxSize: 100, unit: 'KB' } as const;

  it('accepts listed subtypes, ignoring case', () => {
    expect(checkFile({ type: 'image/png', size: 10 }, rule)).toEqual({ ok: true });
    expect(checkFile({ type: 'image/jpeg', size: 10 }, rule)).toEqual({ ok: true });
    expect(checkFile({ type: 'IMAGE/PNG', size: 10 }, rule)).toEqual({ ok: true });
    expect(checkFile({ type: 'image/png', size: 10 }, { accept: ['PNG'] })).toEqual({ ok: true });
  });

  it('rejects other subtypes and lists the accepted ones', () => {
    expect(checkFile({ type: 'image/gif', size: 10 }, rule)).toEqual({
      ok: false,
      key: 'validation.fileType',
      params: { accepted: 'png, jpeg' },
    });
    expect(checkFile({ type: 'application/pdf', size: 10 }, rule)).toMatchObject({ ok: false, key: 'validation.fileType' });
    expect(checkFile({ type: '', size: 10 }, rule)).toMatchObject({ ok: false, key: 'validation.fileType' });
    expect(checkFile({ type: 'image/jpg', size: 10 }, rule)).toMatchObject({ ok: false, key: 'validation.fileType' });
  });

  it('checks the type before the size', () => {
    expect(checkFile({ type: 'image/gif', size: 10 * MB }, rule)).toMatchObject({ key: 'validation.fileType' });
  });

  it('accepts any type when no list is given', () => {
    expect(checkFile({ type: 'application/x-anything', size: 1 }, {})).toEqual({ ok: true });
    expect(checkFile({ type: 'application/x-anything', size: 1 }, { accept: [] })).toEqual({ ok: true });
  });
});

describe('checkFile size', () => {
  it('allows exactly the maximum in KB and rejects one byte more', () => {
    const rule = { accept: ['png'], maxSize: 100, unit: 'KB' } as const;
    expect(checkFile({ type: 'image/png', size: 100 * KB }, rule)).toEqual({ ok: true });
    expect(checkFile({ type: 'image/png', size: 100 * KB + 1 }, rule)).toEqual({
      ok: false,
      key: 'validation.fileSizeExceeds',
      params: { size: 100, unit: 'KB' },
    });
  });

  it('allows exactly the maximum in MB and rejects one byte more', () => {
    const rule = { accept: ['jpeg', 'png', 'gif', 'webp'], maxSize: 5, unit: 'MB' } as const;
    expect(checkFile({ type: 'image/webp', size: 5 * MB }, rule)).toEqual({ ok: true });
    expect(checkFile({ type: 'image/webp', size: 5 * MB + 1 }, rule)).toEqual({
      ok: false,
      key: 'validation.fileSizeExceeds',
      params: { size: 5, unit: 'MB' },
    });
  });

  it('uses 1048576 bytes per MB, not 1000000', () => {
    const rule = { accept: ['mp4'], maxSize: 20, unit: 'MB' } as const;
    expect(checkFile({ type: 'video/mp4', size: 20_000_001 }, rule)).toEqual({ ok: true });
    expect(checkFile({ type: 'video/mp4', size: 20 * MB }, rule)).toEqual({ ok: true });
    expect(checkFile({ type: 'video/mp4', size: 20 * MB + 1 }, rule)).toMatchObject({ key: 'validation.fileSizeExceeds' });
  });

  it('defaults the unit to MB and ignores size without a maximum', () => {
    expect(checkFile({ type: 'image/png', size: MB + 1 }, { maxSize: 1 })).toEqual({
      ok: false,
      key: 'validation.fileSizeExceeds',
      params: { size: 1, unit: 'MB' },
    });
    expect(checkFile({ type: 'image/png', size: 10 * 1024 * MB }, { accept: ['png'] })).toEqual({ ok: true });
  });

  it('accepts an empty file', () => {
    expect(checkFile({ type: 'image/png', size: 0 }, { accept: ['png'], maxSize: 100, unit: 'KB' })).toEqual({ ok: true });
  });
});
