/** Messages of the zip-bomb guard and the storage quota (docs/storage-quota.md), pt/en/es. */
export const filesMessages = {
  'files.zipRatio': {
    pt: 'Arquivo compactado recusado: o conteúdo se expande mais de {{ratio}} vezes o tamanho compactado ({{path}}).',
    en: 'Compressed file refused: its content expands more than {{ratio}} times its compressed size ({{path}}).',
    es: 'Archivo comprimido rechazado: su contenido se expande más de {{ratio}} veces su tamaño comprimido ({{path}}).',
  },
  'files.zipTooLarge': {
    pt: 'Arquivo compactado recusado: o conteúdo descompactado excede {{size}}.',
    en: 'Compressed file refused: the unzipped content exceeds {{size}}.',
    es: 'Archivo comprimido rechazado: el contenido descomprimido supera {{size}}.',
  },
  'files.zipTooManyEntries': {
    pt: 'Arquivo compactado recusado: mais de {{max}} arquivos.',
    en: 'Compressed file refused: more than {{max}} files.',
    es: 'Archivo comprimido rechazado: más de {{max}} archivos.',
  },
  'storage.quotaExceeded': {
    pt: 'Espaço em disco do contrato insuficiente: {{used}} usados de {{limit}} contratados. Exclua arquivos ou amplie o espaço contratado.',
    en: "Not enough contracted disk space: {{used}} used of {{limit}}. Delete files or increase the contract's disk space.",
    es: 'Espacio en disco del contrato insuficiente: {{used}} usados de {{limit}} contratados. Elimine archivos o amplíe el espacio contratado.',
  },
  // Background processing records a message key without parameters (the object's processing error).
  'files.zipRefused': {
    pt: 'Arquivo compactado recusado: o conteúdo se expande além do permitido.',
    en: 'Compressed file refused: its content expands beyond what is allowed.',
    es: 'Archivo comprimido rechazado: su contenido se expande más de lo permitido.',
  },
  'storage.quotaExceededProcessing': {
    pt: 'Espaço em disco do contrato insuficiente para os arquivos processados. Exclua arquivos ou amplie o espaço contratado.',
    en: "Not enough contracted disk space for the processed files. Delete files or increase the contract's disk space.",
    es: 'Espacio en disco del contrato insuficiente para los archivos procesados. Elimine archivos o amplíe el espacio contratado.',
  },
} as const;
