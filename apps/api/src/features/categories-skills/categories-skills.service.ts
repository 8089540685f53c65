import type { Category, ExibirEm, ListCategoriesResponse, ListSkillsResponse, Skill } from '@plataforma/shared/categories-skills';
import type { MessageKey } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import { isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import * as repo from './categories-skills.repository';

type Paging = { pageNumber: number; pageSize: number };

const toSkill = (row: repo.SkillRow): Skill => ({
  id: row.id,
  nome: row.nome,
  origem: row.origem,
  exibirEm: row.exibirEm,
  createdAt: row.criadoEm.toISOString(),
  tenantId: row.tenantId,
  totalCargos: Number(row.totalCargos),
});

const toCategory = (row: repo.CategoryRow): Category => ({
  id: row.id,
  nome: row.nome,
  origem: row.origem,
  createdAt: row.criadoEm.toISOString(),
  tenantId: row.tenantId,
});

const uniqueAs = async <T>(key: MessageKey, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(key, 409);
    throw error;
  }
};

/** Skills and categories of the acting tenant (3-admin §3, §7). Routes check the permission first. */
export const createCategoriesSkillsService = ({ database }: Deps) => {
  // ------------------------------------------------------------ skills
  const listSkills = (ctx: RequestContext, q: Paging & repo.SkillFilters): Promise<ListSkillsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countSkills(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      return pagedReply((await repo.listSkills(tx, ctx.tenantId, q, offset, limit)).map(toSkill), page, q.pageSize, total);
    });

  const getSkill = async (ctx: RequestContext, id: string) => {
    const row = await database.inTenant(ctx.tenantId, (tx) => repo.findSkill(tx, ctx.tenantId, id));
    if (!row) throw new AppError('skills.notFound', 404);
    return toSkill(row);
  };

  const createSkill = (ctx: RequestContext, body: { nome: string; exibirEm: ExibirEm[] }) =>
    uniqueAs('skills.duplicateName', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (await repo.skillNameTaken(tx, ctx.tenantId, body.nome)) throw new AppError('skills.duplicateName', 409);
        const id = await repo.insertSkill(tx, ctx.tenantId, body);
        return toSkill((await repo.findSkill(tx, ctx.tenantId, id))!);
      }),
    );

  const updateSkill = (ctx: RequestContext, id: string, body: { nome: string; exibirEm: ExibirEm[] }) =>
    uniqueAs('skills.duplicateName', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findSkill(tx, ctx.tenantId, id))) throw new AppError('skills.notFound', 404);
        if (await repo.skillNameTaken(tx, ctx.tenantId, body.nome, id)) throw new AppError('skills.duplicateName', 409);
        await repo.updateSkill(tx, ctx.tenantId, id, body);
        return toSkill((await repo.findSkill(tx, ctx.tenantId, id))!);
      }),
    );

  const deleteSkill = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findSkill(tx, ctx.tenantId, id))) throw new AppError('skills.notFound', 404);
      await repo.deleteSkill(tx, ctx.tenantId, id);
      return { success: true as const };
    });

  const basicSkills = (ctx: RequestContext, exibirEm?: ExibirEm) => database.inTenant(ctx.tenantId, (tx) => repo.basicSkills(tx, ctx.tenantId, exibirEm));

  /** Skills of a section's items: sections do not exist yet, so none (docs/accounts.md). */
  const skillsBySection = async (_ctx: RequestContext, _sectionId: string) => [] as { value: string; label: string }[];

  // ------------------------------------------------------------ categories
  const listCategories = (ctx: RequestContext, q: Paging & repo.CategoryFilters): Promise<ListCategoriesResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countCategories(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      return pagedReply((await repo.listCategories(tx, ctx.tenantId, q, offset, limit)).map(toCategory), page, q.pageSize, total);
    });

  const getCategory = async (ctx: RequestContext, id: string) => {
    const row = await database.inTenant(ctx.tenantId, (tx) => repo.findCategory(tx, ctx.tenantId, id));
    if (!row) throw new AppError('categories.notFound', 404);
    return toCategory(row);
  };

  const createCategory = (ctx: RequestContext, body: { nome: string }) =>
    uniqueAs('categories.duplicateName', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (await repo.categoryNameTaken(tx, ctx.tenantId, body.nome)) throw new AppError('categories.duplicateName', 409);
        const id = await repo.insertCategory(tx, ctx.tenantId, body);
        return toCategory((await repo.findCategory(tx, ctx.tenantId, id))!);
      }),
    );

  const updateCategory = (ctx: RequestContext, id: string, body: { nome: string }) =>
    uniqueAs('categories.duplicateName', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findCategory(tx, ctx.tenantId, id))) throw new AppError('categories.notFound', 404);
        if (await repo.categoryNameTaken(tx, ctx.tenantId, body.nome, id)) throw new AppError('categories.duplicateName', 409);
        await repo.updateCategory(tx, ctx.tenantId, id, body);
        return toCategory((await repo.findCategory(tx, ctx.tenantId, id))!);
      }),
    );

  const deleteCategory = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.findCategory(tx, ctx.tenantId, id))) throw new AppError('categories.notFound', 404);
      await repo.deleteCategory(tx, ctx.tenantId, id);
      return { success: true as const };
    });

  const basicCategories = (ctx: RequestContext) => database.inTenant(ctx.tenantId, (tx) => repo.basicCategories(tx, ctx.tenantId));

  return {
    listSkills,
    getSkill,
    createSkill,
    updateSkill,
    deleteSkill,
    basicSkills,
    skillsBySection,
    listCategories,
    getCategory,
    createCategory,
    updateCategory,
    deleteCategory,
    basicCategories,
  };
};
