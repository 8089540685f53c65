import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InscricaoStatus, InscricaoTipo } from '@plataforma/shared/enrolment';
import type { ConteudoTipo, LearnerFilters, Reacao } from '@plataforma/shared/learner';
import { MIDIA_TIPOS, type MidiaTipo } from '@plataforma/shared/content';
import { inSequence, type Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import {
  cargoCompetencia,
  competencia,
  curso,
  cursoCompetencia,
  cursoItem,
  favorito,
  formacao,
  formacaoCompetencia,
  formacaoEtapaItem,
  inscricao,
  midia,
  midiaArquivo,
  midiaCompetencia,
  midiaProgresso,
  preRequisito,
  reacao,
  secao,
  secaoItem,
} from '../../db/schema';

/**
 * Read queries of the learner (home, catalog, favourites, details, search). Every method takes the tenant and runs in
 * the tenant's transaction (row-level security). Visibility of sections comes from the sections feature: the service
 * finds the viewer's visible section ids once per request (`createAudience`, kept in the process) and the queries here
 * take them as a list, so no query repeats the audience rules per row. Which items of those sections are shown is
 * found in memory from the tenant's catalog (learner.catalog.ts, read whole by the `catalog*` queries at the end)
 * unless the filters need a query (text search, status). An item is shown only while its content is active (media: not
 * expired and, when processed, ready).
 */

export type ContentKey = { tipo: ConteudoTipo; id: string };
export const keyOf = (k: ContentKey) => `${k.tipo}:${k.id}`;

// ---------------------------------------------------------------- SQL pieces

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucny';
/** Lower case without accents (the same folding on both sides of a search). */
const folded = (value: SQL | string) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
/** "`column` contains `text`", ignoring case and accents. */
export const titleMatches = (column: SQL, text: string) => sql`${folded(column)} like ${folded(containsPattern(text))}`;

/** Media shown to learners: active, not expired, and ready when its file is processed. */
export const midiaActive = (now: Date) =>
  and(eq(midia.ativo, true), or(isNull(midia.dataDeExpiracao), gt(midia.dataDeExpiracao, now)), inArray(midia.processingStatus, ['none', 'done']))!;

/** The content id of a section item. */
const itemContentId = sql<string>`coalesce(${secaoItem.midiaId}, ${secaoItem.cursoId}, ${secaoItem.formacaoId})`;
const itemTitle = sql<string>`coalesce(${midia.nome}, ${curso.titulo}, ${formacao.titulo})`;
const itemMandatory = sql<boolean>`coalesce(${curso.obrigatorio}, ${formacao.obrigatorio}, false)`;
const itemCreatedAt = sql<Date>`coalesce(${midia.criadoEm}, ${curso.criadoEm}, ${formacao.criadoEm})`;

/** The section item's content is active (joined below with left joins on the three kinds). */
const itemActive = (now: Date) =>
  or(
    and(eq(secaoItem.tipo, 'midia'), midiaActive(now)),
    and(eq(secaoItem.tipo, 'curso'), eq(curso.ativo, true)),
    and(eq(secaoItem.tipo, 'formacao'), eq(formacao.ativo, true)),
  )!;

/**
 * The status of an enrolment at `now`, as `statusAt` (packages/shared/src/enrolment/rules.ts) computes it: at 100 the
 * final status the roll-up stored; below, expired past the days limit, then not started or on going.
 */
export const enrolmentStatusSql = (limite: SQL, now: Date) => sql<InscricaoStatus>`case
  when ${inscricao.percentual} >= 100 then (case when ${inscricao.status} in ('approved', 'completed', 'failed') then ${inscricao.status} else 'completed' end)
  when coalesce(${limite}, 0) > 0 and ${now} > ${inscricao.dataInscricao} + coalesce(${limite}, 0) * interval '1 day' then 'expired'
  when ${inscricao.percentual} <= 0 then 'not-started'
  else 'on-going' end`;

/** The caller's status of a section item (enrolment for courses and trails; own progress for media). */
const itemStatus = (userId: string, now: Date) => sql<InscricaoStatus | null>`case ${secaoItem.tipo}
  when 'midia' then (select case when ${midiaProgresso.percentual} >= 100 then 'completed' when ${midiaProgresso.percentual} > 0 then 'on-going' else 'not-started' end
    from ${midiaProgresso} where ${midiaProgresso.tenantId} = ${secaoItem.tenantId} and ${midiaProgresso.usuarioId} = ${userId}
    and ${midiaProgresso.midiaId} = ${secaoItem.midiaId} and ${midiaProgresso.cursoId} is null and ${midiaProgresso.formacaoId} is null)
  else (select ${enrolmentStatusSql(sql`coalesce(${curso.limiteDeDiasParaConclusao}, ${formacao.limiteDeDiasParaConclusao})`, now)}
    from ${inscricao} where ${inscricao.tenantId} = ${secaoItem.tenantId} and ${inscricao.usuarioId} = ${userId} and ${inscricao.ativo}
    and (${inscricao.cursoId} = ${secaoItem.cursoId} or ${inscricao.formacaoId} = ${secaoItem.formacaoId}))
  end`;

const mediaKinds = new Set<string>(MIDIA_TIPOS);

/** The item filters of the home and catalog lists (see learnerFiltersSchema). */
const itemFilters = (f: Omit<LearnerFilters, 'secoesIds'>, userId: string, now: Date): SQL | undefined => {
  const tipos = f.tiposConteudos ?? [];
  const kinds = tipos.filter((t) => !mediaKinds.has(t)) as ConteudoTipo[];
  const midiaTipos = tipos.filter((t) => mediaKinds.has(t)) as MidiaTipo[];
  const skills = f.competenciasIds ?? [];
  return and(
    tipos.length
      ? or(kinds.length ? inArray(secaoItem.tipo, kinds) : undefined, midiaTipos.length ? and(eq(secaoItem.tipo, 'midia'), inArray(midia.tipo, midiaTipos)) : undefined)
      : undefined,
    f.categoriasIds?.length ? sql`coalesce(${midia.categoriaId}, ${curso.categoriaId}, ${formacao.categoriaId}) in ${f.categoriasIds}` : undefined,
    skills.length
      ? or(
          sql`exists (select 1 from ${midiaCompetencia} where ${midiaCompetencia.midiaId} = ${secaoItem.midiaId} and ${midiaCompetencia.competenciaId} in ${skills})`,
          sql`exists (select 1 from ${cursoCompetencia} where ${cursoCompetencia.cursoId} = ${secaoItem.cursoId} and ${cursoCompetencia.competenciaId} in ${skills})`,
          sql`exists (select 1 from ${formacaoCompetencia} where ${formacaoCompetencia.formacaoId} = ${secaoItem.formacaoId} and ${formacaoCompetencia.competenciaId} in ${skills})`,
        )
      : undefined,
    f.obrigatorio === undefined ? undefined : sql`${itemMandatory} = ${f.obrigatorio}`,
    f.search ? titleMatches(itemTitle, f.search) : undefined,
    f.status?.length ? sql`${itemStatus(userId, now)} in ${f.status}` : undefined,
    f.origem?.length ? sql`coalesce(${midia.origem}, ${curso.origem}, ${formacao.origem}) in ${f.origem}` : undefined,
  );
};

/** Whether any item filter is given (sections left without items are then omitted). */
export const hasItemFilters = (f: Omit<LearnerFilters, 'secoesIds'>) =>
  !!(f.tiposConteudos?.length || f.categoriasIds?.length || f.competenciasIds?.length || f.obrigatorio !== undefined || f.search || f.status?.length || f.origem?.length);

/** "`column` is one of `ids`" (false for an empty list). */
const oneOf = (column: Parameters<typeof inArray>[0], ids: string[]) => (ids.length ? inArray(column, ids) : sql`false`);

export type ItemScope = {
  userId: string;
  /** Sections already known to be visible to the caller (see `visibleSectionIds`), in any place. */
  secoesIds: string[];
  filters: Omit<LearnerFilters, 'secoesIds'>;
  now: Date;
};

/** The active items of the given (visible) sections that pass the filters. */
const itemWhere = (tenantId: string, s: ItemScope) =>
  and(eq(secaoItem.tenantId, tenantId), oneOf(secaoItem.secaoId, s.secoesIds), itemActive(s.now), itemFilters(s.filters, s.userId, s.now));

/** Section items joined with their content (the section row itself is not needed: its id is already visible). */
const itemsFrom = <T extends Record<string, unknown>>(ex: Executor, fields: T, distinct = false) => {
  const base = distinct ? ex.selectDistinct(fields as never) : ex.select(fields as never);
  return base
    .from(secaoItem)
    .leftJoin(midia, and(eq(midia.tenantId, secaoItem.tenantId), eq(midia.id, secaoItem.midiaId)))
    .leftJoin(curso, and(eq(curso.tenantId, secaoItem.tenantId), eq(curso.id, secaoItem.cursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, secaoItem.tenantId), eq(formacao.id, secaoItem.formacaoId)));
};

export type ItemKeyRow = ContentKey & { secaoId: string; ordem: number };

/** Visible items of the scope's sections, by section then position. */
export const itemKeys = async (ex: Executor, tenantId: string, s: ItemScope): Promise<ItemKeyRow[]> =>
  s.secoesIds.length === 0
    ? []
    : ((await itemsFrom(ex, { secaoId: secaoItem.secaoId, ordem: secaoItem.ordem, tipo: secaoItem.tipo, id: itemContentId })
        .where(itemWhere(tenantId, s))
        .orderBy(asc(secaoItem.secaoId), asc(secaoItem.ordem), asc(secaoItem.id))) as unknown as ItemKeyRow[]);

/** One page of the scope's visible items with their total, in one query (an empty page carries no total: `countItems`). */
export const itemPage = async (ex: Executor, tenantId: string, s: ItemScope, offset: number, limit: number): Promise<{ keys: ItemKeyRow[]; total: number }> => {
  if (s.secoesIds.length === 0) return { keys: [], total: 0 };
  const rows = (await itemsFrom(ex, {
    secaoId: secaoItem.secaoId,
    ordem: secaoItem.ordem,
    tipo: secaoItem.tipo,
    id: itemContentId,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  })
    .where(itemWhere(tenantId, s))
    .orderBy(asc(secaoItem.secaoId), asc(secaoItem.ordem), asc(secaoItem.id))
    .offset(offset)
    .limit(limit)) as unknown as (ItemKeyRow & { total: number })[];
  return { keys: rows.map(({ secaoId, ordem, tipo, id }) => ({ secaoId, ordem, tipo, id })), total: rows[0]?.total ?? 0 };
};

export type ItemHeadRow = ItemKeyRow & { total: number };

/**
 * The first `perSection` visible items of each of the scope's sections (by position) with the section's number of
 * visible items, in one query: a section without any visible item returns no row.
 */
export const itemHeads = async (ex: Executor, tenantId: string, s: ItemScope, perSection: number): Promise<ItemHeadRow[]> => {
  if (s.secoesIds.length === 0) return [];
  const listed = itemsFrom(ex, {
    secaoId: secaoItem.secaoId,
    ordem: secaoItem.ordem,
    tipo: secaoItem.tipo,
    id: itemContentId.as('conteudo_id'),
    n: sql<number>`row_number() over (partition by ${secaoItem.secaoId} order by ${secaoItem.ordem}, ${secaoItem.id})`.as('n'),
    total: sql<number>`count(*) over (partition by ${secaoItem.secaoId})`.as('total'),
  })
    .where(itemWhere(tenantId, s))
    .as('itens') as unknown as { secaoId: SQL; ordem: SQL; tipo: SQL; id: SQL; n: SQL; total: SQL; _: unknown };
  // at least one row per section, so that its total is known even when no item is asked for
  return (await ex
    .select({ secaoId: listed.secaoId, ordem: listed.ordem, tipo: listed.tipo, id: listed.id, total: sql<number>`${listed.total}`.mapWith(Number) })
    .from(listed as never)
    .where(sql`${listed.n} <= ${Math.max(perSection, 1)}`)
    .orderBy(asc(listed.secaoId), asc(listed.n))) as unknown as ItemHeadRow[];
};

export const countItems = async (ex: Executor, tenantId: string, s: ItemScope): Promise<number> =>
  ((await itemsFrom(ex, { total: count() }).where(itemWhere(tenantId, s))) as unknown as { total: number }[])[0].total;

// ---------------------------------------------------------------- sections

export type SectionRow = typeof secao.$inferSelect;

// ---------------------------------------------------------------- visibility of one content

/** The content row's "active" flag as learners see it (null when it does not exist in the tenant). */
export const contentActive = async (ex: Executor, tenantId: string, k: ContentKey, now: Date): Promise<boolean | null> => {
  if (k.tipo === 'midia') {
    const [row] = await ex.select({ active: sql<boolean>`${midiaActive(now)}` }).from(midia).where(and(eq(midia.tenantId, tenantId), eq(midia.id, k.id)));
    return row ? row.active : null;
  }
  const table = k.tipo === 'curso' ? curso : formacao;
  const [row] = await ex.select({ active: table.ativo }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.id, k.id)));
  return row ? row.active : null;
};

