import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PanelClassification, PanelValues, ParameterType } from '@plataforma/shared/bi';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { cargo, contrato, departamento, identidade, painelBi, painelBiAcesso, painelBiContrato, painelBiParametro, tenant, unidadeDeNegocio, usuario } from '../../db/schema';

export type PanelRow = typeof painelBi.$inferSelect;
export type ParameterRow = { painelId: string; id: string; value: string; type: ParameterType; description: string | null };
export type PanelFilters = { search?: string; name?: string; ativo?: boolean; orderBy: 'name' | 'code' | 'ativo' | 'createdAt'; orderDirection: 'asc' | 'desc' };

const panelColumns = {
  id: painelBi.id,
  tenantId: painelBi.tenantId,
  nome: painelBi.nome,
  codigo: painelBi.codigo,
  url: painelBi.url,
  publico: painelBi.publico,
  ativo: painelBi.ativo,
  classificacao: painelBi.classificacao,
  criadoEm: painelBi.criadoEm,
  atualizadoEm: painelBi.atualizadoEm,
};

const filtersOf = (tenantId: string, f: Pick<PanelFilters, 'search' | 'name' | 'ativo'>): SQL => {
  const parts: (SQL | undefined)[] = [eq(painelBi.tenantId, tenantId)];
  for (const text of [f.search, f.name]) if (text) parts.push(or(ilike(painelBi.nome, containsPattern(text)), ilike(painelBi.codigo, containsPattern(text))));
  if (f.ativo !== undefined) parts.push(eq(painelBi.ativo, f.ativo));
  return and(...parts)!;
};

const SORT = { name: painelBi.nome, code: painelBi.codigo, ativo: painelBi.ativo, createdAt: painelBi.criadoEm } as const;

export const countPanels = async (ex: Executor, tenantId: string, f: PanelFilters) =>
  (await ex.select({ n: count() }).from(painelBi).where(filtersOf(tenantId, f)))[0].n;

export const listPanels = (ex: Executor, tenantId: string, f: PanelFilters, offset: number, limit: number): Promise<PanelRow[]> =>
  ex
    .select(panelColumns)
    .from(painelBi)
    .where(filtersOf(tenantId, f))
    .orderBy(orderOf(SORT[f.orderBy], f.orderDirection, f.orderBy === 'name' || f.orderBy === 'code'), painelBi.id)
    .offset(offset)
    .limit(limit);

export const findPanel = async (ex: Executor, tenantId: string, id: string): Promise<PanelRow | undefined> =>
  (await ex.select(panelColumns).from(painelBi).where(and(eq(painelBi.tenantId, tenantId), eq(painelBi.id, id))))[0];

export const codeTaken = async (ex: Executor, tenantId: string, code: string, exceptId?: string) =>
  (
    await ex
      .select({ id: painelBi.id })
      .from(painelBi)
      .where(and(eq(painelBi.tenantId, tenantId), sql`lower(${painelBi.codigo}) = lower(${code})`, exceptId ? sql`${painelBi.id} <> ${exceptId}` : undefined))
      .limit(1)
  ).length > 0;

export const parametersOf = async (ex: Executor, tenantId: string, panelIds: string[]): Promise<ParameterRow[]> =>
  panelIds.length === 0
    ? []
    : ex
        .select({ painelId: painelBiParametro.painelId, id: painelBiParametro.parametroId, value: painelBiParametro.valor, type: painelBiParametro.tipo, description: painelBiParametro.descricao })
        .from(painelBiParametro)
        .where(and(eq(painelBiParametro.tenantId, tenantId), inArray(painelBiParametro.painelId, panelIds)))
        .orderBy(painelBiParametro.painelId, painelBiParametro.ordem);

export const contractsOf = async (ex: Executor, tenantId: string, panelIds: string[]) =>
  panelIds.length === 0
    ? []
    : ex
        .select({ painelId: painelBiContrato.painelId, contratoId: painelBiContrato.contratoId })
        .from(painelBiContrato)
        .where(and(eq(painelBiContrato.tenantId, tenantId), inArray(painelBiContrato.painelId, panelIds)));

export const existingContracts = async (ex: Executor, ids: string[]) =>
  ids.length === 0 ? [] : (await ex.select({ id: contrato.id }).from(contrato).where(inArray(contrato.id, ids))).map((r) => r.id);

