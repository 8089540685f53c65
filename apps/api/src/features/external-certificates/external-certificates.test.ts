import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@plataforma/shared';
import { EXTERNAL_CERTIFICATE_FILE_MAX_BYTES, type ExternalCertificate } from '@plataforma/shared/external-certificates';
import { certificadoExterno, usuario } from '../../db/schema';
import { buildTestApp, callAs, createPerson, login, type DemoTenant, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
let run = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Person = { email: string; id: string; name: string };
/** A new signed-in person of a tenant in a seeded group, optionally with a preferred language. */
const person = async (options: { tenant?: DemoTenant; group?: 'Aluno' | 'Administrador'; idioma?: 'pt' | 'en' | 'es' } = {}): Promise<Person> => {
  const tenant = options.tenant ?? 'demo';
  const name = unique('Pessoa');
  const created = await createPerson(t, { nome: name, accounts: [{ tenant, group: options.group ?? 'Aluno' }] });
  const id = created.accounts[tenant];
  if (options.idioma) await t.database.system((tx) => tx.update(usuario).set({ idiomaPreferido: options.idioma }).where(eq(usuario.id, id)));
  token[created.email] = (await login(t.app, created.email)).access_token;
  return { email: created.email, id, name };
};

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Buffer | Record<string, unknown>; headers?: Record<string, string> };
const as = (who: Person, call: Call) => callAs(t.app, token[who.email], call);
const messages = (body: string) => (JSON.parse(body) as { notifications: { message: string }[] }).notifications.map((n) => n.message);

// ---------------------------------------------------------------- files (real bytes of each kind)

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The JFIF header of a JPEG (what content detection reads). */
const jpg = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]), Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
/** A PDF of `size` bytes (a minimal document padded with a comment). */
const pdf = (size = 400): Buffer => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x41), tail]);
};

type FileInput = { content: Buffer; fileName: string; mimeType: string };
const PDF_FILE = (): FileInput => ({ content: pdf(), fileName: 'certificado.pdf', mimeType: 'application/pdf' });

