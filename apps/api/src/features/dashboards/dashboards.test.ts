import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardPerson, LearnerDashboard, ManagerDashboard } from '@plataforma/shared/dashboards';
import type { Paged } from '@plataforma/shared';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';

/**
 * A team whose figures are counted by hand below (not by the panels' SQL):
 *   manager M; A and B report to M, C reports to A (so the team of M is A, B, C); O reports to nobody.
 *   Departments D1 (A, C, O) and D2 (B); unit U1 (A).
 *   Courses: K1 120 min, mandatory, 10 days to conclude; K2 60 min; K3 90 min, mandatory, 20 days.
 *   Enrolments:
 *     A-K1 approved (enrolled 2026-03-01, concluded 2026-03-10), A-K2 on-going 50 % (2026-03-05),
 *     A-K3 not started (5 days ago: due in 15 days), B-K1 not started (2026-01-01: overdue),
 *     B-K2 not started (2026-01-02), C-K2 completed (2026-04-01, concluded 2026-04-02), O-K1 approved (2026-03-01).
 *   Attempts: A approved 80 and failed 40 (March), C awaiting correction (April), O approved 100.
 *   A holds one certificate (K1, issued 2026-03-10).
 */
let t: TestApp;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const run = (query: ReturnType<typeof sql>) => t.database.system((tx) => tx.execute(query));
const one = async (query: ReturnType<typeof sql>): Promise<string> => {
  const result: unknown = await run(query);
  const rows = Array.isArray(result) ? (result as { id: string }[]) : (result as { rows: { id: string }[] }).rows;
  if (!rows[0]) throw new Error('no row');
  return rows[0].id;
};

