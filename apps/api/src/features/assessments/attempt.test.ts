import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassroomInfo } from '@plataforma/shared/classroom';
import type { MyProgressResponse } from '@plataforma/shared/learner';
import type { AnswerResult, AssessmentAttempt, AssessmentInfo, AssessmentResult, AttemptReview, NextQuestionResponse, QuestaoTipo } from '@plataforma/shared/assessments';
import { translate, type Paged } from '@plataforma/shared';
import { multipartBody } from '../../core/multipart-body';
import {
  avaliacao,
  avaliacaoProgresso,
  curso,
  cursoItem,
  formacao,
  formacaoEtapa,
  formacaoEtapaItem,
  inscricao,
  preRequisito,
  questao,
  termoDeUso,
  usuarioAvaliacao,
  usuarioAvaliacaoResposta,
} from '../../db/schema';
import { buildTestApp, callAs, createGroup, createPerson, login, type TestApp } from '../../test/build-test-app';
import { enrolDirectly, readEnrolment } from '../../test/classroom-kit';

let t: TestApp;
const token: Record<string, string> = {};
const LEARNER = 'aluno@demo.local';
const OTHER = 'gestor@demo.local';
const ADMIN = 'admin@demo.local';
const ACME = 'admin@acme.local';
let learnerId = '';

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [LEARNER, OTHER, ADMIN, ACME]) token[email] = (await login(t.app, email)).access_token;
  learnerId = await t.userId(LEARNER);
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------- fixtures written straight into the tables

type Opt = { text: string; right?: boolean };
type Q = {
  tipo: QuestaoTipo;
  score?: number;
  options?: Opt[];
  scale?: number;
  answerType?: 'text' | 'link' | 'upload';
  uploadKinds?: ('audio' | 'camera' | 'document' | 'image' | 'microphone' | 'screen' | 'video')[];
  feedback?: { right: string; wrong: string };
};
type Made = { id: string; cursoId: string; questions: { id: string; tipo: QuestaoTipo; options: { id: string; texto: string; correta: boolean }[] }[] };

let seq = 0;
/** An assessment with its questions, as an item of a new course the learner is enrolled in. */
const makeAssessment = async (questions: Q[], settings: Partial<typeof avaliacao.$inferInsert> = {}, tenant: 'demo' | 'acme' = 'demo'): Promise<Made> => {
  const tenantId = t.tenants[tenant];
  const made = await t.database.system(async (tx) => {
    const [a] = await tx
      .insert(avaliacao)
      .values({ tenantId, titulo: `Avaliação ${(seq += 1)}`, tipo: 'Aprendizagem', notaMinima: 60, ...settings })
      .returning({ id: avaliacao.id });
    const qs: Made['questions'] = [];
    for (const [i, q] of questions.entries()) {
      const alternativas = (q.options ?? []).map((o) => ({ id: randomUUID(), texto: o.text, correta: !!o.right }));
      const [row] = await tx
        .insert(questao)
        .values({
          tenantId,
          avaliacaoId: a.id,
          ordem: i + 1,
          tipo: q.tipo,
          enunciado: `Questão ${i + 1}`,
          pontuacaoMaxima: q.score ?? 1,
          escala: q.scale ?? null,
          alternativas,
          tipoResposta: q.answerType ?? null,
          tiposUpload: q.uploadKinds ?? [],
          exibirFeedback: !!q.feedback,
          feedbackAcerto: q.feedback?.right ?? null,
          feedbackErro: q.feedback?.wrong ?? null,
        })
        .returning({ id: questao.id });
      qs.push({ id: row.id, tipo: q.tipo, options: alternativas });
    }
    const [c] = await tx.insert(curso).values({ tenantId, titulo: `Curso da avaliação ${seq}` }).returning({ id: curso.id });
    await tx.insert(cursoItem).values({ tenantId, cursoId: c.id, ordem: 1, tipo: 'avaliacao', avaliacaoId: a.id });
    return { id: a.id, cursoId: c.id, questions: qs };
  });
  if (tenant === 'demo') await enrolDirectly(t.database, tenantId, learnerId, { tipo: 'curso', id: made.cursoId });
  return made;
};

const right = (q: Made['questions'][number]) => q.options.filter((o) => o.correta).map((o) => o.id);
const wrong = (q: Made['questions'][number]) => q.options.filter((o) => !o.correta).map((o) => o.id);
const msg = (key: Parameters<typeof translate>[0]) => translate(key, 'pt');

const call = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => callAs(t.app, token[email], { method, url, payload });
const start = (m: Made, email = LEARNER) => call(email, 'POST', '/api/v1/Avaliacao/student/start', { avaliacaoId: m.id, cursoId: m.cursoId });
const answer = (attemptId: string, questaoId: string, body: object, email = LEARNER) =>
  call(email, 'POST', '/api/v1/Avaliacao/student/answer', { usuarioAvaliacaoId: attemptId, questaoId, ...body });
const finish = (attemptId: string, email = LEARNER) => call(email, 'POST', `/api/v1/Avaliacao/student/${attemptId}/finish`);
const next = (attemptId: string, index?: number) => call(LEARNER, 'GET', `/api/v1/Avaliacao/student/${attemptId}/nextQuestion${index ? `?index=${index}` : ''}`);
const started = async (m: Made): Promise<AssessmentAttempt> => {
  const res = await start(m);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AssessmentAttempt>();
};
const upload = (answerId: string, kind: string, content: Buffer, fileName: string, email = LEARNER) => {
  const { payload, headers } = multipartBody({ field: 'file', fileName, content }, { name: fileName });
  return callAs(t.app, token[email], { method: 'POST', url: `/api/v1/Avaliacao/student/${answerId}/answer/${kind}/upload`, payload, headers });
};

/** A WebM header as MediaRecorder writes it (EBML, DocType 'webm', then a segment). */
const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08]),
    Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0, 0, 0, 0, 0, 0, 0x10]),
    Buffer.alloc(256, 0x11),
  ]);

