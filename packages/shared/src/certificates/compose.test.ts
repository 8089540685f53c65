import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CHUNK_LINES,
  chunkLines,
  composeCertificate,
  contentLines,
  fillPlaceholders,
  formatCertificateDate,
  formatCertificateWorkload,
  formatCpf,
  maskCpf,
  placeholderValues,
  sampleCertificateValues,
  type CertificateValues,
} from './compose.ts';
import { emptyCertificateStructure, type CertificateLayer, type CertificateStructure } from './structure.ts';

const text = (id: string, value: string): CertificateLayer => ({
  id,
  type: 'text',
  text: value,
  x: 10,
  y: 10,
  width: 500,
  height: 40,
  rotation: 0,
  opacity: 1,
  locked: false,
  fontFamily: 'Arial',
  fontSize: 20,
  bold: false,
  italic: false,
  underline: false,
  color: '#000000',
  align: 'left',
  lineHeight: 1.2,
});

const values = (over: Partial<CertificateValues> = {}): CertificateValues => ({ ...sampleCertificateValues('pt'), ...over });
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Item ${i + 1}`, duration: null }));
const withLayers = (front: CertificateLayer[], back: CertificateLayer[] = [], backSide = back.length > 0): CertificateStructure => {
  const s = emptyCertificateStructure();
  s.settings.page.backSide = backSide;
  s.layers = front;
  s.backLayers = back;
  return s;
};

describe('placeholder filling', () => {
  it('fills every plain placeholder, formatted for the locale', () => {
    const v = values({ nomeUsuario: 'Ana Souza', cpf: '52998224725', cargo: 'Gerente', cargaHoraria: 90, dataEmissao: '2026-11-21', dataInscricao: '2026-01-05', credential: 'K7M2P9Q4R8T1' });
    const filled = fillPlaceholders('{{nomeUsuario}} ({{cpf}}), {{cargo}}: {{title}} em {{dataEmissao}}, {{cargaHoraria}}, desde {{dataInscricao}} [{{credential}}]', placeholderValues(v, 'pt'), {});
    expect(filled).toBe(`Ana Souza (529.982.247-25), Gerente: ${v.title} em 21 de novembro de 2026, 1h30, desde 5 de janeiro de 2026 [K7M2P9Q4R8T1]`);
  });

  it('writes dates and hours in English and Spanish', () => {
    const v = values({ dataEmissao: '2026-11-21', cargaHoraria: 600 });
    expect(fillPlaceholders('{{dataEmissao}} · {{cargaHoraria}}', placeholderValues(v, 'en'), {})).toBe('November 21, 2026 · 10 hours');
    expect(fillPlaceholders('{{dataEmissao}} · {{cargaHoraria}}', placeholderValues(v, 'es'), {})).toBe('21 de noviembre de 2026 · 10 horas');
  });

  it('tolerates spaces inside a tag, keeps unknown tags and empties missing values', () => {
    const v = values({ cpf: null, cargo: null, dataInscricao: null, cargaHoraria: null });
    expect(fillPlaceholders('{{ nomeUsuario }}|{{cpf}}|{{cargo}}|{{dataInscricao}}|{{cargaHoraria}}|{{desconhecido}}', placeholderValues(v, 'pt'), {})).toBe(`${v.nomeUsuario}|||||{{desconhecido}}`);
  });

  it('formats workloads at their edges', () => {
    expect(formatCertificateWorkload(0, 'pt')).toBe('0 min');
    expect(formatCertificateWorkload(59, 'pt')).toBe('59 min');
    expect(formatCertificateWorkload(60, 'pt')).toBe('1 hora');
    expect(formatCertificateWorkload(60, 'en')).toBe('1 hour');
    expect(formatCertificateWorkload(61, 'pt')).toBe('1h01');
    expect(formatCertificateWorkload(120, 'pt')).toBe('2 horas');
    expect(formatCertificateWorkload(null, 'pt')).toBe('');
    expect(formatCertificateWorkload(-1, 'pt')).toBe('');
  });

  it('formats and masks the CPF', () => {
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf(null)).toBeNull();
    expect(maskCpf('123')).toBeNull();
  });

  it('keeps a date it cannot read as it is', () => {
    expect(formatCertificateDate('ontem', 'pt')).toBe('ontem');
    expect(formatCertificateDate(null, 'pt')).toBe('');
  });
});

describe('content lists', () => {
  it('indents nested items under their entry with durations', () => {
    const lines = contentLines([{ name: 'Etapa 1', duration: 120, items: [{ name: 'Curso A', duration: 45, items: [{ name: 'Vídeo', duration: null }] }] }], 'pt');
    expect(lines).toEqual(['• Etapa 1 (2 horas)', '    – Curso A (45 min)', '        – Vídeo']);
  });

  it('splits lines in chunks of 26', () => {
    expect(CERTIFICATE_CHUNK_LINES).toBe(26);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `l${i}`);
    expect(chunkLines([])).toEqual([[]]);
    expect(chunkLines(lines(1)).map((c) => c.length)).toEqual([1]);
    expect(chunkLines(lines(26)).map((c) => c.length)).toEqual([26]);
    expect(chunkLines(lines(27)).map((c) => c.length)).toEqual([26, 1]);
    expect(chunkLines(lines(52)).map((c) => c.length)).toEqual([26, 26]);
    expect(chunkLines(lines(53)).map((c) => c.length)).toEqual([26, 26, 1]);
    expect(chunkLines(lines(53))[1]?.[0]).toBe('l26');
    expect(() => chunkLines(lines(3), 0)).toThrow(RangeError);
  });
});

describe('composing pages', () => {
  it('is one front page without a back side, whatever the view', () => {
    const s = withLayers([text('a', '{{nomeUsuario}}')], [text('b', 'verso')], false);
    const pages = composeCertificate(s, values(), 'pt');
    expect(pages.map((p) => p.side)).toEqual(['front']);
    expect(composeCertificate(s, values(), 'pt', 'back')).toEqual([]);
  });

  it('gives front then back, and each side alone by view', () => {
    const s = withLayers([text('a', 'frente')], [text('b', 'verso')]);
    expect(composeCertificate(s, values(), 'pt').map((p) => p.side)).toEqual(['front', 'back']);
    expect(composeCertificate(s, values(), 'pt', 'front').map((p) => p.side)).toEqual(['front']);
    expect(composeCertificate(s, values(), 'pt', 'back').map((p) => p.side)).toEqual(['back']);
  });

  it('repeats a side holding a content tag once per chunk of 26 lines, other placeholders on each page', () => {
    const s = withLayers([text('a', '{{nomeUsuario}}')], [text('t', '{{title}}'), text('c', 'Conteúdo:\n{{course}}')]);
    const pages = composeCertificate(s, values({ course: items(27) }), 'pt');
    expect(pages.map((p) => `${p.side}${p.chunk}`)).toEqual(['front0', 'back0', 'back1']);
    const [, first, second] = pages;
    const list = (p: typeof first) => (p?.layers.find((l) => l.id === 'c') as { text: string }).text.split('\n');
    expect(list(first)).toHaveLength(27);
    expect(list(first)[1]).toBe('• Item 1');
    expect(list(first)[26]).toBe('• Item 26');
    expect(list(second)).toEqual(['Conteúdo:', '• Item 27']);
    expect((second?.layers.find((l) => l.id === 't') as { text: string }).text).toBe(values().title);
  });

  it('keeps one page for exactly 26 lines and counts pages by the longest list of the side', () => {
    const s = withLayers([text('c', '{{course}}'), text('t', '{{trail}}')]);
    expect(composeCertificate(s, values({ course: items(26), trail: [] }), 'pt')).toHaveLength(1);
    const pages = composeCertificate(s, values({ course: items(3), trail: items(60) }), 'pt');
    expect(pages).toHaveLength(3);
    expect((pages[2]?.layers.find((l) => l.id === 'c') as { text: string }).text).toBe('');
    expect((pages[2]?.layers.find((l) => l.id === 't') as { text: string }).text.split('\n')).toHaveLength(8);
  });

  it('gives the QR code object the public address and keeps the written text as source', () => {
    const s = withLayers([text('a', '{{credential}}'), { id: 'q', type: 'object', object: 'qrcode', x: 0, y: 0, width: 100, height: 100, rotation: 0, opacity: 1, locked: false, color: '#000000', background: '#ffffff' }]);
    const [page] = composeCertificate(s, values({ url: 'https://x.example/certificadousuario/ABC/public', credential: 'ABC' }), 'pt');
    expect(page?.layers[0]).toMatchObject({ text: 'ABC', source: '{{credential}}' });
    expect(page?.layers[1]).toMatchObject({ value: 'https://x.example/certificadousuario/ABC/public' });
  });
});
