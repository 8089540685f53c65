import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ListCategoriesResponse, ListSkillsResponse, Skill } from '@plataforma/shared/categories-skills';
import type { BasicOption } from '@plataforma/shared';
import { buildTestApp, callAs, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
let run = 0;
const prefix = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

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

const createSkill = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: '/api/v1/Competencia', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Skill>();
};
const createCategory = async (nome: string, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: '/api/v1/Categoria', payload: { nome } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Category>();
};

describe('Competencia', () => {
  it('creates a skill offered everywhere by default, reads and updates it', async () => {
    const nome = prefix('Oratória');
    const created = await createSkill({ nome: ` ${nome} ` });
    expect(created).toMatchObject({ nome, origem: 'Manual', exibirEm: ['Midia', 'Curso', 'Formacao', 'Avaliacao'], totalCargos: 0, tenantId: t.tenants.demo });
    expect((await admin({ method: 'GET', url: `/api/v1/Competencia/${created.id}` })).json()).toEqual(created);
    const renamed = prefix('Oratória avançada');
    const res = await admin({ method: 'PUT', url: `/api/v1/Competencia/${created.id}`, payload: { nome: renamed, exibirEm: ['Avaliacao', 'Curso', 'Curso'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, nome: renamed, exibirEm: ['Curso', 'Avaliacao'] });
  });

  it('validates the payload and creates nothing', async () => {
    const nome = prefix('Inválida');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'nome', 'Campo obrigatório'],
      [{ nome: 'x'.repeat(101) }, 'nome', 'Máximo de 100 caracteres'],
      [{ nome, exibirEm: [] }, 'exibirEm', 'Selecione pelo menos uma opção'],
      [{ nome, exibirEm: ['Blog'] }, 'exibirEm.0', 'Requisição inválida.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/Competencia', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().notifications).toContainEqual({ message, field });
    }
    expect((await admin({ method: 'GET', url: `/api/v1/Competencia?nome=${encodeURIComponent(nome)}` })).json<ListSkillsResponse>().totalItems).toBe(0);
  });

  it('refuses duplicate names in the tenant (409)', async () => {
    const nome = prefix('Empatia');
    const first = await createSkill({ nome });
    const dup = await admin({ method: 'POST', url: '/api/v1/Competencia', payload: { nome: nome.toUpperCase() } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, notifications: [{ message: 'Já existe uma competência com este nome.' }] });
    const other = await createSkill({ nome: prefix('Outra') });
    expect((await admin({ method: 'PUT', url: `/api/v1/Competencia/${other.id}`, payload: { nome } })).statusCode).toBe(409);
    expect((await admin({ method: 'PUT', url: `/api/v1/Competencia/${first.id}`, payload: { nome } })).statusCode).toBe(200);
    expect((await createSkill({ nome }, 'admin@acme.local')).tenantId).toBe(t.tenants.acme);
  });

  it('Basic lists skills as value/label, filtered by ExibirEm, to any signed-in user', async () => {
    const course = await createSkill({ nome: prefix('Só curso'), exibirEm: ['Curso'] });
    const media = await createSkill({ nome: prefix('Só mídia'), exibirEm: ['Midia'] });
    const all = (await as('aluno@demo.local', { method: 'GET', url: '/api/v1/Competencia/Basic' })).json<BasicOption[]>();
    expect(all).toEqual(expect.arrayContaining([{ value: course.id, label: course.nome }, { value: media.id, label: media.nome }]));
    expect(all.map((o) => o.label)).toContain('Liderança');
    const courses = await as('aluno@demo.local', { method: 'GET', url: '/api/v1/Competencia/Basic?ExibirEm=Curso' });
    expect(courses.statusCode).toBe(200);
    const values = courses.json<BasicOption[]>().map((o) => o.value);
    expect(values).toContain(course.id);
    expect(values).not.toContain(media.id);
    const lower = (await admin({ method: 'GET', url: '/api/v1/Competencia/Basic?exibirEm=Midia' })).json<BasicOption[]>().map((o) => o.value);
    expect(lower).toContain(media.id);
    expect(lower).not.toContain(course.id);
    expect((await admin({ method: 'GET', url: '/api/v1/Competencia/Basic?ExibirEm=Blog' })).statusCode).toBe(400);
  });

  it('GetAllBySection answers an empty list until sections exist', async () => {
    const res = await as('aluno@demo.local', { method: 'GET', url: '/api/v1/Competencia/GetAllBySection/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await admin({ method: 'GET', url: '/api/v1/Competencia/GetAllBySection/secao' })).statusCode).toBe(400);
  });

  it('pages, sorts and filters the list (nome, exibirEm, job titles)', async () => {
    const p = prefix('Lista');
    const names = Array.from({ length: 11 }, (_, i) => `${p} ${String(i + 1).padStart(2, '0')}`);
    const created: Skill[] = [];
    for (const [i, nome] of names.entries()) created.push(await createSkill({ nome, exibirEm: i < 2 ? ['Formacao'] : ['Curso'] }));
    await admin({ method: 'POST', url: '/api/v1/Cargo', payload: { nome: prefix('Cargo'), competenciasIds: [created[7].id] } });
    const get = async (q: string) => (await admin({ method: 'GET', url: `/api/v1/Competencia?nome=${encodeURIComponent(p)}&${q}` })).json<ListSkillsResponse>();
    expect(await get('pageNumber=2')).toMatchObject({ pageNumber: 2, totalItems: 11, totalPages: 2, data: [expect.objectContaining({ nome: names[10] })] });
    expect((await get('pageNumber=7')).pageNumber).toBe(2);
    expect((await get('orderDirection=desc')).data[0].nome).toBe(names[10]);
    expect((await get('exibirEm=Formacao')).data.map((s) => s.nome)).toEqual(names.slice(0, 2));
    const byJobs = await get('orderBy=totalCargos&orderDirection=desc');
    expect(byJobs.data[0]).toMatchObject({ nome: names[7], totalCargos: 1 });
    expect((await admin({ method: 'GET', url: '/api/v1/Competencia?pageSize=25' })).statusCode).toBe(400);
  });

  it('deletes a skill (404 afterwards)', async () => {
    const created = await createSkill({ nome: prefix('Descartável') });
    expect((await admin({ method: 'DELETE', url: `/api/v1/Competencia/${created.id}` })).json()).toEqual({ success: true });
    const after = await admin({ method: 'GET', url: `/api/v1/Competencia/${created.id}` });
    expect(after.statusCode).toBe(404);
    expect(after.json().notifications).toEqual([{ message: 'Competência não encontrada.' }]);
  });

  it("needs 'Competências' (403) and keeps tenants apart (404)", async () => {
    const demo = await createSkill({ nome: prefix('Restrita') });
    const calls: Call[] = [
      { method: 'GET', url: '/api/v1/Competencia' },
      { method: 'GET', url: `/api/v1/Competencia/${demo.id}` },
      { method: 'POST', url: '/api/v1/Competencia', payload: { nome: prefix('X') } },
      { method: 'PUT', url: `/api/v1/Competencia/${demo.id}`, payload: { nome: prefix('X') } },
      { method: 'DELETE', url: `/api/v1/Competencia/${demo.id}` },
    ];
    for (const call of calls) {
      expect((await as('aluno@demo.local', call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      // the seeded Gestor group does not hold 'Competências'
      expect((await as('gestor@demo.local', call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const acme = (call: Call) => as('admin@acme.local', call);
    expect((await acme({ method: 'GET', url: `/api/v1/Competencia/${demo.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'PUT', url: `/api/v1/Competencia/${demo.id}`, payload: { nome: 'Tomada' } })).statusCode).toBe(404);
    expect((await acme({ method: 'DELETE', url: `/api/v1/Competencia/${demo.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'GET', url: `/api/v1/Competencia?nome=${encodeURIComponent(demo.nome)}` })).json().totalItems).toBe(0);
    expect((await acme({ method: 'GET', url: '/api/v1/Competencia/Basic' })).json<BasicOption[]>().map((o) => o.value)).not.toContain(demo.id);
    expect((await admin({ method: 'GET', url: `/api/v1/Competencia/${demo.id}` })).json()).toEqual(demo);
  });
});

describe('Categoria', () => {
  it('creates, reads, updates and deletes a category', async () => {
    const nome = prefix('Compliance');
    const created = await createCategory(`  ${nome}`);
    expect(created).toMatchObject({ nome, origem: 'Manual', tenantId: t.tenants.demo });
    expect((await admin({ method: 'GET', url: `/api/v1/Categoria/${created.id}` })).json()).toEqual(created);
    const renamed = prefix('Compliance e ética');
    const res = await admin({ method: 'PUT', url: `/api/v1/Categoria/${created.id}`, payload: { nome: renamed } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, nome: renamed, createdAt: created.createdAt });
    expect((await admin({ method: 'DELETE', url: `/api/v1/Categoria/${created.id}` })).json()).toEqual({ success: true });
    const gone = await admin({ method: 'GET', url: `/api/v1/Categoria/${created.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().notifications).toEqual([{ message: 'Categoria não encontrada.' }]);
  });

  it('validates the name, refuses duplicates (409) and changes nothing', async () => {
    const nome = prefix('Vendas');
    const cat = await createCategory(nome);
    expect((await admin({ method: 'POST', url: '/api/v1/Categoria', payload: { nome: '' } })).json().notifications).toEqual([{ message: 'Campo obrigatório', field: 'nome' }]);
    const long = await admin({ method: 'PUT', url: `/api/v1/Categoria/${cat.id}`, payload: { nome: 'y'.repeat(101) } });
    expect(long.json().notifications).toEqual([{ message: 'Máximo de 100 caracteres', field: 'nome' }]);
    const dup = await admin({ method: 'POST', url: '/api/v1/Categoria', payload: { nome: nome.toLowerCase() }, headers: { 'accept-language': 'es' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().notifications).toEqual([{ message: 'Ya existe una categoría con este nombre.' }]);
    expect((await admin({ method: 'GET', url: `/api/v1/Categoria/${cat.id}` })).json()).toEqual(cat);
    expect((await admin({ method: 'GET', url: `/api/v1/Categoria?nome=${encodeURIComponent(nome)}` })).json().totalItems).toBe(1);
  });

  it('pages, sorts and filters the list; Basic gives value/label to any signed-in user', async () => {
    const p = prefix('Cat');
    const names = Array.from({ length: 21 }, (_, i) => `${p} ${String(i + 1).padStart(2, '0')}`);
    const created: Category[] = [];
    for (const nome of names) created.push(await createCategory(nome));
    const get = async (q: string) => (await admin({ method: 'GET', url: `/api/v1/Categoria?nome=${encodeURIComponent(p)}&${q}` })).json<ListCategoriesResponse>();
    expect(await get('pageSize=20&pageNumber=2')).toMatchObject({ pageNumber: 2, pageSize: 20, totalItems: 21, totalPages: 2 });
    expect((await get('pageSize=50')).data).toHaveLength(21);
    expect((await get('orderBy=createdAt&orderDirection=desc')).data[0].nome).toBe(names[20]);
    expect((await get('orderBy=nome&orderDirection=asc')).data[0].nome).toBe(names[0]);
    const from = encodeURIComponent(new Date(Date.parse(created[5].createdAt)).toISOString());
    expect((await get(`createdAtFrom=${from}&pageSize=50`)).data.map((c) => c.nome)).toEqual(names.slice(5));
    const skillsLater = await admin({ method: 'GET', url: `/api/v1/Competencia?createdAtFrom=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}` });
    expect(skillsLater.json().totalItems).toBe(0);
    expect((await admin({ method: 'GET', url: '/api/v1/Categoria?orderBy=totalCargos' })).statusCode).toBe(400);
    const basic = await as('aluno@demo.local', { method: 'GET', url: '/api/v1/Categoria/Basic' });
    expect(basic.statusCode).toBe(200);
    expect(basic.json<BasicOption[]>()).toContainEqual({ value: created[0].id, label: names[0] });
  });

  it("needs 'Categorias' (403) and keeps tenants apart (404)", async () => {
    const demo = await createCategory(prefix('Restrita'));
    const calls: Call[] = [
      { method: 'GET', url: '/api/v1/Categoria' },
      { method: 'GET', url: `/api/v1/Categoria/${demo.id}` },
      { method: 'POST', url: '/api/v1/Categoria', payload: { nome: prefix('X') } },
      { method: 'PUT', url: `/api/v1/Categoria/${demo.id}`, payload: { nome: prefix('X') } },
      { method: 'DELETE', url: `/api/v1/Categoria/${demo.id}` },
    ];
    for (const call of calls) {
      const res = await as('aluno@demo.local', call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().notifications).toEqual([{ message: 'Você não tem permissão para gerenciar este recurso.' }]);
    }
    const acme = (call: Call) => as('admin@acme.local', call);
    expect((await acme({ method: 'GET', url: `/api/v1/Categoria/${demo.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'PUT', url: `/api/v1/Categoria/${demo.id}`, payload: { nome: 'Tomada' } })).statusCode).toBe(404);
    expect((await acme({ method: 'DELETE', url: `/api/v1/Categoria/${demo.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'GET', url: '/api/v1/Categoria/Basic' })).json<BasicOption[]>().map((o) => o.label)).toEqual(
      expect.not.arrayContaining([demo.nome]),
    );
    expect((await admin({ method: 'GET', url: `/api/v1/Categoria/${demo.id}` })).json()).toEqual(demo);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Categoria/Basic' })).statusCode).toBe(401);
  });
});
