/**
 * Messages of the business units (unidadeDeNegocio, 3-admin §3, §8, §9), spread into the shared catalogue
 * (i18n/messages.ts). Portuguese is the reference wording.
 */
export const unitsMessages = {
  'units.notFound': { pt: 'Unidade de negócio não encontrada.', en: 'Business unit not found.', es: 'Unidad de negocio no encontrada.' },
  'units.parentNotFound': {
    pt: 'A unidade superior informada não existe.',
    en: 'The parent unit given does not exist.',
    es: 'La unidad superior informada no existe.',
  },
  'units.maxLevels': {
    pt: 'A estrutura de unidades permite no máximo 5 níveis.',
    en: 'The unit structure allows at most 5 levels.',
    es: 'La estructura de unidades permite como máximo 5 niveles.',
  },
  'units.cycle': {
    pt: 'Uma unidade não pode ficar subordinada a ela mesma nem a uma de suas unidades subordinadas.',
    en: 'A unit cannot be placed under itself or under one of its own sub-units.',
    es: 'Una unidad no puede quedar subordinada a sí misma ni a una de sus unidades subordinadas.',
  },
  'units.duplicateCode': {
    pt: 'Já existe uma unidade com este código.',
    en: 'A unit with this code already exists.',
    es: 'Ya existe una unidad con este código.',
  },
  'units.duplicateName': {
    pt: 'Já existe uma unidade com este nome sob a mesma unidade superior.',
    en: 'A unit with this name already exists under the same parent unit.',
    es: 'Ya existe una unidad con este nombre bajo la misma unidad superior.',
  },
  'units.hasChildren': {
    pt: 'Não é possível excluir esta unidade: ela possui {{count}} unidades subordinadas.',
    en: 'This unit cannot be deleted: it has {{count}} sub-units.',
    es: 'No es posible eliminar esta unidad: tiene {{count}} unidades subordinadas.',
  },
  'units.hasChildren_one': {
    pt: 'Não é possível excluir esta unidade: ela possui {{count}} unidade subordinada.',
    en: 'This unit cannot be deleted: it has {{count}} sub-unit.',
    es: 'No es posible eliminar esta unidad: tiene {{count}} unidad subordinada.',
  },
  'units.inUse': {
    pt: 'Não é possível excluir esta unidade: {{count}} usuários vinculados a ela.',
    en: 'This unit cannot be deleted: {{count}} users are linked to it.',
    es: 'No es posible eliminar esta unidad: {{count}} usuarios vinculados a ella.',
  },
  'units.inUse_one': {
    pt: 'Não é possível excluir esta unidade: {{count}} usuário vinculado a ela.',
    en: 'This unit cannot be deleted: {{count}} user is linked to it.',
    es: 'No es posible eliminar esta unidad: {{count}} usuario vinculado a ella.',
  },
  'units.loadError': {
    pt: 'Erro ao buscar lista de unidades!',
    en: 'Error loading the list of units!',
    es: '¡Error al buscar la lista de unidades!',
  },
  'units.exportTitle': { pt: 'Unidades de Negócio', en: 'Business units', es: 'Unidades de negocio' },
  'units.columnPath': { pt: 'Caminho', en: 'Path', es: 'Ruta de aprendizaje' },
  'units.columnCode': { pt: 'Código', en: 'Code', es: 'Código' },
  'units.columnLevel': { pt: 'Nível', en: 'Level', es: 'Nivel' },
  'units.columnParent': { pt: 'Unidade superior', en: 'Parent unit', es: 'Unidad superior' },
} as const;
