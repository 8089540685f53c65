import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Department, JobTitle, ListDepartmentsResponse, ListJobTitlesResponse } from '@plataforma/shared/accounts';
import type { Skill } from '@plataforma/shared/categories-skills';
import type { BasicOption } from '@plataforma/shared';
import { usuario } from '../../db/schema';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
let run = 0;
/** A name prefix unique to one test, so lists filtered by it hold only that test's rows. */
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

const createDepartment = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: '/api/v1/Departamento', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Department>();
};
const listDepartments = async (query: string, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/Departamento?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListDepartmentsResponse>();
};
const createSkill = async (nome: string, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: '/api/v1/Competencia', payload: { nome } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Skill>();
};
const createJobTitle = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: '/api/v1/Cargo', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<JobTitle>();
};
const listJobTitles = async (query: string) => {
  const res = await admin({ method: 'GET', url: `/api/v1/Cargo?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListJobTitlesResponse>();
};
/** Links a new account of the Demo tenant to a department and/or job title. */
const linkPerson = async (link: { departamentoId?: string; cargoId?: string }) => {
  const person = await createPerson(t, { accounts: [{ tenant: 'demo' }] });
  await t.database.system((tx) => tx.update(usuario).set(link).where(and(eq(usuario.id, person.accounts.demo), eq(usuario.tenantId, t.tenants.demo))));
  return person;
};

describe('Departamento', () => {
  it('creates a department (201), trimming the name and defaulting ativo, and reads it back', async () => {
    const nome = prefix('Logística');
    const created = await createDepartment({ nome: `  ${nome}  `, observacao: '  Centro de distribuição  ' });
    expect(created).toMatchObject({ nome, ativo: true, observacao: 'Centro de distribuição', tenantId: t.tenants.demo, totalUsuarios: 0 });
    expect(Date.parse(created.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const got = await admin({ method: 'GET', url: `/api/v1/Departamento/${created.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(created);
    const blank = await createDepartment({ nome: prefix('Sem observação'), observacao: '   ', ativo: false });
    expect(blank).toMatchObject({ observacao: null, ativo: false });
  });

  it('refuses invalid payloads with the envelope and creates nothing', async () => {
    const nome = prefix('Inválido');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'nome', 'Campo obrigatório'],
      [{ nome: '   ' }, 'nome', 'Campo obrigatório'],
      [{ nome: `${nome}${'x'.repeat(100)}` }, 'nome', 'Máximo de 100 caracteres'],
      [{ nome, observacao: 'o'.repeat(501) }, 'observacao', 'Máximo de 500 caracteres'],
      [{ nome, ativo: 'sim' }, 'ativo', 'Requisição inválida.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/Departamento', payload: payload as Record<string, unknown> });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.notifications).toContainEqual({ message, field });
    }
    expect((await listDepartments(`nome=${encodeURIComponent(nome)}`)).totalItems).toBe(0);
  });

  it('answers validation messages in the caller language', async () => {
    const res = await admin({ method: 'POST', url: '/api/v1/Departamento', payload: { nome: 'x'.repeat(101) }, headers: { 'accept-language': 'en' } });
    expect(res.json().notifications).toEqual([{ message: 'Maximum of 100 characters', field: 'nome' }]);
  });

  it('refuses a duplicate name in the tenant (ignoring case and spaces) with 409, on create and update', async () => {
    const nome = prefix('Duplicado');
    const first = await createDepartment({ nome });
    const dup = await admin({ method: 'POST', url: '/api/v1/Departamento', payload: { nome: ` ${nome.toUpperCase()} ` } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, notifications: [{ message: 'Já existe um departamento com este nome.' }] });
    const other = await createDepartment({ nome: prefix('Outro') });
    const renamed = await admin({ method: 'PUT', url: `/api/v1/Departamento/${other.id}`, payload: { nome: nome.toLowerCase() } });
    expect(renamed.statusCode).toBe(409);
    expect((await admin({ method: 'GET', url: `/api/v1/Departamento/${other.id}` })).json<Department>().nome).toBe(other.nome);
    // saving a department under its own name is not a duplicate
    const same = await admin({ method: 'PUT', url: `/api/v1/Departamento/${first.id}`, payload: { nome: nome.toUpperCase(), ativo: false } });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ nome: nome.toUpperCase(), ativo: false });
    expect((await listDepartments(`nome=${encodeURIComponent(nome)}`)).totalItems).toBe(1);
  });

  it('allows the same name in another tenant', async () => {
    const nome = prefix('Compartilhado');
    await createDepartment({ nome });
    const acme = await createDepartment({ nome }, 'admin@acme.local');
    expect(acme.tenantId).toBe(t.tenants.acme);
  });

  it('updates a department (PUT) and refuses unknown or malformed ids', async () => {
    const created = await createDepartment({ nome: prefix('Antigo'), observacao: 'antes' });
    const nome = prefix('Novo');
    const res = await admin({ method: 'PUT', url: `/api/v1/Departamento/${created.id}`, payload: { nome, ativo: false, observacao: 'depois' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, nome, ativo: false, observacao: 'depois', createdAt: created.createdAt });
    const missing = await admin({ method: 'PUT', url: '/api/v1/Departamento/00000000-0000-4000-8000-000000000000', payload: { nome: prefix('X') } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().notifications).toEqual([{ message: 'Departamento não encontrado.' }]);
    expect((await admin({ method: 'GET', url: '/api/v1/Departamento/abc' })).statusCode).toBe(400);
    const invalid = await admin({ method: 'PUT', url: `/api/v1/Departamento/${created.id}`, payload: { nome: '' } });
    expect(invalid.statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: `/api/v1/Departamento/${created.id}` })).json<Department>().nome).toBe(nome);
  });

  it('deletes a department, then answers 404', async () => {
    const created = await createDepartment({ nome: prefix('Temporário') });
    const res = await admin({ method: 'DELETE', url: `/api/v1/Departamento/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await admin({ method: 'GET', url: `/api/v1/Departamento/${created.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/v1/Departamento/${created.id}` })).statusCode).toBe(404);
  });

  it('refuses to delete a department in use by users (409) and keeps it', async () => {
    const created = await createDepartment({ nome: prefix('Em uso') });
    await linkPerson({ departamentoId: created.id });
    await linkPerson({ departamentoId: created.id });
    const res = await admin({ method: 'DELETE', url: `/api/v1/Departamento/${created.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications).toEqual([{ message: 'Não é possível excluir este departamento: 2 usuários vinculados a ele.' }]);
    const kept = await admin({ method: 'GET', url: `/api/v1/Departamento/${created.id}` });
    expect(kept.json()).toMatchObject({ id: created.id, totalUsuarios: 2 });
  });

  it('the database refuses linking a user to a department of another tenant', async () => {
    const acme = await createDepartment({ nome: prefix('Acme') }, 'admin@acme.local');
    await expect(linkPerson({ departamentoId: acme.id })).rejects.toThrow();
  });

  it('pages, clamps the page, sorts and filters the list', async () => {
    const p = prefix('Pág');
    const names = Array.from({ length: 12 }, (_, i) => `${p} ${String(i + 1).padStart(2, '0')}`);
    for (const [i, nome] of names.entries()) await createDepartment({ nome, ativo: i % 3 !== 0 });
    const q = `nome=${encodeURIComponent(p)}`;

    const first = await listDepartments(q);
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 10, totalItems: 12, totalPages: 2 });
    expect(first.data.map((d) => d.nome)).toEqual(names.slice(0, 10));

    const second = await listDepartments(`${q}&pageNumber=2`);
    expect(second.data.map((d) => d.nome)).toEqual(names.slice(10));
    const beyond = await listDepartments(`${q}&pageNumber=9`);
    expect(beyond.pageNumber).toBe(2);
    expect(beyond.data.map((d) => d.nome)).toEqual(names.slice(10));

    const desc = await listDepartments(`${q}&orderBy=nome&orderDirection=desc&pageSize=20`);
    expect(desc.data.map((d) => d.nome)).toEqual([...names].reverse());
    const byDate = await listDepartments(`${q}&orderBy=createdAt&orderDirection=desc&pageSize=50`);
    expect(byDate.data.map((d) => d.nome)).toEqual([...names].reverse());
    const byActive = await listDepartments(`${q}&orderBy=ativo&pageSize=20`);
    expect(byActive.data.slice(0, 4).every((d) => !d.ativo)).toBe(true);

    const inactive = await listDepartments(`${q}&ativo=false&pageSize=20`);
    expect(inactive.data.map((d) => d.nome)).toEqual([names[0], names[3], names[6], names[9]]);
    expect((await listDepartments(`name=${encodeURIComponent(p)}&active=true`)).totalItems).toBe(8);
    expect((await listDepartments(`nome=${encodeURIComponent(p.toUpperCase())}`)).totalItems).toBe(12);
    expect((await listDepartments(`${q}&id=${first.data[1].id}`)).data.map((d) => d.nome)).toEqual([names[1]]);
    expect((await listDepartments(`${q}&tenantId=${t.tenants.demo}`)).totalItems).toBe(12);
    expect((await listDepartments(`${q}&tenantId=${t.tenants.acme}`)).totalItems).toBe(0);
    expect((await listDepartments('nome=%25')).totalItems).toBe(0); // a literal %, not a wildcard
  });

  it('filters by creation date range (createdAtFrom inclusive, createdAtTo exclusive)', async () => {
    const created = await createDepartment({ nome: prefix('Datado') });
    const q = `nome=${encodeURIComponent(created.nome)}`;
    const at = Date.parse(created.createdAt);
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    expect((await listDepartments(`${q}&createdAtFrom=${iso(at - 1000)}&createdAtTo=${iso(at + 1000)}`)).totalItems).toBe(1);
    expect((await listDepartments(`${q}&createdAtFrom=${iso(at)}`)).totalItems).toBe(1);
    expect((await listDepartments(`${q}&createdAtTo=${iso(at)}`)).totalItems).toBe(0);
    expect((await listDepartments(`${q}&createdAtFrom=${iso(at + 60_000)}`)).totalItems).toBe(0);
    expect((await listJobTitles(`createdAtFrom=${iso(Date.now() + 3_600_000)}`)).totalItems).toBe(0);
    expect((await admin({ method: 'GET', url: '/api/v1/Departamento?createdAtFrom=ontem' })).statusCode).toBe(400);
  });

  it('refuses invalid list queries', async () => {
    for (const query of ['pageSize=15', 'pageNumber=0', 'orderBy=senha', 'orderDirection=up', 'ativo=sim', 'id=1']) {
      const res = await admin({ method: 'GET', url: `/api/v1/Departamento?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('Basic lists the active departments as value/label, by name, to any signed-in user', async () => {
    const active = await createDepartment({ nome: prefix('Básico ativo') });
    const inactive = await createDepartment({ nome: prefix('Básico inativo'), ativo: false });
    const res = await as('aluno@demo.local', { method: 'GET', url: '/api/v1/Departamento/Basic' });
    expect(res.statusCode).toBe(200);
    const options = res.json<BasicOption[]>();
    expect(options).toContainEqual({ value: active.id, label: active.nome });
    expect(options.map((o) => o.value)).not.toContain(inactive.id);
    expect(options.map((o) => o.label)).toContain('Comercial');
    expect(options.map((o) => o.label)).not.toContain('Jurídico');
    const labels = options.map((o) => o.label.toLowerCase());
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Departamento/Basic' })).statusCode).toBe(401);
  });

  it("needs 'Departamentos' for the list and the changes (403), and a session (401)", async () => {
    const existing = await createDepartment({ nome: prefix('Protegido') });
    const calls: Call[] = [
      { method: 'GET', url: '/api/v1/Departamento' },
      { method: 'GET', url: `/api/v1/Departamento/${existing.id}` },
      { method: 'POST', url: '/api/v1/Departamento', payload: { nome: prefix('Aluno') } },
      { method: 'PUT', url: `/api/v1/Departamento/${existing.id}`, payload: { nome: prefix('Aluno') } },
      { method: 'DELETE', url: `/api/v1/Departamento/${existing.id}` },
    ];
    for (const call of calls) {
      const res = await as('aluno@demo.local', call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] });
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect((await admin({ method: 'GET', url: `/api/v1/Departamento/${existing.id}` })).json<Department>().nome).toBe(existing.nome);
    // the seeded Gestor group holds 'Departamentos'
    expect((await as('gestor@demo.local', { method: 'GET', url: '/api/v1/Departamento' })).statusCode).toBe(200);
  });

  it("keeps each tenant's departments apart (404 across tenants)", async () => {
    const demo = await createDepartment({ nome: prefix('Só da Demo') });
    const acme = (call: Call) => as('admin@acme.local', call);
    expect((await acme({ method: 'GET', url: `/api/v1/Departamento/${demo.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'PUT', url: `/api/v1/Departamento/${demo.id}`, payload: { nome: 'Tomado' } })).statusCode).toBe(404);
    expect((await acme({ method: 'DELETE', url: `/api/v1/Departamento/${demo.id}` })).statusCode).toBe(404);
    const list = await listDepartments(`nome=${encodeURIComponent(demo.nome)}`, 'admin@acme.local');
    expect(list.totalItems).toBe(0);
    const basic = (await acme({ method: 'GET', url: '/api/v1/Departamento/Basic' })).json<BasicOption[]>();
    expect(basic.map((o) => o.value)).not.toContain(demo.id);
    expect(basic.map((o) => o.label)).toEqual(expect.arrayContaining(['Engenharia', 'Vendas']));
    expect(basic.map((o) => o.label)).not.toContain('Comercial');
    expect((await admin({ method: 'GET', url: `/api/v1/Departamento/${demo.id}` })).json()).toEqual(demo);
  });

  it('counts the users of each department in the list', async () => {
    const created = await createDepartment({ nome: prefix('Contado') });
    await linkPerson({ departamentoId: created.id });
    const list = await listDepartments(`nome=${encodeURIComponent(created.nome)}`);
    expect(list.data[0].totalUsuarios).toBe(1);
    const seeded = await listDepartments('nome=Recursos%20Humanos');
    expect(seeded.data[0]).toMatchObject({ nome: 'Recursos Humanos', totalUsuarios: 1 });
  });
});

