import type {
  ListSegmentationsResponse,
  Segmentation,
  SegmentationBody,
  SegmentationSortField,
  SegmentationUsersResponse,
  SegmentationUserOptionsResponse,
} from '@plataforma/shared/segmentations';
import { SEGMENTATION_USER_OPTIONS_LIMIT } from '@plataforma/shared/segmentations';
import type { BasicOption } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { assertTenantIds } from '../../core/tenant-ids';
import { cargo, departamento, unidadeDeNegocio, usuario } from '../../db/schema';
import { AppError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import * as repo from './segmentations.repository';

/** A list query as the route schema gives it (aliases `name`, `search` and `active` included). */
export type SegmentationListQuery = {
  pageNumber: number;
  pageSize: number;
  orderBy: SegmentationSortField;
  orderDirection: 'asc' | 'desc';
  nome?: string;
  name?: string;
  search?: string;
  ativo?: boolean;
  active?: boolean;
  operator?: 'OR' | 'AND';
  createdAtFrom?: string;
  createdAtTo?: string;
};

const filtersOf = (q: SegmentationListQuery): repo.SegmentationListFilters => ({
  nome: q.nome || q.name || q.search || undefined,
  ativo: q.ativo ?? q.active,
  operator: q.operator,
  createdAtFrom: q.createdAtFrom ? new Date(q.createdAtFrom) : undefined,
  createdAtTo: q.createdAtTo ? new Date(q.createdAtTo) : undefined,
  orderBy: q.orderBy,
  orderDirection: q.orderDirection,
});

const byId = (links: repo.LinkOption[]) => {
  const map = new Map<string, BasicOption[]>();
  for (const l of links) map.set(l.segmentacaoId, [...(map.get(l.segmentacaoId) ?? []), { value: l.value, label: l.label }]);
  return (id: string) => map.get(id) ?? [];
};

const withLinks = async (tx: Executor, tenantId: string, rows: repo.SegmentationRow[]): Promise<Segmentation[]> => {
  const links = await repo.linksOf(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  const cargos = byId(links.cargos);
  const departamentos = byId(links.departamentos);
  const unidades = byId(links.unidades);
  const usuarios = byId(links.usuarios);
  return rows.map((row) => ({
    id: row.id,
    nome: row.nome,
    ativo: row.ativo,
    observacao: row.observacao,
    operator: row.operador,
    cargosIds: cargos(row.id).map((o) => o.value),
    departamentosIds: departamentos(row.id).map((o) => o.value),
    unidadesDeNegociosIds: unidades(row.id).map((o) => o.value),
    generos: row.generos,
    usuariosIds: usuarios(row.id).map((o) => o.value),
    cargos: cargos(row.id),
    departamentos: departamentos(row.id),
    unidadesDeNegocios: unidades(row.id),
    usuarios: usuarios(row.id),
    createdAt: row.criadoEm.toISOString(),
    tenantId: row.tenantId,
  }));
};

/** Every linked id must be a record of the acting tenant (422 naming the list otherwise: core/tenant-ids.ts). */
const assertLinks = async (tx: Executor, tenantId: string, body: SegmentationBody) => {
  await assertTenantIds(tx, cargo, tenantId, body.cargosIds, 'cargosIds', { key: 'segmentations.jobTitleNotFound' });
  await assertTenantIds(tx, departamento, tenantId, body.departamentosIds, 'departamentosIds', { key: 'segmentations.departmentNotFound' });
  await assertTenantIds(tx, unidadeDeNegocio, tenantId, body.unidadesDeNegociosIds, 'unidadesDeNegociosIds', { key: 'segmentations.unitNotFound' });
  await assertTenantIds(tx, usuario, tenantId, body.usuariosIds, 'usuariosIds', { key: 'segmentations.userNotFound' });
};

const inputOf = (body: SegmentationBody): repo.SegmentationInput => ({
  nome: body.nome,
  ativo: body.ativo,
  observacao: body.observacao,
  operador: body.operator,
  generos: body.generos,
});

/** Two saves at once with one name: the unique index answers with the same 409. */
const uniqueAs = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('segmentations.duplicateName', 409);
    throw error;
  }
};

