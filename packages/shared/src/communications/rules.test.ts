import { describe, expect, it } from 'vitest';
import { communicationInputSchema } from './contracts.ts';
import {
  audienceMatches,
  hideToggleGroups,
  inWindow,
  judgePostImage,
  popsUp,
  POST_IMAGE_MAX_BYTES,
  readImageFacts,
  windowIsValid,
  type CommunicationAudience,
} from './rules.ts';
import { htmlHasText, safeHref, sanitizePostHtml } from './sanitize.ts';

export const pngHeader = (width: number, height: number) => {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
};

export const jpegHeader = (width: number, height: number) => {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
};

describe('post image (3-admin §5: png/jpg, max 2 MB, 800x600)', () => {
  it('reads type and size from the bytes', () => {
    expect(readImageFacts(pngHeader(800, 600))).toEqual({ type: 'png', width: 800, height: 600 });
    expect(readImageFacts(jpegHeader(640, 480))).toEqual({ type: 'jpg', width: 640, height: 480 });
    expect(readImageFacts(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(readImageFacts(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageFacts(pngHeader(10, 10).subarray(0, 20))).toBeNull();
  });

  it('accepts the limits themselves and refuses one over', () => {
    expect(judgePostImage({ type: 'png', width: 800, height: 600 }, POST_IMAGE_MAX_BYTES)).toEqual({ ok: true });
    expect(judgePostImage({ type: 'jpg', width: 1, height: 1 }, 100)).toEqual({ ok: true });
    expect(judgePostImage({ type: 'png', width: 800, height: 600 }, POST_IMAGE_MAX_BYTES + 1)).toMatchObject({ ok: false, key: 'communications.imageTooBig', status: 413 });
    expect(judgePostImage({ type: 'png', width: 801, height: 600 }, 100)).toMatchObject({ ok: false, key: 'communications.imageTooLarge', status: 422 });
    expect(judgePostImage({ type: 'jpg', width: 800, height: 601 }, 100)).toMatchObject({ ok: false, key: 'communications.imageTooLarge' });
    expect(judgePostImage({ type: 'jpg', width: 600, height: 800 }, 100)).toMatchObject({ ok: false, key: 'communications.imageTooLarge' });
    expect(judgePostImage(null, 100)).toMatchObject({ ok: false, key: 'communications.imageType', status: 415 });
  });
});

describe('window', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('is valid when open or ordered; ends included', () => {
    expect(windowIsValid(null, null)).toBe(true);
    expect(windowIsValid('2026-05-10T12:00:00Z', '2026-05-10T12:00:00Z')).toBe(true);
    expect(windowIsValid('2026-05-10T12:00:01Z', '2026-05-10T12:00:00Z')).toBe(false);
    expect(inWindow('2026-05-10T12:00:00Z', '2026-05-10T12:00:00Z', now)).toBe(true);
    expect(inWindow('2026-05-10T12:00:01Z', null, now)).toBe(false);
    expect(inWindow(null, '2026-05-10T11:59:59Z', now)).toBe(false);
    expect(inWindow(null, null, now)).toBe(true);
  });
});

describe('audience', () => {
  const none: CommunicationAudience = { publico: false, cargosIds: [], departamentosIds: [], unidadesIds: [], segmentacoesIds: [] };
  const viewer = { cargoId: 'c1', departamentoId: 'd1', unidadeDeNegocioId: 'u1', segmentacoesIds: ['s1'] };
  it('everyone when public or without lists', () => {
    expect(audienceMatches(none, { ...viewer, cargoId: null })).toBe(true);
    expect(audienceMatches({ ...none, publico: true, departamentosIds: ['d2'] }, viewer)).toBe(true);
  });
  it('each non-empty list must hold the person value', () => {
    expect(audienceMatches({ ...none, departamentosIds: ['d1'] }, viewer)).toBe(true);
    expect(audienceMatches({ ...none, departamentosIds: ['d2'] }, viewer)).toBe(false);
    expect(audienceMatches({ ...none, departamentosIds: ['d1'], cargosIds: ['c2'] }, viewer)).toBe(false);
    expect(audienceMatches({ ...none, unidadesIds: ['u1'], cargosIds: ['c1'] }, viewer)).toBe(true);
    expect(audienceMatches({ ...none, departamentosIds: ['d1'] }, { ...viewer, departamentoId: null })).toBe(false);
  });
  it('segmentations: any of them', () => {
    expect(audienceMatches({ ...none, segmentacoesIds: ['s2', 's1'] }, viewer)).toBe(true);
    expect(audienceMatches({ ...none, segmentacoesIds: ['s2'] }, viewer)).toBe(false);
  });
});

describe('pop-up and hide toggle (2-learner §7, 3-admin §4)', () => {
  it('pops up when not hidden, not "don\'t display", and unseen or always shown', () => {
    expect(popsUp({ naoExibir: false, exibirSempre: false }, { oculta: false, visualizada: false })).toBe(true);
    expect(popsUp({ naoExibir: false, exibirSempre: false }, { oculta: false, visualizada: true })).toBe(false);
    expect(popsUp({ naoExibir: false, exibirSempre: true }, { oculta: false, visualizada: true })).toBe(true);
    expect(popsUp({ naoExibir: false, exibirSempre: true }, { oculta: true, visualizada: false })).toBe(false);
    expect(popsUp({ naoExibir: true, exibirSempre: false }, { oculta: false, visualizada: false })).toBe(false);
  });
  it('sends only the changed rows: true for newly hidden, false for unhidden', () => {
    const before = new Map([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
    const after = new Map([
      ['a', true],
      ['b', false],
      ['c', true],
      ['d', false],
    ]);
    expect(hideToggleGroups(before, after)).toEqual({ ocultar: ['a'], exibir: ['b'] });
  });
});

describe('communication payload', () => {
  const base = { titulo: 'Aviso', postagens: [{ titulo: 'Olá' }] };
  it('needs a post with a title or an image', () => {
    expect(communicationInputSchema.safeParse(base).success).toBe(true);
    expect(communicationInputSchema.safeParse({ ...base, postagens: [] }).error?.issues[0].message).toBe('communications.postRequired');
    expect(communicationInputSchema.safeParse({ ...base, postagens: [{ conteudo: '<p>x</p>' }] }).error?.issues[0].message).toBe('communications.postTitleOrImage');
    expect(communicationInputSchema.safeParse({ ...base, postagens: [{ imagemId: '3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png' }] }).success).toBe(true);
    expect(communicationInputSchema.safeParse({ ...base, postagens: [{ imagemId: '../x.png' }] }).success).toBe(false);
  });
  it('refuses a reversed window, mixed audiences and both display flags', () => {
    const messages = (v: object) => communicationInputSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => i.message);
    expect(messages({ inicio: '2026-05-02T00:00:00Z', termino: '2026-05-01T00:00:00Z' })).toEqual(['communications.windowInvalid']);
    const id = '3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(messages({ cargos: [id], segmentacoes: [id] })).toEqual(['communications.audienceExclusive']);
    expect(messages({ exibirSempre: true, naoExibir: true })).toEqual(['communications.displayConflict']);
  });
});

describe('post HTML sanitiser', () => {
  it('keeps the editor tags and drops the rest', () => {
    expect(sanitizePostHtml('<p>Olá <strong>mundo</strong></p><ul><li>a</li></ul>')).toBe('<p>Olá <strong>mundo</strong></p><ul><li>a</li></ul>');
    expect(sanitizePostHtml('<p onclick="x()" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizePostHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizePostHtml('<img src=x onerror=alert(1)>texto')).toBe('texto');
    expect(sanitizePostHtml('<svg><script>alert(1)</script></svg>fim')).toBe('fim');
    expect(sanitizePostHtml('<iframe src="https://evil"></iframe>a<!-- c -->b')).toBe('ab');
    expect(sanitizePostHtml('1 < 2 & 3 > 2 &amp; fim')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; fim');
    expect(sanitizePostHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });
  it('keeps only http(s) and mailto links, opened in a new tab', () => {
    expect(sanitizePostHtml('<a href="https://x.test/?a=1&amp;b=2">x</a>')).toBe('<a href="https://x.test/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(safeHref(' java\nscript:alert(1)')).toBeNull();
    expect(safeHref('mailto:a@b.test')).toBe('mailto:a@b.test');
    expect(sanitizePostHtml('<a href="https://x.test" onmouseover="x()">x</a>')).toContain('href="https://x.test"');
    expect(sanitizePostHtml('<a href="https://x.test" onmouseover="x()">x</a>')).not.toContain('onmouseover');
  });
  it('tells empty content', () => {
    expect(htmlHasText('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(htmlHasText('<p>a</p>')).toBe(true);
  });
});
