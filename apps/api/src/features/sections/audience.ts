import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Cache } from '../../core/cache';
import type { Executor, Tx } from '../../core/db';
import { secao, secaoItem, usuario } from '../../db/schema';
import { segmentationsOfUser } from '../segmentations';

/**
 * Who may see a section (2-learner §2 home and catalog "only with what the learner's audience may see"; 3-admin §5 a
 * section links segmentations OR unit/department/job title). docs/sections.md 'Audience':
 * - an inactive section, a communication section, or one outside its publication window is seen by nobody;
 * - `publico` sections, and sections without any audience link, are seen by everyone in the company;
 * - with segmentations: people in any of them (active segmentations only);
 * - with job titles / departments / units: each list that is not empty must hold the person's value (a list of job
 *   titles and a list of units = that job title in those units).
 */
export type Viewer = {
  userId: string;
  cargoId: string | null;
  departamentoId: string | null;
  unidadeDeNegocioId: string | null;
  /** The active segmentations whose audience holds the person. */
  segmentacoesIds: string[];
};

/** The person as the audience rules see them (their job title, department, unit and segmentations). */
export const loadViewer = async (ex: Executor, tenantId: string, userId: string): Promise<Viewer> => {
  const [row] = await ex
    .select({ cargoId: usuario.cargoId, departamentoId: usuario.departamentoId, unidadeDeNegocioId: usuario.unidadeDeNegocioId })
    .from(usuario)
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, userId)));
  return {
    userId,
    cargoId: row?.cargoId ?? null,
    departamentoId: row?.departamentoId ?? null,
    unidadeDeNegocioId: row?.unidadeDeNegocioId ?? null,
    segmentacoesIds: row ? await segmentationsOfUser(ex, tenantId, userId) : [],
  };
};

