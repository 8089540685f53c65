import type { ChangePasswordBatchResponse, User } from '@plataforma/shared/users';
import { translate, type Language } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError, forbidden, notFound } from '../../core/errors';
import { hasPermission } from '@plataforma/shared/permissions';
import type { AuthService } from '../auth';
import * as repo from './users.repository';
import { BASIC_USERS_LIMIT, type BasicUsersResponse } from '@plataforma/shared/users';

const iso = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString());

export type PersonAccount = Awaited<ReturnType<typeof repo.accountsOfPerson>>[number];

export const toUser = (row: repo.UserRow, contas: PersonAccount[] = []): User => ({
  id: row.id,
  apelido: row.apelido,
  nomeCompleto: row.nomeCompleto,
  email: row.email,
  cpf: row.cpf,
  telefone: row.telefone,
  dataDeAdmissao: row.dataDeAdmissao,
  superiorDireto: row.superiorDireto,
  superiorDiretoNome: row.superiorDiretoNome ?? null,
  cargoId: row.cargoId,
  cargoNome: row.cargoNome ?? null,
  departamentoId: row.departamentoId,
  unidadeDeNegocioId: row.unidadeDeNegocioId,
  ativo: row.ativo,
  tipoPessoa: row.tipoPessoa,
  dataTermoDeUsoAceito: iso(row.dataTermoDeUsoAceito),
  termoDeUsoId: row.termoDeUsoId,
  foto: row.foto,
  dataDeNascimento: row.dataDeNascimento,
  usuarioAssinatura: row.usuarioAssinatura,
  permissionId: row.permissionId,
  tenantId: row.tenantId,
  level: row.level,
  avaliador: row.avaliador,
  classificacao: row.classificacao,
  departamentoNome: row.departamentoNome ?? null,
  unidadeDeNegocioNome: row.unidadeDeNegocioNome ?? null,
  grupoDePermissaoNome: row.grupoDePermissaoNome ?? null,
  genero: row.genero,
  idiomaPreferido: row.idiomaPreferido,
  createdAt: row.criadoEm.toISOString(),
  contas: contas.map((c) => ({ tenantId: c.tenantId, empresa: c.empresa, padrao: c.padrao, ativo: c.ativo, atual: c.usuarioId === row.id })),
});

/** N0 is the most privileged level, N3 the least. */
const rank = (level: string) => Number(level.slice(1));

/** A company manager sets passwords only for people at their own level or below; platform administration for anyone. */
export const outranks = (ctx: RequestContext, targetLevel: string) => !(ctx.elevated || ctx.clientMode) && rank(targetLevel) < rank(ctx.level);

/** Self-service, or the 'Usuários' functionality for someone else. */
const assertSelfOrManager = (ctx: RequestContext, userId: string) => {
  if (ctx.userId !== userId && !hasPermission(ctx.permissions, 'Usuários')) throw forbidden();
};

export const createUsersService = (deps: Deps, auth: AuthService) => {
  const { database } = deps;

  const getUser = async (ctx: RequestContext, id: string) => {
    assertSelfOrManager(ctx, id);
    const row = await database.inTenant(ctx.tenantId, (tx) => repo.findUser(tx, ctx.tenantId, id));
    if (!row) throw notFound('users.notFound');
    return toUser(row, await database.system((tx) => repo.accountsOfPerson(tx, row.identidadeId)));
  };

  const changeSingle = async (ctx: RequestContext, input: { usuarioId: string; senha: string; alterarSenhaNoProximoAcesso: boolean }, lang: Language) => {
    auth.assertPassword(input.senha);
    const [target] = await database.inTenant(ctx.tenantId, (tx) => repo.identitiesOf(tx, ctx.tenantId, [input.usuarioId]));
    if (!target) throw notFound('users.notFound');
    if (outranks(ctx, target.nivel)) throw new AppError('users.higherLevelPassword', 403);
    const { shared } = await auth.setPasswordsByAdmin(ctx, [target.identidadeId], input.senha, input.alterarSenhaNoProximoAcesso);
    if (shared.has(target.identidadeId)) throw new AppError('users.sharedAccountPassword', 403);
    return { success: true as const, message: translate('users.passwordChanged', lang) };
  };

  const changeBatch = async (
    ctx: RequestContext,
    input: { usuarioIds: string[]; senha: string; alterarSenhaNoProximoAcesso: boolean },
    lang: Language,
  ): Promise<ChangePasswordBatchResponse> => {
    const ids = [...new Set(input.usuarioIds)];
    if (ids.length === 0) throw new AppError('users.noneSelected', 400);
    auth.assertPassword(input.senha);
    const found = await database.inTenant(ctx.tenantId, (tx) => repo.identitiesOf(tx, ctx.tenantId, ids));
    const permitted = found.filter((f) => !outranks(ctx, f.nivel));
    const byUser = new Map(found.map((f) => [f.usuarioId, f]));
    const { shared } = await auth.setPasswordsByAdmin(ctx, [...new Set(permitted.map((f) => f.identidadeId))], input.senha, input.alterarSenhaNoProximoAcesso);
    const falhas = ids.flatMap((usuarioId) => {
      const target = byUser.get(usuarioId);
      if (!target) return [{ usuarioId, message: translate('users.notFound', lang) }];
      if (outranks(ctx, target.nivel)) return [{ usuarioId, message: translate('users.higherLevelPassword', lang) }];
      const identity = target.identidadeId;
      if (shared.has(identity)) return [{ usuarioId, message: translate('users.sharedAccountPassword', lang) }];
      return [];
    });
    return { success: falhas.length === 0, alterados: ids.length - falhas.length, falhas };
  };

  /** Sends the recovery e-mail to one user of the tenant (self-service or by a manager). */
  const sendPasswordChangeMail = async (ctx: RequestContext, usuarioId: string, lang: Language) => {
    assertSelfOrManager(ctx, usuarioId);
    const target = await database.inTenant(ctx.tenantId, async (tx) => (await repo.identitiesOf(tx, ctx.tenantId, [usuarioId]))[0]);
    if (!target) throw notFound('users.notFound');
    await auth.sendResetLink({ identidadeId: target.identidadeId, usuarioId, email: target.email, nomeCompleto: target.nomeCompleto }, lang);
    return { success: true as const, message: translate('auth.recoverySent', lang) };
  };

  return { getUser, changeSingle, changeBatch, sendPasswordChangeMail };
};

// ---------------------------------------------------------------- usuario/Basic (user pickers, e.g. permission groups)

/** GET usuario/Basic: the tenant's active users as options (at most 50), for holders of 'Usuários' or 'Permissões'. */
export const basicUsers = async ({ database }: Deps, ctx: RequestContext, search?: string): Promise<BasicUsersResponse> => {
  if (!hasPermission(ctx.permissions, 'Usuários') && !hasPermission(ctx.permissions, 'Permissões')) throw forbidden();
  return database.inTenant(ctx.tenantId, (tx) => repo.basicUsers(tx, ctx.tenantId, search || undefined, BASIC_USERS_LIMIT));
};
