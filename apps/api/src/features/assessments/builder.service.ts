import { randomUUID } from 'node:crypto';
import { hasPermission } from '@plataforma/shared/permissions';
import type { Paged } from '@plataforma/shared';
import type { Associations, Avaliacao, AvaliacaoRow, ListAvaliacoesQuery, QuestionInput, SaveAvaliacaoInput } from '@plataforma/shared/assessments';
import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { assertTenantIds } from '../../core/tenant-ids';
import { categoria, competencia } from '../../db/schema';
import { AppError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import type { StoredAssessmentFile } from './assessments.tables';
import * as repo from './builder.repository';
import { assessmentFolder, prepareQuestionFile, questionReply, storeQuestionFile, type PreparedFile, type QuestionFileRole } from './question-files';

export const ASSESSMENTS_PERMISSION = 'Avaliações';
/** Who may open a question's image or attachment: learners answering, builders, evaluators correcting. */
export const QUESTION_FILE_READERS = ['Aprendizado', ASSESSMENTS_PERMISSION, 'Correções de Avaliações'] as const;

const ROLES: readonly (readonly [QuestionFileRole, 'imagem' | 'anexo'])[] = [
  ['image', 'imagem'],
  ['attachment', 'anexo'],
];

/** A question of a save with its files resolved: kept (the current one), new (prepared, stored in the transaction) or none. */
type FilePlan = { kind: 'keep'; file: StoredAssessmentFile } | { kind: 'new'; file: PreparedFile } | { kind: 'none' };

const fieldError = (key: 'errors.notFound' | 'avaliacoes.fileInvalid', field: string, params: Record<string, string> = {}) => new AppError(key, 400, params, { field });

/**
 * The assessment builder (3-admin §3 Assessment, Question; §4; §5; §7 Avaliacao): CRUD with ordered questions whose
 * ids (and option ids) survive edits, skills, category, evaluators, question files, and where the assessment is used.
 * 'Avaliações' is needed for everything but reading a question's file. docs/assessments.md "Builder".
 */
export const createBuilderService = (deps: Deps) => {
  const { database, storage, log } = deps;

  const findOrFail = async (tx: Tx, tenantId: string, id: string) => {
    const row = await repo.findAssessment(tx, tenantId, id);
    if (!row) throw new AppError('avaliacoes.notFound', 404);
    return row;
  };

  const load = async (tx: Tx, tenantId: string, id: string): Promise<Avaliacao> => {
    const row = await findOrFail(tx, tenantId, id);
    const [questions, evaluators, attemptsCount] = [await repo.listQuestions(tx, tenantId, id), await repo.listEvaluators(tx, tenantId, id), await repo.countAttempts(tx, tenantId, id)];
    return {
      id: row.id,
      title: row.titulo,
      observation: row.observacao,
      type: row.tipo,
      duration: row.duracao,
      showTimer: row.exibirCronometro,
      skillsIds: row.competenciasIds,
      score: row.notaMinima,
      canRetry: row.permitirNovaTentativa,
      maxRetries: row.maxTentativas,
      maxQuestions: row.maxQuestoes,
      shuffleQuestions: row.embaralharQuestoes,
      shuffleOptions: row.embaralharAlternativas,
      displayAnswers: row.exibirRespostas,
      active: row.ativo,
      categoryId: row.categoriaId,
      categoryName: row.categoriaNome,
      evaluatorsIds: evaluators.map((e) => e.id),
      evaluators,
      questions: questions.map(questionReply),
      attemptsCount,
      createdAt: row.criadoEm.toISOString(),
      lastUpdatedAt: row.atualizadoEm.toISOString(),
    };
  };

  /** Every id must be an active account of the tenant flagged as evaluator (400 'avaliacoes.evaluatorInvalid' with the name). */
  const checkEvaluators = async (tx: Tx, tenantId: string, ids: readonly string[], field: string) => {
    const found = new Map((await repo.evaluatorCandidates(tx, tenantId, ids)).map((u) => [u.id, u]));
    for (const id of ids) {
      const user = found.get(id);
      if (!user || !user.ativo || !user.avaliador) throw new AppError('avaliacoes.evaluatorInvalid', 400, { name: user?.nomeCompleto ?? id }, { field });
    }
  };

  const checkReferences = async (tx: Tx, tenantId: string, input: SaveAvaliacaoInput) => {
    await assertTenantIds(tx, categoria, tenantId, input.categoryId, 'categoryId', { key: 'cursos.categoryNotFound', status: 400 });
    await assertTenantIds(tx, competencia, tenantId, input.skillsIds, 'skillsIds', { key: 'cursos.competencyNotFound', status: 400 });
    if (input.evaluatorsIds) await checkEvaluators(tx, tenantId, input.evaluatorsIds, 'evaluatorsIds');
  };

  /** Decodes and checks every new file of the save before anything is written. */
  const prepareFiles = async (questions: QuestionInput[]) => {
    const prepared = new Map<string, PreparedFile>();
    for (const [index, q] of questions.entries()) {
      for (const [role] of ROLES) {
        const value = q[role];
        if (value && 'data' in value) prepared.set(`${index}.${role}`, await prepareQuestionFile(value, role, `questions.${index}.${role}`));
      }
    }
    return prepared;
  };

  /**
   * Writes the questions in order: known ids are updated, new ones inserted, the missing ones deleted — or kept with
   * `removidaEm` when an attempt refers to them. Answers the stored keys written now and the ones no longer used.
   */
  const saveQuestions = async (tx: Tx, tenantId: string, avaliacaoId: string, questions: QuestionInput[], prepared: Map<string, PreparedFile>, written: string[]) => {
    const current = new Map((await repo.listQuestions(tx, tenantId, avaliacaoId)).map((q) => [q.id, q]));
    const seen = new Set<string>();
    for (const [index, q] of questions.entries()) {
      if (q.id && (!current.has(q.id) || seen.has(q.id))) throw fieldError('errors.notFound', `questions.${index}.id`);
      if (q.id) seen.add(q.id);
    }
    const plans = questions.map((q, index) =>
      Object.fromEntries(
        ROLES.map(([role, column]): [QuestionFileRole, FilePlan] => {
          const value = q[role];
          const existing = q.id ? (current.get(q.id)?.[column] ?? null) : null;
          if (!value) return [role, { kind: 'none' }];
          if ('id' in value) {
            if (!existing || existing.id !== value.id) throw fieldError('avaliacoes.fileInvalid', `questions.${index}.${role}`, { name: value.id });
            return [role, { kind: 'keep', file: existing }];
          }
          return [role, { kind: 'new', file: prepared.get(`${index}.${role}`)! }];
        }),
      ) as Record<QuestionFileRole, FilePlan>,
    );
    const obsolete: string[] = [];
    for (const [index, q] of questions.entries()) {
      const before = q.id ? current.get(q.id)! : null;
      const files: Partial<Record<'imagem' | 'anexo', StoredAssessmentFile | null>> = {};
      for (const [role, column] of ROLES) {
        const plan = plans[index][role];
        if (plan.kind === 'new') {
          const stored = await storeQuestionFile(storage, tenantId, avaliacaoId, plan.file);
          written.push(stored.chave);
          files[column] = stored;
        } else files[column] = plan.kind === 'keep' ? plan.file : null;
        const previous = before?.[column];
        if (previous && previous.id !== files[column]?.id) obsolete.push(previous.chave);
      }
      const options = before?.alternativas ?? [];
      const values: repo.QuestionValues = {
        id: q.id ?? randomUUID(),
        ordem: index + 1,
        tipo: q.type,
        enunciado: q.statement,
        escala: q.scale,
        pontuacaoMaxima: q.maxScore,
        exibirFeedback: q.showFeedback,
        feedbackAcerto: q.rightFeedback,
        feedbackErro: q.wrongFeedback,
        imagem: files.imagem ?? null,
        anexo: files.anexo ?? null,
        // Options keep their ids (answers refer to them); an id the question does not have is a new option.
        alternativas: q.options.map((o) => ({ id: o.id && options.some((p) => p.id === o.id) ? o.id : randomUUID(), texto: o.text, correta: o.isTrue })),
        tipoResposta: q.answerType,
        tiposUpload: q.uploadKinds,
      };
      if (before) await repo.updateQuestion(tx, tenantId, values);
      else await repo.insertQuestion(tx, tenantId, avaliacaoId, values);
    }
    const missing = [...current.keys()].filter((id) => !seen.has(id));
    const inUse = await repo.questionsInUse(tx, tenantId, avaliacaoId, missing);
    const drop = missing.filter((id) => !inUse.has(id));
    await repo.removeQuestions(
      tx,
      tenantId,
      missing.filter((id) => inUse.has(id)),
      drop,
    );
    for (const id of drop) for (const [, column] of ROLES) if (current.get(id)![column]) obsolete.push(current.get(id)![column]!.chave);
    return obsolete;
  };

  const removeStored = (keys: string[]) =>
    Promise.all(keys.map((key) => storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file left behind'))));

  /** POST (no id) and PUT: every field and the questions in one transaction; new files are removed again when it fails. */
  const save = async (ctx: RequestContext, input: SaveAvaliacaoInput, id?: string): Promise<Avaliacao> => {
    const prepared = await prepareFiles(input.questions);
    const written: string[] = [];
    try {
      const { saved, obsolete } = await database.inTenant(ctx.tenantId, async (tx) => {
        if (id) await findOrFail(tx, ctx.tenantId, id);
        await checkReferences(tx, ctx.tenantId, input);
        const avaliacaoId = id ?? randomUUID();
        if (id) await repo.updateAssessment(tx, ctx.tenantId, avaliacaoId, input);
        else await repo.insertAssessment(tx, ctx.tenantId, avaliacaoId, input);
        await repo.setSkills(tx, ctx.tenantId, avaliacaoId, input.skillsIds);
        if (input.evaluatorsIds) await repo.setEvaluators(tx, ctx.tenantId, avaliacaoId, input.evaluatorsIds);
        const gone = await saveQuestions(tx, ctx.tenantId, avaliacaoId, input.questions, prepared, written);
        return { saved: await load(tx, ctx.tenantId, avaliacaoId), obsolete: gone };
      });
      await removeStored(obsolete);
      return saved;
    } catch (error) {
      await removeStored(written);
      throw error;
    }
  };

  const list = (ctx: RequestContext, q: ListAvaliacoesQuery): Promise<Paged<AvaliacaoRow>> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countAssessments(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listAssessments(tx, ctx.tenantId, q, offset, limit);
      return pagedReply(
        rows.map(({ criadoEm, ...row }) => ({ ...row, createdAt: criadoEm.toISOString() })),
        page,
        q.pageSize,
        total,
      );
    });

  /** Refused while a course or trail holds it (409 'avaliacoes.linked') or anyone started it (409 'avaliacoes.hasAttempts'). */
  const remove = async (ctx: RequestContext, id: string) => {
    await database.inTenant(ctx.tenantId, async (tx) => {
      await findOrFail(tx, ctx.tenantId, id);
      const { cursos, formacoes } = await repo.associations(tx, ctx.tenantId, id);
      if (cursos.length + formacoes.length > 0) throw new AppError('avaliacoes.linked', 409);
      if ((await repo.countAttempts(tx, ctx.tenantId, id)) > 0) throw new AppError('avaliacoes.hasAttempts', 409);
      await repo.deleteAssessment(tx, ctx.tenantId, id);
    });
    await storage.deletePrefix(assessmentFolder(ctx.tenantId, id)).catch((err: unknown) => log.warn({ err }, 'stored question files left behind'));
    return { success: true as const };
  };

  const associations = (ctx: RequestContext, id: string): Promise<Associations> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await findOrFail(tx, ctx.tenantId, id);
      return repo.associations(tx, ctx.tenantId, id);
    });

  /** PUT {id}/avaliadores: replaces the evaluators. */
  const setEvaluators = (ctx: RequestContext, id: string, usuariosIds: string[]) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await findOrFail(tx, ctx.tenantId, id);
      await checkEvaluators(tx, ctx.tenantId, usuariosIds, 'usuariosIds');
      await repo.setEvaluators(tx, ctx.tenantId, id, usuariosIds);
      return { evaluators: await repo.listEvaluators(tx, ctx.tenantId, id) };
    });

  /** A question's image or attachment (removed questions included), for any reader of QUESTION_FILE_READERS. */
  const questionFile = async (ctx: RequestContext, questaoId: string, fileId: string) => {
    if (!QUESTION_FILE_READERS.some((p) => hasPermission(ctx.permissions, p))) throw forbidden();
    const file = await database.inTenant(ctx.tenantId, async (tx) => {
      const row = await repo.findQuestion(tx, ctx.tenantId, questaoId);
      return [row?.imagem, row?.anexo].find((f) => f?.id === fileId) ?? null;
    });
    const read = file ? await storage.get(file.chave) : null;
    if (!file || !read) throw new AppError('midia.fileNotFound', 404);
    return { file, read };
  };

  return {
    list,
    getOne: (ctx: RequestContext, id: string) => database.inTenant(ctx.tenantId, (tx) => load(tx, ctx.tenantId, id)),
    create: (ctx: RequestContext, input: SaveAvaliacaoInput) => save(ctx, input),
    update: (ctx: RequestContext, id: string, input: SaveAvaliacaoInput) => save(ctx, input, id),
    remove,
    associations,
    setEvaluators,
    questionFile,
  };
};

export type BuilderService = ReturnType<typeof createBuilderService>;