/** The caller's active enrolment of a course or trail. */
export const findEnrolment = async (ex: Executor, tenantId: string, userId: string, k: ContentKey) => {
  if (k.tipo === 'midia') return null;
  const [row] = await ex
    .select()
    .from(inscricao)
    .where(
      and(
        eq(inscricao.tenantId, tenantId),
        eq(inscricao.usuarioId, userId),
        eq(inscricao.ativo, true),
        k.tipo === 'curso' ? eq(inscricao.cursoId, k.id) : eq(inscricao.formacaoId, k.id),
      ),
    );
  return row ?? null;
};

// ---------------------------------------------------------------- card data

export type MidiaCardRow = {
  id: string;
  nome: string;
  descricao: string | null;
  tipo: MidiaTipo;
  duracao: number | null;
  categoriaId: string | null;
  origem: string;
  link: string | null;
  dataDeExpiracao: Date | null;
  scormScriptUrl: string | null;
};
export type CourseCardRow = typeof curso.$inferSelect;
export type FileRoleRow = { id: string; midiaId: string; papel: string; ordem: number };

export const midiaRows = async (ex: Executor, tenantId: string, ids: string[]): Promise<MidiaCardRow[]> =>
  ids.length === 0
    ? []
    : ex
        .select({
          id: midia.id,
          nome: midia.nome,
          descricao: midia.descricao,
          tipo: midia.tipo,
          duracao: midia.duracao,
          categoriaId: midia.categoriaId,
          origem: midia.origem,
          link: midia.link,
          dataDeExpiracao: midia.dataDeExpiracao,
          scormScriptUrl: midia.scormScriptUrl,
        })
        .from(midia)
        .where(and(eq(midia.tenantId, tenantId), inArray(midia.id, ids)));

