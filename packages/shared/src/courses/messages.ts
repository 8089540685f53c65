/**
 * Messages of courses and trails (3-admin §3, §5, §8), spread into the shared catalogue (i18n/messages.ts).
 * Portuguese is the reference wording.
 */
export const coursesMessages = {
  'cursos.notFound': { pt: 'Curso não encontrado.', en: 'Course not found.', es: 'Curso no encontrado.' },
  'formacoes.notFound': { pt: 'Trilha não encontrada.', en: 'Learning path not found.', es: 'Ruta de aprendizaje no encontrada.' },
  'cursos.duplicateCode': { pt: 'Já existe um curso com este código.', en: 'A course with this code already exists.', es: 'Ya existe un curso con este código.' },
  'formacoes.duplicateCode': { pt: 'Já existe uma trilha com este código.', en: 'A learning path with this code already exists.', es: 'Ya existe una ruta de aprendizaje con este código.' },
  'formacoes.duplicateStepName': {
    pt: 'Já existe uma etapa com este nome na trilha.',
    en: 'The learning path already has a step with this name.',
    es: 'La ruta de aprendizaje ya tiene una etapa con este nombre.',
  },
  'cursos.duplicateItem': { pt: 'Este item já foi adicionado.', en: 'This item has already been added.', es: 'Este elemento ya fue agregado.' },
  'cursos.requiredScoreRange': {
    pt: 'O aproveitamento requerido deve estar entre 0 e 100.',
    en: 'The required score must be between 0 and 100.',
    es: 'El aprovechamiento requerido debe estar entre 0 y 100.',
  },
  'cursos.releaseDateRequired': {
    pt: 'Informe a data e hora de liberação do conteúdo.',
    en: 'Enter the date and time the content is released.',
    es: 'Indique la fecha y hora de liberación del contenido.',
  },
  'cursos.categoryNotFound': { pt: 'Categoria não encontrada.', en: 'Category not found.', es: 'Categoría no encontrada.' },
  'cursos.competencyNotFound': {
    pt: 'Uma das competências informadas não existe.',
    en: 'One of the skills given does not exist.',
    es: 'Una de las competencias indicadas no existe.',
  },
  'cursos.termNotFound': { pt: 'Termo de uso não encontrado.', en: 'Terms of use not found.', es: 'Términos de uso no encontrados.' },
  'cursos.itemNotFound': {
    pt: 'Um dos objetos informados não existe.',
    en: 'One of the objects given does not exist.',
    es: 'Uno de los objetos indicados no existe.',
  },
  'cursos.courseItemNotFound': {
    pt: 'Um dos cursos informados não existe.',
    en: 'One of the courses given does not exist.',
    es: 'Uno de los cursos indicados no existe.',
  },
  'cursos.prerequisiteNotFound': {
    pt: 'Um dos pré-requisitos informados não existe.',
    en: 'One of the prerequisites given does not exist.',
    es: 'Uno de los requisitos previos indicados no existe.',
  },
  'cursos.selfPrerequisite': {
    pt: 'O conteúdo não pode ser pré-requisito de si mesmo.',
    en: 'Content cannot be a prerequisite of itself.',
    es: 'El contenido no puede ser requisito previo de sí mismo.',
  },
  'cursos.prerequisiteCycle': {
    pt: 'Os pré-requisitos formam um ciclo: {{path}}.',
    en: 'The prerequisites form a cycle: {{path}}.',
    es: 'Los requisitos previos forman un ciclo: {{path}}.',
  },
  'cursos.exportTitle': { pt: 'Cursos', en: 'Courses', es: 'Cursos' },
  'formacoes.exportTitle': { pt: 'Trilhas', en: 'Learning paths', es: 'Rutas de aprendizaje' },
  'formacoes.removed': { pt: 'Trilha removida com sucesso', en: 'Learning path removed successfully', es: 'Ruta de aprendizaje eliminada con éxito' },
  'cursos.removeWarning': {
    pt: 'Remover este item não poderá ser desfeito.',
    en: 'Removing this item cannot be undone.',
    es: 'Eliminar este elemento no se podrá deshacer.',
  },
  'cursos.columnTitulo': { pt: 'Título', en: 'Title', es: 'Título' },
  'cursos.columnCodigo': { pt: 'Código', en: 'Code', es: 'Código' },
  'cursos.columnObrigatorio': { pt: 'Obrigatório', en: 'Mandatory', es: 'Obligatorio' },
  'cursos.columnCargaHoraria': { pt: 'Carga horária', en: 'Workload', es: 'Carga horaria' },
  'cursos.columnCategoria': { pt: 'Categoria', en: 'Category', es: 'Categoría' },
  'cursos.columnOrigem': { pt: 'Origem', en: 'Origin', es: 'Origen' },
  'cursos.columnItens': { pt: 'Itens', en: 'Items', es: 'Elementos' },
  'formacoes.columnEtapas': { pt: 'Etapas', en: 'Steps', es: 'Etapas' },
  'cursos.yes': { pt: 'Sim', en: 'Yes', es: 'Sí' },
  'cursos.no': { pt: 'Não', en: 'No', es: 'No' },
} as const;
