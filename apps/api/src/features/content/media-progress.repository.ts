import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Chapter, ScormRecordField } from '@plataforma/shared/content';
import type { Executor } from '../../core/db';
import { midia, midiaProgresso, scormAcompanhamento, usuario } from '../../db/schema';

/** The context of a progress row: the course, the trail (both for a course inside a trail) or none. */
export type ProgressContext = { cursoId: string | null; formacaoId: string | null };

const sameContext = (cursoCol: typeof midiaProgresso.cursoId | typeof scormAcompanhamento.cursoId, formacaoCol: typeof midiaProgresso.formacaoId | typeof scormAcompanhamento.formacaoId, c: ProgressContext): SQL =>
  and(c.cursoId ? eq(cursoCol, c.cursoId) : isNull(cursoCol), c.formacaoId ? eq(formacaoCol, c.formacaoId) : isNull(formacaoCol))!;

// ---------------------------------------------------------------- midia_progresso

export type ProgressRow = typeof midiaProgresso.$inferSelect;

/** The caller's row of one context, locked for the rest of the transaction (concurrent reports wait in turn). */
export const findProgressForUpdate = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string, c: ProgressContext): Promise<ProgressRow | null> =>
  (
    await ex
      .select()
      .from(midiaProgresso)
      .where(and(eq(midiaProgresso.tenantId, tenantId), eq(midiaProgresso.usuarioId, usuarioId), eq(midiaProgresso.midiaId, midiaId), sameContext(midiaProgresso.cursoId, midiaProgresso.formacaoId, c)))
      .limit(1)
      .for('update')
  )[0] ?? null;

/**
 * The row answering GET midia/progresso/{midiaId}/{contextoId}: `contextoId` = the object's id reads the standalone
 * row; otherwise the row naming that course or trail (the highest progress when the course is in several trails).
 */
export const findProgressByContextId = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string, contextoId: string): Promise<ProgressRow | null> =>
  (
    await ex
      .select()
      .from(midiaProgresso)
      .where(
        and(
          eq(midiaProgresso.tenantId, tenantId),
          eq(midiaProgresso.usuarioId, usuarioId),
          eq(midiaProgresso.midiaId, midiaId),
          contextoId === midiaId
            ? sameContext(midiaProgresso.cursoId, midiaProgresso.formacaoId, { cursoId: null, formacaoId: null })
            : or(eq(midiaProgresso.cursoId, contextoId), eq(midiaProgresso.formacaoId, contextoId)),
        ),
      )
      .orderBy(desc(midiaProgresso.percentual), desc(midiaProgresso.atualizadoEm))
      .limit(1)
  )[0] ?? null;

export type ProgressValues = { percentual: number; posicao: number | null; at: Date };

/** Inserts the first row of a context; null when a concurrent report inserted it first (the caller reads it again). */
export const insertProgress = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string, c: ProgressContext, v: ProgressValues): Promise<ProgressRow | null> =>
  (
    await ex
      .insert(midiaProgresso)
      .values({ tenantId, usuarioId, midiaId, ...c, percentual: v.percentual, posicao: v.posicao, concluido: v.percentual >= 100, criadoEm: v.at, atualizadoEm: v.at })
      .onConflictDoNothing()
      .returning()
  )[0] ?? null;

export const updateProgress = async (ex: Executor, tenantId: string, id: string, v: ProgressValues): Promise<ProgressRow> =>
  (
    await ex
      .update(midiaProgresso)
      .set({ percentual: v.percentual, posicao: v.posicao, concluido: v.percentual >= 100, atualizadoEm: v.at })
      .where(and(eq(midiaProgresso.tenantId, tenantId), eq(midiaProgresso.id, id)))
      .returning()
  )[0];

// ---------------------------------------------------------------- scorm_acompanhamento

export type ScormRow = typeof scormAcompanhamento.$inferSelect;
export type ScormValues = Partial<Record<ScormRecordField, string | null>>;

/** The caller's SCORM records of one object in one context (every SCO and attempt). */
const ownRecordsIn = (tenantId: string, usuarioId: string, midiaId: string, c: ProgressContext) =>
  and(
    eq(scormAcompanhamento.tenantId, tenantId),
    eq(scormAcompanhamento.usuarioId, usuarioId),
    eq(scormAcompanhamento.midiaId, midiaId),
    sameContext(scormAcompanhamento.cursoId, scormAcompanhamento.formacaoId, c),
  );