export const fullMidia = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select().from(midia).where(and(eq(midia.tenantId, tenantId), eq(midia.id, id))))[0] ?? null;

/** Card, cover, main and carousel files of the objects. */
export const midiaFiles = async (ex: Executor, tenantId: string, ids: string[]): Promise<FileRoleRow[]> =>
  ids.length === 0
    ? []
    : ex
        .select({ id: midiaArquivo.id, midiaId: midiaArquivo.midiaId, papel: midiaArquivo.papel, ordem: midiaArquivo.ordem })
        .from(midiaArquivo)
        .where(and(eq(midiaArquivo.tenantId, tenantId), inArray(midiaArquivo.midiaId, ids)))
        .orderBy(asc(midiaArquivo.ordem), asc(midiaArquivo.criadoEm));

export const courseRows = async (ex: Executor, tenantId: string, tipo: InscricaoTipo, ids: string[]): Promise<CourseCardRow[]> => {
  if (ids.length === 0) return [];
  const table = tipo === 'curso' ? curso : formacao;
  return ex.select().from(table).where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
};

export type PrerequisiteRow = { ownerTipo: InscricaoTipo; ownerId: string; tipo: InscricaoTipo; id: string };

/** Prerequisites (dependenciasExternas) of courses and trails. */
export const prerequisitesOf = async (ex: Executor, tenantId: string, cursoIds: string[], formacaoIds: string[]): Promise<PrerequisiteRow[]> => {
  if (cursoIds.length + formacaoIds.length === 0) return [];
  const rows = await ex
    .select()
    .from(preRequisito)
    .where(
      and(
        eq(preRequisito.tenantId, tenantId),
        or(cursoIds.length ? inArray(preRequisito.cursoId, cursoIds) : undefined, formacaoIds.length ? inArray(preRequisito.formacaoId, formacaoIds) : undefined),
      ),
    )
    .orderBy(asc(preRequisito.id));
  return rows.map((r) => ({
    ownerTipo: r.cursoId ? 'curso' : 'formacao',
    ownerId: (r.cursoId ?? r.formacaoId)!,
    tipo: r.requerCursoId ? 'curso' : 'formacao',
    id: (r.requerCursoId ?? r.requerFormacaoId)!,
  }));
};

