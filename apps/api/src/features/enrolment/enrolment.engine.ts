import { statusAt, type InscricaoOrigem, type InscricaoStatus, type InscricaoTipo } from '@plataforma/shared/enrolment';
import { isLanguage } from '@plataforma/shared';
import type { Executor, Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { MAIL_QUEUE } from '../../core/mail';
import { enrolledMail } from './enrolment.mail';
import { emitEnrolmentStarted } from './enrolment-events';
import * as repo from './enrolment.repository';

export type EnrolOptions = {
  origem: InscricaoOrigem;
  inscritoPorId: string | null;
  inscricaoAutomatizadaId?: string | null;
  /** Cancelled enrolments: made active again from scratch (true), or left cancelled (false: automated rules). */
  reactivate: boolean;
};
export type EnrolOutcome = { inscritos: string[]; jaInscritos: string[]; reativados: string[] };

/** Who to tell about an enrolment made now. */
export type Notice = { person: repo.PersonRow; tipo: InscricaoTipo; titulo: string };

/**
 * The shared work of every way of enrolling (manual, batch, automated, self): insert what is missing, reactivate
 * cancelled rows (progress of the context deleted), keep statuses true to the clock, and e-mail people.
 */
export const createEnrolmentEngine = (deps: Deps) => {
  /** Enrols people (of the tenant, already checked) in one content. */
  const enrol = async (tx: Tx, tenantId: string, tipo: InscricaoTipo, contentId: string, usuarioIds: string[], options: EnrolOptions): Promise<EnrolOutcome> => {
    const existing = new Map((await repo.enrolmentsOf(tx, tenantId, tipo, contentId, usuarioIds)).map((e) => [e.usuarioId, e]));
    const outcome: EnrolOutcome = { inscritos: [], jaInscritos: [], reativados: [] };
    const fresh: string[] = [];
    for (const usuarioId of usuarioIds) {
      const current = existing.get(usuarioId);
      if (!current) fresh.push(usuarioId);
      else if (current.ativo || !options.reactivate) outcome.jaInscritos.push(usuarioId);
      else {
        await repo.resetEnrolment(tx, tenantId, current.id, { origem: options.origem, inscritoPorId: options.inscritoPorId, inscricaoAutomatizadaId: options.inscricaoAutomatizadaId ?? null });
        await repo.deleteContextProgress(tx, tenantId, usuarioId, tipo, contentId);
        outcome.reativados.push(usuarioId);
      }
    }
    const inserted = await repo.insertEnrolments(
      tx,
      tenantId,
      fresh.map((usuarioId) => ({ usuarioId, tipo, contentId, origem: options.origem, inscritoPorId: options.inscritoPorId, inscricaoAutomatizadaId: options.inscricaoAutomatizadaId })),
    );
    const insertedSet = new Set(inserted);
    for (const usuarioId of fresh) (insertedSet.has(usuarioId) ? outcome.inscritos : outcome.jaInscritos).push(usuarioId);
    await emitEnrolmentStarted(tx, { tenantId, tipo, contentId, usuarioIds: [...outcome.inscritos, ...outcome.reativados], inscritoPorId: options.inscritoPorId ?? null });
    return outcome;
  };

  /** Brings stored statuses up to date (expiry moves with the clock) for the given rows. */
  const refresh = async (tx: Executor, tenantId: string, rows: repo.StatusRow[], now: Date = new Date()) => {
    const changes = new Map<InscricaoStatus, string[]>();
    for (const row of rows) {
      const status = statusAt({ status: row.status, percentual: row.percentual, dataInscricao: row.dataInscricao, limiteDeDiasParaConclusao: row.limiteDeDiasParaConclusao, now });
      if (status !== row.status) changes.set(status, [...(changes.get(status) ?? []), row.id]);
    }
    for (const [status, ids] of changes) await repo.setStatuses(tx, tenantId, status, ids);
  };

  /** Queues the enrolment e-mails (after the commit), each in the person's language (Portuguese by default). */
  const notify = async (notices: Notice[]) => {
    for (const { person, tipo, titulo } of notices) {
      const message = enrolledMail({ to: person.email, name: person.nome, titulo, tipo, link: `${deps.config.publicUrl}/`, lang: isLanguage(person.idioma) ? person.idioma : 'pt' });
      await deps.jobs.send(MAIL_QUEUE, message).catch((err: unknown) => deps.log.error({ err, to: person.email }, 'enrolment e-mail not queued'));
    }
  };

  return { enrol, refresh, notify };
};

export type EnrolmentEngine = ReturnType<typeof createEnrolmentEngine>;
