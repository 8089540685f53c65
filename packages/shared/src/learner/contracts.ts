import { z } from 'zod';
import { queryBooleanSchema } from '../core/list-query.ts';
import { pagedSchema } from '../core/envelope.ts';
import { MIDIA_ORIGENS, MIDIA_TIPOS } from '../content/media.ts';
import { MODOS_LIBERACAO } from '../courses/rules.ts';
import { INSCRICAO_ORIGENS, INSCRICAO_STATUS, INSCRICAO_TIPOS } from '../enrolment/rules.ts';
import { SECTION_CARD_ORIENTATIONS, SECTION_ENVIRONMENTS, SECTION_TYPES } from '../sections/rules.ts';
import { REACOES } from './rules.ts';

/**
 * What a learner reads (2-learner §2 home, catalog, favourites, search; §3 'Course or trail detail', 'Card item',
 * 'Favourites row', 'Section (as read by learners)', 'Media item', Reactions; §7 Sections, Search, Media, Course,
 * Formation). Field names are the spec's; docs/learner.md lists the shapes the spec leaves open.
 */

// ---------------------------------------------------------------- constants

/** Page sizes (2-learner §9): sections 6 per page, 8 items per section, search 16, active sections 2. */
export const LEARNER_SECTIONS_PAGE_SIZE = 6;
export const LEARNER_ITEMS_PAGE_SIZE = 8;
export const LEARNER_SEARCH_SIZE = 16;
export const LEARNER_ACTIVE_SECTIONS_PAGE_SIZE = 2;
/** Largest page any learner list answers. */
export const LEARNER_PAGE_MAX = 100;
export const LEARNER_SEARCH_MAX = 200;

/** Kinds of content a learner reads. */
export const CONTEUDO_TIPOS = ['midia', 'curso', 'formacao'] as const;
export type ConteudoTipo = (typeof CONTEUDO_TIPOS)[number];

/** Values of the `tiposConteudos` filter: the three kinds, or media kinds (video, pdf...) that select those media only. */
export const TIPOS_CONTEUDOS_FILTRO = [...CONTEUDO_TIPOS, ...MIDIA_TIPOS] as const;
export type TipoConteudoFiltro = (typeof TIPOS_CONTEUDOS_FILTRO)[number];

// ---------------------------------------------------------------- query pieces

/** A comma-separated list in the query string ('a,b'), or the key repeated (?x=a&x=b). */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : [
            ...new Set(
              (Array.isArray(value) ? value : [value])
                .flatMap((v) => v.split(','))
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ],
    )
    .pipe(z.array(item).max(500).optional());

const page = z.coerce.number().int().min(1).default(1);
const size = (fallback: number) => z.coerce.number().int().min(1).max(LEARNER_PAGE_MAX).default(fallback);

/**
 * Filters shared by the home/catalog lists (2-learner §7 Sections). Every filter narrows the items:
 * - tiposConteudos: 'midia', 'curso', 'formacao' and/or media kinds ('video', 'pdf'...: those media only);
 * - categoriasIds, competenciasIds: the content's category / any of its skills;
 * - secoesIds: only these sections; obrigatorio: mandatory content (media are never mandatory);
 * - search: title contains the text, ignoring accents and case;
 * - status: the caller's enrolment status (media: not-started / on-going / completed from their own progress);
 * - origem: the content's origin (Manual, Importacao, Integracao).
 */
export const learnerFiltersSchema = z.object({
  tiposConteudos: commaList(z.enum(TIPOS_CONTEUDOS_FILTRO)),
  categoriasIds: commaList(z.uuid()),
  competenciasIds: commaList(z.uuid()),
  secoesIds: commaList(z.uuid()),
  obrigatorio: queryBooleanSchema.optional(),
  search: z.string().trim().max(LEARNER_SEARCH_MAX).optional(),
  status: commaList(z.enum(INSCRICAO_STATUS)),
  origem: commaList(z.enum(MIDIA_ORIGENS)),
});
export type LearnerFilters = z.output<typeof learnerFiltersSchema>;

// ---------------------------------------------------------------- card item

export const reacaoSchema = z.enum(REACOES);
export const conteudoTipoSchema = z.enum(CONTEUDO_TIPOS);

/** parametrizacaoDeConteudo of a card (2-learner §3 'Card item'). */
export const cardParametrizacaoSchema = z.object({
  possuiPreRequisito: z.boolean(),
  controleDeConsumo: z.object({ modoLiberacao: z.enum(MODOS_LIBERACAO), dataHoraLiberacao: z.string().nullable() }),
  dependenciasExternas: z.object({ cursoIds: z.array(z.string()), formacaoIds: z.array(z.string()) }),
});

