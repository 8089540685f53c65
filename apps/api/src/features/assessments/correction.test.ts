import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentResult, Correction, CorrectionView, EvaluatorRow } from '@plataforma/shared/assessments';
import type { Paged } from '@plataforma/shared';
import { avaliacao, avaliacaoAvaliador, avaliacaoProgresso, questao, usuario, usuarioAvaliacao, usuarioAvaliacaoResposta } from '../../db/schema';
import { onAssessmentProgress, type AssessmentProgressChange } from './assessment-events';
import { buildTestApp, callAs, createGroup, createPerson, login, multipartFile, type DemoTenant, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
let run = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> };
const as = (email: string, call: Call) => callAs(t.app, token[email], call);
const messages = (body: string) => (JSON.parse(body) as { notifications: { message: string }[] }).notifications.map((n) => n.message);

/** A new signed-in person of a tenant, in a group (or with exactly the given functionalities). */
const person = async (options: { tenant?: DemoTenant; group?: 'Aluno' | 'Avaliador' | 'Administrador'; funcionalidades?: string[]; idioma?: 'pt' | 'en' | 'es' } = {}) => {
  const tenant = options.tenant ?? 'demo';
  const groupId = options.funcionalidades ? await createGroup(t, tenant, options.funcionalidades) : undefined;
  const created = await createPerson(t, { nome: unique('Pessoa'), accounts: [{ tenant, group: options.group ?? 'Aluno', groupId }] });
  const id = created.accounts[tenant];
  if (options.idioma) await t.database.system((tx) => tx.update(usuario).set({ idiomaPreferido: options.idioma }).where(eq(usuario.id, id)));
  token[created.email] = (await login(t.app, created.email)).access_token;
  return { email: created.email, id, tenantId: t.tenants[tenant] };
};
type Person = Awaited<ReturnType<typeof person>>;

/**
 * An assessment with a single-choice question (max 1), an essay (max 3) and a true/false question (max 1), minimum
 * score 70%, written directly; `evaluators` are its evaluators.
 */
const assessment = async (tenant: DemoTenant, evaluators: Person[]) => {
  const tenantId = t.tenants[tenant];
  const id = randomUUID();
  const right = randomUUID();
  const wrong = randomUUID();
  const questions = { objective: randomUUID(), essay: randomUUID(), trueFalse: randomUUID() };
  await t.database.system(async (tx) => {
    await tx.insert(avaliacao).values({ id, tenantId, titulo: unique('Avaliação'), tipo: 'Aprendizagem', notaMinima: 70 });
    await tx.insert(questao).values([
      {
        id: questions.objective,
        tenantId,
        avaliacaoId: id,
        ordem: 1,
        tipo: 'Objetiva',
        enunciado: 'Quanto é 2 + 2?',
        pontuacaoMaxima: 1,
        alternativas: [
          { id: right, texto: '4', correta: true },
          { id: wrong, texto: '5', correta: false },
        ],
      },
      { id: questions.essay, tenantId, avaliacaoId: id, ordem: 2, tipo: 'Dissertativa', enunciado: 'Explique o processo.', pontuacaoMaxima: 3 },
      {
        id: questions.trueFalse,
        tenantId,
        avaliacaoId: id,
        ordem: 3,
        tipo: 'VerdadeiroFalso',
        enunciado: 'O céu é azul.',
        pontuacaoMaxima: 1,
        alternativas: [
          { id: randomUUID(), texto: 'Verdadeiro', correta: true },
          { id: randomUUID(), texto: 'Falso', correta: false },
        ],
      },
    ]);
    if (evaluators.length) await tx.insert(avaliacaoAvaliador).values(evaluators.map((e) => ({ tenantId, avaliacaoId: id, usuarioId: e.id })));
  });
  const [row] = await t.database.system((tx) => tx.select({ titulo: avaliacao.titulo }).from(avaliacao).where(eq(avaliacao.id, id)));
  return { id, tenantId, title: row.titulo, questions, right, wrong };
};
type Assessment = Awaited<ReturnType<typeof assessment>>;

/**
 * A finished attempt awaiting correction: the single-choice question answered right (graded at once), the essay
 * answered (awaiting its correction), the true/false question left unanswered.
 */
