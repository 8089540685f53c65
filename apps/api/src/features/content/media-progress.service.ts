import {
  decideProgress,
  SCORM_SUSPEND_DATA_MAX_LENGTH,
  scormAttemptEnded,
  scormLearnerName,
  scormVersionOf,
  isSuspendDataAccepted,
  SCORM_RECORD_FIELDS,
  type MidiaProgress,
  type ScormRecord,
  type ScormVersion,
  type UpdateScormRecordRequest,
} from '@plataforma/shared/content';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import type { Tx } from '../../core/db';
import { AppError } from '../../core/errors';
import { REPOSITORY_PERMISSION } from './content.service';
import * as repo from './media-progress.repository';
import { manifestLaunchables, outlineOf, packageManifest, rollUp } from './scorm-outline';

/**
 * The clock of the progress rules (the 10-second throttle). Tests move it instead of waiting; everything else
 * reads the real time.
 */
export const progressClock = { now: (): number => Date.now() };

const isHolder = (ctx: RequestContext) => hasPermission(ctx.permissions, REPOSITORY_PERMISSION);

/** The object as the caller may read it: same tenant, active (inactive ones only for 'Depósito' holders). */
export const readableMidia = async (tx: Tx, ctx: RequestContext, midiaId: string): Promise<repo.MidiaBrief> => {
  const row = await repo.findMidiaBrief(tx, ctx.tenantId, midiaId);
  if (!row || (!row.ativo && !isHolder(ctx))) throw new AppError('midia.notFound', 404);
  return row;
};

/** A report in a course or trail context: whose, which object, which context. */
export type ProgressReport = { midiaId: string; cursoId: string | null; formacaoId: string | null };
/** Refuses a report WITH a course/trail context by throwing an AppError (enrolment, locks); registered by other features. */
export type ProgressGuard = (tx: Tx, ctx: RequestContext, report: ProgressReport) => Promise<void>;
/** Told, in the same transaction, after a progress row changed (roll-ups of enrolments). */
export type MediaProgressListener = (tx: Tx, change: ProgressReport & { tenantId: string; usuarioId: string; percentual: number }) => Promise<void>;

const guards = new Set<ProgressGuard>();
const listeners = new Set<MediaProgressListener>();

/** Adds a guard of reports with a context; returns the function that removes it. */
export const registerProgressGuard = (guard: ProgressGuard): (() => void) => {
  guards.add(guard);
  return () => guards.delete(guard);
};

/** Adds a listener of progress changes; returns the function that removes it. */
export const onMediaProgress = (listener: MediaProgressListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const guardReport = async (tx: Tx, ctx: RequestContext, report: ProgressReport) => {
  if (!report.cursoId && !report.formacaoId) return;
  for (const guard of guards) await guard(tx, ctx, report);
};

const changed = async (tx: Tx, row: repo.ProgressRow) => {
  for (const listener of listeners) {
    await listener(tx, { tenantId: row.tenantId, usuarioId: row.usuarioId, midiaId: row.midiaId, cursoId: row.cursoId, formacaoId: row.formacaoId, percentual: row.percentual });
  }
  return row;
};

const toProgress = (midiaId: string, c: repo.ProgressContext, row: repo.ProgressRow | null): MidiaProgress => ({
  midiaId,
  cursoId: row ? row.cursoId : c.cursoId,
  formacaoId: row ? row.formacaoId : c.formacaoId,
  percentualProgresso: row?.percentual ?? 0,
  posicao: row?.posicao ?? null,
  concluido: row?.concluido ?? false,
  atualizadoEm: row?.atualizadoEm.toISOString() ?? null,
});

type Learner = Awaited<ReturnType<typeof repo.findLearner>>;

const toScormRecord = (row: repo.ScormRow, learner?: Learner): ScormRecord => ({
  id: row.id,
  userId: row.usuarioId,
  midiaId: row.midiaId,
  cursoId: row.cursoId,
  formacaoId: row.formacaoId,
  scoId: row.scoId,
  tentativa: row.tentativa,
  cmi: row.cmi ?? null,
  ...(Object.fromEntries(SCORM_RECORD_FIELDS.map((f) => [f, row[f] ?? null])) as Pick<ScormRecord, (typeof SCORM_RECORD_FIELDS)[number]>),
  createdAt: row.criadoEm.toISOString(),
  updatedAt: row.atualizadoEm.toISOString(),
  ...(learner ? { learner: { id: learner.id, name: scormLearnerName(learner.nomeCompleto) } } : {}),
});

const versionOfMidia = (row: Pick<repo.MidiaBrief, 'scormType'>): ScormVersion => (row.scormType === 'scorm12' ? '1.2' : '2004');


/**
 * Registers one progress report in the caller's row of the context with the shared rules (`decideProgress`): clamped,
 * only rising, 0 ignored, the resume position kept, one change per 10 s except completion. The row is locked while
 * deciding, so concurrent reports of the same person apply one after the other.
 */
export const registerProgress = async (
  tx: Tx,
  tenantId: string,
  usuarioId: string,
  midiaId: string,
  c: repo.ProgressContext,
  reported: number,
  posicao: number | null | undefined,
): Promise<repo.ProgressRow | null> => {
  const now = progressClock.now();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await repo.findProgressForUpdate(tx, tenantId, usuarioId, midiaId, c);
    const decision = decideProgress(row ? { percent: row.percentual, position: row.posicao, changedAt: row.atualizadoEm.getTime() } : null, reported, posicao, now);
    if (!decision.write) return row;
    const values = { percentual: decision.percent, posicao: decision.position, at: new Date(now) };
    if (row) return changed(tx, await repo.updateProgress(tx, tenantId, row.id, values));
    const inserted = await repo.insertProgress(tx, tenantId, usuarioId, midiaId, c, values);
    if (inserted) return changed(tx, inserted);
    // Another report of the same person created the row meanwhile: decide again against it.
  }
  return repo.findProgressForUpdate(tx, tenantId, usuarioId, midiaId, c);
};

