import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  segmentationMatches,
  type BasicSegmentationsResponse,
  type ListSegmentationsResponse,
  type Segmentation,
  type SegmentationRules,
  type SegmentationUser,
  type SegmentationUsersResponse,
} from '@plataforma/shared/segmentations';
import { cargo, departamento, unidadeDeNegocio, usuario } from '../../db/schema';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';
import { userMatchesSegmentations, usersOfSegmentations } from './index';

let t: TestApp;
const token: Record<string, string> = {};
let run = 0;
const prefix = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
const as = (who: string, call: Call) => callAs(t.app, token[who], call);
const admin = (call: Call) => as('admin@demo.local', call);

/** Job titles, departments and units made for these tests in the Demo tenant (and one job title in Acme). */
const org = { cargos: [] as string[], departamentos: [] as string[], unidades: [] as string[], acmeCargo: '' };
/** Accounts made for these tests, by label. */
const people: Record<string, string> = {};

const insertNamed = async (table: typeof cargo | typeof departamento | typeof unidadeDeNegocio, tenantId: string, nome: string) =>
  t.database.system(async (tx) => (await tx.insert(table).values({ tenantId, nome }).returning({ id: table.id }))[0].id);

const person = async (label: string, link: Partial<{ cargoId: string; departamentoId: string; unidadeDeNegocioId: string; genero: 'male' | 'female' | 'non-binary' }>, ativo = true) => {
  const created = await createPerson(t, { nome: `${label} Segmentada`, accounts: [{ tenant: 'demo', ativo }] });
  const id = created.accounts.demo;
  if (Object.keys(link).length > 0) await t.database.system((tx) => tx.update(usuario).set(link).where(and(eq(usuario.id, id), eq(usuario.tenantId, t.tenants.demo))));
  people[label] = id;
  return id;
};

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['admin@demo.local', 'aluno@demo.local', 'admin@acme.local']) token[email] = (await login(t.app, email)).access_token;
  for (const n of [1, 2]) org.cargos.push(await insertNamed(cargo, t.tenants.demo, prefix(`Cargo Seg ${n}`)));
  for (const n of [1, 2]) org.departamentos.push(await insertNamed(departamento, t.tenants.demo, prefix(`Depto Seg ${n}`)));
  for (const n of [1, 2]) org.unidades.push(await insertNamed(unidadeDeNegocio, t.tenants.demo, prefix(`Unidade Seg ${n}`)));
  org.acmeCargo = await insertNamed(cargo, t.tenants.acme, prefix('Cargo Acme'));
  const [c1, c2] = org.cargos;
  const [d1, d2] = org.departamentos;
  const [u1, u2] = org.unidades;
  // Ana and Bruno hold job title 1 in unit 1; Carla job title 1 in unit 2; Davi job title 2 in unit 1; Eva has nothing
  await person('Ana', { cargoId: c1, unidadeDeNegocioId: u1, departamentoId: d1, genero: 'female' });
  await person('Bruno', { cargoId: c1, unidadeDeNegocioId: u1, departamentoId: d2, genero: 'male' });
  await person('Carla', { cargoId: c1, unidadeDeNegocioId: u2, genero: 'non-binary' });
  await person('Davi', { cargoId: c2, unidadeDeNegocioId: u1, departamentoId: d1 });
  await person('Eva', {});
  await person('Inativo', { cargoId: c1, unidadeDeNegocioId: u1 }, false);
});
afterAll(async () => {
  await t?.close();
});

