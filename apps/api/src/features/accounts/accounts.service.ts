import type { Department, JobTitle, ListDepartmentsResponse, ListJobTitlesResponse } from '@plataforma/shared/accounts';
import { exportFileName, translate, type BasicOption, type Language, type MessageKey } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import { toCsv } from '../../core/csv';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import { inSequence, type Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { assertTenantIds } from '../../core/tenant-ids';
import { competencia } from '../../db/schema';
import { AppError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import * as repo from './accounts.repository';
import { automatedRulesOfJobTitles } from '../enrolment';

/** A list query as the route schema gives it (aliases `name` / `active` included). */
export type NamedListQuery = {
  pageNumber: number;
  pageSize: number;
  orderBy: repo.NamedListFilters['orderBy'];
  orderDirection: 'asc' | 'desc';
  id?: string;
  nome?: string;
  name?: string;
  ativo?: boolean;
  active?: boolean;
  tenantId?: string;
  competenciaId?: string;
  createdAtFrom?: string;
  createdAtTo?: string;
};

export type NamedBody = { nome: string; ativo: boolean; observacao: string | null };
export type JobTitleBody = NamedBody & { competenciasIds: string[] };

const filtersOf = (q: Omit<NamedListQuery, 'pageNumber' | 'pageSize'>): repo.JobTitleListFilters => ({
  id: q.id,
  nome: q.nome || q.name || undefined,
  ativo: q.ativo ?? q.active,
  tenantId: q.tenantId,
  competenciaId: q.competenciaId,
  createdAtFrom: q.createdAtFrom ? new Date(q.createdAtFrom) : undefined,
  createdAtTo: q.createdAtTo ? new Date(q.createdAtTo) : undefined,
  orderBy: q.orderBy,
  orderDirection: q.orderDirection,
});

const toDepartment = (row: repo.DepartmentRow): Department => ({
  id: row.id,
  nome: row.nome,
  ativo: row.ativo,
  observacao: row.observacao,
  createdAt: row.criadoEm.toISOString(),
  tenantId: row.tenantId,
  totalUsuarios: Number(row.totalUsuarios),
});

const toJobTitle = (row: repo.JobTitleRow, skills: BasicOption[], automatedRegistrationId: string | null): JobTitle => ({
  ...toDepartment(row),
  competenciasIds: skills.map((s) => s.value),
  competencias: skills,
  automatedRegistrationId,
});

/** A unique-index refusal that slipped past the name check (two saves at once) is the same 409. */
const uniqueAs = async <T>(key: MessageKey, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(key, 409);
    throw error;
  }
};

/** Departments and job titles of the acting tenant (3-admin §3, §7). Routes check the permission first. */
export const createAccountsService = ({ database }: Deps) => {
  // ------------------------------------------------------------ departments

  const listDepartments = (ctx: RequestContext, q: NamedListQuery): Promise<ListDepartmentsResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const filters = filtersOf(q);
      const total = await repo.countDepartments(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listDepartments(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(rows.map(toDepartment), page, q.pageSize, total);
    });

  const getDepartment = async (ctx: RequestContext, id: string) => {
    const row = await database.inTenant(ctx.tenantId, (tx) => repo.findDepartment(tx, ctx.tenantId, id));
    if (!row) throw new AppError('departments.notFound', 404);
    return toDepartment(row);
  };

  const createDepartment = (ctx: RequestContext, body: NamedBody) =>
    uniqueAs('departments.duplicateName', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (await repo.departmentNameTaken(tx, ctx.tenantId, body.nome)) throw new AppError('departments.duplicateName', 409);
        const id = await repo.insertDepartment(tx, ctx.tenantId, body);
        return toDepartment((await repo.findDepartment(tx, ctx.tenantId, id))!);
      }),
    );

  const updateDepartment = (ctx: RequestContext, id: string, body: NamedBody) =>
    uniqueAs('departments.duplicateName', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findDepartment(tx, ctx.tenantId, id))) throw new AppError('departments.notFound', 404);
        if (await repo.departmentNameTaken(tx, ctx.tenantId, body.nome, id)) throw new AppError('departments.duplicateName', 409);
        await repo.updateDepartment(tx, ctx.tenantId, id, body);
        return toDepartment((await repo.findDepartment(tx, ctx.tenantId, id))!);
      }),
    );

  /** Refused with 409 while accounts are linked (the foreign key is the second wall). */
  const deleteDepartment = async (ctx: RequestContext, id: string) => {
    try {
      await database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findDepartment(tx, ctx.tenantId, id))) throw new AppError('departments.notFound', 404);
        const users = await repo.usersInDepartment(tx, ctx.tenantId, id);
        if (users > 0) throw new AppError('departments.inUse', 409, { count: users });
        await repo.deleteDepartment(tx, ctx.tenantId, id);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('errors.conflict', 409);
      throw error;
    }
    return { success: true as const };
  };

  const basicDepartments = (ctx: RequestContext) => database.inTenant(ctx.tenantId, (tx) => repo.basicDepartments(tx, ctx.tenantId));

  // ------------------------------------------------------------ job titles

  const withSkills = async (tx: Executor, tenantId: string, rows: repo.JobTitleRow[]) => {
    const ids = rows.map((r) => r.id);
    const [links, rules] = await inSequence(() => repo.skillsOfJobTitles(tx, tenantId, ids), () => automatedRulesOfJobTitles(tx, tenantId, ids));
    const byJobTitle = new Map<string, BasicOption[]>();
    for (const link of links) byJobTitle.set(link.cargoId, [...(byJobTitle.get(link.cargoId) ?? []), { value: link.value, label: link.label }]);
    const ruleOf = new Map(rules.map((r) => [r.cargoId, r.id]));
    return rows.map((row) => toJobTitle(row, byJobTitle.get(row.id) ?? [], ruleOf.get(row.id) ?? null));
  };

  const assertSkills = async (tx: Executor, tenantId: string, ids: string[]) => {
    const unique = [...new Set(ids)];
    await assertTenantIds(tx, competencia, tenantId, unique, 'competenciasIds', { key: 'jobTitles.skillNotFound', status: 400 });
    return unique;
  };

  const listJobTitles = (ctx: RequestContext, q: NamedListQuery): Promise<ListJobTitlesResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const filters = filtersOf(q);
      const total = await repo.countJobTitles(tx, ctx.tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listJobTitles(tx, ctx.tenantId, filters, offset, limit);
      return pagedReply(await withSkills(tx, ctx.tenantId, rows), page, q.pageSize, total);
    });

  const loadJobTitle = async (tx: Executor, tenantId: string, id: string) => {
    const row = await repo.findJobTitle(tx, tenantId, id);
    if (!row) throw new AppError('jobTitles.notFound', 404);
    return (await withSkills(tx, tenantId, [row]))[0];
  };

  const getJobTitle = (ctx: RequestContext, id: string) => database.inTenant(ctx.tenantId, (tx) => loadJobTitle(tx, ctx.tenantId, id));

  const createJobTitle = (ctx: RequestContext, body: JobTitleBody) =>
    uniqueAs('jobTitles.duplicateName', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (await repo.jobTitleNameTaken(tx, ctx.tenantId, body.nome)) throw new AppError('jobTitles.duplicateName', 409);
        const skills = await assertSkills(tx, ctx.tenantId, body.competenciasIds);
        const id = await repo.insertJobTitle(tx, ctx.tenantId, { nome: body.nome, ativo: body.ativo, observacao: body.observacao });
        await repo.setJobTitleSkills(tx, ctx.tenantId, id, skills);
        return loadJobTitle(tx, ctx.tenantId, id);
      }),
    );

  const updateJobTitle = (ctx: RequestContext, id: string, body: JobTitleBody) =>
    uniqueAs('jobTitles.duplicateName', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findJobTitle(tx, ctx.tenantId, id))) throw new AppError('jobTitles.notFound', 404);
        if (await repo.jobTitleNameTaken(tx, ctx.tenantId, body.nome, id)) throw new AppError('jobTitles.duplicateName', 409);
        const skills = await assertSkills(tx, ctx.tenantId, body.competenciasIds);
        await repo.updateJobTitle(tx, ctx.tenantId, id, { nome: body.nome, ativo: body.ativo, observacao: body.observacao });
        await repo.setJobTitleSkills(tx, ctx.tenantId, id, skills);
        return loadJobTitle(tx, ctx.tenantId, id);
      }),
    );

  const deleteJobTitle = async (ctx: RequestContext, id: string) => {
    try {
      await database.inTenant(ctx.tenantId, async (tx) => {
        if (!(await repo.findJobTitle(tx, ctx.tenantId, id))) throw new AppError('jobTitles.notFound', 404);
        const users = await repo.usersInJobTitle(tx, ctx.tenantId, id);
        if (users > 0) throw new AppError('jobTitles.inUse', 409, { count: users });
        await repo.deleteJobTitle(tx, ctx.tenantId, id);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('errors.conflict', 409);
      throw error;
    }
    return { success: true as const };
  };

  const basicJobTitles = (ctx: RequestContext) => database.inTenant(ctx.tenantId, (tx) => repo.basicJobTitles(tx, ctx.tenantId));

  /** GET Cargo/csv: every job title matching the filters, in the list's order, with localised headers. */
  const exportJobTitles = async (ctx: RequestContext, q: Omit<NamedListQuery, 'pageNumber' | 'pageSize'>, lang: Language) => {
    const rows = await database.inTenant(ctx.tenantId, async (tx) => withSkills(tx, ctx.tenantId, await repo.listJobTitles(tx, ctx.tenantId, filtersOf(q))));
    const yes = translate('fields.yes', lang);
    const no = translate('fields.no', lang);
    const header = (['fields.nome', 'fields.ativo', 'fields.observacao', 'fields.competencias', 'fields.totalUsuarios', 'fields.createdAt'] as const).map((k) =>
      translate(k, lang),
    );
    const body = rows.map((r) => [r.nome, r.ativo ? yes : no, r.observacao, r.competencias.map((c) => c.label).join(', '), r.totalUsuarios, r.createdAt]);
    return { fileName: exportFileName(translate('jobTitles.exportTitle', lang), new Date(), 'csv'), content: toCsv(header, body, lang) };
  };

  return {
    listDepartments,
    getDepartment,
    createDepartment,
    updateDepartment,
    deleteDepartment,
    basicDepartments,
    listJobTitles,
    getJobTitle,
    createJobTitle,
    updateJobTitle,
    deleteJobTitle,
    basicJobTitles,
    exportJobTitles,
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
