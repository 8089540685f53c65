import { pageOffset, type Paged } from '@plataforma/shared';
import type { ClassroomLeaf } from '@plataforma/shared/classroom';
import { completionDeadline } from '@plataforma/shared/courses';
import { clampPercent, daysToExpire, INSCRICAO_STATUS, statusAt, type InscricaoStatus, type InscricaoTipo } from '@plataforma/shared/enrolment';
import {
  canReact,
  LEARNER_SEARCH_SIZE,
  type ActiveSectionsResponse,
  type ActivesItemsPagedQuery,
  type ActivesPagedQuery,
  type CardItem,
  type ConteudoTipo,
  type ContentDetail,
  type CountActivesItemsResponse,
  type FavoriteRow,
  type FavoritesResponse,
  type LearnerFilters,
  type LearnerSectionBase,
  type MediaDetail,
  type MyProgressResponse,
  type QuickSearchItem,
  type QuickSearchResponse,
  type Reacao,
  type SectionForLearner,
  type SetReactionResponse,
  type TipoConteudoFiltro,
} from '@plataforma/shared/learner';
import { hasPermission } from '@plataforma/shared/permissions';
import { showsOnHome } from '@plataforma/shared/sections';
import type { RequestContext } from '../../core/auth';
import { inSequence, type Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import { contentOutline } from '../classroom';
import { accessUrl, fileUrl, mediaAccessKey, mediaAccessToken, REPOSITORY_PERMISSION, scormLaunchKey, scormScriptAddress } from '../content';
import { cardAccessKey, cardUrl, COURSES_PERMISSION, TRAILS_PERMISSION } from '../courses';
import { createAudience, sectionImageUrlOf, type SectionPlace, type Viewer } from '../sections';
import * as catalogs from './learner.catalog';
import * as repo from './learner.repository';
import { keyOf, type ContentKey } from './learner.repository';

export const LEARNER_PERMISSION = 'Aprendizado';
export const MY_PROGRESS_PERMISSION = 'Meu Progresso';

/** The administration permission of each kind (its holders may open details outside the sections). */
const ADMIN_PERMISSION: Record<ConteudoTipo, string> = { midia: REPOSITORY_PERMISSION, curso: COURSES_PERMISSION, formacao: TRAILS_PERMISSION };

type Page = { page: number; size: number };
type ItemFilters = Omit<LearnerFilters, 'secoesIds'>;

const placeOf = (exibirNoAprendizado: boolean | undefined): SectionPlace | undefined =>
  exibirNoAprendizado === undefined ? undefined : exibirNoAprendizado ? 'home' : 'catalog';

const itemFiltersOf = (q: LearnerFilters): ItemFilters => ({
  tiposConteudos: q.tiposConteudos,
  categoriasIds: q.categoriasIds,
  competenciasIds: q.competenciasIds,
  obrigatorio: q.obrigatorio,
  search: q.search || undefined,
  status: q.status,
  origem: q.origem,
});

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const minutesOf = (seconds: number | null) => (seconds && seconds > 0 ? Math.ceil(seconds / 60) : null);

/** The release and completion of an outline item, as the detail dialog shows them. */
const outlineFieldsOf = (i: ClassroomLeaf) => ({ dataHoraLiberacao: i.dataHoraLiberacao, liberado: i.lockReason !== 'release', concluidoEm: i.concluidoEm });
const mediaStatusOf = (percent: number | null): InscricaoStatus | null =>
  percent === null ? null : percent >= 100 ? 'completed' : percent > 0 ? 'on-going' : 'not-started';
const notFound = () => new AppError('learner.contentNotFound', 404);
const emptyPage = <T>(size: number): Paged<T> => pagedReply<T>([], 1, size, 0);

/** The enrolment fields a card or a detail shows (null/false when not enrolled). */
const enrolmentView = (e: repo.EnrolmentRow | undefined, row: { limiteDeDiasParaConclusao: number; aproveitamentoRequerido: number }, now: Date) => {
  if (!e) return { dataInscricao: null, porcentagemDeConclusao: null, status: null, expirado: false, diasParaExpirar: null, dataExpiracao: null };
  const status = statusAt({ status: e.status, percentual: e.percentual, dataInscricao: e.dataInscricao, limiteDeDiasParaConclusao: row.limiteDeDiasParaConclusao, now });
  const percent = clampPercent(e.percentual);
  return {
    dataInscricao: e.dataInscricao.toISOString(),
    porcentagemDeConclusao: percent,
    status,
    expirado: status === 'expired',
    diasParaExpirar: percent === 100 ? null : daysToExpire(e.dataInscricao, row.limiteDeDiasParaConclusao, now),
    dataExpiracao: iso(completionDeadline(e.dataInscricao, row.limiteDeDiasParaConclusao)),
  };
};

/**
 * What a learner reads (2-learner §2, §3, §7): home and catalog sections with their cards, keep learning,
 * suggestions, favourites, details, bookmarks, reactions, quick search and 'my progress'. Routes check
 * 'Aprendizado' ('Meu Progresso' for usuario/progresso); every read goes through the sections' audience rules.
 */
export const createLearnerService = ({ database, config, cache }: Pick<Deps, 'database' | 'config' | 'cache'>) => {
  const audience = createAudience(cache);
  const sectionImage = sectionImageUrlOf(config);
  const courseCardKey = cardAccessKey(config);
  const mediaKey = mediaAccessKey(config);

  const mediaToken = (ctx: RequestContext, midiaId: string) =>
    mediaAccessToken(mediaKey, { tenantId: ctx.tenantId, midiaId, userId: ctx.userId, holder: hasPermission(ctx.permissions, REPOSITORY_PERMISSION) });
  const launchKey = scormLaunchKey(config);
  /** The launch page of an object's SCORM package on the content origin (docs/scorm.md 'Launch'). */
  const scormLink = (ctx: RequestContext, midiaId: string, stored: string | null) =>
    scormScriptAddress(config, launchKey, { tenantId: ctx.tenantId, midiaId, userId: ctx.userId, holder: hasPermission(ctx.permissions, REPOSITORY_PERMISSION) }, stored);
  const courseCard = (tenantId: string, kind: InscricaoTipo, ownerId: string, card: repo.CourseCardRow['cardHorizontal']) =>
    card ? cardUrl(courseCardKey, { tenantId, kind, ownerId, fileId: card.id }) : null;

  const sectionBase = (row: repo.SectionRow, totalDeItens: number): LearnerSectionBase => {
    const card = sectionImage(row, 'Card');
    return {
      id: row.id,
      nome: row.nome,
      observacao: row.observacao,
      exibirDescricao: row.exibirDescricao,
      tipo: row.tipo,
      dtPublicacaoInicial: iso(row.dtPublicacaoInicial),
      dtPublicacaoFinal: iso(row.dtPublicacaoFinal),
      ordemAprendizado: row.ordemAprendizado,
      ordemCatalogo: row.ordemCatalogo,
      ambiente: row.ambiente,
      exibirNoAprendizado: showsOnHome(row.ambiente),
      imagemDoCard: card,
      imagemDoBanner: sectionImage(row, 'Banner'),
      urlDaImagem: card,
      orientacaoDosCards: row.orientacaoDosCards,
      totalDeItens,
      link: row.link,
      linkDeRedirecionamento: row.linkDeRedirecionamento,
      linkDeRedirecionamentoNewTab: row.linkDeRedirecionamentoNewTab,
      ativo: row.ativo,
    };
  };

  // ---------------------------------------------------------------- cards

  /**
   * What cards show of the contents themselves (objects with their files, courses and trails with their
   * prerequisites), kept per content while the tenant's 'conteudos' are unchanged; the missing ones are read together.
   */
  const cardStatics = async (tx: Tx, tenantId: string, midiaIds: string[], cursoIds: string[], formacaoIds: string[]) => {
    type MidiaStatic = { row: repo.MidiaCardRow; files: repo.FileRoleRow[] };
    type CourseStatic = { row: repo.CourseCardRow; prereqs: repo.PrerequisiteRow[] };
    const midias = await cache.manyInTenant<MidiaStatic>(tx, tenantId, ['conteudos'], midiaIds.map((id) => `card|midia|${id}`), async (missing) => {
      const ids = missing.map((k) => k.slice('card|midia|'.length));
      const [rows, files] = [await repo.midiaRows(tx, tenantId, ids), await repo.midiaFiles(tx, tenantId, ids)];
      return new Map(rows.map((row) => [`card|midia|${row.id}`, { row, files: files.filter((f) => f.midiaId === row.id) }]));
    });
    const courses = (tipo: InscricaoTipo, ids: string[]) =>
      cache.manyInTenant<CourseStatic>(tx, tenantId, ['conteudos'], ids.map((id) => `card|${tipo}|${id}`), async (missing) => {
        const wanted = missing.map((k) => k.slice(`card|${tipo}|`.length));
        const rows = await repo.courseRows(tx, tenantId, tipo, wanted);
        const prereqs = await repo.prerequisitesOf(tx, tenantId, tipo === 'curso' ? wanted : [], tipo === 'formacao' ? wanted : []);
        return new Map(rows.map((row) => [`card|${tipo}|${row.id}`, { row, prereqs: prereqs.filter((p) => p.ownerId === row.id) }]));
      });
    const [cursos, formacoes] = [await courses('curso', cursoIds), await courses('formacao', formacaoIds)];
    const courseValues = [...cursos.values(), ...formacoes.values()];
    return {
      midias: [...midias.values()].map((m) => m.row),
      files: new Map([...midias.values()].map((m) => [m.row.id, m.files])),
      cursos: [...cursos.values()].map((c) => c.row),
      formacoes: [...formacoes.values()].map((c) => c.row),
      prereqs: courseValues.flatMap((c) => c.prereqs),
    };
  };

  /** Everything the cards of `keys` show, read in a few queries. */
  const cardData = async (tx: Tx, ctx: RequestContext, keys: ContentKey[]) => {
    const ids = (tipo: ConteudoTipo) => [...new Set(keys.filter((k) => k.tipo === tipo).map((k) => k.id))];
    const [midiaIds, cursoIds, formacaoIds] = [ids('midia'), ids('curso'), ids('formacao')];
    const { midias, files, cursos, formacoes, prereqs } = await cardStatics(tx, ctx.tenantId, midiaIds, cursoIds, formacaoIds);
    const [enrolments, progress, favorites, reactions] = await inSequence(
      () => repo.enrolmentsOf(tx, ctx.tenantId, ctx.userId, cursoIds, formacaoIds),
      () => repo.progressOf(tx, ctx.tenantId, ctx.userId, midiaIds),
      () => repo.favoritesAmong(tx, ctx.tenantId, ctx.userId, keys),
      () => repo.reactionsAmong(tx, ctx.tenantId, ctx.userId, keys),
    );
    const tokens = new Map(midiaIds.map((id) => [id, mediaToken(ctx, id)]));
    const fileOf = (midiaId: string, papel: string) => {
      const file = files.get(midiaId)?.find((f) => f.papel === papel);
      return file ? fileUrl(midiaId, tokens.get(midiaId)!, file.id) : null;
    };
    return {
      midia: new Map(midias.map((m) => [m.id, m])),
      curso: new Map(cursos.map((c) => [c.id, c])),
      formacao: new Map(formacoes.map((f) => [f.id, f])),
      prereqs,
      enrolment: new Map(enrolments.map((e) => [`${e.tipo}:${e.cursoId ?? e.formacaoId}`, e])),
      ownProgress: new Map(progress.filter((p) => !p.cursoId && !p.formacaoId).map((p) => [p.midiaId, clampPercent(p.percentual)])),
      favorites,
      reactions,
      fileOf,
      tokens,
    };
  };
  type CardData = Awaited<ReturnType<typeof cardData>>;

  const cardOf = (ctx: RequestContext, d: CardData, k: ContentKey, now: Date): CardItem | null => {
    const key = keyOf(k);
    const social = { favorito: d.favorites.has(key), reacao: d.reactions.mine.get(key) ?? null, totalReacao: d.reactions.totals.get(key) ?? 0 };
    if (k.tipo === 'midia') {
      const m = d.midia.get(k.id);
      if (!m) return null;
      const percent = d.ownProgress.get(m.id) ?? null;
      return {
        id: m.id,
        titulo: m.nome,
        tipo: 'midia',
        tipoMidia: m.tipo,
        descricao: m.descricao,
        sinopse: null,
        imagemDoCardHorizontal: d.fileOf(m.id, 'cardHorizontal'),
        imagemDoCardVertical: d.fileOf(m.id, 'cardVertical'),
        porcentagemDeConclusao: percent,
        ...social,
        dataInscricao: null,
        expirado: false,
        diasParaExpirar: null,
        obrigatorio: false,
        cargaHoraria: minutesOf(m.duracao),
        duracao: m.duracao,
        status: mediaStatusOf(percent),
        categoriaId: m.categoriaId,
        origem: m.origem,
        parametrizacaoDeConteudo: {
          possuiPreRequisito: false,
          controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: null },
          dependenciasExternas: { cursoIds: [], formacaoIds: [] },
        },
      };
    }
    const row = k.tipo === 'curso' ? d.curso.get(k.id) : d.formacao.get(k.id);
    if (!row) return null;
    const view = enrolmentView(d.enrolment.get(key), row, now);
    const reqs = d.prereqs.filter((p) => p.ownerTipo === k.tipo && p.ownerId === k.id);
    return {
      id: row.id,
      titulo: row.titulo,
      tipo: k.tipo,
      tipoMidia: null,
      descricao: row.descricao,
      sinopse: row.sinopse,
      imagemDoCardHorizontal: courseCard(ctx.tenantId, k.tipo, row.id, row.cardHorizontal),
      imagemDoCardVertical: courseCard(ctx.tenantId, k.tipo, row.id, row.cardVertical),
      porcentagemDeConclusao: view.porcentagemDeConclusao,
      ...social,
      dataInscricao: view.dataInscricao,
      expirado: view.expirado,
      diasParaExpirar: view.diasParaExpirar,
      obrigatorio: row.obrigatorio,
      cargaHoraria: row.cargaHoraria,
      duracao: null,
      status: view.status,
      categoriaId: row.categoriaId,
      origem: row.origem,
      parametrizacaoDeConteudo: {
        possuiPreRequisito: reqs.length > 0,
        controleDeConsumo: { modoLiberacao: row.modoLiberacao, dataHoraLiberacao: iso(row.dataHoraLiberacao) },
        dependenciasExternas: { cursoIds: reqs.filter((p) => p.tipo === 'curso').map((p) => p.id), formacaoIds: reqs.filter((p) => p.tipo === 'formacao').map((p) => p.id) },
      },
    };
  };

  /** Cards of the contents, in the order given (contents gone in between are left out). */
  const cards = async (tx: Tx, ctx: RequestContext, keys: ContentKey[], now: Date): Promise<CardItem[]> => {
    if (keys.length === 0) return [];
    const d = await cardData(tx, ctx, keys);
    return keys.map((k) => cardOf(ctx, d, k, now)).filter((c): c is CardItem => c !== null);
  };

  /**
   * The lists of sections and items, found in the tenant's catalog kept in the process (learner.catalog.ts), or by
   * the repository's queries when the item filters need one (text search, status).
   */
  const listsOf = (tx: Tx, tenantId: string, catalog: () => Promise<catalogs.Catalog>) => ({
    sections: async (secoesIds: string[], place?: SectionPlace) => catalogs.sectionsInOrder(await catalog(), secoesIds, place),
    heads: async (scope: repo.ItemScope, perSection: number) => {
      const test = catalogs.memoryFilter(scope.filters);
      return test ? catalogs.itemHeads(await catalog(), scope.secoesIds, test, perSection, scope.now) : repo.itemHeads(tx, tenantId, scope, perSection);
    },
    keys: async (scope: repo.ItemScope) => {
      const test = catalogs.memoryFilter(scope.filters);
      return test ? catalogs.itemKeys(await catalog(), scope.secoesIds, test, scope.now) : repo.itemKeys(tx, tenantId, scope);
    },
    page: async (scope: repo.ItemScope, offset: number, limit: number) => {
      const test = catalogs.memoryFilter(scope.filters);
      if (!test) return repo.itemPage(tx, tenantId, scope, offset, limit);
      const all = catalogs.itemKeys(await catalog(), scope.secoesIds, test, scope.now);
      return { keys: all.slice(offset, offset + limit), total: all.length };
    },
    count: async (scope: repo.ItemScope) => {
      const test = catalogs.memoryFilter(scope.filters);
      return test ? catalogs.itemKeys(await catalog(), scope.secoesIds, test, scope.now).length : repo.countItems(tx, tenantId, scope);
    },
    visibleAmong: async (secoesIds: string[], keys: ContentKey[]) => catalogs.visibleAmong(await catalog(), secoesIds, keys),
    sectionNames: async (secoesIds: string[], keys: ContentKey[]) => catalogs.sectionNamesOf(await catalog(), secoesIds, keys),
  });
  type Lists = ReturnType<typeof listsOf>;

  /**
   * The request's transaction with the viewer, the time and `sections(place)`: the ids of the sections the viewer may
   * see (in that place, or anywhere), read once per request and passed to the queries as a list.
   */
  const inTx = <T>(
    ctx: RequestContext,
    fn: (tx: Tx, viewer: Viewer, now: Date, sections: (place?: SectionPlace) => Promise<string[]>, lists: Lists) => Promise<T>,
  ) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const viewer = await audience.viewer(tx, ctx.tenantId, ctx.userId);
      const now = new Date();
      const read = new Map<string, Promise<string[]>>();
      const sections = (place?: SectionPlace) => {
        const key = place ?? 'any';
        if (!read.has(key)) read.set(key, audience.visibleSectionIds(tx, ctx.tenantId, viewer, place, now));
        return read.get(key)!;
      };
      let catalog: Promise<catalogs.Catalog> | undefined;
      return fn(tx, viewer, now, sections, listsOf(tx, ctx.tenantId, () => (catalog ??= catalogs.catalogOf(cache, tx, ctx.tenantId))));
    });

  /** The visible ids of the place, narrowed to the requested ones when given. */
  const narrowed = (ids: string[], wanted: string[] | undefined) => (wanted ? ids.filter((id) => wanted.includes(id)) : ids);

  // ---------------------------------------------------------------- sections

  /** GET Secao/ActivesPaged: visible sections of the home or catalog with their first visible items. */
  const activesPaged = (ctx: RequestContext, q: ActivesPagedQuery): Promise<Paged<SectionForLearner>> =>
    inTx(ctx, async (tx, viewer, now, sections, lists) => {
      const place = placeOf(q.exibirNoAprendizado);
      const filters = itemFiltersOf(q);
      const secoesIds = narrowed(await sections(place), q.secoesIds);
      const all = await lists.sections(secoesIds, place);
      const bySection = new Map<string, repo.ItemHeadRow[]>();
      const group = (heads: repo.ItemHeadRow[]) => {
        for (const k of heads) {
          const list = bySection.get(k.secaoId);
          if (list) list.push(k);
          else bySection.set(k.secaoId, [k]);
        }
      };
      // with item filters a section without a matching item is left out: its items decide the sections to page
      const filtered = repo.hasItemFilters(filters);
      const itemScope = (ids: string[]): repo.ItemScope => ({ userId: viewer.userId, secoesIds: ids, filters, now });
      if (filtered) group(await lists.heads(itemScope(all.map((r) => r.id)), q.itemsSize));
      const listed = filtered ? all.filter((r) => bySection.has(r.id)) : all;
      const total = listed.length;
      const { page, offset, limit } = pageWindow(q.page, q.size, total);
      const rows = listed.slice(offset, offset + limit);
      if (!filtered && rows.length) group(await lists.heads(itemScope(rows.map((r) => r.id)), q.itemsSize));
      const shown = rows.flatMap((r) => (bySection.get(r.id) ?? []).slice(0, q.itemsSize));
      const unique = [...new Map(shown.map((k) => [keyOf(k), { tipo: k.tipo, id: k.id }])).values()];
      const built = new Map((await cards(tx, ctx, unique, now)).map((c) => [keyOf(c), c]));
      const data = rows.map((r) => {
        const items = bySection.get(r.id) ?? [];
        return {
          ...sectionBase(r, items[0]?.total ?? 0),
          itensDaSecao: items
            .slice(0, q.itemsSize)
            .map((k) => built.get(keyOf(k)))
            .filter((c): c is CardItem => !!c),
        };
      });
      return pagedReply(data, page, q.size, total);
    });

  /** GET Secao/{id}/ActivesItemsPaged: one visible section's visible items (404 when the section is not visible). */
  const activesItemsPaged = (ctx: RequestContext, secaoId: string, q: ActivesItemsPagedQuery): Promise<Paged<CardItem>> =>
    inTx(ctx, async (tx, viewer, now, sections, lists) => {
      if (!(await sections()).includes(secaoId)) throw new AppError('learner.sectionNotFound', 404);
      const scope: repo.ItemScope = { userId: viewer.userId, secoesIds: [secaoId], filters: itemFiltersOf({ ...q, secoesIds: undefined }), now };
      // the asked page and the total in one query; past the last page, count and read the last page instead
      let found = await lists.page(scope, pageOffset(q.page, q.size), q.size);
      if (found.keys.length === 0 && q.page > 1) {
        const total = await lists.count(scope);
        if (total > 0) found = await lists.page(scope, pageWindow(q.page, q.size, total).offset, q.size);
      }
      const { page } = pageWindow(q.page, q.size, found.total);
      return pagedReply(await cards(tx, ctx, found.keys.map(({ tipo, id }) => ({ tipo, id })), now), page, q.size, found.total);
    });

  /** GET Secao/ativas: the visible sections without their items (totalDeItens = visible items). */
  const activeSections = (ctx: RequestContext, q: Page & { exibirNoAprendizado?: boolean }): Promise<ActiveSectionsResponse> =>
    inTx(ctx, async (tx, viewer, now, sections, lists) => {
      const place = placeOf(q.exibirNoAprendizado);
      const all = await lists.sections(await sections(place), place);
      const total = all.length;
      const { page, offset, limit } = pageWindow(q.page, q.size, total);
      const rows = all.slice(offset, offset + limit);
      const heads = rows.length ? await lists.heads({ userId: viewer.userId, secoesIds: rows.map((r) => r.id), filters: {}, now }, 1) : [];
      const totals = new Map(heads.map((h) => [h.secaoId, h.total]));
      return pagedReply(
        rows.map((r) => sectionBase(r, totals.get(r.id) ?? 0)),
        page,
        q.size,
        total,
      );
    });

  /** GET Secao/CountActivesItems: visible items per visible section; total counts each content once. */
  const countActivesItems = (ctx: RequestContext, q: LearnerFilters & { exibirNoAprendizado?: boolean }): Promise<CountActivesItemsResponse> =>
    inTx(ctx, async (tx, viewer, now, visible, lists) => {
      const place = placeOf(q.exibirNoAprendizado);
      const sections = await lists.sections(narrowed(await visible(place), q.secoesIds), place);
      const keys = sections.length
        ? await lists.keys({ userId: viewer.userId, secoesIds: sections.map((s) => s.id), filters: itemFiltersOf(q), now })
        : [];
      return {
        total: new Set(keys.map(keyOf)).size,
        secoes: sections.map((s) => ({ id: s.id, totalDeItens: keys.filter((k) => k.secaoId === s.id).length })),
      };
    });

  // ---------------------------------------------------------------- keep learning, suggestions

  /** GET Secao/KeepLearningPaged: enrolments between 1 and 99 percent and objects left half-way, latest activity first. */
  const keepLearning = (ctx: RequestContext, q: Page): Promise<Paged<CardItem>> =>
    inTx(ctx, async (tx, _viewer, now, sections, lists) => {
      const enrolled = await repo.enrolmentsInProgress(tx, ctx.tenantId, ctx.userId);
      const media = await repo.mediaInProgress(tx, ctx.tenantId, ctx.userId, now);
      const visible = media.length ? await lists.visibleAmong(await sections(), media) : new Set<string>();
      const all = [...enrolled, ...media.filter((m) => visible.has(keyOf(m)))].sort((a, b) => b.at.getTime() - a.at.getTime() || keyOf(a).localeCompare(keyOf(b)));
      const { page, offset, limit } = pageWindow(q.page, q.size, all.length);
      const slice = all.slice(offset, offset + limit).map(({ tipo, id }) => ({ tipo, id }));
      return pagedReply(await cards(tx, ctx, slice, now), page, q.size, all.length);
    });

  /**
   * GET Secao/SuggestedForYouPaged: visible contents the caller has not enrolled in nor started or completed, ranked
   * mandatory first, then sharing a skill with the caller's job title, then newest (docs/learner.md).
   */
  const suggested = (ctx: RequestContext, q: Page): Promise<Paged<CardItem>> =>
    inTx(ctx, async (tx, viewer, now, sections) => {
      const scope: repo.SuggestionScope = { userId: viewer.userId, cargoId: viewer.cargoId, secoesIds: await sections(), now };
      // the asked page and the total in one query; past the last page, count and read the last page instead
      let found = await repo.suggestions(tx, ctx.tenantId, scope, pageOffset(q.page, q.size), q.size);
      if (found.keys.length === 0) {
        const total = q.page > 1 ? await repo.countSuggestions(tx, ctx.tenantId, scope) : 0;
        if (total === 0) return emptyPage<CardItem>(q.size);
        found = await repo.suggestions(tx, ctx.tenantId, scope, pageWindow(q.page, q.size, total).offset, q.size);
      }
      const { page } = pageWindow(q.page, q.size, found.total);
      return pagedReply(await cards(tx, ctx, found.keys, now), page, q.size, found.total);
    });

  // ---------------------------------------------------------------- favourites

  const kindMatches = (tipos: TipoConteudoFiltro[] | undefined, tipo: ConteudoTipo, tipoMidia: string | null) =>
    !tipos?.length || tipos.includes(tipo) || (tipoMidia !== null && (tipos as string[]).includes(tipoMidia));
  const foldText = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase();

  /** GET Secao/Favoritos: the caller's favourites still visible (or enrolled in), latest bookmark first. */
  const favorites = (ctx: RequestContext, q: Page & { search?: string; tiposConteudos?: TipoConteudoFiltro[] }): Promise<FavoritesResponse> =>
    inTx(ctx, async (tx, _viewer, now, sections, lists) => {
      const rows = await repo.favoriteRows(tx, ctx.tenantId, ctx.userId, now);
      const visible = rows.length ? await lists.visibleAmong(await sections(), rows) : new Set<string>();
      const courseIds = (tipo: InscricaoTipo) => rows.filter((r) => r.tipo === tipo).map((r) => r.id);
      const enrolled = await repo.enrolmentsOf(tx, ctx.tenantId, ctx.userId, courseIds('curso'), courseIds('formacao'));
      const enrolledKeys = new Set(enrolled.map((e) => `${e.tipo}:${e.cursoId ?? e.formacaoId}`));
      const kept = rows.filter((r) => visible.has(keyOf(r)) || enrolledKeys.has(keyOf(r)));
      const d = await cardData(tx, ctx, kept);
      const built = kept
        .map((r) => ({ r, card: cardOf(ctx, d, r, now) }))
        .filter((x): x is { r: repo.FavoriteKeyRow; card: CardItem } => x.card !== null)
        .filter(({ card }) => kindMatches(q.tiposConteudos, card.tipo, card.tipoMidia))
        .filter(({ card }) => !q.search || foldText(card.titulo).includes(foldText(q.search)));
      const { page, offset, limit } = pageWindow(q.page, q.size, built.length);
      const slice = built.slice(offset, offset + limit);
      const skills = await repo.skillIdsOf(tx, ctx.tenantId, slice.map(({ r }) => r));
      const names = slice.length ? await lists.sectionNames(await sections(), slice.map(({ r }) => r)) : new Map<string, string>();
      const data = slice.map(({ r, card }): FavoriteRow => {
        const key = keyOf(r);
        const m = r.tipo === 'midia' ? d.midia.get(r.id) : undefined;
        const course = r.tipo === 'curso' ? d.curso.get(r.id) : r.tipo === 'formacao' ? d.formacao.get(r.id) : undefined;
        const enrolment = d.enrolment.get(key);
        return {
          id: card.id,
          tipo: card.tipo,
          tipoMidia: card.tipoMidia,
          titulo: card.titulo,
          sinopse: card.sinopse,
          descricao: card.descricao,
          likes: card.totalReacao,
          liked: card.reacao !== null,
          reacao: card.reacao,
          favorito: true,
          inscrito: !!enrolment,
          porcentagemDeConclusao: card.porcentagemDeConclusao,
          urlDoRecurso: m?.link ?? null,
          urlDaImagem: card.imagemDoCardHorizontal ?? card.imagemDoCardVertical,
          imagemDoCardHorizontal: card.imagemDoCardHorizontal,
          imagemDoCardVertical: card.imagemDoCardVertical,
          competenciasIds: skills.get(key) ?? [],
          expirado: card.expirado,
          scormScriptLink: m ? scormLink(ctx, m.id, m.scormScriptUrl) : null,
          obrigatorio: card.obrigatorio,
          categoriaId: card.categoriaId,
          origem: card.origem,
          dataExpirada: m ? iso(m.dataDeExpiracao) : enrolment && course ? iso(completionDeadline(enrolment.dataInscricao, course.limiteDeDiasParaConclusao)) : null,
          secaoNome: names.get(key) ?? null,
          favoritadoEm: r.criadoEm.toISOString(),
        };
      });
      return pagedReply(data, page, q.size, built.length);
    });

  // ---------------------------------------------------------------- access to one content

  /**
   * The content must exist in the tenant and be active; then it must be an item of a visible section, unless
   * `ignoreFilterSection` and the caller is enrolled (in it or in what holds it) or administers that kind.
   * 404 otherwise (the same for another tenant's id).
   */
  const assertReadable = async (tx: Tx, ctx: RequestContext, sections: () => Promise<string[]>, lists: Lists, k: ContentKey, now: Date, ignoreFilterSection = false) => {
    if ((await repo.contentActive(tx, ctx.tenantId, k, now)) !== true) throw notFound();
    if ((await lists.visibleAmong(await sections(), [k])).has(keyOf(k))) return;
    if (ignoreFilterSection && (hasPermission(ctx.permissions, ADMIN_PERMISSION[k.tipo]) || (await repo.enrolledThrough(tx, ctx.tenantId, ctx.userId, k)))) return;
    throw notFound();
  };

  /** Content a person may bookmark or react to: visible, or reached through an enrolment. */
  const assertReachable = async (tx: Tx, ctx: RequestContext, sections: () => Promise<string[]>, lists: Lists, k: ContentKey, now: Date) => {
    if ((await repo.contentActive(tx, ctx.tenantId, k, now)) !== true) throw notFound();
    if ((await lists.visibleAmong(await sections(), [k])).has(keyOf(k))) return;
    if (await repo.enrolledThrough(tx, ctx.tenantId, ctx.userId, k)) return;
    throw notFound();
  };

  // ---------------------------------------------------------------- details

  /** 'Course or trail detail' (2-learner §3). */
  const courseDetail = (ctx: RequestContext, tipo: InscricaoTipo, id: string, ignoreFilterSection?: boolean): Promise<ContentDetail> =>
    inTx(ctx, async (tx, _viewer, now, sections, lists) => {
      const k: ContentKey = { tipo, id };
      await assertReadable(tx, ctx, sections, lists, k, now, ignoreFilterSection);
      const d = await cardData(tx, ctx, [k]);
      const row = (tipo === 'curso' ? d.curso : d.formacao).get(id);
      if (!row) throw notFound();
      const enrolment = d.enrolment.get(keyOf(k));
      const view = enrolmentView(enrolment, row, now);
      const reqs = d.prereqs.filter((p) => p.ownerTipo === tipo && p.ownerId === id);
      const reqEnrolments = await repo.enrolmentsOf(
        tx,
        ctx.tenantId,
        ctx.userId,
        reqs.filter((p) => p.tipo === 'curso').map((p) => p.id),
        reqs.filter((p) => p.tipo === 'formacao').map((p) => p.id),
      );
      const reqTitles = await repo.titlesOf(tx, ctx.tenantId, reqs);
      const progressOfReq = (p: repo.PrerequisiteRow) => clampPercent(reqEnrolments.find((e) => e.tipo === p.tipo && (e.cursoId ?? e.formacaoId) === p.id)?.percentual);

      // The classroom's own outline (assessments included), so the dialog counts what the classroom shows.
      const outline = (await contentOutline(tx, ctx.tenantId, ctx.userId, { tipo, id }, now)) ?? { itens: [], etapas: [] };
      const itensDoCurso: ContentDetail['itensDoCurso'] = outline.itens.map((i) => ({
        id: i.id,
        titulo: i.name,
        tipo: i.tipo === 'avaliacao' ? 'avaliacao' : (i.midiaTipo ?? 'link'),
        descricao: i.description,
        cargaHoraria: minutesOf(i.duration),
        duracao: i.duration,
        obrigatorio: i.obrigatorio,
        porcentagemDeConclusao: i.progress,
        ...outlineFieldsOf(i),
      }));
      const stepCourseIds = outline.etapas.flatMap((e) => e.itens.flatMap((i) => (i.tipo === 'curso' ? [i.id] : [])));
      const courseWorkloads = new Map((await repo.courseRows(tx, ctx.tenantId, 'curso', stepCourseIds)).map((c) => [c.id, c.cargaHoraria]));
      const etapasDaTrilha: ContentDetail['etapasDaTrilha'] = outline.etapas.map((s) => ({
        id: s.id,
        nome: s.nome,
        cargaHoraria: s.cargaHoraria,
        itensDaEtapaDaTrilha: s.itens.map((i) => ({
          id: i.id,
          titulo: i.name,
          tipo: i.tipo,
          tipoMidia: i.midiaTipo,
          descricao: i.description,
          cargaHoraria: i.tipo === 'curso' ? (courseWorkloads.get(i.id) ?? minutesOf(i.duration)) : minutesOf(i.duration),
          duracao: i.tipo === 'curso' ? null : i.duration,
          porcentagemDeConclusao: i.progress,
          ...outlineFieldsOf(i),
        })),
      }));
      return {
        id: row.id,
        titulo: row.titulo,
        tipo: tipo === 'curso' ? 'Curso' : 'Formacao',
        descricao: row.descricao,
        sinopse: row.sinopse,
        imagemDoCardHorizontal: courseCard(ctx.tenantId, tipo, row.id, row.cardHorizontal),
        imagemDoCardVertical: courseCard(ctx.tenantId, tipo, row.id, row.cardVertical),
        cargaHoraria: row.cargaHoraria,
        favorito: d.favorites.has(keyOf(k)),
        inscrito: !!enrolment,
        ...view,
        limiteDeDiasParaConclusao: row.limiteDeDiasParaConclusao > 0 ? row.limiteDeDiasParaConclusao : null,
        podeCancelarInscricao: !!enrolment && clampPercent(enrolment.percentual) === 0,
        totalReacoes: d.reactions.totals.get(keyOf(k)) ?? 0,
        reacao: d.reactions.mine.get(keyOf(k)) ?? null,
        certificadoId: row.certificadoId,
        mandatory: row.obrigatorio,
        sequenciaObrigatoria: row.sequenciaObrigatoria,
        aproveitamentoRequerido: row.aproveitamentoRequerido,
        origem: enrolment?.origem ?? null,
        competenciasNomes: await repo.skillNamesOf(tx, ctx.tenantId, k),
        itensDoCurso,
        etapasDaTrilha,
        parametrizacaoConteudo: {
          possuiPreRequisito: reqs.length > 0,
          controleDeConsumo: { modoLiberacao: row.modoLiberacao, dataHoraLiberacao: iso(row.dataHoraLiberacao) },
          dependenciasExternas: {
            // courses first, then trails; each by title
            cursoDetalhes: reqs
              .map((p) => ({ id: p.id, titulo: reqTitles.get(`${p.tipo}:${p.id}`) ?? '', tipo: p.tipo, percentualDeProgresso: progressOfReq(p) }))
              .sort((a, b) => a.tipo.localeCompare(b.tipo) || a.titulo.localeCompare(b.titulo, 'pt') || a.id.localeCompare(b.id)),
          },
        },
      };
    });

  /** 'Media item' (2-learner §3) with the caller's own progress, favourite and reaction. */
  const mediaDetail = (ctx: RequestContext, id: string, ignoreFilterSection?: boolean): Promise<MediaDetail> =>
    inTx(ctx, async (tx, _viewer, now, sections, lists) => {
      const k: ContentKey = { tipo: 'midia', id };
      await assertReadable(tx, ctx, sections, lists, k, now, ignoreFilterSection);
      const row = await repo.fullMidia(tx, ctx.tenantId, id);
      if (!row) throw notFound();
      const d = await cardData(tx, ctx, [k]);
      const files = await repo.midiaFiles(tx, ctx.tenantId, [id]);
      const token = d.tokens.get(id)!;
      const main = files.find((f) => f.papel === 'principal');
      return {
        id: row.id,
        tipo: row.tipo,
        titulo: row.nome,
        descricao: row.descricao,
        link: row.link ?? (main ? fileUrl(id, token, main.id) : null),
        pullzone: row.pullzone,
        videoId: row.videoId,
        hlsPlaylistUrl: row.hlsPlaylistUrl ? accessUrl(id, token, row.hlsPlaylistUrl) : null,
        scormScriptLink: scormLink(ctx, id, row.scormScriptUrl),
        imagemDoCardHorizontal: d.fileOf(id, 'cardHorizontal'),
        imagemDoCardVertical: d.fileOf(id, 'cardVertical'),
        duracao: row.duracao,
        cargaHoraria: minutesOf(row.duracao),
        competenciasNomes: await repo.skillNamesOf(tx, ctx.tenantId, k),
        porcentagemDeConclusao: d.ownProgress.get(id) ?? 0,
        bloquearAvanco: row.bloquearAvanco,
        permitirDownload: row.permitirDownload,
        obrigatorio: false,
        dataDeExpiracao: iso(row.dataDeExpiracao),
        favorito: d.favorites.has(keyOf(k)),
        reacao: d.reactions.mine.get(keyOf(k)) ?? null,
        totalReacoes: d.reactions.totals.get(keyOf(k)) ?? 0,
        imagensCarrossel: files.filter((f) => f.papel === 'carrossel').map((f) => ({ id: f.id, midiaId: id, ordem: f.ordem, link: fileUrl(id, token, f.id) })),
      };
    });

  // ---------------------------------------------------------------- bookmark, reactions

  /** POST {kind}/{id}/bookmark and unbookmark (idempotent). */
  const bookmark = (ctx: RequestContext, k: ContentKey, on: boolean) =>
    inTx(ctx, async (tx, _viewer, now, sections, lists) => {
      await assertReachable(tx, ctx, sections, lists, k, now);
      if (on) await repo.addFavorite(tx, ctx.tenantId, ctx.userId, k);
      else await repo.removeFavorite(tx, ctx.tenantId, ctx.userId, k);
      return { favorito: on };
    });

  /** The caller's progress in a content for reactions: courses and trails by enrolment; objects at 100 in any context. */
  const completed = async (tx: Tx, ctx: RequestContext, k: ContentKey) => {
    if (k.tipo === 'midia') return (await repo.progressOf(tx, ctx.tenantId, ctx.userId, [k.id])).some((p) => canReact(p.percentual));
    return canReact((await repo.findEnrolment(tx, ctx.tenantId, ctx.userId, k))?.percentual);
  };

  /** POST {kind}/SetReaction: after completion only (422 before); null removes the reaction. */
  const react = (ctx: RequestContext, k: ContentKey, value: Reacao | null): Promise<SetReactionResponse> =>
    inTx(ctx, async (tx, _viewer, now, sections, lists) => {
      await assertReachable(tx, ctx, sections, lists, k, now);
      if (value !== null && !(await completed(tx, ctx, k))) throw new AppError('learner.reactAfterCompletion', 422);
      await repo.setReaction(tx, ctx.tenantId, ctx.userId, k, value);
      const { mine, totals } = await repo.reactionsAmong(tx, ctx.tenantId, ctx.userId, [k]);
      return { reacao: mine.get(keyOf(k)) ?? null, totalReacoes: totals.get(keyOf(k)) ?? 0 };
    });

  // ---------------------------------------------------------------- quick search

  /** GET midia/quickSearch: visible contents whose title contains the text (accents and case ignored), 16 of each kind. */
  const quickSearch = (ctx: RequestContext, search: string): Promise<QuickSearchResponse> => {
    const text = search.trim();
    if (!text) return Promise.resolve({ midias: [], cursos: [], formacoes: [] });
    return inTx(ctx, async (tx, viewer, now, sections) => {
      const found = await repo.searchVisible(tx, ctx.tenantId, { userId: viewer.userId, secoesIds: await sections(), filters: { search: text }, now }, LEARNER_SEARCH_SIZE);
      const built = await cards(tx, ctx, found, now);
      const of = (tipo: ConteudoTipo): QuickSearchItem[] =>
        built
          .filter((c) => c.tipo === tipo)
          .map((c) => ({ id: c.id, titulo: c.titulo, tipo: c.tipo, tipoMidia: c.tipoMidia, imagem: c.imagemDoCardHorizontal ?? c.imagemDoCardVertical }));
      return { midias: of('midia'), cursos: of('curso'), formacoes: of('formacao') };
    });
  };

  // ---------------------------------------------------------------- my progress

  /** GET usuario/progresso: the caller's active enrolments, latest first, with totals per status. */
  const myProgress = (
    ctx: RequestContext,
    q: { status?: InscricaoStatus[]; tipo?: InscricaoTipo; search?: string; pageNumber: number; pageSize: number },
  ): Promise<MyProgressResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const now = new Date();
      const filters: repo.MyProgressFilters = { tipo: q.tipo, search: q.search || undefined, status: q.status };
      const totais = Object.fromEntries(INSCRICAO_STATUS.map((s) => [s, 0])) as Record<InscricaoStatus, number>;
      for (const r of await repo.countMyProgressByStatus(tx, ctx.tenantId, ctx.userId, filters, now)) totais[r.status] = r.total;
      const total = await repo.countMyProgress(tx, ctx.tenantId, ctx.userId, filters, now);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = total === 0 ? [] : await repo.myProgress(tx, ctx.tenantId, ctx.userId, filters, now, offset, limit);
      const data = rows.map((r) => {
        const e = r.inscricao;
        const conteudoId = (e.cursoId ?? e.formacaoId)!;
        const view = enrolmentView(e, { limiteDeDiasParaConclusao: r.limite, aproveitamentoRequerido: r.requerido }, now);
        return {
          id: e.id,
          tipo: e.tipo,
          conteudoId,
          titulo: r.titulo,
          imagem: courseCard(ctx.tenantId, e.tipo, conteudoId, r.cardHorizontal) ?? courseCard(ctx.tenantId, e.tipo, conteudoId, r.cardVertical),
          cargaHoraria: r.cargaHoraria,
          porcentagemDeConclusao: clampPercent(e.percentual),
          status: view.status!,
          dataInscricao: e.dataInscricao.toISOString(),
          concluidoEm: iso(e.concluidoEm),
          expirado: view.expirado,
          dataExpiracao: view.dataExpiracao,
          obrigatorio: r.obrigatorio,
          origem: e.origem,
        };
      });
      return { ...pagedReply(data, page, q.pageSize, total), totais };
    });

  return {
    activesPaged,
    activesItemsPaged,
    activeSections,
    countActivesItems,
    keepLearning,
    suggested,
    favorites,
    courseDetail,
    mediaDetail,
    bookmark,
    react,
    quickSearch,
    myProgress,
  };
};

export type LearnerService = ReturnType<typeof createLearnerService>;
