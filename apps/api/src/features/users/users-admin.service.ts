import {
  canAddActiveUser,
  sameEmail,
  type CreateUserInput,
  type ListUsersResponse,
  type NpsStatusResponse,
  type UpdateUserInput,
  type User,
  type UserListItem,
  type UserSortField,
} from '@plataforma/shared/users';
import { accountGrantRefusal } from '@plataforma/shared/permissions';
import { exportFileName, formatDocument, isLanguage, translate, type Language, type MessageKey } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import { hashPassword } from '../../core/crypto';
import { toCsv } from '../../core/csv';
import type { Executor } from '../../core/db';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { AppError, FieldError, forbidden, notFound } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { assertTenantIds } from '../../core/tenant-ids';
import { cargo, departamento, unidadeDeNegocio } from '../../db/schema';
import type { AuthService } from '../auth';
import * as admin from './users-admin.repository';
import * as repo from './users.repository';
import { emitUserSaved } from './user-events';
import { outranks, toUser } from './users.service';

/** A list query as the route schema gives it. */
export type UserListQuery = {
  pageNumber: number;
  pageSize: number;
  orderBy: UserSortField;
  orderDirection: 'asc' | 'desc';
  nome?: string;
  email?: string;
  cpf?: string;
  ativo?: boolean;
  cargoId?: string;
  departamentoId?: string;
  unidadeDeNegocioId?: string;
  permissionId?: string;
  classificacao?: 'student' | 'manager' | 'admin';
  avaliador?: boolean;
  tenantId?: string;
  createdAtFrom?: string;
  createdAtTo?: string;
};

export type UpdateEmailInput = { usuarioId: string; email: string; confirmacaoEmail: string; resetPassword: boolean };

const filtersOf = (q: Omit<UserListQuery, 'pageNumber' | 'pageSize'>): admin.UserListFilters => ({
  nome: q.nome || undefined,
  email: q.email || undefined,
  cpf: q.cpf || undefined,
  ativo: q.ativo,
  cargoId: q.cargoId,
  departamentoId: q.departamentoId,
  unidadeDeNegocioId: q.unidadeDeNegocioId,
  permissionId: q.permissionId,
  classificacao: q.classificacao,
  avaliador: q.avaliador,
  createdAtFrom: q.createdAtFrom ? new Date(q.createdAtFrom) : undefined,
  createdAtTo: q.createdAtTo ? new Date(q.createdAtTo) : undefined,
  orderBy: q.orderBy,
  orderDirection: q.orderDirection,
});

const toListItem = ({ criadoEm, ...row }: admin.UserListRow): UserListItem => ({ ...row, createdAt: criadoEm.toISOString() });

const CLASSIFICATION_KEY: Record<UserListItem['classificacao'], MessageKey> = { student: 'users.classStudent', manager: 'users.classManager', admin: 'users.classAdmin' };

/** Platform administration: an elevated account, or an elevated person acting in a customer's tenant (client mode). */
const isPlatformAdmin = (ctx: RequestContext) => ctx.elevated || ctx.clientMode;

/** A unique index that refused the row after the checks passed (two saves at once) is the same 409. */
const uniqueAs = async <T>(key: MessageKey, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(key, 409);
    if (isForeignKeyViolation(error)) throw new AppError('errors.conflict', 409);
    throw error;
  }
};

/** The account columns of a create or edit. */
export const accountValues = (input: UpdateUserInput): admin.UserValues => ({
  nomeCompleto: input.nomeCompleto,
  apelido: input.apelido,
  telefone: input.telefone,
  tipoPessoa: input.tipoPessoa,
  dataDeNascimento: input.dataDeNascimento,
  dataDeAdmissao: input.dataDeAdmissao,
  genero: input.genero,
  idiomaPreferido: input.idiomaPreferido,
  superiorDiretoId: input.superiorDireto,
  cargoId: input.cargoId,
  departamentoId: input.departamentoId,
  unidadeDeNegocioId: input.unidadeDeNegocioId,
  grupoDePermissaoId: input.permissionId,
  classificacao: input.classificacao,
  avaliador: input.avaliador,
  ativo: input.ativo,
});

/**
 * User administration (3-admin §2, §3, §7 Usuario): list, CSV, create, edit, deactivate, e-mail change, NPS status.
 * Routes check the functionality ('Usuários'); the services check the rest (tenant, level, platform administration).
 */