export type MediaProgressService = ReturnType<typeof createMediaProgressService>;

/** Media progress (2-learner §4, §7 POST/GET midia/progresso) and the SCORM run-time record (scormacompanhamento). */
export const createMediaProgressService = ({ database, storage }: Pick<Deps, 'database' | 'storage'>) => {
  /** The unpacked package's manifest of a SCORM object (null when it has none to read). */
  const manifestOf = (tenantId: string, m: repo.MidiaBrief) =>
    m.scormScriptUrl ? packageManifest(storage, tenantId, m.id, `${m.scormScriptUrl}|${m.atualizadoEm.toISOString()}`) : Promise.resolve(null);

  const post = (ctx: RequestContext, input: { midiaId: string; percentualProgresso: number; cursoId: string | null; formacaoId: string | null; posicao?: number | null }) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await readableMidia(tx, ctx, input.midiaId);
      const c = { cursoId: input.cursoId, formacaoId: input.formacaoId };
      await guardReport(tx, ctx, { midiaId: input.midiaId, ...c });
      const row = await registerProgress(tx, ctx.tenantId, ctx.userId, input.midiaId, c, input.percentualProgresso, input.posicao);
      return toProgress(input.midiaId, c, row);
    });

  const get = (ctx: RequestContext, midiaId: string, contextoId: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await readableMidia(tx, ctx, midiaId);
      const row = await repo.findProgressByContextId(tx, ctx.tenantId, ctx.userId, midiaId, contextoId);
      return toProgress(midiaId, { cursoId: null, formacaoId: null }, row);
    });

  // ------------------------------------------------------------ SCORM record

  type ScormQuery = { cursoId?: string; formacaoId?: string; scoId?: string };

  const getScorm = (ctx: RequestContext, midiaId: string, q: ScormQuery) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      await readableMidia(tx, ctx, midiaId);
      const row = await repo.findScormRecord(tx, ctx.tenantId, ctx.userId, midiaId, { cursoId: q.cursoId ?? null, formacaoId: q.formacaoId ?? null }, q.scoId ?? '');
      if (!row) throw new AppError('scorm.recordNotFound', 404);
      return toScormRecord(row, await repo.findLearner(tx, ctx.tenantId, ctx.userId));
    });

  /**
   * Creates the caller's record of a SCO (`scoId`, '' for the package's first item) in the context, or answers the
   * latest attempt (`created` false). With `novaTentativa`, a latest attempt that has ended (`scormAttemptEnded`) is
   * followed by a new one.
   */
  const createScorm = (ctx: RequestContext, input: { midiaId: string; cursoId: string | null; formacaoId: string | null; scoId?: string; novaTentativa?: boolean }) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const m = await readableMidia(tx, ctx, input.midiaId);
      if (m.tipo !== 'scorm') throw new AppError('midia.notScorm', 422);
      const c = { cursoId: input.cursoId, formacaoId: input.formacaoId };
      const scoId = input.scoId ?? '';
      await guardReport(tx, ctx, { midiaId: input.midiaId, ...c });
      if (scoId !== '') {
        // Only the items the package launches have records.
        const launchables = manifestLaunchables(await manifestOf(ctx.tenantId, m));
        if (!launchables.some((item) => item.identifier === scoId && launchables[0] !== item)) throw new AppError('scorm.itemNotFound', 404);
      }
      const existing = await repo.findScormRecord(tx, ctx.tenantId, ctx.userId, input.midiaId, c, scoId);
      const learner = await repo.findLearner(tx, ctx.tenantId, ctx.userId);
      if (existing && !(input.novaTentativa && scormAttemptEnded(existing))) return { created: false, record: toScormRecord(existing, learner) };
      const key = { scoId, tentativa: (existing?.tentativa ?? 0) + 1 };
      const inserted = await repo.insertScormRecord(tx, ctx.tenantId, ctx.userId, input.midiaId, c, key, {
        version: versionOfMidia(m),
        entry: 'ab-initio',
        credit: 'credit',
        mode: 'normal',
        scormScriptLink: m.scormScriptUrl,
      });
      const row = inserted ?? (await repo.findScormRecord(tx, ctx.tenantId, ctx.userId, input.midiaId, c, scoId));
      return { created: !!inserted, record: toScormRecord(row!, learner) };
    });

  /**
   * A commit of the runtime: the record's fields sent are stored as sent (suspend data byte for byte; more than
   * SCORM_SUSPEND_DATA_MAX_LENGTH characters is refused, never cut), and the runtime's whole CMI data model (`cmi`).
   * Then the object's progress is rolled up from the records of all its items in the same context (`rollUp`) and goes
   * to the media progress of that context with the same rules.
   */
  const updateScorm = (ctx: RequestContext, id: string, input: UpdateScormRecordRequest & Record<string, unknown>) => {
    const values: repo.ScormValues & { cmi?: Record<string, unknown> | null } = {};
    for (const field of SCORM_RECORD_FIELDS) {
      const value = input[field];
      if (value !== undefined) values[field] = value === null ? null : String(value);
    }
    if (input.cmi !== undefined) values.cmi = input.cmi && typeof input.cmi === 'object' ? (input.cmi as Record<string, unknown>) : null;
    if (!isSuspendDataAccepted(values.suspendData)) throw new AppError('scorm.suspendDataTooLong', 400, { max: SCORM_SUSPEND_DATA_MAX_LENGTH.toLocaleString('pt-BR') }, { field: 'suspendData' });
    return database.inTenant(ctx.tenantId, async (tx) => {
      // The caller's own record only (someone else's is not found): the update itself checks the owner and locks the row.
      const row =
        Object.keys(values).length > 0 ? await repo.updateOwnScormRecord(tx, ctx.tenantId, ctx.userId, id, values) : await repo.findOwnScormRecord(tx, ctx.tenantId, ctx.userId, id);
      if (!row) throw new AppError('scorm.recordNotFound', 404);
      const m = await repo.findMidiaBrief(tx, ctx.tenantId, row.midiaId);
      // The record keeps the version it was created with; the object is read only for a record without one.
      const version = scormVersionOf(row.version) ?? (m ? versionOfMidia(m) : '2004');
      const c = { cursoId: row.cursoId, formacaoId: row.formacaoId };
      const launchables = m ? manifestLaunchables(await manifestOf(ctx.tenantId, m)) : [];
      const { percent } = rollUp(version, launchables, await repo.findScormRecords(tx, ctx.tenantId, ctx.userId, row.midiaId, c));
      // A context whose guards refuse reports now (locked, expired) keeps the record but not the progress.
      const accepted = await guardReport(tx, ctx, { midiaId: row.midiaId, ...c }).then(
        () => true,
        (err: unknown) => (err instanceof AppError && err.status === 403 ? false : Promise.reject(err)),
      );
      if (percent !== null && accepted) await registerProgress(tx, ctx.tenantId, ctx.userId, row.midiaId, c, percent, undefined);
      return toScormRecord(row);
    });
  };

  /** The package's table of contents with the caller's state of each item and the roll-up (404 without a readable package). */
  const outline = (ctx: RequestContext, midiaId: string, q: ScormQuery) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const m = await readableMidia(tx, ctx, midiaId);
      if (m.tipo !== 'scorm') throw new AppError('midia.notScorm', 422);
      const manifest = await manifestOf(ctx.tenantId, m);
      if (!manifest) throw new AppError('midia.fileNotFound', 404);
      const records = await repo.findScormRecords(tx, ctx.tenantId, ctx.userId, midiaId, { cursoId: q.cursoId ?? null, formacaoId: q.formacaoId ?? null });
      return outlineOf(manifest, records);
    });

  return { post, get, getScorm, createScorm, updateScorm, outline };
};
