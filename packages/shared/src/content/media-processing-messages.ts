/**
 * Messages of the media processing of the content repository (3-admin §5 chapters and file limits, §7 Media
 * subtitles), pt/en/es. Subtitle type and size use the generic 'validation.fileType' and
 * 'validation.fileSizeExceeds' so the file drop shows the same wording as every other upload.
 */
export const mediaProcessingMessages = {
  // subtitles (.vtt / .srt, max 5 MB)
  'subtitles.notWebVtt': {
    pt: 'O arquivo de legenda .vtt deve começar com WEBVTT.',
    en: 'The .vtt subtitle file must start with WEBVTT.',
    es: 'El archivo de subtítulos .vtt debe comenzar con WEBVTT.',
  },
  'subtitles.noCues': {
    pt: 'O arquivo de legenda não contém nenhuma legenda válida.',
    en: 'The subtitle file contains no valid cue.',
    es: 'El archivo de subtítulos no contiene ningún subtítulo válido.',
  },

  // chapters (3-admin §5: start before end, end not beyond the video duration, no overlap)
  'chapters.titleRequired': {
    pt: 'Informe o título do capítulo.',
    en: 'Enter the chapter title.',
    es: 'Indique el título del capítulo.',
  },
  'chapters.invalidTime': {
    pt: 'Informe o tempo no formato HH:MM:SS.',
    en: 'Enter the time as HH:MM:SS.',
    es: 'Indique el tiempo en formato HH:MM:SS.',
  },
  'chapters.startBeforeEnd': {
    pt: 'O início do capítulo deve ser anterior ao fim.',
    en: 'The chapter start must be before its end.',
    es: 'El inicio del capítulo debe ser anterior al final.',
  },
  'chapters.endBeyondDuration': {
    pt: 'O fim do capítulo não pode ultrapassar a duração do vídeo ({{duration}}).',
    en: 'The chapter end cannot go beyond the video duration ({{duration}}).',
    es: 'El final del capítulo no puede superar la duración del video ({{duration}}).',
  },
  'chapters.overlap': {
    pt: 'O capítulo se sobrepõe ao capítulo "{{other}}".',
    en: 'The chapter overlaps the chapter "{{other}}".',
    es: 'El capítulo se superpone al capítulo "{{other}}".',
  },

  // probing and transcoding (server side; the route layer turns them into the failure envelope)
  'mediaProcessing.toolsMissing': {
    pt: 'O processamento de vídeo não está disponível neste servidor.',
    en: 'Video processing is not available on this server.',
    es: 'El procesamiento de video no está disponible en este servidor.',
  },
  'mediaProcessing.unreadable': {
    pt: 'Não foi possível ler o arquivo de mídia. Verifique se ele não está corrompido.',
    en: 'The media file could not be read. Check that it is not corrupted.',
    es: 'No fue posible leer el archivo multimedia. Verifique que no esté dañado.',
  },
  'mediaProcessing.noVideoStream': {
    pt: 'O arquivo não contém uma faixa de vídeo.',
    en: 'The file contains no video track.',
    es: 'El archivo no contiene una pista de video.',
  },
  'mediaProcessing.transcodeFailed': {
    pt: 'Erro ao processar o vídeo.',
    en: 'Error processing the video.',
    es: 'Error al procesar el video.',
  },
  'mediaProcessing.truncated': {
    pt: 'O arquivo de vídeo está danificado: ele termina antes da duração que declara (o envio pode ter sido interrompido). Envie o arquivo completo.',
    en: 'The video file is damaged: it ends before the duration it declares (the upload may have been cut off). Upload the complete file.',
    es: 'El archivo de video está dañado: termina antes de la duración que declara (puede que el envío se haya interrumpido). Envíe el archivo completo.',
  },
  'mediaProcessing.timeout': {
    pt: 'O processamento do vídeo excedeu o tempo limite.',
    en: 'Video processing took longer than the time limit.',
    es: 'El procesamiento del video superó el tiempo límite.',
  },
  'mediaProcessing.cancelled': {
    pt: 'O processamento do vídeo foi cancelado.',
    en: 'Video processing was canceled.',
    es: 'El procesamiento del video fue cancelado.',
  },

  // background processing of a main file (content.processing.ts) and the upload history
  'mediaProcessing.documentFailed': {
    pt: 'Não foi possível converter o documento para PDF.',
    en: 'The document could not be converted to PDF.',
    es: 'No fue posible convertir el documento a PDF.',
  },
  'mediaProcessing.failed': {
    pt: 'Erro ao processar o arquivo.',
    en: 'Error processing the file.',
    es: 'Error al procesar el archivo.',
  },
  'mediaProcessing.replaced': {
    pt: 'Substituído por um arquivo enviado depois.',
    en: 'Replaced by a file sent later.',
    es: 'Reemplazado por un archivo enviado después.',
  },
  'mediaProcessing.objectDeleted': {
    pt: 'O objeto foi excluído antes do fim do processamento.',
    en: 'The object was deleted before processing finished.',
    es: 'El objeto fue eliminado antes de terminar el procesamiento.',
  },
};
