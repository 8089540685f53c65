import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import * as repo from './terms.repository';

export const createTermsService = ({ database }: Deps) => {
  const get = async (ctx: RequestContext, id: string) => {
    const term = await database.inTenant(ctx.tenantId, (tx) => repo.findTerm(tx, ctx.tenantId, id));
    if (!term) throw new AppError('terms.loadError', 404);
    return term;
  };

  /** Accepting records the term and the moment; declining clears any acceptance (the person is signed out). */
  const decide = (ctx: RequestContext, decision: 'accept' | 'decline', id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const term = await repo.findTerm(tx, ctx.tenantId, id);
      if (!term) throw new AppError('terms.acceptError', 404);
      if (ctx.clientMode) throw new AppError('terms.acceptError', 403);
      const at = decision === 'accept' ? new Date() : null;
      await repo.recordDecision(tx, ctx.tenantId, ctx.userId, decision === 'accept' ? id : null, at);
      return { success: true as const, dataTermoDeUsoAceito: at?.toISOString() ?? null, termoDeUsoId: decision === 'accept' ? id : null };
    });

  /** GET termoDeUso: the company's terms by name, for any signed-in person (learners read them anyway). */
  const list = (ctx: RequestContext, q: { pageNumber: number; pageSize: number; search?: string }) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countTerms(tx, ctx.tenantId, q.search);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listTerms(tx, ctx.tenantId, q.search, offset, limit);
      return pagedReply(
        rows.map((r) => ({ id: r.id, nome: r.nome, tipo: r.tipo, createdAt: r.criadoEm.toISOString() })),
        page,
        q.pageSize,
        total,
      );
    });

  return { get, decide, list };
};