export type EnrolmentRow = typeof inscricao.$inferSelect;

/** The caller's active enrolments in the given courses / trails. */
export const enrolmentsOf = async (ex: Executor, tenantId: string, userId: string, cursoIds: string[], formacaoIds: string[]): Promise<EnrolmentRow[]> => {
  if (cursoIds.length + formacaoIds.length === 0) return [];
  return ex
    .select()
    .from(inscricao)
    .where(
      and(
        eq(inscricao.tenantId, tenantId),
        eq(inscricao.usuarioId, userId),
        eq(inscricao.ativo, true),
        or(cursoIds.length ? inArray(inscricao.cursoId, cursoIds) : undefined, formacaoIds.length ? inArray(inscricao.formacaoId, formacaoIds) : undefined),
      ),
    );
};

export type ProgressRow = { midiaId: string; cursoId: string | null; formacaoId: string | null; percentual: number };

/** The caller's media progress rows of the objects (every context). */
export const progressOf = async (ex: Executor, tenantId: string, userId: string, midiaIds: string[]): Promise<ProgressRow[]> =>
  midiaIds.length === 0
    ? []
    : ex
        .select({ midiaId: midiaProgresso.midiaId, cursoId: midiaProgresso.cursoId, formacaoId: midiaProgresso.formacaoId, percentual: midiaProgresso.percentual })
        .from(midiaProgresso)
        .where(and(eq(midiaProgresso.tenantId, tenantId), eq(midiaProgresso.usuarioId, userId), inArray(midiaProgresso.midiaId, midiaIds)));

const targetColumn = (table: typeof favorito | typeof reacao, tipo: ConteudoTipo) =>
  tipo === 'midia' ? table.midiaId : tipo === 'curso' ? table.cursoId : table.formacaoId;
const targetOf = (table: typeof favorito | typeof reacao) => sql<string>`coalesce(${table.midiaId}, ${table.cursoId}, ${table.formacaoId})`;

const keysWhere = (table: typeof favorito | typeof reacao, keys: ContentKey[]) => {
  const of = (tipo: ConteudoTipo) => keys.filter((k) => k.tipo === tipo).map((k) => k.id);
  return or(...(['midia', 'curso', 'formacao'] as const).map((tipo) => (of(tipo).length ? inArray(targetColumn(table, tipo), of(tipo)) : undefined)));
};

