import { and, count, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@plataforma/shared';
import type { AchievementsResponse, Challenge, ChallengeInput, MyRanking, RankingResponse, Rule } from '@plataforma/shared/gamification';
import { conquista, desafio, pontuacao } from '../../db/schema';
import { emitEnrolmentCompleted } from '../enrolment';
import { login, type TestApp } from '../../test/build-test-app';
import { enrolDirectly } from '../../test/classroom-kit';
import { ACME, ADMIN, enrolmentKit, type Call } from '../../test/enrolment-kit';
import { pointsOf } from './index';

const k = enrolmentKit('gamification');
const { as, admin, unique, messages, object, course, person, unit, placePerson } = k;

let t!: TestApp;
beforeAll(() => {
  t = k.app();
});

const URL = '/api/v1/Desafio';
const DAY = 86_400_000;
/** A JSON array body (the content association takes a bare list of ids). */
const idsBody = (ids: string[]) => Buffer.from(JSON.stringify(ids));
const json = { 'content-type': 'application/json' };
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const create = async (input: Partial<ChallengeInput>, who = ADMIN) => {
  const res = await as(who, {
    method: 'POST',
    url: URL,
    payload: { name: unique('Desafio'), environment: 'Conteudo', typeContent: 'Curso', rules: [{ rule: 'CursoConcluido', points: 100 }], initDate: day(-1), endDate: day(30), ...input },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Challenge>();
};

/** A course of one object, the person enrolled (optionally long ago). */
const enrolledCourse = async (userId: string, dataInscricao = new Date()) => {
  const m = await object(ADMIN, { duration: 60 });
  const c = await course({ itens: [{ midiaId: m.id }] });
  await enrolDirectly(t.database, t.tenants.demo, userId, { tipo: 'curso', id: c.id }, { dataInscricao });
  return { c, m };
};
const finish = (email: string, midiaId: string, cursoId: string) =>
  as(email, { method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId, percentualProgresso: 100, cursoId } });

const myRanking = async (email: string, query = '') => {
  const res = await as(email, { method: 'GET', url: `${URL}/MeuRanking${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyRanking>();
};
const trophies = async (email: string, query = '') => {
  const res = await as(email, { method: 'GET', url: `${URL}/Conquistas${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AchievementsResponse>();
};

describe('challenges', () => {
  it('creates, lists, updates, associates content and deletes with a reason kept for audit', async () => {
    const c1 = await course();
    const c2 = await course();
    const created = await create({ courseIds: [c1.id], dateFinish: 0, rules: [{ rule: 'CursoConcluido', points: 100 }, { rule: 'MidiaConcluida', points: 5, description: 'Cada vídeo' }] });
    expect(created).toMatchObject({ environment: 'Conteudo', typeContent: 'Curso', courseIds: [c1.id], formationIds: [], dateFinish: 0, active: true, nome: created.name, dataInicio: day(-1), dataFim: day(30) });
    expect(created.rules).toEqual([
      { rule: 'CursoConcluido', points: 100, description: null, environment: 'Conteudo' },
      { rule: 'MidiaConcluida', points: 5, description: 'Cada vídeo', environment: 'Conteudo' },
    ]);
    const list = await admin({ method: 'GET', url: `${URL}?search=${encodeURIComponent(created.name)}` });
    expect(list.json<Paged<Challenge>>()).toMatchObject({ totalItems: 1, data: [{ id: created.id }] });

    const put = await admin({ method: 'PUT', url: `${URL}/${created.id}`, payload: { ...created, dateFinish: 7, active: false } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Challenge>()).toMatchObject({ dateFinish: 7, active: false });

    const assoc = await admin({ method: 'PUT', url: `${URL}/${created.id}/UpdateDesafioCursosFormacoes/curso`, payload: idsBody([c2.id, c1.id]), headers: json });
    expect(assoc.statusCode, assoc.body).toBe(200);
    expect(assoc.json<Challenge>().courseIds.sort()).toEqual([c1.id, c2.id].sort());
    const emptied = await admin({ method: 'PUT', url: `${URL}/${created.id}/UpdateDesafioCursosFormacoes/curso`, payload: idsBody([]), headers: json });
    expect(emptied.statusCode).toBe(400);
    expect(messages(emptied.body)).toEqual(['O desafio precisa de um item associado.']);

    const noReason = await admin({ method: 'DELETE', url: `${URL}/${created.id}`, payload: { motivo: ' ' } });
    expect(noReason.statusCode).toBe(400);
    const del = await admin({ method: 'DELETE', url: `${URL}/${created.id}`, payload: { motivo: 'Campanha cancelada' } });
    expect(del.statusCode, del.body).toBe(200);
    expect((await admin({ method: 'GET', url: `${URL}?search=${encodeURIComponent(created.name)}` })).json<Paged<Challenge>>().totalItems).toBe(0);
    const [kept] = await t.database.system((tx) => tx.select().from(desafio).where(eq(desafio.id, created.id)));
    expect(kept).toMatchObject({ motivoExclusao: 'Campanha cancelada', excluidoPorId: await t.userId(ADMIN) });
    expect(kept!.excluidoEm).not.toBeNull();
    expect((await admin({ method: 'PUT', url: `${URL}/${created.id}`, payload: created })).statusCode).toBe(404);
  });

  it("refuses a challenge without an item or with points not above zero, in the spec's words", async () => {
    const bad = async (payload: Partial<ChallengeInput>, lang = 'pt') => {
      const res = await as(ADMIN, {
        method: 'POST',
        url: URL,
        headers: { 'accept-language': lang },
        payload: { name: 'Inválido', environment: 'Conteudo', typeContent: 'Curso', courseIds: [], rules: [{ rule: 'CursoConcluido', points: 10 }], initDate: day(0), endDate: day(1), ...payload },
      });
      expect(res.statusCode).toBe(400);
      return res.json<{ notifications: { message: string; field?: string }[] }>().notifications[0];
    };
    expect(await bad({})).toEqual({ message: 'O desafio precisa de um item associado.', field: 'courseIds' });
    expect(await bad({}, 'en')).toEqual({ message: 'The challenge needs an associated item.', field: 'courseIds' });
    const c = await course();
    expect(await bad({ courseIds: [c.id], rules: [{ rule: 'CursoConcluido', points: 0 }] })).toEqual({ message: 'A pontuação deve ser maior que zero.', field: 'rules.0.points' });
    expect(await bad({ courseIds: [c.id], rules: [] })).toMatchObject({ message: 'O desafio precisa de um item associado.' });
    const acmeCourse = (await as(ACME, { method: 'POST', url: '/api/v1/curso', payload: { titulo: unique('Curso Acme') } })).json<{ id: string }>().id;
    const foreign = await admin({ method: 'POST', url: URL, payload: { name: 'X', environment: 'Conteudo', typeContent: 'Curso', courseIds: [acmeCourse], rules: [{ rule: 'CursoConcluido', points: 1 }], initDate: day(0), endDate: day(1) } });
    expect(foreign.statusCode).toBe(422);
    expect((await admin({ method: 'GET', url: `${URL}?search=Inv%C3%A1lido` })).json<Paged<Challenge>>().totalItems).toBe(0);
  });

  it('lists the rules of an environment with default points and descriptions', async () => {
    const res = await admin({ method: 'GET', url: `${URL}/Regra?ambiente=Plataforma` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Rule[]>().map((r) => [r.rule, r.points, r.description])).toEqual([
      ['CertificadoExternoAprovado', 50, 'Ter um certificado externo aprovado'],
      ['AcessoDiario', 5, 'Acessar a plataforma no dia'],
      ['PerfilCompleto', 20, 'Completar o perfil'],
    ]);
    expect((await admin({ method: 'GET', url: `${URL}/Regra` })).json<Rule[]>()).toHaveLength(8);
  });

  it("needs 'Desafios' to manage and hides other companies' challenges and people", async () => {
    const learner = await person();
    for (const call of [
      { method: 'GET', url: URL },
      { method: 'POST', url: URL, payload: {} },
      { method: 'GET', url: `${URL}/Regra` },
    ] as Call[]) {
      expect((await as(learner.email, call)).statusCode, call.url).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `${URL}/RankingGeral` })).statusCode).toBe(401);
    const noGame = await person({ funcionalidades: ['Aprendizado'] });
    expect((await as(noGame.email, { method: 'GET', url: `${URL}/RankingGeral` })).statusCode).toBe(403);
    // Another person's trophies: only for who manages challenges.
    expect((await as(learner.email, { method: 'GET', url: `${URL}/Conquistas?usuarioId=${await t.userId(ADMIN)}` })).statusCode).toBe(403);

    const c = await course();
    const mine = await create({ courseIds: [c.id] });
    for (const call of [
      { method: 'PUT', url: `${URL}/${mine.id}`, payload: mine },
      { method: 'DELETE', url: `${URL}/${mine.id}`, payload: { motivo: 'x' } },
      { method: 'PUT', url: `${URL}/${mine.id}/UpdateDesafioCursosFormacoes/curso`, payload: idsBody([]), headers: json },
    ] as Call[]) {
      expect((await as(ACME, call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await as(ACME, { method: 'GET', url: `${URL}?search=${encodeURIComponent(mine.name)}` })).json<Paged<Challenge>>().totalItems).toBe(0);
    const demoUser = await t.userId(ADMIN);
    expect((await as(ACME, { method: 'GET', url: `${URL}/MeuRanking?UsuarioId=${demoUser}` })).statusCode).toBe(404);
    expect((await as(ACME, { method: 'GET', url: `${URL}/Conquistas?usuarioId=${demoUser}` })).statusCode).toBe(404);
    const demoUnit = await unit();
    expect((await as(ACME, { method: 'GET', url: `${URL}/RankingGeral?unidadeDeNegocioId=${demoUnit}` })).statusCode).toBe(404);
  });
});

describe('scoring', () => {
  it('scores a completed course once, even when the completion is raised twice, and records the trophy', async () => {
    const p = await person();
    const { c, m } = await enrolledCourse(p.id);
    const challenge = await create({ courseIds: [c.id], rules: [{ rule: 'CursoConcluido', points: 100 }, { rule: 'MidiaConcluida', points: 7 }] });
    expect((await myRanking(p.email)).rank).toBeNull();

    expect((await finish(p.email, m.id, c.id)).statusCode).toBe(200);
    expect((await finish(p.email, m.id, c.id)).statusCode).toBe(200);
    // The same event told again (a replay) changes nothing.
    await t.database.inTenant(t.tenants.demo, (tx) =>
      emitEnrolmentCompleted(tx, {
        tenantId: t.tenants.demo,
        usuarioId: p.id,
        inscricaoId: '00000000-0000-4000-8000-000000000000',
        tipo: 'curso',
        cursoId: c.id,
        formacaoId: null,
        status: 'completed',
        previousStatus: 'in-progress',
        aproveitamento: null,
        dataInscricao: new Date(),
        concluidoEm: new Date(),
      }),
    );
    const me = await myRanking(p.email);
    expect(me).toMatchObject({ score: 107, trophies: 2 });
    expect(me.rank).toBeGreaterThanOrEqual(1);
    expect(await t.database.inTenant(t.tenants.demo, (tx) => pointsOf(tx, t.tenants.demo, p.id))).toBe(107);
    const list = await trophies(p.email);
    expect(list.totalItems).toBe(2);
    expect(list.data.map((x) => [x.rule, x.score, x.environment, x.challengeName]).sort()).toEqual(
      [
        ['CursoConcluido', 100, 'Conteudo', challenge.name],
        ['MidiaConcluida', 7, 'Conteudo', challenge.name],
      ].sort(),
    );
    expect(list.data.find((x) => x.rule === 'CursoConcluido')!.contentName).toBe(c.titulo);
    const rows = await t.database.system((tx) => tx.select().from(conquista).where(eq(conquista.usuarioId, p.id)));
    expect(rows).toHaveLength(2);
  });

  it('does not score a person outside the segmentations, nor after the end, nor past the days to complete', async () => {
    const inside = await person();
    const outside = await person();
    const seg = (await admin({ method: 'POST', url: '/api/v1/Segmentacao', payload: { nome: unique('Público'), usuariosIds: [inside.id] } })).json<{ id: string }>().id;
    const a = await enrolledCourse(inside.id);
    const b = await enrolledCourse(outside.id);
    await create({ courseIds: [a.c.id, b.c.id], segmentationsIds: [seg] });
    await finish(inside.email, a.m.id, a.c.id);
    await finish(outside.email, b.m.id, b.c.id);
    expect((await myRanking(inside.email)).score).toBe(100);
    expect(await myRanking(outside.email)).toMatchObject({ score: 0, rank: null, trophies: 0 });

    const late = await person();
    const ended = await enrolledCourse(late.id);
    await create({ courseIds: [ended.c.id], initDate: day(-30), endDate: day(-1) });
    await finish(late.email, ended.m.id, ended.c.id);
    expect((await myRanking(late.email)).score).toBe(0);

    const slow = await person();
    const old = await enrolledCourse(slow.id, new Date(Date.now() - 10 * DAY));
    await create({ courseIds: [old.c.id], initDate: day(-30), dateFinish: 5 });
    await finish(slow.email, old.m.id, old.c.id);
    expect((await myRanking(slow.email)).score).toBe(0);

    const quick = await person();
    const recent = await enrolledCourse(quick.id, new Date(Date.now() - 5 * DAY));
    await create({ courseIds: [recent.c.id], initDate: day(-30), dateFinish: 5 });
    await finish(quick.email, recent.m.id, recent.c.id);
    expect((await myRanking(quick.email)).score).toBe(100);
  });

  it('scores the daily access once a day on sign-in and renewal', async () => {
    const p = await person();
    const u = await unit();
    await placePerson(p.id, { unidadeDeNegocioId: u });
    const daily = await create({ environment: 'Plataforma', typeContent: null, courseIds: [], rules: [{ rule: 'AcessoDiario', points: 3 }] });
    await login(t.app, p.email);
    await login(t.app, p.email);
    const list = await trophies(p.email);
    expect(list.data.map((x) => [x.rule, x.score, x.environment, x.contentName])).toEqual([['AcessoDiario', 3, 'Plataforma', null]]);
    // The first award records the person's unit: they lead the unit's ranking.
    expect(await myRanking(p.email, `?UnidadeDeNegocioId=${u}`)).toMatchObject({ rank: 1, score: 3 });
    // Deleted, it scores no more (and the people of the next tests start from nothing).
    expect((await admin({ method: 'DELETE', url: `${URL}/${daily.id}`, payload: { motivo: 'Fim do teste' } })).statusCode).toBe(200);
    const q = await person();
    expect((await myRanking(q.email)).score).toBe(0);
    expect((await trophies(p.email)).totalItems).toBe(1);
  });
});

describe('rankings', () => {
  it('ranks by points (ties share a rank, earlier first), per business unit, paged, and shows the person outside the page', async () => {
    const u = await unit();
    const people = await Promise.all([person(), person(), person(), person()]);
    const [a, b, c, d] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const set = (id: string, pontos: number, at: string) =>
      t.database.system((tx) => tx.insert(pontuacao).values({ tenantId: t.tenants.demo, usuarioId: id, pontos, conquistas: 1, alcancadoEm: new Date(at) }));
    await set(a.id, 500_000, '2026-01-02T00:00:00Z');
    await set(b.id, 500_000, '2026-01-01T00:00:00Z');
    await set(c.id, 400_000, '2026-01-01T00:00:00Z');
    // d has no points: Indefinido, and not listed.
    // They move into the unit after scoring: the score totals follow the person's unit.
    for (const p of people) await placePerson(p.id, { unidadeDeNegocioId: u });

    const page1 = await as(a.email, { method: 'GET', url: `${URL}/RankingGeral?unidadeDeNegocioId=${u}&page=1&size=2` });
    expect(page1.statusCode, page1.body).toBe(200);
    const r1 = page1.json<RankingResponse>();
    expect(r1).toMatchObject({ totalItems: 3, totalPages: 2, pageNumber: 1, pageSize: 2 });
    expect(r1.data.map((e) => [e.usuarioId, e.rank, e.score])).toEqual([
      [b.id, 1, 500_000],
      [a.id, 1, 500_000],
    ]);
    const r2 = (await as(a.email, { method: 'GET', url: `${URL}/RankingGeral?unidadeDeNegocioId=${u}&page=2&size=2` })).json<RankingResponse>();
    expect(r2.data.map((e) => [e.usuarioId, e.rank])).toEqual([[c.id, 2]]);

    // The same people lead the general ranking (no one else has that many points).
    const general = (await as(a.email, { method: 'GET', url: `${URL}/RankingGeral?size=3` })).json<RankingResponse>();
    expect(general.data.map((e) => [e.usuarioId, e.rank])).toEqual([
      [b.id, 1],
      [a.id, 1],
      [c.id, 2],
    ]);

    expect(await myRanking(c.email, `?UnidadeDeNegocioId=${u}`)).toMatchObject({ rank: 2, score: 400_000, unidadeDeNegocioId: u });
    expect((await myRanking(d.email, `?UnidadeDeNegocioId=${u}`)).rank).toBeNull();
    const otherUnit = await unit();
    expect((await myRanking(c.email, `?UnidadeDeNegocioId=${otherUnit}`)).rank).toBeNull();
    // c moves to the other unit: first there, gone from the first unit's ranking.
    await placePerson(c.id, { unidadeDeNegocioId: otherUnit });
    expect(await myRanking(c.email, `?UnidadeDeNegocioId=${otherUnit}`)).toMatchObject({ rank: 1, score: 400_000 });
    const left = (await as(a.email, { method: 'GET', url: `${URL}/RankingGeral?unidadeDeNegocioId=${u}&size=10` })).json<RankingResponse>();
    expect(left.data.map((e) => e.usuarioId)).toEqual([b.id, a.id]);
    expect(left.totalItems).toBe(2);
    // The kept counts match the totals, also after a total is removed.
    const ranked = async () =>
      (await t.database.system((tx) => tx.select({ n: count() }).from(pontuacao).where(and(eq(pontuacao.tenantId, t.tenants.demo), gt(pontuacao.pontos, 0)))))[0]!.n;
    const totalOf = async (query = '') => (await as(a.email, { method: 'GET', url: `${URL}/RankingGeral?size=1${query}` })).json<RankingResponse>().totalItems;
    expect(await totalOf()).toBe(await ranked());
    await t.database.system((tx) => tx.delete(pontuacao).where(eq(pontuacao.usuarioId, a.id)));
    expect(await totalOf(`&unidadeDeNegocioId=${u}`)).toBe(1);
    expect(await totalOf()).toBe(await ranked());
    // An administrator reads another person's standing.
    expect((await myRanking(ADMIN, `?UsuarioId=${c.id}`)).score).toBe(400_000);
  });

  it('pages the trophies (page 0 and 1 are the first; size 6 by default)', async () => {
    const p = await person();
    const challenge = await create({ environment: 'Plataforma', typeContent: null, courseIds: [], rules: [{ rule: 'AcessoDiario', points: 1 }] });
    await t.database.system((tx) =>
      tx.insert(conquista).values(
        Array.from({ length: 8 }, (_, i) => ({ tenantId: t.tenants.demo, usuarioId: p.id, desafioId: challenge.id, regra: 'AcessoDiario' as const, assunto: `acesso:2026-01-0${i + 1}`, pontos: 1, ambiente: 'Plataforma' as const, data: new Date(`2026-01-0${i + 1}T10:00:00Z`) })),
      ),
    );
    const first = await trophies(p.email);
    expect(first).toMatchObject({ totalItems: 8, pageSize: 6, pageNumber: 1, totalPages: 2 });
    expect(first.data[0]!.date).toBe('2026-01-08T10:00:00.000Z');
    expect((await trophies(p.email, '?page=1&size=6')).data).toEqual(first.data);
    expect((await trophies(p.email, '?page=2&size=6')).data.map((x) => x.date)).toEqual(['2026-01-02T10:00:00.000Z', '2026-01-01T10:00:00.000Z']);
    const rows = await t.database.system((tx) => tx.select().from(conquista).where(and(eq(conquista.usuarioId, p.id), eq(conquista.desafioId, challenge.id))));
    expect(rows).toHaveLength(8);
  });
});
