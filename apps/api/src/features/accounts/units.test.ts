import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenUnitTree, type UnitNode } from '@plataforma/shared/accounts';
import type { BasicOption } from '@plataforma/shared';
import { unidadeDeNegocio, usuario } from '../../db/schema';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
let run = 0;
/** A name unique to one test, so its units never meet another test's (names are unique among siblings). */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;
/** A code unique to one test (letters, digits, '-' and '_' only). */
const code = (label: string) => `${label}-${Date.now().toString(36)}${(run += 1)}`.toUpperCase();

const BASE = '/api/v1/unidadeDeNegocio';
const MAX_LEVELS = 'A estrutura de unidades permite no máximo 5 níveis.';
const CYCLE = 'Uma unidade não pode ficar subordinada a ela mesma nem a uma de suas unidades subordinadas.';

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['admin@demo.local', 'aluno@demo.local', 'gestor@demo.local', 'admin@acme.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown>; headers?: Record<string, string> };
const as = (who: string, call: Call) => callAs(t.app, token[who], call);
const admin = (call: Call) => as('admin@demo.local', call);

const createUnit = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: BASE, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UnitNode>();
};
const getUnit = async (id: string, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'GET', url: `${BASE}/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnitNode>();
};
const tree = async (query = '', who = 'admin@demo.local') => {
  const res = await as(who, { method: 'GET', url: `${BASE}${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnitNode[]>();
};
/** A chain of `levels` units under a new root: [root, child, ..., deepest]. */
const buildChain = async (levels: number, label = 'Cadeia') => {
  const units: UnitNode[] = [];
  for (let i = 0; i < levels; i += 1) units.push(await createUnit({ nome: unique(`${label} N${i + 1}`), unidadeDeNegocioPaiId: units[i - 1]?.id ?? null }));
  return units;
};
/** Places a new account of the Demo tenant in a unit. */
const placePerson = async (unidadeDeNegocioId: string) => {
  const person = await createPerson(t, { accounts: [{ tenant: 'demo' }] });
  await t.database.system((tx) => tx.update(usuario).set({ unidadeDeNegocioId }).where(and(eq(usuario.id, person.accounts.demo), eq(usuario.tenantId, t.tenants.demo))));
  return person;
};

describe('unidadeDeNegocio: create and read', () => {
  it('creates a root and a child (201) with level, path and code, and reads them back with their sub-tree', async () => {
    const rootName = unique('Brasil');
    const root = await createUnit({ nome: `  ${rootName}  `, codigo: ` ${code('br')} ` });
    expect(root).toMatchObject({ nome: rootName, unidadeDeNegocioPaiId: null, nivel: 1, caminho: rootName, totalUsuarios: 0, tenantId: t.tenants.demo, children: [] });
    expect(root.codigo).toMatch(/^BR-/);
    expect(Date.parse(root.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const child = await createUnit({ nome: 'São Paulo', unidadeDeNegocioPaiId: root.id });
    expect(child).toMatchObject({ nome: 'São Paulo', codigo: null, unidadeDeNegocioPaiId: root.id, nivel: 2, caminho: `${rootName} / São Paulo` });
    const grandchild = await createUnit({ nome: 'Vendas', codigo: '', unidadeDeNegocioPaiId: child.id });
    expect(grandchild).toMatchObject({ nivel: 3, caminho: `${rootName} / São Paulo / Vendas`, codigo: null });

    const got = await getUnit(root.id);
    expect(got.children.map((c) => c.id)).toEqual([child.id]);
    expect(got.children[0].children).toEqual([grandchild]);
  });

  it('answers the whole tree: roots and children by name, with the demo tree of three levels', async () => {
    const roots = await tree();
    const brasil = roots.find((r) => r.nome === 'Demo Brasil')!;
    expect(brasil).toMatchObject({ codigo: 'BR', nivel: 1 });
    expect(brasil.children.map((c) => c.nome)).toEqual(['Sudeste', 'Sul']);
    const sudeste = brasil.children[0];
    expect(sudeste.children.map((c) => c.nome)).toEqual(['Rio de Janeiro', 'São Paulo']);
    expect(sudeste.children[1]).toMatchObject({ nivel: 3, caminho: 'Demo Brasil / Sudeste / São Paulo', codigo: 'BR-SE-SP', totalUsuarios: 1 });
    expect(sudeste.totalUsuarios).toBe(1);
    expect(roots.map((r) => r.nome)).toContain('Demo Internacional');
    expect(roots.map((r) => r.nome)).not.toContain('Acme Matriz');
    const names = roots.map((r) => r.nome.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('filters by name (ignoring case and accents) keeping the ancestors of each match', async () => {
    const found = await tree(`nome=${encodeURIComponent('SAO PAULO')}`);
    const demo = found.find((r) => r.nome === 'Demo Brasil')!;
    expect(flattenUnitTree([demo]).map((n) => n.caminho)).toEqual(['Demo Brasil', 'Demo Brasil / Sudeste', 'Demo Brasil / Sudeste / São Paulo']);
    // every answered unit matches or is an ancestor of a match (other tests also make a 'São Paulo')
    for (const node of flattenUnitTree(found)) expect(node.nome === 'São Paulo' || node.children.length > 0, node.caminho).toBe(true);
    expect(flattenUnitTree(await tree('name=assun')).map((n) => n.nome)).toEqual(['Demo Internacional', 'Paraguai', 'Assunção']);
    expect(await tree('nome=nada-assim-existe')).toEqual([]);
    expect((await admin({ method: 'GET', url: `${BASE}?nome=${'x'.repeat(101)}` })).statusCode).toBe(400);
  });

  it('refuses invalid payloads with the envelope and creates nothing', async () => {
    const nome = unique('Inválida');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'nome', 'Campo obrigatório'],
      [{ nome: '   ' }, 'nome', 'Campo obrigatório'],
      [{ nome: 'x'.repeat(101) }, 'nome', 'Máximo de 100 caracteres'],
      [{ nome, codigo: 'C'.repeat(31) }, 'codigo', 'Máximo de 30 caracteres'],
      [{ nome, codigo: 'BR SP' }, 'codigo', 'Use apenas letras, números, sublinhado e hífen'],
      [{ nome, unidadeDeNegocioPaiId: 'pai' }, 'unidadeDeNegocioPaiId', 'Requisição inválida.'],
      [{ nome, codigo: 12 }, 'codigo', 'Requisição inválida.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await admin({ method: 'POST', url: BASE, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().notifications).toContainEqual({ message, field });
    }
    expect(await tree(`nome=${encodeURIComponent(nome)}`)).toEqual([]);
    const en = await admin({ method: 'POST', url: BASE, payload: { nome: '' }, headers: { 'accept-language': 'es' } });
    expect(en.json().notifications).toEqual([{ message: 'Campo obligatorio', field: 'nome' }]);
  });

  it('refuses an unknown parent and a parent of another tenant (400)', async () => {
    const acme = await createUnit({ nome: unique('Da Acme') }, 'admin@acme.local');
    for (const parent of ['00000000-0000-4000-8000-000000000000', acme.id]) {
      const res = await admin({ method: 'POST', url: BASE, payload: { nome: unique('Órfã'), unidadeDeNegocioPaiId: parent } });
      expect(res.statusCode).toBe(400);
      expect(res.json().notifications).toEqual([{ message: 'A unidade superior informada não existe.' }]);
    }
  });

  it('answers 404 for an unknown unit and 400 for a malformed id', async () => {
    const missing = await admin({ method: 'GET', url: `${BASE}/00000000-0000-4000-8000-000000000000` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, notifications: [{ message: 'Unidade de negócio não encontrada.' }] });
    expect((await admin({ method: 'GET', url: `${BASE}/abc` })).statusCode).toBe(400);
    expect((await admin({ method: 'PUT', url: `${BASE}/00000000-0000-4000-8000-000000000000`, payload: { nome: 'X' } })).statusCode).toBe(404);
  });
});

describe('unidadeDeNegocio: the 5 levels', () => {
  it('allows a 5th level and refuses a 6th with a clear message (422), in the caller language', async () => {
    const chain = await buildChain(5);
    expect(chain[4]).toMatchObject({ nivel: 5 });
    expect(chain[4].caminho.split(' / ')).toHaveLength(5);
    const nome = unique('Sexto');
    const res = await admin({ method: 'POST', url: BASE, payload: { nome, unidadeDeNegocioPaiId: chain[4].id } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: MAX_LEVELS }] });
    expect(await tree(`nome=${encodeURIComponent(nome)}`)).toEqual([]);
    const en = await admin({ method: 'POST', url: BASE, payload: { nome, unidadeDeNegocioPaiId: chain[4].id }, headers: { 'accept-language': 'en' } });
    expect(en.json().notifications).toEqual([{ message: 'The unit structure allows at most 5 levels.' }]);
    const es = await admin({ method: 'POST', url: BASE, payload: { nome, unidadeDeNegocioPaiId: chain[4].id }, headers: { 'accept-language': 'es' } });
    expect(es.json().notifications).toEqual([{ message: 'La estructura de unidades permite como máximo 5 niveles.' }]);
  });

  it('refuses moving a unit under a level-5 unit, and a sub-tree whose depth would pass 5 levels', async () => {
    const chain = await buildChain(5, 'Profunda');
    const leaf = await createUnit({ nome: unique('Folha') });
    const moveLeaf = await admin({ method: 'PUT', url: `${BASE}/${leaf.id}`, payload: { nome: leaf.nome, unidadeDeNegocioPaiId: chain[4].id } });
    expect(moveLeaf.statusCode).toBe(422);
    expect(moveLeaf.json().notifications).toEqual([{ message: MAX_LEVELS }]);

    // a 3-level branch fits under level 2 (ends at 5) but not under level 3 (would end at 6)
    const branch = await buildChain(3, 'Ramo');
    const underThree = await admin({ method: 'PUT', url: `${BASE}/${branch[0].id}`, payload: { nome: branch[0].nome, unidadeDeNegocioPaiId: chain[2].id } });
    expect(underThree.statusCode).toBe(422);
    expect(underThree.json().notifications).toEqual([{ message: MAX_LEVELS }]);
    expect((await getUnit(branch[0].id)).unidadeDeNegocioPaiId).toBeNull();

    const underTwo = await admin({ method: 'PUT', url: `${BASE}/${branch[0].id}`, payload: { nome: branch[0].nome, unidadeDeNegocioPaiId: chain[1].id } });
    expect(underTwo.statusCode, underTwo.body).toBe(200);
    const moved = underTwo.json<UnitNode>();
    expect(moved).toMatchObject({ nivel: 3, unidadeDeNegocioPaiId: chain[1].id });
    // the whole sub-tree moved with it, levels and paths recomputed
    const deepest = moved.children[0].children[0];
    expect(deepest).toMatchObject({ id: branch[2].id, nivel: 5, caminho: `${chain[0].nome} / ${chain[1].nome} / ${branch[0].nome} / ${branch[1].nome} / ${branch[2].nome}` });
  });

  it('refuses making a unit its own parent or putting it under one of its descendants (cycle, 422)', async () => {
    const [a, b, c] = await buildChain(3, 'Ciclo');
    for (const parent of [a.id, b.id, c.id]) {
      const res = await admin({ method: 'PUT', url: `${BASE}/${a.id}`, payload: { nome: a.nome, unidadeDeNegocioPaiId: parent } });
      expect(res.statusCode, parent).toBe(422);
      expect(res.json().notifications).toEqual([{ message: CYCLE }]);
    }
    expect((await getUnit(a.id)).unidadeDeNegocioPaiId).toBeNull();
    // the database refuses a self parent even without the service's check
    await expect(
      t.database.system((tx) => tx.update(unidadeDeNegocio).set({ unidadeDeNegocioPaiId: a.id }).where(eq(unidadeDeNegocio.id, a.id))),
    ).rejects.toThrow();
  });

  it('refuses concurrent moves that together would make a cycle', async () => {
    const x = await createUnit({ nome: unique('X') });
    const y = await createUnit({ nome: unique('Y') });
    const [first, second] = await Promise.all([
      admin({ method: 'PUT', url: `${BASE}/${x.id}`, payload: { nome: x.nome, unidadeDeNegocioPaiId: y.id } }),
      admin({ method: 'PUT', url: `${BASE}/${y.id}`, payload: { nome: y.nome, unidadeDeNegocioPaiId: x.id } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
  });
});

describe('unidadeDeNegocio: update, codes and names', () => {
  it('updates name and code (PUT), keeping the parent, and moves a unit to the root', async () => {
    const root = await createUnit({ nome: unique('Raiz') });
    const unit = await createUnit({ nome: unique('Antiga'), codigo: code('old'), unidadeDeNegocioPaiId: root.id });
    const nome = unique('Nova');
    const codigo = code('new');
    const res = await admin({ method: 'PUT', url: `${BASE}/${unit.id}`, payload: { nome, codigo, unidadeDeNegocioPaiId: root.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: unit.id, nome, codigo, unidadeDeNegocioPaiId: root.id, nivel: 2, createdAt: unit.createdAt });
    const toRoot = await admin({ method: 'PUT', url: `${BASE}/${unit.id}`, payload: { nome, codigo: null } });
    expect(toRoot.json()).toMatchObject({ unidadeDeNegocioPaiId: null, nivel: 1, caminho: nome, codigo: null });
    const invalid = await admin({ method: 'PUT', url: `${BASE}/${unit.id}`, payload: { nome: '' } });
    expect(invalid.statusCode).toBe(400);
    expect((await getUnit(unit.id)).nome).toBe(nome);
  });

  it('refuses a code already used in the tenant (ignoring case) with 409, allows it in another tenant', async () => {
    const codigo = code('dup');
    const first = await createUnit({ nome: unique('Primeira'), codigo });
    const dup = await admin({ method: 'POST', url: BASE, payload: { nome: unique('Segunda'), codigo: codigo.toLowerCase() } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, notifications: [{ message: 'Já existe uma unidade com este código.' }] });
    const other = await createUnit({ nome: unique('Outra') });
    const recode = await admin({ method: 'PUT', url: `${BASE}/${other.id}`, payload: { nome: other.nome, codigo } });
    expect(recode.statusCode).toBe(409);
    // its own code is not a duplicate
    expect((await admin({ method: 'PUT', url: `${BASE}/${first.id}`, payload: { nome: first.nome, codigo: codigo.toLowerCase() } })).statusCode).toBe(200);
    expect((await createUnit({ nome: unique('Acme'), codigo }, 'admin@acme.local')).codigo).toBe(codigo);
    // units without a code never clash
    await createUnit({ nome: unique('Sem código A') });
    await createUnit({ nome: unique('Sem código B') });
  });

  it('refuses the same name twice under one parent (409) but allows it under another', async () => {
    const [p1, p2] = [await createUnit({ nome: unique('Pai 1') }), await createUnit({ nome: unique('Pai 2') })];
    await createUnit({ nome: 'Vendas', unidadeDeNegocioPaiId: p1.id });
    const dup = await admin({ method: 'POST', url: BASE, payload: { nome: 'VENDAS', unidadeDeNegocioPaiId: p1.id } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().notifications).toEqual([{ message: 'Já existe uma unidade com este nome sob a mesma unidade superior.' }]);
    const other = await createUnit({ nome: 'Vendas', unidadeDeNegocioPaiId: p2.id });
    const moveIn = await admin({ method: 'PUT', url: `${BASE}/${other.id}`, payload: { nome: 'Vendas', unidadeDeNegocioPaiId: p1.id } });
    expect(moveIn.statusCode).toBe(409);
  });
});

describe('unidadeDeNegocio: delete', () => {
  it('deletes a leaf, then answers 404', async () => {
    const unit = await createUnit({ nome: unique('Temporária') });
    const res = await admin({ method: 'DELETE', url: `${BASE}/${unit.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await admin({ method: 'GET', url: `${BASE}/${unit.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `${BASE}/${unit.id}` })).statusCode).toBe(404);
  });

  it('refuses deleting a unit with sub-units (409) and keeps it', async () => {
    const [root] = await buildChain(2, 'Com filhas');
    await createUnit({ nome: unique('Filha 2'), unidadeDeNegocioPaiId: root.id });
    const res = await admin({ method: 'DELETE', url: `${BASE}/${root.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications).toEqual([{ message: 'Não é possível excluir esta unidade: ela possui 2 unidades subordinadas.' }]);
    expect((await getUnit(root.id)).children).toHaveLength(2);
    // the foreign key is the second wall
    await expect(t.database.system((tx) => tx.delete(unidadeDeNegocio).where(eq(unidadeDeNegocio.id, root.id)))).rejects.toThrow();
  });

  it('refuses deleting a unit with users (409) and counts them', async () => {
    const unit = await createUnit({ nome: unique('Com pessoas') });
    await placePerson(unit.id);
    expect((await getUnit(unit.id)).totalUsuarios).toBe(1);
    const res = await admin({ method: 'DELETE', url: `${BASE}/${unit.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications).toEqual([{ message: 'Não é possível excluir esta unidade: 1 usuário vinculado a ela.' }]);
    const en = await admin({ method: 'DELETE', url: `${BASE}/${unit.id}`, headers: { 'accept-language': 'en' } });
    expect(en.json().notifications).toEqual([{ message: 'This unit cannot be deleted: 1 user is linked to it.' }]);
    expect((await getUnit(unit.id)).id).toBe(unit.id);
  });

  it('the database refuses placing a user in a unit of another tenant', async () => {
    const acme = await createUnit({ nome: unique('Acme') }, 'admin@acme.local');
    await expect(placePerson(acme.id)).rejects.toThrow();
  });
});

describe('unidadeDeNegocio: Basic and csv', () => {
  it('Basic lists every unit with its path as the label, in tree order, to any signed-in user', async () => {
    const res = await as('aluno@demo.local', { method: 'GET', url: `${BASE}/Basic` });
    expect(res.statusCode).toBe(200);
    const options = res.json<BasicOption[]>();
    const labels = options.map((o) => o.label);
    const at = labels.indexOf('Demo Brasil');
    expect(labels.slice(at, at + 6)).toEqual([
      'Demo Brasil',
      'Demo Brasil / Sudeste',
      'Demo Brasil / Sudeste / Rio de Janeiro',
      'Demo Brasil / Sudeste / São Paulo',
      'Demo Brasil / Sul',
      'Demo Brasil / Sul / Porto Alegre',
    ]);
    expect(labels).not.toContain('Acme Matriz');
    const acme = (await as('admin@acme.local', { method: 'GET', url: `${BASE}/Basic` })).json<BasicOption[]>().map((o) => o.label);
    expect(acme).toContain('Acme Matriz / Fábrica Joinville');
    expect(acme.some((l) => l.startsWith('Demo'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/Basic` })).statusCode).toBe(401);
  });

  it('exports the (filtered) tree flattened as CSV', async () => {
    const root = await createUnit({ nome: unique('CSV Raiz'), codigo: code('csv') });
    await createUnit({ nome: '=SOMA(1;2)', codigo: code('f'), unidadeDeNegocioPaiId: root.id });
    const res = await admin({ method: 'GET', url: `${BASE}/csv?nome=${encodeURIComponent(root.nome)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Unidades de Negocio_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''Unidades%20de%20Neg%C3%B3cio_/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Caminho;Nome;Código;Nível;Unidade superior;Usuários;Criado em');
    // the filter keeps the match (the root) only: its children do not contain the term
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${root.nome};${root.nome};${root.codigo};1;;0;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`));

    const all = await admin({ method: 'GET', url: `${BASE}/csv`, headers: { 'accept-language': 'en' } });
    const allLines = all.body.slice(1).trimEnd().split('\r\n');
    expect(allLines[0]).toBe('Path;Name;Code;Level;Parent unit;Users;Created at');
    expect(allLines).toContainEqual(expect.stringMatching(/^Demo Brasil \/ Sudeste \/ São Paulo;São Paulo;BR-SE-SP;3;Sudeste;1;/));
    // a name a spreadsheet would run as a formula is neutralised
    expect(allLines).toContainEqual(expect.stringMatching(new RegExp(`^"${root.nome} / =SOMA\\(1;2\\)";"'=SOMA\\(1;2\\)";`)));
    const acme = await as('admin@acme.local', { method: 'GET', url: `${BASE}/csv` });
    expect(acme.body).not.toContain('Demo Brasil');
  });
});

describe('unidadeDeNegocio: access', () => {
  it("needs 'Unidades de Negócio' (403) and a session (401)", async () => {
    const existing = await createUnit({ nome: unique('Protegida') });
    const calls: Call[] = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/${existing.id}` },
      { method: 'GET', url: `${BASE}/csv` },
      { method: 'POST', url: BASE, payload: { nome: unique('Aluno') } },
      { method: 'PUT', url: `${BASE}/${existing.id}`, payload: { nome: unique('Aluno') } },
      { method: 'DELETE', url: `${BASE}/${existing.id}` },
    ];
    for (const who of ['aluno@demo.local']) {
      for (const call of calls) {
        const res = await as(who, call);
        expect(res.statusCode, `${who} ${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] });
      }
    }
    for (const call of calls) expect((await t.app.inject(call)).statusCode).toBe(401);
    expect((await getUnit(existing.id)).nome).toBe(existing.nome);
  });

  it("keeps each tenant's units apart (404 across tenants)", async () => {
    const demo = await createUnit({ nome: unique('Só da Demo') });
    const acme = (call: Call) => as('admin@acme.local', call);
    expect((await acme({ method: 'GET', url: `${BASE}/${demo.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'PUT', url: `${BASE}/${demo.id}`, payload: { nome: 'Tomada' } })).statusCode).toBe(404);
    expect((await acme({ method: 'DELETE', url: `${BASE}/${demo.id}` })).statusCode).toBe(404);
    expect(await tree(`nome=${encodeURIComponent(demo.nome)}`, 'admin@acme.local')).toEqual([]);
    const acmeRoots = await tree('', 'admin@acme.local');
    expect(acmeRoots.map((r) => r.nome)).toContain('Acme Matriz');
    expect(flattenUnitTree(acmeRoots).every((n) => n.tenantId === t.tenants.acme)).toBe(true);
    // moving an Acme unit under a Demo unit: the parent does not exist for Acme
    const own = await createUnit({ nome: unique('Acme própria') }, 'admin@acme.local');
    const move = await acme({ method: 'PUT', url: `${BASE}/${own.id}`, payload: { nome: own.nome, unidadeDeNegocioPaiId: demo.id } });
    expect(move.statusCode).toBe(400);
    expect((await getUnit(demo.id)).nome).toBe(demo.nome);
  });

  it('row-level security hides other tenants even from a query without a tenant filter', async () => {
    const rows = await t.database.inTenant(t.tenants.acme, (tx) => tx.select({ tenantId: unidadeDeNegocio.tenantId }).from(unidadeDeNegocio));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.tenantId === t.tenants.acme)).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents every call of unidadeDeNegocio with its schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const expected: [string, string][] = [
      ['get', '/api/v1/unidadeDeNegocio'],
      ['post', '/api/v1/unidadeDeNegocio'],
      ['get', '/api/v1/unidadeDeNegocio/{id}'],
      ['put', '/api/v1/unidadeDeNegocio/{id}'],
      ['delete', '/api/v1/unidadeDeNegocio/{id}'],
      ['get', '/api/v1/unidadeDeNegocio/Basic'],
      ['get', '/api/v1/unidadeDeNegocio/csv'],
    ];
    for (const [method, path] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const listReply = JSON.stringify(doc.paths['/api/v1/unidadeDeNegocio'].get);
    for (const field of ['unidadeDeNegocioPaiId', 'nivel', 'caminho', 'children', 'codigo']) expect(listReply).toContain(field);
  });

  it('answers the paths case-insensitively', async () => {
    expect((await admin({ method: 'GET', url: '/api/v1/UnidadeDeNegocio/basic' })).statusCode).toBe(200);
  });
});