describe('Cargo', () => {
  it('creates a job title with skills (competenciasIds) and reads them back by name', async () => {
    const [b, a] = [await createSkill(prefix('Skill B')), await createSkill(prefix('Skill A'))];
    const nome = prefix('Analista');
    const created = await createJobTitle({ nome, competenciasIds: [b.id, a.id, a.id] });
    expect(created).toMatchObject({ nome, ativo: true, observacao: null, totalUsuarios: 0, tenantId: t.tenants.demo });
    expect(created.competencias).toEqual([
      { value: a.id, label: a.nome },
      { value: b.id, label: b.nome },
    ]);
    expect(created.competenciasIds).toEqual([a.id, b.id]);
    const got = await admin({ method: 'GET', url: `/api/v1/Cargo/${created.id}` });
    expect(got.json()).toEqual(created);
  });

  it('replaces the skills on update and drops a link when its skill is deleted', async () => {
    const [s1, s2, s3] = [await createSkill(prefix('S1')), await createSkill(prefix('S2')), await createSkill(prefix('S3'))];
    const created = await createJobTitle({ nome: prefix('Técnico'), competenciasIds: [s1.id, s2.id] });
    const res = await admin({ method: 'PUT', url: `/api/v1/Cargo/${created.id}`, payload: { nome: created.nome, competenciasIds: [s3.id], observacao: 'Nível II' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ competenciasIds: [s3.id], observacao: 'Nível II' });
    expect((await admin({ method: 'DELETE', url: `/api/v1/Competencia/${s3.id}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/api/v1/Cargo/${created.id}` })).json<JobTitle>().competenciasIds).toEqual([]);
    const cleared = await admin({ method: 'PUT', url: `/api/v1/Cargo/${created.id}`, payload: { nome: created.nome } });
    expect(cleared.json<JobTitle>().competencias).toEqual([]);
  });

  it("refuses unknown skills and another tenant's skills, changing nothing", async () => {
    const acmeSkill = await createSkill(prefix('Da Acme'), 'admin@acme.local');
    const nome = prefix('Sem competência');
    for (const id of ['00000000-0000-4000-8000-000000000000', acmeSkill.id]) {
      const res = await admin({ method: 'POST', url: '/api/v1/Cargo', payload: { nome, competenciasIds: [id] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().notifications).toEqual([{ message: 'Uma ou mais competências informadas não existem.', field: 'competenciasIds' }]);
      expect(res.json().details).toEqual({ field: 'competenciasIds', ids: [id] });
    }
    expect((await listJobTitles(`nome=${encodeURIComponent(nome)}`)).totalItems).toBe(0);
    const existing = await createJobTitle({ nome });
    const update = await admin({ method: 'PUT', url: `/api/v1/Cargo/${existing.id}`, payload: { nome: prefix('Renomeado'), competenciasIds: [acmeSkill.id] } });
    expect(update.statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: `/api/v1/Cargo/${existing.id}` })).json<JobTitle>().nome).toBe(nome);
    const bad = await admin({ method: 'POST', url: '/api/v1/Cargo', payload: { nome, competenciasIds: ['x'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().notifications[0].field).toBe('competenciasIds.0');
  });

  it('validates names, refuses duplicates (409) and unknown ids (404)', async () => {
    expect((await admin({ method: 'POST', url: '/api/v1/Cargo', payload: { nome: '' } })).json().notifications).toEqual([{ message: 'Campo obrigatório', field: 'nome' }]);
    const nome = prefix('Único');
    await createJobTitle({ nome });
    const dup = await admin({ method: 'POST', url: '/api/v1/Cargo', payload: { nome: nome.toLowerCase() } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().notifications).toEqual([{ message: 'Já existe um cargo com este nome.' }]);
    const en = await admin({ method: 'POST', url: '/api/v1/Cargo', payload: { nome }, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json().notifications).toEqual([{ message: 'A job title with this name already exists.' }]);
    expect((await admin({ method: 'GET', url: '/api/v1/Cargo/00000000-0000-4000-8000-000000000000' })).json().notifications).toEqual([
      { message: 'Cargo não encontrado.' },
    ]);
  });

  it('deletes an unused job title and refuses one in use (409)', async () => {
    const free = await createJobTitle({ nome: prefix('Livre') });
    expect((await admin({ method: 'DELETE', url: `/api/v1/Cargo/${free.id}` })).json()).toEqual({ success: true });
    expect((await admin({ method: 'GET', url: `/api/v1/Cargo/${free.id}` })).statusCode).toBe(404);
    const used = await createJobTitle({ nome: prefix('Ocupado') });
    await linkPerson({ cargoId: used.id });
    const res = await admin({ method: 'DELETE', url: `/api/v1/Cargo/${used.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications).toEqual([{ message: 'Não é possível excluir este cargo: 1 usuário vinculado a ele.' }]);
    expect((await admin({ method: 'GET', url: `/api/v1/Cargo/${used.id}` })).statusCode).toBe(200);
  });

  it('pages, sorts and filters the list, by skill too', async () => {
    const p = prefix('Cargo pág');
    const skill = await createSkill(prefix('Filtro'));
    const names = Array.from({ length: 11 }, (_, i) => `${p} ${String(i + 1).padStart(2, '0')}`);
    for (const [i, nome] of names.entries()) await createJobTitle({ nome, ativo: i !== 4, competenciasIds: i < 3 ? [skill.id] : [] });
    const q = `nome=${encodeURIComponent(p)}`;
    const page2 = await listJobTitles(`${q}&pageNumber=2`);
    expect(page2).toMatchObject({ pageNumber: 2, totalItems: 11, totalPages: 2 });
    expect(page2.data.map((c) => c.nome)).toEqual([names[10]]);
    expect((await listJobTitles(`${q}&pageNumber=5&pageSize=20`)).pageNumber).toBe(1);
    expect((await listJobTitles(`${q}&orderDirection=desc&pageSize=20`)).data[0].nome).toBe(names[10]);
    expect((await listJobTitles(`${q}&active=false`)).data.map((c) => c.nome)).toEqual([names[4]]);
    const bySkill = await listJobTitles(`competenciaId=${skill.id}`);
    expect(bySkill.data.map((c) => c.nome)).toEqual(names.slice(0, 3));
    expect(bySkill.data[0].competencias).toEqual([{ value: skill.id, label: skill.nome }]);
  });

  it('Basic lists active job titles to any signed-in user', async () => {
    const active = await createJobTitle({ nome: prefix('Ativo') });
    const inactive = await createJobTitle({ nome: prefix('Inativo'), ativo: false });
    const res = await as('aluno@demo.local', { method: 'GET', url: '/api/v1/Cargo/Basic' });
    expect(res.statusCode).toBe(200);
    const values = res.json<BasicOption[]>().map((o) => o.value);
    expect(values).toContain(active.id);
    expect(values).not.toContain(inactive.id);
  });

  it('exports the filtered list as CSV (GET Cargo/csv)', async () => {
    const skill = await createSkill(prefix('Excel'));
    const p = prefix('CSV');
    await createJobTitle({ nome: `${p} Analista`, competenciasIds: [skill.id], observacao: 'Linha; com "aspas"' });
    await createJobTitle({ nome: `=HYPERLINK("x") ${p}`, ativo: false });
    const res = await admin({ method: 'GET', url: `/api/v1/Cargo/csv?nome=${encodeURIComponent(p)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Cargos_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nome;Ativo;Observação;Competências;Usuários;Criado em');
    expect(lines).toHaveLength(3);
    const formula = lines.find((l) => l.includes('HYPERLINK')) ?? '';
    expect(formula).toBe(`"'=HYPERLINK(""x"") ${p}";Não;;;0;${formula.split(';').pop()}`);
    expect(lines.find((l) => l.includes('Analista'))).toMatch(new RegExp(`^${p} Analista;Sim;"Linha; com ""aspas""";${skill.nome};0;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`));
    const en = await admin({ method: 'GET', url: `/api/v1/Cargo/csv?nome=${encodeURIComponent(p)}&ativo=true`, headers: { 'accept-language': 'en' } });
    expect(en.body.slice(1).split('\r\n')[0]).toBe('Name;Active;Notes;Skills;Users;Created at');
    expect(en.body.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
    expect((await as('aluno@demo.local', { method: 'GET', url: '/api/v1/Cargo/csv' })).statusCode).toBe(403);
    const acme = await as('admin@acme.local', { method: 'GET', url: `/api/v1/Cargo/csv?nome=${encodeURIComponent(p)}` });
    expect(acme.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
  });

  it("needs 'Cargos' (403) and keeps tenants apart (404)", async () => {
    const demo = await createJobTitle({ nome: prefix('Restrito') });
    const calls: Call[] = [
      { method: 'GET', url: '/api/v1/Cargo' },
      { method: 'GET', url: `/api/v1/Cargo/${demo.id}` },
      { method: 'POST', url: '/api/v1/Cargo', payload: { nome: prefix('X') } },
      { method: 'PUT', url: `/api/v1/Cargo/${demo.id}`, payload: { nome: prefix('X') } },
      { method: 'DELETE', url: `/api/v1/Cargo/${demo.id}` },
    ];
    for (const call of calls) expect((await as('aluno@demo.local', call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    const acme = (call: Call) => as('admin@acme.local', call);
    expect((await acme({ method: 'GET', url: `/api/v1/Cargo/${demo.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'PUT', url: `/api/v1/Cargo/${demo.id}`, payload: { nome: 'Tomado' } })).statusCode).toBe(404);
    expect((await acme({ method: 'DELETE', url: `/api/v1/Cargo/${demo.id}` })).statusCode).toBe(404);
    expect((await acme({ method: 'GET', url: `/api/v1/Cargo?nome=${encodeURIComponent(demo.nome)}` })).json().totalItems).toBe(0);
    expect((await admin({ method: 'GET', url: `/api/v1/Cargo/${demo.id}` })).json()).toEqual(demo);
  });
});

describe('OpenAPI', () => {
  it('documents every call of the accounts and categories-skills features', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const expected: [string, string][] = [
      ['get', '/api/v1/Departamento'],
      ['post', '/api/v1/Departamento'],
      ['get', '/api/v1/Departamento/{id}'],
      ['put', '/api/v1/Departamento/{id}'],
      ['delete', '/api/v1/Departamento/{id}'],
      ['get', '/api/v1/Departamento/Basic'],
      ['get', '/api/v1/Cargo'],
      ['post', '/api/v1/Cargo'],
      ['get', '/api/v1/Cargo/{id}'],
      ['put', '/api/v1/Cargo/{id}'],
      ['delete', '/api/v1/Cargo/{id}'],
      ['get', '/api/v1/Cargo/Basic'],
      ['get', '/api/v1/Cargo/csv'],
      ['get', '/api/v1/Competencia/Basic'],
      ['get', '/api/v1/Competencia/GetAllBySection/{id}'],
      ['get', '/api/v1/Competencia'],
      ['get', '/api/v1/Competencia/{id}'],
      ['post', '/api/v1/Competencia'],
      ['put', '/api/v1/Competencia/{id}'],
      ['delete', '/api/v1/Competencia/{id}'],
      ['get', '/api/v1/Categoria/Basic'],
      ['get', '/api/v1/Categoria'],
      ['get', '/api/v1/Categoria/{id}'],
      ['post', '/api/v1/Categoria'],
      ['put', '/api/v1/Categoria/{id}'],
      ['delete', '/api/v1/Categoria/{id}'],
    ];
    for (const [method, path] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
