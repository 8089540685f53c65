/**
 * Messages of the segmentations (3-admin §3, §5, §8), spread into the shared catalogue (i18n/messages.ts).
 * Portuguese is the reference wording.
 */
export const segmentationsMessages = {
  'segmentations.notFound': { pt: 'Segmentação não encontrada.', en: 'Segmentation not found.', es: 'Segmentación no encontrada.' },
  'segmentations.needsLink': {
    pt: 'Informe pelo menos um vínculo: cargo, departamento, unidade, gênero ou usuário.',
    en: 'Choose at least one criterion: job title, department, unit, gender or user.',
    es: 'Informe al menos un vínculo: cargo, departamento, unidad, género o usuario.',
  },
  'segmentations.duplicateName': {
    pt: 'Já existe uma segmentação com este nome.',
    en: 'A segmentation with this name already exists.',
    es: 'Ya existe una segmentación con este nombre.',
  },
  'segmentations.jobTitleNotFound': {
    pt: 'Um ou mais cargos informados não existem nesta empresa.',
    en: 'One or more job titles given do not exist in this company.',
    es: 'Uno o más cargos informados no existen en esta empresa.',
  },
  'segmentations.departmentNotFound': {
    pt: 'Um ou mais departamentos informados não existem nesta empresa.',
    en: 'One or more departments given do not exist in this company.',
    es: 'Uno o más departamentos informados no existen en esta empresa.',
  },
  'segmentations.unitNotFound': {
    pt: 'Uma ou mais unidades informadas não existem nesta empresa.',
    en: 'One or more units given do not exist in this company.',
    es: 'Una o más unidades informadas no existen en esta empresa.',
  },
  'segmentations.userNotFound': {
    pt: 'Um ou mais usuários informados não existem nesta empresa.',
    en: 'One or more users given do not exist in this company.',
    es: 'Uno o más usuarios informados no existen en esta empresa.',
  },
  'segmentations.usersLoadError': {
    pt: 'Erro ao buscar usuários da segmentação!',
    en: 'Error loading the users of the segmentation!',
    es: '¡Error al buscar los usuarios de la segmentación!',
  },
  'segmentations.loadError': {
    pt: 'Erro ao buscar lista de segmentações!',
    en: 'Error loading the list of segmentations!',
    es: '¡Error al buscar la lista de segmentaciones!',
  },
  'segmentations.exportTitle': { pt: 'Segmentações', en: 'Segmentations', es: 'Segmentaciones' },
  'segmentations.operatorOr': { pt: 'OU', en: 'OR', es: 'O' },
  'segmentations.operatorAnd': { pt: 'E', en: 'AND', es: 'Y' },
} as const;