/** The latest attempt of the caller's record of one SCO (`scoId`, '' for the package's first item) in a context. */
export const findScormRecord = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string, c: ProgressContext, scoId = ''): Promise<ScormRow | null> =>
  (
    await ex
      .select()
      .from(scormAcompanhamento)
      .where(and(ownRecordsIn(tenantId, usuarioId, midiaId, c), eq(scormAcompanhamento.scoId, scoId)))
      .orderBy(desc(scormAcompanhamento.tentativa))
      .limit(1)
  )[0] ?? null;

/** Every record (all SCOs, all attempts) of the caller in an object and context, latest attempts first. */
export const findScormRecords = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string, c: ProgressContext): Promise<ScormRow[]> =>
  ex
    .select()
    .from(scormAcompanhamento)
    .where(ownRecordsIn(tenantId, usuarioId, midiaId, c))
    .orderBy(desc(scormAcompanhamento.tentativa));

/** A record by id, only when it belongs to `usuarioId` (someone else's reads as absent). */
export const findOwnScormRecord = async (ex: Executor, tenantId: string, usuarioId: string, id: string): Promise<ScormRow | null> =>
  (
    await ex
      .select()
      .from(scormAcompanhamento)
      .where(and(eq(scormAcompanhamento.tenantId, tenantId), eq(scormAcompanhamento.usuarioId, usuarioId), eq(scormAcompanhamento.id, id)))
      .limit(1)
      .for('update')
  )[0] ?? null;

export type ScormKey = { scoId: string; tentativa: number };

export const insertScormRecord = async (ex: Executor, tenantId: string, usuarioId: string, midiaId: string, c: ProgressContext, key: ScormKey, values: ScormValues): Promise<ScormRow | null> =>
  (await ex.insert(scormAcompanhamento).values({ tenantId, usuarioId, midiaId, ...c, ...key, ...values }).onConflictDoNothing().returning())[0] ?? null;

/** Writes the fields of a record by id, only when it belongs to `usuarioId` (null otherwise: someone else's reads as absent). */
export const updateOwnScormRecord = async (
  ex: Executor,
  tenantId: string,
  usuarioId: string,
  id: string,
  values: ScormValues & { cmi?: Record<string, unknown> | null },
): Promise<ScormRow | null> =>
  (
    await ex
      .update(scormAcompanhamento)
      .set({ ...values, atualizadoEm: new Date() })
      .where(and(eq(scormAcompanhamento.tenantId, tenantId), eq(scormAcompanhamento.usuarioId, usuarioId), eq(scormAcompanhamento.id, id)))
      .returning()
  )[0] ?? null;

// ---------------------------------------------------------------- video info

/** Saves the chapters (and the duration when given) of a video object. */
export const saveVideoInfo = (ex: Executor, tenantId: string, midiaId: string, chapters: Chapter[], duracao: number | null | undefined) =>
  ex
    .update(midia)
    .set({ capitulos: chapters, ...(duracao === undefined ? {} : { duracao }), atualizadoEm: sql`now()` })
    .where(and(eq(midia.tenantId, tenantId), eq(midia.id, midiaId)));

// ---------------------------------------------------------------- the object, as the players' calls need it

/** What the progress calls read of an object (one indexed row, no joins): kind, state and SCORM launch. */
export const findMidiaBrief = async (ex: Executor, tenantId: string, id: string) =>
  (
    await ex
      .select({ id: midia.id, tipo: midia.tipo, ativo: midia.ativo, scormType: midia.scormType, scormScriptUrl: midia.scormScriptUrl, atualizadoEm: midia.atualizadoEm })
      .from(midia)
      .where(and(eq(midia.tenantId, tenantId), eq(midia.id, id)))
      .limit(1)
  )[0] ?? null;
export type MidiaBrief = NonNullable<Awaited<ReturnType<typeof findMidiaBrief>>>;

/** The person as SCORM content is told of them: their id and full name (null when not in this tenant). */
export const findLearner = async (ex: Executor, tenantId: string, usuarioId: string) =>
  (
    await ex
      .select({ id: usuario.id, nomeCompleto: usuario.nomeCompleto })
      .from(usuario)
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, usuarioId)))
      .limit(1)
  )[0] ?? null;
