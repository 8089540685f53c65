import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassroomInfo, ClassroomItemResponse, ClassroomNextResponse } from '@plataforma/shared/classroom';
import type { Midia } from '@plataforma/shared/content';
import type { Curso, Formacao } from '@plataforma/shared/courses';
import type { ContentDetail } from '@plataforma/shared/learner';
import { translate } from '@plataforma/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/auth';
import { avaliacao, avaliacaoProgresso, inscricao, termoDeUso } from '../../db/schema';
import { emitAssessmentProgress, guardAssessment, type AssessmentRef } from '../assessments';
import { onEnrolmentCompleted, type EnrolmentCompleted } from '../enrolment';
import { buildTestApp, callAs, login, multipartFile, type TestApp } from '../../test/build-test-app';
import { enrolDirectly, progressRows, publishInSection, readEnrolment } from '../../test/classroom-kit';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> };

const filesDir = mkdtempSync(join(tmpdir(), 'classroom-'));
const token: Record<string, string> = {};
let t!: TestApp;
let aluno!: string;
let run = 0;

beforeAll(async () => {
  t = await buildTestApp({ filesDir });
  for (const email of ['admin@demo.local', 'aluno@demo.local', 'aluno@acme.local']) token[email] = (await login(t.app, email)).access_token;
  aluno = await t.userId('aluno@demo.local');
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const as = (who: string, call: Call) => callAs(t.app, token[who], call);
const admin = (call: Call) => as('admin@demo.local', call);
const learner = (call: Call) => as('aluno@demo.local', call);
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(run += 1)}`;
const messages = (body: string) => (JSON.parse(body) as { notifications: { message: string }[] }).notifications.map((n) => n.message);
const DAY = 86_400_000;

const object = async (): Promise<Midia> => {
  const res = await admin({ method: 'POST', url: '/api/v1/midia', payload: { nome: unique('Objeto'), tipo: 'link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 90 } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Midia>();
};
const course = async (payload: Record<string, unknown>): Promise<Curso> => {
  const res = await admin({ method: 'POST', url: '/api/v1/curso', payload: { titulo: unique('Curso'), ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Curso>();
};
const trail = async (payload: Record<string, unknown>): Promise<Formacao> => {
  const res = await admin({ method: 'POST', url: '/api/v1/formacao', payload: { titulo: unique('Trilha'), ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Formacao>();
};
const courseOf = async (n: number, extra: Record<string, unknown> = {}) => {
  const objects = await Promise.all(Array.from({ length: n }, () => object()));
  const c = await course({ itens: objects.map((o) => ({ midiaId: o.id })), ...extra });
  return { c, objects };
};
const term = () =>
  t.database.system(async (tx) => (await tx.insert(termoDeUso).values({ tenantId: t.tenants.demo, nome: unique('Termo'), conteudo: '<p>Aceito</p>', tipo: 'Learning' }).returning({ id: termoDeUso.id }))[0].id);

const classroom = async (tipo: string, id: string, who = 'aluno@demo.local') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/salaDeAula/${tipo}/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClassroomInfo>();
};
const itemCall = (tipo: string, id: string, midiaId: string, cursoId?: string) =>
  learner({ method: 'GET', url: `/api/v1/salaDeAula/${tipo}/${id}/item/${midiaId}${cursoId ? `?cursoId=${cursoId}` : ''}` });
const report = (midiaId: string, ctx: { cursoId?: string; formacaoId?: string }, percentualProgresso = 100) =>
  learner({ method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId, percentualProgresso, ...ctx } });
const enrolment = (ref: { tipo: 'curso' | 'formacao'; id: string }) => readEnrolment(t.database, t.tenants.demo, aluno, ref);

const LOCKED_PT = translate('classroom.itemLocked', 'pt');

describe('sequential course', () => {
  it('locks item 2 until item 1 is at 100: the item call and a report in context answer 403', async () => {
    const { c, objects } = await courseOf(2, { sequenciaObrigatoria: true });
    const [m1, m2] = objects;
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });

    const before = await classroom('curso', c.id);
    expect(before).toMatchObject({ tipo: 'curso', id: c.id, sequential: true, status: 'not-started', porcentagemDeConclusao: 0, etapas: [] });
    expect(before.itens.map((i) => [i.id, i.locked, i.lockReason, i.cursoId, i.formacaoId])).toEqual([
      [m1.id, false, null, c.id, null],
      [m2.id, true, 'sequence', c.id, null],
    ]);

    const lockedItem = await itemCall('curso', c.id, m2.id);
    expect(lockedItem.statusCode).toBe(403);
    expect(messages(lockedItem.body)).toEqual([LOCKED_PT]);
    expect(lockedItem.json<{ details: { code: string; lockReason: string } }>().details).toEqual({ code: 'classroom.itemLocked', lockReason: 'sequence' });
    const es = await learner({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}/item/${m2.id}`, headers: { 'accept-language': 'es' } });
    expect(messages(es.body)).toEqual([translate('classroom.itemLocked', 'es')]);
    const refused = await report(m2.id, { cursoId: c.id });
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([LOCKED_PT]);
    expect(await progressRows(t.database, t.tenants.demo, aluno, m2.id)).toEqual([]);

    // the first item opens with the player's info and the caller's progress in the course
    const first = await itemCall('curso', c.id, m1.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ClassroomItemResponse>()).toMatchObject({
      item: { id: m1.id, locked: false },
      midia: { id: m1.id, tipo: 'link', link: m1.link },
      progresso: { midiaId: m1.id, cursoId: c.id, formacaoId: null, percentualProgresso: 0 },
    });
    expect((await report(m1.id, { cursoId: c.id })).statusCode).toBe(200);

    const after = await classroom('curso', c.id);
    expect(after.itens.map((i) => [i.progress, i.locked])).toEqual([
      [100, false],
      [0, false],
    ]);
    expect((await itemCall('curso', c.id, m2.id)).statusCode).toBe(200);
    expect((await report(m2.id, { cursoId: c.id }, 40)).statusCode).toBe(200);
    const next = await learner({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}/proximo` });
    expect(next.json<ClassroomNextResponse>().item).toMatchObject({ id: m2.id, progress: 40 });
  });

  it('answers 404 for an object that is not an item of the content, and without context reports stay as before', async () => {
    const { c } = await courseOf(1);
    const stranger = await object();
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    expect((await itemCall('curso', c.id, stranger.id)).statusCode).toBe(404);
    expect((await report(stranger.id, { cursoId: c.id })).statusCode).toBe(404);
    expect((await report(stranger.id, {})).statusCode).toBe(200);
  });
});

describe('covers', () => {
  it('gives each object item the address of its card, which opens for the learner; null without one', async () => {
    const { c, objects } = await courseOf(2);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const body = multipartFile('arquivo', 'card.png', png, 'image/png');
    const card = await admin({ method: 'POST', url: `/api/v1/midia/${objects[0].id}/fileUpload/CardHorizontal`, payload: body.payload, headers: body.headers });
    expect(card.statusCode, card.body).toBe(200);
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    const info = (await learner({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}` })).json<ClassroomInfo>();
    expect(info.itens[0].cover).toMatch(new RegExp(`^/api/v1/midia/${objects[0].id}/acesso/`));
    expect(info.itens[1].cover).toBeNull();
    const image = await learner({ method: 'GET', url: info.itens[0].cover! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});

