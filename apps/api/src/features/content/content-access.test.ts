import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Midia, MidiaInfo } from '@plataforma/shared/content';
import { identidade, usuario } from '../../db/schema';
import { saveSettings } from '../settings';
import { multipartFile, type TestApp } from '../../test/build-test-app';
import { publishInSection } from '../../test/classroom-kit';
import { contentTestKit } from './content.test-kit';

let t: TestApp;
const { as, admin, unique } = contentTestKit('midia-access', (app) => (t = app));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const pdfObject = async (extra: Record<string, unknown>) => {
  const created = await admin({ method: 'POST', url: '/api/v1/midia', payload: { nome: unique('Manual'), tipo: 'pdf', fileName: 'manual.pdf', ...extra } });
  expect(created.statusCode, created.body).toBe(201);
  const m = created.json<Midia>();
  const body = multipartFile('arquivo', 'manual.pdf', PDF, 'application/pdf');
  const res = await admin({ method: 'POST', url: `/api/v1/midia/big/${m.id}/fileUpload`, payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(200);
  // learners open an object on its own when a section shown to them holds it
  await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: m.id });
  return res.json<Midia>();
};
const infoAs = async (who: string, id: string) => {
  const res = await as(who, { method: 'GET', url: `/api/v1/midia/getMidiaInfo/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MidiaInfo>();
};
const person = async (email: string) =>
  (
    await t.database.system((tx) =>
      tx.select({ nome: usuario.nomeCompleto }).from(usuario).innerJoin(identidade, eq(identidade.id, usuario.identidadeId)).where(eq(identidade.email, email)).limit(1),
    )
  )[0].nome;

describe('PDF watermark for the reader', () => {
  it('writes the fields enabled on the object and in the company settings, for the person asking', async () => {
    const all = { enabled: true, userName: true, email: true, company: true, unit: true, department: true, position: true, dateTime: true, ip: true };
    const m = await pdfObject({ watermark: all });
    const learner = await infoAs('aluno@demo.local', m.id);
    expect(learner.watermarkLines).toContain(await person('aluno@demo.local'));
    expect(learner.watermarkLines).toContain('aluno@demo.local');
    expect(learner.watermarkLines.some((line) => /^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/.test(line))).toBe(true);
    expect(learner.watermarkLines).toContain('127.0.0.1');
    expect((await infoAs('admin@demo.local', m.id)).watermarkLines).toContain(await person('admin@demo.local'));

    // the company hides the e-mail and the IP: they leave every watermark
    await t.database.inTenant(t.tenants.demo, (tx) =>
      saveSettings(tx, t.tenants.demo, {
        waterMark: { user: { name: true, email: false, company: true, businessUnit: true, department: true, role: true, registrationDate: true, ip: false }, allowPDFDownload: true, includeWaterMarkInPDF: true },
      }),
    );
    const narrowed = await infoAs('aluno@demo.local', m.id);
    expect(narrowed.watermarkLines).toContain(await person('aluno@demo.local'));
    expect(narrowed.watermarkLines).not.toContain('aluno@demo.local');
    expect(narrowed.watermarkLines).not.toContain('127.0.0.1');
    expect(narrowed.watermarkInDownload).toBe(true);
    await t.database.inTenant(t.tenants.demo, (tx) => saveSettings(tx, t.tenants.demo, {}));

    const plain = await pdfObject({ watermark: { ...all, enabled: false } });
    expect((await infoAs('aluno@demo.local', plain.id)).watermarkLines).toEqual([]);
  });

  it('lets a learner download a PDF only when the object and the company allow it; holders always', async () => {
    const closed = await pdfObject({ downloadable: false });
    expect((await infoAs('aluno@demo.local', closed.id)).pdfDownloadAllowed).toBe(false);
    expect((await infoAs('admin@demo.local', closed.id)).pdfDownloadAllowed).toBe(true);
    const open = await pdfObject({ downloadable: true });
    expect((await infoAs('aluno@demo.local', open.id)).pdfDownloadAllowed).toBe(true);
    await t.database.inTenant(t.tenants.demo, (tx) => saveSettings(tx, t.tenants.demo, { waterMark: { allowPDFDownload: false } }));
    expect((await infoAs('aluno@demo.local', open.id)).pdfDownloadAllowed).toBe(false);
    await t.database.inTenant(t.tenants.demo, (tx) => saveSettings(tx, t.tenants.demo, {}));
  });
});

describe('file addresses', () => {
  it('serve the file without a session, and never to another object or after deletion', async () => {
    const m = await pdfObject({});
    const info = await infoAs('aluno@demo.local', m.id);
    const res = await t.app.inject({ method: 'GET', url: info.fileUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    // another tenant's reader gets its own 404 through the API, and the address names this object only
    expect((await as('admin@acme.local', { method: 'GET', url: `/api/v1/midia/getMidiaInfo/${m.id}` })).statusCode).toBe(404);
    const other = await pdfObject({});
    expect((await t.app.inject({ method: 'GET', url: info.fileUrl!.replace(m.id, other.id) })).statusCode).toBe(404);
    await admin({ method: 'DELETE', url: `/api/v1/midia/${m.id}` });
    expect((await t.app.inject({ method: 'GET', url: info.fileUrl! })).statusCode).toBe(404);
  });
});

describe('uploaded file names', () => {
  it('keep no control character, bidirectional override or path: the name shown is what the file is', async () => {
    const created = await admin({ method: 'POST', url: '/api/v1/midia', payload: { nome: unique('Fatura'), tipo: 'pdf', fileName: 'fatura.pdf' } });
    expect(created.statusCode, created.body).toBe(201);
    // 'fatura' + RIGHT-TO-LEFT OVERRIDE + 'fdp.exe' reads as 'faturaexe.pdf' on screen.
    const body = multipartFile('arquivo', 'C:\\baixados\\fatura\u202Efdp.exe\u0007.pdf', PDF, 'application/pdf');
    const res = await admin({ method: 'POST', url: `/api/v1/midia/big/${created.json<Midia>().id}/fileUpload`, payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Midia>().fileName).toBe('faturafdp.exe.pdf');
  });
});

describe('public view', () => {
  it('opens an active object with its QR code on, without sign-in; anything else is not found', async () => {
    const hidden = await pdfObject({ qrCode: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/midia/public/${hidden.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/midia/public/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    const shared = await pdfObject({ qrCode: true, watermark: { enabled: true, userName: true } });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/midia/public/${shared.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json<MidiaInfo>();
    expect(info).toMatchObject({ id: shared.id, tipo: 'pdf', watermarkLines: [], pdfDownloadAllowed: false, watermarkInDownload: false });
    expect((await t.app.inject({ method: 'GET', url: info.fileUrl! })).statusCode).toBe(200);

    await admin({ method: 'PUT', url: `/api/v1/midia/${shared.id}`, payload: { nome: shared.nome, tipo: 'pdf', qrCode: true, active: false } });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/midia/public/${shared.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: info.fileUrl! })).statusCode).toBe(404);
  });
});