/**
 * A card of the home and the catalog (2-learner §3 'Card item'). Images are signed addresses (null without one).
 * cargaHoraria in minutes (media: their duration rounded up to minutes); duracao in seconds (media only).
 * porcentagemDeConclusao: the caller's progress (course/trail: enrolment; media: opened on their own), null when
 * not enrolled / never opened. status: the caller's enrolment status, null when not enrolled.
 */
export const cardItemSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  tipo: conteudoTipoSchema,
  tipoMidia: z.enum(MIDIA_TIPOS).nullable(),
  descricao: z.string().nullable(),
  sinopse: z.string().nullable(),
  imagemDoCardHorizontal: z.string().nullable(),
  imagemDoCardVertical: z.string().nullable(),
  porcentagemDeConclusao: z.number().int().nullable(),
  favorito: z.boolean(),
  reacao: reacaoSchema.nullable(),
  totalReacao: z.number().int(),
  dataInscricao: z.string().nullable(),
  expirado: z.boolean(),
  diasParaExpirar: z.number().int().nullable(),
  obrigatorio: z.boolean(),
  cargaHoraria: z.number().int().nullable(),
  duracao: z.number().int().nullable(),
  status: z.enum(INSCRICAO_STATUS).nullable(),
  categoriaId: z.string().nullable(),
  origem: z.string(),
  parametrizacaoDeConteudo: cardParametrizacaoSchema,
});
export type CardItem = z.infer<typeof cardItemSchema>;
export const pagedCardItemsSchema = pagedSchema(cardItemSchema);
export type PagedCardItems = z.infer<typeof pagedCardItemsSchema>;

// ---------------------------------------------------------------- sections

/** The learner fields of a section (2-learner §3 'Section (as read by learners)'), without its items. */
export const learnerSectionBaseSchema = z.object({
  id: z.string(),
  nome: z.string(),
  observacao: z.string().nullable(),
  exibirDescricao: z.boolean(),
  tipo: z.enum(SECTION_TYPES),
  dtPublicacaoInicial: z.string().nullable(),
  dtPublicacaoFinal: z.string().nullable(),
  ordemAprendizado: z.number().int(),
  ordemCatalogo: z.number().int(),
  ambiente: z.enum(SECTION_ENVIRONMENTS),
  exibirNoAprendizado: z.boolean(),
  imagemDoCard: z.string().nullable(),
  imagemDoBanner: z.string().nullable(),
  urlDaImagem: z.string().nullable(),
  orientacaoDosCards: z.enum(SECTION_CARD_ORIENTATIONS),
  /** Visible items of the section (after the filters of the call). */
  totalDeItens: z.number().int(),
  link: z.string().nullable(),
  linkDeRedirecionamento: z.string().nullable(),
  linkDeRedirecionamentoNewTab: z.boolean(),
  ativo: z.boolean(),
});
export type LearnerSectionBase = z.infer<typeof learnerSectionBaseSchema>;

/** A section with its first `itemsSize` visible items. */
export const sectionForLearnerSchema = learnerSectionBaseSchema.extend({ itensDaSecao: z.array(cardItemSchema) });
export type SectionForLearner = z.infer<typeof sectionForLearnerSchema>;

/**
 * GET Secao/ActivesPaged. exibirNoAprendizado true: home sections (ambiente home|both, by ordemAprendizado);
 * false: catalog sections (catalog|both, by ordemCatalogo); absent: every visible section, by ordemAprendizado.
 */
export const activesPagedRequestSchema = learnerFiltersSchema.extend({
  exibirNoAprendizado: queryBooleanSchema.optional(),
  page,
  size: size(LEARNER_SECTIONS_PAGE_SIZE),
  itemsSize: size(LEARNER_ITEMS_PAGE_SIZE),
});
export type ActivesPagedRequest = z.input<typeof activesPagedRequestSchema>;
export type ActivesPagedQuery = z.output<typeof activesPagedRequestSchema>;
export const activesPagedResponseSchema = pagedSchema(sectionForLearnerSchema);
export type ActivesPagedResponse = z.infer<typeof activesPagedResponseSchema>;

/** GET Secao/{id}/ActivesItemsPaged: the visible items of one visible section, in the section's order. */
export const activesItemsPagedRequestSchema = learnerFiltersSchema.omit({ secoesIds: true }).extend({ page, size: size(LEARNER_ITEMS_PAGE_SIZE) });
export type ActivesItemsPagedRequest = z.input<typeof activesItemsPagedRequestSchema>;
export type ActivesItemsPagedQuery = z.output<typeof activesItemsPagedRequestSchema>;

