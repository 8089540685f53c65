import { exportFileName, translate, type Language } from '@plataforma/shared';
import type { ListTermsResponse, TermInput, TermListItem } from '@plataforma/shared/terms';
import type { RequestContext } from '../../core/auth';
import { toCsv } from '../../core/csv';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import * as repo from './terms.repository';

type TermRow = Awaited<ReturnType<typeof repo.listTerms>>[number];
const toListItem = (row: TermRow, platformId: string | null): TermListItem => ({
  id: row.id,
  nome: row.nome,
  tipo: row.tipo,
  createdAt: row.criadoEm.toISOString(),
  totalConteudos: Number(row.totalConteudos),
  termoDaPlataforma: row.id === platformId,
});

/**
 * Terms of use of the acting tenant (3-admin §7 'Terms of use'; docs/terms.md). Reading is open to every signed-in person
 * (the pickers and the acceptance dialogs); the routes ask 'Termos de Uso' for changes and the export.
 */
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

  /** GET termoDeUso: a page of the company's terms with where each is used. */
  const list = (ctx: RequestContext, q: repo.TermFilters & { pageNumber: number; pageSize: number }): Promise<ListTermsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countTerms(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const [rows, platformId] = await Promise.all([repo.listTerms(tx, ctx.tenantId, q, offset, limit), repo.platformTermId(tx, ctx.tenantId)]);
      return pagedReply(
        rows.map((row) => toListItem(row, platformId)),
        page,
        q.pageSize,
        total,
      );
    });

  /** GET termoDeUso/csv: every term matching the filters, in the list's order, with localised headers. */
  const exportCsv = async (ctx: RequestContext, q: repo.TermFilters, lang: Language) => {
    const { rows, platformId } = await database.inTenant(ctx.tenantId, async (tx) => ({
      rows: await repo.listTerms(tx, ctx.tenantId, q),
      platformId: await repo.platformTermId(tx, ctx.tenantId),
    }));
    const header = (['fields.nome', 'terms.fieldTipo', 'terms.fieldTotalConteudos', 'terms.fieldTermoDaPlataforma', 'fields.createdAt'] as const).map((k) =>
      translate(k, lang),
    );
    const body = rows.map((row) => {
      const item = toListItem(row, platformId);
      return [item.nome, translate(`terms.tipo${item.tipo}`, lang), item.totalConteudos, translate(item.termoDaPlataforma ? 'fields.yes' : 'fields.no', lang), item.createdAt];
    });
    return { fileName: exportFileName(translate('terms.exportTitle', lang), new Date(), 'csv'), content: toCsv(header, body, lang) };
  };

  const create = (ctx: RequestContext, input: Required<TermInput>) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const id = await repo.insertTerm(tx, ctx.tenantId, input);
      return (await repo.findTerm(tx, ctx.tenantId, id))!;
    });

  /**
   * PUT termoDeUso/{id}. A new content asks everyone who accepted this term to accept it again (their acceptance date
   * is cleared: the next page they open shows the terms). The platform's term stays of the Platform type.
   */
  const update = (ctx: RequestContext, id: string, input: Required<TermInput>) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const current = await repo.findTerm(tx, ctx.tenantId, id);
      if (!current) throw new AppError('terms.notFound', 404);
      if (input.tipo !== 'Platform' && (await repo.platformTermId(tx, ctx.tenantId)) === id) throw new AppError('terms.platformTermType', 409);
      await repo.updateTerm(tx, ctx.tenantId, id, input);
      const aceitesRedefinidos = current.conteudo === input.conteudo ? 0 : await repo.resetAcceptances(tx, ctx.tenantId, id);
      return { ...(await repo.findTerm(tx, ctx.tenantId, id))!, aceitesRedefinidos };
    });

  /** DELETE termoDeUso/{id}: refused while the settings or a course or trail uses it (nothing changes). */
  const remove = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findTerm(tx, ctx.tenantId, id))) throw new AppError('terms.notFound', 404);
      if ((await repo.platformTermId(tx, ctx.tenantId)) === id) throw new AppError('terms.inUsePlatform', 409);
      const used = await repo.contentUsing(tx, ctx.tenantId, id);
      if (used > 0) throw new AppError('terms.inUseContent', 409, { count: used });
      await repo.deleteTerm(tx, ctx.tenantId, id);
      return { success: true as const };
    });

  return { get, decide, list, exportCsv, create, update, remove };
};
