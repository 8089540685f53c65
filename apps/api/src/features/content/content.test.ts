import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMidiaResponse, Midia, MidiaArquivo, MidiaInfo } from '@plataforma/shared/content';
import { Readable } from 'node:stream';
import { connect, type AddressInfo } from 'node:net';
import { assertSafeKey, createLocalStorage, tenantKey } from '../../core/storage';
import { buildTestApp, callAs, login, multipartFile, type TestApp } from '../../test/build-test-app';
import { publishInSection } from '../../test/classroom-kit';

let t: TestApp;
let small: TestApp;
const filesDir = mkdtempSync(join(tmpdir(), 'midia-files-'));
const token: Record<string, string> = {};
let run = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

beforeAll(async () => {
  t = await buildTestApp({ filesDir });
  small = await buildTestApp({ filesDir, mediaMaxFileBytes: 64 * 1024 });
  for (const email of ['admin@demo.local', 'aluno@demo.local', 'admin@acme.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await small?.close();
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> };
const as = (who: string, call: Call, app = t.app) => callAs(app, token[who], call);
const admin = (call: Call) => as('admin@demo.local', call);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const create = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: '/api/v1/midia', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Midia>();
};
const upload = (who: string, url: string, fileName: string, content: Buffer, app = t.app, mime = 'application/octet-stream') => {
  const body = multipartFile('arquivo', fileName, content, mime);
  return as(who, { method: 'POST', url, payload: body.payload, headers: body.headers }, app);
};
const storedFiles = (tenantId: string, midiaId: string) => {
  try {
    return readdirSync(join(filesDir, tenantId, 'midia', midiaId));
  } catch {
    return [];
  }
};

describe('midia CRUD', () => {
  it('creates a link object, recognises the host, reads, updates and lists it', async () => {
    const nome = unique('Palestra');
    const created = await create({ nome, tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', objectCode: unique('COD').replace(/\s/g, '-') });
    expect(created).toMatchObject({ nome, tipo: 'link', linkKind: 'youtube', finished: true, active: true, origin: 'Manual', tenantId: t.tenants.demo, downloadable: false, carouselItems: [] });
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${created.id}` })).json()).toEqual(created);
    const res = await admin({
      method: 'PUT',
      url: `/api/v1/midia/${created.id}`,
      payload: { nome: `${nome} 2`, tipo: 'link', link: 'https://vimeo.com/76979871', descricao: 'Sobre o tema', watermark: { enabled: true, userName: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nome: `${nome} 2`, linkKind: 'vimeo', descricao: 'Sobre o tema', objectCode: null, watermark: { enabled: true, userName: true, email: false } });
    const soundcloud = await create({ nome: unique('Podcast'), tipo: 'audio', link: 'https://soundcloud.com/artista/faixa' });
    expect(soundcloud).toMatchObject({ linkKind: 'soundcloud', finished: true });
    const list = (await admin({ method: 'GET', url: `/api/v1/midia?name=${encodeURIComponent(nome)}&types=link` })).json<ListMidiaResponse>();
    expect(list).toMatchObject({ totalItems: 1, pageNumber: 1, data: [{ id: created.id }] });
  });

  it('refuses an object without a file, a valid link or a scorm type, and creates nothing', async () => {
    const nome = unique('Inválido');
    const cases: [Record<string, unknown>, string, number][] = [
      [{ nome, tipo: 'link' }, 'O objeto não pode ser salvo sem um arquivo, um link válido ou um tipo de scorm.', 400],
      [{ nome, tipo: 'video' }, 'O objeto não pode ser salvo sem um arquivo, um link válido ou um tipo de scorm.', 400],
      [{ nome, tipo: 'link', link: 'nao-e-link' }, 'Informe um link válido.', 400],
      [{ nome, tipo: 'scorm', fileName: 'curso.zip' }, 'Informe o tipo do scorm.', 400],
      [{ nome: '', tipo: 'link', link: 'https://a.com' }, 'Campo obrigatório', 400],
      [{ nome, tipo: 'podcast', link: 'https://a.com' }, 'Requisição inválida.', 400],
      [{ nome, tipo: 'link', link: 'https://a.com', categoryId: '00000000-0000-4000-8000-000000000000' }, 'Categoria não encontrada.', 422],
    ];
    for (const [payload, message, status] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/midia', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().notifications.map((n: { message: string }) => n.message)).toContain(message);
    }
    const english = await admin({ method: 'POST', url: '/api/v1/midia', payload: { nome, tipo: 'link' }, headers: { 'accept-language': 'en' } });
    expect(english.json().notifications).toEqual([{ message: 'The object cannot be saved without a file, a valid link or a SCORM type.' }]);
    expect((await admin({ method: 'GET', url: `/api/v1/midia?name=${encodeURIComponent(nome)}` })).json<ListMidiaResponse>().totalItems).toBe(0);
    // a scorm with its type, and a file kind with the file chosen, are accepted (not finished until the file arrives)
    expect(await create({ nome, tipo: 'scorm', scormType: 'scorm12' })).toMatchObject({ scormType: 'scorm12', finished: false });
    expect(await create({ nome, tipo: 'pdf', fileName: 'manual.pdf' })).toMatchObject({ finished: false, fileName: null });
  });

  it('keeps the object code unique per tenant (ignoring case); another tenant may reuse it', async () => {
    const code = `OBJ-${Date.now().toString(36)}`;
    const first = await create({ nome: unique('A'), tipo: 'link', link: 'https://a.com/x', objectCode: code });
    const dup = await admin({ method: 'POST', url: '/api/v1/midia', payload: { nome: unique('B'), tipo: 'link', link: 'https://a.com/y', objectCode: code.toLowerCase() } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, notifications: [{ message: 'Já existe um objeto com este código.' }] });
    const other = await create({ nome: unique('C'), tipo: 'link', link: 'https://a.com/z' });
    expect((await admin({ method: 'PUT', url: `/api/v1/midia/${other.id}`, payload: { nome: other.nome, tipo: 'link', link: 'https://a.com/z', objectCode: code } })).statusCode).toBe(409);
    expect((await admin({ method: 'PUT', url: `/api/v1/midia/${first.id}`, payload: { nome: first.nome, tipo: 'link', link: 'https://a.com/x', objectCode: code } })).statusCode).toBe(200);
    expect((await create({ nome: unique('Acme'), tipo: 'link', link: 'https://a.com/w', objectCode: code }, 'admin@acme.local')).tenantId).toBe(t.tenants.acme);
    expect((await admin({ method: 'GET', url: `/api/v1/midia?code=${code}` })).json<ListMidiaResponse>().data.map((m) => m.id)).toEqual([first.id]);
  });

  it('links a category and skills of the tenant and filters by them', async () => {
    const category = (await admin({ method: 'POST', url: '/api/v1/Categoria', payload: { nome: unique('Cat') } })).json<{ id: string; nome: string }>();
    const skill = (await admin({ method: 'POST', url: '/api/v1/Competencia', payload: { nome: unique('Skill') } })).json<{ id: string }>();
    const acmeSkill = (await as('admin@acme.local', { method: 'POST', url: '/api/v1/Competencia', payload: { nome: unique('Skill acme') } })).json<{ id: string }>();
    const m = await create({ nome: unique('Com categoria'), tipo: 'link', link: 'https://a.com', categoryId: category.id, competenciesIds: [skill.id] });
    expect(m).toMatchObject({ categoryId: category.id, categoryName: category.nome, competenciesIds: [skill.id] });
    const byCategory = (await admin({ method: 'GET', url: `/api/v1/midia?categoryIds=${category.id}` })).json<ListMidiaResponse>();
    expect(byCategory.data.map((x) => x.id)).toEqual([m.id]);
    expect((await admin({ method: 'GET', url: `/api/v1/midia?competencies=${skill.id}` })).json<ListMidiaResponse>().data.map((x) => x.id)).toEqual([m.id]);
    const foreign = await admin({ method: 'POST', url: '/api/v1/midia', payload: { nome: unique('X'), tipo: 'link', link: 'https://a.com', competenciesIds: [acmeSkill.id] } });
    expect(foreign.statusCode).toBe(422);
  });

  it("refuses another tenant's sections (sectionsIds), naming the field; nothing is stored", async () => {
    const section = async (who: string) => {
      const res = await as(who, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('Seção'), itensDaSecao: [] } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const [mine, foreign] = [await section('admin@demo.local'), await section('admin@acme.local')];
    const nome = unique('Com seção alheia');
    const res = await admin({ method: 'POST', url: '/api/v1/midia', payload: { nome, tipo: 'link', link: 'https://a.com', sectionsIds: [mine, foreign] } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      notifications: [{ message: 'Um ou mais registros informados em sectionsIds não existem nesta empresa.', field: 'sectionsIds' }],
      details: { field: 'sectionsIds', ids: [foreign] },
    });
    expect((await admin({ method: 'GET', url: `/api/v1/midia?search=${encodeURIComponent(nome)}` })).json<ListMidiaResponse>().totalItems).toBe(0);
    const m = await create({ nome, tipo: 'link', link: 'https://a.com', sectionsIds: [mine] });
    expect(m.sectionsIds).toEqual([mine]);
    const update = await admin({ method: 'PUT', url: `/api/v1/midia/${m.id}`, payload: { nome, tipo: 'link', link: 'https://a.com', sectionsIds: [foreign] } });
    expect(update.statusCode).toBe(422);
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>().sectionsIds).toEqual([mine]);
  });

  it("needs 'Depósito' for changes (403), shows learners active objects only, and keeps tenants apart (404)", async () => {
    const m = await create({ nome: unique('Restrito'), tipo: 'link', link: 'https://a.com' });
    const hidden = await create({ nome: unique('Inativo'), tipo: 'link', link: 'https://a.com', active: false });
    const writes: Call[] = [
      { method: 'POST', url: '/api/v1/midia', payload: { nome: 'x', tipo: 'link', link: 'https://a.com' } },
      { method: 'PUT', url: `/api/v1/midia/${m.id}`, payload: { nome: 'x', tipo: 'link', link: 'https://a.com' } },
      { method: 'DELETE', url: `/api/v1/midia/${m.id}` },
      { method: 'GET', url: `/api/v1/midiaArquivo?midiaId=${m.id}` },
      { method: 'POST', url: '/api/v1/midiaArquivo/order', payload: { midiaId: m.id, ids: [m.id] } },
      { method: 'DELETE', url: `/api/v1/midiaArquivo/${m.id}` },
    ];
    for (const call of writes) expect((await as('aluno@demo.local', call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    expect((await upload('aluno@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'a.pdf', PDF)).statusCode).toBe(403);
    // a learner reads an object on its own only when a section shown to them holds it
    expect((await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${m.id}` })).statusCode).toBe(403);
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: m.id });
    expect((await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${m.id}` })).statusCode).toBe(200);
    expect((await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${hidden.id}` })).statusCode).toBe(404);
    // the repository list is for the screens that pick objects: a learner has none of them
    expect((await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia?search=${encodeURIComponent(hidden.nome)}&active=false` })).statusCode).toBe(403);
    expect((await admin({ method: 'GET', url: `/api/v1/midia?search=${encodeURIComponent(hidden.nome)}&active=false` })).json<ListMidiaResponse>().totalItems).toBe(1);

    const acme = (call: Call) => as('admin@acme.local', call);
    expect((await acme({ method: 'GET', url: `/api/v1/midia/${m.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'PUT', url: `/api/v1/midia/${m.id}`, payload: { nome: 'Tomado', tipo: 'link', link: 'https://a.com' } })).statusCode).toBe(404);
    expect((await acme({ method: 'DELETE', url: `/api/v1/midia/${m.id}` })).statusCode).toBe(404);
    expect((await upload('admin@acme.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'a.pdf', PDF)).statusCode).toBe(404);
    expect((await acme({ method: 'GET', url: `/api/v1/midia?search=${encodeURIComponent(m.nome)}` })).json<ListMidiaResponse>().totalItems).toBe(0);
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json()).toEqual(m);
  });
});