/** Segmentations of the acting tenant (3-admin §3, §5, §7). Routes check 'Segmentações' first. */
export const createSegmentationsService = ({ database }: Deps) => {
  const load = async (tx: Executor, tenantId: string, id: string) => {
    const row = await repo.findSegmentation(tx, tenantId, id);
    if (!row) throw new AppError('segmentations.notFound', 404);
    return (await withLinks(tx, tenantId, [row]))[0];
  };

  const list = (ctx: RequestContext, q: SegmentationListQuery): Promise<ListSegmentationsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const filters = filtersOf(q);
      const total = await repo.countSegmentations(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listSegmentations(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(await withLinks(tx, ctx.tenantId, rows), page, q.pageSize, total);
    });

  const get = (ctx: RequestContext, id: string) => database.inTenant(ctx.tenantId, (tx) => load(tx, ctx.tenantId, id));

  const create = (ctx: RequestContext, body: SegmentationBody) =>
    uniqueAs(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (await repo.segmentationNameTaken(tx, ctx.tenantId, body.nome)) throw new AppError('segmentations.duplicateName', 409);
        await assertLinks(tx, ctx.tenantId, body);
        const id = await repo.insertSegmentation(tx, ctx.tenantId, inputOf(body));
        await repo.setLinks(tx, ctx.tenantId, id, body);
        return load(tx, ctx.tenantId, id);
      }),
    );

  const update = (ctx: RequestContext, id: string, body: SegmentationBody) =>
    uniqueAs(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findSegmentation(tx, ctx.tenantId, id))) throw new AppError('segmentations.notFound', 404);
        if (await repo.segmentationNameTaken(tx, ctx.tenantId, body.nome, id)) throw new AppError('segmentations.duplicateName', 409);
        await assertLinks(tx, ctx.tenantId, body);
        await repo.updateSegmentation(tx, ctx.tenantId, id, inputOf(body));
        await repo.setLinks(tx, ctx.tenantId, id, body);
        return load(tx, ctx.tenantId, id);
      }),
    );

  /** Removes the segmentation and its links; refused with 409 while a record of another feature still points at it. */
  const remove = async (ctx: RequestContext, id: string) => {
    try {
      await database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findSegmentation(tx, ctx.tenantId, id))) throw new AppError('segmentations.notFound', 404);
        await repo.deleteSegmentation(tx, ctx.tenantId, id);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('errors.conflict', 409);
      throw error;
    }
    return { success: true as const };
  };

  /** GET Segmentacao/{id}/Users: the active users the rules match, paged, searched by name or e-mail. */
  const users = (ctx: RequestContext, id: string, q: { pageNumber: number; pageSize: number; search?: string }): Promise<SegmentationUsersResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findSegmentation(tx, ctx.tenantId, id))) throw new AppError('segmentations.notFound', 404);
      const search = q.search || undefined;
      const total = await repo.countSegmentationUsers(tx, ctx.tenantId, id, search);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.segmentationUsers(tx, ctx.tenantId, id, search, offset, limit);
      return pagedReply(rows, page, q.pageSize, total);
    });

  const basic = (ctx: RequestContext) => database.inTenant(ctx.tenantId, (tx) => repo.basicSegmentations(tx, ctx.tenantId));

  const userOptions = (ctx: RequestContext, search?: string): Promise<SegmentationUserOptionsResponse> =>
    database.inTenant(ctx.tenantId, (tx) => repo.userOptions(tx, ctx.tenantId, search || undefined, SEGMENTATION_USER_OPTIONS_LIMIT));

  return { list, get, create, update, remove, users, basic, userOptions };
};

export type SegmentationsService = ReturnType<typeof createSegmentationsService>;