const rowOf = (input: PanelValues) => ({
  nome: input.name,
  codigo: input.code,
  url: input.url,
  publico: input.public,
  ativo: input.ativo,
  classificacao: input.classification,
});

export const insertPanel = async (ex: Executor, tenantId: string, input: PanelValues) =>
  (await ex.insert(painelBi).values({ tenantId, ...rowOf(input) }).returning({ id: painelBi.id }))[0].id;

export const updatePanel = (ex: Executor, tenantId: string, id: string, input: PanelValues) =>
  ex.update(painelBi).set({ ...rowOf(input), atualizadoEm: new Date() }).where(and(eq(painelBi.tenantId, tenantId), eq(painelBi.id, id)));

export const deletePanel = (ex: Executor, tenantId: string, id: string) => ex.delete(painelBi).where(and(eq(painelBi.tenantId, tenantId), eq(painelBi.id, id)));

export const setParameters = async (ex: Executor, tenantId: string, painelId: string, parametros: PanelValues['parametros']) => {
  await ex.delete(painelBiParametro).where(and(eq(painelBiParametro.tenantId, tenantId), eq(painelBiParametro.painelId, painelId)));
  if (parametros.length === 0) return;
  await ex.insert(painelBiParametro).values(
    parametros.map((p, index) => ({ tenantId, painelId, parametroId: p.id, ordem: index + 1, valor: p.value, tipo: p.type, descricao: p.description })),
  );
};

export const setContracts = async (ex: Executor, tenantId: string, painelId: string, contratosIds: string[]) => {
  await ex.delete(painelBiContrato).where(and(eq(painelBiContrato.tenantId, tenantId), eq(painelBiContrato.painelId, painelId)));
  if (contratosIds.length) await ex.insert(painelBiContrato).values(contratosIds.map((contratoId) => ({ tenantId, painelId, contratoId })));
};

// ---- across tenants (run in `database.system`: a panel reaches the tenants of its contracts) ----

/** The tenants a panel reaches: its own and those of its contracts. */
const reachedTenants = (painelId: string) => sql`(
  select ${painelBi.tenantId} from ${painelBi} where ${painelBi.id} = ${painelId}
  union
  select ${tenant.id} from ${tenant} join ${painelBiContrato} on ${painelBiContrato.contratoId} = ${tenant.contratoId} where ${painelBiContrato.painelId} = ${painelId}
)`;

export type PanelUserRow = {
  id: string;
  tenantId: string;
  name: string;
  email: string;
  cargo: string | null;
  unidadeDeNegocio: string | null;
  departamento: string | null;
  empresa: string;
  hasAccess: boolean;
};

const usersWhere = (painelId: string, f: { search?: string; hasAccess?: boolean }) => {
  const access = sql`exists (select 1 from ${painelBiAcesso} where ${painelBiAcesso.painelId} = ${painelId} and ${painelBiAcesso.usuarioId} = ${usuario.id})`;
  const parts: (SQL | undefined)[] = [sql`${usuario.tenantId} in ${reachedTenants(painelId)}`, eq(usuario.ativo, true)];
  if (f.search) parts.push(or(ilike(usuario.nomeCompleto, containsPattern(f.search)), ilike(identidade.email, containsPattern(f.search))));
  if (f.hasAccess !== undefined) parts.push(f.hasAccess ? access : sql`not ${access}`);
  return { where: and(...parts)!, access };
};

export const countPanelUsers = async (ex: Executor, painelId: string, f: { search?: string; hasAccess?: boolean }) =>
  (
    await ex
      .select({ n: count() })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(usersWhere(painelId, f).where)
  )[0].n;

