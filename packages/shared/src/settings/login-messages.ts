/** Messages of the sign-in page customisation (1-shell §3 `login`, §5 customisation uploads, §9 limits). */
export const loginMessages = {
  'settings.loginFileType': {
    pt: 'Tipo de arquivo não aceito. Imagens: {{images}}. Vídeos: {{videos}}.',
    en: 'File type not accepted. Images: {{images}}. Videos: {{videos}}.',
    es: 'Tipo de archivo no aceptado. Imágenes: {{images}}. Videos: {{videos}}.',
  },
  'settings.loginImageTooLarge': {
    pt: 'A imagem deve ter no máximo {{size}}.',
    en: 'The image must be at most {{size}}.',
    es: 'La imagen debe tener como máximo {{size}}.',
  },
  'settings.loginVideoTooLarge': {
    pt: 'O vídeo deve ter no máximo {{size}}.',
    en: 'The video must be at most {{size}}.',
    es: 'El video debe tener como máximo {{size}}.',
  },
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
