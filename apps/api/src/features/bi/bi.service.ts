import {
  bindParameters,
  embedAddress,
  embedClaims,
  EMBED_TTL_SECONDS,
  lockedParameterConflicts,
  REFRESH_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  type BasicPanelAccess,
  type DashboardResponse,
  type ListPanelsResponse,
  type Panel,
  type PanelUsersResponse,
  type PanelValues,
  type SetExternalParametersRequest,
} from '@plataforma/shared/bi';
import type { RequestContext } from '../../core/auth';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, FieldError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { hasPermission } from '@plataforma/shared/permissions';
import * as repo from './bi.repository';
import { loadEmbedSecret, signEmbedToken, signSessionToken, verifySessionToken } from './bi.embed-token';

/** The functionality of /gestao/bi-management; viewing needs 'Dashboard'. */
export const MANAGE_PERMISSION = 'Painéis Dashboard';
export const VIEW_PERMISSION = 'Dashboard';

/** 'Elevated users only' (3-admin §2): platform administration in admin mode, as the company and contract screens. */
const assertManager = (ctx: RequestContext) => {
  if (!ctx.elevated || ctx.clientMode) throw forbidden();
};
const isManager = (ctx: RequestContext) => ctx.elevated && !ctx.clientMode && hasPermission(ctx.permissions, MANAGE_PERMISSION);

const notFound = () => new AppError('bi.notFound', 404);

