/**
 * Messages of the notes (MidiaAnotacaoUsuario, 2-learner §5 and §7), spread into the shared catalogue
 * (i18n/messages.ts). Portuguese is the reference wording.
 */
export const notesMessages = {
  'anotacao.notFound': { pt: 'Anotação não encontrada.', en: 'Note not found.', es: 'Nota no encontrada.' },
  'anotacao.tooLong': {
    pt: 'A anotação não pode exceder {{max}} caracteres.',
    en: 'The note cannot exceed {{max}} characters.',
    es: 'La nota no puede superar los {{max}} caracteres.',
  },
  'anotacao.titleTooLong': {
    pt: 'O título não pode exceder {{max}} caracteres.',
    en: 'The title cannot exceed {{max}} characters.',
    es: 'El título no puede superar los {{max}} caracteres.',
  },
  'anotacao.invalidTime': {
    pt: 'Tempo do vídeo inválido.',
    en: 'Invalid video time.',
    es: 'Tiempo del video no válido.',
  },
  'anotacao.invalidId': { pt: 'Identificador inválido.', en: 'Invalid identifier.', es: 'Identificador no válido.' },
  'anotacao.multipartRequired': {
    pt: 'Envie a anotação como multipart/form-data.',
    en: 'Send the note as multipart/form-data.',
    es: 'Envíe la nota como multipart/form-data.',
  },
} as const;