/** GET Secao/KeepLearningPaged and Secao/SuggestedForYouPaged: paged CardItem. */
export const learnerPageRequestSchema = z.object({ page, size: size(LEARNER_ITEMS_PAGE_SIZE) });
export type LearnerPageRequest = z.input<typeof learnerPageRequestSchema>;

/** GET Secao/ativas: the visible sections (no items), size 2 by default. */
export const activeSectionsRequestSchema = z.object({
  exibirNoAprendizado: queryBooleanSchema.optional(),
  page,
  size: size(LEARNER_ACTIVE_SECTIONS_PAGE_SIZE),
});
export type ActiveSectionsRequest = z.input<typeof activeSectionsRequestSchema>;
export const activeSectionsResponseSchema = pagedSchema(learnerSectionBaseSchema);
export type ActiveSectionsResponse = z.infer<typeof activeSectionsResponseSchema>;

/** GET Secao/CountActivesItems: visible items per visible section; total counts each content once. */
export const countActivesItemsRequestSchema = learnerFiltersSchema.extend({ exibirNoAprendizado: queryBooleanSchema.optional() });
export type CountActivesItemsRequest = z.input<typeof countActivesItemsRequestSchema>;
export const countActivesItemsResponseSchema = z.object({
  total: z.number().int(),
  secoes: z.array(z.object({ id: z.string(), totalDeItens: z.number().int() })),
});
export type CountActivesItemsResponse = z.infer<typeof countActivesItemsResponseSchema>;

// ---------------------------------------------------------------- favourites

/**
 * A row of GET Secao/Favoritos (2-learner §3 'Favourites row'). likes: reactions of everybody; liked: the caller
 * reacted; urlDoRecurso: the media link (link media) or null; urlDaImagem: the horizontal card (else the vertical);
 * dataExpirada: when the content stops being available to the caller (media expiry, or the enrolment deadline);
 * secaoNome: the first visible section holding it (null when only enrolled). favoritadoEm: when it was bookmarked.
 */
export const favoriteRowSchema = z.object({
  id: z.string(),
  tipo: conteudoTipoSchema,
  tipoMidia: z.enum(MIDIA_TIPOS).nullable(),
  titulo: z.string(),
  sinopse: z.string().nullable(),
  descricao: z.string().nullable(),
  likes: z.number().int(),
  liked: z.boolean(),
  reacao: reacaoSchema.nullable(),
  favorito: z.boolean(),
  inscrito: z.boolean(),
  porcentagemDeConclusao: z.number().int().nullable(),
  urlDoRecurso: z.string().nullable(),
  urlDaImagem: z.string().nullable(),
  imagemDoCardHorizontal: z.string().nullable(),
  imagemDoCardVertical: z.string().nullable(),
  competenciasIds: z.array(z.string()),
  expirado: z.boolean(),
  scormScriptLink: z.string().nullable(),
  obrigatorio: z.boolean(),
  categoriaId: z.string().nullable(),
  origem: z.string(),
  dataExpirada: z.string().nullable(),
  secaoNome: z.string().nullable(),
  favoritadoEm: z.string(),
});
export type FavoriteRow = z.infer<typeof favoriteRowSchema>;
export const favoritesRequestSchema = z.object({
  page,
  size: size(LEARNER_ITEMS_PAGE_SIZE),
  search: z.string().trim().max(LEARNER_SEARCH_MAX).optional(),
  tiposConteudos: commaList(z.enum(TIPOS_CONTEUDOS_FILTRO)),
});
export type FavoritesRequest = z.input<typeof favoritesRequestSchema>;
export const favoritesResponseSchema = pagedSchema(favoriteRowSchema);
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

// ---------------------------------------------------------------- details

/** `ignoreFilterSection=true` skips the section check when the caller is enrolled or administers that content. */
export const detailRequestSchema = z.object({ ignoreFilterSection: queryBooleanSchema.optional() });
export type DetailRequest = z.input<typeof detailRequestSchema>;

/**
 * What the detail dialog shows of an item beyond its name, as the classroom's outline gives it (docs/learner.md):
 * `dataHoraLiberacao` the ISO instant it is released at (null when released immediately), `liberado` whether that
 * instant has passed, `concluidoEm` when the caller completed it (null while not complete).
 */
const outlineFields = {
  dataHoraLiberacao: z.string().nullable(),
  liberado: z.boolean(),
  concluidoEm: z.string().nullable(),
};

/** Kinds of a course item in the detail: the media kind of an object, or 'avaliacao' for an assessment. */
export const COURSE_DETAIL_ITEM_TIPOS = [...MIDIA_TIPOS, 'avaliacao'] as const;
export type CourseDetailItemTipo = (typeof COURSE_DETAIL_ITEM_TIPOS)[number];

