import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Midia, MidiaBonds } from '@plataforma/shared/content';
import type { ListSectionsResponse, Section, SectionImageUploadResponse } from '@plataforma/shared/sections';
import { multipartBody } from '../../core/multipart-body';
import { contrato, curso, formacao } from '../../db/schema';
import { buildTestApp, callAs, createGroup, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
let run = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

const ADMIN = 'admin@demo.local';
const LEARNER = 'aluno@demo.local';
const ACME = 'admin@acme.local';
const SUPER = 'superadmin@plataforma.local';

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [ADMIN, LEARNER, ACME, SUPER]) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Buffer | Record<string, unknown>; headers?: Record<string, string> };
const as = (who: string, call: Call) => callAs(t.app, token[who], call);

/** A real PNG of w x h grey pixels. */
const png = (w: number, h: number): Buffer => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9);
  const raw = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y += 1) raw[y * (w + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
};

const createMidia = async (who = ADMIN) => {
  const res = await as(who, { method: 'POST', url: '/api/v1/midia', payload: { nome: unique('Vídeo seção'), tipo: 'video', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Midia>();
};

const firstJobTitle = async (who = ADMIN) => {
  const res = await as(who, { method: 'GET', url: '/api/v1/Cargo/Basic' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: string; label: string }[]>()[0].value;
};

const createSection = async (payload: Record<string, unknown>, who = ADMIN) => {
  const res = await as(who, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('Seção'), ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Section>();
};

const upload = (who: string, url: string, content: Buffer, mimeType = 'image/png') => as(who, { method: 'POST', url, ...multipartBody({ field: 'arquivo', fileName: 'imagem.png', content, mimeType }) });

describe('Secao CRUD', () => {
  it('creates, reads, lists, updates and deletes a section with items and a job-title audience', async () => {
    const [a, b] = [await createMidia(), await createMidia()];
    const cargoId = await firstJobTitle();
    const created = await createSection({
      observacao: 'Para novos colaboradores',
      tipo: 'conteudo',
      ambiente: 'home',
      cargosIds: [cargoId],
      itensDaSecao: [
        { tipo: 'midia', id: b.id },
        { tipo: 'midia', id: a.id },
      ],
      dtPublicacaoInicial: '2026-01-01T00:00:00Z',
      dtPublicacaoFinal: '2099-01-01T00:00:00Z',
    });
    expect(created).toMatchObject({
      ambiente: 'home',
      exibirNoAprendizado: true,
      exibirNoCatalogo: false,
      status: 'publicada',
      cargosIds: [cargoId],
      segmentacoesIds: [],
      totalDeItens: 2,
      imagemDoCard: null,
      ativo: true,
    });
    expect(created.itensDaSecao.map((i) => [i.id, i.ordem])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);

    const got = await as(ADMIN, { method: 'GET', url: `/api/v1/Secao/${created.id}` });
    expect(got.json<Section>().nome).toBe(created.nome);

    const list = await as(ADMIN, { method: 'GET', url: `/api/v1/Secao?search=${encodeURIComponent(created.nome)}&exibirNoAprendizado=true&status=publicada` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ListSectionsResponse>().data.map((s) => s.id)).toEqual([created.id]);
    const catalogOnly = await as(ADMIN, { method: 'GET', url: `/api/v1/Secao?search=${encodeURIComponent(created.nome)}&exibirNoCatalogo=true` });
    expect(catalogOnly.json<ListSectionsResponse>().totalItems).toBe(0);
    const byMidia = await as(ADMIN, { method: 'GET', url: `/api/v1/Secao?midiaId=${a.id}` });
    expect(byMidia.json<ListSectionsResponse>().data.map((s) => s.id)).toEqual([created.id]);

    const updated = await as(ADMIN, {
      method: 'PUT',
      url: `/api/v1/Secao/${created.id}`,
      payload: { nome: `${created.nome} editada`, ambiente: 'both', publico: true, itensDaSecao: [{ tipo: 'midia', id: a.id }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Section>()).toMatchObject({ nome: `${created.nome} editada`, publico: true, cargosIds: [], totalDeItens: 1, exibirNoCatalogo: true });

    const basic = await as(ADMIN, { method: 'GET', url: '/api/v1/Secao/Basic' });
    expect(basic.json<{ id: string }[]>().some((s) => s.id === created.id)).toBe(true);

    const csv = await as(ADMIN, { method: 'GET', url: `/api/v1/Secao/csv?search=${encodeURIComponent(created.nome)}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${created.nome} editada`);
    // dates as the screen shows them (dd/MM/yyyy HH:mm), never a raw ISO timestamp
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${created.nome} editada`))!;
    expect(row).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(csv.body).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);

    const removed = await as(ADMIN, { method: 'DELETE', url: `/api/v1/Secao/${created.id}` });
    expect(removed.json()).toEqual({ success: true });
    expect((await as(ADMIN, { method: 'GET', url: `/api/v1/Secao/${created.id}` })).statusCode).toBe(404);
  });

  it('refuses segmentations together with job titles (400) and a reversed publication window (400)', async () => {
    const cargoId = await firstJobTitle();
    const seg = await as(ADMIN, { method: 'POST', url: '/api/v1/Segmentacao', payload: { nome: unique('Seg'), cargosIds: [cargoId] } });
    expect(seg.statusCode, seg.body).toBe(201);
    const both = await as(ADMIN, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('x'), cargosIds: [cargoId], segmentacoesIds: [seg.json<{ id: string }>().id] } });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('segmentações ou unidade/departamento/cargo');
    const onlySeg = await createSection({ segmentacoesIds: [seg.json<{ id: string }>().id] });
    expect(onlySeg.segmentacoesIds).toHaveLength(1);

    const window = await as(ADMIN, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('x'), dtPublicacaoInicial: '2026-03-01T00:00:00Z', dtPublicacaoFinal: '2026-02-01T00:00:00Z' } });
    expect(window.statusCode).toBe(400);
    const scheduled = await createSection({ dtPublicacaoInicial: '2099-01-01T00:00:00Z' });
    expect(scheduled.status).toBe('agendada');
  });

  it('checks items: objects, courses and trails of the tenant only; deleting one removes the item', async () => {
    const foreign = await createMidia(ACME);
    const other = await as(ADMIN, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('x'), itensDaSecao: [{ tipo: 'midia', id: foreign.id }] } });
    expect(other.statusCode).toBe(422);
    const foreignJob = await firstJobTitle(ACME);
    const job = await as(ADMIN, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('x'), cargosIds: [foreignJob] } });
    expect(job.statusCode).toBe(422);

    const [course, trail, acmeCourse] = await t.database.system(async (tx) => [
      (await tx.insert(curso).values({ tenantId: t.tenants.demo, titulo: unique('Curso seção') }).returning({ id: curso.id }))[0].id,
      (await tx.insert(formacao).values({ tenantId: t.tenants.demo, titulo: unique('Trilha seção') }).returning({ id: formacao.id }))[0].id,
      (await tx.insert(curso).values({ tenantId: t.tenants.acme, titulo: unique('Curso acme') }).returning({ id: curso.id }))[0].id,
    ]);
    const m = await createMidia();
    const s = await createSection({
      itensDaSecao: [
        { tipo: 'formacao', id: trail },
        { tipo: 'midia', id: m.id },
        { tipo: 'curso', id: course },
      ],
    });
    expect(s.itensDaSecao.map((i) => [i.tipo, i.id, i.ordem])).toEqual([
      ['formacao', trail, 1],
      ['midia', m.id, 2],
      ['curso', course, 3],
    ]);
    expect(s.itensDaSecao[0].nome).toContain('Trilha seção');
    const wrongKind = await as(ADMIN, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('x'), itensDaSecao: [{ tipo: 'curso', id: trail }] } });
    expect(wrongKind.statusCode).toBe(422);
    const acme = await as(ADMIN, { method: 'POST', url: '/api/v1/Secao', payload: { nome: unique('x'), itensDaSecao: [{ tipo: 'curso', id: acmeCourse }] } });
    expect(acme.statusCode).toBe(422);

    await t.database.system((tx) => tx.delete(curso).where(eq(curso.id, course)));
    const after = (await as(ADMIN, { method: 'GET', url: `/api/v1/Secao/${s.id}` })).json<Section>();
    expect(after.itensDaSecao.map((i) => i.tipo)).toEqual(['formacao', 'midia']);
  });

  it('lists the sections of an object in its bonds and drops the item when the object is deleted', async () => {
    const m = await createMidia();
    const s = await createSection({ itensDaSecao: [{ tipo: 'midia', id: m.id }] });
    const bonds = (await as(ADMIN, { method: 'GET', url: `/api/v1/midia/vinculos/${m.id}` })).json<MidiaBonds>();
    expect(bonds.secoes).toEqual([{ id: s.id, nome: s.nome }]);
    const del = await as(ADMIN, { method: 'DELETE', url: `/api/v1/midia/${m.id}` });
    expect(del.statusCode, del.body).toBe(200);
    const after = await as(ADMIN, { method: 'GET', url: `/api/v1/Secao/${s.id}` });
    expect(after.json<Section>().itensDaSecao).toEqual([]);
  });
});

describe('Secao/Ordenar', () => {
  it('puts the listed sections first in the chosen order and keeps the others after', async () => {
    const [a, b, c] = [await createSection({}), await createSection({}), await createSection({})];
    const res = await as(ADMIN, { method: 'POST', url: '/api/v1/Secao/Ordenar', payload: { campo: 'ordemCatalogo', secoesIds: [c.id, a.id, b.id] } });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ id: string; ordemCatalogo: number }[]>();
    expect(order.slice(0, 3).map((s) => s.id)).toEqual([c.id, a.id, b.id]);
    expect(order.map((s) => s.ordemCatalogo)).toEqual(order.map((_, i) => i + 1));
    const list = await as(ADMIN, { method: 'GET', url: '/api/v1/Secao?orderBy=ordemCatalogo&pageSize=50' });
    expect(list.json<ListSectionsResponse>().data.slice(0, 3).map((s) => s.id)).toEqual([c.id, a.id, b.id]);
    // the home order did not change
    expect((await as(ADMIN, { method: 'GET', url: `/api/v1/Secao/${c.id}` })).json<Section>().ordemAprendizado).toBe(c.ordemAprendizado);

    const foreign = await createSection({}, ACME);
    const wrong = await as(ADMIN, { method: 'POST', url: '/api/v1/Secao/Ordenar', payload: { campo: 'ordemAprendizado', secoesIds: [foreign.id] } });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('card and banner uploads', () => {
  it('stores a card of the design size, serves it by its signed address and replaces it', async () => {
    const s = await createSection({});
    const res = await upload(ADMIN, `/api/v1/Secao/${s.id}/FileUpload/CardAndBanner/Card`, png(1152, 335));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SectionImageUploadResponse>();
    expect(body).toMatchObject({ largura: 1152, altura: 335, tamanhoRecomendado: true });
    expect(body.secao.imagemDoCard).toMatch(/^\/api\/v1\/Secao\/.+\/imagem\/Card\//);
    const image = await t.app.inject({ method: 'GET', url: body.secao.imagemDoCard! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const banner = await upload(ADMIN, `/api/v1/Secao/${s.id}/FileUpload/CardAndBanner/Banner`, png(200, 100));
    expect(banner.json<SectionImageUploadResponse>()).toMatchObject({ largura: 200, altura: 100, tamanhoRecomendado: false });

    const again = await upload(ADMIN, `/api/v1/Secao/${s.id}/fileUpload`, png(1152, 335));
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: body.secao.imagemDoCard! })).statusCode).toBe(404);
  });

  it('refuses other types (415), files over 3 MB (413) and sections of other tenants (404)', async () => {
    const s = await createSection({});
    const text = await upload(ADMIN, `/api/v1/Secao/${s.id}/FileUpload/CardAndBanner/Card`, Buffer.from('%PDF-1.4 not an image'), 'application/pdf');
    expect(text.statusCode).toBe(415);
    const big = Buffer.concat([png(4, 4), Buffer.alloc(3 * 1024 * 1024 + 10, 1)]);
    const over = await upload(ADMIN, `/api/v1/Secao/${s.id}/FileUpload/CardAndBanner/Banner`, big);
    expect(over.statusCode).toBe(413);
    const foreign = await upload(ACME, `/api/v1/Secao/${s.id}/FileUpload/CardAndBanner/Card`, png(4, 4));
    expect(foreign.statusCode).toBe(404);
  });
});

describe('contracts', () => {
  it('links platform contracts for platform administration only', async () => {
    const s = await createSection({}, SUPER);
    const [c] = await t.database.system((tx) => tx.select({ id: contrato.id }).from(contrato).limit(1));
    const res = await as(SUPER, { method: 'PUT', url: `/api/v1/Secao/${s.id}/UpdateContratosSecoes`, payload: { contratosIds: [c.id] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Section>().contratosIds).toEqual([c.id]);
    // the contract reads its sections back
    const contract = await as(SUPER, { method: 'GET', url: `/api/v1/Contrato/${c.id}` });
    expect(contract.statusCode, contract.body).toBe(200);
    expect(contract.json<{ secoesIds: string[] }>().secoesIds).toContain(s.id);
    const unknown = await as(SUPER, { method: 'PUT', url: `/api/v1/Secao/${s.id}/UpdateContratosSecoes`, payload: { contratosIds: ['00000000-0000-4000-8000-000000000000'] } });
    expect(unknown.statusCode).toBe(422);
    const mine = await createSection({});
    const client = await as(ADMIN, { method: 'PUT', url: `/api/v1/Secao/${mine.id}/UpdateContratosSecoes`, payload: { contratosIds: [c.id] } });
    expect(client.statusCode).toBe(403);
  });
});

describe('access', () => {
  it("needs 'Seções' (403) and keeps tenants apart (404)", async () => {
    const s = await createSection({});
    expect((await as(LEARNER, { method: 'GET', url: '/api/v1/Secao' })).statusCode).toBe(403);
    expect((await as(LEARNER, { method: 'POST', url: '/api/v1/Secao', payload: { nome: 'x' } })).statusCode).toBe(403);
    const groupId = await createGroup(t, 'demo', ['Seções']);
    const person = await createPerson(t, { accounts: [{ tenant: 'demo', groupId }] });
    const limited = (await login(t.app, person.email, person.password)).access_token;
    expect((await callAs(t.app, limited, { method: 'GET', url: `/api/v1/Secao/${s.id}` })).statusCode).toBe(200);

    expect((await as(ACME, { method: 'GET', url: `/api/v1/Secao/${s.id}` })).statusCode).toBe(404);
    expect((await as(ACME, { method: 'PUT', url: `/api/v1/Secao/${s.id}`, payload: { nome: 'x' } })).statusCode).toBe(404);
    expect((await as(ACME, { method: 'DELETE', url: `/api/v1/Secao/${s.id}` })).statusCode).toBe(404);
    const acmeList = await as(ACME, { method: 'GET', url: `/api/v1/Secao?id=${s.id}` });
    expect(acmeList.json<ListSectionsResponse>().totalItems).toBe(0);
  });
});
