import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerRow } from '@plataforma/shared/settings';
import { buildTestApp, callAs, createGroup, createPerson, login, multipartFile, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string; // a Demo administrator (not a distributor)
let distributor: string; // a Demo account with distributor access (level N1)
let learner: string;
let acmeAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  const person = await createPerson(t, { accounts: [{ tenant: 'demo', group: 'Administrador' }] });
  admin = (await login(t.app, person.email)).access_token;
  const elevated = await createPerson(t, { accounts: [{ tenant: 'demo', group: 'Administrador', nivel: 'N1' }] });
  distributor = (await login(t.app, elevated.email)).access_token;
  learner = (await login(t.app, 'aluno@demo.local')).access_token;
  acmeAdmin = (await login(t.app, 'admin@acme.local')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const url = '/api/v1/PersonalizacaoFundoBanner';
const text = (extra: Record<string, unknown> = {}) => ({
  ambiente: 'Aprendizado',
  tipoRecurso: 'Texto',
  markdownConteudo: '## Bem-vindo',
  backgroundConteudo: '#123ABC',
  duracao: 5,
  ...extra,
});
const banner = (extra: Record<string, unknown> = {}) => ({
  ambiente: 'Ambos',
  tipoRecurso: 'Banner',
  bannerId: 'arquivo-1',
  bannerUrl: '/api/v1/arquivos/banner.png',
  tipoPlanoDeFundo: 'Video',
  planoDeFundoId: 'arquivo-2',
  planoDeFundoUrl: '/api/v1/arquivos/fundo.mp4',
  linkRedirecionamentoBanner: 'https://exemplo.com/curso',
  newTab: true,
  duracao: 10,
  ...extra,
});
const post = (token: string, payload: object) => callAs(t.app, token, { method: 'POST', url, payload });
const list = async (token: string, query = '') => (await callAs(t.app, token, { method: 'GET', url: `${url}${query}` })).json<BannerRow[]>();
const clear = async () => {
  for (const row of await list(distributor)) await callAs(t.app, distributor, { method: 'DELETE', url: `${url}/${row.id}` });
};

describe('PersonalizacaoFundoBanner CRUD', () => {
  it('creates, reads in order, updates and deletes rows with the spec field names', async () => {
    const created = await post(admin, text({ ordem: 1 }));
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<BannerRow>();
    expect(row).toMatchObject({ active: true, ambiente: 'Aprendizado', backgroundConteudo: '#123abc', duracao: 5, origem: 'Cliente', podeAlterar: true, newTab: false, public: true });
    const second = (await post(admin, banner({ ordem: 0 }))).json<BannerRow>();
    expect(second).toMatchObject({ tipoRecurso: 'Banner', linkRedirecionamentoBanner: 'https://exemplo.com/curso', newTab: true, tipoPlanoDeFundo: 'Video' });
    expect((await list(admin)).map((r) => r.id)).toEqual([second.id, row.id]);

    const updated = await callAs(t.app, admin, { method: 'PUT', url: `${url}/${row.id}`, payload: text({ ordem: 2, duracao: 60, active: false, backgroundConteudo: 'transparent' }) });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: row.id, active: false, duracao: 60, backgroundConteudo: 'transparent', ordem: 2 });

    const removed = await callAs(t.app, admin, { method: 'DELETE', url: `${url}/${row.id}` });
    expect(removed.json()).toEqual({ success: true });
    expect((await list(admin)).map((r) => r.id)).toEqual([second.id]);
    await clear();
  });

  it("gives learners the active rows of home or catalog ('Ambos' on both) and the full list to 'Configurações' only", async () => {
    const home = (await post(admin, text({ ordem: 0 }))).json<BannerRow>();
    const both = (await post(admin, banner({ ordem: 1 }))).json<BannerRow>();
    const catalog = (await post(admin, text({ ambiente: 'Catalogo', ordem: 2 }))).json<BannerRow>();
    await post(admin, text({ active: false, ordem: 3 }));
    expect((await list(learner, '?ambiente=Aprendizado')).map((r) => r.id)).toEqual([home.id, both.id]);
    expect((await list(learner, '?ambiente=Catalogo')).map((r) => r.id)).toEqual([both.id, catalog.id]);
    // a change shows at the next read (cache version, not a timer)
    await callAs(t.app, admin, { method: 'PUT', url: `${url}/${home.id}`, payload: text({ active: false }) });
    expect((await list(learner, '?ambiente=Aprendizado')).map((r) => r.id)).toEqual([both.id]);

    expect((await callAs(t.app, learner, { method: 'GET', url })).statusCode).toBe(403);
    expect((await list(admin)).length).toBe(4);
    expect((await callAs(t.app, learner, { method: 'GET', url: `${url}?ambiente=Home` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${url}?ambiente=Aprendizado` })).statusCode).toBe(401);
    await clear();
  });
});

describe('PersonalizacaoFundoBanner files', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  const upload = async (tipo: 'banner' | 'background') => {
    const { payload, headers } = multipartFile('arquivo', 'b.png', Buffer.concat([PNG, Buffer.alloc(512)]), 'image/png');
    const res = await callAs(t.app, admin, { method: 'POST', url: `/api/v1/Parametro/AdicionarArquivo?tipo=${tipo}`, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string; url: string }>();
  };
  const served = async (address: string) => (await t.app.inject({ method: 'GET', url: address })).statusCode;

  it('deletes the files a row no longer names once it is changed or deleted, and keeps those another row still names', async () => {
    const first = await upload('banner');
    const second = await upload('banner');
    const shared = await upload('background');
    const withFiles = (file: { id: string; url: string }) =>
      banner({ bannerId: file.id, bannerUrl: file.url, tipoPlanoDeFundo: 'Imagem', planoDeFundoId: shared.id, planoDeFundoUrl: shared.url });
    const row = (await post(admin, withFiles(first))).json<BannerRow>();
    const other = (await post(admin, withFiles(second))).json<BannerRow>();

    // The banner image replaced: the old one goes, the new one and the background both rows name stay.
    const replacement = await upload('banner');
    expect((await callAs(t.app, admin, { method: 'PUT', url: `${url}/${row.id}`, payload: withFiles(replacement) })).statusCode).toBe(200);
    expect(await served(first.url)).toBe(404);
    expect(await served(replacement.url)).toBe(200);
    expect(await served(shared.url)).toBe(200);

    // One row deleted: its banner goes, the background the other row names stays; the last row takes it along.
    expect((await callAs(t.app, admin, { method: 'DELETE', url: `${url}/${row.id}` })).statusCode).toBe(200);
    expect(await served(replacement.url)).toBe(404);
    expect(await served(shared.url)).toBe(200);
    expect((await callAs(t.app, admin, { method: 'DELETE', url: `${url}/${other.id}` })).statusCode).toBe(200);
    expect(await served(second.url)).toBe(404);
    expect(await served(shared.url)).toBe(404);
  });
});

describe('PersonalizacaoFundoBanner validation and access', () => {
  it('refuses bad input with the message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [text({ backgroundConteudo: 'azul' }), 'Cor inválida: use uma cor hexadecimal (#RRGGBB) ou transparente.'],
      [text({ linkRedirecionamentoBanner: 'javascript:alert(1)' }), 'Link de redirecionamento inválido (use http:// ou https://).'],
      [text({ duracao: 2 }), 'A duração deve ser um número inteiro entre 3 e 60 segundos.'],
      [text({ duracao: 61 }), 'A duração deve ser um número inteiro entre 3 e 60 segundos.'],
      [text({ markdownConteudo: 'a'.repeat(2001) }), 'O texto deve ter no máximo 2000 caracteres.'],
      [banner({ bannerUrl: null }), 'Envie a imagem do banner.'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().notifications[0].message).toBe(message);
    }
    expect(await list(admin)).toEqual([]);
  });

  it("allows at most 10 rows at each place ('Ambos' counts on both)", async () => {
    for (let i = 0; i < 9; i += 1) expect((await post(admin, text({ ordem: i }))).statusCode).toBe(201);
    const tenth = (await post(admin, banner({ ordem: 9 }))).json<BannerRow>();
    const refused = await post(admin, text({ ordem: 10 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().notifications[0].message).toBe('Limite de 10 slides atingido neste ambiente.');
    // the catalog has one ('Ambos'): nine more fit there
    expect((await post(admin, text({ ambiente: 'Catalogo' }))).statusCode).toBe(201);
    // moving the 'Ambos' row to the catalog frees a home place
    expect((await callAs(t.app, admin, { method: 'PUT', url: `${url}/${tenth.id}`, payload: banner({ ambiente: 'Catalogo' }) })).statusCode).toBe(200);
    expect((await post(admin, text())).statusCode).toBe(201);
    const back = await callAs(t.app, admin, { method: 'PUT', url: `${url}/${tenth.id}`, payload: banner({ ambiente: 'Ambos' }) });
    expect(back.statusCode).toBe(409);
    await clear();
  });

  it("needs 'Configurações' to change and answers 404 for another tenant's rows", async () => {
    expect((await post(learner, text())).statusCode).toBe(403);
    const noSettings = await createGroup(t, 'demo', ['Aprendizado', 'Seções']);
    const other = await createPerson(t, { accounts: [{ tenant: 'demo', groupId: noSettings }] });
    const token = (await login(t.app, other.email)).access_token;
    expect((await post(token, text())).statusCode).toBe(403);

    const row = (await post(admin, text())).json<BannerRow>();
    expect((await callAs(t.app, learner, { method: 'DELETE', url: `${url}/${row.id}` })).statusCode).toBe(403);
    expect((await callAs(t.app, acmeAdmin, { method: 'PUT', url: `${url}/${row.id}`, payload: text() })).statusCode).toBe(404);
    expect((await callAs(t.app, acmeAdmin, { method: 'DELETE', url: `${url}/${row.id}` })).statusCode).toBe(404);
    expect(await list(acmeAdmin)).toEqual([]);
    expect(await list(acmeAdmin, '?ambiente=Aprendizado')).toEqual([]);
    expect((await list(admin)).map((r) => r.id)).toEqual([row.id]);
    await clear();
  });

  it('lets only distributor access change the rows a distributor supplied', async () => {
    const supplied = (await post(distributor, banner())).json<BannerRow>();
    expect(supplied).toMatchObject({ origem: 'Distribuidor', podeAlterar: true });
    const seen = (await list(admin)).find((r) => r.id === supplied.id);
    expect(seen).toMatchObject({ origem: 'Distribuidor', podeAlterar: false });
    const put = await callAs(t.app, admin, { method: 'PUT', url: `${url}/${supplied.id}`, payload: banner({ duracao: 4 }) });
    expect(put.statusCode).toBe(403);
    expect(put.json().notifications[0].message).toBe('Somente usuários com acesso de distribuidor podem alterar banners enviados por um distribuidor.');
    expect((await callAs(t.app, admin, { method: 'DELETE', url: `${url}/${supplied.id}` })).statusCode).toBe(403);
    expect((await callAs(t.app, distributor, { method: 'PUT', url: `${url}/${supplied.id}`, payload: banner({ duracao: 4 }) })).json()).toMatchObject({ duracao: 4 });
    await clear();
  });
});
