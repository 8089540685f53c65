/**
 * Messages of the sign-in page customisation (1-shell §3 `login`); the upload refusals (type, size, audio) are the
 * customisation uploads' own (settings/messages.ts).
 */
export const loginMessages = {
  'settings.loginInvalidFile': {
    pt: 'Endereço de arquivo inválido: use um arquivo enviado à plataforma.',
    en: 'Invalid file address: use a file uploaded to the platform.',
    es: 'Dirección de archivo no válida: use un archivo enviado a la plataforma.',
  },
  'settings.loginSlideEmpty': {
    pt: 'Cada slide precisa de uma imagem ou de um vídeo.',
    en: 'Each slide needs an image or a video.',
    es: 'Cada diapositiva necesita una imagen o un video.',
  },
} as const;
