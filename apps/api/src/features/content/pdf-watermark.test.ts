import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import { parametro } from '../../db/schema';
import { buildTestApp, callAs, login, multipartFile, type TestApp } from '../../test/build-test-app';
import { PdfWatermarkError, stampPdfWatermark } from './pdf-watermark';

/** A PDF of `pages` pages with some text of its own. */
const makePdf = async (pages: number, size: [number, number] = [595, 842]) => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 0; i < pages; i += 1) doc.addPage(size).drawText(`Página original ${i + 1}`, { x: 50, y: 50, size: 12, font });
  return doc.save();
};

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** Every content stream of a page, decoded, as text (hex strings upper-cased for comparison). */
const pageContent = (page: PDFPage) => {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
    .join('\n')
    .replace(/<([0-9a-fA-F]+)>/g, (_, h: string) => `<${h.toUpperCase()}>`);
};

describe('stampPdfWatermark', () => {
  it('writes every line on every page and keeps the page count', async () => {
    const lines = ['Alice Aluna', 'aluno@demo.local', 'Empresa Ação', '21/11/2026 20:45'];
    const out = await PDFDocument.load(await stampPdfWatermark(await makePdf(3), lines));
    expect(out.getPageCount()).toBe(3);
    for (const page of out.getPages()) {
      const content = pageContent(page);
      for (const line of lines) expect(content).toContain(`<${hex(line)}>`);
      // light grey, drawn with a transparency state
      expect(content).toMatch(/0\.55 0\.55 0\.55 rg/);
      expect(content).toMatch(/\/GS-\d+ gs/);
    }
  });

  it('fits landscape and tiny pages, replaces characters the font cannot write', async () => {
    const out = await PDFDocument.load(await stampPdfWatermark(await makePdf(1, [200, 100]), ['名前 Zoë', 'x'.repeat(300)]));
    expect(out.getPageCount()).toBe(1);
    expect(pageContent(out.getPage(0))).toContain(`<${hex('?? Zoë')}>`);
  });

  it('refuses a file that is not a PDF', async () => {
    await expect(stampPdfWatermark(new TextEncoder().encode('not a pdf at all'), ['a'])).rejects.toBeInstanceOf(PdfWatermarkError);
  });
});

// ---------------------------------------------------------------- GET midia/{id}/downloadFile

let t: TestApp;
const filesDir = mkdtempSync(join(tmpdir(), 'midia-pdf-download-'));
const token: Record<string, string> = {};
let run = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

beforeAll(async () => {
  t = await buildTestApp({ filesDir });
  for (const email of ['admin@demo.local', 'aluno@demo.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const as = (who: string, call: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> | Buffer | Uint8Array; headers?: Record<string, string> }) =>
  callAs(t.app, token[who], call as Parameters<typeof callAs>[2]);

const companyWatermark = (waterMark: Record<string, unknown>) =>
  t.database.system((tx) =>
    tx
      .insert(parametro)
      .values({ tenantId: t.tenants.demo, config: { waterMark } })
      .onConflictDoUpdate({ target: parametro.tenantId, set: { config: { waterMark } } }),
  );
const ALL_FIELDS = { name: true, email: true, company: true, businessUnit: true, department: true, role: true, registrationDate: true, ip: true };

const pdfObject = async (extra: Record<string, unknown>) => {
  const res = await as('admin@demo.local', { method: 'POST', url: '/api/v1/midia', payload: { nome: unique('Manual'), tipo: 'pdf', fileName: 'manual.pdf', ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  const m = res.json<Midia>();
  const body = multipartFile('arquivo', 'manual.pdf', Buffer.from(await makePdf(2)), 'application/pdf');
  const up = await as('admin@demo.local', { method: 'POST', url: `/api/v1/midia/big/${m.id}/fileUpload`, payload: body.payload, headers: body.headers });
  expect(up.statusCode, up.body).toBe(200);
  return m;
};
const download = (who: string, id: string) => as(who, { method: 'GET', url: `/api/v1/midia/${id}/downloadFile` });

describe('PDF download', () => {
  it('stamps the reader\'s lines when the company setting and the object\'s watermark are on', async () => {
    await companyWatermark({ user: { ...ALL_FIELDS, ip: false }, allowPDFDownload: true, includeWaterMarkInPDF: true });
    const m = await pdfObject({ downloadable: true, watermark: { enabled: true, userName: true, email: true, ip: true } });
    const res = await download('aluno@demo.local', m.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(2);
    const content = pageContent(doc.getPage(1));
    expect(content).toContain(`<${hex('Alice Aluna')}>`);
    expect(content).toContain(`<${hex('aluno@demo.local')}>`);
    // the IP is off in the company's settings
    expect(content).not.toContain(`<${hex('127.0.0.1')}>`);
  });

  it('sends the file as stored when the company does not include the watermark or the object has none', async () => {
    await companyWatermark({ user: ALL_FIELDS, allowPDFDownload: true, includeWaterMarkInPDF: false });
    const m = await pdfObject({ downloadable: true, watermark: { enabled: true, userName: true } });
    const plain = await download('aluno@demo.local', m.id);
    expect(plain.statusCode).toBe(200);
    expect(pageContent((await PDFDocument.load(plain.rawPayload)).getPage(0))).not.toContain(hex('Alice Aluna'));
    await companyWatermark({ user: ALL_FIELDS, allowPDFDownload: true, includeWaterMarkInPDF: true });
    const none = await pdfObject({ downloadable: true, watermark: { enabled: false, userName: true } });
    const res = await download('aluno@demo.local', none.id);
    expect(pageContent((await PDFDocument.load(res.rawPayload)).getPage(0))).not.toContain(hex('Alice Aluna'));
  });

  it('a learner downloads a PDF only when the object allows it and the company allows PDF downloads', async () => {
    await companyWatermark({ user: ALL_FIELDS, allowPDFDownload: false, includeWaterMarkInPDF: false });
    const m = await pdfObject({ downloadable: true });
    const refused = await download('aluno@demo.local', m.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().notifications).toEqual([{ message: 'O download deste objeto não é permitido.' }]);
    // 'Depósito' holders still download
    expect((await download('admin@demo.local', m.id)).statusCode).toBe(200);
    await companyWatermark({ user: ALL_FIELDS, allowPDFDownload: true, includeWaterMarkInPDF: false });
    expect((await download('aluno@demo.local', m.id)).statusCode).toBe(200);
    const closed = await pdfObject({ downloadable: false });
    expect((await download('aluno@demo.local', closed.id)).statusCode).toBe(403);
  });
});
