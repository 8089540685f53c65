/**
 * Messages of the sections (3-admin §5, §8), spread into the shared catalogue (i18n/messages.ts).
 * Portuguese is the reference wording.
 */
export const sectionsMessages = {
  'sections.notFound': { pt: 'Seção não encontrada.', en: 'Section not found.', es: 'Sección no encontrada.' },
  'sections.audienceExclusive': {
    pt: 'Uma seção vincula segmentações ou unidade/departamento/cargo, nunca os dois.',
    en: 'A section links either segmentations or unit/department/job title, never both.',
    es: 'Una sección vincula segmentaciones o unidad/departamento/cargo, nunca los dos.',
  },
  'sections.publicationWindow': {
    pt: 'A data inicial de publicação deve ser anterior ou igual à data final.',
    en: 'The publication start must be before or equal to its end.',
    es: 'La fecha inicial de publicación debe ser anterior o igual a la final.',
  },
  'sections.duplicateItem': { pt: 'Um item aparece mais de uma vez na seção.', en: 'An item appears more than once in the section.', es: 'Un ítem aparece más de una vez en la sección.' },
  'sections.itemNotFound': {
    pt: 'Um ou mais itens informados não existem nesta empresa.',
    en: 'One or more items given do not exist in this company.',
    es: 'Uno o más ítems informados no existen en esta empresa.',
  },
  'sections.segmentationNotFound': {
    pt: 'Uma ou mais segmentações informadas não existem nesta empresa.',
    en: 'One or more segmentations given do not exist in this company.',
    es: 'Una o más segmentaciones informadas no existen en esta empresa.',
  },
  'sections.contractNotFound': { pt: 'Um ou mais contratos informados não existem.', en: 'One or more contracts given do not exist.', es: 'Uno o más contratos informados no existen.' },
  'sections.orderUnknown': {
    pt: 'Uma ou mais seções da ordenação não existem nesta empresa.',
    en: 'One or more sections of the ordering do not exist in this company.',
    es: 'Una o más secciones del orden no existen en esta empresa.',
  },
  'sections.uploadError': { pt: 'Erro ao tentar realizar upload do arquivo!', en: 'Error uploading the file!', es: '¡Error al intentar subir el archivo!' },
  'sections.itemsLoadError': { pt: 'Erro ao buscar items da seção!', en: 'Error loading the items of the section!', es: '¡Error al buscar los ítems de la sección!' },
  'sections.contractsError': {
    pt: 'Erro ao tentar vincular contratos a seção!',
    en: 'Error linking contracts to the section!',
    es: '¡Error al intentar vincular contratos a la sección!',
  },
  'sections.loadError': { pt: 'Erro ao buscar lista de seções!', en: 'Error loading the list of sections!', es: '¡Error al buscar la lista de secciones!' },
  'sections.invalidUrl': { pt: 'Endereço inválido (use http:// ou https://).', en: 'Invalid address (use http:// or https://).', es: 'Dirección no válida (use http:// o https://).' },
  'sections.colTipo': { pt: 'Tipo', en: 'Type', es: 'Tipo' },
  'sections.colAmbiente': { pt: 'Ambiente', en: 'Environment', es: 'Ambiente' },
  'sections.colStatus': { pt: 'Status', en: 'Status', es: 'Estado' },
  'sections.colInicio': { pt: 'Publicação inicial', en: 'Publication start', es: 'Publicación inicial' },
  'sections.colFim': { pt: 'Publicação final', en: 'Publication end', es: 'Publicación final' },
  'sections.colOrdemAprendizado': { pt: 'Ordem no aprendizado', en: 'Home order', es: 'Orden en el aprendizaje' },
  'sections.colOrdemCatalogo': { pt: 'Ordem no catálogo', en: 'Catalog order', es: 'Orden en el catálogo' },
  'sections.colItens': { pt: 'Itens', en: 'Items', es: 'Ítems' },
  'sections.colPublico': { pt: 'Público', en: 'Everyone', es: 'Público' },
  'sections.exportTitle': { pt: 'Seções', en: 'Sections', es: 'Secciones' },
} as const;