/** Which of the contents the caller bookmarked. */
export const favoritesAmong = async (ex: Executor, tenantId: string, userId: string, keys: ContentKey[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const rows = await ex
    .select({ tipo: favorito.tipo, id: targetOf(favorito) })
    .from(favorito)
    .where(and(eq(favorito.tenantId, tenantId), eq(favorito.usuarioId, userId), keysWhere(favorito, keys)));
  return new Set(rows.map(keyOf));
};

/** The caller's reactions and everybody's reaction counts of the contents. */
export const reactionsAmong = async (ex: Executor, tenantId: string, userId: string, keys: ContentKey[]) => {
  const mine = new Map<string, Reacao>();
  const totals = new Map<string, number>();
  if (keys.length === 0) return { mine, totals };
  const rows = await ex
    .select({ tipo: reacao.tipo, id: targetOf(reacao), total: count(), mine: sql<Reacao | null>`max(case when ${reacao.usuarioId} = ${userId} then ${reacao.reacao} end)` })
    .from(reacao)
    .where(and(eq(reacao.tenantId, tenantId), keysWhere(reacao, keys)))
    .groupBy(reacao.tipo, targetOf(reacao));
  for (const r of rows) {
    totals.set(keyOf(r), r.total);
    if (r.mine) mine.set(keyOf(r), r.mine);
  }
  return { mine, totals };
};

/** Skill ids of the contents. */
export const skillIdsOf = async (ex: Executor, tenantId: string, keys: ContentKey[]): Promise<Map<string, string[]>> => {
  const out = new Map<string, string[]>();
  const add = (k: string, id: string) => out.set(k, [...(out.get(k) ?? []), id]);
  const of = (tipo: ConteudoTipo) => keys.filter((k) => k.tipo === tipo).map((k) => k.id);
  const [m, c, f] = [of('midia'), of('curso'), of('formacao')];
  if (m.length)
    for (const r of await ex.select().from(midiaCompetencia).where(and(eq(midiaCompetencia.tenantId, tenantId), inArray(midiaCompetencia.midiaId, m))))
      add(`midia:${r.midiaId}`, r.competenciaId);
  if (c.length)
    for (const r of await ex.select().from(cursoCompetencia).where(and(eq(cursoCompetencia.tenantId, tenantId), inArray(cursoCompetencia.cursoId, c))))
      add(`curso:${r.cursoId}`, r.competenciaId);
  if (f.length)
    for (const r of await ex.select().from(formacaoCompetencia).where(and(eq(formacaoCompetencia.tenantId, tenantId), inArray(formacaoCompetencia.formacaoId, f))))
      add(`formacao:${r.formacaoId}`, r.competenciaId);
  return out;
};

/** Skill names of one content, by name. */
export const skillNamesOf = async (ex: Executor, tenantId: string, k: ContentKey): Promise<string[]> => {
  const link = k.tipo === 'midia' ? midiaCompetencia : k.tipo === 'curso' ? cursoCompetencia : formacaoCompetencia;
  const owner = k.tipo === 'midia' ? midiaCompetencia.midiaId : k.tipo === 'curso' ? cursoCompetencia.cursoId : formacaoCompetencia.formacaoId;
  const rows = await ex
    .select({ nome: competencia.nome })
    .from(link)
    .innerJoin(competencia, and(eq(competencia.tenantId, link.tenantId), eq(competencia.id, link.competenciaId)))
    .where(and(eq(link.tenantId, tenantId), eq(owner, k.id)))
    .orderBy(asc(sql`lower(${competencia.nome})`));
  return rows.map((r) => r.nome);
};

/** Titles of courses and trails. */
export const titlesOf = async (ex: Executor, tenantId: string, keys: { tipo: InscricaoTipo; id: string }[]): Promise<Map<string, string>> => {
  const out = new Map<string, string>();
  for (const tipo of ['curso', 'formacao'] as const) {
    const ids = keys.filter((k) => k.tipo === tipo).map((k) => k.id);
    for (const r of await courseRows(ex, tenantId, tipo, ids)) out.set(`${tipo}:${r.id}`, r.titulo);
  }
  return out;
};

// ---------------------------------------------------------------- keep learning, suggestions

export type ActivityRow = ContentKey & { at: Date };

/** The caller's active enrolments between 1 and 99 percent in active courses and trails, with their last activity. */
export const enrolmentsInProgress = async (ex: Executor, tenantId: string, userId: string): Promise<ActivityRow[]> => {
  const rows = await ex
    .select({ tipo: inscricao.tipo, cursoId: inscricao.cursoId, formacaoId: inscricao.formacaoId, at: inscricao.atualizadoEm })
    .from(inscricao)
    .leftJoin(curso, and(eq(curso.tenantId, inscricao.tenantId), eq(curso.id, inscricao.cursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, inscricao.tenantId), eq(formacao.id, inscricao.formacaoId)))
    .where(
      and(
        eq(inscricao.tenantId, tenantId),
        eq(inscricao.usuarioId, userId),
        eq(inscricao.ativo, true),
        gt(inscricao.percentual, 0),
        lt(inscricao.percentual, 100),
        sql`coalesce(${curso.ativo}, ${formacao.ativo}, false)`,
      ),
    );
  return rows.map((r) => ({ tipo: r.tipo, id: (r.cursoId ?? r.formacaoId)!, at: r.at }));
};

/** Objects the caller opened on their own and left between 1 and 99 percent (active objects), with the last activity. */
export const mediaInProgress = async (ex: Executor, tenantId: string, userId: string, now: Date): Promise<ActivityRow[]> => {
  const rows = await ex
    .select({ id: midiaProgresso.midiaId, at: midiaProgresso.atualizadoEm })
    .from(midiaProgresso)
    .innerJoin(midia, and(eq(midia.tenantId, midiaProgresso.tenantId), eq(midia.id, midiaProgresso.midiaId)))
    .where(
      and(
        eq(midiaProgresso.tenantId, tenantId),
        eq(midiaProgresso.usuarioId, userId),
        isNull(midiaProgresso.cursoId),
        isNull(midiaProgresso.formacaoId),
        gt(midiaProgresso.percentual, 0),
        lt(midiaProgresso.percentual, 100),
        midiaActive(now),
      ),
    );
  return rows.map((r) => ({ tipo: 'midia' as const, id: r.id, at: r.at }));
};

/**
 * Suggestions: distinct visible contents the caller is not enrolled in (courses, trails) and has not started or
 * completed (objects: no progress of their own, and not complete in any context). Ranked: mandatory first, then
 * sharing a skill with the caller's job title, then newest.
 */
export type SuggestionScope = { userId: string; cargoId: string | null; secoesIds: string[]; now: Date };

const suggestionScope = (tenantId: string, s: SuggestionScope) =>
  and(
    itemWhere(tenantId, { userId: s.userId, secoesIds: s.secoesIds, filters: {}, now: s.now }),
    sql`not exists (select 1 from ${inscricao} where ${inscricao.tenantId} = ${secaoItem.tenantId} and ${inscricao.usuarioId} = ${s.userId}
      and ${inscricao.ativo} and (${inscricao.cursoId} = ${secaoItem.cursoId} or ${inscricao.formacaoId} = ${secaoItem.formacaoId}))`,
    sql`not exists (select 1 from ${midiaProgresso} where ${midiaProgresso.tenantId} = ${secaoItem.tenantId} and ${midiaProgresso.usuarioId} = ${s.userId}
      and ${midiaProgresso.midiaId} = ${secaoItem.midiaId}
      and (${midiaProgresso.percentual} >= 100 or (${midiaProgresso.cursoId} is null and ${midiaProgresso.formacaoId} is null and ${midiaProgresso.percentual} > 0)))`,
  );

/**
 * The item shares a skill with the job title. Uncorrelated IN lists (each read once and hashed), not a lookup per item:
 * per-item subqueries made the plan's estimated cost pass the JIT threshold, and compiling cost more than the query.
 * `x in (...)` is null for an item of another kind, hence the coalesce (a null would sort first in DESC).
 */
const skillMatch = (cargoId: string | null) =>
  cargoId === null
    ? sql<boolean>`false`
    : sql<boolean>`coalesce(${secaoItem.midiaId} in (select ${midiaCompetencia.midiaId} from ${midiaCompetencia} join ${cargoCompetencia} on ${cargoCompetencia.competenciaId} = ${midiaCompetencia.competenciaId} and ${cargoCompetencia.cargoId} = ${cargoId})
        or ${secaoItem.cursoId} in (select ${cursoCompetencia.cursoId} from ${cursoCompetencia} join ${cargoCompetencia} on ${cargoCompetencia.competenciaId} = ${cursoCompetencia.competenciaId} and ${cargoCompetencia.cargoId} = ${cargoId})
        or ${secaoItem.formacaoId} in (select ${formacaoCompetencia.formacaoId} from ${formacaoCompetencia} join ${cargoCompetencia} on ${cargoCompetencia.competenciaId} = ${formacaoCompetencia.competenciaId} and ${cargoCompetencia.cargoId} = ${cargoId}), false)`;

export const countSuggestions = async (ex: Executor, tenantId: string, s: SuggestionScope): Promise<number> =>
  s.secoesIds.length === 0
    ? 0
    : (
        (await itemsFrom(ex, { total: sql<number>`count(distinct (${secaoItem.tipo}, ${itemContentId}))`.mapWith(Number) }).where(
          suggestionScope(tenantId, s),
        )) as unknown as { total: number }[]
      )[0].total;

/**
 * One page of suggestions with the total, in one query (the total is counted over the distinct contents before the
 * page is cut; an empty page carries no total, see `countSuggestions`).
 */
export const suggestions = async (ex: Executor, tenantId: string, s: SuggestionScope, offset: number, limit: number): Promise<{ keys: ContentKey[]; total: number }> => {
  if (s.secoesIds.length === 0) return { keys: [], total: 0 };
  const found = itemsFrom(
    ex,
    {
      tipo: secaoItem.tipo,
      id: itemContentId.as('conteudo_id'),
      obrigatorio: itemMandatory.as('obrigatorio'),
      match: skillMatch(s.cargoId).as('combina_cargo'),
      criadoEm: itemCreatedAt.as('criado_em'),
    },
    true,
  )
    .where(suggestionScope(tenantId, s))
    .as('sugestoes') as unknown as { tipo: SQL; id: SQL; obrigatorio: SQL; match: SQL; criadoEm: SQL; _: unknown };
  const rows = (await ex
    .select({ tipo: found.tipo, id: found.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(found as never)
    .orderBy(desc(found.obrigatorio), desc(found.match), desc(found.criadoEm), asc(found.tipo), asc(found.id))
    .offset(offset)
    .limit(limit)) as unknown as (ContentKey & { total: number })[];
  return { keys: rows.map(({ tipo, id }) => ({ tipo, id })), total: rows[0]?.total ?? 0 };
};

// ---------------------------------------------------------------- quick search

/** Distinct contents of the (visible) sections whose title matches: of each kind at most `limit`, by title. */
export const searchVisible = async (ex: Executor, tenantId: string, s: ItemScope, limit: number): Promise<ContentKey[]> => {
  if (s.secoesIds.length === 0) return [];
  const found = itemsFrom(ex, { tipo: secaoItem.tipo, id: itemContentId.as('conteudo_id'), title: sql<string>`lower(${itemTitle})`.as('titulo') }, true)
    .where(itemWhere(tenantId, s))
    .as('encontrados') as unknown as { tipo: SQL; id: SQL; title: SQL; _: unknown };
  const ranked = ex
    .select({ tipo: found.tipo, id: found.id, n: sql<number>`row_number() over (partition by ${found.tipo} order by ${found.title}, ${found.id})`.as('n') })
    .from(found as never)
    .as('ordenados');
  const rows = await ex
    .select({ tipo: ranked.tipo, id: ranked.id })
    .from(ranked)
    .where(lte(ranked.n, limit))
    .orderBy(asc(ranked.tipo), asc(ranked.n));
  return rows.map((r) => ({ tipo: r.tipo as ConteudoTipo, id: r.id as string }));
};

// ---------------------------------------------------------------- favourites and reactions

export type FavoriteKeyRow = ContentKey & { criadoEm: Date };

/** The caller's favourites whose content still exists and is active, newest first. */
export const favoriteRows = async (ex: Executor, tenantId: string, userId: string, now: Date): Promise<FavoriteKeyRow[]> => {
  const rows = await ex
    .select({ tipo: favorito.tipo, id: targetOf(favorito), criadoEm: favorito.criadoEm })
    .from(favorito)
    .leftJoin(midia, and(eq(midia.tenantId, favorito.tenantId), eq(midia.id, favorito.midiaId)))
    .leftJoin(curso, and(eq(curso.tenantId, favorito.tenantId), eq(curso.id, favorito.cursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, favorito.tenantId), eq(formacao.id, favorito.formacaoId)))
    .where(
      and(
        eq(favorito.tenantId, tenantId),
        eq(favorito.usuarioId, userId),
        or(and(eq(favorito.tipo, 'midia'), midiaActive(now)), and(eq(favorito.tipo, 'curso'), eq(curso.ativo, true)), and(eq(favorito.tipo, 'formacao'), eq(formacao.ativo, true))),
      ),
    )
    .orderBy(desc(favorito.criadoEm), asc(favorito.id));
  return rows;
};

const target = (k: ContentKey) => ({
  tipo: k.tipo,
  midiaId: k.tipo === 'midia' ? k.id : null,
  cursoId: k.tipo === 'curso' ? k.id : null,
  formacaoId: k.tipo === 'formacao' ? k.id : null,
});

export const addFavorite = async (ex: Executor, tenantId: string, userId: string, k: ContentKey) => {
  await ex
    .insert(favorito)
    .values({ tenantId, usuarioId: userId, ...target(k) })
    .onConflictDoNothing();
};

export const removeFavorite = async (ex: Executor, tenantId: string, userId: string, k: ContentKey) => {
  await ex.delete(favorito).where(and(eq(favorito.tenantId, tenantId), eq(favorito.usuarioId, userId), eq(favorito.tipo, k.tipo), eq(targetColumn(favorito, k.tipo), k.id)));
};

/** Sets (or with null removes) the caller's reaction. */
export const setReaction = async (ex: Executor, tenantId: string, userId: string, k: ContentKey, value: Reacao | null) => {
  await ex.delete(reacao).where(and(eq(reacao.tenantId, tenantId), eq(reacao.usuarioId, userId), eq(reacao.tipo, k.tipo), eq(targetColumn(reacao, k.tipo), k.id)));
  if (value) await ex.insert(reacao).values({ tenantId, usuarioId: userId, ...target(k), reacao: value });
};

// ---------------------------------------------------------------- my progress

export type MyProgressFilters = { tipo?: InscricaoTipo; search?: string; status?: InscricaoStatus[] };

const myStatus = (now: Date) =>
  enrolmentStatusSql(sql`coalesce(${curso.limiteDeDiasParaConclusao}, ${formacao.limiteDeDiasParaConclusao})`, now);

const myProgressFrom = <T extends Record<string, unknown>>(ex: Executor, fields: T) =>
  ex
    .select(fields as never)
    .from(inscricao)
    .leftJoin(curso, and(eq(curso.tenantId, inscricao.tenantId), eq(curso.id, inscricao.cursoId)))
    .leftJoin(formacao, and(eq(formacao.tenantId, inscricao.tenantId), eq(formacao.id, inscricao.formacaoId)));

const myProgressWhere = (tenantId: string, userId: string, f: MyProgressFilters, now: Date) =>
  and(
    eq(inscricao.tenantId, tenantId),
    eq(inscricao.usuarioId, userId),
    eq(inscricao.ativo, true),
    f.tipo ? eq(inscricao.tipo, f.tipo) : undefined,
    f.search ? titleMatches(sql`coalesce(${curso.titulo}, ${formacao.titulo})`, f.search) : undefined,
    f.status?.length ? sql`${myStatus(now)} in ${f.status}` : undefined,
  );

export const countMyProgressByStatus = async (ex: Executor, tenantId: string, userId: string, f: MyProgressFilters, now: Date) =>
  // grouped by the output alias: the status expression carries a parameter, so it cannot be repeated in GROUP BY
  (await myProgressFrom(ex, { status: myStatus(now).as('situacao'), total: count() })
    .where(myProgressWhere(tenantId, userId, { ...f, status: undefined }, now))
    .groupBy(sql`${sql.identifier('situacao')}`)) as unknown as { status: InscricaoStatus; total: number }[];

export const countMyProgress = async (ex: Executor, tenantId: string, userId: string, f: MyProgressFilters, now: Date) =>
  ((await myProgressFrom(ex, { total: count() }).where(myProgressWhere(tenantId, userId, f, now))) as unknown as { total: number }[])[0].total;

export type MyProgressRow = {
  inscricao: EnrolmentRow;
  titulo: string;
  cargaHoraria: number | null;
  obrigatorio: boolean;
  limite: number;
  requerido: number;
  cardHorizontal: CourseCardRow['cardHorizontal'];
  cardVertical: CourseCardRow['cardVertical'];
};

export const myProgress = async (ex: Executor, tenantId: string, userId: string, f: MyProgressFilters, now: Date, offset: number, limit: number) =>
  (await myProgressFrom(ex, {
    inscricao,
    titulo: sql<string>`coalesce(${curso.titulo}, ${formacao.titulo})`,
    cargaHoraria: sql<number | null>`coalesce(${curso.cargaHoraria}, ${formacao.cargaHoraria})`,
    obrigatorio: sql<boolean>`coalesce(${curso.obrigatorio}, ${formacao.obrigatorio}, false)`,
    limite: sql<number>`coalesce(${curso.limiteDeDiasParaConclusao}, ${formacao.limiteDeDiasParaConclusao}, 0)`,
    requerido: sql<number>`coalesce(${curso.aproveitamentoRequerido}, ${formacao.aproveitamentoRequerido}, 0)`,
    cardHorizontal: sql<CourseCardRow['cardHorizontal']>`coalesce(${curso.cardHorizontal}, ${formacao.cardHorizontal})`,
    cardVertical: sql<CourseCardRow['cardVertical']>`coalesce(${curso.cardVertical}, ${formacao.cardVertical})`,
  })
    .where(myProgressWhere(tenantId, userId, f, now))
    .orderBy(desc(inscricao.dataInscricao), asc(inscricao.id))
    .offset(offset)
    .limit(limit)) as unknown as MyProgressRow[];

// ---------------------------------------------------------------- enrolment through a container

/**
 * Whether the caller holds an active enrolment giving access to the content: the course or trail itself, a trail
 * holding the course, or a course or trail holding the object.
 */
export const enrolledThrough = async (ex: Executor, tenantId: string, userId: string, k: ContentKey): Promise<boolean> => {
  const coursesOfMidia = sql`(select ${cursoItem.cursoId} from ${cursoItem} where ${cursoItem.tenantId} = ${tenantId} and ${cursoItem.midiaId} = ${k.id})`;
  const reach =
    k.tipo === 'formacao'
      ? eq(inscricao.formacaoId, k.id)
      : k.tipo === 'curso'
        ? or(
            eq(inscricao.cursoId, k.id),
            sql`${inscricao.formacaoId} in (select ${formacaoEtapaItem.formacaoId} from ${formacaoEtapaItem} where ${formacaoEtapaItem.tenantId} = ${tenantId} and ${formacaoEtapaItem.cursoId} = ${k.id})`,
          )
        : or(
            sql`${inscricao.cursoId} in ${coursesOfMidia}`,
            sql`${inscricao.formacaoId} in (select ${formacaoEtapaItem.formacaoId} from ${formacaoEtapaItem} where ${formacaoEtapaItem.tenantId} = ${tenantId}
              and (${formacaoEtapaItem.midiaId} = ${k.id} or ${formacaoEtapaItem.cursoId} in ${coursesOfMidia}))`,
          );
  const rows = await ex
    .select({ id: inscricao.id })
    .from(inscricao)
    .where(and(eq(inscricao.tenantId, tenantId), eq(inscricao.usuarioId, userId), eq(inscricao.ativo, true), reach))
    .limit(1);
  return rows.length > 0;
};

// ---------------------------------------------------------------- the tenant's catalog, read whole to be kept in the process

/** A section with its ranks in the home order, the catalog order and the order `sectionNamesOf` picks names in. */
export type CatalogSectionRow = { secao: SectionRow; rankHome: number; rankCatalog: number; rankNames: number };

export const catalogSections = async (ex: Executor, tenantId: string): Promise<CatalogSectionRow[]> =>
  ex
    .select({
      secao,
      rankHome: sql<number>`row_number() over (order by ${secao.ordemAprendizado}, lower(${secao.nome}), ${secao.id})`.mapWith(Number),
      rankCatalog: sql<number>`row_number() over (order by ${secao.ordemCatalogo}, lower(${secao.nome}), ${secao.id})`.mapWith(Number),
      rankNames: sql<number>`row_number() over (order by ${secao.ordemAprendizado}, ${secao.nome}, ${secao.id})`.mapWith(Number),
    })
    .from(secao)
    .where(eq(secao.tenantId, tenantId));

/** A section item with what decides whether it is shown (active at a time) and the item filters other than text and status. */
export type CatalogItemRow = ItemKeyRow & {
  itemId: string;
  ativo: boolean;
  expira: Date | null;
  pronto: boolean;
  tipoMidia: MidiaTipo | null;
  categoriaId: string | null;
  origem: string | null;
  obrigatorio: boolean;
};

/** Every section item of the tenant with its content's state, by section, position and id. */
export const catalogItems = async (ex: Executor, tenantId: string): Promise<CatalogItemRow[]> =>
  (await itemsFrom(ex, {
    secaoId: secaoItem.secaoId,
    ordem: secaoItem.ordem,
    itemId: secaoItem.id,
    tipo: secaoItem.tipo,
    id: itemContentId,
    ativo: sql<boolean>`coalesce(${midia.ativo}, ${curso.ativo}, ${formacao.ativo}, false)`,
    expira: midia.dataDeExpiracao,
    pronto: sql<boolean>`coalesce(${midia.processingStatus} in ('none', 'done'), true)`,
    tipoMidia: midia.tipo,
    categoriaId: sql<string | null>`coalesce(${midia.categoriaId}, ${curso.categoriaId}, ${formacao.categoriaId})`,
    origem: sql<string | null>`coalesce(${midia.origem}, ${curso.origem}, ${formacao.origem})`,
    obrigatorio: itemMandatory,
  })
    .where(eq(secaoItem.tenantId, tenantId))
    .orderBy(asc(secaoItem.secaoId), asc(secaoItem.ordem), asc(secaoItem.id))) as unknown as CatalogItemRow[];

/** Skill links of every object, course and trail of the tenant. */
export const catalogSkills = async (ex: Executor, tenantId: string): Promise<(ContentKey & { competenciaId: string })[]> => {
  const [m, c, f] = await inSequence(
    () => ex.select({ id: midiaCompetencia.midiaId, competenciaId: midiaCompetencia.competenciaId }).from(midiaCompetencia).where(eq(midiaCompetencia.tenantId, tenantId)),
    () => ex.select({ id: cursoCompetencia.cursoId, competenciaId: cursoCompetencia.competenciaId }).from(cursoCompetencia).where(eq(cursoCompetencia.tenantId, tenantId)),
    () => ex.select({ id: formacaoCompetencia.formacaoId, competenciaId: formacaoCompetencia.competenciaId }).from(formacaoCompetencia).where(eq(formacaoCompetencia.tenantId, tenantId)),
  );
  return [...m.map((r) => ({ tipo: 'midia' as const, ...r })), ...c.map((r) => ({ tipo: 'curso' as const, ...r })), ...f.map((r) => ({ tipo: 'formacao' as const, ...r }))];
};