const toReply = (row: repo.PanelRow, parametros: repo.ParameterRow[], contratos: { painelId: string; contratoId: string }[]): Panel => ({
  id: row.id,
  name: row.nome,
  code: row.codigo,
  url: row.url,
  public: row.publico,
  contratosIds: contratos.filter((c) => c.painelId === row.id).map((c) => c.contratoId),
  parametros: parametros.filter((p) => p.painelId === row.id).map(({ id, value, type, description }) => ({ id, value, type, description })),
  ativo: row.ativo,
  classification: row.classificacao,
  createdAt: row.criadoEm.toISOString(),
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * BI panels (3-admin §3 'BI panel', §7 PainelVistraBI; docs/bi.md). Management belongs to platform administration
 * (elevated, not in client mode) with 'Painéis Dashboard', on the panels of its tenant; another tenant's panel is not
 * found. Viewing ('Dashboard') reads across tenants on purpose: a panel reaches the tenants of its contracts.
 */
export const createBiService = (deps: Deps) => {
  const { database, config } = deps;
  const secret = loadEmbedSecret(config.dataDir);

  const load = async (tx: Executor, tenantId: string, rows: repo.PanelRow[]) => {
    const ids = rows.map((r) => r.id);
    const [parametros, contratos] = [await repo.parametersOf(tx, tenantId, ids), await repo.contractsOf(tx, tenantId, ids)];
    return rows.map((r) => toReply(r, parametros, contratos));
  };

  const panelOrFail = async (tx: Executor, tenantId: string, id: string) => {
    const row = await repo.findPanel(tx, tenantId, id);
    if (!row) throw notFound();
    return row;
  };

  const list = (ctx: RequestContext, q: repo.PanelFilters & { pageNumber: number; pageSize: number }): Promise<ListPanelsResponse> => {
    assertManager(ctx);
    return database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countPanels(tx, ctx.tenantId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      return pagedReply(await load(tx, ctx.tenantId, await repo.listPanels(tx, ctx.tenantId, q, offset, limit)), page, q.pageSize, total);
    });
  };

  const get = (ctx: RequestContext, id: string) => {
    assertManager(ctx);
    return database.inTenant(ctx.tenantId, async (tx) => (await load(tx, ctx.tenantId, [await panelOrFail(tx, ctx.tenantId, id)]))[0]);
  };

  const save = (ctx: RequestContext, input: PanelValues, id?: string) => {
    assertManager(ctx);
    return database.inTenant(ctx.tenantId, async (tx) => {
      if (id) await panelOrFail(tx, ctx.tenantId, id);
      if (await repo.codeTaken(tx, ctx.tenantId, input.code, id)) throw new FieldError('code', 'bi.codeTaken', 409);
      const known = new Set(await repo.existingContracts(tx, input.contratosIds));
      if (input.contratosIds.some((c) => !known.has(c))) throw new FieldError('contratosIds', 'bi.contractNotFound', 422);
      const panelId = id ?? (await repo.insertPanel(tx, ctx.tenantId, input));
      if (id) await repo.updatePanel(tx, ctx.tenantId, id, input);
      await repo.setParameters(tx, ctx.tenantId, panelId, input.parametros);
      await repo.setContracts(tx, ctx.tenantId, panelId, input.contratosIds);
      return (await load(tx, ctx.tenantId, [(await repo.findPanel(tx, ctx.tenantId, panelId))!]))[0];
    });
  };

  const remove = (ctx: RequestContext, id: string) => {
    assertManager(ctx);
    return database.inTenant(ctx.tenantId, async (tx) => {
      await panelOrFail(tx, ctx.tenantId, id);
      await repo.deletePanel(tx, ctx.tenantId, id);
      return { success: true as const };
    });
  };

  /** The panel must be the caller's tenant's (checked in the tenant), then the people it reaches are read across tenants. */
  const ownPanel = (ctx: RequestContext, id: string) => database.inTenant(ctx.tenantId, (tx) => panelOrFail(tx, ctx.tenantId, id));

  const users = async (ctx: RequestContext, q: { panelId: string; search?: string; hasAccess?: boolean; pageNumber: number; pageSize: number }): Promise<PanelUsersResponse> => {
    assertManager(ctx);
    await ownPanel(ctx, q.panelId);
    return database.system(async (tx) => {
      const total = await repo.countPanelUsers(tx, q.panelId, q);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listPanelUsers(tx, q.panelId, q, offset, limit);
      return pagedReply(
        rows.map(({ tenantId: _tenant, ...r }) => ({ ...r, panelId: q.panelId })),
        page,
        q.pageSize,
        total,
      );
    });
  };

  /** Grant or revoke: every id must be a person the panel reaches (422 otherwise, nothing changed). */
  const setUsers = async (ctx: RequestContext, panelId: string, input: { usuarioIds: string[]; hasAccess: boolean }) => {
    assertManager(ctx);
    await ownPanel(ctx, panelId);
    return database.system(async (tx) => {
      const reached = await repo.reachedUsers(tx, panelId, input.usuarioIds);
      if (reached.length !== input.usuarioIds.length) throw new FieldError('usuarioIds', 'bi.userNotFound', 422);
      const alterados = input.hasAccess ? await repo.grant(tx, panelId, reached) : await repo.revoke(tx, panelId, input.usuarioIds);
      return { success: true as const, alterados };
    });
  };

  // ---- viewing ----

  const viewerOf = async (tenantId: string, usuarioId: string) => {
    const viewer = await database.inTenant(tenantId, (tx) => repo.viewerOf(tx, tenantId, usuarioId));
    if (!viewer) throw notFound();
    return viewer;
  };

  /** getBasicPanelUserAccess: the caller's panels; another person's (of the acting tenant) only for panel management. */
  const basicAccess = async (ctx: RequestContext, userId?: string): Promise<BasicPanelAccess[]> => {
    if (userId && userId !== ctx.userId && !isManager(ctx)) throw forbidden();
    const viewer = await database.inTenant(ctx.tenantId, (tx) => repo.viewerOf(tx, ctx.tenantId, userId ?? ctx.userId));
    if (!viewer) throw new AppError('errors.notFound', 404);
    return database.system((tx) => repo.visiblePanels(tx, viewer));
  };

  /** The panel as this viewer sees it, or 404 'O painel não existe' (missing, inactive, or not theirs to see). */
  const visibleOrFail = async (ctx: Pick<RequestContext, 'tenantId' | 'userId'>, painelId: string) => {
    const viewer = await viewerOf(ctx.tenantId, ctx.userId);
    const panel = await database.system((tx) => repo.visiblePanel(tx, viewer, painelId));
    if (!panel) throw notFound();
    return { viewer, panel };
  };

  const embed = async (panel: { id: string; nome: string; codigo: string; url: string }, bound: Record<string, string>): Promise<DashboardResponse> => {
    const claims = embedClaims(panel.codigo, bound, nowSeconds(), EMBED_TTL_SECONDS);
    const token = await signEmbedToken(secret, claims);
    return { painelId: panel.id, painelNome: panel.nome, url: embedAddress(panel.url, token, config.publicUrl), expiresAt: new Date(claims.exp * 1000).toISOString() };
  };

  /** PainelVistraBI/Dashboard: the iframe address with the parameters bound to the caller. */
  const dashboard = async (ctx: RequestContext, painelId: string) => {
    const { viewer, panel } = await visibleOrFail(ctx, painelId);
    return embed(panel, bindParameters(panel.parametros, viewer));
  };

  /** Login/{clientId}: a BI session for the panel `clientId`; a valid refresh token of the same person and panel renews it. */
  const login = async (ctx: RequestContext, clientId: string, refreshToken?: string) => {
    if (refreshToken) {
      const previous = await verifySessionToken(secret, refreshToken, 'refresh');
      if (!previous || previous.usuarioId !== ctx.userId || previous.tenantId !== ctx.tenantId || previous.painelId !== clientId) throw new AppError('bi.authError', 401);
    }
    await visibleOrFail(ctx, clientId);
    const session = { usuarioId: ctx.userId, tenantId: ctx.tenantId, painelId: clientId };
    const exp = nowSeconds() + SESSION_TTL_SECONDS;
    return {
      authToken: await signSessionToken(secret, session, 'session', exp),
      refreshToken: await signSessionToken(secret, session, 'refresh', nowSeconds() + REFRESH_TTL_SECONDS),
      expiresAt: new Date(exp * 1000).toISOString(),
    };
  };

  /**
   * SetParametrosRequisicaoExterna: the session token must be the caller's for this panel (401 'Erro ao autenticar
   * usuário no BI'); the parameters may only repeat the locked values (422 'Erro ao definir parâmetros no BI' names the
   * others). Answers the iframe address with the locked values.
   */
  const setExternalParameters = async (ctx: RequestContext, input: Required<SetExternalParametersRequest>) => {
    const session = await verifySessionToken(secret, input.token, 'session');
    if (!session || session.usuarioId !== ctx.userId || session.tenantId !== ctx.tenantId || session.painelId !== input.painel) throw new AppError('bi.authError', 401);
    const { viewer, panel } = await visibleOrFail(ctx, input.painel);
    const bound = bindParameters(panel.parametros, viewer);
    const conflicts = lockedParameterConflicts(input.parametros, bound);
    if (conflicts.length > 0) throw new AppError('bi.parametersError', 422, {}, { parametros: conflicts });
    return {
      ...(await embed(panel, bound)),
      parametros: panel.parametros.map((p) => ({ id: p.id, valor: bound[p.id], descricao: p.description })),
    };
  };

  return {
    list,
    get,
    create: (ctx: RequestContext, input: PanelValues) => save(ctx, input),
    update: (ctx: RequestContext, id: string, input: PanelValues) => save(ctx, input, id),
    remove,
    users,
    setUsers,
    basicAccess,
    dashboard,
    login,
    setExternalParameters,
    secret,
  };
};
export type BiService = ReturnType<typeof createBiService>;