/** multipart/form-data with the text fields and, when given, the file (field `file`) — placed first or last. */
const form = (fields: Record<string, string | number>, file?: FileInput, fileFirst = false) => {
  const boundary = `----certificado${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const fileParts = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`), file.content, Buffer.from('\r\n')]
    : [];
  const payload = Buffer.concat([...(fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts]), Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const fields = (extra: Record<string, string | number> = {}) => ({
  name: unique('Certificado'),
  type: 'extension',
  institution: 'Universidade Federal',
  workload: 40,
  initDate: '2024-03-01',
  endDate: '2024-06-30',
  ...extra,
});

const post = (who: Person, f: Record<string, string | number>, file: FileInput | undefined = PDF_FILE(), fileFirst = false) =>
  as(who, { method: 'POST', url: '/api/v1/CertificadoExterno', ...form(f, file, fileFirst) });
const put = (who: Person, id: string, f: Record<string, string | number>, file?: FileInput) => as(who, { method: 'PUT', url: `/api/v1/CertificadoExterno/${id}`, ...form(f, file) });
const submit = async (who: Person, extra: Record<string, string | number> = {}) => {
  const res = await post(who, fields(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ExternalCertificate>();
};
const review = (who: Person, id: string, payload: Record<string, unknown>) =>
  as(who, { method: 'PUT', url: `/api/v1/CertificadoExterno/AprovarCertificadoExterno/${id}`, payload: { id, ...payload } });
const mine = async (who: Person, query = '') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/CertificadoExterno${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paged<ExternalCertificate>>();
};
const adminList = async (who: Person, query = '') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/CertificadoExterno/admin${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paged<ExternalCertificate>>();
};
const storedKey = async (id: string) =>
  (await t.database.system((tx) => tx.select({ key: certificadoExterno.arquivoChave }).from(certificadoExterno).where(eq(certificadoExterno.id, id))))[0]?.key;

let learner: Person;
let other: Person;
let admin: Person;
let acmeAdmin: Person;
beforeAll(async () => {
  [learner, other, admin, acmeAdmin] = await Promise.all([person(), person(), person({ group: 'Administrador' }), person({ tenant: 'acme', group: 'Administrador' })]);
});

describe('submitting (POST CertificadoExterno)', () => {
  it('accepts png, jpg and pdf by content, pending, and serves the file to the owner and managers only', async () => {
    for (const [file, mime] of [
      [{ content: PNG, fileName: 'foto.png', mimeType: 'image/png' }, 'image/png'],
      [{ content: jpg(), fileName: 'foto.jpg', mimeType: 'image/jpeg' }, 'image/jpeg'],
      [PDF_FILE(), 'application/pdf'],
    ] as const) {
      const f = fields({ credentialUrl: 'https://credenciais.example/abc', credentialCode: 'ABC-123' });
      const res = await post(learner, f, file);
      expect(res.statusCode, res.body).toBe(201);
      const cert = res.json<ExternalCertificate>();
      expect(cert).toMatchObject({
        userId: learner.id,
        userName: learner.name,
        userEmail: learner.email,
        name: f.name,
        type: 'extension',
        otherTypeDescription: null,
        institution: 'Universidade Federal',
        workload: 40,
        initDate: '2024-03-01',
        endDate: '2024-06-30',
        certificateUrl: `/api/v1/CertificadoExterno/${cert.id}/arquivo`,
        certificateFileName: file.fileName,
        certificateMime: mime,
        credentialUrl: 'https://credenciais.example/abc',
        credentialCode: 'ABC-123',
        status: 'pending',
        tipoJustificativa: null,
        descricaoJustificativa: null,
        reviewedBy: null,
        reviewedAt: null,
      });
      const served = await as(learner, { method: 'GET', url: cert.certificateUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.equals(file.content)).toBe(true);
      expect((await as(admin, { method: 'GET', url: cert.certificateUrl })).statusCode).toBe(200);
      expect((await as(other, { method: 'GET', url: cert.certificateUrl })).statusCode).toBe(404);
      expect((await as(acmeAdmin, { method: 'GET', url: cert.certificateUrl })).statusCode).toBe(404);
    }
  });

  it('answers byte ranges of the file and reads the fields whatever their order', async () => {
    const res = await post(learner, fields(), PDF_FILE(), true);
    expect(res.statusCode, res.body).toBe(201);
    const cert = res.json<ExternalCertificate>();
    const part = await as(learner, { method: 'GET', url: cert.certificateUrl, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
  });

  it('refuses a text file named .pdf, a file over 2 MB and no file; accepts exactly 2 MB', async () => {
    const text = await post(learner, fields(), { content: Buffer.from('apenas texto, não é um PDF\n'.repeat(20)), fileName: 'falso.pdf', mimeType: 'application/pdf' });
    expect(text.statusCode, text.body).toBe(415);
    expect(messages(text.body)).toEqual(['O certificado deve ser um arquivo png, jpg ou pdf.']);

    const big = await post(learner, fields(), { content: pdf(EXTERNAL_CERTIFICATE_FILE_MAX_BYTES + 1), fileName: 'grande.pdf', mimeType: 'application/pdf' });
    expect(big.statusCode, big.body).toBe(413);
    expect(messages(big.body)).toEqual(['O arquivo do certificado pode ter no máximo 2 MB.']);

    const exact = await post(learner, fields(), { content: pdf(EXTERNAL_CERTIFICATE_FILE_MAX_BYTES), fileName: 'limite.pdf', mimeType: 'application/pdf' });
    expect(exact.statusCode, exact.body).toBe(201);

    const none = await as(learner, { method: 'POST', url: '/api/v1/CertificadoExterno', ...form(fields()) });
    expect(none.statusCode, none.body).toBe(400);
    expect(messages(none.body)).toEqual(['Anexe o arquivo do certificado.']);

    const json = await as(learner, { method: 'POST', url: '/api/v1/CertificadoExterno', payload: fields() });
    expect(json.statusCode).toBe(415);
  });

  it('checks the dates, the workload, the URL and the description of other', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ initDate: '2024-07-01', endDate: '2024-06-30' }, 'A data de término não pode ser anterior à data de início.'],
      [{ initDate: '2024-01-01', endDate: '2999-01-01' }, 'A data de término não pode estar no futuro.'],
      [{ workload: 0 }, 'Informe a carga horária em horas inteiras (mínimo 1).'],
      [{ workload: '2.5' }, 'Informe a carga horária em horas inteiras (mínimo 1).'],
      [{ credentialUrl: 'not a url' }, 'Informe uma URL válida (http ou https).'],
      [{ type: 'other' }, 'Descreva o tipo do certificado.'],
      [{ name: '' }, 'Informe o nome do certificado.'],
    ];
    for (const [extra, message] of cases) {
      const res = await post(learner, fields(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(messages(res.body)).toEqual([message]);
    }
    const same = await submit(learner, { initDate: '2024-05-05', endDate: '2024-05-05', type: 'other', otherTypeDescription: 'Bootcamp' });
    expect(same).toMatchObject({ initDate: '2024-05-05', endDate: '2024-05-05', type: 'other', otherTypeDescription: 'Bootcamp' });
  });
});

describe('lists', () => {
  it("lists the caller's own requests newest first, with status and search filters; another person's only for managers", async () => {
    const me = await person();
    const first = await submit(me, { name: unique('Primeiro'), institution: 'Escola Alfa' });
    const second = await submit(me, { name: unique('Segundo'), institution: 'Instituto Beta' });
    await submit(other);

    const page = await mine(me);
    expect(page.data.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(page).toMatchObject({ totalItems: 2, pageNumber: 1, pageSize: 10, totalPages: 1 });
    expect((await mine(me, '?search=beta')).data.map((c) => c.id)).toEqual([second.id]);
    expect((await mine(me, `?usuarioId=${me.id}&status=pending`)).totalItems).toBe(2);
    expect((await mine(me, '?status=approved')).totalItems).toBe(0);

    const refused = await as(other, { method: 'GET', url: `/api/v1/CertificadoExterno?usuarioId=${me.id}` });
    expect(refused.statusCode).toBe(403);
    expect((await mine(admin, `?usuarioId=${me.id}`)).data.map((c) => c.id)).toEqual([second.id, first.id]);
    expect((await mine(acmeAdmin, `?usuarioId=${me.id}`)).totalItems).toBe(0);
  });

  it('lists every request of the tenant for managers, with the person, filters and date range', async () => {
    const me = await person();
    const academic = await submit(me, { type: 'academic', institution: unique('Faculdade') });
    const denied = await submit(me, { type: 'vocational' });
    expect((await review(admin, denied.id, { aprovado: false, tipoJustificativa: 3 })).statusCode).toBe(200);

    const byPerson = await adminList(admin, `?search=${encodeURIComponent(me.email)}`);
    expect(byPerson.data.map((c) => c.id)).toEqual([denied.id, academic.id]);
    expect(byPerson.data[1]).toMatchObject({ userName: me.name, userEmail: me.email });
    expect((await adminList(admin, `?search=${encodeURIComponent(me.name)}&status=denied`)).data.map((c) => c.id)).toEqual([denied.id]);
    expect((await adminList(admin, `?search=${encodeURIComponent(me.name)}&type=academic`)).data.map((c) => c.id)).toEqual([academic.id]);
    expect((await adminList(admin, `?search=${encodeURIComponent(academic.institution)}`)).data.map((c) => c.id)).toEqual([academic.id]);
    const from = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await adminList(admin, `?search=${encodeURIComponent(me.email)}&createdAtFrom=${from}`)).totalItems).toBe(2);
    expect((await adminList(admin, `?search=${encodeURIComponent(me.email)}&createdAtFrom=${future}`)).totalItems).toBe(0);
    expect((await adminList(admin, `?search=${encodeURIComponent(me.email)}&createdAtTo=${from}`)).totalItems).toBe(0);

    expect((await adminList(acmeAdmin, `?search=${encodeURIComponent(me.email)}`)).totalItems).toBe(0);
    expect((await as(learner, { method: 'GET', url: '/api/v1/CertificadoExterno/admin' })).statusCode).toBe(403);
    expect((await as(admin, { method: 'GET', url: '/api/v1/CertificadoExterno/admin?status=rejected' })).statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('lets only the owner edit and delete; another learner gets 404, a manager 403, another tenant 404', async () => {
    const cert = await submit(learner);
    for (const who of [other, acmeAdmin]) {
      expect((await put(who, cert.id, fields())).statusCode).toBe(404);
      expect((await as(who, { method: 'DELETE', url: `/api/v1/CertificadoExterno/${cert.id}` })).statusCode).toBe(404);
    }
    expect((await put(admin, cert.id, fields())).statusCode).toBe(403);
    expect((await as(admin, { method: 'DELETE', url: `/api/v1/CertificadoExterno/${cert.id}` })).statusCode).toBe(403);

    const key = await storedKey(cert.id);
    expect(existsSync(join(t.config.filesDir, key))).toBe(true);
    const edited = await put(learner, cert.id, fields({ name: 'Novo nome', workload: 12 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ExternalCertificate>()).toMatchObject({ id: cert.id, name: 'Novo nome', workload: 12, certificateFileName: 'certificado.pdf', status: 'pending' });
    expect(await storedKey(cert.id)).toBe(key);

    const replaced = await put(learner, cert.id, fields(), { content: PNG, fileName: 'novo.png', mimeType: 'image/png' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<ExternalCertificate>()).toMatchObject({ certificateFileName: 'novo.png', certificateMime: 'image/png' });
    const newKey = await storedKey(cert.id);
    expect(newKey).not.toBe(key);
    expect(existsSync(join(t.config.filesDir, key))).toBe(false);

    const badFile = await put(learner, cert.id, fields(), { content: Buffer.from('texto'), fileName: 'x.pdf', mimeType: 'application/pdf' });
    expect(badFile.statusCode).toBe(415);

    const removed = await as(learner, { method: 'DELETE', url: `/api/v1/CertificadoExterno/${cert.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(existsSync(join(t.config.filesDir, newKey))).toBe(false);
    expect((await as(learner, { method: 'GET', url: cert.certificateUrl })).statusCode).toBe(404);
    expect((await as(learner, { method: 'DELETE', url: `/api/v1/CertificadoExterno/${cert.id}` })).statusCode).toBe(404);
  });

  it('resends a denied request when edited, and keeps an approved one final', async () => {
    const cert = await submit(learner);
    const denied = await review(admin, cert.id, { aprovado: false, tipoJustificativa: 2 });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json<ExternalCertificate>()).toMatchObject({ status: 'denied', tipoJustificativa: 2, descricaoJustificativa: null, reviewedBy: admin.name });
    expect(denied.json<ExternalCertificate>().reviewedAt).not.toBeNull();

    const resent = await put(learner, cert.id, fields({ name: 'Corrigido' }));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<ExternalCertificate>()).toMatchObject({ status: 'pending', tipoJustificativa: null, descricaoJustificativa: null, reviewedBy: null, reviewedAt: null, name: 'Corrigido' });

    const approved = await review(admin, cert.id, { aprovado: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<ExternalCertificate>()).toMatchObject({ status: 'approved', tipoJustificativa: null, reviewedBy: admin.name });
    const [row] = await t.database.system((tx) => tx.select().from(certificadoExterno).where(eq(certificadoExterno.id, cert.id)));
    expect(row).toMatchObject({ status: 'approved', avaliadoPorId: admin.id });
    expect(row.avaliadoEm).toBeInstanceOf(Date);

    const edit = await put(learner, cert.id, fields());
    expect(edit.statusCode).toBe(409);
    expect(messages(edit.body)).toEqual(['Certificados aprovados não podem ser alterados.']);
    const del = await as(learner, { method: 'DELETE', url: `/api/v1/CertificadoExterno/${cert.id}` });
    expect(del.statusCode).toBe(409);
    expect(messages(del.body)).toEqual(['Certificados aprovados não podem ser excluídos.']);
  });
});

describe('answering (PUT AprovarCertificadoExterno)', () => {
  it('needs a justification to deny, the text for Outro, and answers pending requests only', async () => {
    const cert = await submit(learner);
    const none = await review(admin, cert.id, { aprovado: false });
    expect(none.statusCode).toBe(400);
    expect(messages(none.body)).toEqual(['Selecione a justificativa da recusa.']);
    const invalid = await review(admin, cert.id, { aprovado: false, tipoJustificativa: 7 });
    expect(invalid.statusCode).toBe(400);
    const outro = await review(admin, cert.id, { aprovado: false, tipoJustificativa: 4, descricaoJustificativa: '  ' });
    expect(outro.statusCode).toBe(400);
    expect(messages(outro.body)).toEqual(['Descreva a justificativa da recusa.']);
    const mismatch = await as(admin, { method: 'PUT', url: `/api/v1/CertificadoExterno/AprovarCertificadoExterno/${cert.id}`, payload: { id: other.id, aprovado: true } });
    expect(mismatch.statusCode).toBe(400);

    expect((await review(learner, cert.id, { aprovado: true })).statusCode).toBe(403);
    expect((await review(acmeAdmin, cert.id, { aprovado: true })).statusCode).toBe(404);

    const denied = await review(admin, cert.id, { aprovado: false, tipoJustificativa: 4, descricaoJustificativa: 'Carga horária não confere' });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json<ExternalCertificate>()).toMatchObject({ status: 'denied', tipoJustificativa: 4, descricaoJustificativa: 'Carga horária não confere' });
    const again = await review(admin, cert.id, { aprovado: true });
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual(['Esta solicitação já foi respondida.']);
  });

  it("tells the person by e-mail in their language, with the reason and the link to their certificates", async () => {
    const english = await person({ idioma: 'en' });
    const cert = await submit(english, { name: unique('Cloud') });
    expect((await review(admin, cert.id, { aprovado: false, tipoJustificativa: 4, descricaoJustificativa: 'Workload does not match' })).statusCode).toBe(200);
    const mail = await t.waitForMail((m) => m.to.includes(english.email), 10_000);
    expect(mail.subject).toBe(`External certificate denied: ${cert.name}`);
    expect(mail.text).toContain('Reason: Workload does not match.');
    expect(mail.text).toContain('http://lms.test/gestao/certificados-externos');

    const spanish = await person({ idioma: 'es' });
    const approved = await submit(spanish, { name: unique('Datos') });
    expect((await review(admin, approved.id, { aprovado: true })).statusCode).toBe(200);
    const mailEs = await t.waitForMail((m) => m.to.includes(spanish.email), 10_000);
    expect(mailEs.subject).toBe(`Certificado externo aprobado: ${approved.name}`);

    const portuguese = await person();
    const illegible = await submit(portuguese);
    expect((await review(admin, illegible.id, { aprovado: false, tipoJustificativa: 3 })).statusCode).toBe(200);
    const mailPt = await t.waitForMail((m) => m.to.includes(portuguese.email), 10_000);
    expect(mailPt.subject).toBe(`Certificado externo negado: ${illegible.name}`);
    expect(mailPt.text).toContain('Justificativa: Certificado ilegível.');
  });
});