const create = async (payload: Record<string, unknown>) => {
  const res = await admin({ method: 'POST', url: '/api/v1/Segmentacao', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Segmentation>();
};

/** Every user of {id}/Users, through all pages. */
const allUsers = async (id: string, search = '') => {
  const users: SegmentationUser[] = [];
  for (let page = 1; ; page += 1) {
    const res = await admin({ method: 'GET', url: `/api/v1/Segmentacao/${id}/Users?pageSize=50&pageNumber=${page}${search ? `&search=${encodeURIComponent(search)}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SegmentationUsersResponse>();
    users.push(...body.data);
    if (page >= body.totalPages) return users;
  }
};
const ids = (users: { id: string }[]) => users.map((u) => u.id).sort();
const mine = (users: { id: string }[]) => users.filter((u) => Object.values(people).includes(u.id)).map((u) => Object.entries(people).find(([, id]) => id === u.id)![0]).sort();

describe('Segmentacao CRUD', () => {
  it('creates (201) with links and names, reads, lists with filters, updates and deletes', async () => {
    const nome = prefix('Vendas SP');
    const created = await create({ nome: `  ${nome}  `, operator: 'AND', cargosIds: [org.cargos[0]], unidadesDeNegociosIds: [org.unidades[0]], generos: ['female', 'female'] });
    expect(created).toMatchObject({
      nome,
      ativo: true,
      observacao: null,
      operator: 'AND',
      cargosIds: [org.cargos[0]],
      unidadesDeNegociosIds: [org.unidades[0]],
      departamentosIds: [],
      generos: ['female'],
      usuariosIds: [],
      tenantId: t.tenants.demo,
    });
    expect(created.cargos[0].label).toMatch(/^Cargo Seg 1/);
    const got = await admin({ method: 'GET', url: `/api/v1/Segmentacao/${created.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(created);

    const list = (await admin({ method: 'GET', url: `/api/v1/Segmentacao?search=${encodeURIComponent(nome)}&ativo=true` })).json<ListSegmentationsResponse>();
    expect(list).toMatchObject({ totalItems: 1, pageNumber: 1, pageSize: 10, totalPages: 1 });
    expect(list.data[0].id).toBe(created.id);
    expect((await admin({ method: 'GET', url: `/api/v1/Segmentacao?nome=${encodeURIComponent(nome)}&active=false` })).json<ListSegmentationsResponse>().totalItems).toBe(0);

    const updated = await admin({
      method: 'PUT',
      url: `/api/v1/Segmentacao/${created.id}`,
      payload: { nome: `${nome} 2`, ativo: false, observacao: ' Só ativos ', operator: 'OR', departamentosIds: [org.departamentos[1]], usuariosIds: [people.Eva] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Segmentation>()).toMatchObject({
      nome: `${nome} 2`,
      ativo: false,
      observacao: 'Só ativos',
      operator: 'OR',
      cargosIds: [],
      unidadesDeNegociosIds: [],
      generos: [],
      departamentosIds: [org.departamentos[1]],
      usuariosIds: [people.Eva],
      usuarios: [{ value: people.Eva, label: 'Eva Segmentada' }],
    });

    const basic = (await admin({ method: 'GET', url: '/api/v1/Segment' })).json<BasicSegmentationsResponse>();
    expect(basic.some((s) => s.id === created.id)).toBe(false); // inactive now
    const del = await admin({ method: 'DELETE', url: `/api/v1/Segmentacao/${created.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await admin({ method: 'GET', url: `/api/v1/Segmentacao/${created.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/v1/Segmentacao/${created.id}` })).statusCode).toBe(404);
  });

  it('GET Segment lists the active segmentations as {id, nome, ativo}', async () => {
    const active = await create({ nome: prefix('Ativa'), generos: ['male'] });
    const res = await admin({ method: 'GET', url: '/api/v1/Segment' });
    expect(res.statusCode).toBe(200);
    expect(res.json<BasicSegmentationsResponse>()).toContainEqual({ id: active.id, nome: active.nome, ativo: true });
  });

  it('refuses invalid payloads (400) with the envelope', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nome: prefix('Sem vínculo') }, 'Informe pelo menos um vínculo: cargo, departamento, unidade, gênero ou usuário.'],
      [{ nome: '  ', generos: ['male'] }, 'Campo obrigatório'],
      [{ nome: 'x'.repeat(101), generos: ['male'] }, 'Máximo de 100 caracteres'],
      [{ nome: prefix('Gênero'), generos: ['outro'] }, 'Requisição inválida.'],
      [{ nome: prefix('Operador'), generos: ['male'], operator: 'XOR' }, 'Requisição inválida.'],
    ];
    for (const [payload, message] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/Segmentacao', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ success: boolean; notifications: { message: string }[] }>().notifications.map((n) => n.message)).toContain(message);
    }
  });

  it('refuses ids that are not records of the tenant (422) and duplicate names (409)', async () => {
    const unknown = '7f9c2a52-4c8e-4f55-9d1c-2b1f0c6a1e01';
    const cases: [Record<string, unknown>, string][] = [
      [{ cargosIds: [org.acmeCargo] }, 'Um ou mais cargos informados não existem nesta empresa.'],
      [{ departamentosIds: [unknown] }, 'Um ou mais departamentos informados não existem nesta empresa.'],
      [{ unidadesDeNegociosIds: [unknown] }, 'Uma ou mais unidades informadas não existem nesta empresa.'],
      [{ usuariosIds: [await t.userId('admin@acme.local', 'acme')] }, 'Um ou mais usuários informados não existem nesta empresa.'],
    ];
    for (const [links, message] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/Segmentacao', payload: { nome: prefix('Alheia'), ...links } });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ notifications: { message: string }[] }>().notifications[0].message).toBe(message);
    }
    const first = await create({ nome: prefix('Duplicada'), generos: ['male'] });
    const dup = await admin({ method: 'POST', url: '/api/v1/Segmentacao', payload: { nome: first.nome.toUpperCase(), generos: ['female'] } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ notifications: { message: string }[] }>().notifications[0].message).toBe('Já existe uma segmentação com este nome.');
  });

  it("needs 'Segmentações' (403) and keeps tenants apart (404)", async () => {
    const seg = await create({ nome: prefix('Protegida'), generos: ['male'] });
    const payload = { nome: prefix('X'), generos: ['male'] };
    const calls: Call[] = [
      { method: 'GET', url: '/api/v1/Segmentacao' },
      { method: 'GET', url: '/api/v1/Segment' },
      { method: 'GET', url: '/api/v1/Segmentacao/UserOptions' },
      { method: 'GET', url: `/api/v1/Segmentacao/${seg.id}` },
      { method: 'GET', url: `/api/v1/Segmentacao/${seg.id}/Users` },
      { method: 'POST', url: '/api/v1/Segmentacao', payload },
      { method: 'PUT', url: `/api/v1/Segmentacao/${seg.id}`, payload },
      { method: 'DELETE', url: `/api/v1/Segmentacao/${seg.id}` },
    ];
    for (const call of calls) expect((await as('aluno@demo.local', call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    for (const call of calls.slice(3)) {
      if (call.method === 'POST') continue;
      expect((await as('admin@acme.local', call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const acmeList = (await as('admin@acme.local', { method: 'GET', url: `/api/v1/Segmentacao?search=${encodeURIComponent(seg.nome)}` })).json<ListSegmentationsResponse>();
    expect(acmeList.totalItems).toBe(0);
    expect((await admin({ method: 'GET', url: `/api/v1/Segmentacao/${seg.id}` })).statusCode).toBe(200);
    expect((await callAs(t.app, '', { method: 'GET', url: '/api/v1/Segmentacao' })).statusCode).toBe(401);
  });

  it('UserOptions searches the active users of the tenant', async () => {
    const res = await admin({ method: 'GET', url: '/api/v1/Segmentacao/UserOptions?search=Segmentada' });
    expect(res.statusCode).toBe(200);
    const labels = res.json<{ label: string }[]>().map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['Ana Segmentada', 'Eva Segmentada']));
    expect(labels).not.toContain('Inativo Segmentada');
  });
});

describe('Segmentacao/{id}/Users', () => {
  it('job title AND unit, then OR: more users; inactive users never; search by name', async () => {
    const seg = await create({ nome: prefix('Cargo e unidade'), operator: 'AND', cargosIds: [org.cargos[0]], unidadesDeNegociosIds: [org.unidades[0]] });
    const and = await allUsers(seg.id);
    expect(mine(and)).toEqual(['Ana', 'Bruno']);
    const ana = and.find((u) => u.id === people.Ana)!;
    expect(ana).toMatchObject({ nomeCompleto: 'Ana Segmentada', cargoId: org.cargos[0], unidadeDeNegocioId: org.unidades[0], departamentoId: org.departamentos[0], genero: 'female' });
    expect(ana.email).toMatch(/@teste\.local$/);
    expect(ana.cargo).toMatch(/^Cargo Seg 1/);

    const res = await admin({ method: 'PUT', url: `/api/v1/Segmentacao/${seg.id}`, payload: { nome: seg.nome, operator: 'OR', cargosIds: [org.cargos[0]], unidadesDeNegociosIds: [org.unidades[0]] } });
    expect(res.statusCode).toBe(200);
    expect(mine(await allUsers(seg.id))).toEqual(['Ana', 'Bruno', 'Carla', 'Davi']);
    expect(mine(await allUsers(seg.id, 'bruno seg'))).toEqual(['Bruno']);

    const page = (await admin({ method: 'GET', url: `/api/v1/Segmentacao/${seg.id}/Users?pageSize=10&pageNumber=1&search=Segmentada` })).json<SegmentationUsersResponse>();
    expect(page).toMatchObject({ totalItems: 4, totalPages: 1, pageNumber: 1, pageSize: 10 });
    expect(page.data.map((u) => u.nomeCompleto)).toEqual(['Ana Segmentada', 'Bruno Segmentada', 'Carla Segmentada', 'Davi Segmentada']);
  });

  it('the SQL, usersOfSegmentations and userMatchesSegmentations agree with segmentationMatches on the demo data and the new users', async () => {
    const [c1, c2] = org.cargos;
    const [d1, d2] = org.departamentos;
    const [u1, u2] = org.unidades;
    const aluno = await t.userId('aluno@demo.local', 'demo');
    const demoCargo = await t.database.system(async (tx) => (await tx.select({ id: usuario.cargoId }).from(usuario).where(eq(usuario.id, aluno)))[0].id);
    const variants: Record<string, unknown>[] = [
      { operator: 'AND', cargosIds: [c1], unidadesDeNegociosIds: [u1] },
      { operator: 'OR', cargosIds: [c1], unidadesDeNegociosIds: [u1] },
      { operator: 'AND', departamentosIds: [d1, d2], generos: ['female', 'male'] },
      { operator: 'OR', generos: ['non-binary'], usuariosIds: [people.Eva] },
      { operator: 'AND', usuariosIds: [people.Ana, people.Davi, people.Inativo], cargosIds: [c2] },
      { operator: 'AND', cargosIds: [c1, c2], departamentosIds: [d1], unidadesDeNegociosIds: [u1, u2], generos: ['female'], usuariosIds: [people.Ana, people.Bruno] },
      { operator: 'OR', cargosIds: demoCargo ? [demoCargo] : [c2] },
      { operator: 'AND', generos: ['male'] },
    ];
    const everyone = await t.database.system((tx) =>
      tx
        .select({ id: usuario.id, cargoId: usuario.cargoId, departamentoId: usuario.departamentoId, unidadeDeNegocioId: usuario.unidadeDeNegocioId, genero: usuario.genero, ativo: usuario.ativo })
        .from(usuario)
        .where(eq(usuario.tenantId, t.tenants.demo)),
    );
    const created: Segmentation[] = [];
    for (const [n, v] of variants.entries()) {
      const seg = await create({ nome: prefix(`Variante ${n}`), ...v });
      created.push(seg);
      const expected = ids(everyone.filter((u) => u.ativo && segmentationMatches(u, seg as SegmentationRules)));
      expect(ids(await allUsers(seg.id)), `variant ${n}`).toEqual(expected);
      const viaIndex = await t.database.inTenant(t.tenants.demo, (tx) => usersOfSegmentations(tx, t.tenants.demo, [seg.id]));
      expect([...viaIndex].sort(), `variant ${n} usersOfSegmentations`).toEqual(expected);
    }
    expect(created.some((s) => s.operator === 'AND')).toBe(true);
    // several at once: the union; one user at a time
    const union = ids(everyone.filter((u) => u.ativo && created.slice(0, 3).some((s) => segmentationMatches(u, s as SegmentationRules))));
    const got = await t.database.inTenant(t.tenants.demo, (tx) => usersOfSegmentations(tx, t.tenants.demo, created.slice(0, 3).map((s) => s.id)));
    expect([...got].sort()).toEqual(union);
    for (const label of ['Ana', 'Carla', 'Eva', 'Inativo']) {
      const matches = await t.database.inTenant(t.tenants.demo, (tx) => userMatchesSegmentations(tx, t.tenants.demo, people[label], [created[0].id, created[3].id]));
      expect(matches, label).toBe(label !== 'Inativo' && [created[0], created[3]].some((s) => segmentationMatches(everyone.find((u) => u.id === people[label])!, s as SegmentationRules)));
    }
    expect(await t.database.inTenant(t.tenants.demo, (tx) => usersOfSegmentations(tx, t.tenants.demo, []))).toEqual([]);
    // an inactive segmentation reaches nobody through the index functions (its preview still shows its rules' users)
    await admin({ method: 'PUT', url: `/api/v1/Segmentacao/${created[1].id}`, payload: { nome: created[1].nome, ativo: false, operator: 'OR', cargosIds: [c1], unidadesDeNegociosIds: [u1] } });
    expect(await t.database.inTenant(t.tenants.demo, (tx) => usersOfSegmentations(tx, t.tenants.demo, [created[1].id]))).toEqual([]);
    expect(mine(await allUsers(created[1].id))).toEqual(['Ana', 'Bruno', 'Carla', 'Davi']);
    // another tenant's transaction sees none of them
    expect(await t.database.inTenant(t.tenants.acme, (tx) => usersOfSegmentations(tx, t.tenants.acme, [created[0].id]))).toEqual([]);
  });

  it('removing a linked job title removes the link', async () => {
    const extra = await insertNamed(cargo, t.tenants.demo, prefix('Cargo Temporário'));
    const seg = await create({ nome: prefix('Temporária'), cargosIds: [extra], generos: ['male'] });
    await t.database.system((tx) => tx.delete(cargo).where(eq(cargo.id, extra)));
    const got = (await admin({ method: 'GET', url: `/api/v1/Segmentacao/${seg.id}` })).json<Segmentation>();
    expect(got.cargosIds).toEqual([]);
    expect(got.generos).toEqual(['male']);
  });
});
