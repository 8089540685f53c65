import { and, eq } from 'drizzle-orm';
import type { Database } from '../core/db';
import { inscricao, midiaProgresso, secao, secaoItem } from '../db/schema';

/** A course or trail. */
export type EnrolRef = { tipo: 'curso' | 'formacao'; id: string };

/**
 * Writes an active enrolment directly (the enrolment API is separate); `extra` overrides columns, e.g. an old
 * dataInscricao for expiry or an acceptance date of a term.
 */
export const enrolDirectly = async (
  database: Database,
  tenantId: string,
  usuarioId: string,
  ref: EnrolRef,
  extra: Partial<typeof inscricao.$inferInsert> = {},
): Promise<string> =>
  database.system(
    async (tx) =>
      (
        await tx
          .insert(inscricao)
          .values({
            tenantId,
            usuarioId,
            tipo: ref.tipo,
            cursoId: ref.tipo === 'curso' ? ref.id : null,
            formacaoId: ref.tipo === 'formacao' ? ref.id : null,
            ...extra,
          })
          .returning({ id: inscricao.id })
      )[0].id,
  );

/** The enrolment row of a person in a course or trail (null when none). */
export const readEnrolment = async (database: Database, tenantId: string, usuarioId: string, ref: EnrolRef) =>
  database.system(
    async (tx) =>
      (
        await tx
          .select()
          .from(inscricao)
          .where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.usuarioId, usuarioId), ref.tipo === 'curso' ? eq(inscricao.cursoId, ref.id) : eq(inscricao.formacaoId, ref.id)))
      )[0] ?? null,
  );

/** The progress rows of a person in an object (every context). */
export const progressRows = (database: Database, tenantId: string, usuarioId: string, midiaId: string) =>
  database.system((tx) =>
    tx
      .select()
      .from(midiaProgresso)
      .where(and(eq(midiaProgresso.tenantId, tenantId), eq(midiaProgresso.usuarioId, usuarioId), eq(midiaProgresso.midiaId, midiaId))),
  );

/** Puts content into a new public, active content section of the tenant (seen by everyone there). */
export const publishInSection = async (database: Database, tenantId: string, item: { tipo: 'midia' | 'curso' | 'formacao'; id: string }): Promise<string> =>
  database.system(async (tx) => {
    const [s] = await tx.insert(secao).values({ tenantId, nome: `Seção ${item.id.slice(0, 8)}`, publico: true }).returning({ id: secao.id });
    await tx.insert(secaoItem).values({
      tenantId,
      secaoId: s.id,
      ordem: 1,
      tipo: item.tipo,
      midiaId: item.tipo === 'midia' ? item.id : null,
      cursoId: item.tipo === 'curso' ? item.id : null,
      formacaoId: item.tipo === 'formacao' ? item.id : null,
    });
    return s.id;
  });
