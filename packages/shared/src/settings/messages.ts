/** Messages of the client settings calls (1-shell §5 customisation uploads, §7 Parametro), pt/en/es. */
export const settingsMessages = {
  'settings.logoTooLarge': {
    pt: 'O arquivo deve ter no máximo 100 kb.',
    en: 'The file must be at most 100 kb.',
    es: 'El archivo debe tener como máximo 100 kb.',
  },
  'settings.logoType': {
    pt: 'Arquivo inválido. Arquivos aceitos: .JPG, .PNG',
    en: 'Invalid file. Accepted files: .JPG, .PNG',
    es: 'Archivo no válido. Archivos aceptados: .JPG, .PNG',
  },
  'settings.iconType': {
    pt: 'Arquivo inválido. Arquivo aceito: .PNG',
    en: 'Invalid file. Accepted file: .PNG',
    es: 'Archivo no válido. Archivo aceptado: .PNG',
  },
  'settings.imageTooLarge': {
    pt: 'A imagem deve ter no máximo 5 MB.',
    en: 'The image must be at most 5 MB.',
    es: 'La imagen debe tener como máximo 5 MB.',
  },
  'settings.videoTooLarge': {
    pt: 'O vídeo deve ter no máximo 20 MB.',
    en: 'The video must be at most 20 MB.',
    es: 'El video debe tener como máximo 20 MB.',
  },
  'settings.backgroundType': {
    pt: 'Arquivo inválido. Arquivos aceitos: JPEG, PNG, JPG, GIF, WebP, JFIF, MP4, WebM, MKV',
    en: 'Invalid file. Accepted files: JPEG, PNG, JPG, GIF, WebP, JFIF, MP4, WebM, MKV',
    es: 'Archivo no válido. Archivos aceptados: JPEG, PNG, JPG, GIF, WebP, JFIF, MP4, WebM, MKV',
  },
  'settings.slideType': {
    pt: 'Arquivo inválido. Arquivos aceitos: JPEG, PNG, JPG, GIF, WebP, JFIF, MP4, WebM, OGV, AVI',
    en: 'Invalid file. Accepted files: JPEG, PNG, JPG, GIF, WebP, JFIF, MP4, WebM, OGV, AVI',
    es: 'Archivo no válido. Archivos aceptados: JPEG, PNG, JPG, GIF, WebP, JFIF, MP4, WebM, OGV, AVI',
  },
  'settings.bannerType': {
    pt: 'Arquivo inválido. Arquivos aceitos: JPEG, PNG, JPG, GIF, WebP, JFIF',
    en: 'Invalid file. Accepted files: JPEG, PNG, JPG, GIF, WebP, JFIF',
    es: 'Archivo no válido. Archivos aceptados: JPEG, PNG, JPG, GIF, WebP, JFIF',
  },
  'settings.videoWithAudio': {
    pt: 'O vídeo não pode ter áudio.',
    en: 'The video must not have an audio track.',
    es: 'El video no puede tener audio.',
  },
  'settings.videoUnreadable': {
    pt: 'Não foi possível ler o vídeo.',
    en: 'The video could not be read.',
    es: 'No fue posible leer el video.',
  },
  'settings.fileRequired': { pt: 'Envie um arquivo.', en: 'Send a file.', es: 'Envíe un archivo.' },
  'settings.fileNotFound': { pt: 'Arquivo não encontrado.', en: 'File not found.', es: 'Archivo no encontrado.' },
  'settings.invalidColor': {
    pt: 'Cor inválida: use o formato hexadecimal (#rgb ou #rrggbb).',
    en: 'Invalid color: use the hexadecimal format (#rgb or #rrggbb).',
    es: 'Color no válido: use el formato hexadecimal (#rgb o #rrggbb).',
  },
  'settings.invalidUrl': {
    pt: 'Endereço inválido: use um endereço http(s).',
    en: 'Invalid address: use an http(s) address.',
    es: 'Dirección no válida: use una dirección http(s).',
  },
  'settings.scriptTooLarge': {
    pt: 'O script deve ter no máximo 100 kb.',
    en: 'The script must be at most 100 kb.',
    es: 'El script debe tener como máximo 100 kb.',
  },
  'settings.scriptsPlatformOnly': {
    pt: 'Somente administradores da plataforma podem alterar scripts.',
    en: 'Only platform administrators can change scripts.',
    es: 'Solo los administradores de la plataforma pueden cambiar scripts.',
  },
  'settings.termNotPlatform': {
    pt: 'Escolha um termo de uso do tipo Plataforma desta empresa.',
    en: 'Choose platform terms of use of this company.',
    es: 'Elija términos de uso del tipo Plataforma de esta empresa.',
  },
  'settings.certificateNotFound': {
    pt: 'Escolha um certificado desta empresa do tipo correspondente.',
    en: 'Choose a certificate of this company of the matching type.',
    es: 'Elija un certificado de esta empresa del tipo correspondiente.',
  },
  'settings.distributorSupplied': {
    pt: 'Estas configurações foram fornecidas pelo distribuidor: somente usuários do distribuidor podem alterá-las.',
    en: 'These settings were supplied by the distributor: only the distributor’s users can change them.',
    es: 'Estas configuraciones fueron proporcionadas por el distribuidor: solo los usuarios del distribuidor pueden cambiarlas.',
  },
  'settings.saveError': {
    pt: 'Erro ao salvar as configurações.',
    en: 'Error saving the settings.',
    es: 'Error al guardar la configuración.',
  },
  'settings.saved': {
    pt: 'Configurações salvas com sucesso!',
    en: 'Settings saved successfully!',
    es: '¡Configuración guardada con éxito!',
  },
} as const;