describe('release date', () => {
  it('locks everything while the release is ahead; a course released in the past opens', async () => {
    const future = new Date(Date.now() + 5 * DAY).toISOString();
    const { c, objects } = await courseOf(2, { parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora', dataHoraLiberacao: future } } });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    const info = await classroom('curso', c.id);
    expect(info).toMatchObject({ liberado: false, modoLiberacao: 'DataHora' });
    expect(new Date(info.dataHoraLiberacao!).toISOString()).toBe(future);
    expect(info.itens.map((i) => i.lockReason)).toEqual(['release', 'release']);
    expect((await itemCall('curso', c.id, objects[0].id)).statusCode).toBe(403);
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(403);
    expect((await learner({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}/proximo` })).json<ClassroomNextResponse>()).toEqual({ item: null });

    const past = new Date(Date.now() - DAY).toISOString();
    const open = await courseOf(1, { parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora', dataHoraLiberacao: past } } });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: open.c.id });
    expect((await classroom('curso', open.c.id)).itens[0]).toMatchObject({ locked: false, lockReason: null });
    expect((await itemCall('curso', open.c.id, open.objects[0].id)).statusCode).toBe(200);
    expect((await report(open.objects[0].id, { cursoId: open.c.id })).statusCode).toBe(200);
  });
});

describe('prerequisites', () => {
  it('locks the content until every prerequisite is complete', async () => {
    const a = await courseOf(1);
    const b = await courseOf(1, { parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [a.c.id] } } });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: b.c.id });
    const locked = await classroom('curso', b.c.id);
    expect(locked.prerequisitosPendentes).toEqual([{ tipo: 'curso', id: a.c.id, titulo: a.c.titulo, percentual: 0 }]);
    expect(locked.itens[0]).toMatchObject({ locked: true, lockReason: 'prerequisite' });
    expect((await report(b.objects[0].id, { cursoId: b.c.id })).statusCode).toBe(403);

    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: a.c.id });
    expect((await report(a.objects[0].id, { cursoId: a.c.id })).statusCode).toBe(200);
    const open = await classroom('curso', b.c.id);
    expect(open.prerequisitosPendentes).toEqual([]);
    expect(open.itens[0]).toMatchObject({ locked: false, lockReason: null });
    expect((await report(b.objects[0].id, { cursoId: b.c.id })).statusCode).toBe(200);
  });
});

describe('terms of use', () => {
  it('asks the introduction term before anything opens, and the conclusion term at 100', async () => {
    const [intro, conclusion] = [await term(), await term()];
    const { c, objects } = await courseOf(1, { termoDeUsoIntroducaoId: intro, termoDeUsoConclusaoId: conclusion });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    const before = await classroom('curso', c.id);
    expect(before.termoIntroducao).toMatchObject({ id: intro, conteudo: '<p>Aceito</p>', aceito: false, aceitoEm: null });
    expect(before.itens[0]).toMatchObject({ locked: true, lockReason: 'term' });
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(403);
    // the conclusion term waits for 100
    const early = await learner({ method: 'POST', url: `/api/v1/salaDeAula/curso/${c.id}/termo/conclusao/aceitar` });
    expect(early.statusCode).toBe(409);

    const accepted = await learner({ method: 'POST', url: `/api/v1/salaDeAula/curso/${c.id}/termo/introducao/aceitar` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { aceitoEm } = accepted.json<{ aceitoEm: string }>();
    expect((await enrolment({ tipo: 'curso', id: c.id }))?.termoIntroducaoAceitoEm?.toISOString()).toBe(aceitoEm);
    // accepting again keeps the first acceptance
    expect((await learner({ method: 'POST', url: `/api/v1/salaDeAula/curso/${c.id}/termo/introducao/aceitar` })).json<{ aceitoEm: string }>().aceitoEm).toBe(aceitoEm);
    expect((await classroom('curso', c.id)).itens[0]).toMatchObject({ locked: false, lockReason: null });

    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(200);
    expect(await classroom('curso', c.id)).toMatchObject({ porcentagemDeConclusao: 100, termoConclusaoPendente: true, termoConclusao: { id: conclusion, aceito: false } });
    expect((await learner({ method: 'POST', url: `/api/v1/salaDeAula/curso/${c.id}/termo/conclusao/aceitar` })).statusCode).toBe(200);
    expect(await classroom('curso', c.id)).toMatchObject({ termoConclusaoPendente: false, termoConclusao: { aceito: true } });
  });

  it('answers 404 for a term the content does not have', async () => {
    const { c } = await courseOf(1);
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    expect((await learner({ method: 'POST', url: `/api/v1/salaDeAula/curso/${c.id}/termo/introducao/aceitar` })).statusCode).toBe(404);
  });
});

describe('expired enrolment', () => {
  it('is read-only: the classroom and the items open, nothing can be reported', async () => {
    const { c, objects } = await courseOf(2, { limiteDeDiasParaConclusao: 30 });
    const enrolledAt = new Date(Date.now() - 31 * DAY);
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id }, { dataInscricao: enrolledAt });
    const info = await classroom('curso', c.id);
    expect(info).toMatchObject({ expirado: true, somenteLeitura: true, status: 'expired', timeLimit: 30 });
    expect(info.dataExpiracao).toBe(new Date(enrolledAt.getTime() + 30 * DAY).toISOString());
    expect(info.itens.map((i) => i.lockReason)).toEqual(['expired', 'expired']);
    expect((await itemCall('curso', c.id, objects[0].id)).statusCode).toBe(200);
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(403);
    expect(await progressRows(t.database, t.tenants.demo, aluno, objects[0].id)).toEqual([]);
  });

  it('a limit not reached yet keeps it open', async () => {
    const { c, objects } = await courseOf(1, { limiteDeDiasParaConclusao: 30 });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id }, { dataInscricao: new Date(Date.now() - 29 * DAY) });
    expect(await classroom('curso', c.id)).toMatchObject({ expirado: false, somenteLeitura: false });
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(200);
  });
});

describe('SCORM commits in a course', () => {
  it('count for the enrolment as reports do; while the locks refuse them (expired, not enrolled) the record is kept without progress', async () => {
    const created = await admin({ method: 'POST', url: '/api/v1/midia', payload: { nome: unique('SCORM'), tipo: 'scorm', scormType: 'scorm2004' } });
    expect(created.statusCode, created.body).toBe(201);
    const sco = created.json<Midia>();
    const c = await course({ limiteDeDiasParaConclusao: 30, itens: [{ midiaId: sco.id }, { midiaId: (await object()).id }] });
    const ref = { tipo: 'curso' as const, id: c.id };
    const inscricaoId = await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    const record = await learner({ method: 'POST', url: '/api/v1/scormacompanhamento', payload: { midiaId: sco.id, cursoId: c.id } });
    expect(record.statusCode, record.body).toBe(201);
    const commit = async (payload: Record<string, unknown>) => {
      const res = await learner({ method: 'PUT', url: `/api/v1/scormacompanhamento/${record.json<{ id: string }>().id}`, payload });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.json<Record<string, unknown>>();
    };
    const setEnrolment = (values: Partial<typeof inscricao.$inferInsert>) => t.database.system((tx) => tx.update(inscricao).set(values).where(eq(inscricao.id, inscricaoId)));
    const scoProgress = async () => (await progressRows(t.database, t.tenants.demo, aluno, sco.id)).map((r) => [r.cursoId, r.percentual]);

    await commit({ completionStatus: 'incomplete', progressMeasure: 0.5, suspendData: 'x'.repeat(64_000) });
    expect(await scoProgress()).toEqual([[c.id, 50]]);
    expect(await enrolment(ref)).toMatchObject({ percentual: 25, status: 'on-going' });

    await setEnrolment({ dataInscricao: new Date(Date.now() - 31 * DAY) });
    expect(await commit({ successStatus: 'passed', suspendData: 'y' })).toMatchObject({ successStatus: 'passed', suspendData: 'y' });
    expect(await scoProgress()).toEqual([[c.id, 50]]);
    await setEnrolment({ dataInscricao: new Date(), ativo: false });
    expect(await commit({ suspendData: 'z' })).toMatchObject({ successStatus: 'passed', suspendData: 'z' });
    expect(await scoProgress()).toEqual([[c.id, 50]]);
    expect(await enrolment(ref)).toMatchObject({ percentual: 25 });

    await setEnrolment({ ativo: true });
    await commit({ location: 'fim' });
    expect(await scoProgress()).toEqual([[c.id, 100]]);
    expect(await enrolment(ref)).toMatchObject({ percentual: 50, status: 'on-going' });
  });
});

describe('roll-up', () => {
  it('a course of 2 objects: 50 after one, 100 after both; status on-going then approved', async () => {
    const { c, objects } = await courseOf(2);
    const ref = { tipo: 'curso' as const, id: c.id };
    await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(200);
    const half = await enrolment(ref);
    expect(half).toMatchObject({ percentual: 50, status: 'on-going', concluidoEm: null });
    expect(half?.iniciadoEm).toBeInstanceOf(Date);
    expect((await report(objects[1].id, { cursoId: c.id })).statusCode).toBe(200);
    const done = await enrolment(ref);
    expect(done).toMatchObject({ percentual: 100, status: 'approved', iniciadoEm: half?.iniciadoEm });
    expect(done?.concluidoEm).toBeInstanceOf(Date);
    expect((await classroom('curso', c.id)).status).toBe('approved');
  });

  it('a required score without a recorded one completes; optional objects do not count', async () => {
    const objects = [await object(), await object()];
    const c = await course({ aproveitamentoRequerido: 70, itens: [{ midiaId: objects[0].id }, { midiaId: objects[1].id, obrigatorio: false }] });
    const ref = { tipo: 'curso' as const, id: c.id };
    await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(200);
    expect(await enrolment(ref)).toMatchObject({ percentual: 100, status: 'completed' });
    // progress outside the course's context does not count for it
    const other = await courseOf(1);
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: other.c.id });
    expect((await report(other.objects[0].id, {})).statusCode).toBe(200);
    expect(await enrolment({ tipo: 'curso', id: other.c.id })).toMatchObject({ percentual: 0, status: 'not-started' });
  });

  it('a trail with a course and an object reaches 100 only when both are done', async () => {
    const inner = await courseOf(2);
    const loose = await object();
    const f = await trail({ etapas: [{ nome: 'Etapa 1', itens: [{ tipo: 'curso', id: inner.c.id }] }, { nome: 'Etapa 2', itens: [{ tipo: 'midia', id: loose.id }] }] });
    const ref = { tipo: 'formacao' as const, id: f.id };
    await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: inner.c.id });

    const info = await classroom('formacao', f.id);
    expect(info.itens).toEqual([]);
    expect(info.etapas.map((e) => [e.nome, e.itens.map((i) => [i.tipo, i.id, i.itens.length])])).toEqual([
      ['Etapa 1', [['curso', inner.c.id, 2]]],
      ['Etapa 2', [['midia', loose.id, 0]]],
    ]);
    expect(info.etapas[0].itens[0].itens.map((i) => [i.cursoId, i.formacaoId])).toEqual([
      [inner.c.id, f.id],
      [inner.c.id, f.id],
    ]);

    expect((await report(loose.id, { formacaoId: f.id })).statusCode).toBe(200);
    expect(await enrolment(ref)).toMatchObject({ percentual: 50, status: 'on-going' });
    expect((await report(inner.objects[0].id, { cursoId: inner.c.id, formacaoId: f.id })).statusCode).toBe(200);
    expect(await enrolment(ref)).toMatchObject({ percentual: 75 });
    // the course's objects in the trail count for the trail, not for the course taken on its own
    expect(await enrolment({ tipo: 'curso', id: inner.c.id })).toMatchObject({ percentual: 0 });
    expect((await itemCall('formacao', f.id, inner.objects[1].id, inner.c.id)).statusCode).toBe(200);
    expect((await itemCall('formacao', f.id, inner.objects[1].id)).statusCode).toBe(404);
    expect((await report(inner.objects[1].id, { cursoId: inner.c.id, formacaoId: f.id })).statusCode).toBe(200);
    expect(await enrolment(ref)).toMatchObject({ percentual: 100, status: 'approved' });
    const done = await classroom('formacao', f.id);
    expect(done.etapas[0].itens[0].progress).toBe(100);
  });

  it('a sequential trail locks the next step until the course inside is complete', async () => {
    const inner = await courseOf(1);
    const loose = await object();
    const f = await trail({ sequenciaObrigatoria: true, etapas: [{ nome: 'A', itens: [{ tipo: 'curso', id: inner.c.id }] }, { nome: 'B', itens: [{ tipo: 'midia', id: loose.id }] }] });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'formacao', id: f.id });
    expect((await classroom('formacao', f.id)).etapas[1].itens[0]).toMatchObject({ locked: true, lockReason: 'sequence' });
    expect((await report(loose.id, { formacaoId: f.id })).statusCode).toBe(403);
    expect((await report(inner.objects[0].id, { cursoId: inner.c.id, formacaoId: f.id })).statusCode).toBe(200);
    expect((await classroom('formacao', f.id)).etapas[1].itens[0]).toMatchObject({ locked: false });
    expect((await report(loose.id, { formacaoId: f.id })).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('refuses a person not enrolled (403 classroom.notEnrolled), also their reports in context', async () => {
    const { c, objects } = await courseOf(1);
    const res = await learner({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}` });
    expect(res.statusCode).toBe(403);
    expect(messages(res.body)).toEqual([translate('classroom.notEnrolled', 'pt')]);
    expect(res.json<{ details: { code: string } }>().details.code).toBe('classroom.notEnrolled');
    const en = await learner({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}`, headers: { 'accept-language': 'en' } });
    expect(messages(en.body)).toEqual([translate('classroom.notEnrolled', 'en')]);
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(403);
    // a cancelled enrolment does not count
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id }, { ativo: false });
    expect((await learner({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}` })).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's ids", async () => {
    const { c, objects } = await courseOf(1);
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: objects[0].id });
    const other = (call: Call) => as('aluno@acme.local', call);
    expect((await other({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}` })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/v1/salaDeAula/midia/${objects[0].id}` })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}/item/${objects[0].id}` })).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `/api/v1/midia/getMidiaInfo/${objects[0].id}` })).statusCode).toBe(404);
  });

  it('an object alone opens only when a section shown to the person holds it; getMidiaInfo follows the same rule', async () => {
    const m = await object();
    expect((await learner({ method: 'GET', url: `/api/v1/salaDeAula/midia/${m.id}` })).statusCode).toBe(404);
    const refused = await learner({ method: 'GET', url: `/api/v1/midia/getMidiaInfo/${m.id}` });
    expect(refused.statusCode).toBe(403);
    // 'Depósito' holders still read it (repository preview)
    expect((await admin({ method: 'GET', url: `/api/v1/midia/getMidiaInfo/${m.id}` })).statusCode).toBe(200);
    // an object of a course the person is enrolled in still opens only through the classroom
    const c = await course({ itens: [{ midiaId: m.id }] });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    expect((await learner({ method: 'GET', url: `/api/v1/midia/getMidiaInfo/${m.id}` })).statusCode).toBe(403);
    expect((await itemCall('curso', c.id, m.id)).statusCode).toBe(200);

    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: m.id });
    expect((await learner({ method: 'GET', url: `/api/v1/midia/getMidiaInfo/${m.id}` })).statusCode).toBe(200);
    const alone = await classroom('midia', m.id);
    expect(alone).toMatchObject({ tipo: 'midia', id: m.id, inscriptionId: null, status: null, itens: [{ id: m.id, locked: false, cursoId: null, formacaoId: null }] });
    expect((await itemCall('midia', m.id, m.id)).statusCode).toBe(200);
    expect((await report(m.id, {})).statusCode).toBe(200);
    expect((await classroom('midia', m.id)).porcentagemDeConclusao).toBe(100);
  });
});

// ---------------------------------------------------------------- assessment items

/** An assessment of the demo company made directly (its builder is another feature). */
const assessment = (values: Partial<typeof avaliacao.$inferInsert> = {}) =>
  t.database.system(
    async (tx) =>
      (
        await tx
          .insert(avaliacao)
          .values({ tenantId: t.tenants.demo, titulo: unique('Avaliação'), tipo: 'Aprendizagem', notaMinima: 70, ...values })
          .returning({ id: avaliacao.id, titulo: avaliacao.titulo })
      )[0],
  );

type Context = { cursoId: string | null; formacaoId: string | null };
type Standing = { percentual: number; nota: number | null; aprovado: boolean; status: typeof avaliacaoProgresso.$inferInsert.status };

/**
 * Writes the learner's standing in an assessment in a context (as the attempt services keep avaliacao_progresso) and
 * tells the listeners in the same transaction, as they do.
 */
const standing = (avaliacaoId: string, c: Context, v: Standing) =>
  t.database.inTenant(t.tenants.demo, async (tx) => {
    await tx
      .delete(avaliacaoProgresso)
      .where(
        and(
          eq(avaliacaoProgresso.usuarioId, aluno),
          eq(avaliacaoProgresso.avaliacaoId, avaliacaoId),
          c.cursoId ? eq(avaliacaoProgresso.cursoId, c.cursoId) : isNull(avaliacaoProgresso.cursoId),
          c.formacaoId ? eq(avaliacaoProgresso.formacaoId, c.formacaoId) : isNull(avaliacaoProgresso.formacaoId),
        ),
      );
    await tx.insert(avaliacaoProgresso).values({ tenantId: t.tenants.demo, usuarioId: aluno, avaliacaoId, ...c, ...v, tentativas: 1 });
    return emitAssessmentProgress(tx, { avaliacaoId, ...c, tenantId: t.tenants.demo, usuarioId: aluno, percentual: v.percentual, nota: v.nota, aprovado: v.aprovado });
  });
const APPROVED: Standing = { percentual: 100, nota: 80, aprovado: true, status: 'Aprovado' };

/** The learner's request context, as the attempt routes pass it to the guard. */
const learnerCtx = (): RequestContext => ({
  identityId: aluno,
  userId: aluno,
  tenantId: t.tenants.demo,
  homeUserId: aluno,
  homeTenantId: t.tenants.demo,
  level: 'N3',
  elevated: false,
  clientMode: false,
  permissions: ['Aprendizado'],
  method: 'local',
  pendingPassword: false,
});
const guard = (ref: Partial<AssessmentRef> & { avaliacaoId: string }) =>
  t.database.inTenant(t.tenants.demo, (tx) => guardAssessment(tx, learnerCtx(), { cursoId: null, formacaoId: null, ...ref }));

describe('assessment items', () => {
  it('are leaves with their standing, locked like objects; the guard follows the locks; proximo may answer them', async () => {
    const m1 = await object();
    const a = await assessment({ duracao: '00:05:00', exibirCronometro: true });
    const c = await course({ sequenciaObrigatoria: true, itens: [{ midiaId: m1.id }, { tipo: 'avaliacao', avaliacaoId: a.id }] });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });

    const before = await classroom('curso', c.id);
    expect(before.itens[0]).toMatchObject({ tipo: 'midia', avaliacao: null });
    expect(before.itens[1]).toEqual({
      id: a.id,
      tipo: 'avaliacao',
      midiaTipo: null,
      name: a.titulo,
      description: null,
      cover: null,
      duration: 300,
      progress: 0,
      obrigatorio: true,
      locked: true,
      lockReason: 'sequence',
      cursoId: c.id,
      formacaoId: null,
      dataHoraLiberacao: null,
      concluidoEm: null,
      avaliacao: { tipo: 'Aprendizagem', status: null, nota: null, aprovado: false },
      itens: [],
    });
    await expect(guard({ avaliacaoId: a.id, cursoId: c.id })).rejects.toMatchObject({ key: 'classroom.itemLocked', status: 403, details: { lockReason: 'sequence' } });
    // The object's item call does not open an assessment.
    expect((await itemCall('curso', c.id, a.id)).statusCode).toBe(404);

    expect((await report(m1.id, { cursoId: c.id })).statusCode).toBe(200);
    await expect(guard({ avaliacaoId: a.id, cursoId: c.id })).resolves.toBeUndefined();
    const next = await learner({ method: 'GET', url: `/api/v1/salaDeAula/curso/${c.id}/proximo` });
    expect(next.json<ClassroomNextResponse>().item).toMatchObject({ id: a.id, tipo: 'avaliacao', locked: false });

    await standing(a.id, { cursoId: c.id, formacaoId: null }, { percentual: 40, nota: null, aprovado: false, status: 'Pendente' });
    const during = await classroom('curso', c.id);
    expect(during.itens[1]).toMatchObject({ progress: 40, avaliacao: { status: 'Pendente', nota: null, aprovado: false } });
    expect(during.porcentagemDeConclusao).toBe(70);
    // Standing in another context does not show here.
    await standing(a.id, { cursoId: null, formacaoId: null }, APPROVED);
    expect((await classroom('curso', c.id)).itens[1].progress).toBe(40);
  });

  it('the guard refuses a person not enrolled, an assessment that is not an item, another company, an expired enrolment', async () => {
    const a = await assessment();
    const stranger = await assessment();
    const c = await course({ itens: [{ tipo: 'avaliacao', avaliacaoId: a.id }] });
    await expect(guard({ avaliacaoId: a.id, cursoId: c.id })).rejects.toMatchObject({ key: 'classroom.notEnrolled', status: 403 });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    await expect(guard({ avaliacaoId: a.id, cursoId: c.id })).resolves.toBeUndefined();
    await expect(guard({ avaliacaoId: stranger.id, cursoId: c.id })).rejects.toMatchObject({ key: 'avaliacoes.notInContent', status: 404 });
    // A course of no company of the caller's is not a context the assessment is in.
    await expect(guard({ avaliacaoId: a.id, cursoId: '0c7d6e6a-37c4-4c55-9a53-a0d3b5c7e999' })).rejects.toMatchObject({ key: 'avaliacoes.notInContent', status: 404 });
    // No context: nothing to check (a preview).
    await expect(guard({ avaliacaoId: stranger.id })).resolves.toBeUndefined();

    const expiring = await course({ limiteDeDiasParaConclusao: 1, itens: [{ tipo: 'avaliacao', avaliacaoId: a.id }] });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: expiring.id }, { dataInscricao: new Date(Date.now() - 3 * DAY) });
    await expect(guard({ avaliacaoId: a.id, cursoId: expiring.id })).rejects.toMatchObject({ key: 'classroom.itemLocked', status: 403, details: { lockReason: 'expired' } });
  });

  it('in a trail: placed in a step (trail context) or inside a course of the trail (both), each in its own context', async () => {
    const inner = await assessment();
    const direct = await assessment();
    const c = await course({ itens: [{ tipo: 'avaliacao', avaliacaoId: inner.id }] });
    const f = await trail({ etapas: [{ nome: 'Única', itens: [{ tipo: 'curso', id: c.id }, { tipo: 'avaliacao', id: direct.id }] }] });
    const ref = { tipo: 'formacao' as const, id: f.id };
    await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    const info = await classroom('formacao', f.id);
    const [courseItem, directItem] = info.etapas[0].itens;
    expect(courseItem.itens[0]).toMatchObject({ id: inner.id, tipo: 'avaliacao', cursoId: c.id, formacaoId: f.id });
    expect(directItem).toMatchObject({ id: direct.id, tipo: 'avaliacao', cursoId: null, formacaoId: f.id, avaliacao: { status: null } });
    await expect(guard({ avaliacaoId: inner.id, cursoId: c.id, formacaoId: f.id })).resolves.toBeUndefined();
    await expect(guard({ avaliacaoId: direct.id, formacaoId: f.id })).resolves.toBeUndefined();
    // Each in its own context only.
    await expect(guard({ avaliacaoId: inner.id, formacaoId: f.id })).rejects.toMatchObject({ key: 'avaliacoes.notInContent' });
    await expect(guard({ avaliacaoId: direct.id, cursoId: c.id, formacaoId: f.id })).rejects.toMatchObject({ key: 'avaliacoes.notInContent' });

    expect(await standing(inner.id, { cursoId: c.id, formacaoId: f.id }, { ...APPROVED, nota: 90 })).toEqual({ courseCompleted: false });
    expect(await enrolment(ref)).toMatchObject({ percentual: 50, status: 'on-going', aproveitamento: 90 });
    expect(await standing(direct.id, { cursoId: null, formacaoId: f.id }, { ...APPROVED, nota: 75 })).toEqual({ courseCompleted: true });
    expect(await enrolment(ref)).toMatchObject({ percentual: 100, status: 'approved', aproveitamento: 82 });
  });
});

describe('assessment roll-up and the completion event', () => {
  const events: EnrolmentCompleted[] = [];
  let off: () => void = () => undefined;
  beforeAll(() => {
    off = onEnrolmentCompleted(async (_tx, event) => {
      events.push(event);
    });
  });
  afterAll(() => off());

  it('an approved assessment completes the course: approved, the score recorded, the event told once', async () => {
    const m1 = await object();
    const a = await assessment();
    const c = await course({ aproveitamentoRequerido: 70, itens: [{ midiaId: m1.id }, { tipo: 'avaliacao', avaliacaoId: a.id }] });
    const ref = { tipo: 'curso' as const, id: c.id };
    const inscricaoId = await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    expect((await report(m1.id, { cursoId: c.id })).statusCode).toBe(200);
    expect(await enrolment(ref)).toMatchObject({ percentual: 50, status: 'on-going', aproveitamento: null });
    expect(events.filter((e) => e.cursoId === c.id)).toEqual([]);

    expect(await standing(a.id, { cursoId: c.id, formacaoId: null }, APPROVED)).toEqual({ courseCompleted: true });
    const done = await enrolment(ref);
    expect(done).toMatchObject({ percentual: 100, status: 'approved', aproveitamento: 80 });
    expect(done?.concluidoEm).toBeInstanceOf(Date);
    expect(events.filter((e) => e.cursoId === c.id)).toEqual([
      expect.objectContaining({ tenantId: t.tenants.demo, usuarioId: aluno, inscricaoId, tipo: 'curso', cursoId: c.id, formacaoId: null, status: 'approved', previousStatus: 'on-going', aproveitamento: 80 }),
    ]);
    // Told again only on a new change into a completed status.
    await standing(a.id, { cursoId: c.id, formacaoId: null }, { ...APPROVED, nota: 95 });
    expect(await enrolment(ref)).toMatchObject({ status: 'approved', aproveitamento: 95 });
    expect(events.filter((e) => e.cursoId === c.id)).toHaveLength(1);
    expect((await classroom('curso', c.id)).status).toBe('approved');
  });

  it('a graded assessment not approved fails the course at 100 whatever the score; a later approval approves it', async () => {
    const a = await assessment({ notaMinima: 95 });
    const c = await course({ itens: [{ tipo: 'avaliacao', avaliacaoId: a.id }] });
    const ref = { tipo: 'curso' as const, id: c.id };
    await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    expect(await standing(a.id, { cursoId: c.id, formacaoId: null }, { percentual: 100, nota: 90, aprovado: false, status: 'Reprovado' })).toEqual({ courseCompleted: false });
    expect(await enrolment(ref)).toMatchObject({ percentual: 100, status: 'failed', aproveitamento: 90 });
    expect(events.filter((e) => e.cursoId === c.id)).toEqual([]);
    // The enrolment lists keep the failure (their status refresh does not see the assessments).
    const rows = await admin({ method: 'GET', url: `/api/v1/curso/Usuarios/all/${c.id}` });
    expect(rows.statusCode, rows.body).toBe(200);
    expect(await enrolment(ref)).toMatchObject({ status: 'failed' });
    expect(await standing(a.id, { cursoId: c.id, formacaoId: null }, { percentual: 100, nota: 96, aprovado: true, status: 'Aprovado' })).toEqual({ courseCompleted: true });
    expect(await enrolment(ref)).toMatchObject({ status: 'approved', aproveitamento: 96 });
    expect(events.filter((e) => e.cursoId === c.id).map((e) => [e.status, e.previousStatus])).toEqual([['approved', 'failed']]);
  });

  it('a reaction survey is not graded: done, it completes a course that requires a score (no score recorded)', async () => {
    const survey = await assessment({ tipo: 'Reacao', notaMinima: 0 });
    const c = await course({ aproveitamentoRequerido: 50, itens: [{ tipo: 'avaliacao', avaliacaoId: survey.id }] });
    const ref = { tipo: 'curso' as const, id: c.id };
    await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    expect(await standing(survey.id, { cursoId: c.id, formacaoId: null }, { percentual: 100, nota: 0, aprovado: true, status: 'Aprovado' })).toEqual({ courseCompleted: true });
    expect(await enrolment(ref)).toMatchObject({ percentual: 100, status: 'completed', aproveitamento: null });
    expect(events.filter((e) => e.cursoId === c.id).map((e) => e.status)).toEqual(['completed']);
  });

  it('media progress completing a course tells the event too; a removed listener hears nothing', async () => {
    const { c, objects } = await courseOf(1);
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    const heard: string[] = [];
    const stop = onEnrolmentCompleted(async (_tx, e) => {
      heard.push(e.inscricaoId);
    });
    stop();
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(200);
    expect(events.filter((e) => e.cursoId === c.id).map((e) => [e.status, e.previousStatus])).toEqual([['approved', 'not-started']]);
    expect(heard).toEqual([]);
  });

  it('a listener failing fails the change with it (same transaction)', async () => {
    const { c, objects } = await courseOf(1);
    const ref = { tipo: 'curso' as const, id: c.id };
    await enrolDirectly(t.database, t.tenants.demo, aluno, ref);
    const stop = onEnrolmentCompleted(async () => {
      throw new Error('listener failed');
    });
    try {
      expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(500);
    } finally {
      stop();
    }
    expect(await enrolment(ref)).toMatchObject({ percentual: 0, status: 'not-started' });
    expect(await progressRows(t.database, t.tenants.demo, aluno, objects[0].id)).toEqual([]);
  });
});

describe('the outline shared with the detail dialog', () => {
  it('lists the classroom items, assessments included, with the release date before it and completion dates', async () => {
    const future = new Date(Date.now() + 5 * DAY).toISOString();
    const [m1, m2] = [await object(), await object()];
    const a = await assessment();
    const c = await course({
      itens: [{ midiaId: m1.id }, { midiaId: m2.id }, { tipo: 'avaliacao', avaliacaoId: a.id }],
      parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora', dataHoraLiberacao: future } },
    });
    await publishInSection(t.database, t.tenants.demo, { tipo: 'curso', id: c.id });

    // Not enrolled: the same items as the classroom, each with the release date, not released yet.
    const before = (await learner({ method: 'GET', url: `/api/v1/curso/Detalhes/${c.id}` })).json<ContentDetail>();
    expect(before.itensDoCurso.map((i) => [i.id, i.tipo, i.dataHoraLiberacao, i.liberado, i.concluidoEm])).toEqual([
      [m1.id, 'link', future, false, null],
      [m2.id, 'link', future, false, null],
      [a.id, 'avaliacao', future, false, null],
    ]);

    // Enrolled and released: the counts match the classroom's; a completed item carries its completion date.
    await t.database.system((tx) => tx.execute(sql`update curso set modo_liberacao = 'Imediato', data_hora_liberacao = null where id = ${c.id}::uuid`));
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    expect((await report(m1.id, { cursoId: c.id })).statusCode).toBe(200);
    const room = await classroom('curso', c.id);
    const detail = (await learner({ method: 'GET', url: `/api/v1/Secao/item/curso/detalhes/${c.id}` })).json<ContentDetail>();
    expect(detail.itensDoCurso).toHaveLength(room.itens.length);
    expect(detail.itensDoCurso.map((i) => [i.id, i.porcentagemDeConclusao, i.dataHoraLiberacao, i.liberado])).toEqual(room.itens.map((i) => [i.id, i.progress, null, true]));
    expect(detail.itensDoCurso[0].concluidoEm).not.toBeNull();
    expect(detail.itensDoCurso[0].concluidoEm).toBe(room.itens[0].concluidoEm);
    expect(detail.itensDoCurso.slice(1).map((i) => i.concluidoEm)).toEqual([null, null]);
  });

  it('an assessment-only course counts its assessment (not 0 items)', async () => {
    const a = await assessment();
    const c = await course({ itens: [{ tipo: 'avaliacao', avaliacaoId: a.id }] });
    await publishInSection(t.database, t.tenants.demo, { tipo: 'curso', id: c.id });
    const detail = (await learner({ method: 'GET', url: `/api/v1/curso/Detalhes/${c.id}` })).json<ContentDetail>();
    expect(detail.itensDoCurso.map((i) => [i.id, i.tipo, i.titulo, i.liberado])).toEqual([[a.id, 'avaliacao', a.titulo, true]]);
  });
});

describe('completed work counts everywhere', () => {
  it('a course approved on its own is 100 in a trail enrolled later; its own certificate date stays', async () => {
    const { c, objects } = await courseOf(1);
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(200);
    const own = await enrolment({ tipo: 'curso', id: c.id });
    expect(own).toMatchObject({ percentual: 100, status: 'approved' });

    const other = await object();
    const tr = await trail({ etapas: [{ nome: 'Etapa', itens: [{ tipo: 'curso', id: c.id }, { tipo: 'midia', id: other.id }] }] });
    await publishInSection(t.database, t.tenants.demo, { tipo: 'formacao', id: tr.id });
    const subscribed = await learner({ method: 'POST', url: `/api/v1/formacao/${tr.id}/Subscribe` });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    // The trail counts the course at once: one of two step items done.
    expect(await enrolment({ tipo: 'formacao', id: tr.id })).toMatchObject({ percentual: 50, status: 'on-going' });

    const room = await classroom('formacao', tr.id);
    const [courseItem, objectItem] = room.etapas[0].itens;
    expect(courseItem).toMatchObject({ id: c.id, tipo: 'curso', progress: 100, locked: false, concluidoEm: own!.concluidoEm!.toISOString() });
    expect(objectItem).toMatchObject({ id: other.id, progress: 0, concluidoEm: null });
    expect(room.porcentagemDeConclusao).toBe(50);
    const detail = (await learner({ method: 'GET', url: `/api/v1/formacao/Detalhes/${tr.id}` })).json<ContentDetail>();
    expect(detail.etapasDaTrilha[0].itensDaEtapaDaTrilha.map((i) => [i.id, i.porcentagemDeConclusao])).toEqual([
      [c.id, 100],
      [other.id, 0],
    ]);

    expect((await report(other.id, { formacaoId: tr.id })).statusCode).toBe(200);
    expect(await enrolment({ tipo: 'formacao', id: tr.id })).toMatchObject({ percentual: 100, status: 'approved' });
    // The course's own enrolment is untouched: same status and date of completion.
    expect(await enrolment({ tipo: 'curso', id: c.id })).toMatchObject({ percentual: 100, status: 'approved', concluidoEm: own!.concluidoEm });
  });

  it('a course concluded on its own after the trail enrolment completes the trail; one on going does not count', async () => {
    const { c, objects } = await courseOf(2);
    const tr = await trail({ etapas: [{ nome: 'Etapa', itens: [{ tipo: 'curso', id: c.id }] }] });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'formacao', id: tr.id });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'curso', id: c.id });
    const told: EnrolmentCompleted[] = [];
    const off = onEnrolmentCompleted(async (_tx, e) => void told.push(e));
    try {
      expect((await report(objects[0].id, { cursoId: c.id })).statusCode).toBe(200);
      // Half of the course alone is not a concluded course: the trail stays at 0.
      expect(await enrolment({ tipo: 'curso', id: c.id })).toMatchObject({ percentual: 50 });
      expect(await enrolment({ tipo: 'formacao', id: tr.id })).toMatchObject({ percentual: 0 });
      expect((await classroom('formacao', tr.id)).etapas[0].itens[0].progress).toBe(0);

      expect((await report(objects[1].id, { cursoId: c.id })).statusCode).toBe(200);
      expect(await enrolment({ tipo: 'formacao', id: tr.id })).toMatchObject({ percentual: 100, status: 'approved' });
      // Both completions are told once (the trail's inside the course's, in the same transaction).
      expect(told.map((e) => `${e.tipo}:${e.cursoId ?? e.formacaoId}`).sort()).toEqual([`curso:${c.id}`, `formacao:${tr.id}`]);
    } finally {
      off();
    }
  });

  it('an object completed on its own counts in a trail step holding it', async () => {
    const m = await object();
    const tr = await trail({ etapas: [{ nome: 'Etapa', itens: [{ tipo: 'midia', id: m.id }] }] });
    await enrolDirectly(t.database, t.tenants.demo, aluno, { tipo: 'formacao', id: tr.id });
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: m.id });
    expect((await report(m.id, {}, 60)).statusCode).toBe(200);
    expect(await enrolment({ tipo: 'formacao', id: tr.id })).toMatchObject({ percentual: 0 });
    expect((await report(m.id, {})).statusCode).toBe(200);
    expect(await enrolment({ tipo: 'formacao', id: tr.id })).toMatchObject({ percentual: 100, status: 'approved' });
    expect((await classroom('formacao', tr.id)).etapas[0].itens[0]).toMatchObject({ id: m.id, progress: 100 });
  });

  it('an object completed on its own before the trail enrolment counts at once; an object only opened does not', async () => {
    const done = await object();
    const opened = await object();
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: done.id });
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: opened.id });
    expect((await report(done.id, {})).statusCode).toBe(200);
    expect((await report(opened.id, {}, 0)).statusCode).toBe(200);
    const tr = await trail({ etapas: [{ nome: 'Etapa', itens: [{ tipo: 'midia', id: done.id }, { tipo: 'midia', id: opened.id }] }] });
    await publishInSection(t.database, t.tenants.demo, { tipo: 'formacao', id: tr.id });
    const subscribed = await learner({ method: 'POST', url: `/api/v1/formacao/${tr.id}/Subscribe` });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await enrolment({ tipo: 'formacao', id: tr.id })).toMatchObject({ percentual: 50, status: 'on-going' });
  });
});