const pendingAttempt = async (a: Assessment, learner: Person) => {
  const id = randomUUID();
  const answers = { objective: randomUUID(), essay: randomUUID() };
  // one clock reading: two would be a millisecond or more apart, and the minutes spent are rounded up
  const finishedAt = Date.now();
  await t.database.system(async (tx) => {
    await tx.insert(usuarioAvaliacao).values({
      id,
      tenantId: a.tenantId,
      usuarioId: learner.id,
      avaliacaoId: a.id,
      tentativa: 1,
      status: 'PendenteDeCorrecao',
      questoesIds: [a.questions.objective, a.questions.essay, a.questions.trueFalse],
      iniciadoEm: new Date(finishedAt - 7 * 60_000),
      finalizadoEm: new Date(finishedAt),
      acertos: 1,
      erros: 1,
      pendentes: 1,
    });
    await tx.insert(usuarioAvaliacaoResposta).values([
      { id: answers.objective, tenantId: a.tenantId, usuarioAvaliacaoId: id, questaoId: a.questions.objective, alternativasIds: [a.right], nota: 1, correta: true },
      { id: answers.essay, tenantId: a.tenantId, usuarioAvaliacaoId: id, questaoId: a.questions.essay, texto: 'Primeiro planejamos, depois executamos.' },
    ]);
    await tx.insert(avaliacaoProgresso).values({ tenantId: a.tenantId, usuarioId: learner.id, avaliacaoId: a.id, percentual: 99, status: 'PendenteDeCorrecao', tentativas: 1 });
  });
  return { id, answers };
};

const correct = (who: Person, userAssessmentResponseId: string, score: number, observations: string | null = null) =>
  as(who.email, { method: 'POST', url: '/api/v1/Avaliacao/evaluator/correction-answer', payload: { userAssessmentResponseId, score, observations } });
const finish = (who: Person, attemptId: string, finalConsiderations: string | null = 'Bom trabalho.') =>
  as(who.email, { method: 'POST', url: `/api/v1/Avaliacao/evaluator/${attemptId}/finish-correction`, payload: { finalConsiderations } });
const list = (who: Person, query = '') => as(who.email, { method: 'GET', url: `/api/v1/Avaliacao/evaluator${query}` });
const view = (who: Person, attemptId: string) => as(who.email, { method: 'GET', url: `/api/v1/Avaliacao/evaluator/${attemptId}` });

const progressOf = async (a: Assessment, learner: Person) =>
  (await t.database.system((tx) => tx.select().from(avaliacaoProgresso).where(and(eq(avaliacaoProgresso.avaliacaoId, a.id), eq(avaliacaoProgresso.usuarioId, learner.id)))))[0];

describe('the evaluator’s list and correction view', () => {
  it('lists the attempts awaiting correction of the assessments the caller evaluates, and shows one whole', async () => {
    const evaluator = await person({ group: 'Avaliador' });
    const a = await assessment('demo', [evaluator]);
    const other = await assessment('demo', []);
    const learner = await person();
    const attempt = await pendingAttempt(a, learner);
    await pendingAttempt(other, learner);

    const res = await list(evaluator);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Paged<EvaluatorRow>>();
    expect(page.totalItems).toBe(1);
    expect(page.data[0]).toMatchObject({ id: attempt.id, avaliacaoId: a.id, title: a.title, usuarioId: learner.id, userEmail: learner.email, status: 'PendenteDeCorrecao', pendingAnswers: 1, score: null });
    expect((await list(evaluator, `?search=${encodeURIComponent(learner.email)}`)).json<Paged<EvaluatorRow>>().totalItems).toBe(1);
    expect((await list(evaluator, '?search=ninguem-com-esse-nome')).json<Paged<EvaluatorRow>>().totalItems).toBe(0);
    expect((await list(evaluator, '?status=corrected')).json<Paged<EvaluatorRow>>().totalItems).toBe(0);
    expect((await list(evaluator, `?avaliacaoId=${a.id}&status=all`)).json<Paged<EvaluatorRow>>().totalItems).toBe(1);

    const items = await as(evaluator.email, { method: 'GET', url: `/api/v1/Avaliacao/evaluator/${a.id}/${learner.id}/items` });
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json<EvaluatorRow[]>().map((r) => r.id)).toEqual([attempt.id]);

    const shown = await view(evaluator, attempt.id);
    expect(shown.statusCode, shown.body).toBe(200);
    const v = shown.json<CorrectionView>();
    expect(v).toMatchObject({ id: attempt.id, avaliacaoId: a.id, title: a.title, timeSpent: 7, status: 'PendenteDeCorrecao', score: null, minimumScore: 70, userEmail: learner.email });
    expect(v.answers.map((x) => x.question.id)).toEqual([a.questions.objective, a.questions.essay, a.questions.trueFalse]);
    const [objective, essay, unanswered] = v.answers;
    expect(objective).toMatchObject({ id: attempt.answers.objective, status: 'submitted', userAnswers: [a.right], score: 1, needsCorrection: false, correction: null });
    expect(objective.question.options).toEqual([
      { id: a.right, text: '4', isTrue: true },
      { id: a.wrong, text: '5', isTrue: false },
    ]);
    expect(essay).toMatchObject({ id: attempt.answers.essay, status: 'pending', answerDiscourse: 'Primeiro planejamos, depois executamos.', score: null, needsCorrection: true, correction: null });
    expect(unanswered).toMatchObject({ userAnswers: [], answerDiscourse: null, link: null, scale: null, files: [], score: null, needsCorrection: false, correction: null });
  });
});

