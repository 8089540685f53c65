/**
 * Messages of the content repository (midia, 3-admin §3, §5, §7), spread into the shared catalogue
 * (i18n/messages.ts). Portuguese is the reference wording.
 */
export const mediaMessages = {
  'midia.notFound': { pt: 'Objeto não encontrado.', en: 'Object not found.', es: 'Objeto no encontrado.' },
  'midia.sourceRequired': {
    pt: 'O objeto não pode ser salvo sem um arquivo, um link válido ou um tipo de scorm.',
    en: 'The object cannot be saved without a file, a valid link or a SCORM type.',
    es: 'El objeto no se puede guardar sin un archivo, un enlace válido o un tipo de SCORM.',
  },
  'midia.scormTypeRequired': { pt: 'Informe o tipo do scorm.', en: 'Enter the SCORM type.', es: 'Indique el tipo de SCORM.' },
  'midia.invalidLink': { pt: 'Informe um link válido.', en: 'Enter a valid link.', es: 'Indique un enlace válido.' },
  'midia.qrCodeNeedsLink': {
    pt: 'O QR Code precisa de um link de arquivo válido.',
    en: 'The QR code needs a valid file link.',
    es: 'El código QR necesita un enlace de archivo válido.',
  },
  'midia.duplicateCode': {
    pt: 'Já existe um objeto com este código.',
    en: 'An object with this code already exists.',
    es: 'Ya existe un objeto con este código.',
  },
  'midia.categoryNotFound': { pt: 'Categoria não encontrada.', en: 'Category not found.', es: 'Categoría no encontrada.' },
  'midia.competencyNotFound': {
    pt: 'Uma das competências informadas não existe.',
    en: 'One of the skills given does not exist.',
    es: 'Una de las competencias indicadas no existe.',
  },
  'midia.fileRequired': { pt: 'Selecione um arquivo.', en: 'Select a file.', es: 'Seleccione un archivo.' },
  'midia.noFileForKind': {
    pt: 'Este tipo de objeto não recebe arquivo.',
    en: 'This kind of object takes no file.',
    es: 'Este tipo de objeto no recibe archivo.',
  },
  'midia.fileNotFound': { pt: 'Arquivo não encontrado.', en: 'File not found.', es: 'Archivo no encontrado.' },
  'midia.accessExpired': {
    pt: 'O endereço deste arquivo expirou. Abra o conteúdo novamente.',
    en: 'This file address has expired. Open the content again.',
    es: 'La dirección de este archivo ha caducado. Abra el contenido de nuevo.',
  },
  'midia.downloadNotAllowed': {
    pt: 'O download deste objeto não é permitido.',
    en: 'Downloading this object is not allowed.',
    es: 'No se permite descargar este objeto.',
  },
  'midia.notCarousel': { pt: 'O objeto não é um carrossel.', en: 'The object is not a carousel.', es: 'El objeto no es un carrusel.' },
  'midia.carouselOrderMismatch': {
    pt: 'Informe cada imagem do carrossel uma única vez.',
    en: 'List each image of the carousel exactly once.',
    es: 'Indique cada imagen del carrusel una única vez.',
  },
  'midia.uploadFailed': {
    pt: 'Erro ao tentar realizar upload do arquivo!',
    en: 'Error while uploading the file!',
    es: '¡Error al intentar subir el archivo!',
  },
  'midia.subtitleNotFound': { pt: 'Legenda não encontrada.', en: 'Subtitle not found.', es: 'Subtítulo no encontrado.' },
  'midia.subtitlesVideoOnly': {
    pt: 'Somente vídeos recebem legendas.',
    en: 'Only videos take subtitles.',
    es: 'Solo los videos reciben subtítulos.',
  },
  'midia.invalidSrclang': {
    pt: 'Informe o idioma da legenda (ex.: pt-BR).',
    en: 'Enter the subtitle language (e.g. en-US).',
    es: 'Indique el idioma del subtítulo (ej.: es-ES).',
  },
} as const;
