import { z } from 'zod';
import { basicOptionSchema, basicOptionsSchema, createdAtRangeQuerySchema, deleteResponseSchema, queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';

/**
 * Departments (Departamento) and job titles (Cargo), 3-admin §3 and §7. Field names are the server's Portuguese
 * ones (nome, ativo, observacao, competenciasIds); docs/accounts.md lists what the spec leaves open.
 */

export const ACCOUNT_NAME_MAX = 100;
export const ACCOUNT_NOTES_MAX = 500;

const nome = z.string().trim().min(1, 'validation.required').max(ACCOUNT_NAME_MAX);
/** Optional notes; '' and whitespace are stored as null. */
const observacao = z
  .string()
  .trim()
  .max(ACCOUNT_NOTES_MAX)
  .nullish()
  .transform((value) => (value ? value : null));

// ---------------------------------------------------------------- Departamento

export const departmentSchema = z.object({
  id: z.string(),
  nome: z.string(),
  ativo: z.boolean(),
  observacao: z.string().nullable(),
  createdAt: z.string(),
  tenantId: z.string(),
  /** Accounts of the tenant in this department (a deletion is refused while above zero). */
  totalUsuarios: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

export const DEPARTMENT_SORT_FIELDS = ['nome', 'ativo', 'createdAt', 'totalUsuarios'] as const;
export type DepartmentSortField = (typeof DEPARTMENT_SORT_FIELDS)[number];

/** Filters of the spec (id, ativo, nome, tenantId); `name` and `active` are accepted as aliases. */
const nameAndActiveFilters = z.object({
  id: z.uuid().optional(),
  nome: z.string().trim().max(ACCOUNT_NAME_MAX).optional(),
  name: z.string().trim().max(ACCOUNT_NAME_MAX).optional(),
  ativo: queryBooleanSchema.optional(),
  active: queryBooleanSchema.optional(),
  tenantId: z.uuid().optional(),
  ...createdAtRangeQuerySchema.shape,
});

export const listDepartmentsRequestSchema = pageQuerySchema.extend(sortQuerySchema(DEPARTMENT_SORT_FIELDS, 'nome').shape).extend(nameAndActiveFilters.shape);
export type ListDepartmentsRequest = z.input<typeof listDepartmentsRequestSchema>;
export const listDepartmentsResponseSchema = pagedSchema(departmentSchema);
export type ListDepartmentsResponse = z.infer<typeof listDepartmentsResponseSchema>;

export const getDepartmentResponseSchema = departmentSchema;
export type GetDepartmentResponse = Department;

export const createDepartmentRequestSchema = z.object({
  nome,
  ativo: z.boolean().default(true),
  observacao,
});
export type CreateDepartmentRequest = z.input<typeof createDepartmentRequestSchema>;
export const createDepartmentResponseSchema = departmentSchema;
export type CreateDepartmentResponse = Department;

export const updateDepartmentRequestSchema = createDepartmentRequestSchema;
export type UpdateDepartmentRequest = z.input<typeof updateDepartmentRequestSchema>;
export const updateDepartmentResponseSchema = departmentSchema;
export type UpdateDepartmentResponse = Department;

export const deleteDepartmentResponseSchema = deleteResponseSchema;

/** GET Departamento/Basic: active departments as select options, by name. */
export const basicDepartmentsResponseSchema = basicOptionsSchema;
export type BasicDepartmentsResponse = z.infer<typeof basicDepartmentsResponseSchema>;

// ---------------------------------------------------------------- Cargo

export const jobTitleSchema = z.object({
  id: z.string(),
  nome: z.string(),
  ativo: z.boolean(),
  observacao: z.string().nullable(),
  createdAt: z.string(),
  tenantId: z.string(),
  competenciasIds: z.array(z.string()),
  /** The linked skills with their names, by name (for lists and forms). */
  competencias: z.array(basicOptionSchema),
  totalUsuarios: z.number().int(),
  /** The automated enrolment rule of the job title (GET/PUT inscricaoautomatizada/{id}), null without one. */
  automatedRegistrationId: z.string().nullable(),
});
export type JobTitle = z.infer<typeof jobTitleSchema>;

export const JOB_TITLE_SORT_FIELDS = ['nome', 'ativo', 'createdAt', 'totalUsuarios'] as const;
export type JobTitleSortField = (typeof JOB_TITLE_SORT_FIELDS)[number];

/** Most skills one job title may hold. */
export const JOB_TITLE_SKILLS_MAX = 100;

export const listJobTitlesRequestSchema = pageQuerySchema
  .extend(sortQuerySchema(JOB_TITLE_SORT_FIELDS, 'nome').shape)
  .extend(nameAndActiveFilters.shape)
  .extend({ competenciaId: z.uuid().optional() });
export type ListJobTitlesRequest = z.input<typeof listJobTitlesRequestSchema>;
export const listJobTitlesResponseSchema = pagedSchema(jobTitleSchema);
export type ListJobTitlesResponse = z.infer<typeof listJobTitlesResponseSchema>;

/** GET Cargo/csv: the list's filters and order, no paging. */
export const exportJobTitlesRequestSchema = listJobTitlesRequestSchema.omit({ pageNumber: true, pageSize: true });
export type ExportJobTitlesRequest = z.input<typeof exportJobTitlesRequestSchema>;

export const getJobTitleResponseSchema = jobTitleSchema;
export type GetJobTitleResponse = JobTitle;

export const createJobTitleRequestSchema = z.object({
  nome,
  ativo: z.boolean().default(true),
  observacao,
  competenciasIds: z.array(z.uuid()).max(JOB_TITLE_SKILLS_MAX).default([]),
});
export type CreateJobTitleRequest = z.input<typeof createJobTitleRequestSchema>;
export const createJobTitleResponseSchema = jobTitleSchema;
export type CreateJobTitleResponse = JobTitle;

export const updateJobTitleRequestSchema = createJobTitleRequestSchema;
export type UpdateJobTitleRequest = z.input<typeof updateJobTitleRequestSchema>;
export const updateJobTitleResponseSchema = jobTitleSchema;
export type UpdateJobTitleResponse = JobTitle;

export const deleteJobTitleResponseSchema = deleteResponseSchema;

/** GET Cargo/Basic: active job titles as select options, by name. */
export const basicJobTitlesResponseSchema = basicOptionsSchema;
export type BasicJobTitlesResponse = z.infer<typeof basicJobTitlesResponseSchema>;
