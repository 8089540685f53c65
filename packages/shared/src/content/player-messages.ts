/**
 * Messages of the players' calls (media progress, SCORM record, video info, PDF download), spread into the shared
 * catalogue (i18n/messages.ts). Portuguese is the reference wording.
 */
export const playerMessages = {
  'scorm.recordNotFound': {
    pt: 'Nenhum acompanhamento SCORM encontrado para este objeto.',
    en: 'No SCORM tracking record found for this object.',
    es: 'No se encontró ningún seguimiento SCORM para este objeto.',
  },
  'scorm.itemNotFound': {
    pt: 'Este item não existe no pacote SCORM.',
    en: 'This item is not in the SCORM package.',
    es: 'Este elemento no existe en el paquete SCORM.',
  },
  'midia.notScorm': { pt: 'O objeto não é um SCORM.', en: 'The object is not a SCORM package.', es: 'El objeto no es un SCORM.' },
  'midia.notVideo': { pt: 'O objeto não é um vídeo.', en: 'The object is not a video.', es: 'El objeto no es un video.' },
  'midia.watermarkFailed': {
    pt: 'Não foi possível aplicar a marca d’água ao PDF.',
    en: 'The watermark could not be applied to the PDF.',
    es: 'No se pudo aplicar la marca de agua al PDF.',
  },
} as const;