/**
 * An item of a course, as its classroom lists it: a repository object (tipo its media kind) or an assessment (tipo
 * 'avaliacao'). cargaHoraria in minutes, duracao in seconds (an assessment: its timer); progress in this course.
 */
export const courseDetailItemSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  tipo: z.enum(COURSE_DETAIL_ITEM_TIPOS),
  descricao: z.string().nullable(),
  cargaHoraria: z.number().int().nullable(),
  duracao: z.number().int().nullable(),
  obrigatorio: z.boolean(),
  porcentagemDeConclusao: z.number().int(),
  ...outlineFields,
});
export type CourseDetailItem = z.infer<typeof courseDetailItemSchema>;

/**
 * An item of a trail step, as the trail's classroom lists it: a course (tipo 'curso'), an object (tipo 'midia', with
 * tipoMidia) or an assessment (tipo 'avaliacao'). porcentagemDeConclusao: its progress in the trail — 100 for a
 * course or object the caller concluded on its own (completed work counts everywhere).
 */
export const trailStepItemSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  tipo: z.enum(['curso', 'midia', 'avaliacao']),
  tipoMidia: z.enum(MIDIA_TIPOS).nullable(),
  descricao: z.string().nullable(),
  cargaHoraria: z.number().int().nullable(),
  duracao: z.number().int().nullable(),
  porcentagemDeConclusao: z.number().int(),
  ...outlineFields,
});
export type TrailStepItem = z.infer<typeof trailStepItemSchema>;
export const trailStepSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cargaHoraria: z.number().int().nullable(),
  itensDaEtapaDaTrilha: z.array(trailStepItemSchema),
});
export type TrailStep = z.infer<typeof trailStepSchema>;

/** A prerequisite with the caller's progress in it (0 when not enrolled). */
export const prerequisiteDetailSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  tipo: z.enum(INSCRICAO_TIPOS),
  percentualDeProgresso: z.number().int(),
});
export type PrerequisiteDetail = z.infer<typeof prerequisiteDetailSchema>;

export const detailParametrizacaoSchema = z.object({
  possuiPreRequisito: z.boolean(),
  controleDeConsumo: z.object({ modoLiberacao: z.enum(MODOS_LIBERACAO), dataHoraLiberacao: z.string().nullable() }),
  dependenciasExternas: z.object({ cursoDetalhes: z.array(prerequisiteDetailSchema) }),
});

/**
 * The 'Course or trail detail' (2-learner §3) of GET Secao/item/{curso|trilha}/detalhes/{id} and
 * {curso|formacao}/Detalhes/{id}. tipo 'Curso' or 'Formacao'. Enrolment fields are null when the caller is not
 * enrolled; dataExpiracao = dataInscricao + limiteDeDiasParaConclusao days (null without a limit).
 * itensDoCurso: courses only (empty for trails); etapasDaTrilha: trails only (empty for courses).
 */
export const contentDetailSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  tipo: z.enum(['Curso', 'Formacao']),
  descricao: z.string().nullable(),
  sinopse: z.string().nullable(),
  imagemDoCardHorizontal: z.string().nullable(),
  imagemDoCardVertical: z.string().nullable(),
  cargaHoraria: z.number().int().nullable(),
  favorito: z.boolean(),
  inscrito: z.boolean(),
  dataInscricao: z.string().nullable(),
  porcentagemDeConclusao: z.number().int().nullable(),
  status: z.enum(INSCRICAO_STATUS).nullable(),
  expirado: z.boolean(),
  limiteDeDiasParaConclusao: z.number().int().nullable(),
  diasParaExpirar: z.number().int().nullable(),
  dataExpiracao: z.string().nullable(),
  podeCancelarInscricao: z.boolean(),
  totalReacoes: z.number().int(),
  reacao: reacaoSchema.nullable(),
  certificadoId: z.string().nullable(),
  mandatory: z.boolean(),
  sequenciaObrigatoria: z.boolean(),
  aproveitamentoRequerido: z.number().int(),
  origem: z.enum(INSCRICAO_ORIGENS).nullable(),
  competenciasNomes: z.array(z.string()),
  itensDoCurso: z.array(courseDetailItemSchema),
  etapasDaTrilha: z.array(trailStepSchema),
  parametrizacaoConteudo: detailParametrizacaoSchema,
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

/** A carousel image of a media item: signed address, in order. */
export const carouselImageSchema = z.object({ id: z.string(), midiaId: z.string(), ordem: z.number().int(), link: z.string() });