export const createUsersAdminService = (deps: Deps, auth: AuthService) => {
  const { database } = deps;

  /** The job title, department, unit and supervisor must belong to the tenant (the group: assertGrant). */
  const assertReferences = async (tx: Executor, tenantId: string, input: UpdateUserInput, selfId?: string) => {
    await assertTenantIds(tx, cargo, tenantId, input.cargoId, 'cargoId', { key: 'jobTitles.notFound', status: 400 });
    await assertTenantIds(tx, departamento, tenantId, input.departamentoId, 'departamentoId', { key: 'departments.notFound', status: 400 });
    await assertTenantIds(tx, unidadeDeNegocio, tenantId, input.unidadeDeNegocioId, 'unidadeDeNegocioId', { key: 'users.unitNotFound', status: 400 });
    if (input.superiorDireto) {
      if (input.superiorDireto === selfId) throw new AppError('users.supervisorSelf', 400);
      if (!(await admin.userExists(tx, tenantId, input.superiorDireto))) throw new AppError('users.supervisorNotFound', 400);
    }
  };

  /**
   * Who may grant what (issue 16 §3, packages/shared permissions/grants.ts): nobody changes their own permission group
   * or classification, nor gives a group holding functionalities they lack or a classification above their own.
   * Answers 403 naming the reason; the transaction writes nothing.
   */
  const assertGrant = async (tx: Executor, ctx: RequestContext, input: UpdateUserInput, current: admin.AccountRow | null) => {
    const group = input.permissionId ? await admin.permissionGroupGrant(tx, ctx.tenantId, input.permissionId) : null;
    if (input.permissionId && !group) throw new AppError('users.permissionGroupNotFound', 400);
    const ownClassification = isPlatformAdmin(ctx) ? null : ((await admin.classificationOf(tx, ctx.tenantId, ctx.userId)) ?? 'student');
    const refusal = accountGrantRefusal({
      held: ctx.permissions,
      ownClassification,
      self: current?.id === ctx.userId,
      current: current && { groupId: current.grupoDePermissaoId, classificacao: current.classificacao },
      next: { group, classificacao: input.classificacao },
    });
    if (refusal) {
      const field = refusal.key === 'permissions.selfClassification' || refusal.key === 'permissions.classificationAboveCaller' ? 'classificacao' : 'permissionId';
      throw new FieldError(field, refusal.key, 403, refusal.params);
    }
  };

  const assertContractRoom = async (tx: Executor, tenantId: string) => {
    if (!canAddActiveUser(await admin.lockContractUsage(tx, tenantId))) throw new AppError('users.maxActiveUsers', 409);
  };

  /** The user with names and the person's accounts in every company (partner accounts). */
  const detail = async (tenantId: string, id: string): Promise<User> => {
    const row = await database.inTenant(tenantId, (tx) => repo.findUser(tx, tenantId, id));
    if (!row) throw new AppError('users.notFound', 404);
    return toUser(row, await database.system((tx) => repo.accountsOfPerson(tx, row.identidadeId)));
  };

  /**
   * The tenant whose users are listed: the acting one; another company only for platform administration outside
   * client mode (`tenantId`), and only when it exists. null means an empty list.
   */
  const listTenant = async (ctx: RequestContext, requested: string | undefined): Promise<string | null> => {
    if (!requested || requested === ctx.tenantId) return ctx.tenantId;
    if (!ctx.elevated || ctx.clientMode) return null;
    return (await database.system((tx) => admin.tenantExists(tx, requested))) ? requested : null;
  };

  const listUsers = async (ctx: RequestContext, q: UserListQuery): Promise<ListUsersResponse> => {
    const tenantId = await listTenant(ctx, q.tenantId);
    if (!tenantId) return pagedReply([], 1, q.pageSize, 0);
    return database.inTenant(tenantId, async (tx) => {
      const filters = filtersOf(q);
      const total = await admin.countUsers(tx, tenantId, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = total === 0 ? [] : await admin.listUsers(tx, tenantId, filters, offset, limit);
      return pagedReply(rows.map(toListItem), page, q.pageSize, total);
    });
  };

  /** GET usuario/csv: every user matching the filters, in the list's order, with headers in the caller's language. */
  const exportUsers = async (ctx: RequestContext, q: Omit<UserListQuery, 'pageNumber' | 'pageSize'>, lang: Language) => {
    const tenantId = await listTenant(ctx, q.tenantId);
    const rows = tenantId ? await database.inTenant(tenantId, (tx) => admin.listAllUsers(tx, tenantId, filtersOf(q))) : [];
    const yes = translate('fields.yes', lang);
    const no = translate('fields.no', lang);
    const keys: MessageKey[] = [
      'fields.nome',
      'users.fieldEmail',
      'users.fieldCpf',
      'users.fieldTelefone',
      'users.fieldCargo',
      'users.fieldDepartamento',
      'users.fieldUnidade',
      'users.fieldClassificacao',
      'users.fieldAvaliador',
      'users.fieldGrupo',
      'fields.ativo',
      'fields.createdAt',
    ];
    const body = rows.map((r) => [
      r.nomeCompleto,
      r.email,
      r.cpf ? formatDocument(r.cpf, r.tipoPessoa) : null,
      r.telefone,
      r.cargoNome,
      r.departamentoNome,
      r.unidadeDeNegocioNome,
      translate(CLASSIFICATION_KEY[r.classificacao], lang),
      r.avaliador ? yes : no,
      r.grupoDePermissaoNome,
      r.ativo ? yes : no,
      r.criadoEm.toISOString(),
    ]);
    return {
      fileName: exportFileName(translate('users.exportTitle', lang), new Date(), 'csv'),
      content: toCsv(
        keys.map((k) => translate(k, lang)),
        body,
        lang,
      ),
    };
  };

  /**
   * POST usuario. A new e-mail makes a new person (identity) with this company's account; an e-mail that already has
   * a person in another company links a new account to that person (decision 0002), whose password stays theirs.
   */
  const createUser = async (ctx: RequestContext, input: CreateUserInput, lang: Language): Promise<User> => {
    if (input.senha) auth.assertPassword(input.senha);
    const senhaHash = input.senha ? await hashPassword(input.senha) : null;
    const created = await uniqueAs('users.duplicateEmail', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        await assertGrant(tx, ctx, input, null);
        await assertReferences(tx, ctx.tenantId, input);
        if (input.ativo) await assertContractRoom(tx, ctx.tenantId);
        let person = await admin.identityByEmail(tx, input.email);
        const existing = person !== null;
        if (person) {
          if (await admin.accountOfIdentityInTenant(tx, ctx.tenantId, person.id)) throw new AppError('users.duplicateEmail', 409);
          if (input.cpf && person.cpf && person.cpf !== input.cpf) throw new AppError('users.cpfMismatch', 409);
          if (input.cpf && !person.cpf) {
            const holder = await admin.identityByCpf(tx, input.cpf);
            if (holder && holder.id !== person.id) throw new AppError('users.duplicateCpf', 409);
            await admin.updateIdentity(tx, person.id, { cpf: input.cpf });
          }
        } else {
          if (input.cpf && (await admin.identityByCpf(tx, input.cpf))) throw new AppError('users.duplicateCpf', 409);
          const id = await admin.insertIdentity(tx, {
            email: input.email,
            cpf: input.cpf,
            senhaHash,
            alterarSenha: senhaHash ? input.alterarSenhaNoProximoAcesso : false,
          });
          person = { id, email: input.email, cpf: input.cpf };
        }
        const usuarioId = await admin.insertUser(tx, ctx.tenantId, person.id, { ...accountValues(input), padrao: !existing });
        return { usuarioId, identidadeId: person.id, existing };
      }),
    );
    // A new person without a password is welcomed with the link to create one (sent after the commit).
    // In the person's preferred language when one was given, else in the administrator's.
    if (!created.existing && !senhaHash) {
      const language = isLanguage(input.idiomaPreferido) ? input.idiomaPreferido : lang;
      await auth.sendWelcome({ identidadeId: created.identidadeId, usuarioId: created.usuarioId, email: input.email, nomeCompleto: input.nomeCompleto }, language);
    }
    await emitUserSaved([{ tenantId: ctx.tenantId, userId: created.usuarioId, cargoId: input.cargoId, unidadeDeNegocioId: input.unidadeDeNegocioId, ativo: input.ativo }], deps.log);
    return detail(ctx.tenantId, created.usuarioId);
  };

  /** PUT usuario/{id}. E-mail and CPF belong to the person: only platform administration changes them. */
  const updateUser = async (ctx: RequestContext, id: string, input: UpdateUserInput): Promise<User> => {
    await uniqueAs('users.emailInUse', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        const account = await admin.findAccount(tx, ctx.tenantId, id);
        if (!account) throw new AppError('users.notFound', 404);
        if (outranks(ctx, account.nivel)) throw new AppError('users.higherLevelEdit', 403);
        await assertGrant(tx, ctx, input, account);
        if (id === ctx.userId && !input.ativo) throw new AppError('users.cannotDeactivateSelf', 400);
        const emailChanged = !sameEmail(account.email, input.email);
        const cpfChanged = (account.cpf ?? null) !== input.cpf;
        if ((emailChanged || cpfChanged) && !isPlatformAdmin(ctx)) throw new AppError('users.identityFieldsReadOnly', 403);
        await assertReferences(tx, ctx.tenantId, input, id);
        if (!account.ativo && input.ativo) await assertContractRoom(tx, ctx.tenantId);
        if (emailChanged) {
          const holder = await admin.identityByEmail(tx, input.email);
          if (holder && holder.id !== account.identidadeId) throw new AppError('users.emailInUse', 409);
        }
        if (cpfChanged && input.cpf) {
          const holder = await admin.identityByCpf(tx, input.cpf);
          if (holder && holder.id !== account.identidadeId) throw new AppError('users.duplicateCpf', 409);
        }
        if (emailChanged || cpfChanged) {
          await admin.updateIdentity(tx, account.identidadeId, {
            ...(emailChanged ? { email: input.email, emailConfirmadoEm: null } : {}),
            ...(cpfChanged ? { cpf: input.cpf } : {}),
          });
        }
        await admin.updateUser(tx, ctx.tenantId, id, accountValues(input));
      }),
    );
    await emitUserSaved([{ tenantId: ctx.tenantId, userId: id, cargoId: input.cargoId, unidadeDeNegocioId: input.unidadeDeNegocioId, ativo: input.ativo }], deps.log);
    return detail(ctx.tenantId, id);
  };

  /** DELETE usuario/{id}: deactivates the account (its history stays); nobody deactivates themselves. */
  const deleteUser = async (ctx: RequestContext, id: string) => {
    if (id === ctx.userId) throw new AppError('users.cannotDeleteSelf', 400);
    await database.inTenant(ctx.tenantId, async (tx) => {
      const account = await admin.findAccount(tx, ctx.tenantId, id);
      if (!account) throw new AppError('users.notFound', 404);
      if (outranks(ctx, account.nivel)) throw new AppError('users.higherLevelEdit', 403);
      if (account.ativo) await admin.updateUser(tx, ctx.tenantId, id, { ativo: false });
    });
    return { success: true as const };
  };

  /** PUT usuario/updateEmail: platform administration; the new e-mail differs, is free, and gets a recovery link. */
  const updateEmail = async (ctx: RequestContext, input: UpdateEmailInput, lang: Language) => {
    if (!isPlatformAdmin(ctx)) throw forbidden('users.identityFieldsReadOnly');
    const account = await uniqueAs('users.emailInUse', () =>
      database.inTenant(ctx.tenantId, async (tx) => {
        const found = await admin.findAccount(tx, ctx.tenantId, input.usuarioId);
        if (!found) throw notFound('users.notFound');
        if (sameEmail(found.email, input.email)) throw new AppError('validation.sameEmail', 400);
        const holder = await admin.identityByEmail(tx, input.email);
        if (holder && holder.id !== found.identidadeId) throw new AppError('users.emailInUse', 409);
        await admin.updateIdentity(tx, found.identidadeId, { email: input.email, emailConfirmadoEm: null });
        return found;
      }),
    );
    if (input.resetPassword) {
      await auth.sendResetLink({ identidadeId: account.identidadeId, usuarioId: account.id, email: input.email, nomeCompleto: account.nomeCompleto }, lang);
    }
    return { success: true as const, message: translate(input.resetPassword ? 'users.emailUpdatedReset' : 'users.emailUpdated', lang) };
  };

  /** GET usuario/nps: no NPS survey exists in the product yet, so nothing is pending (docs/users.md). */
  const npsStatus = (_ctx: RequestContext): NpsStatusResponse => ({ pendente: false, pesquisaId: null });

  return { listUsers, exportUsers, createUser, updateUser, deleteUser, updateEmail, npsStatus };
};

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
