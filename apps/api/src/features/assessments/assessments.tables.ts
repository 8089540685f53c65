import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AvaliacaoTipo, PraticaAnswerType, QuestaoTipo, TentativaStatus, UploadKind, UploadSegment } from '@plataforma/shared/assessments';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { categoria, competencia } from '../categories-skills/categories-skills.tables';
import { tenant } from '../tenancy/tenancy.tables';
import { usuario } from '../users/users.tables';

/** A stored file (storage key under the tenant's assessments folder; `id` names it in its address). */
export type StoredAssessmentFile = { id: string; chave: string; tipoMime: string; nomeArquivo: string; tamanho: number };

/** Scores are kept with two decimals. */
const score = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/**
 * An assessment (3-admin §3 Assessment). `duracao` is 'HH:MM:SS' (null = no timer); `notaMinima` the minimum score in
 * percent; `maxTentativas` the retries after the first attempt (null unless retrying is allowed).
 */
export const avaliacao = pgTable(
  'avaliacao',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    titulo: text('titulo').notNull(),
    observacao: text('observacao'),
    tipo: text('tipo').$type<AvaliacaoTipo>().notNull(),
    duracao: text('duracao'),
    exibirCronometro: boolean('exibir_cronometro').notNull().default(false),
    notaMinima: integer('nota_minima').notNull().default(0),
    permitirNovaTentativa: boolean('permitir_nova_tentativa').notNull().default(false),
    maxTentativas: integer('max_tentativas'),
    maxQuestoes: integer('max_questoes'),
    embaralharQuestoes: boolean('embaralhar_questoes').notNull().default(false),
    embaralharAlternativas: boolean('embaralhar_alternativas').notNull().default(false),
    exibirRespostas: boolean('exibir_respostas').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    categoriaId: uuid('categoria_id').references(() => categoria.id, { onDelete: 'set null' }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('avaliacao_tenant_id_uq').on(t.tenantId, t.id),
    index('avaliacao_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    check('avaliacao_nota_minima_ck', sql`${t.notaMinima} between 0 and 100`),
    tenantPolicy('avaliacao'),
  ],
);

export const avaliacaoCompetencia = pgTable(
  'avaliacao_competencia',
  { tenantId: uuid('tenant_id').notNull(), avaliacaoId: uuid('avaliacao_id').notNull(), competenciaId: uuid('competencia_id').notNull() },
  (t) => [
    primaryKey({ columns: [t.avaliacaoId, t.competenciaId] }),
    foreignKey({ name: 'avaliacao_competencia_avaliacao_fk', columns: [t.tenantId, t.avaliacaoId], foreignColumns: [avaliacao.tenantId, avaliacao.id] }).onDelete('cascade'),
    foreignKey({ name: 'avaliacao_competencia_competencia_fk', columns: [t.tenantId, t.competenciaId], foreignColumns: [competencia.tenantId, competencia.id] }).onDelete(
      'cascade',
    ),
    index('avaliacao_competencia_competencia_idx').on(t.competenciaId),
    tenantPolicy('avaliacao_competencia'),
  ],
);

/** The evaluators of an assessment (users flagged `avaliador`). */
export const avaliacaoAvaliador = pgTable(
  'avaliacao_avaliador',
  {
    tenantId: uuid('tenant_id').notNull(),
    avaliacaoId: uuid('avaliacao_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.avaliacaoId, t.usuarioId] }),
    foreignKey({ name: 'avaliacao_avaliador_avaliacao_fk', columns: [t.tenantId, t.avaliacaoId], foreignColumns: [avaliacao.tenantId, avaliacao.id] }).onDelete('cascade'),
    index('avaliacao_avaliador_usuario_idx').on(t.tenantId, t.usuarioId),
    tenantPolicy('avaliacao_avaliador'),
  ],
);

/** An option of a choice question; `correta` never leaves the server before the question is answered. */
export type Alternativa = { id: string; texto: string; correta: boolean };

/**
 * A question of an assessment, in order. Options are kept in the row (ids are stable across edits: answers refer to
 * them). A question removed from an assessment that someone already answered is kept with `removidaEm` for the history.
 */
export const questao = pgTable(
  'questao',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    avaliacaoId: uuid('avaliacao_id').notNull(),
    ordem: integer('ordem').notNull(),
    tipo: text('tipo').$type<QuestaoTipo>().notNull(),
    enunciado: text('enunciado').notNull(),
    escala: integer('escala'),
    pontuacaoMaxima: score('pontuacao_maxima').notNull().default(1),
    exibirFeedback: boolean('exibir_feedback').notNull().default(false),
    feedbackAcerto: text('feedback_acerto'),
    feedbackErro: text('feedback_erro'),
    imagem: jsonb('imagem').$type<StoredAssessmentFile>(),
    anexo: jsonb('anexo').$type<StoredAssessmentFile>(),
    alternativas: jsonb('alternativas').$type<Alternativa[]>().notNull().default(sql`'[]'::jsonb`),
    tipoResposta: text('tipo_resposta').$type<PraticaAnswerType>(),
    tiposUpload: text('tipos_upload').array().$type<UploadKind[]>().notNull().default(sql`ARRAY[]::text[]`),
    removidaEm: timestamp('removida_em', { withTimezone: true }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('questao_tenant_id_uq').on(t.tenantId, t.id),
    foreignKey({ name: 'questao_avaliacao_fk', columns: [t.tenantId, t.avaliacaoId], foreignColumns: [avaliacao.tenantId, avaliacao.id] }).onDelete('cascade'),
    index('questao_avaliacao_idx').on(t.avaliacaoId, t.ordem),
    check('questao_pontuacao_ck', sql`${t.pontuacaoMaxima} > 0`),
    tenantPolicy('questao'),
  ],
);

/**
 * An attempt of a person at an assessment (usuario avaliacao), in the context of a course and/or trail (or none: a
 * preview by someone who manages assessments). `questoesIds` is the attempt's question order (shuffled and cut to
 * maxQuestions at start); `alternativasOrdem` the option order per question when options are shuffled. `prazo` is the
 * instant the time runs out (null = no timer). `nota` is the percent score once graded.
 */
export const usuarioAvaliacao = pgTable(
  'usuario_avaliacao',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    avaliacaoId: uuid('avaliacao_id').notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
    /** 1 for the first attempt in this context, then 2, 3... */
    tentativa: integer('tentativa').notNull(),
    status: text('status').$type<TentativaStatus>().notNull().default('Pendente'),
    questoesIds: uuid('questoes_ids').array().notNull(),
    alternativasOrdem: jsonb('alternativas_ordem').$type<Record<string, string[]>>().notNull().default(sql`'{}'::jsonb`),
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }).notNull().defaultNow(),
    prazo: timestamp('prazo', { withTimezone: true }),
    finalizadoEm: timestamp('finalizado_em', { withTimezone: true }),
    tempoEsgotado: boolean('tempo_esgotado').notNull().default(false),
    nota: score('nota'),
    acertos: integer('acertos'),
    erros: integer('erros'),
    /** Answered essay and practical questions awaiting their correction (neither acertos nor erros). */
    pendentes: integer('pendentes').notNull().default(0),
    consideracoesFinais: text('consideracoes_finais'),
    corrigidoPorId: uuid('corrigido_por_id'),
    corrigidoEm: timestamp('corrigido_em', { withTimezone: true }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('usuario_avaliacao_tenant_id_uq').on(t.tenantId, t.id),
    foreignKey({ name: 'usuario_avaliacao_avaliacao_fk', columns: [t.tenantId, t.avaliacaoId], foreignColumns: [avaliacao.tenantId, avaliacao.id] }).onDelete('cascade'),
    /** At most one open attempt per person, assessment and context. */
    uniqueIndex('usuario_avaliacao_aberta_uq')
      .on(t.tenantId, t.usuarioId, t.avaliacaoId, sql`coalesce(${t.cursoId}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`coalesce(${t.formacaoId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} = 'Pendente'`),
    index('usuario_avaliacao_usuario_idx').on(t.tenantId, t.usuarioId, t.avaliacaoId),
    index('usuario_avaliacao_avaliacao_status_idx').on(t.tenantId, t.avaliacaoId, t.status),
    tenantPolicy('usuario_avaliacao'),
  ],
);

/** An answer to one question of an attempt (each question answered once). `nota` null = awaiting correction. */
export const usuarioAvaliacaoResposta = pgTable(
  'usuario_avaliacao_resposta',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioAvaliacaoId: uuid('usuario_avaliacao_id').notNull(),
    questaoId: uuid('questao_id').notNull(),
    alternativasIds: uuid('alternativas_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    texto: text('texto'),
    escala: integer('escala'),
    link: text('link'),
    tipoResposta: text('tipo_resposta').$type<PraticaAnswerType>(),
    nota: score('nota'),
    correta: boolean('correta'),
    parcialmenteCorreta: boolean('parcialmente_correta').notNull().default(false),
    respondidaEm: timestamp('respondida_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('usuario_avaliacao_resposta_tenant_id_uq').on(t.tenantId, t.id),
    foreignKey({
      name: 'usuario_avaliacao_resposta_tentativa_fk',
      columns: [t.tenantId, t.usuarioAvaliacaoId],
      foreignColumns: [usuarioAvaliacao.tenantId, usuarioAvaliacao.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'usuario_avaliacao_resposta_questao_fk', columns: [t.tenantId, t.questaoId], foreignColumns: [questao.tenantId, questao.id] }).onDelete('cascade'),
    unique('usuario_avaliacao_resposta_questao_uq').on(t.usuarioAvaliacaoId, t.questaoId),
    tenantPolicy('usuario_avaliacao_resposta'),
  ],
);

/** An evaluator's correction of an essay or practical answer (one per answer). */
export const correcaoResposta = pgTable(
  'correcao_resposta',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    respostaId: uuid('resposta_id').notNull(),
    avaliadorId: uuid('avaliador_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    nota: score('nota').notNull(),
    observacoes: text('observacoes'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('correcao_resposta_tenant_id_uq').on(t.tenantId, t.id),
    foreignKey({ name: 'correcao_resposta_resposta_fk', columns: [t.tenantId, t.respostaId], foreignColumns: [usuarioAvaliacaoResposta.tenantId, usuarioAvaliacaoResposta.id] }).onDelete(
      'cascade',
    ),
    unique('correcao_resposta_resposta_uq').on(t.respostaId),
    tenantPolicy('correcao_resposta'),
  ],
);

/** A file of an answer (the learner's) or of a correction (the evaluator's): exactly one of the two owners. */
export const avaliacaoArquivo = pgTable(
  'avaliacao_arquivo',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    respostaId: uuid('resposta_id'),
    correcaoId: uuid('correcao_id'),
    tipo: text('tipo').$type<UploadSegment>().notNull(),
    chave: text('chave').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    tipoMime: text('tipo_mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    criadoEm: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'avaliacao_arquivo_resposta_fk', columns: [t.tenantId, t.respostaId], foreignColumns: [usuarioAvaliacaoResposta.tenantId, usuarioAvaliacaoResposta.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'avaliacao_arquivo_correcao_fk', columns: [t.tenantId, t.correcaoId], foreignColumns: [correcaoResposta.tenantId, correcaoResposta.id] }).onDelete('cascade'),
    check('avaliacao_arquivo_dono_ck', sql`num_nonnulls(${t.respostaId}, ${t.correcaoId}) = 1`),
    index('avaliacao_arquivo_resposta_idx').on(t.respostaId),
    index('avaliacao_arquivo_correcao_idx').on(t.correcaoId),
    tenantPolicy('avaliacao_arquivo'),
  ],
);

/**
 * The standing of a person in an assessment in one context (course and/or trail, or none), kept up to date by the
 * attempt and correction services so the classroom and the roll-up read one row: `percentual` as a course item
 * (rules.itemProgress), `nota` the best final score (null = none graded), `aprovado` whether any attempt was approved,
 * `status` the latest attempt's status, `tentativas` attempts started.
 */
export const avaliacaoProgresso = pgTable(
  'avaliacao_progresso',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    avaliacaoId: uuid('avaliacao_id').notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
    percentual: integer('percentual').notNull().default(0),
    nota: score('nota'),
    aprovado: boolean('aprovado').notNull().default(false),
    status: text('status').$type<TentativaStatus>().notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'avaliacao_progresso_avaliacao_fk', columns: [t.tenantId, t.avaliacaoId], foreignColumns: [avaliacao.tenantId, avaliacao.id] }).onDelete('cascade'),
    uniqueIndex('avaliacao_progresso_contexto_uq').on(
      t.tenantId,
      t.usuarioId,
      t.avaliacaoId,
      sql`coalesce(${t.cursoId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.formacaoId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('avaliacao_progresso_percentual_ck', sql`${t.percentual} between 0 and 100`),
    tenantPolicy('avaliacao_progresso'),
  ],
);
