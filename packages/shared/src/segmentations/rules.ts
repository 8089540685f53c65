/**
 * Audience rules of a segmentation (3-admin §3, §5): lists of job titles, departments, business units, genders and
 * users joined by an operator. OR: a user matching any non-empty list belongs to the audience. AND: a user must match
 * every non-empty list (job title in the list AND department in the list AND ...; a users list under AND means the user
 * must be one of them). Empty lists do not take part; a segmentation with no list at all matches nobody (and cannot be
 * saved). The server's SQL (segmentations.repository.ts) follows the same semantics, checked against this function.
 */

export const SEGMENTATION_OPERATORS = ['OR', 'AND'] as const;
export type SegmentationOperator = (typeof SEGMENTATION_OPERATORS)[number];

/** Gender values as users store them (`usuario.genero`): Masculino, Feminino, Não-Binário. */
export const SEGMENTATION_GENDERS = ['male', 'female', 'non-binary'] as const;
export type SegmentationGender = (typeof SEGMENTATION_GENDERS)[number];

/** The rule part of a segmentation. */
export type SegmentationRules = {
  operator: SegmentationOperator;
  cargosIds: readonly string[];
  departamentosIds: readonly string[];
  unidadesDeNegociosIds: readonly string[];
  generos: readonly string[];
  usuariosIds: readonly string[];
};

/** What the rules look at in a user. */
export type SegmentableUser = {
  id: string;
  cargoId: string | null;
  departamentoId: string | null;
  unidadeDeNegocioId: string | null;
  genero: string | null;
};

export const SEGMENTATION_LIST_FIELDS = ['cargosIds', 'departamentosIds', 'unidadesDeNegociosIds', 'generos', 'usuariosIds'] as const;
export type SegmentationListField = (typeof SEGMENTATION_LIST_FIELDS)[number];

/** True when at least one list holds an entry (a segmentation needs at least one link). */
export const hasAnyLink = (rules: Omit<SegmentationRules, 'operator'>): boolean => SEGMENTATION_LIST_FIELDS.some((field) => rules[field].length > 0);

/** The user's value each list is compared with. */
const valueOf = (user: SegmentableUser, field: SegmentationListField): string | null =>
  ({
    cargosIds: user.cargoId,
    departamentosIds: user.departamentoId,
    unidadesDeNegociosIds: user.unidadeDeNegocioId,
    generos: user.genero,
    usuariosIds: user.id,
  })[field];

/** Whether the user belongs to the segmentation's audience (activity of the user or segmentation is not looked at). */
export const segmentationMatches = (user: SegmentableUser, segmentation: SegmentationRules): boolean => {
  const lists = SEGMENTATION_LIST_FIELDS.filter((field) => segmentation[field].length > 0);
  if (lists.length === 0) return false;
  const inList = (field: SegmentationListField) => {
    const value = valueOf(user, field);
    return value !== null && segmentation[field].includes(value);
  };
  return segmentation.operator === 'AND' ? lists.every(inList) : lists.some(inList);
};

/** Whether the user belongs to any of the segmentations (how sections and notifications combine several). */
export const matchesAnySegmentation = (user: SegmentableUser, segmentations: readonly SegmentationRules[]): boolean =>
  segmentations.some((s) => segmentationMatches(user, s));
