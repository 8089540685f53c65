import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import type { ActivesPagedResponse, FavoritesResponse, PagedCardItems, QuickSearchResponse } from '@plataforma/shared/learner';
import type { Section } from '@plataforma/shared/sections';
import type { ClientSettings } from '@plataforma/shared/settings';
import type { User } from '@plataforma/shared/users';
import { cargo, tenant } from './db/schema';
import { cardUrl } from './features/courses/card-access';
import { mediaAccessToken } from './features/content/media-access';
import { buildTestApp, callAs, createGroup, createPerson, login, type TestApp } from './test/build-test-app';
import { userUpdateBody } from './test/users-kit';
import { createCache, readVersions } from './core/cache';
import { signedAddresses } from './core/signed-address';

/**
 * The process cache (docs/caching.md) through the API: every cached scope is read (filling the cache), changed
 * through the API and read again. Two apps on one database stand for two API processes: the change is made through
 * the second one and must be seen by the first at once.
 */
let a: TestApp;
let b: TestApp;
const filesDir = mkdtempSync(join(tmpdir(), 'cache-'));
const SUPER = 'superadmin@plataforma.local';
const ADMIN = 'admin@demo.local';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  a = await buildTestApp({ filesDir });
  b = await buildTestApp({ filesDir });
  for (const email of [SUPER, ADMIN]) tokens[email] = (await login(a.app, email)).access_token;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

type Who = string | { token: string };
const on = (t: TestApp, who: Who, options: Parameters<typeof callAs>[2]) => callAs(t.app, typeof who === 'string' ? tokens[who] : who.token, options);
const ok = async <T>(t: TestApp, who: Who, options: Parameters<typeof callAs>[2], status = 200): Promise<T> => {
  const res = await on(t, who, options);
  expect(res.statusCode, `${options.method ?? 'GET'} ${options.url}: ${res.body}`).toBe(status);
  return res.json<T>();
};