/**
 * The 'Media item' (2-learner §3) of GET Secao/item/midia/detalhes/{id} and midia/Detalhes/{id}. link: the address
 * the player opens (a signed address of the stored file, the HLS playlist for processed video, or the external link);
 * porcentagemDeConclusao: the caller's progress with the object opened on its own (0 when never opened).
 */
export const mediaDetailSchema = z.object({
  id: z.string(),
  tipo: z.enum(MIDIA_TIPOS),
  titulo: z.string(),
  descricao: z.string().nullable(),
  link: z.string().nullable(),
  pullzone: z.string().nullable(),
  videoId: z.string().nullable(),
  hlsPlaylistUrl: z.string().nullable(),
  scormScriptLink: z.string().nullable(),
  imagemDoCardHorizontal: z.string().nullable(),
  imagemDoCardVertical: z.string().nullable(),
  duracao: z.number().int().nullable(),
  cargaHoraria: z.number().int().nullable(),
  competenciasNomes: z.array(z.string()),
  porcentagemDeConclusao: z.number().int(),
  bloquearAvanco: z.boolean(),
  permitirDownload: z.boolean(),
  obrigatorio: z.boolean(),
  dataDeExpiracao: z.string().nullable(),
  favorito: z.boolean(),
  reacao: reacaoSchema.nullable(),
  totalReacoes: z.number().int(),
  imagensCarrossel: z.array(carouselImageSchema),
});
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

// ---------------------------------------------------------------- bookmark and reactions

export const bookmarkResponseSchema = z.object({ favorito: z.boolean() });
export type BookmarkResponse = z.infer<typeof bookmarkResponseSchema>;

/** POST {midia|curso|formacao}/SetReaction: one reaction per person and content; null removes it. */
export const setReactionRequestSchema = z.object({ id: z.uuid(), reacao: reacaoSchema.nullable() });
export type SetReactionRequest = z.input<typeof setReactionRequestSchema>;
export const setReactionResponseSchema = z.object({ reacao: reacaoSchema.nullable(), totalReacoes: z.number().int() });
export type SetReactionResponse = z.infer<typeof setReactionResponseSchema>;

// ---------------------------------------------------------------- quick search

export const quickSearchQuerySchema = z.object({ search: z.string().max(LEARNER_SEARCH_MAX).default('') });
/** An item of the quick search: tipo is 'midia', 'curso' or 'formacao'; tipoMidia the media kind (media only). */
export const quickSearchItemSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  tipo: z.string(),
  tipoMidia: z.enum(MIDIA_TIPOS).nullable().optional(),
  imagem: z.string().nullable(),
});
export type QuickSearchItem = z.infer<typeof quickSearchItemSchema>;
export const quickSearchResponseSchema = z.object({
  midias: z.array(quickSearchItemSchema),
  cursos: z.array(quickSearchItemSchema),
  formacoes: z.array(quickSearchItemSchema),
});
export type QuickSearchResponse = z.infer<typeof quickSearchResponseSchema>;

// ---------------------------------------------------------------- my progress

/** GET usuario/progresso ('Meu Progresso'): the caller's active enrolments, latest first. */
export const myProgressRequestSchema = z.object({
  status: commaList(z.enum(INSCRICAO_STATUS)),
  tipo: z.enum(INSCRICAO_TIPOS).optional(),
  search: z.string().trim().max(LEARNER_SEARCH_MAX).optional(),
  pageNumber: page,
  pageSize: size(10),
});
export type MyProgressRequest = z.input<typeof myProgressRequestSchema>;
export const myProgressRowSchema = z.object({
  id: z.string(),
  tipo: z.enum(INSCRICAO_TIPOS),
  conteudoId: z.string(),
  titulo: z.string(),
  imagem: z.string().nullable(),
  cargaHoraria: z.number().int().nullable(),
  porcentagemDeConclusao: z.number().int(),
  status: z.enum(INSCRICAO_STATUS),
  dataInscricao: z.string(),
  concluidoEm: z.string().nullable(),
  expirado: z.boolean(),
  dataExpiracao: z.string().nullable(),
  obrigatorio: z.boolean(),
  origem: z.enum(INSCRICAO_ORIGENS),
});
export type MyProgressRow = z.infer<typeof myProgressRowSchema>;
/** totais: the caller's enrolments per status (every status present, before the status filter; other filters apply). */
export const myProgressResponseSchema = pagedSchema(myProgressRowSchema).extend({
  totais: z.record(z.enum(INSCRICAO_STATUS), z.number().int()),
});
export type MyProgressResponse = z.infer<typeof myProgressResponseSchema>;
