import {
  buildUnitTree,
  checkUnitPlacement,
  filterUnitTree,
  findUnitNode,
  flattenUnitTree,
  type BasicUnitsResponse,
  type UnitNode,
  type UnitRecord,
} from '@plataforma/shared/accounts';
import { exportFileName, translate, type Language, type MessageKey } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import { toCsv } from '../../core/csv';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import * as repo from './units.repository';

export type UnitBody = repo.UnitInput;
export type UnitListQuery = { nome?: string; name?: string };

const toRecord = (row: repo.UnitRow): UnitRecord => ({
  id: row.id,
  nome: row.nome,
  codigo: row.codigo,
  unidadeDeNegocioPaiId: row.unidadeDeNegocioPaiId,
  totalUsuarios: Number(row.totalUsuarios),
  createdAt: row.criadoEm.toISOString(),
  tenantId: row.tenantId,
});

const treeOf = async (tx: Executor, tenantId: string) => buildUnitTree((await repo.allUnits(tx, tenantId)).map(toRecord));

/** The constraint a driver error names (Drizzle wraps the driver's error in `cause`). */
const constraintOf = (error: unknown): string => {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
};

/** A unique index refusal that slipped past the checks (two saves at once) is the same 409 the check gives. */
const uniqueAs = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(constraintOf(error).includes('codigo') ? 'units.duplicateCode' : 'units.duplicateName', 409);
    throw error;
  }
};

/** Business units of the acting tenant (3-admin §3, §7, §9). Routes check the permission first. */
export const createUnitsService = ({ database }: Deps) => {
  const nameFilter = (q: UnitListQuery) => q.nome || q.name || undefined;

  /** GET unidadeDeNegocio: the tree, or the units whose name contains `nome` with their ancestors. */
  const listUnits = (ctx: RequestContext, q: UnitListQuery): Promise<UnitNode[]> =>
    database.inTenant(ctx.tenantId, async (tx) => filterUnitTree(await treeOf(tx, ctx.tenantId), nameFilter(q)));

  const loadUnit = async (tx: Executor, tenantId: string, id: string) => {
    const node = findUnitNode(await treeOf(tx, tenantId), id);
    if (!node) throw new AppError('units.notFound', 404);
    return node;
  };

  const getUnit = (ctx: RequestContext, id: string) => database.inTenant(ctx.tenantId, (tx) => loadUnit(tx, ctx.tenantId, id));

  /** The checks shared by create and update: placement (parent, cycle, 5 levels), code and sibling name. */
  const assertSavable = async (tx: Executor, tenantId: string, id: string | null, body: UnitBody) => {
    const units = await repo.allUnits(tx, tenantId);
    const problem = checkUnitPlacement(units, id, body.unidadeDeNegocioPaiId);
    if (problem) throw new AppError(problem, problem === 'units.parentNotFound' ? 400 : 422);
    if (body.codigo && (await repo.unitCodeTaken(tx, tenantId, body.codigo, id ?? undefined))) throw new AppError('units.duplicateCode', 409);
    if (await repo.unitSiblingNameTaken(tx, tenantId, body.unidadeDeNegocioPaiId, body.nome, id ?? undefined)) throw new AppError('units.duplicateName', 409);
  };

  const createUnit = (ctx: RequestContext, body: UnitBody) =>
    uniqueAs(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        await repo.lockUnitTree(tx, ctx.tenantId);
        await assertSavable(tx, ctx.tenantId, null, body);
        const id = await repo.insertUnit(tx, ctx.tenantId, body);
        return loadUnit(tx, ctx.tenantId, id);
      }),
    );

  /** Renames, recodes and moves a unit with its sub-tree. */
  const updateUnit = (ctx: RequestContext, id: string, body: UnitBody) =>
    uniqueAs(() =>
      database.inTenant(ctx.tenantId, async (tx) => {
        await repo.lockUnitTree(tx, ctx.tenantId);
        if (!(await repo.unitExists(tx, ctx.tenantId, id))) throw new AppError('units.notFound', 404);
        await assertSavable(tx, ctx.tenantId, id, body);
        await repo.updateUnit(tx, ctx.tenantId, id, body);
        return loadUnit(tx, ctx.tenantId, id);
      }),
    );

  /** Refused with 409 while the unit has sub-units or users (the foreign keys are the second wall). */
  const deleteUnit = async (ctx: RequestContext, id: string) => {
    try {
      await database.inTenant(ctx.tenantId, async (tx) => {
        await repo.lockUnitTree(tx, ctx.tenantId);
        if (!(await repo.unitExists(tx, ctx.tenantId, id))) throw new AppError('units.notFound', 404);
        const children = await repo.subUnitsOf(tx, ctx.tenantId, id);
        if (children > 0) throw new AppError('units.hasChildren', 409, { count: children });
        const users = await repo.usersInUnit(tx, ctx.tenantId, id);
        if (users > 0) throw new AppError('units.inUse', 409, { count: users });
        await repo.deleteUnit(tx, ctx.tenantId, id);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('errors.conflict', 409);
      throw error;
    }
    return { success: true as const };
  };

  /** GET unidadeDeNegocio/Basic: every unit with its path as the label, in tree order (feeds other screens' selects). */
  const basicUnits = (ctx: RequestContext): Promise<BasicUnitsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => flattenUnitTree(await treeOf(tx, ctx.tenantId)).map((node) => ({ value: node.id, label: node.caminho })));

  /** GET unidadeDeNegocio/csv: the (filtered) tree flattened in display order, with localised headers. */
  const exportUnits = async (ctx: RequestContext, q: UnitListQuery, lang: Language) => {
    const tree = await listUnits(ctx, q);
    const rows = flattenUnitTree(tree);
    const parents = new Map(rows.map((node) => [node.id, node.nome]));
    const headerKeys: MessageKey[] = [
      'units.columnPath',
      'fields.nome',
      'units.columnCode',
      'units.columnLevel',
      'units.columnParent',
      'fields.totalUsuarios',
      'fields.createdAt',
    ];
    const body = rows.map((node) => [
      node.caminho,
      node.nome,
      node.codigo,
      node.nivel,
      node.unidadeDeNegocioPaiId ? (parents.get(node.unidadeDeNegocioPaiId) ?? null) : null,
      node.totalUsuarios,
      node.createdAt,
    ]);
    return {
      fileName: exportFileName(translate('units.exportTitle', lang), new Date(), 'csv'),
      content: toCsv(
        headerKeys.map((key) => translate(key, lang)),
        body,
        lang,
      ),
    };
  };

  return { listUnits, getUnit, createUnit, updateUnit, deleteUnit, basicUnits, exportUnits };
};

export type UnitsService = ReturnType<typeof createUnitsService>;
