import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { MidiaProgress, ScormRecord } from '@plataforma/shared/content';
import { eq } from 'drizzle-orm';
import { scormAcompanhamento } from '../../db/schema';
import type { TestApp } from '../../test/build-test-app';
import { enrolDirectly } from '../../test/classroom-kit';
import { contentTestKit, DEFAULT_PEOPLE } from './content.test-kit';
import { progressClock } from './media-progress.service';

// The 10-second throttle reads progressClock: tests move it instead of waiting.
let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};

let t!: TestApp;
const { as, unique, create } = contentTestKit(
  'midia-progress',
  (app) => {
    t = app;
    progressClock.now = () => clock;
  },
  [...DEFAULT_PEOPLE, 'gestor@demo.local'],
);
afterEach(() => advance(60_000));
afterAll(() => {
  progressClock.now = () => Date.now();
});
type Call = Parameters<typeof as>[1];
const learner = (call: Call) => as('aluno@demo.local', call);

/** A course of the demo company holding the object, with the learner enrolled (a context the classroom accepts). */
const enrolledCourse = async (midiaId: string) => {
  const res = await as('admin@demo.local', { method: 'POST', url: '/api/v1/curso', payload: { titulo: unique('Curso'), itens: [{ midiaId }] } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: string }>().id;
  await enrolDirectly(t.database, t.tenants.demo, await t.userId('aluno@demo.local'), { tipo: 'curso', id });
  return id;
};
/** A trail holding `cursoId` and the object on its own, with the learner enrolled. */
const enrolledTrail = async (cursoId: string, midiaId: string) => {
  const res = await as('admin@demo.local', {
    method: 'POST',
    url: '/api/v1/formacao',
    payload: { titulo: unique('Trilha'), etapas: [{ nome: 'Etapa', itens: [{ tipo: 'curso', id: cursoId }, { tipo: 'midia', id: midiaId }] }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: string }>().id;
  await enrolDirectly(t.database, t.tenants.demo, await t.userId('aluno@demo.local'), { tipo: 'formacao', id });
  return id;
};

const video = (extra: Record<string, unknown> = {}) => create({ nome: unique('Vídeo'), tipo: 'video', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', ...extra });
const scorm = (scormType: 'scorm12' | 'scorm2004') => create({ nome: unique('SCORM'), tipo: 'scorm', scormType });

const post = async (payload: Record<string, unknown>, who = 'aluno@demo.local') => {
  const res = await as(who, { method: 'POST', url: '/api/v1/midia/progresso', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MidiaProgress>();
};
const read = async (midiaId: string, contextoId: string, who = 'aluno@demo.local') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/midia/progresso/${midiaId}/${contextoId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MidiaProgress>();
};

describe('media progress', () => {
  it('answers 0 before any report, then clamps, floors and only rises', async () => {
    const m = await video();
    expect(await read(m.id, m.id)).toEqual({ midiaId: m.id, cursoId: null, formacaoId: null, percentualProgresso: 0, posicao: null, concluido: false, atualizadoEm: null });
    // a 0 is ignored: nothing stored
    expect(await post({ midiaId: m.id, percentualProgresso: 0 })).toMatchObject({ percentualProgresso: 0, atualizadoEm: null });
    expect((await post({ midiaId: m.id, percentualProgresso: 33.9, isSalaDeAula: false })).percentualProgresso).toBe(33);
    advance(10_000);
    // lower: kept
    expect((await post({ midiaId: m.id, percentualProgresso: 20 })).percentualProgresso).toBe(33);
    advance(10_000);
    expect((await post({ midiaId: m.id, percentualProgresso: -5 })).percentualProgresso).toBe(33);
    // above 100: clamped, completes
    expect(await post({ midiaId: m.id, percentualProgresso: 180 })).toMatchObject({ percentualProgresso: 100, concluido: true });
    expect(await read(m.id, m.id)).toMatchObject({ percentualProgresso: 100, concluido: true });
  });

  it('holds back changes within 10 s of the last one, but never a completion', async () => {
    const m = await video();
    const first = await post({ midiaId: m.id, percentualProgresso: 10, posicao: 30 });
    expect(first).toMatchObject({ percentualProgresso: 10, posicao: 30 });
    advance(9_999);
    expect(await post({ midiaId: m.id, percentualProgresso: 20, posicao: 60 })).toEqual(first);
    advance(1);
    expect(await post({ midiaId: m.id, percentualProgresso: 20, posicao: 60 })).toMatchObject({ percentualProgresso: 20, posicao: 60 });
    advance(1_000);
    expect(await post({ midiaId: m.id, percentualProgresso: 100, posicao: 118 })).toMatchObject({ percentualProgresso: 100, posicao: 118, concluido: true });
  });

  it('keeps the resume position when the percent does not rise, and after completion', async () => {
    const m = await video();
    await post({ midiaId: m.id, percentualProgresso: 70, posicao: 420.7 });
    advance(10_000);
    // the learner went back: position saved, percent kept
    expect(await post({ midiaId: m.id, percentualProgresso: 15, posicao: 90 })).toMatchObject({ percentualProgresso: 70, posicao: 90 });
    advance(10_000);
    await post({ midiaId: m.id, percentualProgresso: 100 });
    advance(10_000);
    expect(await post({ midiaId: m.id, percentualProgresso: 5, posicao: 12 })).toMatchObject({ percentualProgresso: 100, posicao: 12, concluido: true });
    // a PDF page as position
    const pdf = await create({ nome: unique('PDF'), tipo: 'pdf', link: 'https://exemplo.com/manual.pdf' });
    expect(await post({ midiaId: pdf.id, percentualProgresso: 0, posicao: 3 })).toMatchObject({ percentualProgresso: 0, posicao: 3 });
    expect((await read(pdf.id, pdf.id)).posicao).toBe(3);
  });

  it('keeps contexts apart: standalone, a course, a trail, a course inside a trail', async () => {
    const m = await video();
    const curso = await enrolledCourse(m.id);
    const other = await enrolledCourse(m.id);
    const formacao = await enrolledTrail(other, m.id);
    await post({ midiaId: m.id, percentualProgresso: 10 });
    await post({ midiaId: m.id, percentualProgresso: 40, cursoId: curso });
    await post({ midiaId: m.id, percentualProgresso: 60, formacaoId: formacao });
    await post({ midiaId: m.id, percentualProgresso: 80, cursoId: other, formacaoId: formacao });
    expect(await read(m.id, m.id)).toMatchObject({ percentualProgresso: 10, cursoId: null, formacaoId: null });
    expect(await read(m.id, curso)).toMatchObject({ percentualProgresso: 40, cursoId: curso, formacaoId: null });
    expect(await read(m.id, other)).toMatchObject({ percentualProgresso: 80, cursoId: other, formacaoId: formacao });
    // the trail's highest row
    expect(await read(m.id, formacao)).toMatchObject({ percentualProgresso: 80 });
    expect(await read(m.id, randomUUID())).toMatchObject({ percentualProgresso: 0, atualizadoEm: null });
    // another person's progress is their own
    expect(await read(m.id, m.id, 'gestor@demo.local')).toMatchObject({ percentualProgresso: 0 });
  });

  it('refuses a course or trail that is not the company\'s: 422 naming the field, nothing stored', async () => {
    const m = await video();
    const curso = await enrolledCourse(m.id);
    const unknown = randomUUID();
    const acmeCourse = await as('admin@acme.local', { method: 'POST', url: '/api/v1/curso', payload: { titulo: unique('Curso Acme') } });
    expect(acmeCourse.statusCode, acmeCourse.body).toBe(201);
    for (const [payload, field] of [
      [{ cursoId: unknown }, 'cursoId'],
      [{ cursoId: acmeCourse.json<{ id: string }>().id }, 'cursoId'],
      [{ cursoId: curso, formacaoId: unknown }, 'formacaoId'],
    ] as const) {
      const res = await learner({ method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId: m.id, percentualProgresso: 50, ...payload } });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().notifications).toEqual([expect.objectContaining({ field })]);
    }
    expect(await read(m.id, unknown)).toMatchObject({ percentualProgresso: 0, atualizadoEm: null });
    expect(await read(m.id, curso)).toMatchObject({ percentualProgresso: 0, atualizadoEm: null });
  });

  it('answers 404 for objects the caller cannot read: another tenant\'s, inactive, unknown', async () => {
    const acme = await create({ nome: unique('Acme'), tipo: 'link', link: 'https://a.com/x' }, 'admin@acme.local');
    const inactive = await video({ active: false });
    for (const midiaId of [acme.id, inactive.id, randomUUID()]) {
      const res = await learner({ method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId, percentualProgresso: 50 } });
      expect(res.statusCode).toBe(404);
      expect(res.json().notifications).toEqual([{ message: 'Objeto não encontrado.' }]);
      expect((await learner({ method: 'GET', url: `/api/v1/midia/progresso/${midiaId}/${midiaId}` })).statusCode).toBe(404);
    }
    const bad = await learner({ method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId: 'x', percentualProgresso: 'muito' } });
    expect(bad.statusCode).toBe(400);
  });

  it('applies concurrent reports of the same person one after the other', async () => {
    const m = await video();
    const replies = await Promise.all([30, 50, 40, 100, 20].map((p) => learner({ method: 'POST', url: '/api/v1/midia/progresso', payload: { midiaId: m.id, percentualProgresso: p } })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await read(m.id, m.id)).toMatchObject({ percentualProgresso: 100, concluido: true });
  });
});

describe('SCORM record (scormacompanhamento)', () => {
  const createRecord = (payload: Record<string, unknown>, who = 'aluno@demo.local') => as(who, { method: 'POST', url: '/api/v1/scormacompanhamento', payload });
  const commit = (id: string, payload: Record<string, unknown>, who = 'aluno@demo.local') => as(who, { method: 'PUT', url: `/api/v1/scormacompanhamento/${id}`, payload });

  it('404 before creation, then create (201), create again (200, same record) and read', async () => {
    const m = await scorm('scorm12');
    const missing = await learner({ method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().notifications).toEqual([{ message: 'Nenhum acompanhamento SCORM encontrado para este objeto.' }]);
    const created = await createRecord({ midiaId: m.id });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<ScormRecord>();
    expect(record).toMatchObject({ midiaId: m.id, cursoId: null, formacaoId: null, version: '1.2', entry: 'ab-initio', mode: 'normal', credit: 'credit', suspendData: null });
    // the learner the content is told of: their id and 'Last, First'
    const learnerId = await t.userId('aluno@demo.local');
    expect(record.learner?.id).toBe(learnerId);
    expect(record.learner?.name).toMatch(/^\S+, .+$/);
    const again = await createRecord({ midiaId: m.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<ScormRecord>().id).toBe(record.id);
    const read = (await learner({ method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}` })).json<ScormRecord>();
    expect(read.id).toBe(record.id);
    expect(read.learner).toEqual(record.learner);
    // another context is another record
    const curso = await enrolledCourse(m.id);
    const inCourse = await createRecord({ midiaId: m.id, cursoId: curso });
    expect(inCourse.statusCode).toBe(201);
    expect(inCourse.json<ScormRecord>().id).not.toBe(record.id);
    expect((await learner({ method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}?cursoId=${curso}` })).json<ScormRecord>().id).toBe(inCourse.json<ScormRecord>().id);
    // only SCORM objects
    const v = await video();
    const notScorm = await createRecord({ midiaId: v.id });
    expect(notScorm.statusCode).toBe(422);
    expect(notScorm.json().notifications).toEqual([{ message: 'O objeto não é um SCORM.' }]);
  });

  it('1.2: lesson status completed sets the media progress to 100; fields left out are kept', async () => {
    const m = await scorm('scorm12');
    const record = (await createRecord({ midiaId: m.id })).json<ScormRecord>();
    const incomplete = await commit(record.id, { completionStatus: 'incomplete', location: 'slide-3', sessionTime: '00:01:00', scoreRaw: 40, id: record.id, userId: 'ignored' });
    expect(incomplete.statusCode, incomplete.body).toBe(200);
    expect(incomplete.json<ScormRecord>()).toMatchObject({ completionStatus: 'incomplete', location: 'slide-3', scoreRaw: '40', userId: record.userId });
    expect((await read(m.id, m.id)).percentualProgresso).toBe(0);
    const done = await commit(record.id, { completionStatus: 'completed' });
    expect(done.json<ScormRecord>()).toMatchObject({ completionStatus: 'completed', location: 'slide-3', scoreRaw: '40' });
    expect(await read(m.id, m.id)).toMatchObject({ percentualProgresso: 100, concluido: true });
  });

  it('2004: progress measure gives the percent (throttled), success passed gives 100 at once', async () => {
    const m = await scorm('scorm2004');
    const curso = await enrolledCourse(m.id);
    const record = (await createRecord({ midiaId: m.id, cursoId: curso })).json<ScormRecord>();
    expect(record.version).toBe('2004');
    await commit(record.id, { completionStatus: 'incomplete', successStatus: 'unknown', progressMeasure: 0.42 });
    expect(await read(m.id, curso)).toMatchObject({ percentualProgresso: 42, cursoId: curso });
    // within 10 s: the measure is held back
    await commit(record.id, { progressMeasure: '0.6' });
    expect((await read(m.id, curso)).percentualProgresso).toBe(42);
    advance(10_000);
    await commit(record.id, { progressMeasure: '0.65' });
    expect((await read(m.id, curso)).percentualProgresso).toBe(65);
    // passed completes immediately, even right after the last change
    const passed = await commit(record.id, { successStatus: 'passed', scoreScaled: 0.9 });
    expect(passed.json<ScormRecord>()).toMatchObject({ successStatus: 'passed', scoreScaled: '0.9', progressMeasure: '0.65' });
    expect(await read(m.id, curso)).toMatchObject({ percentualProgresso: 100, concluido: true });
    // the standalone context is untouched
    expect((await read(m.id, m.id)).percentualProgresso).toBe(0);
  });

  it('keeps suspend data of 64,000 and 200,000 characters intact; refuses more than the maximum', async () => {
    const m = await scorm('scorm2004');
    const record = (await createRecord({ midiaId: m.id })).json<ScormRecord>();
    const pattern = 'ação{"k":[1,2,3]}\\n\u00e9\u{1F600}|';
    for (const length of [64_000, 200_000]) {
      const suspendData = pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
      const res = await commit(record.id, { suspendData });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.json<ScormRecord>().suspendData).toBe(suspendData);
      const again = (await learner({ method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}` })).json<ScormRecord>();
      expect(again.suspendData).toBe(suspendData);
      expect(again.suspendData?.length).toBe(length);
    }
    const tooLong = await commit(record.id, { suspendData: 'x'.repeat(1_000_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().notifications[0].message).toBe('Os dados de suspensão do SCORM excedem 1.000.000 caracteres.');
  });

  it('an empty commit answers the record as stored; someone else\'s empty commit answers 404', async () => {
    const m = await scorm('scorm2004');
    const record = (await createRecord({ midiaId: m.id })).json<ScormRecord>();
    const stored = (await commit(record.id, { location: 'p-7', suspendData: 'abc' })).json<ScormRecord>();
    const empty = await commit(record.id, {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<ScormRecord>()).toEqual(stored);
    expect((await commit(record.id, {}, 'gestor@demo.local')).statusCode).toBe(404);
  });

  it('a record without a version is read with its object\'s version', async () => {
    for (const [scormType, expected] of [
      ['scorm12', 0],
      ['scorm2004', 42],
    ] as const) {
      const m = await scorm(scormType);
      const record = (await createRecord({ midiaId: m.id })).json<ScormRecord>();
      await t.database.system((tx) => tx.update(scormAcompanhamento).set({ version: null }).where(eq(scormAcompanhamento.id, record.id)));
      // A progress measure counts in SCORM 2004 only (1.2 has none).
      const res = await commit(record.id, { completionStatus: 'incomplete', progressMeasure: 0.42 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ScormRecord>().version).toBeNull();
      expect((await read(m.id, m.id)).percentualProgresso).toBe(expected);
    }
  });

  it('a commit on someone else\'s record answers 404 and changes nothing', async () => {
    const m = await scorm('scorm12');
    const record = (await createRecord({ midiaId: m.id })).json<ScormRecord>();
    const other = await commit(record.id, { completionStatus: 'completed', suspendData: 'hack' }, 'gestor@demo.local');
    expect(other.statusCode).toBe(404);
    const acme = await commit(record.id, { completionStatus: 'completed' }, 'admin@acme.local');
    expect(acme.statusCode).toBe(404);
    expect((await commit(randomUUID(), { completionStatus: 'completed' })).statusCode).toBe(404);
    const mine = (await learner({ method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}` })).json<ScormRecord>();
    expect(mine).toMatchObject({ completionStatus: null, suspendData: null });
    expect((await read(m.id, m.id, 'gestor@demo.local')).percentualProgresso).toBe(0);
  });
});
