/**
 * Messages of the learner's reads (2-learner §5, §8), spread into the shared catalogue (i18n/messages.ts).
 * Portuguese is the reference wording (the spec's).
 */
export const learnerMessages = {
  'learner.reactAfterCompletion': {
    pt: 'Só é possível reagir após concluir o conteúdo.',
    en: 'You can only react after completing the content.',
    es: 'Solo es posible reaccionar después de concluir el contenido.',
  },
  'learner.sectionNotFound': { pt: 'Seção não encontrada.', en: 'Section not found.', es: 'Sección no encontrada.' },
  'learner.contentNotFound': { pt: 'Atenção: recurso indisponível.', en: 'Attention: resource unavailable.', es: 'Atención: recurso no disponible.' },
} as const;