describe('uploads', () => {
  it('streams a PDF to storage, records its name, size and type, and replaces it on a new upload', async () => {
    const m = await create({ nome: unique('Manual'), tipo: 'pdf', fileName: 'manual.pdf' });
    const res = await upload('admin@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'Manual do colaborador.pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Midia>()).toMatchObject({ id: m.id, finished: true, fileName: 'Manual do colaborador.pdf', fileType: 'application/pdf', fileSize: PDF.length });
    expect(storedFiles(t.tenants.demo, m.id)).toHaveLength(1);
    expect(storedFiles(t.tenants.demo, m.id)[0]).toMatch(/^principal-.+\.pdf$/);
    const again = await upload('admin@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'v2.pdf', Buffer.concat([PDF, Buffer.from('% v2\n')]));
    expect(again.json<Midia>()).toMatchObject({ fileName: 'v2.pdf', fileSize: PDF.length + 5 });
    expect(storedFiles(t.tenants.demo, m.id)).toHaveLength(1);
    // a learner opens an object on its own when a section shown to them holds it
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: m.id });
    const info = (await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/getMidiaInfo/${m.id}` })).json<MidiaInfo>();
    expect(info).toMatchObject({ id: m.id, tipo: 'pdf', fileName: 'v2.pdf', fileType: 'application/pdf', downloadable: false });
    const ranged = await as('aluno@demo.local', { method: 'GET', url: info.fileUrl!, headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('%PDF');
    expect(ranged.headers['content-range']).toBe(`bytes 0-3/${PDF.length + 5}`);
    // a PDF, once stored, may be edited without sending the file again
    expect((await admin({ method: 'PUT', url: `/api/v1/midia/${m.id}`, payload: { nome: m.nome, tipo: 'pdf' } })).statusCode).toBe(200);
  });

  it('refuses a file whose content does not suit the kind (a text file named .pdf), storing nothing', async () => {
    const m = await create({ nome: unique('Falso'), tipo: 'pdf', fileName: 'falso.pdf' });
    const res = await upload('admin@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'falso.pdf', Buffer.from('apenas texto, não é um PDF\n'.repeat(20)), t.app, 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().notifications).toEqual([{ message: 'Arquivo inválido. Arquivos aceitos: pdf' }]);
    const png = await upload('admin@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'imagem.pdf', PNG);
    expect(png.statusCode).toBe(415);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>()).toMatchObject({ finished: false, fileName: null });
    const link = await create({ nome: unique('Link'), tipo: 'link', link: 'https://a.com' });
    expect((await upload('admin@demo.local', `/api/v1/midia/big/${link.id}/fileUpload`, 'a.pdf', PDF)).statusCode).toBe(422);
    const empty = await as('admin@demo.local', { method: 'POST', url: `/api/v1/midia/big/${m.id}/fileUpload`, payload: { x: 1 } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().notifications).toEqual([{ message: 'Selecione um arquivo.' }]);
  });

  it('answers a refused large upload on its first bytes and closes the connection, without waiting for the rest', async () => {
    const m = await create({ nome: unique('Enorme'), tipo: 'video', fileName: 'enorme.mp4' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = '----plataformaTeste';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="enorme.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const declared = 200 * 1024 * 1024;
    const socket = connect(port, '127.0.0.1');
    const answer = new Promise<{ text: string; closed: boolean }>((resolve) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), closed: true }));
      socket.on('error', () => undefined);
    });
    socket.write(
      `POST /api/v1/midia/big/${m.id}/fileUpload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token['admin@demo.local']}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    // the first 1.5 MB (the type is read from the first megabyte) of a 200 MB 'video' that is plain text; the rest is never sent
    socket.write(Buffer.concat([head, Buffer.alloc(1536 * 1024, 'x')]));
    const started = Date.now();
    // before the fix the server read (and threw away) the other 198 MB first: nothing came back while they were not sent
    const reply = await Promise.race([answer, new Promise<{ text: string; closed: boolean }>((resolve) => setTimeout(() => resolve({ text: '', closed: false }), 10_000))]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(reply.text).toMatch(/^HTTP\/1\.1 415 /);
    expect(reply.text.toLowerCase()).toContain('connection: close');
    expect(reply.text).toContain('Arquivo inválido. Arquivos aceitos:');
    expect(reply.closed).toBe(true);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
  });

  it('refuses a file over the configured limit (413) and leaves no file behind', async () => {
    const m = await create({ nome: unique('Grande'), tipo: 'pdf', fileName: 'grande.pdf' });
    const big = Buffer.concat([PDF, Buffer.alloc(100 * 1024, 0x20)]);
    const res = await upload('admin@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'grande.pdf', big, small.app);
    expect(res.statusCode).toBe(413);
    expect(res.json().notifications).toEqual([{ message: 'O arquivo excede o tamanho máximo de 64 KB' }]);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    const fits = await upload('admin@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'pequeno.pdf', PDF, small.app);
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('stores card images and the video cover (images only)', async () => {
    const m = await create({ nome: unique('Vídeo'), tipo: 'video', link: 'https://vimeo.com/76979871' });
    const card = await upload('admin@demo.local', `/api/v1/midia/${m.id}/fileUpload/CardHorizontal`, 'card.png', PNG);
    expect(card.statusCode, card.body).toBe(200);
    const cover = await upload('admin@demo.local', `/api/v1/midia/uploadThumbnail/${m.id}`, 'capa.png', PNG);
    const after = cover.json<Midia>();
    expect(after.cardHorizontalUrl).toMatch(new RegExp(`^/api/v1/midia/${m.id}/acesso/[\\w-]+\\.[\\w-]+/arquivo/`));
    expect(after.thumbnailUrl).toMatch(new RegExp(`^/api/v1/midia/${m.id}/acesso/[\\w-]+\\.[\\w-]+/arquivo/`));
    expect(after.cardVerticalUrl).toBeNull();
    const image = await as('aluno@demo.local', { method: 'GET', url: after.cardHorizontalUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await upload('admin@demo.local', `/api/v1/midia/${m.id}/fileUpload/CardHorizontal`, 'card.png', PDF)).statusCode).toBe(415);
  });

  it('downloads only when allowed, or for Depósito holders, as an attachment', async () => {
    const m = await create({ nome: unique('Baixar'), tipo: 'pdf', fileName: 'Relatório.pdf' });
    await upload('admin@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'Relatório.pdf', PDF);
    const refused = await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${m.id}/downloadFile` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().notifications).toEqual([{ message: 'O download deste objeto não é permitido.' }]);
    const own = await admin({ method: 'GET', url: `/api/v1/midia/${m.id}/downloadFile` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="Relatorio.pdf"; filename*=UTF-8''Relat%C3%B3rio.pdf`);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    await admin({ method: 'PUT', url: `/api/v1/midia/${m.id}`, payload: { nome: m.nome, tipo: 'pdf', downloadable: true } });
    expect((await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${m.id}/downloadFile` })).statusCode).toBe(200);
    expect((await as('admin@acme.local', { method: 'GET', url: `/api/v1/midia/${m.id}/downloadFile` })).statusCode).toBe(404);
    const noFile = await create({ nome: unique('Sem arquivo'), tipo: 'pdf', fileName: 'x.pdf', downloadable: true });
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${noFile.id}/downloadFile` })).statusCode).toBe(404);
  });

  it('deletes an object with its stored files', async () => {
    const m = await create({ nome: unique('Apagar'), tipo: 'pdf', fileName: 'a.pdf' });
    await upload('admin@demo.local', `/api/v1/midia/big/${m.id}/fileUpload`, 'a.pdf', PDF);
    expect(storedFiles(t.tenants.demo, m.id)).toHaveLength(1);
    expect((await admin({ method: 'DELETE', url: `/api/v1/midia/${m.id}` })).json()).toEqual({ success: true });
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    const after = await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` });
    expect(after.statusCode).toBe(404);
    expect(after.json().notifications).toEqual([{ message: 'Objeto não encontrado.' }]);
  });
});

describe('carousel items (midiaArquivo)', () => {
  it('adds images in order, reorders, deletes, and refuses a wrong order list', async () => {
    const m = await create({ nome: unique('Carrossel'), tipo: 'carrossel' });
    expect(m.finished).toBe(true);
    const add = async (name: string) => {
      const res = await upload('admin@demo.local', `/api/v1/midiaArquivo/${m.id}/Carrossel`, name, PNG);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<MidiaArquivo>();
    };
    const a = await add('a.png');
    const b = await add('b.png');
    const viaField = multipartFile('arquivo', 'c.png', PNG);
    const withField = Buffer.concat([
      Buffer.from(`--${viaField.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="midiaId"\r\n\r\n${m.id}\r\n`),
      viaField.payload,
    ]);
    const c = await admin({ method: 'POST', url: '/api/v1/midiaArquivo', payload: withField, headers: viaField.headers });
    expect(c.statusCode, c.body).toBe(201);
    const cItem = c.json<MidiaArquivo>();
    expect([a.order, b.order, cItem.order]).toEqual([1, 2, 3]);

    const ordered = await admin({ method: 'POST', url: '/api/v1/midiaArquivo/order', payload: { midiaId: m.id, ids: [cItem.id, a.id, b.id] } });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json<MidiaArquivo[]>().map((i) => [i.id, i.order])).toEqual([
      [cItem.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const missing = await admin({ method: 'POST', url: '/api/v1/midiaArquivo/order', payload: { midiaId: m.id, ids: [a.id, b.id] } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().notifications).toEqual([{ message: 'Informe cada imagem do carrossel uma única vez.' }]);

    expect((await admin({ method: 'DELETE', url: `/api/v1/midiaArquivo/${a.id}` })).json()).toEqual({ success: true });
    const list = (await admin({ method: 'GET', url: `/api/v1/midiaArquivo?midiaId=${m.id}` })).json<MidiaArquivo[]>();
    expect(list.map((i) => i.id)).toEqual([cItem.id, b.id]);
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>().carouselItems.map((i) => i.id)).toEqual([cItem.id, b.id]);
    expect(storedFiles(t.tenants.demo, m.id)).toHaveLength(2);

    const notCarousel = await create({ nome: unique('Link'), tipo: 'link', link: 'https://a.com' });
    expect((await upload('admin@demo.local', `/api/v1/midiaArquivo/${notCarousel.id}/Carrossel`, 'a.png', PNG)).statusCode).toBe(422);
    expect((await upload('admin@demo.local', `/api/v1/midiaArquivo/${m.id}/Carrossel`, 'a.png', PDF)).statusCode).toBe(415);
    expect((await as('admin@acme.local', { method: 'DELETE', url: `/api/v1/midiaArquivo/${b.id}` })).statusCode).toBe(404);
    expect((await upload('admin@acme.local', `/api/v1/midiaArquivo/${m.id}/Carrossel`, 'a.png', PNG)).statusCode).toBe(404);
  });
});

describe('local storage', () => {
  it('refuses keys escaping the root and reads byte ranges', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '', 'a/./b']) expect(() => assertSafeKey(key), key).toThrow();
    expect(() => tenantKey(t.tenants.demo, '..', 'x')).toThrow();
    const storage = createLocalStorage(join(filesDir, 'unit'));
    const key = tenantKey(t.tenants.demo, 'prova', 'a.txt');
    expect((await storage.put(key, Readable.from([Buffer.from('0123456789')]))).size).toBe(10);
    const part = await storage.get(key, { start: 2, end: 4 });
    const chunks: Buffer[] = [];
    for await (const chunk of part!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('234');
    expect(part!.range).toEqual({ start: 2, end: 4 });
    expect((await storage.get(key, { start: 20, end: 30 }))!.range).toBeNull();
    await storage.deletePrefix(`${t.tenants.demo}/prova/`);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
  });
});
