/** Messages of the backgrounds and banners rows (1-shell §3, 3-admin §7 PersonalizacaoFundoBanner). */
export const bannerMessages = {
  'settings.bannerNotFound': { pt: 'Plano de fundo ou banner não encontrado.', en: 'Background or banner not found.', es: 'Fondo o banner no encontrado.' },
  'settings.bannerLimit': {
    pt: 'Limite de 10 slides atingido neste ambiente.',
    en: 'Limit of 10 slides reached in this environment.',
    es: 'Límite de 10 diapositivas alcanzado en este ambiente.',
  },
  'settings.bannerInvalidLink': {
    pt: 'Link de redirecionamento inválido (use http:// ou https://).',
    en: 'Invalid redirect link (use http:// or https://).',
    es: 'Enlace de redirección no válido (use http:// o https://).',
  },
  'settings.bannerInvalidFile': { pt: 'Endereço de arquivo inválido.', en: 'Invalid file address.', es: 'Dirección de archivo no válida.' },
  'settings.bannerInvalidColor': {
    pt: 'Cor inválida: use uma cor hexadecimal (#RRGGBB) ou transparente.',
    en: 'Invalid color: use a hex color (#RRGGBB) or transparent.',
    es: 'Color no válido: use un color hexadecimal (#RRGGBB) o transparente.',
  },
  'settings.bannerDuration': {
    pt: 'A duração deve ser um número inteiro entre 3 e 60 segundos.',
    en: 'The duration must be a whole number between 3 and 60 seconds.',
    es: 'La duración debe ser un número entero entre 3 y 60 segundos.',
  },
  'settings.bannerMarkdownTooLong': {
    pt: 'O texto deve ter no máximo 2000 caracteres.',
    en: 'The text must have at most 2000 characters.',
    es: 'El texto debe tener como máximo 2000 caracteres.',
  },
  'settings.bannerTextRequired': { pt: 'Informe o texto do recurso.', en: 'Enter the text of the resource.', es: 'Informe el texto del recurso.' },
  'settings.bannerImageRequired': { pt: 'Envie a imagem do banner.', en: 'Upload the banner image.', es: 'Envíe la imagen del banner.' },
  'settings.bannerBackgroundType': {
    pt: 'Informe o tipo do plano de fundo (imagem ou vídeo) junto com o arquivo.',
    en: 'Give the background type (image or video) with its file.',
    es: 'Informe el tipo de fondo (imagen o video) junto con el archivo.',
  },
  'settings.bannerDistributorOnly': {
    pt: 'Somente usuários com acesso de distribuidor podem alterar banners enviados por um distribuidor.',
    en: 'Only users with distributor access may change banners supplied by a distributor.',
    es: 'Solo usuarios con acceso de distribuidor pueden cambiar banners enviados por un distribuidor.',
  },
} as const;