const progressRow = (m: Made) =>
  t.database.system(
    async (tx) =>
      (await tx.select().from(avaliacaoProgresso).where(and(eq(avaliacaoProgresso.avaliacaoId, m.id), eq(avaliacaoProgresso.usuarioId, learnerId))))[0] ?? null,
  );

const noSecrets = (body: string) => {
  expect(body).not.toMatch(/isTrue|correta/);
};

// ---------------------------------------------------------------- tests

describe('the attempt of each question type', () => {
  it('grades choice questions at once, leaves the scale ungraded and finishes with the score', async () => {
    const m = await makeAssessment(
      [
        { tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }, { text: 'C' }] },
        { tipo: 'Multipla', options: [{ text: 'A', right: true }, { text: 'B', right: true }, { text: 'C' }] },
        { tipo: 'VerdadeiroFalso', options: [{ text: 'Verdadeiro', right: true }, { text: 'Falso' }] },
        { tipo: 'Escala', scale: 5 },
      ],
      { notaMinima: 50 },
    );
    const [obj, mult, vf, esc] = m.questions;
    const info = await call(LEARNER, 'GET', `/api/v1/Avaliacao/basic?avaliacaoId=${m.id}&cursoId=${m.cursoId}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json<AssessmentInfo>()).toMatchObject({ continue: false, retries: 0, maxRetries: 1, totalQuestionsToAnswer: 4, blocked: null, canSkip: false });

    const attempt = await started(m);
    expect(attempt).toMatchObject({ continue: false, totalQuestions: 4, questionsAnswered: 0, deadline: null });

    const first = await next(attempt.id);
    expect(first.statusCode, first.body).toBe(200);
    noSecrets(first.body);
    expect(first.json<NextQuestionResponse>()).toMatchObject({ done: false, index: 1, total: 4, question: { id: obj.id, type: 'Objetiva' }, answer: null });

    // Validation by type.
    expect((await answer(attempt.id, obj.id, { alternativasIds: [] })).statusCode).toBe(400);
    expect((await answer(attempt.id, obj.id, { alternativasIds: obj.options.slice(0, 2).map((o) => o.id) })).json().notifications[0].message).toBe(msg('avaliacoes.oneOptionOnly'));
    expect((await answer(attempt.id, obj.id, { alternativasIds: [mult.options[0].id] })).json().notifications[0].message).toBe(msg('avaliacoes.optionInvalid'));
    expect((await answer(attempt.id, esc.id, { escala: 6 })).statusCode).toBe(400);

    const a1 = await answer(attempt.id, obj.id, { alternativasIds: right(obj) });
    expect(a1.statusCode, a1.body).toBe(200);
    noSecrets(a1.body);
    expect(a1.json<AnswerResult>()).toMatchObject({ status: 'submitted', correct: true, correctAnswers: [], score: 1, hitFeedback: null });
    expect((await answer(attempt.id, obj.id, { alternativasIds: right(obj) })).statusCode).toBe(409);

    const a2 = await answer(attempt.id, mult.id, { alternativasIds: [right(mult)[0]] });
    expect(a2.json<AnswerResult>()).toMatchObject({ correct: false, partiallyCorrect: true, score: 0.5 });
    const a3 = await answer(attempt.id, vf.id, { alternativasIds: wrong(vf) });
    expect(a3.json<AnswerResult>()).toMatchObject({ correct: false, score: 0 });
    const a4 = await answer(attempt.id, esc.id, { escala: 4 });
    expect(a4.json<AnswerResult>()).toMatchObject({ status: 'submitted', correct: null, scale: 4, score: null });

    const done = await next(attempt.id);
    expect(done.json<NextQuestionResponse>()).toMatchObject({ done: true, question: null });
    const back = await next(attempt.id, 2);
    noSecrets(back.body);
    expect(back.json<NextQuestionResponse>()).toMatchObject({ done: true, index: 2, question: { id: mult.id }, answer: { userAnswers: [right(mult)[0]] } });
    expect((await progressRow(m))?.percentual).toBe(99);

    const result = await finish(attempt.id);
    expect(result.statusCode, result.body).toBe(200);
    // 1 + 0.5 + 0 of 3 graded points = 50% (the scale does not count): approved at 50.
    expect(result.json<AssessmentResult>()).toMatchObject({ status: 'Aprovado', score: 50, approved: true, hit: 1, miss: 2, completed: true, retries: 1, canRetry: false, timeOver: false });
    expect(await progressRow(m)).toMatchObject({ percentual: 100, nota: 50, aprovado: true, status: 'Aprovado', tentativas: 1 });

    // Finished: no more answers; the review and the list show it.
    expect((await answer(attempt.id, esc.id, { escala: 1 })).statusCode).toBe(409);
    const review = await call(LEARNER, 'GET', `/api/v1/Avaliacao/student/${attempt.id}`);
    expect(review.statusCode, review.body).toBe(200);
    noSecrets(review.body);
    expect(review.json<AttemptReview>().items).toHaveLength(4);
    const mine = await call(LEARNER, 'GET', '/api/v1/Avaliacao/student?pageSize=50');
    expect(mine.statusCode, mine.body).toBe(200);
    const row = mine.json<Paged<AssessmentResult>>().data.find((r) => r.userTestId === attempt.id);
    expect(row?.status).toBe('Aprovado');
    expect(row?.cursoTitulo).toMatch(/^Curso da avaliação \d+$/);
    expect((await start(m)).json().notifications[0].message).toBe(msg('avaliacoes.blockedApproved'));
  });

  it('shows the right options and feedback only when the assessment and the question say so', async () => {
    const m = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }], feedback: { right: 'Muito bem', wrong: 'Reveja' } }], {
      exibirRespostas: true,
    });
    const q = m.questions[0];
    const attempt = await started(m);
    const res = await answer(attempt.id, q.id, { alternativasIds: wrong(q) });
    expect(res.json<AnswerResult>()).toMatchObject({ correct: false, correctAnswers: right(q), missFeedback: 'Reveja', hitFeedback: null });
  });

  it('keeps essay and practical answers pending: the attempt awaits correction, with files sniffed by content', async () => {
    const m = await makeAssessment([
      { tipo: 'Dissertativa', score: 2 },
      { tipo: 'Pratica', answerType: 'text' },
      { tipo: 'Pratica', answerType: 'link' },
      { tipo: 'Pratica', answerType: 'upload', uploadKinds: ['microphone', 'video'] },
    ]);
    const [essay, text, link, up] = m.questions;
    const attempt = await started(m);
    expect((await answer(attempt.id, essay.id, { texto: '   ' })).statusCode).toBe(400);
    expect((await answer(attempt.id, text.id, { answerType: 'link', link: 'https://exemplo.com' })).json().notifications[0].message).toBe(msg('avaliacoes.answerTypeMismatch'));

    const e = await answer(attempt.id, essay.id, { texto: 'Minha resposta' });
    expect(e.json<AnswerResult>()).toMatchObject({ status: 'pending', correct: null, score: null, answerDiscourse: 'Minha resposta' });
    expect((await answer(attempt.id, text.id, { answerType: 'text', texto: 'Fiz assim' })).json<AnswerResult>().status).toBe('pending');
    expect((await answer(attempt.id, link.id, { answerType: 'link', link: 'https://exemplo.com/entrega' })).json<AnswerResult>().link).toBe('https://exemplo.com/entrega');
    const u = await answer(attempt.id, up.id, { answerType: 'upload' });
    expect(u.statusCode, u.body).toBe(200);
    const answerId = u.json<AnswerResult>().id;

    const audio = await upload(answerId, 'Audio', webm(), 'gravacao.webm');
    expect(audio.statusCode, audio.body).toBe(200);
    const file = audio.json<{ file: { id: string; mime: string; kind: string; url: string; name: string } }>().file;
    expect(file).toMatchObject({ mime: 'audio/webm', kind: 'Audio', name: 'gravacao.webm' });

    const fake = await upload(answerId, 'Video', Buffer.from('só um texto qualquer\nnada de vídeo\n'), 'video.webm');
    expect(fake.statusCode, fake.body).toBe(415);
    expect((await upload(answerId, 'Imagens', webm(), 'foto.png')).statusCode).toBe(422);
    expect((await upload(e.json<AnswerResult>().id, 'Audio', webm(), 'x.webm')).statusCode).toBe(422);
    expect((await upload(answerId, 'Audio', webm(), 'x.webm', OTHER)).statusCode).toBe(404);

    // The file: its owner and an 'Avaliações' holder read it; another person does not find it.
    const own = await call(LEARNER, 'GET', file.url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('audio/webm');
    expect(own.rawPayload.equals(webm())).toBe(true);
    const ranged = await callAs(t.app, token[LEARNER], { method: 'GET', url: file.url, headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(206);
    expect((await call(ADMIN, 'GET', file.url)).statusCode).toBe(200);
    expect((await call(OTHER, 'GET', file.url)).statusCode).toBe(404);
    expect((await call(ACME, 'GET', file.url)).statusCode).toBe(404);

    const result = await finish(attempt.id);
    expect(result.json<AssessmentResult>()).toMatchObject({ status: 'PendenteDeCorrecao', score: null, approved: false, completed: true, hit: 0, miss: 0, pending: 4 });
    expect(await progressRow(m)).toMatchObject({ percentual: 99, status: 'PendenteDeCorrecao', aprovado: false, nota: null });
    expect((await start(m)).json().notifications[0].message).toBe(msg('avaliacoes.blockedPendingCorrection'));
    expect((await upload(answerId, 'Audio', webm(), 'tarde.webm')).statusCode).toBe(409);
    const review = await call(LEARNER, 'GET', `/api/v1/Avaliacao/student/${attempt.id}`);
    expect(review.json<AttemptReview>().items[3].answer?.files).toHaveLength(1);
  });
});

describe('Acertos / Erros / Pendentes', () => {
  it('counts answers awaiting correction as pending, never as misses; scale answers in none; unanswered ones are misses', async () => {
    const choice = (): Q => ({ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] });
    const m = await makeAssessment([choice(), choice(), { tipo: 'Dissertativa' }, { tipo: 'Pratica', answerType: 'link' }, { tipo: 'Escala', scale: 5 }, { tipo: 'Dissertativa' }]);
    const [ok, bad, essay, practical, scale] = m.questions;
    const attempt = await started(m);
    await answer(attempt.id, ok.id, { alternativasIds: right(ok) });
    await answer(attempt.id, bad.id, { alternativasIds: wrong(bad) });
    await answer(attempt.id, essay.id, { texto: 'Explico assim.' });
    await answer(attempt.id, practical.id, { answerType: 'link', link: 'https://exemplo.com/pratica' });
    await answer(attempt.id, scale.id, { escala: 4 });
    // The last essay is left unanswered: it scores zero, a miss.
    const res = await finish(attempt.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AssessmentResult>()).toMatchObject({ status: 'PendenteDeCorrecao', hit: 1, miss: 2, pending: 2, attempt: 1 });
    const [row] = await t.database.system((tx) => tx.select().from(usuarioAvaliacao).where(eq(usuarioAvaliacao.id, attempt.id)));
    expect(row).toMatchObject({ acertos: 1, erros: 2, pendentes: 2 });
    const review = await call(LEARNER, 'GET', `/api/v1/Avaliacao/student/${attempt.id}`);
    expect(review.json<AttemptReview>().result).toMatchObject({ hit: 1, miss: 2, pending: 2 });
  });
});

describe('order, timer and endings', () => {
  it('shuffles questions and options per attempt, stable within the attempt', async () => {
    const m = await makeAssessment(
      Array.from({ length: 8 }, () => ({ tipo: 'Objetiva' as const, options: [{ text: 'A', right: true }, { text: 'B' }, { text: 'C' }, { text: 'D' }, { text: 'E' }] })),
      { embaralharQuestoes: true, embaralharAlternativas: true, maxQuestoes: 6, permitirNovaTentativa: true, maxTentativas: 2 },
    );
    const first = await started(m);
    expect(first.totalQuestions).toBe(6);
    const again = await started(m);
    expect(again).toMatchObject({ id: first.id, continue: true });
    expect(again.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
    const optionsOf = async (id: string, index: number) => (await next(id, index)).json<NextQuestionResponse>().question!.options.map((o) => o.id);
    const opts = await optionsOf(first.id, 1);
    expect(await optionsOf(first.id, 1)).toEqual(opts);
    const base = m.questions.find((q) => q.id === first.questions[0].id)!.options.map((o) => o.id);
    expect([...opts].sort()).toEqual([...base].sort());

    const gaveUp = await call(LEARNER, 'PUT', `/api/v1/Avaliacao/student/${first.id}/finish/giveup`);
    expect(gaveUp.statusCode, gaveUp.body).toBe(200);
    const second = await started(m);
    expect(second.id).not.toBe(first.id);
    expect(second.questions.map((q) => q.id)).not.toEqual(first.questions.map((q) => q.id));
    const attemptRows = await t.database.system((tx) => tx.select().from(usuarioAvaliacao).where(eq(usuarioAvaliacao.id, second.id)));
    expect(attemptRows[0].tentativa).toBe(2);
  });

  it('concurrent starts open a single attempt', async () => {
    const m = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }]);
    const [a, b] = await Promise.all([start(m), start(m)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json<AssessmentAttempt>().id).toBe(b.json<AssessmentAttempt>().id);
  });

  it('finishes on the server when the time is over, from the answers submitted', async () => {
    const m = await makeAssessment(
      [
        { tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] },
        { tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] },
      ],
      { duracao: '00:10:00', exibirCronometro: true, notaMinima: 70 },
    );
    const attempt = await started(m);
    expect(attempt.deadline).not.toBeNull();
    expect(attempt.secondsLeft).toBeGreaterThan(590);
    await answer(attempt.id, m.questions[0].id, { alternativasIds: right(m.questions[0]) });
    // The clock moves past the deadline.
    await t.database.system((tx) => tx.update(usuarioAvaliacao).set({ prazo: new Date(Date.now() - 60_000) }).where(eq(usuarioAvaliacao.id, attempt.id)));
    const late = await answer(attempt.id, m.questions[1].id, { alternativasIds: right(m.questions[1]) });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().notifications[0].message).toBe(msg('avaliacoes.timeOver'));
    expect(late.json().details.result).toMatchObject({ userTestId: attempt.id, timeOver: true, score: 50, status: 'Reprovado', hit: 1, miss: 1 });
    const answers = await t.database.system((tx) => tx.select().from(usuarioAvaliacaoResposta).where(eq(usuarioAvaliacaoResposta.usuarioAvaliacaoId, attempt.id)));
    expect(answers).toHaveLength(1);
    const result = await finish(attempt.id);
    expect(result.json<AssessmentResult>()).toMatchObject({ timeOver: true, status: 'Reprovado' });
  });

  it('records time over when finishing after the deadline, even within the grace for answers in flight; before it, not', async () => {
    const timed = () =>
      makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }, { tipo: 'Dissertativa' }], { duracao: '00:05:00', exibirCronometro: true });
    const rowOf = async (id: string) => (await t.database.system((tx) => tx.select().from(usuarioAvaliacao).where(eq(usuarioAvaliacao.id, id))))[0];

    const m = await timed();
    const attempt = await started(m);
    await answer(attempt.id, m.questions[0].id, { alternativasIds: right(m.questions[0]) });
    await answer(attempt.id, m.questions[1].id, { texto: 'No limite.' });
    // One second past the deadline: inside the grace, the answers count, but the time did run out.
    const deadline = new Date(Date.now() - 1000);
    await t.database.system((tx) => tx.update(usuarioAvaliacao).set({ prazo: deadline }).where(eq(usuarioAvaliacao.id, attempt.id)));
    const late = await finish(attempt.id);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<AssessmentResult>()).toMatchObject({ timeOver: true, status: 'PendenteDeCorrecao', hit: 1, miss: 0, pending: 1 });
    const stored = await rowOf(attempt.id);
    expect(stored).toMatchObject({ tempoEsgotado: true, status: 'PendenteDeCorrecao', pendentes: 1 });
    expect(stored.finalizadoEm?.getTime()).toBe(deadline.getTime());
    // Read again later, the result still says so.
    expect((await finish(attempt.id)).json<AssessmentResult>().timeOver).toBe(true);

    const inTime = await timed();
    const early = await started(inTime);
    const ended = await finish(early.id);
    expect(ended.json<AssessmentResult>()).toMatchObject({ timeOver: false, status: 'Reprovado', hit: 0, miss: 2, pending: 0 });
    expect((await rowOf(early.id)).tempoEsgotado).toBe(false);
  });

  it('closes an expired attempt when the info page is read (lazy finishing)', async () => {
    const m = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }], { duracao: '00:01:00', exibirCronometro: true });
    const attempt = await started(m);
    await t.database.system((tx) => tx.update(usuarioAvaliacao).set({ prazo: new Date(Date.now() - 60_000) }).where(eq(usuarioAvaliacao.id, attempt.id)));
    const info = await call(LEARNER, 'GET', `/api/v1/Avaliacao/basic?avaliacaoId=${m.id}&cursoId=${m.cursoId}`);
    expect(info.json<AssessmentInfo>()).toMatchObject({ continue: false, userTestId: null, blocked: 'exhausted', lastResult: { timeOver: true, score: 0, status: 'Reprovado' } });
  });

  it('gives up: answers discarded, Desistencia with score zero, then the attempts are exhausted', async () => {
    const m = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }, { tipo: 'Dissertativa' }]);
    const attempt = await started(m);
    await answer(attempt.id, m.questions[0].id, { alternativasIds: right(m.questions[0]) });
    const res = await call(LEARNER, 'PUT', `/api/v1/Avaliacao/student/${attempt.id}/finish/giveup`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AssessmentResult>()).toMatchObject({ status: 'Desistencia', score: 0, approved: false, canRetry: false, retries: 1, maxRetries: 1 });
    const answers = await t.database.system((tx) => tx.select().from(usuarioAvaliacaoResposta).where(eq(usuarioAvaliacaoResposta.usuarioAvaliacaoId, attempt.id)));
    expect(answers).toHaveLength(0);
    expect(await progressRow(m)).toMatchObject({ nota: 0, aprovado: false, status: 'Desistencia' });
    const again = await start(m);
    expect(again.statusCode).toBe(409);
    expect(again.json().notifications[0].message).toBe(msg('avaliacoes.blockedExhausted'));
    expect((await call(LEARNER, 'PUT', `/api/v1/Avaliacao/student/${attempt.id}/finish/giveup`)).statusCode).toBe(409);
  });

  it('a give-up with attempts left leaves the course going on; the one that uses the last attempt settles it as failed, and every screen says so', async () => {
    const m = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }], { permitirNovaTentativa: true, maxTentativas: 1, notaMinima: 70 });
    // What the classroom, the learner's progress list (row and totals) and the stored enrolment say of this course.
    const standing = async () => {
      const room = (await call(LEARNER, 'GET', `/api/v1/salaDeAula/curso/${m.cursoId}`)).json<ClassroomInfo>();
      const progress = (await call(LEARNER, 'GET', '/api/v1/usuario/progresso?pageNumber=1&pageSize=100')).json<MyProgressResponse>();
      const row = progress.data.find((r) => r.conteudoId === m.cursoId)!;
      const stored = await readEnrolment(t.database, t.tenants.demo, learnerId, { tipo: 'curso', id: m.cursoId });
      return { room: room.status, item: room.itens[0].progress, percent: room.porcentagemDeConclusao, row: row.status, rowConcluded: row.concluidoEm, stored: stored?.status, failed: progress.totais.failed };
    };
    // The learner's other enrolments (earlier tests) are in the totals too: this course moves them by one at most.
    const failedBefore = (await call(LEARNER, 'GET', '/api/v1/usuario/progresso?pageNumber=1&pageSize=100')).json<MyProgressResponse>().totais.failed;

    const first = await started(m);
    expect((await call(LEARNER, 'PUT', `/api/v1/Avaliacao/student/${first.id}/finish/giveup`)).json<AssessmentResult>()).toMatchObject({ status: 'Desistencia', canRetry: true, retries: 1, maxRetries: 2 });
    const afterFirst = await standing();
    expect(afterFirst).toMatchObject({ room: 'not-started', item: 0, percent: 0, row: 'not-started', rowConcluded: null, stored: 'not-started' });
    expect(afterFirst.failed).toBe(failedBefore);
    expect(await progressRow(m)).toMatchObject({ percentual: 0, nota: null, aprovado: false, status: 'Desistencia' });

    const second = await started(m);
    const gaveUp = (await call(LEARNER, 'PUT', `/api/v1/Avaliacao/student/${second.id}/finish/giveup`)).json<AssessmentResult>();
    expect(gaveUp).toMatchObject({ status: 'Desistencia', canRetry: false, retries: 2, maxRetries: 2 });
    const afterLast = await standing();
    expect(afterLast).toMatchObject({ room: 'failed', item: 100, percent: 100, row: 'failed', stored: 'failed' });
    expect(afterLast.rowConcluded).not.toBeNull();
    expect(afterLast.failed).toBe(failedBefore + 1);
    expect(await progressRow(m)).toMatchObject({ percentual: 100, nota: 0, aprovado: false });
  });

  it('the learner\'s progress list shows the status the roll-up stored: an assessment item not approved fails the course in the row and the totals alike', async () => {
    const m = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }], { notaMinima: 70 });
    const attempt = await started(m);
    await answer(attempt.id, m.questions[0].id, { alternativasIds: wrong(m.questions[0]) });
    expect((await finish(attempt.id)).json<AssessmentResult>()).toMatchObject({ status: 'Reprovado' });
    // The course asks no score of its own: only the item's failure can say 'failed'.
    const progress = (await call(LEARNER, 'GET', '/api/v1/usuario/progresso?pageNumber=1&pageSize=100')).json<MyProgressResponse>();
    const row = progress.data.find((r) => r.conteudoId === m.cursoId)!;
    expect(row.status).toBe('failed');
    const failedOnly = (await call(LEARNER, 'GET', '/api/v1/usuario/progresso?pageNumber=1&pageSize=100&status=failed')).json<MyProgressResponse>();
    expect(failedOnly.data.map((r) => r.conteudoId)).toContain(m.cursoId);
    const room = (await call(LEARNER, 'GET', `/api/v1/salaDeAula/curso/${m.cursoId}`)).json<ClassroomInfo>();
    expect(room.status).toBe('failed');
  });

  it('skips a reaction assessment, which cannot be redone; learning assessments cannot be skipped', async () => {
    const reaction = await makeAssessment([{ tipo: 'Escala', scale: 5 }], { tipo: 'Reacao' });
    const info = await call(LEARNER, 'GET', `/api/v1/Avaliacao/basic?avaliacaoId=${reaction.id}&cursoId=${reaction.cursoId}`);
    expect(info.json<AssessmentInfo>().canSkip).toBe(true);
    const skip = await call(LEARNER, 'POST', '/api/v1/Avaliacao/student/finish/dontAnswer', { avaliacaoId: reaction.id, cursoId: reaction.cursoId });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(skip.json<AssessmentResult>()).toMatchObject({ status: 'NaoRespondido', approved: true, score: null, completed: true });
    expect(await progressRow(reaction)).toMatchObject({ percentual: 100, aprovado: true, status: 'NaoRespondido' });
    expect((await start(reaction)).json().notifications[0].message).toBe(msg('avaliacoes.blockedSkipped'));
    expect((await call(LEARNER, 'POST', '/api/v1/Avaliacao/student/finish/dontAnswer', { avaliacaoId: reaction.id, cursoId: reaction.cursoId })).statusCode).toBe(409);

    const answered = await makeAssessment([{ tipo: 'Escala', scale: 5 }], { tipo: 'Reacao' });
    const attempt = await started(answered);
    await answer(attempt.id, answered.questions[0].id, { escala: 5 });
    expect((await finish(attempt.id)).json<AssessmentResult>()).toMatchObject({ status: 'Aprovado', approved: true });
    expect((await start(answered)).json().notifications[0].message).toBe(msg('avaliacoes.blockedReactionDone'));

    const learning = await makeAssessment([{ tipo: 'Dissertativa' }]);
    const refused = await call(LEARNER, 'POST', '/api/v1/Avaliacao/student/finish/dontAnswer', { avaliacaoId: learning.id, cursoId: learning.cursoId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().notifications[0].message).toBe(msg('avaliacoes.cannotSkip'));
  });
});

describe('access', () => {
  it("keeps a person's attempt to that person and ids to their tenant", async () => {
    const m = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }]);
    const attempt = await started(m);
    expect((await call(OTHER, 'GET', `/api/v1/Avaliacao/student/${attempt.id}/nextQuestion`)).statusCode).toBe(404);
    expect((await answer(attempt.id, m.questions[0].id, { alternativasIds: right(m.questions[0]) }, OTHER)).statusCode).toBe(404);
    expect((await finish(attempt.id, OTHER)).statusCode).toBe(404);
    expect((await call(OTHER, 'PUT', `/api/v1/Avaliacao/student/${attempt.id}/finish/giveup`)).statusCode).toBe(404);
    expect((await call(ACME, 'GET', `/api/v1/Avaliacao/basic?avaliacaoId=${m.id}&cursoId=${m.cursoId}`)).statusCode).toBe(404);
    expect((await call(ACME, 'POST', '/api/v1/Avaliacao/student/start', { avaliacaoId: m.id, cursoId: m.cursoId })).statusCode).toBe(404);
    expect((await finish(attempt.id, ACME)).statusCode).toBe(404);

    const other = await makeAssessment([{ tipo: 'Dissertativa' }]);
    expect((await answer(attempt.id, other.questions[0].id, { texto: 'x' })).json().notifications[0].message).toBe(msg('avaliacoes.questionNotInAttempt'));
    const finished = await finish(attempt.id);
    expect(finished.statusCode).toBe(200);
    expect((await call(OTHER, 'GET', `/api/v1/Avaliacao/student/${attempt.id}`)).statusCode).toBe(404);
  });

  it('needs a course or trail, except for a preview by who manages assessments; inactive ones do not start', async () => {
    const m = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }]);
    const bare = await call(LEARNER, 'POST', '/api/v1/Avaliacao/student/start', { avaliacaoId: m.id });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().notifications[0].message).toBe(msg('avaliacoes.contextRequired'));
    expect((await call(ADMIN, 'POST', '/api/v1/Avaliacao/student/start', { avaliacaoId: m.id })).statusCode).toBe(200);

    const inactive = await makeAssessment([{ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] }], { ativo: false });
    const res = await start(inactive);
    expect(res.statusCode).toBe(409);
    expect(res.json().notifications[0].message).toBe(msg('avaliacoes.inactive'));
  });

  it("refuses every call without 'Aprendizado'", async () => {
    const group = await createGroup(t, 'demo', ['Minhas Avaliações']);
    const person = await createPerson(t, { accounts: [{ tenant: 'demo', groupId: group }] });
    const tk = (await login(t.app, person.email)).access_token;
    const m = await makeAssessment([{ tipo: 'Dissertativa' }]);
    for (const [method, url] of [
      ['GET', `/api/v1/Avaliacao/basic?avaliacaoId=${m.id}&cursoId=${m.cursoId}`],
      ['POST', '/api/v1/Avaliacao/student/start'],
      ['GET', '/api/v1/Avaliacao/student'],
    ] as const) {
      const res = await callAs(t.app, tk, { method, url, payload: method === 'POST' ? { avaliacaoId: m.id, cursoId: m.cursoId } : undefined });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('answering while the context changes', () => {
  const DAY = 86_400_000;
  const choice = (): Q => ({ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] });
  const setCourse = (cursoId: string, values: Partial<typeof curso.$inferInsert>) => t.database.system((tx) => tx.update(curso).set(values).where(eq(curso.id, cursoId)));
  const setEnrolment = (where: ReturnType<typeof eq>, values: Partial<typeof inscricao.$inferInsert>) =>
    t.database.system((tx) => tx.update(inscricao).set(values).where(and(eq(inscricao.usuarioId, learnerId), where)));
  const answersOf = (attemptId: string) => t.database.system((tx) => tx.select().from(usuarioAvaliacaoResposta).where(eq(usuarioAvaliacaoResposta.usuarioAvaliacaoId, attemptId)));
  const refusal = (res: { statusCode: number; json: () => unknown }) => {
    const body = res.json() as { notifications: { message: string }[]; details?: { code?: string; lockReason?: string } };
    return { status: res.statusCode, message: body.notifications[0]?.message, code: body.details?.code, lockReason: body.details?.lockReason };
  };

  it('refuses an answer once the enrolment is cancelled (403), keeps the attempt, and takes answers again when it is active', async () => {
    const m = await makeAssessment([choice(), choice(), choice()]);
    const attempt = await started(m);
    const [q1, q2, q3] = attempt.questions.map((q) => m.questions.find((x) => x.id === q.id)!);
    expect((await answer(attempt.id, q1.id, { alternativasIds: right(q1) })).statusCode).toBe(200);
    const before = await progressRow(m);

    const enrolment = await readEnrolment(t.database, t.tenants.demo, learnerId, { tipo: 'curso', id: m.cursoId });
    const cancelled = await call(ADMIN, 'PUT', `/api/v1/inscricao/${enrolment!.id}/cancelar`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await answer(attempt.id, q2.id, { alternativasIds: right(q2) });
    expect(refusal(refused)).toEqual({ status: 403, message: translate('classroom.notEnrolled', 'pt'), code: 'classroom.notEnrolled', lockReason: undefined });
    expect(await answersOf(attempt.id)).toHaveLength(1);
    expect(await progressRow(m)).toEqual(before);

    // Active again (written directly: the API's reactivation starts over and removes the attempts): answers are taken.
    await setEnrolment(eq(inscricao.cursoId, m.cursoId), { ativo: true, canceladoEm: null });
    expect((await answer(attempt.id, q2.id, { alternativasIds: right(q2) })).statusCode).toBe(200);
    expect((await answer(attempt.id, q3.id, { alternativasIds: wrong(q3) })).statusCode).toBe(200);
    expect((await finish(attempt.id)).json<AssessmentResult>()).toMatchObject({ hit: 2, miss: 1, status: 'Aprovado' });
  });

  it('refuses an answer while the course is locked for reporting: release ahead, enrolment expired, a prerequisite or an introduction term added', async () => {
    const m = await makeAssessment([choice(), choice()]);
    const attempt = await started(m);
    const q = m.questions.find((x) => x.id === attempt.questions[0].id)!;
    const tryAnswer = () => answer(attempt.id, q.id, { alternativasIds: right(q) });
    const locked = (lockReason: string) => ({ status: 403, message: translate('classroom.itemLocked', 'pt'), code: 'classroom.itemLocked', lockReason });

    await setCourse(m.cursoId, { modoLiberacao: 'DataHora', dataHoraLiberacao: new Date(Date.now() + DAY) });
    expect(refusal(await tryAnswer())).toEqual(locked('release'));
    await setCourse(m.cursoId, { modoLiberacao: 'Imediato', dataHoraLiberacao: null });

    await setCourse(m.cursoId, { limiteDeDiasParaConclusao: 1 });
    await setEnrolment(eq(inscricao.cursoId, m.cursoId), { dataInscricao: new Date(Date.now() - 3 * DAY) });
    expect(refusal(await tryAnswer())).toEqual(locked('expired'));
    await setCourse(m.cursoId, { limiteDeDiasParaConclusao: 0 });

    const required = await makeAssessment([choice()]);
    await t.database.system((tx) => tx.insert(preRequisito).values({ tenantId: t.tenants.demo, cursoId: m.cursoId, requerCursoId: required.cursoId }));
    expect(refusal(await tryAnswer())).toEqual(locked('prerequisite'));
    // The prerequisite complete: open again.
    await setEnrolment(eq(inscricao.cursoId, required.cursoId), { percentual: 100, status: 'approved' });
    const [termo] = await t.database.system((tx) =>
      tx.insert(termoDeUso).values({ tenantId: t.tenants.demo, nome: 'Termo da avaliação', conteudo: '<p>Aceito</p>', tipo: 'Learning' }).returning({ id: termoDeUso.id }),
    );
    await setCourse(m.cursoId, { termoIntroducaoId: termo.id });
    expect(refusal(await tryAnswer())).toEqual(locked('term'));
    await setEnrolment(eq(inscricao.cursoId, m.cursoId), { termoIntroducaoAceitoEm: new Date() });

    expect(await answersOf(attempt.id)).toHaveLength(0);
    expect((await tryAnswer()).statusCode).toBe(200);
  });

  it('refuses an answer when the course is made inactive (404) or the assessment is taken out of it (404)', async () => {
    const m = await makeAssessment([choice(), choice()]);
    const attempt = await started(m);
    const q = m.questions.find((x) => x.id === attempt.questions[0].id)!;
    const tryAnswer = () => answer(attempt.id, q.id, { alternativasIds: right(q) });

    await setCourse(m.cursoId, { ativo: false });
    expect(refusal(await tryAnswer())).toMatchObject({ status: 404, code: 'classroom.notFound' });
    await setCourse(m.cursoId, { ativo: true });
    await t.database.system((tx) => tx.delete(cursoItem).where(eq(cursoItem.cursoId, m.cursoId)));
    expect(refusal(await tryAnswer())).toEqual({ status: 404, message: msg('avaliacoes.notInContent'), code: 'avaliacoes.notInContent', lockReason: undefined });
    expect(await answersOf(attempt.id)).toHaveLength(0);
  });

  it('in a trail: checks the trail enrolment, for an assessment inside a course of the trail and one placed in a step', async () => {
    const inner = await makeAssessment([choice(), choice(), choice()]);
    const direct = await makeAssessment([choice(), choice()]);
    const tenantId = t.tenants.demo;
    const trailId = await t.database.system(async (tx) => {
      const [f] = await tx.insert(formacao).values({ tenantId, titulo: `Trilha da avaliação ${(seq += 1)}` }).returning({ id: formacao.id });
      const [etapa] = await tx.insert(formacaoEtapa).values({ tenantId, formacaoId: f.id, ordem: 1, nome: 'Única' }).returning({ id: formacaoEtapa.id });
      await tx.insert(formacaoEtapaItem).values([
        { tenantId, formacaoId: f.id, etapaId: etapa.id, ordem: 1, tipo: 'curso', cursoId: inner.cursoId },
        { tenantId, formacaoId: f.id, etapaId: etapa.id, ordem: 2, tipo: 'avaliacao', avaliacaoId: direct.id },
      ]);
      return f.id;
    });
    await enrolDirectly(t.database, tenantId, learnerId, { tipo: 'formacao', id: trailId });
    const startIn = async (m: Made, cursoId: string | null) => {
      const res = await call(LEARNER, 'POST', '/api/v1/Avaliacao/student/start', { avaliacaoId: m.id, ...(cursoId ? { cursoId } : {}), trilhaId: trailId });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AssessmentAttempt>();
    };
    const a1 = await startIn(inner, inner.cursoId);
    const a2 = await startIn(direct, null);
    const answerNth = (m: Made, a: AssessmentAttempt, i: number) => {
      const q = m.questions.find((x) => x.id === a.questions[i].id)!;
      return answer(a.id, q.id, { alternativasIds: right(q) });
    };
    expect((await answerNth(inner, a1, 0)).statusCode).toBe(200);
    expect((await answerNth(direct, a2, 0)).statusCode).toBe(200);

    // The course's own enrolment does not count inside the trail: cancelling it changes nothing there.
    await setEnrolment(eq(inscricao.cursoId, inner.cursoId), { ativo: false });
    expect((await answerNth(inner, a1, 1)).statusCode).toBe(200);
    // The trail's enrolment cancelled: both refused.
    await setEnrolment(eq(inscricao.formacaoId, trailId), { ativo: false });
    expect(refusal(await answerNth(inner, a1, 2))).toMatchObject({ status: 403, code: 'classroom.notEnrolled' });
    expect(refusal(await answerNth(direct, a2, 1))).toMatchObject({ status: 403, code: 'classroom.notEnrolled' });
    await setEnrolment(eq(inscricao.formacaoId, trailId), { ativo: true });
    // The course taken out of the trail: its assessment is no longer an item there; the step's own still is.
    await t.database.system((tx) => tx.delete(formacaoEtapaItem).where(and(eq(formacaoEtapaItem.formacaoId, trailId), eq(formacaoEtapaItem.tipo, 'curso'))));
    expect(refusal(await answerNth(inner, a1, 2))).toMatchObject({ status: 404, code: 'avaliacoes.notInContent' });
    expect((await answerNth(direct, a2, 1)).statusCode).toBe(200);
    expect(await answersOf(a1.id)).toHaveLength(2);
  });
});

describe('my attempts list (GET student)', () => {
  it('answers every attempt as finishing it does, counted in its own context, with titles; expired ones finished first; filtered by status', async () => {
    const tag = `Lista ${randomUUID().slice(0, 8)}`;
    const choice = (): Q => ({ tipo: 'Objetiva', options: [{ text: 'A', right: true }, { text: 'B' }] });
    const m = await makeAssessment([choice(), choice()], { titulo: `${tag} A`, permitirNovaTentativa: true, maxTentativas: 3, notaMinima: 100 });
    const timed = await makeAssessment([choice()], { titulo: `${tag} B`, duracao: '00:01:00', exibirCronometro: true });
    const questionOf = (made: Made, a: AssessmentAttempt, i: number) => made.questions.find((x) => x.id === a.questions[i].id)!;

    // In the course: a failed attempt, then an open one.
    const first = await started(m);
    await answer(first.id, questionOf(m, first, 0).id, { alternativasIds: wrong(questionOf(m, first, 0)) });
    expect((await finish(first.id)).json<AssessmentResult>()).toMatchObject({ status: 'Reprovado', retries: 1, canRetry: true });
    const second = await started(m);
    await answer(second.id, questionOf(m, second, 0).id, { alternativasIds: right(questionOf(m, second, 0)) });
    // The same assessment placed in a trail's step: another context, given up there.
    const trailTitle = `${tag} Trilha`;
    const trailId = await t.database.system(async (tx) => {
      const tenantId = t.tenants.demo;
      const [f] = await tx.insert(formacao).values({ tenantId, titulo: trailTitle }).returning({ id: formacao.id });
      const [etapa] = await tx.insert(formacaoEtapa).values({ tenantId, formacaoId: f.id, ordem: 1, nome: 'Única' }).returning({ id: formacaoEtapa.id });
      await tx.insert(formacaoEtapaItem).values({ tenantId, formacaoId: f.id, etapaId: etapa.id, ordem: 1, tipo: 'avaliacao', avaliacaoId: m.id });
      return f.id;
    });
    await enrolDirectly(t.database, t.tenants.demo, learnerId, { tipo: 'formacao', id: trailId });
    const inTrail = await call(LEARNER, 'POST', '/api/v1/Avaliacao/student/start', { avaliacaoId: m.id, trilhaId: trailId });
    expect(inTrail.statusCode, inTrail.body).toBe(200);
    const trailAttempt = inTrail.json<AssessmentAttempt>();
    expect((await call(LEARNER, 'PUT', `/api/v1/Avaliacao/student/${trailAttempt.id}/finish/giveup`)).statusCode).toBe(200);
    // A timed attempt whose time ran out: the list finishes it first.
    const late = await started(timed);
    await t.database.system((tx) => tx.update(usuarioAvaliacao).set({ prazo: new Date(Date.now() - 60_000) }).where(eq(usuarioAvaliacao.id, late.id)));

    const list = async (query: string) => {
      const res = await call(LEARNER, 'GET', `/api/v1/Avaliacao/student?search=${encodeURIComponent(tag)}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Paged<AssessmentResult>>();
    };
    const all = await list('pageSize=50');
    expect(all.totalItems).toBe(4);
    expect(all.data.map((r) => r.userTestId)).toEqual([late.id, trailAttempt.id, second.id, first.id]);
    const [lateRow, trailRow, secondRow, firstRow] = all.data;
    expect(lateRow).toMatchObject({ status: 'Reprovado', timeOver: true, completed: true, retries: 1, attempt: 1, canRetry: false, cursoId: timed.cursoId, formacaoId: null });
    expect(trailRow).toMatchObject({ status: 'Desistencia', retries: 1, attempt: 1, canRetry: true, cursoId: null, formacaoId: trailId, cursoTitulo: null, formacaoTitulo: trailTitle });
    // Each row carries its own attempt number (the first attempt's row says 1, not the latest's 2).
    expect(secondRow).toMatchObject({ status: 'Pendente', completed: false, retries: 2, attempt: 2, canRetry: false, score: null, date: second.startTime });
    expect(firstRow).toMatchObject({ status: 'Reprovado', completed: true, retries: 2, attempt: 1, canRetry: false, hit: 0, miss: 2, pending: 0, cursoId: m.cursoId, formacaoId: null });
    expect(firstRow.cursoTitulo).toMatch(/^Curso da avaliação \d+$/);
    // A finished attempt's row is its result as finishing answers it again (plus the titles).
    for (const row of [lateRow, trailRow, firstRow]) {
      const again = await finish(row.userTestId);
      expect(again.statusCode, again.body).toBe(200);
      const { cursoTitulo: _c, formacaoTitulo: _f, ...result } = row;
      expect(again.json<AssessmentResult>()).toEqual(result);
    }

    const open = await list('pageSize=50&status=Pendente');
    expect(open.data.map((r) => r.userTestId)).toEqual([second.id]);
  });
});
