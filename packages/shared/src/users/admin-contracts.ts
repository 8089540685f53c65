import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { createdAtRangeQuerySchema, deleteResponseSchema, queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { isBirthDateInFuture } from '../validation/date.ts';
import { normalizePhone, PHONE_COUNTRY_CODES } from '../validation/phone.ts';
import { CLASSIFICACOES, GENEROS, IDIOMAS, TIPOS_PESSOA, userSchema } from './contracts.ts';
import { isCompletePhone, isValidDocument, normalizeDocument } from './user-rules.ts';

/**
 * User administration (3-admin §2 /conta/usuario, §3 User, §5, §7 Usuario): the paged list with filters, create,
 * edit, deactivate, CSV export, e-mail change and the NPS status. Field names are the server's Portuguese ones, as in
 * `userSchema`; docs/users.md lists what the spec leaves open.
 */

export const USER_NAME_MAX = 150;
export const USER_NICKNAME_MAX = 50;
export const USER_EMAIL_MAX = 254;
export const USER_DOCUMENT_MAX = 30;

// ---------------------------------------------------------------- list

/** One row of the list: what the table shows and exports (names of job title, department, unit and group included). */
export const userListItemSchema = z.object({
  id: z.string(),
  nomeCompleto: z.string(),
  apelido: z.string().nullable(),
  email: z.string(),
  cpf: z.string().nullable(),
  tipoPessoa: z.enum(TIPOS_PESSOA),
  telefone: z.string().nullable(),
  cargoId: z.string().nullable(),
  cargoNome: z.string().nullable(),
  departamentoId: z.string().nullable(),
  departamentoNome: z.string().nullable(),
  unidadeDeNegocioId: z.string().nullable(),
  unidadeDeNegocioNome: z.string().nullable(),
  permissionId: z.string().nullable(),
  grupoDePermissaoNome: z.string().nullable(),
  classificacao: z.enum(CLASSIFICACOES),
  avaliador: z.boolean(),
  ativo: z.boolean(),
  level: z.string(),
  createdAt: z.string(),
  tenantId: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** `orderBy`: name (nomeCompleto), e-mail or creation instant. */
export const USER_SORT_FIELDS = ['nome', 'email', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Filters of GET usuario and GET usuario/csv. Text filters match a part, ignoring case; `cpf` matches a part of the digits. */
export const userListFiltersSchema = z.object({
  nome: optionalText(USER_NAME_MAX),
  email: optionalText(USER_EMAIL_MAX),
  cpf: optionalText(USER_DOCUMENT_MAX),
  ativo: queryBooleanSchema.optional(),
  cargoId: z.uuid().optional(),
  departamentoId: z.uuid().optional(),
  unidadeDeNegocioId: z.uuid().optional(),
  permissionId: z.uuid().optional(),
  classificacao: z.enum(CLASSIFICACOES).optional(),
  avaliador: queryBooleanSchema.optional(),
  /**
   * The company (tenant) whose users are listed. Platform administration outside client mode may list any company
   * ('Elevated users see the user list by partner id'); for everyone else another tenant's id gives an empty list.
   */
  tenantId: z.uuid().optional(),
  ...createdAtRangeQuerySchema.shape,
});

export const listUsersRequestSchema = pageQuerySchema.extend(sortQuerySchema(USER_SORT_FIELDS, 'nome').shape).extend(userListFiltersSchema.shape);
export type ListUsersRequest = z.input<typeof listUsersRequestSchema>;
export const listUsersResponseSchema = pagedSchema(userListItemSchema);
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

/** GET usuario/csv: the list's filters and order, no paging. */
export const exportUsersRequestSchema = listUsersRequestSchema.omit({ pageNumber: true, pageSize: true });
export type ExportUsersRequest = z.input<typeof exportUsersRequestSchema>;

// ---------------------------------------------------------------- create / update

/** Optional text: '' and whitespace become null. */
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const emailField = z.string().trim().toLowerCase().min(1, 'validation.required').max(USER_EMAIL_MAX).pipe(z.email());
const optionalId = z.uuid().nullish().transform((value) => value ?? null);
/** A calendar day 'yyyy-MM-dd' or null ('' is null). */
const calendarDay = z
  .union([z.iso.date(), z.literal('')])
  .nullish()
  .transform((value) => (value ? value : null));

const userFields = z.object({
  nomeCompleto: z.string().trim().min(1, 'validation.required').max(USER_NAME_MAX),
  apelido: nullableText(USER_NICKNAME_MAX),
  email: emailField,
  tipoPessoa: z.enum(TIPOS_PESSOA).default('fisica'),
  /** CPF (física), CNPJ (jurídica) or the foreign document, optional; stored as digits for CPF and CNPJ. */
  cpf: z.string().trim().max(USER_DOCUMENT_MAX).nullish(),
  /** Digits with the country prefix (as stored) or the national digits of `telefonePais`; '' is null. */
  telefone: z.string().trim().max(30).nullish(),
  telefonePais: z.enum(PHONE_COUNTRY_CODES as unknown as ['BR', 'PY']).default('BR'),
  dataDeNascimento: calendarDay.refine((value) => !value || !isBirthDateInFuture(value), 'validation.birthDateFuture'),
  dataDeAdmissao: calendarDay,
  genero: z.enum(GENEROS).nullish().transform((value) => value ?? null),
  idiomaPreferido: z.enum(IDIOMAS).nullish().transform((value) => value ?? null),
  /** Direct supervisor: another user of the same company. */
  superiorDireto: optionalId,
  cargoId: optionalId,
  departamentoId: optionalId,
  unidadeDeNegocioId: optionalId,
  /** Permission group of the company. */
  permissionId: optionalId,
  classificacao: z.enum(CLASSIFICACOES).default('student'),
  avaliador: z.boolean().default(false),
  ativo: z.boolean().default(true),
});

type UserFieldsOutput = z.output<typeof userFields>;

/** Document and phone rules across fields, then the stored forms (document digits, phone with prefix). */
const withUserRules = <S extends z.ZodType<UserFieldsOutput>>(schema: S) =>
  schema
    .superRefine((value, ctx) => {
      if (!isValidDocument(value.cpf, value.tipoPessoa)) {
        ctx.addIssue({ code: 'custom', path: ['cpf'], message: value.tipoPessoa === 'fisica' ? 'validation.invalidCpf' : 'users.invalidDocument' });
      }
      if (!isCompletePhone(normalizePhone(value.telefone, value.telefonePais))) {
        ctx.addIssue({ code: 'custom', path: ['telefone'], message: 'users.invalidPhone' });
      }
    })
    .transform(({ telefonePais, ...value }) => ({
      ...value,
      cpf: normalizeDocument(value.cpf, value.tipoPessoa),
      telefone: normalizePhone(value.telefone, telefonePais),
    }));

/**
 * POST usuario. Without `senha` a new person receives the e-mail with the link to create the password; with it the
 * password (rules of 1-shell §5) is set and `alterarSenhaNoProximoAcesso` asks for a new one at the first sign-in. A
 * person who already exists (same e-mail in another company) keeps their password: the new account is linked.
 */
export const createUserRequestSchema = withUserRules(
  userFields.extend({
    senha: z
      .string()
      .nullish()
      .transform((value) => (value ? value : null)),
    alterarSenhaNoProximoAcesso: z.boolean().default(true),
  }),
);
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;
export type CreateUserInput = z.output<typeof createUserRequestSchema>;

/** PUT usuario/{id}: every field; e-mail and CPF may change only by platform administration. */
export const updateUserRequestSchema = withUserRules(userFields);
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
export type UpdateUserInput = z.output<typeof updateUserRequestSchema>;

export const createUserResponseSchema = userSchema;
export const updateUserResponseSchema = userSchema;
export const deleteUserResponseSchema = deleteResponseSchema;

// ---------------------------------------------------------------- e-mail change

/**
 * PUT usuario/updateEmail: the new e-mail differs from the current one ('O novo e-mail não pode ser igual ao anterior')
 * and the confirmation matches; platform administration only. With `resetPassword` (default true) a recovery e-mail
 * goes to the new address.
 */
export const updateEmailRequestSchema = z
  .object({
    usuarioId: z.uuid(),
    email: emailField,
    confirmacaoEmail: z.string().trim().toLowerCase().min(1, 'validation.required').max(USER_EMAIL_MAX),
    resetPassword: z.boolean().default(true),
  })
  .refine((value) => value.email === value.confirmacaoEmail, { path: ['confirmacaoEmail'], message: 'validation.emailsMustMatch' });
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;
export const updateEmailResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type UpdateEmailResponse = z.infer<typeof updateEmailResponseSchema>;

// ---------------------------------------------------------------- NPS

/**
 * GET usuario/nps: whether the signed-in user has a Net Promoter Score survey to answer. The product has no NPS
 * survey yet (the spec names only the call), so `pendente` is false and `pesquisaId` null; see docs/users.md.
 */
export const npsStatusResponseSchema = z.object({ pendente: z.boolean(), pesquisaId: z.string().nullable() });
export type NpsStatusResponse = z.infer<typeof npsStatusResponseSchema>;
