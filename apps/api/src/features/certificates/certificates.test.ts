import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@plataforma/shared';
import { isoDateIn } from '@plataforma/shared/accounts';
import {
  CERTIFICATE_FILE_MAX_BYTES,
  type Certificate,
  type CertificateFile,
  type CertificatePrint,
  type CertificateRow,
  type CertificateValidation,
  type MyCertificate,
  parseCertificateJson,
  type ShareResponse,
} from '@plataforma/shared/certificates';
import { certificadoUsuario, identidade, inscricao, usuario } from '../../db/schema';
import { demoCertificateLayout, seedDemoCertificate } from '../../db/seed/demo-certificate';
import { emitEnrolmentCompleted } from '../enrolment';
import { multipartFile, type TestApp } from '../../test/build-test-app';
import { enrolDirectly } from '../../test/classroom-kit';
import { ACME, ADMIN, enrolmentKit, type Call } from '../../test/enrolment-kit';

const LEARNER = 'aluno@demo.local';

const k = enrolmentKit('certificates', { signIn: [LEARNER] });
const { as, admin, unique, messages, object, course, trail } = k;

let t!: TestApp;
let aluno!: string;
let adminId!: string;

beforeAll(async () => {
  t = k.app();
  aluno = await t.userId(LEARNER);
  adminId = await t.userId(ADMIN);
});

const learner = (call: Call) => as(LEARNER, call);
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

// ---------------------------------------------------------------- bodies

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type FileInput = { content: Buffer; fileName: string; mimeType: string };