let run = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(run += 1)}`;
const newJobTitle = async () =>
  (await a.database.system((tx) => tx.insert(cargo).values({ tenantId: a.tenants.demo, nome: unique('Cargo') }).returning({ id: cargo.id })))[0].id;

/** A learner of the demo company in a group of their own ('Aprendizado' only), signed in. */
const newLearner = async (cargoId: string | null = null) => {
  const groupId = await createGroup(a, 'demo', ['Aprendizado']);
  const person = await createPerson(a, { accounts: [{ tenant: 'demo', groupId }] });
  const userId = person.accounts.demo;
  if (cargoId) {
    const user = await ok<User>(a, ADMIN, { method: 'GET', url: `/api/v1/usuario/${userId}` });
    await ok(a, ADMIN, { method: 'PUT', url: `/api/v1/usuario/${userId}`, payload: userUpdateBody(user, { cargoId }) });
  }
  return { token: (await login(a.app, person.email)).access_token, userId, groupId };
};


/** A user's change made through app `t` (another process). */
const changeUser = async (t: TestApp, userId: string, changes: Record<string, unknown>) => {
  const user = await ok<User>(t, ADMIN, { method: 'GET', url: `/api/v1/usuario/${userId}` });
  await ok(t, ADMIN, { method: 'PUT', url: `/api/v1/usuario/${userId}`, payload: userUpdateBody(user, changes) });
};

const media = (t: TestApp, nome = unique('Objeto')) =>
  ok<Midia>(t, ADMIN, { method: 'POST', url: '/api/v1/midia', payload: { nome, tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 60 } }, 201);
const sectionBody = (nome: string, midiaIds: string[], audience: Record<string, unknown> = {}) => ({ nome, itensDaSecao: midiaIds.map((id) => ({ tipo: 'midia', id })), ...audience });
const section = (t: TestApp, midiaIds: string[], audience: Record<string, unknown> = {}) =>
  ok<Section>(t, ADMIN, { method: 'POST', url: '/api/v1/Secao', payload: sectionBody(unique('Seção'), midiaIds, audience) }, 201);

/** The ids of the home sections (among `secoesIds`) and of their cards, as the learner sees them through app `t`. */
const home = async (t: TestApp, who: Who, secoesIds: string[]) => {
  const page = await ok<ActivesPagedResponse>(t, who, { method: 'GET', url: `/api/v1/Secao/ActivesPaged?secoesIds=${secoesIds.join(',')}` });
  return { sections: page.data.map((s) => s.id), cards: page.data.flatMap((s) => s.itensDaSecao.map((c) => ({ id: c.id, titulo: c.titulo }))), page };
};

const openSettings = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Parametro/open/parametros', payload: { subDomain: 'demo' }, headers });

/** Client settings of the demo company changed through app `t` (platform administration). */
const replicateTitle = async (t: TestApp, title: string) => {
  const [row] = await t.database.system((tx) => tx.select({ contratoId: tenant.contratoId }).from(tenant).where(eq(tenant.id, t.tenants.demo)));
  await ok(t, SUPER, {
    method: 'PUT',
    url: '/api/v1/Parametro/BatchReplication',
    payload: { contractIds: [row.contratoId], parameters: { page: { title, description: 'Alterada' } }, replicationSpecificParameter: 'page' },
  });
};

describe('client settings (scope parametros)', () => {
  it('are read again at once after a change made by another process, public and signed in', async () => {
    const learner = await newLearner();
    expect((await openSettings(a)).json<ClientSettings>().page.title).toBe('Demo Academy');
    expect((await ok<ClientSettings>(a, learner, { method: 'GET', url: '/api/v1/Parametro' })).page.title).toBe('Demo Academy');
    const hitsBefore = a.app.deps.cache.stats.hits;
    expect((await openSettings(a)).json<ClientSettings>().page.title).toBe('Demo Academy');
    expect(a.app.deps.cache.stats.hits).toBeGreaterThan(hitsBefore);

    await replicateTitle(b, 'Academia Trocada');
    expect((await openSettings(a)).json<ClientSettings>().page.title).toBe('Academia Trocada');
    expect((await ok<ClientSettings>(a, learner, { method: 'GET', url: '/api/v1/Parametro' })).page.title).toBe('Academia Trocada');
    await replicateTitle(b, 'Demo Academy');
    expect((await openSettings(a)).json<ClientSettings>().page.title).toBe('Demo Academy');
  });

  it('answer an ETag, 304 on If-None-Match (in every process), and a new ETag after a change', async () => {
    const first = await openSettings(a);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await openSettings(a, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // another process derives the same tag from the same stored settings
    expect((await openSettings(b, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await openSettings(a, { 'if-none-match': `"x", ${etag}` })).statusCode).toBe(304);
    expect((await openSettings(a, { 'if-none-match': '"outra"' })).statusCode).toBe(200);

    const signedIn = await on(a, ADMIN, { method: 'GET', url: '/api/v1/Parametro' });
    expect((await on(a, ADMIN, { method: 'GET', url: '/api/v1/Parametro', headers: { 'if-none-match': signedIn.headers.etag as string } })).statusCode).toBe(304);

    await replicateTitle(b, 'Academia com Outro Tag');
    const changed = await openSettings(a, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ClientSettings>().page.title).toBe('Academia com Outro Tag');
    expect(changed.headers.etag).not.toBe(etag);
    expect((await openSettings(a, { 'if-none-match': changed.headers.etag as string })).statusCode).toBe(304);
    await replicateTitle(b, 'Demo Academy');
  });
});

describe("the person's context (scopes identidade:<id>, grupos, tenants)", () => {
  it('follows a change of the permission group and of the account made by another process', async () => {
    const learner = await newLearner();
    const url = '/api/v1/Secao/ActivesPaged';
    await ok(a, learner, { method: 'GET', url });
    await ok(a, learner, { method: 'GET', url });

    // the group loses 'Aprendizado' (scope grupos)
    await ok(b, ADMIN, { method: 'PUT', url: `/api/v1/grupoDePermissao/${learner.groupId}`, payload: { nome: unique('Grupo'), descricao: '', ativo: true, funcionalidades: ['Meu Progresso'] } });
    expect((await on(a, learner, { method: 'GET', url })).statusCode).toBe(403);
    await ok(b, ADMIN, { method: 'PUT', url: `/api/v1/grupoDePermissao/${learner.groupId}`, payload: { nome: unique('Grupo'), descricao: '', ativo: true, funcionalidades: ['Aprendizado'] } });
    await ok(a, learner, { method: 'GET', url });

    // the account is deactivated (scope identidade:<id>)
    await changeUser(b, learner.userId, { ativo: false });
    expect((await on(a, learner, { method: 'GET', url })).statusCode).toBe(401);
    await changeUser(b, learner.userId, { ativo: true });
    await ok(a, learner, { method: 'GET', url });
  });
});

describe('visible sections and section structures (scopes usuarios, segmentacoes, secoes, conteudos)', () => {
  it("follow the person's job title and the section's audience changed by another process", async () => {
    const [cargoA, cargoB] = [await newJobTitle(), await newJobTitle()];
    const learner = await newLearner(cargoA);
    const m = await media(a);
    const s = await section(a, [m.id], { cargosIds: [cargoA] });
    expect((await home(a, learner, [s.id])).sections).toEqual([s.id]);

    await changeUser(b, learner.userId, { cargoId: cargoB });
    expect((await home(a, learner, [s.id])).sections).toEqual([]);

    await ok(b, ADMIN, { method: 'PUT', url: `/api/v1/Secao/${s.id}`, payload: sectionBody(s.nome, [m.id], { cargosIds: [cargoB] }) });
    expect((await home(a, learner, [s.id])).sections).toEqual([s.id]);
  });

  it("follow a segmentation's members changed by another process", async () => {
    const [learner, other] = [await newLearner(), await newLearner()];
    const seg = await ok<{ id: string }>(a, ADMIN, { method: 'POST', url: '/api/v1/Segmentacao', payload: { nome: unique('Segmentação'), usuariosIds: [other.userId] } }, 201);
    const m = await media(a);
    const s = await section(a, [m.id], { segmentacoesIds: [seg.id] });
    expect((await home(a, learner, [s.id])).sections).toEqual([]);

    await ok(b, ADMIN, { method: 'PUT', url: `/api/v1/Segmentacao/${seg.id}`, payload: { nome: unique('Segmentação'), usuariosIds: [other.userId, learner.userId] } });
    expect((await home(a, learner, [s.id])).sections).toEqual([s.id]);
  });

  it("follow the items, the contents' titles and states changed by another process, in every learner list", async () => {
    const learner = await newLearner();
    const [m1, m2] = [await media(a, unique('Primeiro')), await media(a, unique('Segundo'))];
    const s = await section(a, [m1.id]);
    await ok(a, learner, { method: 'POST', url: `/api/v1/midia/${m1.id}/bookmark` });
    expect((await home(a, learner, [s.id])).cards).toEqual([{ id: m1.id, titulo: m1.nome }]);
    const favourites = () => ok<FavoritesResponse>(a, learner, { method: 'GET', url: '/api/v1/Secao/Favoritos' });
    expect((await favourites()).data.find((f) => f.id === m1.id)?.secaoNome).toBe(s.nome);

    // items of the section (scope secoes), and the section's name in the favourites
    const renamed = unique('Seção Renomeada');
    await ok(b, ADMIN, { method: 'PUT', url: `/api/v1/Secao/${s.id}`, payload: sectionBody(renamed, [m2.id, m1.id]) });
    expect((await home(a, learner, [s.id])).cards.map((c) => c.id)).toEqual([m2.id, m1.id]);
    expect((await favourites()).data.find((f) => f.id === m1.id)?.secaoNome).toBe(renamed);

    // a content's title (scope conteudos), on the home, the section's page and the quick search
    const title = unique('Título Novo');
    await ok(b, ADMIN, { method: 'PUT', url: `/api/v1/midia/${m1.id}`, payload: { nome: title, tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 60 } });
    expect((await home(a, learner, [s.id])).cards).toContainEqual({ id: m1.id, titulo: title });
    const items = await ok<PagedCardItems>(a, learner, { method: 'GET', url: `/api/v1/Secao/${s.id}/ActivesItemsPaged` });
    expect(items.data.map((c) => c.titulo)).toContain(title);
    const found = await ok<QuickSearchResponse>(a, learner, { method: 'GET', url: `/api/v1/midia/quickSearch?search=${encodeURIComponent(title)}` });
    expect(found.midias.map((x) => x.id)).toEqual([m1.id]);

    // a content turned inactive leaves the lists (scope conteudos)
    await ok(b, ADMIN, { method: 'PUT', url: `/api/v1/midia/${m1.id}`, payload: { nome: title, tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 60, active: false } });
    expect((await home(a, learner, [s.id])).cards.map((c) => c.id)).toEqual([m2.id]);
    expect((await favourites()).data.map((f) => f.id)).not.toContain(m1.id);
  });

  it('keep the lists the same as before the cache for repeated reads', async () => {
    const learner = await newLearner();
    const m = await media(a);
    const s = await section(a, [m.id]);
    const first = await home(a, learner, [s.id]);
    const second = await home(a, learner, [s.id]);
    expect(second.page).toEqual(first.page);
    expect((await home(b, learner, [s.id])).page).toEqual(first.page);
  });
});

describe('cache versions', () => {
  it('never hand out again a version taken by a transaction that rolled back', async () => {
    const demo = a.tenants.demo;
    const [before] = await readVersions(a.database.db, [{ tenantId: demo, scope: 'secoes' }]);
    let inside = 0;
    await expect(
      a.database.inTenant(demo, async (tx) => {
        await tx.execute(sql`update secao set ordem_catalogo = ordem_catalogo where tenant_id = ${demo}`);
        [inside] = await readVersions(tx, [{ tenantId: demo, scope: 'secoes' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(inside).toBeGreaterThan(before);
    expect(await readVersions(a.database.db, [{ tenantId: demo, scope: 'secoes' }])).toEqual([before]);
    await a.database.inTenant(demo, (tx) => tx.execute(sql`update secao set ordem_catalogo = ordem_catalogo where tenant_id = ${demo}`));
    const [after] = await readVersions(a.database.db, [{ tenantId: demo, scope: 'secoes' }]);
    expect(after).toBeGreaterThan(inside);
  });

  it('cannot be written by the application role', async () => {
    await expect(a.database.inTenant(a.tenants.demo, (tx) => tx.execute(sql`insert into versao_de_cache values (${a.tenants.demo}, 'secoes', 1)`))).rejects.toThrow();
  });

  it('keeps at most its bound, least recently used first', () => {
    const cache = createCache({ maxWeight: 3 });
    for (const key of ['a', 'b', 'c']) cache.put(key, [1], key);
    expect(cache.peek('a', [1])).toBe('a');
    cache.put('d', [1], 'd');
    expect(cache.peek('b', [1])).toBeUndefined();
    expect(cache.peek('a', [1])).toBe('a');
    expect(cache.peek('a', [2])).toBeUndefined();
    expect(cache.size).toBe(3);
  });
});

describe('signed file addresses', () => {
  const config = { jwtSecret: new TextEncoder().encode('a-secret-for-the-signed-address-tests') };
  const tenantId = '11111111-1111-4111-8111-111111111111';
  const id = '22222222-2222-4222-8222-222222222222';
  const fileId = '33333333-3333-4333-8333-333333333333';
  const BLOCK = 6 * 3600 * 1000;
  const start = Math.floor(Date.UTC(2026, 10, 22) / BLOCK) * BLOCK;

  it('are the same within a 6-hour window, in this process and another, and new in the next window', () => {
    const one = signedAddresses(config, 'secao-imagem');
    const other = signedAddresses(config, 'secao-imagem');
    const first = one.token(tenantId, id, ['Card', 'chave'], start + 1000);
    expect(one.token(tenantId, id, ['Card', 'chave'], start + BLOCK - 1000)).toBe(first);
    expect(other.token(tenantId, id, ['Card', 'chave'], start + 60_000)).toBe(first);
    expect(one.token(tenantId, id, ['Card', 'chave'], start + BLOCK + 1000)).not.toBe(first);
    expect(one.token(tenantId, id, ['Banner', 'chave'], start + 1000)).not.toBe(first);
    expect(one.matches(one.read(first)!, id, ['Card', 'chave'])).toBe(true);

    const key = new Uint8Array(32).fill(7);
    const claims = { tenantId, midiaId: id, userId: fileId, holder: false };
    const token = mediaAccessToken(key, claims, start + 1000);
    expect(mediaAccessToken(key, claims, start + BLOCK - 1)).toBe(token);
    expect(mediaAccessToken(new Uint8Array(32).fill(7), claims, start + 5000)).toBe(token);
    expect(mediaAccessToken(key, { ...claims, holder: true }, start + 1000)).not.toBe(token);
    expect(mediaAccessToken(key, claims, start + BLOCK)).not.toBe(token);

    const card = cardUrl(key, { tenantId, kind: 'curso', ownerId: id, fileId }, start + 1000);
    expect(cardUrl(key, { tenantId, kind: 'curso', ownerId: id, fileId }, start + BLOCK - 1)).toBe(card);
    expect(cardUrl(key, { tenantId, kind: 'formacao', ownerId: id, fileId }, start + 1000)).not.toBe(card);
    expect(cardUrl(key, { tenantId, kind: 'curso', ownerId: id, fileId }, start + 2 * BLOCK)).not.toBe(card);
  });
});
