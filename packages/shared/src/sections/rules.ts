/**
 * Rules of the sections (3-admin §3, §5) shared by the API and the web form.
 */

export const SECTION_TYPES = ['conteudo', 'comunicacao'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Where a section shows: the learner's home (exibirNoAprendizado), the catalog, or both. */
export const SECTION_ENVIRONMENTS = ['home', 'catalog', 'both'] as const;
export type SectionEnvironment = (typeof SECTION_ENVIRONMENTS)[number];

export const SECTION_CARD_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type SectionCardOrientation = (typeof SECTION_CARD_ORIENTATIONS)[number];

/** Kinds of items a section holds, in order. */
export const SECTION_ITEM_KINDS = ['midia', 'curso', 'formacao'] as const;
export type SectionItemKind = (typeof SECTION_ITEM_KINDS)[number];

/** The two orders of POST Secao/Ordenar: home (ordemAprendizado) and catalog (ordemCatalogo). */
export const SECTION_ORDER_FIELDS = ['ordemAprendizado', 'ordemCatalogo'] as const;
export type SectionOrderField = (typeof SECTION_ORDER_FIELDS)[number];

/** Card and banner images (3-admin §5): the design's pixel sizes and the 3 MB limit. */
export const SECTION_IMAGE_ROLES = ['Card', 'Banner'] as const;
export type SectionImageRole = (typeof SECTION_IMAGE_ROLES)[number];
export const SECTION_IMAGE_MAX_MB = 3;
export const SECTION_IMAGE_MAX_BYTES = SECTION_IMAGE_MAX_MB * 1024 * 1024;
export const SECTION_IMAGE_SIZES: Record<SectionImageRole, { width: number; height: number }> = {
  Card: { width: 1152, height: 335 },
  Banner: { width: 1156, height: 384 },
};
export const SECTION_IMAGE_EXTENSIONS = ['jpg', 'png', 'webp', 'gif'] as const;

/** Whether an image has the design's size for its role (other sizes are accepted; the form warns). */
export const hasDesignSize = (role: SectionImageRole, width: number, height: number): boolean =>
  SECTION_IMAGE_SIZES[role].width === width && SECTION_IMAGE_SIZES[role].height === height;

export type SectionAudience = { segmentacoesIds: string[]; cargosIds: string[]; departamentosIds: string[]; unidadesDeNegociosIds: string[] };

/** A section links either segmentations or job titles / departments / units, never both (3-admin §5). */
export const audienceIsExclusive = (a: SectionAudience): boolean =>
  a.segmentacoesIds.length === 0 || a.cargosIds.length + a.departamentosIds.length + a.unidadesDeNegociosIds.length === 0;

/** The publication window: both ends optional; when both are given, start <= end. */
export const windowIsValid = (start: string | null | undefined, end: string | null | undefined): boolean =>
  !start || !end || new Date(start).getTime() <= new Date(end).getTime();

/** Publication state at `now`: scheduled (before the start), published (inside the window) or ended (after the end). */
export const SECTION_STATUSES = ['agendada', 'publicada', 'encerrada'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];
export const sectionStatus = (start: string | null, end: string | null, now = new Date()): SectionStatus => {
  if (start && new Date(start).getTime() > now.getTime()) return 'agendada';
  if (end && new Date(end).getTime() < now.getTime()) return 'encerrada';
  return 'publicada';
};

export const showsOnHome = (env: SectionEnvironment) => env !== 'catalog';
export const showsOnCatalog = (env: SectionEnvironment) => env !== 'home';

/**
 * The new positions after an ordering: the given ids first, in that order, then the others of `current` in their
 * previous order. Returns [id, position] pairs numbered from 1.
 */
export const applyOrder = (current: readonly string[], ordered: readonly string[]): [string, number][] => {
  const given = new Set(ordered);
  return [...ordered, ...current.filter((id) => !given.has(id))].map((id, i) => [id, i + 1]);
};
