import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { usuario } from '../users/users.tables';
import { midia } from './content.tables';

/** Stands for "no course" / "no trail" in the unique index, so the standalone context is one row too. */
const NO_CONTEXT = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * Progress of a person in a repository object (2-learner §3 Media item, §4 Media progress), one row per
 * (person, object, context): the context is the course, the trail (or both: a course inside a trail) or none
 * (the object opened on its own). `percentual` is a whole number 0..100 (reports are floored, the shared
 * `clampProgress`); `posicao` is the resume point: whole seconds for video and audio, the page for PDF.
 * Course and trail ids are kept as given until courses and trails exist.
 */
export const midiaProgresso = pgTable(
  'midia_progresso',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    midiaId: uuid('midia_id').notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
    percentual: integer('percentual').notNull().default(0),
    posicao: integer('posicao'),
    concluido: boolean('concluido').notNull().default(false),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'midia_progresso_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    uniqueIndex('midia_progresso_contexto_uq').on(t.tenantId, t.usuarioId, t.midiaId, sql`coalesce(${t.cursoId}, ${NO_CONTEXT})`, sql`coalesce(${t.formacaoId}, ${NO_CONTEXT})`),
    index('midia_progresso_midia_idx').on(t.tenantId, t.midiaId),
    tenantPolicy('midia_progresso'),
  ],
);

/**
 * The SCORM run-time record of a person in a SCORM object (2-learner §3 SCORM progress), one per (person, object,
 * context, SCO, attempt). `sco_id` is '' for the package's first launchable item (the record a package had before it
 * was played item by item) and the item's identifier for the others; `tentativa` counts the attempts of that SCO.
 * CMI values are kept as the runtime sends them (text); `suspend_data` byte for byte; `cmi` is the runtime's whole
 * data model (objectives, interactions, comments, preferences...) as its JSON, without the suspend data.
 */
export const scormAcompanhamento = pgTable(
  'scorm_acompanhamento',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    midiaId: uuid('midia_id').notNull(),
    cursoId: uuid('curso_id'),
    formacaoId: uuid('formacao_id'),
    scoId: text('sco_id').notNull().default(''),
    tentativa: integer('tentativa').notNull().default(1),
    cmi: jsonb('cmi').$type<Record<string, unknown>>(),
    version: text('version'),
    completionStatus: text('completion_status'),
    completionThreshold: text('completion_threshold'),
    credit: text('credit'),
    entry: text('entry'),
    exit: text('exit'),
    launchData: text('launch_data'),
    location: text('location'),
    maxTimeAllowed: text('max_time_allowed'),
    mode: text('mode'),
    progressMeasure: text('progress_measure'),
    scaledPassingScore: text('scaled_passing_score'),
    scoreChildren: text('score_children'),
    scoreScaled: text('score_scaled'),
    scoreRaw: text('score_raw'),
    scoreMin: text('score_min'),
    scoreMax: text('score_max'),
    sessionTime: text('session_time'),
    successStatus: text('success_status'),
    suspendData: text('suspend_data'),
    timeLimitAction: text('time_limit_action'),
    totalTime: text('total_time'),
    adlNavRequest: text('adl_nav_request'),
    scormScriptLink: text('scorm_script_link'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    foreignKey({ name: 'scorm_acompanhamento_midia_fk', columns: [t.tenantId, t.midiaId], foreignColumns: [midia.tenantId, midia.id] }).onDelete('cascade'),
    uniqueIndex('scorm_acompanhamento_contexto_uq').on(
      t.tenantId,
      t.usuarioId,
      t.midiaId,
      sql`coalesce(${t.cursoId}, ${NO_CONTEXT})`,
      sql`coalesce(${t.formacaoId}, ${NO_CONTEXT})`,
      t.scoId,
      t.tentativa,
    ),
    index('scorm_acompanhamento_midia_idx').on(t.tenantId, t.midiaId),
    tenantPolicy('scorm_acompanhamento'),
  ],
);