const uuidArray = (ids: string[]) => (ids.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)}]`);

/** The SQL condition "the section row `secao` is shown to `viewer` at `now`" (see the rules above). */
export const sectionVisibleTo = (tenantId: string, viewer: Viewer, now: Date = new Date()): SQL => {
  const list = (table: SQL, column: SQL, value: string | null) => ({
    has: sql`exists (select 1 from ${table} x where x.secao_id = ${secao.id})`,
    hit: value === null ? sql`false` : sql`exists (select 1 from ${table} x where x.secao_id = ${secao.id} and x.${column} = ${value}::uuid)`,
  });
  const cargo = list(sql`secao_cargo`, sql`cargo_id`, viewer.cargoId);
  const departamento = list(sql`secao_departamento`, sql`departamento_id`, viewer.departamentoId);
  const unidade = list(sql`secao_unidade`, sql`unidade_de_negocio_id`, viewer.unidadeDeNegocioId);
  const segmentacoes = {
    has: sql`exists (select 1 from secao_segmentacao x where x.secao_id = ${secao.id})`,
    hit: sql`exists (select 1 from secao_segmentacao x where x.secao_id = ${secao.id} and x.segmentacao_id = any(${uuidArray(viewer.segmentacoesIds)}))`,
  };
  const noAudience = sql`not (${cargo.has} or ${departamento.has} or ${unidade.has} or ${segmentacoes.has})`;
  const byLinks = sql`((${cargo.has} or ${departamento.has} or ${unidade.has}) and (not ${cargo.has} or ${cargo.hit}) and (not ${departamento.has} or ${departamento.hit}) and (not ${unidade.has} or ${unidade.hit}))`;
  return and(
    eq(secao.tenantId, tenantId),
    eq(secao.ativo, true),
    eq(secao.tipo, 'conteudo'),
    sql`(${secao.dtPublicacaoInicial} is null or ${secao.dtPublicacaoInicial} <= ${now})`,
    sql`(${secao.dtPublicacaoFinal} is null or ${secao.dtPublicacaoFinal} >= ${now})`,
    sql`(${secao.publico} or ${noAudience} or ${segmentacoes.hit} or ${byLinks})`,
  )!;
};

export type SectionPlace = 'home' | 'catalog';

/** Ids of the sections shown to `viewer` (optionally only those of the home or of the catalog). */
export const visibleSectionIds = async (ex: Executor, tenantId: string, viewer: Viewer, place?: SectionPlace, now: Date = new Date()): Promise<string[]> =>
  (
    await ex
      .select({ id: secao.id })
      .from(secao)
      .where(and(sectionVisibleTo(tenantId, viewer, now), place ? inArray(secao.ambiente, [place, 'both']) : undefined))
  ).map((r) => r.id);

export type ContentRef = { tipo: 'midia' | 'curso' | 'formacao'; id: string };

const itemColumn = (tipo: ContentRef['tipo']) => (tipo === 'midia' ? secaoItem.midiaId : tipo === 'curso' ? secaoItem.cursoId : secaoItem.formacaoId);

/** Whether the object, course or trail is an item of at least one section shown to `viewer`. */
export const contentVisibleTo = async (ex: Executor, tenantId: string, viewer: Viewer, ref: ContentRef, now: Date = new Date()): Promise<boolean> =>
  (
    await ex
      .select({ id: secaoItem.id })
      .from(secaoItem)
      .innerJoin(secao, and(eq(secao.tenantId, secaoItem.tenantId), eq(secao.id, secaoItem.secaoId)))
      .where(and(eq(secaoItem.tenantId, tenantId), eq(itemColumn(ref.tipo), ref.id), sectionVisibleTo(tenantId, viewer, now)))
      .limit(1)
  ).length > 0;

// ---------------------------------------------------------------- the same rules on data kept in the process

/** A section as the audience rules read it (kept per tenant while 'secoes' is unchanged: docs/caching.md). */
export type SectionAudience = {
  id: string;
  ativo: boolean;
  tipo: string;
  publico: boolean;
  ambiente: string;
  /** Publication window, milliseconds (null: open). */
  inicio: number | null;
  fim: number | null;
  cargos: readonly string[];
  departamentos: readonly string[];
  unidades: readonly string[];
  segmentacoes: readonly string[];
};

const linked = (table: SQL, column: SQL) => sql<string[]>`array(select x.${column}::text from ${table} x where x.secao_id = ${secao.id} order by 1)`;

/** Every section of the tenant with its audience links (one statement). */
export const loadSectionAudiences = async (ex: Executor, tenantId: string): Promise<SectionAudience[]> =>
  (
    await ex
      .select({
        id: secao.id,
        ativo: secao.ativo,
        tipo: secao.tipo,
        publico: secao.publico,
        ambiente: secao.ambiente,
        inicio: secao.dtPublicacaoInicial,
        fim: secao.dtPublicacaoFinal,
        cargos: linked(sql`secao_cargo`, sql`cargo_id`),
        departamentos: linked(sql`secao_departamento`, sql`departamento_id`),
        unidades: linked(sql`secao_unidade`, sql`unidade_de_negocio_id`),
        segmentacoes: linked(sql`secao_segmentacao`, sql`segmentacao_id`),
      })
      .from(secao)
      .where(eq(secao.tenantId, tenantId))
  ).map((r) => ({ ...r, inicio: r.inicio ? r.inicio.getTime() : null, fim: r.fim ? r.fim.getTime() : null }));

/** `sectionVisibleTo` on a section in memory (the same rules; `now` in milliseconds). */
export const sectionShownTo = (s: SectionAudience, viewer: Viewer, now: number): boolean => {
  if (!s.ativo || s.tipo !== 'conteudo') return false;
  if (s.inicio !== null && s.inicio > now) return false;
  if (s.fim !== null && s.fim < now) return false;
  if (s.publico) return true;
  const [cargo, departamento, unidade, segmentacao] = [s.cargos.length > 0, s.departamentos.length > 0, s.unidades.length > 0, s.segmentacoes.length > 0];
  if (!(cargo || departamento || unidade || segmentacao)) return true;
  if (segmentacao && viewer.segmentacoesIds.some((id) => s.segmentacoes.includes(id))) return true;
  const hit = (list: readonly string[], value: string | null) => value !== null && list.includes(value);
  return (
    (cargo || departamento || unidade) &&
    (!cargo || hit(s.cargos, viewer.cargoId)) &&
    (!departamento || hit(s.departamentos, viewer.departamentoId)) &&
    (!unidade || hit(s.unidades, viewer.unidadeDeNegocioId))
  );
};

/** Whether the section shows in the place (`ambiente` is the place or 'both'); any place when none is given. */
export const sectionInPlace = (s: Pick<SectionAudience, 'ambiente'>, place?: SectionPlace) => !place || s.ambiente === place || s.ambiente === 'both';

/**
 * The process-kept side of the audience rules: the person as the rules see them (kept while the tenant's accounts'
 * audience attributes, 'usuarios', and segmentations are unchanged) and the tenant's sections with their audience
 * links ('secoes'); `visibleSectionIds` evaluates the rules in memory.
 */
export const createAudience = (cache: Cache) => {
  const viewer = (tx: Tx, tenantId: string, userId: string): Promise<Viewer> =>
    cache.inTenant(tx, tenantId, ['usuarios', 'segmentacoes'], `viewer|${userId}`, () => loadViewer(tx, tenantId, userId));

  const audiences = (tx: Tx, tenantId: string): Promise<SectionAudience[]> =>
    cache.inTenant(tx, tenantId, ['secoes'], 'secoes|audiencia', () => loadSectionAudiences(tx, tenantId), (list) => list.length);

  /** Ids of the sections shown to `viewer` at `now` (optionally only those of the home or of the catalog). */
  const visibleSectionIds = async (tx: Tx, tenantId: string, who: Viewer, place?: SectionPlace, now: Date = new Date()): Promise<string[]> => {
    const at = now.getTime();
    return (await audiences(tx, tenantId)).filter((s) => sectionInPlace(s, place) && sectionShownTo(s, who, at)).map((s) => s.id);
  };

  return { viewer, audiences, visibleSectionIds };
};

export type Audience = ReturnType<typeof createAudience>;