/** multipart/form-data with text fields only. */
const form = (fields: Record<string, string | boolean>) => {
  const boundary = `----certificado${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
/** multipart/form-data with the file in field `file`. */
const fileForm = (file: FileInput) => multipartFile('file', file.fileName, file.content, file.mimeType);

const layout = (text = '{{nomeUsuario}}') =>
  JSON.stringify({
    version: 2,
    settings: { page: { backSide: false, background: { color: '#fdf6e3', image: 'fundo' } } },
    layers: [{ id: 'nome', type: 'text', x: 100, y: 300, width: 900, height: 80, text, fontSize: 48, align: 'center' }],
  });

const fields = (extra: Record<string, string | boolean> = {}) => ({ nome: unique('Certificado'), tipo: 'Curso', jsonCertificado: layout(), imprimeVerso: false, active: true, ...extra });

const createTemplate = async (extra: Record<string, string | boolean> = {}, who = ADMIN) => {
  const res = await as(who, { method: 'POST', url: '/api/v1/Certificado', ...form(fields(extra)) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Certificate>();
};
const putTemplate = (id: string, f: Record<string, string | boolean>, who = ADMIN) => as(who, { method: 'PUT', url: `/api/v1/Certificado/${id}`, ...form(f) });
const upload = (id: string, alias: string, file: FileInput, who = ADMIN) => as(who, { method: 'POST', url: `/api/v1/Certificado/FileUpload/${id}/${alias}`, ...fileForm(file) });
const countTemplates = async () => (await admin({ method: 'GET', url: '/api/v1/Certificado?pageSize=1' })).json<Paged<CertificateRow>>().totalItems;

// ---------------------------------------------------------------- content

const report = (midiaId: string, ctx: { cursoId?: string; formacaoId?: string }, who = LEARNER) =>
  as(who, { method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId, percentualProgresso: 100, ...ctx } });

/** A course of one object (90 s) and an assessment-free roll-up, giving `certificadoId`, the learner enrolled. */
const enrolledCourse = async (certificadoId: string | null, extra: Record<string, unknown> = {}) => {
  const m = await object(ADMIN, { duration: 90 });
  const c = await course({ itens: [{ midiaId: m.id }], cargaHoraria: 120, certificadoId, ...extra });
  await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id }, { dataInscricao: new Date('2026-03-10T15:00:00Z') });
  return { c, m };
};
const issuedRows = (cursoId: string) =>
  t.database.system((tx) => tx.select().from(certificadoUsuario).where(and(eq(certificadoUsuario.usuarioId, aluno), eq(certificadoUsuario.cursoId, cursoId))));

describe('templates', () => {
  it('creates, reads, lists and replaces a template; a legacy layout is stored as version 2', async () => {
    const created = await createTemplate({ imprimeVerso: true });
    expect(created).toMatchObject({ tipo: 'Curso', active: true, imprimeVerso: true, arquivos: [], cursos: [], formacoes: [], emitidos: 0 });
    expect(JSON.parse(created.jsonCertificado)).toMatchObject({ version: 2, settings: { page: { width: 1122, height: 793, background: { color: '#fdf6e3', image: 'fundo' } } } });
    expect((await admin({ method: 'GET', url: `/api/v1/Certificado/${created.id}` })).json()).toEqual(created);

    const legacy = JSON.stringify({ corFundo: '#ffeedd', campos: [{ texto: '{{title}}', top: 50, left: 10, width: 80, fontSize: 30 }] });
    const put = await putTemplate(created.id, { nome: `${created.nome} 2`, tipo: 'Formacao', jsonCertificado: legacy, imprimeVerso: false, active: false });
    expect(put.statusCode, put.body).toBe(200);
    const updated = put.json<Certificate>();
    expect(updated).toMatchObject({ nome: `${created.nome} 2`, tipo: 'Formacao', active: false, imprimeVerso: false });
    const stored = JSON.parse(updated.jsonCertificado) as { version: number; settings: { page: { background: { color: string } } }; layers: { x: number; y: number; text: string }[] };
    expect(stored.version).toBe(2);
    expect(stored.settings.page.background.color).toBe('#ffeedd');
    expect(stored.layers[0]).toMatchObject({ text: '{{title}}', x: 112.2, y: 396.5 });

    const tag = created.nome.split(' ').at(-1)!;
    const list = await admin({ method: 'GET', url: `/api/v1/Certificado?search=${encodeURIComponent(tag)}&tipo=Formacao&active=false` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<Paged<CertificateRow>>().data).toEqual([
      { id: created.id, nome: updated.nome, tipo: 'Formacao', active: false, imprimeVerso: false, vinculos: 0, emitidos: 0, createdAt: created.createdAt },
    ]);
    expect((await admin({ method: 'GET', url: `/api/v1/Certificado?search=${encodeURIComponent(tag)}&tipo=Curso` })).json<Paged<CertificateRow>>().totalItems).toBe(0);
  });

  it('refuses bad fields with 400 naming the field, and changes nothing', async () => {
    const before = await countTemplates();
    const cases: [Record<string, string | boolean>, string, string][] = [
      [{ nome: '' }, 'nome', 'Campo obrigatório'],
      [{ nome: 'x'.repeat(201) }, 'nome', 'Máximo de 200 caracteres'],
      [{ jsonCertificado: '{"version":2,"layers":"no"}' }, 'jsonCertificado', 'O modelo do certificado é inválido.'],
      [{ jsonCertificado: 'not json' }, 'jsonCertificado', 'O modelo do certificado é inválido.'],
      [{ tipo: 'Outro' }, 'tipo', 'Requisição inválida.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/Certificado', ...form(fields(extra)) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ details: { field: string } }>().details.field).toBe(field);
      if (field !== 'tipo') expect(messages(res.body)).toEqual([message]);
    }
    const json = await admin({ method: 'POST', url: '/api/v1/Certificado', payload: fields() });
    expect(json.statusCode).toBe(415);
    expect(messages(json.body)).toEqual(['Envie o formulário como multipart/form-data.']);
    expect(await countTemplates()).toBe(before);

    const created = await createTemplate();
    const bad = await putTemplate(created.id, fields({ nome: created.nome, jsonCertificado: '[]' }));
    expect(bad.statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: `/api/v1/Certificado/${created.id}` })).json()).toEqual(created);
  });

  it("needs 'Certificados'; another tenant's template is not found", async () => {
    const created = await createTemplate();
    for (const call of [
      { method: 'GET', url: '/api/v1/Certificado' },
      { method: 'GET', url: `/api/v1/Certificado/${created.id}` },
      { method: 'POST', url: '/api/v1/Certificado', ...form(fields()) },
      { method: 'PUT', url: `/api/v1/Certificado/${created.id}`, ...form(fields()) },
      { method: 'POST', url: `/api/v1/Certificado/FileUpload/${created.id}/fundo`, ...fileForm({ content: PNG, fileName: 'a.png', mimeType: 'image/png' }) },
    ] as Call[]) {
      expect((await learner(call)).statusCode, call.url).toBe(403);
    }
    const other = await as(ACME, { method: 'GET', url: `/api/v1/Certificado/${created.id}` });
    expect(other.statusCode).toBe(404);
    expect(messages(other.body)).toEqual(['Certificado não encontrado.']);
    expect((await putTemplate(created.id, fields(), ACME)).statusCode).toBe(404);
    expect((await upload(created.id, 'fundo', { content: PNG, fileName: 'a.png', mimeType: 'image/png' }, ACME)).statusCode).toBe(404);
    expect((await as(ACME, { method: 'GET', url: '/api/v1/Certificado' })).json<Paged<CertificateRow>>().data.map((r) => r.id)).not.toContain(created.id);
  });

  it('cannot be deactivated nor change type while a course or trail gives it; can once unlinked', async () => {
    const template = await createTemplate();
    const c = await course({ certificadoId: template.id });
    const read = (await admin({ method: 'GET', url: `/api/v1/Certificado/${template.id}` })).json<Certificate>();
    expect(read.cursos).toEqual([{ id: c.id, titulo: c.titulo, ativo: true }]);

    const off = await putTemplate(template.id, fields({ nome: template.nome, active: false }));
    expect(off.statusCode).toBe(409);
    expect(messages(off.body)).toEqual(['Este certificado está vinculado a um curso ou trilha e não pode ser desativado.']);
    const retype = await putTemplate(template.id, fields({ nome: template.nome, tipo: 'Formacao' }));
    expect(retype.statusCode).toBe(409);
    expect(messages(retype.body)).toEqual(['Este certificado está vinculado a um curso ou trilha e não pode mudar de tipo.']);
    expect((await admin({ method: 'GET', url: `/api/v1/Certificado/${template.id}` })).json()).toEqual(read);
    const list = await admin({ method: 'GET', url: `/api/v1/Certificado?search=${encodeURIComponent(template.nome)}` });
    expect(list.json<Paged<CertificateRow>>().data.find((r) => r.id === template.id)?.vinculos).toBe(1);

    const unlink = await admin({ method: 'PUT', url: `/api/v1/curso/${c.id}`, payload: { titulo: c.titulo, certificadoId: null } });
    expect(unlink.statusCode, unlink.body).toBe(200);
    const now = await putTemplate(template.id, fields({ nome: template.nome, active: false, tipo: 'Formacao' }));
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json<Certificate>()).toMatchObject({ active: false, tipo: 'Formacao', cursos: [] });
    // an inactive template is refused by courses and trails, and left out of the wizards' select
    const refused = await admin({ method: 'POST', url: '/api/v1/formacao', payload: { titulo: unique('Trilha'), certificadoId: template.id } });
    expect(refused.statusCode).toBe(422);
    expect(messages(refused.body)).toEqual(['Escolha um certificado ativo do tipo Formacao.']);
    const basic = await admin({ method: 'GET', url: '/api/v1/Certificado/basic?tipo=Formacao' });
    expect(basic.statusCode, basic.body).toBe(200);
    expect(basic.json<{ value: string }[]>().map((o) => o.value)).not.toContain(template.id);
    const active = await createTemplate({ tipo: 'Formacao' });
    expect((await admin({ method: 'GET', url: '/api/v1/Certificado/basic?tipo=Formacao' })).json<{ value: string; label: string }[]>()).toContainEqual({ value: active.id, label: active.nome });
    expect((await admin({ method: 'GET', url: '/api/v1/Certificado/basic?tipo=Curso' })).json<{ value: string }[]>().map((o) => o.value)).not.toContain(active.id);
    expect((await learner({ method: 'GET', url: '/api/v1/Certificado/basic?tipo=Curso' })).statusCode).toBe(403);
  });
});

describe('template files', () => {
  it('stores an image by its bytes, serves it under a signed address and replaces it under the same alias', async () => {
    const template = await createTemplate();
    const res = await upload(template.id, 'fundo', { content: PNG, fileName: 'fundo.png', mimeType: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<CertificateFile>();
    expect(file).toMatchObject({ alias: 'fundo', mime: 'image/png', size: PNG.length });
    expect(file.url).toMatch(new RegExp(`^/api/v1/Certificado/${template.id}/arquivo/fundo/[\\w-]+\\.[\\w-]+$`));

    // no session: the token in the path is the access
    const served = await anonymous(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const tampered = file.url.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await anonymous(tampered)).statusCode).toBe(404);
    expect((await anonymous(file.url.replace('/fundo/', '/outro/'))).statusCode).toBe(404);
    expect((await anonymous(`/api/v1/Certificado/${template.id}/arquivo/fundo/nope`)).statusCode).toBe(404);

    const read = (await admin({ method: 'GET', url: `/api/v1/Certificado/${template.id}` })).json<Certificate>();
    expect(read.arquivos).toEqual([file]);

    const folder = join(t.config.filesDir, t.tenants.demo, 'certificado', template.id);
    expect(readdirSync(folder)).toHaveLength(1);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
    const again = await upload(template.id, 'fundo', { content: jpeg, fileName: 'fundo.jpg', mimeType: 'image/jpeg' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<CertificateFile>().mime).toBe('image/jpeg');
    expect(readdirSync(folder)).toHaveLength(1);
    expect((await anonymous(file.url)).statusCode).toBe(404);
    expect((await anonymous(again.json<CertificateFile>().url)).statusCode).toBe(200);
  });

  it('refuses another type by content (415), a larger file (413) and a missing one (400)', async () => {
    const template = await createTemplate();
    const pdf = await upload(template.id, 'fundo', { content: PDF, fileName: 'fundo.png', mimeType: 'image/png' });
    expect(pdf.statusCode).toBe(415);
    expect(messages(pdf.body)).toEqual(['Envie uma imagem PNG, JPG ou WEBP.']);
    const big = Buffer.concat([PNG, Buffer.alloc(CERTIFICATE_FILE_MAX_BYTES)]);
    const large = await upload(template.id, 'fundo', { content: big, fileName: 'fundo.png', mimeType: 'image/png' });
    expect(large.statusCode).toBe(413);
    expect(messages(large.body)).toEqual(['A imagem deve ter no máximo 5 MB.']);
    const none = await admin({ method: 'POST', url: `/api/v1/Certificado/FileUpload/${template.id}/fundo`, ...form({ x: '1' }) });
    expect(none.statusCode).toBe(400);
    expect((await upload(template.id, 'bad alias', { content: PNG, fileName: 'a.png', mimeType: 'image/png' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: `/api/v1/Certificado/${template.id}` })).json<Certificate>().arquivos).toEqual([]);
  });
});

describe('issuing', () => {
  it('issues only on approval, once, with the frozen data; prints for the person and Certificados holders', async () => {
    const template = await createTemplate();
    await upload(template.id, 'fundo', { content: PNG, fileName: 'fundo.png', mimeType: 'image/png' });
    const { c, m } = await enrolledCourse(template.id);
    const printUrl = `/api/v1/Certificado/Imprimir/${template.id}/${c.id}`;

    const before = await learner({ method: 'GET', url: printUrl });
    expect(before.statusCode).toBe(409);
    expect(messages(before.body)).toEqual(['O certificado fica disponível quando você conclui o conteúdo e é aprovado.']);
    expect(await issuedRows(c.id)).toEqual([]);

    expect((await report(m.id, { cursoId: c.id })).statusCode).toBe(200);
    const rows = await issuedRows(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ certificadoId: template.id, tipo: 'Curso', cursoId: c.id, formacaoId: null });
    expect(rows[0].credencial).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(rows[0].dados).toEqual({ title: c.titulo, cargaHoraria: 120, dataInscricao: '2026-03-10', course: [{ name: m.nome, duration: 2 }], trail: [] });

    const printed = await learner({ method: 'GET', url: printUrl });
    expect(printed.statusCode, printed.body).toBe(200);
    const p = printed.json<CertificatePrint>();
    expect(p).toMatchObject({
      id: rows[0].id,
      certificadoId: template.id,
      tipo: 'Curso',
      cursoId: c.id,
      formacaoId: null,
      usuarioId: aluno,
      title: c.titulo,
      dataEmissao: isoDateIn(rows[0].emitidoEm),
      cargaHoraria: 120,
      dataInscricao: '2026-03-10',
      credential: rows[0].credencial,
      url: `${t.app.deps.config.publicUrl}/certificadousuario/${rows[0].credencial}/public`,
      course: [{ name: m.nome, duration: 2 }],
      trail: [],
      imagemUrl: null,
      jsonCertificado: template.jsonCertificado,
    });
    expect(p.nomeUsuario.length).toBeGreaterThan(0);
    expect(p.empresa).toBeTruthy();
    expect(p.arquivos.map((f) => f.alias)).toEqual(['fundo']);
    expect((await anonymous(p.arquivos[0].url)).statusCode).toBe(200);

    // a second completion (e.g. after a correction) keeps the first certificate
    await t.database.inTenant(t.tenants.demo, (tx) =>
      emitEnrolmentCompleted(tx, {
        tenantId: t.tenants.demo,
        usuarioId: aluno,
        inscricaoId: rows[0].inscricaoId!,
        tipo: 'curso',
        cursoId: c.id,
        formacaoId: null,
        status: 'approved',
        previousStatus: 'completed',
        aproveitamento: 100,
        dataInscricao: new Date('2026-03-10T15:00:00Z'),
        concluidoEm: new Date(),
      }),
    );
    expect((await issuedRows(c.id)).map((r) => r.credencial)).toEqual([rows[0].credencial]);
    expect((await learner({ method: 'GET', url: printUrl })).json<CertificatePrint>().credential).toBe(rows[0].credencial);

    // someone else's certificate: 'Certificados' holders only
    expect((await learner({ method: 'GET', url: `${printUrl}/${adminId}` })).statusCode).toBe(403);
    const byAdmin = await admin({ method: 'GET', url: `${printUrl}/${aluno}` });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<CertificatePrint>().credential).toBe(rows[0].credencial);
    expect((await learner({ method: 'GET', url: `${printUrl}/${aluno}` })).statusCode).toBe(200);
    // the admin has no enrolment: nothing to issue
    expect((await admin({ method: 'GET', url: printUrl })).statusCode).toBe(409);
    // unknown content, template or another tenant
    expect((await learner({ method: 'GET', url: `/api/v1/Certificado/Imprimir/${template.id}/${template.id}` })).statusCode).toBe(404);
    expect((await learner({ method: 'GET', url: `/api/v1/Certificado/Imprimir/${c.id}/${c.id}` })).statusCode).toBe(404);
    expect((await as(ACME, { method: 'GET', url: `${printUrl}/${aluno}` })).statusCode).toBe(404);
  });

  it("does not issue on 'completed' (no graded score), nor without an active template", async () => {
    const template = await createTemplate();
    const { c, m } = await enrolledCourse(template.id, { aproveitamentoRequerido: 70 });
    expect((await report(m.id, { cursoId: c.id })).statusCode).toBe(200);
    const status = await t.database.system(async (tx) => (await tx.select({ s: inscricao.status }).from(inscricao).where(and(eq(inscricao.usuarioId, aluno), eq(inscricao.cursoId, c.id))))[0].s);
    expect(status).toBe('completed');
    expect(await issuedRows(c.id)).toEqual([]);
    expect((await learner({ method: 'GET', url: `/api/v1/Certificado/Imprimir/${template.id}/${c.id}` })).statusCode).toBe(409);

    const plain = await enrolledCourse(null);
    expect((await report(plain.m.id, { cursoId: plain.c.id })).statusCode).toBe(200);
    expect(await issuedRows(plain.c.id)).toEqual([]);
    // a template added after the approval issues on the first print
    const later = await createTemplate();
    expect((await admin({ method: 'PUT', url: `/api/v1/curso/${plain.c.id}`, payload: { titulo: plain.c.titulo, itens: [{ midiaId: plain.m.id }], certificadoId: later.id } })).statusCode).toBe(200);
    const printed = await learner({ method: 'GET', url: `/api/v1/Certificado/Imprimir/${later.id}/${plain.c.id}` });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(await issuedRows(plain.c.id)).toHaveLength(1);
  });

  it('issues a trail certificate with its steps and nested course items', async () => {
    const template = await createTemplate({ tipo: 'Formacao' });
    const [m1, m2] = [await object(ADMIN, { duration: 120 }), await object(ADMIN, { duration: 30 })];
    const inner = await course({ itens: [{ midiaId: m1.id }] });
    const f = await trail({
      certificadoId: template.id,
      cargaHoraria: 240,
      etapas: [{ nome: 'Etapa 1', cargaHoraria: 60, itens: [{ tipo: 'curso', id: inner.id }, { tipo: 'midia', id: m2.id }] }],
    });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'formacao', id: f.id });
    expect((await report(m1.id, { cursoId: inner.id, formacaoId: f.id })).statusCode).toBe(200);
    expect((await report(m2.id, { formacaoId: f.id })).statusCode).toBe(200);
    const printed = await learner({ method: 'GET', url: `/api/v1/Certificado/Imprimir/${template.id}/${f.id}` });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json<CertificatePrint>()).toMatchObject({
      tipo: 'Formacao',
      formacaoId: f.id,
      cursoId: null,
      cargaHoraria: 240,
      course: [],
      trail: [{ name: 'Etapa 1', duration: 60, items: [{ name: inner.titulo, duration: null, items: [{ name: m1.nome, duration: 2 }] }, { name: m2.nome, duration: 1 }] }],
    });
  });
});

describe('validation, public page, sharing and my certificates', () => {
  it('validates by credential in any case, masks the CPF publicly, stores and serves the share image', async () => {
    const template = await createTemplate();
    const { c, m } = await enrolledCourse(template.id);
    await report(m.id, { cursoId: c.id });
    const [row] = await issuedRows(c.id);
    const cpf = await t.database.system(
      async (tx) => (await tx.select({ cpf: identidade.cpf }).from(usuario).innerJoin(identidade, eq(identidade.id, usuario.identidadeId)).where(eq(usuario.id, aluno)))[0].cpf,
    );
    expect(cpf).toMatch(/^\d{11}$/);

    const valid = await anonymous(`/api/v1/Certificado/validate/${row.credencial.toLowerCase()}/credential`);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json<CertificateValidation>()).toMatchObject({
      valido: true,
      credencial: row.credencial,
      titulo: c.titulo,
      tipo: 'Curso',
      cargaHoraria: 120,
      dataConclusao: isoDateIn(row.concluidoEm),
      dataEmissao: isoDateIn(row.emitidoEm),
    });
    const unknown = await anonymous('/api/v1/Certificado/validate/ZZZZZZZZZZZZ/credential');
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual(['O método de validação não foi encontrado. Entre em contato com o suporte.']);

    const pub = await anonymous(`/api/v1/certificadousuario/${row.credencial}/public`);
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json<CertificatePrint>()).toMatchObject({ credential: row.credencial, cpf: `***.${cpf!.slice(3, 6)}.${cpf!.slice(6, 9)}-**`, title: c.titulo });
    expect((await learner({ method: 'GET', url: `/api/v1/Certificado/Imprimir/${template.id}/${c.id}` })).json<CertificatePrint>().cpf).toBe(cpf);
    expect((await anonymous('/api/v1/certificadousuario/ZZZZZZZZZZZZ/public')).statusCode).toBe(404);

    const shareUrl = `/api/v1/certificadoUsuario/${template.id}/usuario/${aluno}/tipo/Curso/${c.id}`;
    const wrong = await learner({ method: 'POST', url: shareUrl, ...fileForm({ content: PDF, fileName: 'c.png', mimeType: 'image/png' }) });
    expect(wrong.statusCode).toBe(415);
    const shared = await learner({ method: 'POST', url: shareUrl, ...fileForm({ content: PNG, fileName: 'c.png', mimeType: 'image/png' }) });
    expect(shared.statusCode, shared.body).toBe(200);
    const s = shared.json<ShareResponse>();
    expect(s).toMatchObject({ credencial: row.credencial, url: `${t.app.deps.config.publicUrl}/certificadousuario/${row.credencial}/public` });
    const image = await anonymous(s.imagemUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await anonymous(`/api/v1/certificadousuario/${row.credencial}/public`)).json<CertificatePrint>().imagemUrl).toBe(s.imagemUrl);
    // someone else's: 'Certificados' only; a wrong type: not found
    expect((await learner({ method: 'POST', url: `/api/v1/certificadoUsuario/${template.id}/usuario/${adminId}/tipo/Curso/${c.id}`, ...fileForm({ content: PNG, fileName: 'c.png', mimeType: 'image/png' }) })).statusCode).toBe(403);
    expect((await learner({ method: 'POST', url: shareUrl.replace('/Curso/', '/Formacao/'), ...fileForm({ content: PNG, fileName: 'c.png', mimeType: 'image/png' }) })).statusCode).toBe(404);
  });

  it("lists only the caller's certificates, newest first", async () => {
    const template = await createTemplate();
    const first = await enrolledCourse(template.id);
    await report(first.m.id, { cursoId: first.c.id });
    const second = await enrolledCourse(template.id);
    await report(second.m.id, { cursoId: second.c.id });
    const mine = await learner({ method: 'GET', url: '/api/v1/certificadousuario' });
    expect(mine.statusCode, mine.body).toBe(200);
    const list = mine.json<MyCertificate[]>();
    const ids = list.map((r) => r.cursoId);
    expect(ids.indexOf(second.c.id)).toBeLessThan(ids.indexOf(first.c.id));
    expect(ids.indexOf(first.c.id)).toBeGreaterThanOrEqual(0);
    expect(list.find((r) => r.cursoId === first.c.id)).toMatchObject({ certificadoId: template.id, tipo: 'Curso', title: first.c.titulo, cargaHoraria: 120 });
    const others = (await admin({ method: 'GET', url: '/api/v1/certificadousuario' })).json<MyCertificate[]>();
    expect(others.map((r) => r.cursoId)).not.toContain(first.c.id);
  });
});

describe('demo template', () => {
  it('is a valid two-sided layout, created once through the API', async () => {
    const parsed = parseCertificateJson(JSON.stringify(demoCertificateLayout()));
    expect(parsed).toMatchObject({ ok: true, legacy: false });
    const call = async (options: InjectOptions) => {
      const res = await admin(options as Call);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>();
    };
    const first = await seedDemoCertificate(t.app, call);
    expect(await seedDemoCertificate(t.app, call)).toEqual({ id: first.id });
    const read = (await admin({ method: 'GET', url: `/api/v1/Certificado/${first.id}` })).json<Certificate>();
    expect(read).toMatchObject({ nome: 'Certificado de conclusão', tipo: 'Curso', active: true, imprimeVerso: true });
    expect(JSON.parse(read.jsonCertificado)).toEqual(demoCertificateLayout());
  });
});