beforeAll(async () => {
  t = await buildTestApp();
  const demo = t.tenants.demo;
  const tag = Date.now().toString(36);
  ids.D1 = await one(sql`insert into departamento (tenant_id, nome) values (${demo}, ${`Painel D1 ${tag}`}) returning id`);
  ids.D2 = await one(sql`insert into departamento (tenant_id, nome) values (${demo}, ${`Painel D2 ${tag}`}) returning id`);
  ids.U1 = await one(sql`insert into unidade_de_negocio (tenant_id, nome) values (${demo}, ${`Painel U1 ${tag}`}) returning id`);
  const person = async (key: string, nome: string, group: 'Aluno' | 'Gestor' | 'Administrador') => {
    const created = await createPerson(t, { nome, accounts: [{ tenant: 'demo', group }] });
    ids[key] = created.accounts.demo;
    tokens[key] = (await login(t.app, created.email)).access_token;
  };
  await person('M', `Marta Gestora ${tag}`, 'Gestor');
  await person('M2', `Mauro Gestor ${tag}`, 'Gestor');
  await person('ADM', `Alice Admin ${tag}`, 'Administrador');
  await person('A', `Ana ${tag}`, 'Aluno');
  await person('B', `Bruno ${tag}`, 'Aluno');
  await person('C', `Carla ${tag}`, 'Aluno');
  await person('O', `Otto ${tag}`, 'Aluno');
  await run(sql`update usuario set classificacao = 'manager' where id in (${ids.M}, ${ids.M2})`);
  await run(sql`update usuario set classificacao = 'admin' where id = ${ids.ADM}`);
  await run(sql`update usuario set superior_direto_id = ${ids.M}, departamento_id = ${ids.D1}, unidade_de_negocio_id = ${ids.U1} where id = ${ids.A}`);
  await run(sql`update usuario set superior_direto_id = ${ids.M}, departamento_id = ${ids.D2} where id = ${ids.B}`);
  await run(sql`update usuario set superior_direto_id = ${ids.A}, departamento_id = ${ids.D1} where id = ${ids.C}`);
  await run(sql`update usuario set departamento_id = ${ids.D1} where id = ${ids.O}`);

  const course = (titulo: string, minutes: number, mandatory: boolean, days: number) =>
    one(sql`insert into curso (tenant_id, titulo, carga_horaria, obrigatorio, limite_de_dias_para_conclusao) values (${demo}, ${titulo}, ${minutes}, ${mandatory}, ${days}) returning id`);
  ids.K1 = await course(`K1 ${tag}`, 120, true, 10);
  ids.K2 = await course(`K2 ${tag}`, 60, false, 0);
  ids.K3 = await course(`K3 ${tag}`, 90, true, 20);
  const enrol = (who: string, what: string, status: string, percentual: number, enrolled: string | null, concluded: string | null) =>
    run(sql`insert into inscricao (tenant_id, usuario_id, tipo, curso_id, status, percentual, data_inscricao, concluido_em)
            values (${demo}, ${ids[who]}, 'curso', ${ids[what]}, ${status}, ${percentual},
                    ${enrolled ? sql`${enrolled}::timestamptz` : sql`now() - interval '5 days'`}, ${concluded ? sql`${concluded}::timestamptz` : sql`null`})`);
  await enrol('A', 'K1', 'approved', 100, '2026-03-01T12:00:00Z', '2026-03-10T12:00:00Z');
  await enrol('A', 'K2', 'on-going', 50, '2026-03-05T12:00:00Z', null);
  await enrol('A', 'K3', 'not-started', 0, null, null);
  await enrol('B', 'K1', 'not-started', 0, '2026-01-01T12:00:00Z', null);
  await enrol('B', 'K2', 'not-started', 0, '2026-01-02T12:00:00Z', null);
  await enrol('C', 'K2', 'completed', 100, '2026-04-01T12:00:00Z', '2026-04-02T12:00:00Z');
  await enrol('O', 'K1', 'approved', 100, '2026-03-01T12:00:00Z', '2026-03-10T12:00:00Z');

  const avaliacaoId = await one(sql`insert into avaliacao (tenant_id, titulo, tipo, nota_minima) values (${demo}, ${`Prova ${tag}`}, 'Aprendizagem', 70) returning id`);
  const attempt = (who: string, n: number, status: string, nota: number | null, finished: string) =>
    run(sql`insert into usuario_avaliacao (tenant_id, usuario_id, avaliacao_id, tentativa, status, questoes_ids, nota, iniciado_em, finalizado_em)
            values (${demo}, ${ids[who]}, ${avaliacaoId}, ${n}, ${status}, '{}'::uuid[], ${nota}, ${finished}::timestamptz, ${finished}::timestamptz)`);
  await attempt('A', 1, 'Reprovado', 40, '2026-03-11T12:00:00Z');
  await attempt('A', 2, 'Aprovado', 80, '2026-03-12T12:00:00Z');
  await attempt('C', 1, 'PendenteDeCorrecao', null, '2026-04-03T12:00:00Z');
  await attempt('O', 1, 'Aprovado', 100, '2026-03-12T12:00:00Z');

  const certificadoId = await one(sql`insert into certificado (tenant_id, nome, tipo, json_certificado) values (${demo}, ${`Modelo ${tag}`}, 'Curso', '{}') returning id`);
  await run(sql`insert into certificado_usuario (tenant_id, certificado_id, usuario_id, tipo, curso_id, credencial, dados, emitido_em, concluido_em)
                values (${demo}, ${certificadoId}, ${ids.A}, 'Curso', ${ids.K1}, ${`P${tag}`.slice(0, 12).toUpperCase()}, '{}'::jsonb, '2026-03-10T12:00:00Z', '2026-03-10T12:00:00Z')`);
});
afterAll(async () => {
  await t?.close();
});

const manager = async (who: string, filters: object = {}) => {
  const res = await callAs(t.app, tokens[who], { method: 'POST', url: '/api/v1/DashboardGestor', payload: filters });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ManagerDashboard>();
};
const noStatuses = { 'not-started': 0, 'on-going': 0, completed: 0, approved: 0, failed: 0, expired: 0 };

