import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { CERTIFICATE_PAGE, composeCertificate, emptyCertificateStructure, sampleCertificateValues, type CertificateStructure } from '@plataforma/shared/certificates';
import { backgroundImageConfig, fontStyleOf, imageUrlsOf, qrPixelsOf, qrValueOf, textConfig } from './layer-config.ts';
import { CERTIFICATE_PDF_PAGE, buildCertificatePdf, printOrder } from './pdf.ts';

const pngDataUrl = (width: number, height: number) => {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
};

const layout = (): CertificateStructure => {
  const s = emptyCertificateStructure();
  s.settings.page.backSide = true;
  s.settings.page.background.image = 'fundo';
  s.layers = [
    { id: 't1', type: 'text', text: 'Certificamos que {{nomeUsuario}}', x: 100, y: 200, width: 900, height: 60, rotation: 0, opacity: 1, locked: false, fontFamily: 'Georgia', fontSize: 40, bold: true, italic: true, underline: true, color: '#112233', align: 'center', lineHeight: 1.4 },
    { id: 'q1', type: 'object', object: 'qrcode', x: 950, y: 620, width: 120, height: 120, rotation: 0, opacity: 1, locked: false, color: '#000000', background: '#ffffff' },
    { id: 'i1', type: 'image', src: 'logo', x: 20, y: 20, width: 200, height: 80, rotation: 0, opacity: 0.5, locked: false },
  ];
  s.backLayers = [{ id: 'b1', type: 'text', text: '{{course}}', x: 60, y: 60, width: 1000, height: 700, rotation: 0, opacity: 1, locked: false, fontFamily: 'Arial', fontSize: 16, bold: false, italic: false, underline: false, color: '#222222', align: 'left', lineHeight: 1.2 }];
  return s;
};

describe('layer settings', () => {
  it('draws text with its font, style, decoration, colour, alignment and word wrap', () => {
    const [front] = composeCertificate(layout(), sampleCertificateValues('pt'), 'pt');
    const text = front!.layers[0]!;
    if (text.type !== 'text') throw new Error('text expected');
    expect(textConfig(text)).toMatchObject({
      text: 'Certificamos que Maria da Silva',
      x: 100,
      y: 200,
      width: 900,
      height: 60,
      fontFamily: 'Georgia',
      fontSize: 40,
      fontStyle: 'bold italic',
      textDecoration: 'underline',
      fill: '#112233',
      align: 'center',
      lineHeight: 1.4,
      wrap: 'word',
    });
    expect(fontStyleOf({ bold: false, italic: false })).toBe('normal');
    expect(fontStyleOf({ bold: true, italic: false })).toBe('bold');
    expect(fontStyleOf({ bold: false, italic: true })).toBe('italic');
  });

  it('mirrors the background image by flipping it over the page width', () => {
    const background = { color: '#ffffff', image: 'fundo', opacity: 0.4, mirror: true };
    expect(backgroundImageConfig(background)).toMatchObject({ x: CERTIFICATE_PAGE.width, scaleX: -1, width: CERTIFICATE_PAGE.width, height: CERTIFICATE_PAGE.height, opacity: 0.4 });
    expect(backgroundImageConfig({ ...background, mirror: false })).toMatchObject({ x: 0, scaleX: 1 });
  });

  it('encodes the composed address in QR codes and a stand-in in the raw layout', () => {
    const s = layout();
    const values = sampleCertificateValues('en');
    const [front] = composeCertificate(s, { ...values, url: 'https://x.test/certificadousuario/ABC/public' }, 'en');
    const qr = front!.layers[1]!;
    if (qr.type !== 'object') throw new Error('object expected');
    expect(qrValueOf(qr, 'fallback')).toBe('https://x.test/certificadousuario/ABC/public');
    const raw = s.layers[1]!;
    if (raw.type !== 'object') throw new Error('object expected');
    expect(qrValueOf(raw, 'fallback')).toBe('fallback');
    expect(qrPixelsOf({ width: 120, height: 120 })).toBe(240);
    expect(qrPixelsOf({ width: 10, height: 10 })).toBe(128);
    expect(qrPixelsOf({ width: 4000, height: 10 })).toBe(2048);
  });

  it('lists the images a page needs that have files', () => {
    const s = layout();
    expect(imageUrlsOf(s.settings.page.background, s.layers, { fundo: '/f.png', logo: '/l.png' })).toEqual(['/f.png', '/l.png']);
    expect(imageUrlsOf(s.settings.page.background, s.layers, { logo: '/l.png' })).toEqual(['/l.png']);
  });
});

describe('certificate PDF', () => {
  it('prints the front first, the back second and further content chunks after', () => {
    const s = layout();
    s.layers.push({ ...(s.backLayers[0] as Extract<CertificateStructure['layers'][number], { type: 'text' }>), id: 't2', text: '{{course}}' });
    const course = Array.from({ length: 30 }, (_, i) => ({ name: `Item ${i + 1}`, duration: 10 }));
    const pages = composeCertificate(s, { ...sampleCertificateValues('pt'), course }, 'pt');
    expect(pages.map((p) => `${p.side}${p.chunk}`)).toEqual(['front0', 'front1', 'back0', 'back1']);
    expect(printOrder(pages).map((p) => `${p.side}${p.chunk}`)).toEqual(['front0', 'back0', 'front1', 'back1']);
  });

  it('makes one A4 landscape page per page image', () => {
    const image = pngDataUrl(16, 11);
    const pdf = buildCertificatePdf([image, image, image]);
    expect(pdf.getNumberOfPages()).toBe(3);
    for (let page = 1; page <= 3; page++) {
      pdf.setPage(page);
      expect(Math.round(pdf.internal.pageSize.getWidth())).toBe(CERTIFICATE_PDF_PAGE.width);
      expect(Math.round(pdf.internal.pageSize.getHeight())).toBe(CERTIFICATE_PDF_PAGE.height);
    }
    const text = pdf.output();
    expect(text.startsWith('%PDF-')).toBe(true);
    expect((text.match(/\/Subtype \/Image/g) ?? []).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the page proportions of A4 landscape close to the certificate page', () => {
    expect(CERTIFICATE_PDF_PAGE.width / CERTIFICATE_PDF_PAGE.height).toBeCloseTo(CERTIFICATE_PAGE.width / CERTIFICATE_PAGE.height, 2);
  });
});
