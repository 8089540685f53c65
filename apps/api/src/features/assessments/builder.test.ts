import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Associations, Avaliacao, AvaliacaoRow, SaveAvaliacaoRequest } from '@plataforma/shared/assessments';
import type { Paged } from '@plataforma/shared';
import { buildTestApp, callAs, createPerson, login, type TestApp } from '../../test/build-test-app';
import { categoria, competencia, curso, cursoItem, formacao, formacaoEtapa, formacaoEtapaItem, usuario } from '../../db/schema';
import { questao, usuarioAvaliacao, usuarioAvaliacaoResposta } from './assessments.tables';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };
type Failure = { notifications: { message: string; field?: string }[] };

const filesDir = mkdtempSync(join(tmpdir(), 'avaliacoes-'));
const token: Record<string, string> = {};
let t!: TestApp;
let run = 0;

beforeAll(async () => {
  t = await buildTestApp({ filesDir });
  for (const email of ['admin@demo.local', 'aluno@demo.local', 'admin@acme.local', 'avaliador@demo.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const as = (who: string, call: Call) => callAs(t.app, token[who], call as Parameters<typeof callAs>[2]);
const admin = (call: Call) => as('admin@demo.local', call);
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(run += 1)}`;
const failure = (body: string) => (JSON.parse(body) as Failure).notifications;

// A real 1x1 PNG and the start of a PDF.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const objective = (statement = 'Qual a capital do Brasil?') => ({
  type: 'Objetiva' as const,
  statement,
  options: [
    { text: 'Brasília', isTrue: true },
    { text: 'Rio de Janeiro', isTrue: false },
  ],
});
const essay = (statement = 'Descreva o seu primeiro dia.') => ({ type: 'Dissertativa' as const, statement, maxScore: 2 });

const create = async (payload: Partial<SaveAvaliacaoRequest> = {}, who = 'admin@demo.local') => {
  const res = await as(who, { method: 'POST', url: '/api/v1/Avaliacao', payload: { title: unique('Avaliação'), type: 'Aprendizagem', questions: [objective()], ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Avaliacao>();
};

/** The save payload of an assessment as read (what the builder sends back), with changes. */
const payloadOf = (a: Avaliacao, changes: Partial<SaveAvaliacaoRequest> = {}): SaveAvaliacaoRequest => ({
  title: a.title,
  observation: a.observation,
  type: a.type,
  duration: a.duration,
  showTimer: a.showTimer,
  skillsIds: a.skillsIds,
  score: a.score,
  canRetry: a.canRetry,
  maxRetries: a.maxRetries,
  maxQuestions: a.maxQuestions,
  shuffleQuestions: a.shuffleQuestions,
  shuffleOptions: a.shuffleOptions,
  displayAnswers: a.displayAnswers,
  active: a.active,
  categoryId: a.categoryId,
  questions: a.questions.map((q) => ({ ...q, image: q.image ? { id: q.image.id } : null, attachment: q.attachment ? { id: q.attachment.id } : null })),
  ...changes,
});

const put = (a: Avaliacao, changes: Partial<SaveAvaliacaoRequest> = {}) => admin({ method: 'PUT', url: `/api/v1/Avaliacao/${a.id}`, payload: payloadOf(a, changes) });

const category = (tenant: 'demo' | 'acme' = 'demo') =>
  t.database.system(async (tx) => (await tx.insert(categoria).values({ tenantId: t.tenants[tenant], nome: unique('Categoria') }).returning({ id: categoria.id }))[0].id);
const skill = (tenant: 'demo' | 'acme' = 'demo') =>
  t.database.system(async (tx) => (await tx.insert(competencia).values({ tenantId: t.tenants[tenant], nome: unique('Competência') }).returning({ id: competencia.id }))[0].id);

/** A person of the demo company, flagged as evaluator or not. */
const person = async (avaliador: boolean, nome = unique('Pessoa')) => {
  const created = await createPerson(t, { nome, accounts: [{ tenant: 'demo', group: 'Avaliador' }] });
  const id = created.accounts.demo;
  await t.database.system((tx) => tx.update(usuario).set({ avaliador }).where(eq(usuario.id, id)));
  return { id, nome, email: created.email };
};

/** An attempt of the demo learner, answering `questaoId` when given. */
const attempt = async (a: Avaliacao, questaoId?: string) => {
  const usuarioId = await t.userId('aluno@demo.local');
  await t.database.system(async (tx) => {
    const [row] = await tx
      .insert(usuarioAvaliacao)
      .values({ tenantId: t.tenants.demo, usuarioId, avaliacaoId: a.id, tentativa: 1, status: 'Reprovado', questoesIds: a.questions.map((q) => q.id), finalizadoEm: new Date() })
      .returning({ id: usuarioAvaliacao.id });
    if (questaoId) await tx.insert(usuarioAvaliacaoResposta).values({ tenantId: t.tenants.demo, usuarioAvaliacaoId: row.id, questaoId, texto: 'Resposta' });
  });
};

describe('Avaliacao builder', () => {
  it('creates, reads and replaces an assessment, keeping question and option ids', async () => {
    const categoryId = await category();
    const skillId = await skill();
    const evaluator = await person(true);
    const title = unique('Segurança');
    const created = await create({
      title,
      observation: 'Leia com atenção.',
      type: 'Diagnostica',
      showTimer: true,
      duration: '1:30',
      skillsIds: [skillId],
      score: 70,
      canRetry: true,
      maxRetries: 2,
      maxQuestions: 2,
      shuffleQuestions: true,
      displayAnswers: true,
      categoryId,
      evaluatorsIds: [evaluator.id],
      questions: [
        objective(),
        { type: 'Multipla', statement: 'Quais são cores?', maxScore: 3, options: [{ text: 'Azul', isTrue: true }, { text: 'Mesa', isTrue: false }, { text: 'Verde', isTrue: true }] },
        { type: 'VerdadeiroFalso', statement: 'O céu é azul.', showFeedback: true, rightFeedback: 'Isso!', wrongFeedback: 'Não.', options: [{ text: 'Verdadeiro', isTrue: true }, { text: 'Falso', isTrue: false }] },
        { type: 'Escala', statement: 'Quanto gostou?', scale: 5, options: [{ text: 'ignorada', isTrue: true }] },
        essay(),
        { type: 'Pratica', statement: 'Grave um vídeo.', answerType: 'upload', uploadKinds: ['video', 'document', 'video'] },
      ],
    });
    expect(created).toMatchObject({
      title,
      observation: 'Leia com atenção.',
      type: 'Diagnostica',
      duration: '01:30:00',
      showTimer: true,
      skillsIds: [skillId],
      score: 70,
      canRetry: true,
      maxRetries: 2,
      maxQuestions: 2,
      shuffleQuestions: true,
      shuffleOptions: false,
      displayAnswers: true,
      active: true,
      categoryId,
      evaluatorsIds: [evaluator.id],
      evaluators: [{ id: evaluator.id, nomeCompleto: evaluator.nome, email: evaluator.email }],
      attemptsCount: 0,
    });
    expect(created.categoryName).toMatch(/^Categoria/);
    expect(created.questions.map((q) => [q.order, q.type, q.options.length])).toEqual([
      [1, 'Objetiva', 2],
      [2, 'Multipla', 3],
      [3, 'VerdadeiroFalso', 2],
      [4, 'Escala', 0],
      [5, 'Dissertativa', 0],
      [6, 'Pratica', 0],
    ]);
    expect(created.questions[3]).toMatchObject({ scale: 5, answerType: null, uploadKinds: [] });
    expect(created.questions[5]).toMatchObject({ scale: null, answerType: 'upload', uploadKinds: ['video', 'document'] });
    expect(created.questions[2]).toMatchObject({ showFeedback: true, rightFeedback: 'Isso!', wrongFeedback: 'Não.' });
    expect((await admin({ method: 'GET', url: `/api/v1/Avaliacao/${created.id}` })).json()).toEqual(created);

    // Reordered, one edited (an option renamed, one added), one new, the rest left out; evaluators omitted = unchanged.
    const [q1, q2] = created.questions;
    const res = await put(created, {
      title: `${title} 2`,
      showTimer: false,
      duration: '00:10:00',
      canRetry: false,
      maxRetries: 5,
      maxQuestions: null,
      questions: [
        { id: q2.id, type: 'Multipla', statement: 'Quais são cores? (editada)', options: [{ id: q2.options[0].id, text: 'Azul claro', isTrue: true }, { text: 'Vermelho', isTrue: true }] },
        { ...q1, image: null, attachment: null },
        essay('Nova questão'),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Avaliacao>();
    expect(updated).toMatchObject({ title: `${title} 2`, duration: null, showTimer: false, canRetry: false, maxRetries: null, maxQuestions: null, evaluatorsIds: [evaluator.id] });
    expect(updated.questions.map((q) => [q.id, q.order, q.statement])).toEqual([
      [q2.id, 1, 'Quais são cores? (editada)'],
      [q1.id, 2, q1.statement],
      [expect.any(String), 3, 'Nova questão'],
    ]);
    expect(updated.questions[0].options[0]).toEqual({ id: q2.options[0].id, text: 'Azul claro', isTrue: true });
    expect(updated.questions[0].options[1].id).not.toBe(q2.options[1].id);
    expect(updated.questions[1].options).toEqual(q1.options);
    expect(updated.questions[2].id).not.toBe(created.questions[4].id);
    // Unanswered questions left out are gone for good.
    const rows = await t.database.system((tx) => tx.select({ id: questao.id }).from(questao).where(eq(questao.avaliacaoId, created.id)));
    expect(rows).toHaveLength(3);
  });

  it('keeps an answered question left out as removed, and refuses unknown question ids', async () => {
    const a = await create({ questions: [objective(), essay()] });
    const [kept, answered] = a.questions;
    await attempt(a, answered.id);
    const read = (await admin({ method: 'GET', url: `/api/v1/Avaliacao/${a.id}` })).json<Avaliacao>();
    expect(read.attemptsCount).toBe(1);

    const res = await put(read, { questions: [{ ...kept, image: null, attachment: null }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Avaliacao>().questions.map((q) => q.id)).toEqual([kept.id]);
    const [row] = await t.database.system((tx) => tx.select().from(questao).where(eq(questao.id, answered.id)));
    expect(row.removidaEm).toBeInstanceOf(Date);
    // The list counts only the current questions.
    const list = (await admin({ method: 'GET', url: `/api/v1/Avaliacao?search=${encodeURIComponent(a.title)}` })).json<Paged<AvaliacaoRow>>();
    expect(list.data[0].questionsCount).toBe(1);

    // A removed question, another assessment's question or a made-up id is not this assessment's.
    const other = await create();
    for (const id of [answered.id, other.questions[0].id, '0c7d6e6a-37c4-4c55-9a53-a0d3b5c7e999']) {
      const refused = await put(read, { questions: [{ ...kept, image: null, attachment: null }, { ...essay(), id }] });
      expect(refused.statusCode).toBe(400);
      expect(failure(refused.body)).toEqual([{ message: 'Registro não encontrado.', field: 'questions.1.id' }]);
    }
    const twice = await put(read, { questions: [{ ...kept, image: null, attachment: null }, { ...kept, image: null, attachment: null }] });
    expect(failure(twice.body)).toEqual([{ message: 'Registro não encontrado.', field: 'questions.1.id' }]);
  });

  it('validates the assessment and each question, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ questions: [] }, 'Adicione ao menos uma questão.', 'questions'],
      [{ title: '' }, 'Campo obrigatório', 'title'],
      [{ questions: [{ ...objective(), type: 'VerdadeiroFalso', options: [{ text: 'V', isTrue: true }] }] }, 'Questões de verdadeiro ou falso têm exatamente duas alternativas.', 'questions.0.options'],
      [
        { questions: [{ ...objective(), type: 'VerdadeiroFalso', options: [{ text: 'V', isTrue: true }, { text: 'F' }, { text: 'T' }] }] },
        'Questões de verdadeiro ou falso têm exatamente duas alternativas.',
        'questions.0.options',
      ],
      [{ questions: [objective(), { ...objective(), options: [{ text: 'A' }, { text: 'B' }] }] }, 'Marque ao menos uma alternativa correta.', 'questions.1.options'],
      [{ questions: [{ ...objective(), options: [{ text: 'A', isTrue: true }, { text: 'B', isTrue: true }] }] }, 'Marque apenas uma alternativa correta.', 'questions.0.options'],
      [{ questions: [{ ...objective(), options: [{ text: 'A', isTrue: true }, { text: ' ' }] }] }, 'Informe a descrição da alternativa.', 'questions.0.options.1.text'],
      [{ questions: [{ ...objective(), options: [{ text: 'A', isTrue: true }] }] }, 'Adicione ao menos duas alternativas.', 'questions.0.options'],
      [{ questions: [{ type: 'Multipla', statement: 'M' }] }, 'Adicione ao menos uma alternativa.', 'questions.0.options'],
      [{ questions: [{ ...essay(), statement: ' ' }] }, 'Campo obrigatório', 'questions.0.statement'],
      [{ questions: [{ ...essay(), maxScore: 0 }] }, 'A pontuação deve ser maior que zero e no máximo 100.', 'questions.0.maxScore'],
      [{ questions: [{ ...essay(), maxScore: 101 }] }, 'A pontuação deve ser maior que zero e no máximo 100.', 'questions.0.maxScore'],
      [{ questions: [{ type: 'Escala', statement: 'E', scale: 11 }] }, 'A escala vai de 1 a um valor entre 2 e 10.', 'questions.0.scale'],
      [{ questions: [{ type: 'Pratica', statement: 'P' }] }, 'Escolha o tipo de resposta.', 'questions.0.answerType'],
      [{ questions: [{ type: 'Pratica', statement: 'P', answerType: 'upload' }] }, 'Escolha ao menos um tipo de arquivo permitido.', 'questions.0.uploadKinds'],
      [{ score: 101 }, 'A nota mínima vai de 0 a 100%.', 'score'],
      [{ score: -1 }, 'A nota mínima vai de 0 a 100%.', 'score'],
      [{ maxQuestions: 2 }, 'A quantidade de questões vai de 1 ao total de questões cadastradas.', 'maxQuestions'],
      [{ canRetry: true }, 'Informe de 1 a 10 novas tentativas.', 'maxRetries'],
      [{ canRetry: true, maxRetries: 11 }, 'Informe de 1 a 10 novas tentativas.', 'maxRetries'],
      [{ showTimer: true }, 'Informe a duração no formato HH:MM:SS (até 23:59:59)', 'duration'],
      [{ showTimer: true, duration: '00:00:30' }, 'A duração mínima é de 1 minuto.', 'duration'],
      [{ showTimer: true, duration: '24:00' }, 'Informe a duração no formato HH:MM:SS (até 23:59:59)', 'duration'],
    ];
    for (const [payload, message, field] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/Avaliacao', payload: { title: 'A', type: 'Aprendizagem', questions: [objective()], ...payload } });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failure(res.body), JSON.stringify(payload)).toContainEqual({ message, field });
    }
    // The edge values that pass: score 0 and 100, 'hh:mm' padded, duration dropped without the timer, score 0 is not a question score.
    expect((await create({ score: 0 })).score).toBe(0);
    expect((await create({ score: 100, showTimer: true, duration: '00:01' })).duration).toBe('00:01:00');
    expect((await create({ showTimer: false, duration: '01:00:00' })).duration).toBeNull();
    expect((await create({ questions: [objective(), essay()], maxQuestions: 2 })).maxQuestions).toBe(2);
  });

  it("refuses another company's category and skills, and evaluators not flagged", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ categoryId: await category('acme') }, 'Categoria não encontrada.', 'categoryId'],
      [{ skillsIds: [await skill(), await skill('acme')] }, 'Uma das competências informadas não existe.', 'skillsIds'],
    ];
    const plain = await person(false, unique('Paula Sem Flag'));
    const inactive = await person(true, unique('Inês Inativa'));
    await t.database.system((tx) => tx.update(usuario).set({ ativo: false }).where(eq(usuario.id, inactive.id)));
    const foreign = await t.userId('admin@acme.local');
    cases.push([{ evaluatorsIds: [plain.id] }, `O usuário ${plain.nome} não é avaliador nesta empresa.`, 'evaluatorsIds']);
    cases.push([{ evaluatorsIds: [inactive.id] }, `O usuário ${inactive.nome} não é avaliador nesta empresa.`, 'evaluatorsIds']);
    cases.push([{ evaluatorsIds: [foreign] }, `O usuário ${foreign} não é avaliador nesta empresa.`, 'evaluatorsIds']);
    for (const [payload, message, field] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/Avaliacao', payload: { title: 'A', type: 'Aprendizagem', questions: [objective()], ...payload } });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failure(res.body)).toEqual([{ message, field }]);
    }

    // PUT {id}/avaliadores replaces the list; the demo evaluator is flagged.
    const a = await create();
    const demoEvaluator = await t.userId('avaliador@demo.local');
    const other = await person(true, unique('Bruno'));
    const set = await admin({ method: 'PUT', url: `/api/v1/Avaliacao/${a.id}/avaliadores`, payload: { usuariosIds: [other.id, demoEvaluator, other.id] } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      evaluators: [
        { id: other.id, nomeCompleto: other.nome, email: other.email },
        { id: demoEvaluator, nomeCompleto: 'Vitor Avaliador', email: 'avaliador@demo.local' },
      ],
    });
    const refused = await admin({ method: 'PUT', url: `/api/v1/Avaliacao/${a.id}/avaliadores`, payload: { usuariosIds: [plain.id] } });
    expect(refused.statusCode).toBe(400);
    expect(failure(refused.body)).toEqual([{ message: `O usuário ${plain.nome} não é avaliador nesta empresa.`, field: 'usuariosIds' }]);
    const read = (await admin({ method: 'GET', url: `/api/v1/Avaliacao/${a.id}` })).json<Avaliacao>();
    expect(read.evaluatorsIds.sort()).toEqual([other.id, demoEvaluator].sort());
    // Saving with an empty list clears them.
    expect((await put(read, { evaluatorsIds: [] })).json<Avaliacao>().evaluators).toEqual([]);
  });

  it('stores question images and attachments by their content, keeps, replaces and serves them', async () => {
    const file = (content: Buffer, mime: string, name: string) => ({ data: content.toString('base64'), mime, name });
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ image: file(Buffer.from('apenas texto, não uma imagem'), 'image/png', 'foto.png') }, 400, 'Arquivo inválido para a questão: foto.png.', 'questions.0.image'],
      [{ image: file(PDF, 'image/png', 'manual.png') }, 400, 'Arquivo inválido para a questão: manual.png.', 'questions.0.image'],
      [{ attachment: file(Buffer.from('texto'), 'application/pdf', 'a.pdf') }, 400, 'Arquivo inválido para a questão: a.pdf.', 'questions.0.attachment'],
      [{ image: { data: '%%%', mime: 'image/png', name: 'x.png' } }, 400, 'Arquivo inválido para a questão: x.png.', 'questions.0.image'],
      [{ image: file(Buffer.concat([PNG, Buffer.alloc(2 * 1048576)]), 'image/png', 'grande.png') }, 400, 'O arquivo excede 2 MB.', 'questions.0.image'],
      [{ image: { id: 'nao-existe' } }, 400, 'Arquivo inválido para a questão: nao-existe.', 'questions.0.image'],
    ];
    for (const [files, status, message, field] of refusals) {
      const res = await admin({ method: 'POST', url: '/api/v1/Avaliacao', payload: { title: 'A', type: 'Aprendizagem', questions: [{ ...objective(), ...files }] } });
      expect(res.statusCode, message).toBe(status);
      expect(failure(res.body)).toEqual([{ message, field }]);
    }

    const a = await create({ questions: [{ ...objective(), image: file(PNG, 'application/octet-stream', 'mapa.png'), attachment: { data: `data:application/pdf;base64,${PDF.toString('base64')}`, mime: 'application/pdf', name: 'apoio.pdf' } }] });
    const [q] = a.questions;
    expect(q.image).toEqual({ id: expect.any(String), name: 'mapa.png', mime: 'image/png', size: PNG.length, url: `/api/v1/Avaliacao/questao/${q.id}/arquivo/${q.image!.id}` });
    expect(q.attachment).toMatchObject({ name: 'apoio.pdf', mime: 'application/pdf', size: PDF.length });

    // A learner (Aprendizado) and an evaluator read them; someone of another company does not find them.
    const image = await as('aluno@demo.local', { method: 'GET', url: q.image!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const pdf = await as('avaliador@demo.local', { method: 'GET', url: q.attachment!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('apoio.pdf');
    expect((await as('admin@acme.local', { method: 'GET', url: q.image!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: q.image!.url })).statusCode).toBe(401);

    // Kept by id, the attachment removed: its stored file goes, the image's stays.
    const kept = await put(a);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Avaliacao>().questions[0].image).toEqual(q.image);
    const dropped = await put(a, { questions: [{ ...q, image: { id: q.image!.id }, attachment: null }] });
    expect(dropped.json<Avaliacao>().questions[0].attachment).toBeNull();
    expect((await admin({ method: 'GET', url: q.attachment!.url })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: q.image!.url })).statusCode).toBe(200);
    // Another question cannot claim this question's file.
    const stolen = await put(a, { questions: [{ ...q, image: { id: q.image!.id }, attachment: null }, { ...essay(), image: { id: q.image!.id } }] });
    expect(failure(stolen.body)).toEqual([{ message: `Arquivo inválido para a questão: ${q.image!.id}.`, field: 'questions.1.image' }]);
    // Replaced: the new file is served, the old one is gone.
    const replaced = (await put(a, { questions: [{ ...q, image: file(PNG, 'image/png', 'novo.png'), attachment: null }] })).json<Avaliacao>();
    expect(replaced.questions[0].image).toMatchObject({ name: 'novo.png' });
    expect(replaced.questions[0].image!.id).not.toBe(q.image!.id);
    expect((await admin({ method: 'GET', url: q.image!.url })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: replaced.questions[0].image!.url })).statusCode).toBe(200);
    // Deleting the assessment removes its files.
    expect((await admin({ method: 'DELETE', url: `/api/v1/Avaliacao/${a.id}` })).statusCode).toBe(200);
    expect((await as('aluno@demo.local', { method: 'GET', url: replaced.questions[0].image!.url })).statusCode).toBe(404);
  });

  it('lists with filters, sorting, paging and counts', async () => {
    const tag = unique('Lista').replace(/\s/g, '');
    const categoryId = await category();
    const evaluator = await person(true);
    const one = await create({ title: `${tag} B`, type: 'Reacao', categoryId, evaluatorsIds: [evaluator.id], questions: [objective(), essay()] });
    const two = await create({ title: `${tag} A`, active: false, showTimer: true, duration: '00:20' });
    const list = async (query: string) => {
      const res = await admin({ method: 'GET', url: `/api/v1/Avaliacao?search=${tag}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Paged<AvaliacaoRow>>();
    };
    const all = await list('orderBy=title&orderDirection=asc');
    expect(all.totalItems).toBe(2);
    expect(all.data.map((r) => r.id)).toEqual([two.id, one.id]);
    expect(all.data[1]).toEqual({
      id: one.id,
      title: `${tag} B`,
      type: 'Reacao',
      active: true,
      questionsCount: 2,
      score: 0,
      showTimer: false,
      duration: null,
      categoryName: one.categoryName,
      evaluatorsCount: 1,
      associationsCount: 0,
      createdAt: one.createdAt,
    });
    expect(all.data[0]).toMatchObject({ active: false, showTimer: true, duration: '00:20:00', questionsCount: 1, evaluatorsCount: 0 });
    expect((await list('type=Reacao')).data.map((r) => r.id)).toEqual([one.id]);
    expect((await list('active=false')).data.map((r) => r.id)).toEqual([two.id]);
    expect((await list(`categoryId=${categoryId}`)).data.map((r) => r.id)).toEqual([one.id]);
    const paged = await list('pageSize=10&pageNumber=3&orderBy=createdAt&orderDirection=desc');
    expect([paged.pageNumber, paged.totalPages, paged.data.map((r) => r.id)]).toEqual([1, 1, [two.id, one.id]]);
    expect((await list('orderBy=type&orderDirection=desc')).data.map((r) => r.id)).toEqual([one.id, two.id]);
    // Another company's list does not show them.
    expect((await as('admin@acme.local', { method: 'GET', url: `/api/v1/Avaliacao?search=${tag}` })).json<Paged<AvaliacaoRow>>().totalItems).toBe(0);
  });

  it('answers its courses and trails, and refuses deletion while linked or answered', async () => {
    const a = await create();
    const tenantId = t.tenants.demo;
    const { cursoId, formacaoId } = await t.database.system(async (tx) => {
      const [c] = await tx.insert(curso).values({ tenantId, titulo: unique('Curso com prova') }).returning({ id: curso.id });
      await tx.insert(cursoItem).values({ tenantId, cursoId: c.id, ordem: 1, tipo: 'avaliacao', avaliacaoId: a.id });
      const [f] = await tx.insert(formacao).values({ tenantId, titulo: unique('Trilha com prova'), ativo: false }).returning({ id: formacao.id });
      const [e] = await tx.insert(formacaoEtapa).values({ tenantId, formacaoId: f.id, ordem: 1, nome: 'Etapa' }).returning({ id: formacaoEtapa.id });
      await tx.insert(formacaoEtapaItem).values({ tenantId, formacaoId: f.id, etapaId: e.id, ordem: 1, tipo: 'avaliacao', avaliacaoId: a.id });
      return { cursoId: c.id, formacaoId: f.id };
    });
    const bonds = await admin({ method: 'GET', url: `/api/v1/Avaliacao/${a.id}/associations` });
    expect(bonds.statusCode, bonds.body).toBe(200);
    expect(bonds.json<Associations>()).toEqual({
      cursos: [{ id: cursoId, titulo: expect.stringMatching(/^Curso com prova/), ativo: true }],
      formacoes: [{ id: formacaoId, titulo: expect.stringMatching(/^Trilha com prova/), ativo: false }],
    });
    const row = (await admin({ method: 'GET', url: `/api/v1/Avaliacao?search=${encodeURIComponent(a.title)}` })).json<Paged<AvaliacaoRow>>().data[0];
    expect(row.associationsCount).toBe(2);

    const linked = await admin({ method: 'DELETE', url: `/api/v1/Avaliacao/${a.id}` });
    expect(linked.statusCode).toBe(409);
    expect(failure(linked.body)).toEqual([{ message: 'A avaliação está vinculada a cursos ou trilhas. Remova os vínculos antes de excluí-la.' }]);
    await t.database.system(async (tx) => {
      await tx.delete(cursoItem).where(and(eq(cursoItem.cursoId, cursoId), eq(cursoItem.avaliacaoId, a.id)));
      await tx.delete(formacao).where(eq(formacao.id, formacaoId));
    });
    expect((await admin({ method: 'GET', url: `/api/v1/Avaliacao/${a.id}/associations` })).json()).toEqual({ cursos: [], formacoes: [] });

    await attempt(a);
    const answered = await admin({ method: 'DELETE', url: `/api/v1/Avaliacao/${a.id}` });
    expect(answered.statusCode).toBe(409);
    expect(failure(answered.body)).toEqual([{ message: 'A avaliação já foi respondida e não pode ser excluída. Desative-a.' }]);

    const free = await create();
    const del = await admin({ method: 'DELETE', url: `/api/v1/Avaliacao/${free.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await admin({ method: 'GET', url: `/api/v1/Avaliacao/${free.id}` })).statusCode).toBe(404);
  });

  it("needs 'Avaliações' and keeps companies apart", async () => {
    const a = await create();
    const calls: Call[] = [
      { method: 'GET', url: '/api/v1/Avaliacao' },
      { method: 'GET', url: `/api/v1/Avaliacao/${a.id}` },
      { method: 'POST', url: '/api/v1/Avaliacao', payload: { title: 'X', type: 'Aprendizagem', questions: [objective()] } },
      { method: 'PUT', url: `/api/v1/Avaliacao/${a.id}`, payload: payloadOf(a) },
      { method: 'DELETE', url: `/api/v1/Avaliacao/${a.id}` },
      { method: 'GET', url: `/api/v1/Avaliacao/${a.id}/associations` },
      { method: 'PUT', url: `/api/v1/Avaliacao/${a.id}/avaliadores`, payload: { usuariosIds: [] } },
    ];
    for (const call of calls) {
      expect((await as('aluno@demo.local', call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await as('avaliador@demo.local', call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    for (const call of calls.filter((c) => c.url !== '/api/v1/Avaliacao')) {
      const res = await as('admin@acme.local', call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(failure(res.body)).toEqual([{ message: 'Avaliação não encontrada.' }]);
    }
    // Untouched by the other company's attempts.
    expect((await admin({ method: 'GET', url: `/api/v1/Avaliacao/${a.id}` })).json<Avaliacao>()).toEqual(a);
    // English messages with Accept-Language.
    const en = await callAs(t.app, token['admin@demo.local'], { method: 'POST', url: '/api/v1/Avaliacao', payload: { title: 'A', type: 'Aprendizagem', questions: [] }, headers: { 'accept-language': 'en' } });
    expect(failure(en.body)).toEqual([{ message: 'Add at least one question.', field: 'questions' }]);
  });
});