describe('correcting and finishing', () => {
  it('keeps one correction per answer within the score range, refuses choice answers, and finishes approved', async () => {
    const evaluator = await person({ group: 'Avaliador' });
    const a = await assessment('demo', [evaluator]);
    const learner = await person({ idioma: 'en' });
    const attempt = await pendingAttempt(a, learner);

    const above = await correct(evaluator, attempt.answers.essay, 3.5);
    expect(above.statusCode).toBe(400);
    expect(messages(above.body)).toEqual(['A nota vai de 0 à pontuação máxima da questão (3).']);
    expect((await correct(evaluator, attempt.answers.objective, 1)).statusCode).toBe(422);
    expect((await correct(evaluator, randomUUID(), 1)).statusCode).toBe(404);

    const early = await finish(evaluator, attempt.id);
    expect(early.statusCode).toBe(409);
    expect(messages(early.body)).toEqual(['Corrija todas as respostas antes de finalizar (1 pendente).']);

    const first = await correct(evaluator, attempt.answers.essay, 1, 'Faltou detalhar.');
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<Correction>();
    expect(created).toMatchObject({ userAssessmentResponseId: attempt.answers.essay, score: 1, observations: 'Faltou detalhar.', files: [] });
    const second = (await correct(evaluator, attempt.answers.essay, 2)).json<Correction>();
    expect(second).toMatchObject({ id: created.id, score: 2, observations: null });
    const edited = await as(evaluator.email, { method: 'PUT', url: `/api/v1/Avaliacao/evaluator/${created.id}/correction-answer`, payload: { score: 3, observations: 'Completo.' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Correction>()).toMatchObject({ id: created.id, score: 3, observations: 'Completo.' });
    expect((await as(evaluator.email, { method: 'PUT', url: `/api/v1/Avaliacao/evaluator/${randomUUID()}/correction-answer`, payload: { score: 1 } })).statusCode).toBe(404);

    const shown = (await view(evaluator, attempt.id)).json<CorrectionView>();
    expect(shown.answers[1]).toMatchObject({ status: 'submitted', score: 3, correction: { id: created.id, score: 3, observations: 'Completo.' } });
    expect((await list(evaluator)).json<Paged<EvaluatorRow>>().data[0].pendingAnswers).toBe(0);

    // The course item is completed by the progress listeners (the classroom's): one stands in for them here.
    const told: AssessmentProgressChange[] = [];
    const stop = onAssessmentProgress(async (_tx, change) => {
      if (change.avaliacaoId !== a.id) return;
      told.push(change);
      return { completed: change.aprovado };
    });
    const done = await finish(evaluator, attempt.id, 'Muito bem.').finally(stop);
    expect(done.statusCode, done.body).toBe(200);
    // (1 + 3 + 0) of 5 = 80% >= 70%.
    expect(done.json<AssessmentResult>()).toMatchObject({
      userTestId: attempt.id,
      status: 'Aprovado',
      approved: true,
      score: 80,
      hit: 2,
      miss: 1,
      finalConsiderations: 'Muito bem.',
      completed: true,
      courseCompleted: true,
    });
    expect(told).toMatchObject([{ usuarioId: learner.id, percentual: 100, nota: 80, aprovado: true }]);

    const [essayRow] = await t.database.system((tx) => tx.select().from(usuarioAvaliacaoResposta).where(eq(usuarioAvaliacaoResposta.id, attempt.answers.essay)));
    expect(essayRow).toMatchObject({ nota: 3, correta: true, parcialmenteCorreta: false });
    const [attemptRow] = await t.database.system((tx) => tx.select().from(usuarioAvaliacao).where(eq(usuarioAvaliacao.id, attempt.id)));
    expect(attemptRow).toMatchObject({ status: 'Aprovado', nota: 80, acertos: 2, erros: 1, pendentes: 0, consideracoesFinais: 'Muito bem.', corrigidoPorId: evaluator.id });
    expect(attemptRow.corrigidoEm).toBeInstanceOf(Date);
    expect(await progressOf(a, learner)).toMatchObject({ percentual: 100, nota: 80, aprovado: true, status: 'Aprovado' });

    const mail = await t.waitForMail((m) => m.to.includes(learner.email), 10_000);
    expect(mail.subject).toBe(`Your assessment "${a.title}" has been corrected`);
    expect(mail.text).toContain('Result: Passed (80%)');
    expect(mail.text).toContain(`http://lms.test/gestao/minhas-avaliacoes/${attempt.id}`);

    // Corrected: no more changes.
    expect((await correct(evaluator, attempt.answers.essay, 1)).statusCode).toBe(409);
    expect((await as(evaluator.email, { method: 'PUT', url: `/api/v1/Avaliacao/evaluator/${created.id}/correction-answer`, payload: { score: 1 } })).statusCode).toBe(409);
    const again = await finish(evaluator, attempt.id);
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual(['Esta tentativa não aguarda correção.']);
    expect((await list(evaluator)).json<Paged<EvaluatorRow>>().totalItems).toBe(0);
    const corrected = (await list(evaluator, '?status=corrected')).json<Paged<EvaluatorRow>>();
    expect(corrected.data.map((r) => [r.id, r.status, r.score])).toEqual([[attempt.id, 'Aprovado', 80]]);
    expect((await view(evaluator, attempt.id)).json<CorrectionView>()).toMatchObject({ status: 'Aprovado', score: 80, finalConsiderations: 'Muito bem.' });
  });

  it('finishes failed below the minimum score, with a partly right essay', async () => {
    const evaluator = await person({ group: 'Avaliador' });
    const a = await assessment('demo', [evaluator]);
    const learner = await person();
    const attempt = await pendingAttempt(a, learner);
    expect((await correct(evaluator, attempt.answers.essay, 1.5)).statusCode).toBe(200);
    const done = await finish(evaluator, attempt.id, null);
    expect(done.statusCode, done.body).toBe(200);
    // (1 + 1.5 + 0) of 5 = 50% < 70%.
    expect(done.json<AssessmentResult>()).toMatchObject({ status: 'Reprovado', approved: false, score: 50, hit: 1, miss: 2, finalConsiderations: null });
    const [essayRow] = await t.database.system((tx) => tx.select().from(usuarioAvaliacaoResposta).where(eq(usuarioAvaliacaoResposta.id, attempt.answers.essay)));
    expect(essayRow).toMatchObject({ nota: 1.5, correta: false, parcialmenteCorreta: true });
    expect(await progressOf(a, learner)).toMatchObject({ percentual: 100, nota: 50, aprovado: false, status: 'Reprovado' });
    const mail = await t.waitForMail((m) => m.to.includes(learner.email), 10_000);
    expect(mail.subject).toBe(`Sua avaliação "${a.title}" foi corrigida`);
    expect(mail.text).toContain('Resultado: Reprovado (50%)');
  });

  it('takes the evaluator’s files on a correction while the attempt awaits correction', async () => {
    const evaluator = await person({ group: 'Avaliador' });
    const a = await assessment('demo', [evaluator]);
    const learner = await person();
    const attempt = await pendingAttempt(a, learner);
    const created = (await correct(evaluator, attempt.answers.essay, 2)).json<Correction>();
    const body = multipartFile('file', 'parecer.txt', Buffer.from('Parecer do avaliador: bom raciocínio.\n'), 'text/plain');
    const url = (type: string, id = created.id) => `/api/v1/Avaliacao/evaluator/${id}/correction-answer/${type}/upload`;
    const res = await as(evaluator.email, { method: 'POST', url: url('Documentos'), payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { file } = res.json<{ file: { id: string; url: string; kind: string; name: string } }>();
    expect(file).toMatchObject({ kind: 'Documentos', name: 'parecer.txt' });
    const wrongKind = await as(evaluator.email, { method: 'POST', url: url('Imagens'), payload: body.payload, headers: body.headers });
    expect(wrongKind.statusCode).toBe(415);
    const outsider = await person({ group: 'Avaliador' });
    expect((await as(outsider.email, { method: 'POST', url: url('Documentos'), payload: body.payload, headers: body.headers })).statusCode).toBe(403);
    expect((await as(evaluator.email, { method: 'POST', url: url('Documentos', randomUUID()), payload: body.payload, headers: body.headers })).statusCode).toBe(404);

    const shown = (await view(evaluator, attempt.id)).json<CorrectionView>();
    expect(shown.answers[1].correction?.files.map((f) => f.id)).toEqual([file.id]);
    const served = await as(learner.email, { method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('bom raciocínio');
  });
});

describe('who may correct', () => {
  it('refuses an evaluator of another assessment, a person without the functionality and another company', async () => {
    const evaluator = await person({ group: 'Avaliador' });
    const a = await assessment('demo', [evaluator]);
    const learner = await person();
    const attempt = await pendingAttempt(a, learner);

    const stranger = await person({ group: 'Avaliador' });
    await assessment('demo', [stranger]);
    const refused = await list(stranger, `?avaliacaoId=${a.id}`);
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual(['Você não é avaliador desta avaliação.']);
    expect((await list(stranger)).json<Paged<EvaluatorRow>>().totalItems).toBe(0);
    expect((await as(stranger.email, { method: 'GET', url: `/api/v1/Avaliacao/evaluator/${a.id}/${learner.id}/items` })).statusCode).toBe(403);
    expect((await view(stranger, attempt.id)).statusCode).toBe(403);
    expect((await correct(stranger, attempt.answers.essay, 1)).statusCode).toBe(403);
    expect((await finish(stranger, attempt.id)).statusCode).toBe(403);

    // In the assessment's evaluators but without 'Correções de Avaliações'.
    const plain = await person({ funcionalidades: ['Aprendizado'] });
    await t.database.system((tx) => tx.insert(avaliacaoAvaliador).values({ tenantId: a.tenantId, avaliacaoId: a.id, usuarioId: plain.id }));
    expect((await list(plain)).statusCode).toBe(403);
    expect((await view(plain, attempt.id)).statusCode).toBe(403);
    expect((await correct(plain, attempt.answers.essay, 1)).statusCode).toBe(403);
    expect((await finish(plain, attempt.id)).statusCode).toBe(403);

    const acme = await person({ tenant: 'acme', group: 'Administrador' });
    await assessment('acme', [acme]);
    expect((await list(acme, `?avaliacaoId=${a.id}`)).statusCode).toBe(404);
    expect((await as(acme.email, { method: 'GET', url: `/api/v1/Avaliacao/evaluator/${a.id}/${learner.id}/items` })).statusCode).toBe(404);
    expect((await view(acme, attempt.id)).statusCode).toBe(404);
    expect((await correct(acme, attempt.answers.essay, 1)).statusCode).toBe(404);
    expect((await finish(acme, attempt.id)).statusCode).toBe(404);

    // Nothing changed.
    const [row] = await t.database.system((tx) => tx.select().from(usuarioAvaliacao).where(eq(usuarioAvaliacao.id, attempt.id)));
    expect(row.status).toBe('PendenteDeCorrecao');
    expect((await view(evaluator, attempt.id)).json<CorrectionView>().answers[1].correction).toBeNull();
  });
});
