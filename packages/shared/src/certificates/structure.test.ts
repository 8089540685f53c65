import { describe, expect, it } from 'vitest';
import { certificateFormSchema, isCredential, normaliseCredential } from './contracts.ts';
import { aliasesOf, CERTIFICATE_PAGE, convertLegacyCertificate, emptyCertificateStructure, parseCertificateJson } from './structure.ts';

describe('the version 2 structure', () => {
  it('reads a version 2 layout, filling defaults', () => {
    const parsed = parseCertificateJson(JSON.stringify({ version: 2, settings: { page: { backSide: true } }, layers: [{ id: 't', type: 'text', text: 'Olá', x: 1, y: 2, width: 300, height: 40 }] }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.legacy).toBe(false);
    expect(parsed.structure.settings.page).toMatchObject({ width: 1122, height: 793, backSide: true, background: { color: '#ffffff', image: null, opacity: 1, mirror: false } });
    expect(parsed.structure.layers[0]).toMatchObject({ fontFamily: 'Arial', fontSize: 24, align: 'left', rotation: 0 });
    expect(parsed.structure.backLayers).toEqual([]);
  });

  it('refuses bad JSON, another page size, duplicate layer ids, unknown layer kinds and bad aliases', () => {
    const bad = [
      '{',
      JSON.stringify({ version: 2, settings: { page: { width: 800 } } }),
      JSON.stringify({ version: 2, settings: { page: {} }, layers: [{ id: 'a', type: 'text', text: '', x: 0, y: 0, width: 1, height: 1 }, { id: 'a', type: 'text', text: '', x: 0, y: 0, width: 1, height: 1 }] }),
      JSON.stringify({ version: 2, settings: { page: {} }, layers: [{ id: 'a', type: 'video', x: 0, y: 0, width: 1, height: 1 }] }),
      JSON.stringify({ version: 2, settings: { page: {} }, layers: [{ id: 'a', type: 'image', src: '../etc/passwd', x: 0, y: 0, width: 1, height: 1 }] }),
      JSON.stringify({ version: 2, settings: { page: {} }, layers: [{ id: 'a', type: 'text', text: '', fontSize: 201, x: 0, y: 0, width: 1, height: 1 }] }),
      JSON.stringify({ version: 3 }),
      JSON.stringify([1, 2]),
    ];
    for (const text of bad) expect(parseCertificateJson(text)).toEqual({ ok: false, error: 'certificados.invalidStructure' });
  });

  it('reads nothing as an empty page', () => {
    expect(parseCertificateJson('')).toEqual({ ok: true, structure: emptyCertificateStructure(), legacy: false });
  });

  it('lists the files a layout uses, the back only when it has one', () => {
    const s = emptyCertificateStructure();
    s.settings.page.background.image = 'fundo';
    s.settings.page.backBackground.image = 'verso';
    s.layers = [{ id: 'i', type: 'image', src: 'logo', x: 0, y: 0, width: 10, height: 10, rotation: 0, opacity: 1, locked: false }];
    expect(aliasesOf(s).sort()).toEqual(['fundo', 'logo']);
    s.settings.page.backSide = true;
    expect(aliasesOf(s).sort()).toEqual(['fundo', 'logo', 'verso']);
  });
});

describe('the legacy percentage layout', () => {
  it('converts percentages to the 1122 x 793 page', () => {
    const legacy = {
      imagemFundo: 'fundo',
      corFundo: '#fafafa',
      campos: [
        { texto: '{{nomeUsuario}}', top: 50, left: 10, width: 80, fontSize: 40, alinhamento: 'center' as const, negrito: true, cor: '#112233' },
        { imagem: 'logo', top: 0, left: 0, width: 10, height: 10 },
        { qrcode: true, top: 80, left: 90, height: 15 },
        { texto: 'a\nb', top: 100, left: 100 },
      ],
      verso: { campos: [{ texto: '{{course}}', top: 10, left: 5 }] },
    };
    const s = convertLegacyCertificate(legacy);
    expect(s.version).toBe(2);
    expect(s.settings.page).toMatchObject({ width: CERTIFICATE_PAGE.width, height: CERTIFICATE_PAGE.height, backSide: true, background: { color: '#fafafa', image: 'fundo' } });
    expect(s.layers[0]).toMatchObject({ type: 'text', x: 112.2, y: 396.5, width: 897.6, height: 48, fontSize: 40, align: 'center', bold: true, color: '#112233' });
    expect(s.layers[1]).toMatchObject({ type: 'image', src: 'logo', x: 0, y: 0, width: 112.2, height: 79.3 });
    expect(s.layers[2]).toMatchObject({ type: 'object', object: 'qrcode', x: 1009.8, y: 634.4, width: 118.95, height: 118.95 });
    // a field at the far corner keeps a size of at least one pixel
    expect(s.layers[3]).toMatchObject({ x: 1122, y: 793, width: 1, height: 58 });
    expect(s.backLayers[0]).toMatchObject({ id: 'b1', x: 56.1, y: 79.3, width: 1065.9 });
  });

  it('is recognised by parseCertificateJson and marked as converted', () => {
    const parsed = parseCertificateJson(JSON.stringify({ campos: [{ texto: 'x', top: 1, left: 1 }] }));
    expect(parsed).toMatchObject({ ok: true, legacy: true, structure: { version: 2, settings: { page: { backSide: false } } } });
  });
});

describe('the template form', () => {
  it('parses the multipart fields, turning the layout into a structure', () => {
    const form = certificateFormSchema.parse({ nome: '  Modelo ', tipo: 'Curso', jsonCertificado: JSON.stringify({ campos: [] }), imprimeVerso: 'true' });
    expect(form).toMatchObject({ nome: 'Modelo', tipo: 'Curso', imprimeVerso: true, active: true, jsonCertificado: { version: 2 } });
  });

  it('refuses an empty name, another type and a bad layout', () => {
    expect(certificateFormSchema.safeParse({ nome: ' ', tipo: 'Curso', jsonCertificado: '' }).success).toBe(false);
    expect(certificateFormSchema.safeParse({ nome: 'x', tipo: 'Trilha', jsonCertificado: '' }).success).toBe(false);
    const bad = certificateFormSchema.safeParse({ nome: 'x', tipo: 'Curso', jsonCertificado: '{' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('certificados.invalidStructure');
  });
});

describe('credentials', () => {
  it('are 12 characters of base32 without ambiguous letters, read case-insensitively', () => {
    expect(isCredential('K7M2P9Q4R8T1')).toBe(true);
    expect(isCredential(' k7m2p9q4r8t1 ')).toBe(true);
    expect(normaliseCredential(' k7m2 ')).toBe('K7M2');
    expect(isCredential('K7M2P9Q4R8T')).toBe(false);
    expect(isCredential('K7M2P9Q4R8TI')).toBe(false);
    expect(isCredential('K7M2P9Q4R8TU')).toBe(false);
  });
});