export const listPanelUsers = (ex: Executor, painelId: string, f: { search?: string; hasAccess?: boolean }, offset: number, limit: number): Promise<PanelUserRow[]> => {
  const { where, access } = usersWhere(painelId, f);
  return ex
    .select({
      id: usuario.id,
      tenantId: usuario.tenantId,
      name: usuario.nomeCompleto,
      email: identidade.email,
      cargo: cargo.nome,
      unidadeDeNegocio: unidadeDeNegocio.nome,
      departamento: departamento.nome,
      empresa: tenant.nome,
      hasAccess: sql<boolean>`${access}`,
    })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .innerJoin(tenant, eq(tenant.id, usuario.tenantId))
    .leftJoin(cargo, and(eq(cargo.tenantId, usuario.tenantId), eq(cargo.id, usuario.cargoId)))
    .leftJoin(departamento, and(eq(departamento.tenantId, usuario.tenantId), eq(departamento.id, usuario.departamentoId)))
    .leftJoin(unidadeDeNegocio, and(eq(unidadeDeNegocio.tenantId, usuario.tenantId), eq(unidadeDeNegocio.id, usuario.unidadeDeNegocioId)))
    .where(where)
    .orderBy(sql`lower(${usuario.nomeCompleto})`, usuario.id)
    .offset(offset)
    .limit(limit);
};

/** The accounts among `ids` the panel reaches, with their tenant. */
export const reachedUsers = async (ex: Executor, painelId: string, ids: string[]) =>
  ex
    .select({ id: usuario.id, tenantId: usuario.tenantId })
    .from(usuario)
    .where(and(inArray(usuario.id, ids), sql`${usuario.tenantId} in ${reachedTenants(painelId)}`));

export const grant = async (ex: Executor, painelId: string, users: { id: string; tenantId: string }[]) =>
  users.length === 0
    ? 0
    : (
        await ex
          .insert(painelBiAcesso)
          .values(users.map((u) => ({ tenantId: u.tenantId, painelId, usuarioId: u.id })))
          .onConflictDoNothing()
          .returning({ id: painelBiAcesso.usuarioId })
      ).length;

export const revoke = async (ex: Executor, painelId: string, ids: string[]) =>
  (await ex.delete(painelBiAcesso).where(and(eq(painelBiAcesso.painelId, painelId), inArray(painelBiAcesso.usuarioId, ids))).returning({ id: painelBiAcesso.usuarioId })).length;

export type ViewerRow = { usuarioId: string; tenantId: string; superiorId: string | null; classificacao: PanelClassification | null };

export const viewerOf = async (ex: Executor, tenantId: string, usuarioId: string): Promise<ViewerRow | undefined> =>
  (
    await ex
      .select({ usuarioId: usuario.id, tenantId: usuario.tenantId, superiorId: usuario.superiorDiretoId, classificacao: usuario.classificacao })
      .from(usuario)
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, usuarioId), eq(usuario.ativo, true)))
  )[0];

/**
 * The panels a person may see: active; of the person's tenant or brought to it by a contract; meant for everyone or
 * for the person's classification; public, or with access granted to the person.
 */
const visibleWhere = (viewer: ViewerRow) => sql`${painelBi.ativo}
  and (${painelBi.tenantId} = ${viewer.tenantId}
       or exists (select 1 from ${painelBiContrato} join ${tenant} on ${tenant.contratoId} = ${painelBiContrato.contratoId}
                  where ${painelBiContrato.painelId} = ${painelBi.id} and ${tenant.id} = ${viewer.tenantId}))
  and (${painelBi.classificacao} is null or ${painelBi.classificacao} = ${viewer.classificacao})
  and (${painelBi.publico} or exists (select 1 from ${painelBiAcesso} where ${painelBiAcesso.painelId} = ${painelBi.id} and ${painelBiAcesso.usuarioId} = ${viewer.usuarioId}))`;

export const visiblePanels = (ex: Executor, viewer: ViewerRow) =>
  ex
    .select({ painelId: painelBi.id, painelNome: painelBi.nome, code: painelBi.codigo, classification: painelBi.classificacao })
    .from(painelBi)
    .where(visibleWhere(viewer))
    .orderBy(sql`lower(${painelBi.nome})`, painelBi.id);

export const visiblePanel = async (ex: Executor, viewer: ViewerRow, painelId: string) => {
  const row = (
    await ex
      .select({ id: painelBi.id, tenantId: painelBi.tenantId, nome: painelBi.nome, codigo: painelBi.codigo, url: painelBi.url })
      .from(painelBi)
      .where(and(eq(painelBi.id, painelId), visibleWhere(viewer)))
  )[0];
  if (!row) return undefined;
  const parametros = await parametersOf(ex, row.tenantId, [row.id]);
  return { ...row, parametros };
};