describe('POST /api/v1/DashboardGestor', () => {
  it("gives a manager their team's figures, down the supervisor chain and never anyone else", async () => {
    const panel = await manager('M');
    expect(panel.escopo).toBe('team');
    expect(panel.pessoas).toEqual({ ativas: 3, inativas: 0 });
    expect(panel.totalInscricoes).toBe(6);
    expect(panel.inscricoesPorStatus).toEqual({ ...noStatuses, approved: 1, 'on-going': 1, 'not-started': 3, completed: 1 });
    expect(panel.taxaDeConclusao).toBe(33); // 2 of 6
    expect(panel.obrigatoriosAtrasados).toBe(1); // B-K1: 10 days from 2026-01-01 have passed
    expect(panel.maisConcluidos.map((c) => [c.id, c.inscritos, c.concluidos, c.taxa])).toEqual([
      [ids.K1, 2, 1, 50],
      [ids.K2, 3, 1, 33],
      [ids.K3, 1, 0, 0],
    ]);
    expect(panel.menosConcluidos.map((c) => c.id)).toEqual([ids.K3, ids.K2, ids.K1]);
    expect(panel.avaliacoes).toEqual({ aprovadas: 1, reprovadas: 1, pendentesDeCorrecao: 1, notaMedia: 60 });
    expect(panel.horasPorUnidade).toEqual([
      { id: ids.U1, nome: expect.stringContaining('Painel U1'), minutos: 120, pessoas: 1 },
      { id: null, nome: null, minutos: 60, pessoas: 2 },
    ]);
    expect(panel.horasPorDepartamento).toEqual([
      { id: ids.D1, nome: expect.stringContaining('Painel D1'), minutos: 180, pessoas: 2 },
      { id: ids.D2, nome: expect.stringContaining('Painel D2'), minutos: 0, pessoas: 1 },
    ]);
  });

  it('counts enrolments and conclusions per month of the range, months without any included', async () => {
    const panel = await manager('M', { DataInicio: '2026-01-01', DataFim: '2026-04-30' });
    expect(panel.porMes).toEqual([
      { mes: '2026-01', inscricoes: 2, concluidas: 0 },
      { mes: '2026-02', inscricoes: 0, concluidas: 0 },
      { mes: '2026-03', inscricoes: 2, concluidas: 1 },
      { mes: '2026-04', inscricoes: 1, concluidas: 1 },
    ]);
  });

  it('narrows by department, date range, content and person, combined', async () => {
    const d1 = await manager('M', { DepartamentoIds: [ids.D1] });
    expect(d1.pessoas.ativas).toBe(2); // A and C
    expect([d1.totalInscricoes, d1.taxaDeConclusao]).toEqual([4, 50]);
    const march = await manager('M', { DataInicio: '2026-03-01', DataFim: '2026-03-31' });
    expect([march.totalInscricoes, march.taxaDeConclusao]).toEqual([2, 50]); // A-K1, A-K2
    expect(march.avaliacoes).toEqual({ aprovadas: 1, reprovadas: 1, pendentesDeCorrecao: 0, notaMedia: 60 });
    expect(march.horasPorDepartamento.find((g) => g.id === ids.D1)?.minutos).toBe(120); // C concluded in April
    const combined = await manager('M', { DepartamentoIds: [ids.D1], ConteudoIds: [ids.K2], UsuariosIds: [ids.C, ids.B] });
    expect(combined.pessoas.ativas).toBe(1); // C (B is in D2)
    expect(combined.inscricoesPorStatus).toEqual({ ...noStatuses, completed: 1 });
    const empty = await manager('M', { CargoIds: [], DataInicio: '2027-01-01' });
    expect(empty.totalInscricoes).toBe(0);
  });

  it('gives an administrator the company; a manager without a team sees nothing', async () => {
    const admin = await manager('ADM', { DepartamentoIds: [ids.D1] });
    expect(admin.escopo).toBe('company');
    expect(admin.pessoas.ativas).toBe(3); // A, C and O
    expect(admin.totalInscricoes).toBe(5);
    expect(admin.avaliacoes.aprovadas).toBe(2);
    const lonely = await manager('M2');
    expect(lonely).toMatchObject({ escopo: 'team', pessoas: { ativas: 0, inativas: 0 }, totalInscricoes: 0, taxaDeConclusao: 0, maisConcluidos: [] });
  });

  it("refuses learners, bad filters and another company's ids", async () => {
    expect((await callAs(t.app, tokens.A, { method: 'POST', url: '/api/v1/DashboardGestor', payload: {} })).statusCode).toBe(403);
    const reversed = await callAs(t.app, tokens.M, { method: 'POST', url: '/api/v1/DashboardGestor', payload: { DataInicio: '2026-02-01', DataFim: '2026-01-01' } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().notifications[0].message).toBe('A data inicial deve ser anterior ou igual à data final.');
    expect((await callAs(t.app, tokens.M, { method: 'POST', url: '/api/v1/DashboardGestor', payload: { DepartamentoIds: ['x'] } })).statusCode).toBe(400);
    const acme = (await login(t.app, 'admin@acme.local')).access_token;
    const foreign = await callAs(t.app, acme, { method: 'POST', url: '/api/v1/DashboardGestor', payload: { DepartamentoIds: [ids.D1] } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().details).toMatchObject({ field: 'DepartamentoIds', ids: [ids.D1] });
    // An acme administrator's company figures never hold a demo person.
    const people = await callAs(t.app, acme, { method: 'POST', url: '/api/v1/DashboardGestor/Pessoas', payload: { pageSize: 100 } });
    expect(people.json<Paged<DashboardPerson>>().data.map((p) => p.id)).not.toContain(ids.A);
  });
});

describe('POST /api/v1/DashboardGestor/Pessoas', () => {
  it("pages the team's people by name with their progress", async () => {
    const res = await callAs(t.app, tokens.M, { method: 'POST', url: '/api/v1/DashboardGestor/Pessoas', payload: { pageNumber: 1, pageSize: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Paged<DashboardPerson>>();
    expect([page.totalItems, page.totalPages]).toEqual([3, 2]);
    expect(page.data.map((p) => p.id)).toEqual([ids.A, ids.B]);
    expect(page.data[0]).toMatchObject({ inscricoes: 3, concluidas: 1, atrasadas: 0, progressoMedio: 50, minutosConcluidos: 120, unidadeDeNegocio: expect.stringContaining('Painel U1') });
    expect(page.data[1]).toMatchObject({ inscricoes: 2, concluidas: 0, atrasadas: 1, progressoMedio: 0, minutosConcluidos: 0 });
    const last = (await callAs(t.app, tokens.M, { method: 'POST', url: '/api/v1/DashboardGestor/Pessoas', payload: { pageNumber: 9, pageSize: 2 } })).json<Paged<DashboardPerson>>();
    expect([last.pageNumber, last.data.map((p) => p.id)]).toEqual([2, [ids.C]]);
  });
});

describe('GET /api/v1/DashboardGestor/Conteudos', () => {
  it("offers the company's active courses and trails by title", async () => {
    const res = await callAs(t.app, tokens.M, { method: 'GET', url: `/api/v1/DashboardGestor/Conteudos?search=${encodeURIComponent('K2 ')}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ id: ids.K2, tipo: 'curso', titulo: expect.stringMatching(/^K2 /) }]);
    expect((await callAs(t.app, tokens.A, { method: 'GET', url: '/api/v1/DashboardGestor/Conteudos' })).statusCode).toBe(403);
  });
});

describe('POST /api/v1/DashboardAluno', () => {
  it("gives the person their own figures only", async () => {
    const res = await callAs(t.app, tokens.A, { method: 'POST', url: '/api/v1/DashboardAluno', payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const panel = res.json<LearnerDashboard>();
    expect(panel.classificacao).toBe('student');
    expect(panel.inscricoesPorStatus).toEqual({ ...noStatuses, approved: 1, 'on-going': 1, 'not-started': 1 });
    expect([panel.totalInscricoes, panel.taxaDeConclusao, panel.minutosConcluidos]).toEqual([3, 33, 120]);
    expect(panel.obrigatoriosPendentes).toBe(1); // K3
    expect(panel.vencendoEmBreve.map((c) => [c.id, c.percentual])).toEqual([[ids.K3, 0]]);
    expect(panel.avaliacoes).toEqual({ aprovadas: 1, reprovadas: 1, pendentesDeCorrecao: 0, notaMedia: 60 });
    expect(panel.certificados).toBe(1);
  });

  it('takes the date range and ignores the person filters', async () => {
    const res = await callAs(t.app, tokens.A, { method: 'POST', url: '/api/v1/DashboardAluno', payload: { DataInicio: '2026-04-01', DataFim: '2026-04-30', UsuariosIds: [ids.O] } });
    const panel = res.json<LearnerDashboard>();
    expect([panel.totalInscricoes, panel.minutosConcluidos, panel.certificados]).toEqual([0, 0, 0]);
    const manager = (await callAs(t.app, tokens.M, { method: 'POST', url: '/api/v1/DashboardAluno' })).json<LearnerDashboard>();
    expect(manager).toMatchObject({ classificacao: 'manager', totalInscricoes: 0 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/DashboardAluno', payload: {} })).statusCode).toBe(401);
  });
});
