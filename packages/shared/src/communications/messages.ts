/** Messages of communications (3-admin §5, §7, §8; 2-learner §8), pt/en/es. */
export const communicationsMessages = {
  'communications.loadListError': { pt: 'Falha ao carregar comunicações.', en: 'Failed to load communications.', es: 'Error al cargar las comunicaciones.' },
  'communications.loadError': { pt: 'Falha ao carregar comunicação.', en: 'Failed to load the communication.', es: 'Error al cargar la comunicación.' },
  'communications.notFound': { pt: 'Comunicação não encontrada.', en: 'Communication not found.', es: 'Comunicación no encontrada.' },
  'communications.contractsError': {
    pt: 'Erro ao tentar vincular contratos a comunicação!',
    en: 'Error linking contracts to the communication!',
    es: '¡Error al intentar vincular contratos a la comunicación!',
  },
  'communications.contractNotFound': {
    pt: 'Um ou mais contratos informados não existem.',
    en: 'One or more contracts given do not exist.',
    es: 'Uno o más contratos informados no existen.',
  },
  'communications.postRequired': { pt: 'Informe ao menos uma postagem.', en: 'Add at least one post.', es: 'Agregue al menos una publicación.' },
  'communications.postTitleOrImage': {
    pt: 'A postagem precisa de um título ou de uma imagem.',
    en: 'The post needs a title or an image.',
    es: 'La publicación necesita un título o una imagen.',
  },
  'communications.windowInvalid': {
    pt: 'A data de término deve ser posterior à data de início.',
    en: 'The end date must be after the start date.',
    es: 'La fecha de término debe ser posterior a la fecha de inicio.',
  },
  'communications.audienceExclusive': {
    pt: 'Escolha segmentações ou cargos, departamentos e unidades, não ambos.',
    en: 'Choose segmentations or job titles, departments and units, not both.',
    es: 'Elija segmentaciones o cargos, departamentos y unidades, no ambos.',
  },
  'communications.displayConflict': {
    pt: 'Uma comunicação não pode ser exibida sempre e também não ser exibida.',
    en: 'A communication cannot be always displayed and also not displayed.',
    es: 'Una comunicación no puede mostrarse siempre y a la vez no mostrarse.',
  },
  'communications.invalidUrl': { pt: 'Informe um link válido (http ou https).', en: 'Enter a valid link (http or https).', es: 'Indique un enlace válido (http o https).' },
  'communications.imageType': {
    pt: 'A imagem da postagem deve ser PNG ou JPG.',
    en: "The post's image must be PNG or JPG.",
    es: 'La imagen de la publicación debe ser PNG o JPG.',
  },
  'communications.imageTooBig': {
    pt: 'A imagem da postagem deve ter no máximo 2 MB.',
    en: "The post's image must be at most 2 MB.",
    es: 'La imagen de la publicación debe tener como máximo 2 MB.',
  },
  'communications.imageTooLarge': {
    pt: 'A imagem da postagem deve ter no máximo 800x600 pixels.',
    en: "The post's image must be at most 800x600 pixels.",
    es: 'La imagen de la publicación debe tener como máximo 800x600 píxeles.',
  },
  'communications.imageRequired': { pt: 'Envie a imagem no campo arquivo.', en: 'Send the image in the field arquivo.', es: 'Envíe la imagen en el campo arquivo.' },
  'communications.imageNotFound': { pt: 'Imagem da postagem não encontrada.', en: "Post's image not found.", es: 'Imagen de la publicación no encontrada.' },
} as const;
