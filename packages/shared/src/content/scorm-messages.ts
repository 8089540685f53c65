/**
 * Messages of the SCORM package upload (issue: 'bad or missing manifest refused with a clear message') and of the
 * SCORM progress record, pt/en/es. The spec's own wording: 'Erro ao tentar buscar dados sobre o scorm!'.
 */
export const scormMessages = {
  'scorm.loadError': {
    pt: 'Erro ao tentar buscar dados sobre o scorm!',
    en: 'Error loading the SCORM data!',
    es: '¡Error al intentar buscar datos sobre el scorm!',
  },
  'scorm.notZip': {
    pt: 'O pacote SCORM deve ser um arquivo .zip válido.',
    en: 'The SCORM package must be a valid .zip file.',
    es: 'El paquete SCORM debe ser un archivo .zip válido.',
  },
  'scorm.manifestMissing': {
    pt: 'Pacote SCORM inválido: o arquivo imsmanifest.xml não foi encontrado.',
    en: 'Invalid SCORM package: the imsmanifest.xml file was not found.',
    es: 'Paquete SCORM no válido: no se encontró el archivo imsmanifest.xml.',
  },
  'scorm.manifestNotAtRoot': {
    pt: 'Pacote SCORM inválido: o imsmanifest.xml deve estar na raiz do .zip, não dentro de uma pasta ({{path}}).',
    en: 'Invalid SCORM package: imsmanifest.xml must be at the root of the .zip, not inside a folder ({{path}}).',
    es: 'Paquete SCORM no válido: imsmanifest.xml debe estar en la raíz del .zip, no dentro de una carpeta ({{path}}).',
  },
  'scorm.manifestTooLarge': {
    pt: 'Pacote SCORM inválido: o imsmanifest.xml excede {{size}} MB.',
    en: 'Invalid SCORM package: imsmanifest.xml exceeds {{size}} MB.',
    es: 'Paquete SCORM no válido: imsmanifest.xml supera {{size}} MB.',
  },
  'scorm.notXml': {
    pt: 'Pacote SCORM inválido: o imsmanifest.xml não é um XML válido.',
    en: 'Invalid SCORM package: imsmanifest.xml is not valid XML.',
    es: 'Paquete SCORM no válido: imsmanifest.xml no es un XML válido.',
  },
  'scorm.noManifest': {
    pt: 'Pacote SCORM inválido: o imsmanifest.xml não contém o elemento manifest.',
    en: 'Invalid SCORM package: imsmanifest.xml has no manifest element.',
    es: 'Paquete SCORM no válido: imsmanifest.xml no contiene el elemento manifest.',
  },
  'scorm.noOrganization': {
    pt: 'Pacote SCORM inválido: o manifesto não declara nenhuma organização.',
    en: 'Invalid SCORM package: the manifest declares no organization.',
    es: 'Paquete SCORM no válido: el manifiesto no declara ninguna organización.',
  },
  'scorm.noItem': {
    pt: 'Pacote SCORM inválido: a organização do manifesto não tem itens.',
    en: 'Invalid SCORM package: the manifest organization has no items.',
    es: 'Paquete SCORM no válido: la organización del manifiesto no tiene elementos.',
  },
  'scorm.noLaunchableResource': {
    pt: 'Pacote SCORM inválido: nenhum item aponta para um recurso executável (SCO ou asset com href).',
    en: 'Invalid SCORM package: no item points to a launchable resource (SCO or asset with an href).',
    es: 'Paquete SCORM no válido: ningún elemento apunta a un recurso ejecutable (SCO o asset con href).',
  },
  'scorm.unsafeLaunchPath': {
    pt: 'Pacote SCORM inválido: o arquivo de abertura deve ficar dentro do pacote (sem "../", caminho absoluto ou URL).',
    en: 'Invalid SCORM package: the launch file must be inside the package (no "../", absolute path or URL).',
    es: 'Paquete SCORM no válido: el archivo de inicio debe estar dentro del paquete (sin "../", ruta absoluta ni URL).',
  },
  'scorm.launchFileMissing': {
    pt: 'Pacote SCORM inválido: o arquivo de abertura {{path}} não está no .zip.',
    en: 'Invalid SCORM package: the launch file {{path}} is not in the .zip.',
    es: 'Paquete SCORM no válido: el archivo de inicio {{path}} no está en el .zip.',
  },
  'scorm.unsafeEntry': {
    pt: 'Pacote SCORM recusado: o arquivo {{path}} aponta para fora do pacote.',
    en: 'SCORM package refused: the entry {{path}} points outside the package.',
    es: 'Paquete SCORM rechazado: la entrada {{path}} apunta fuera del paquete.',
  },
  'scorm.symlink': {
    pt: 'Pacote SCORM recusado: links simbólicos não são permitidos ({{path}}).',
    en: 'SCORM package refused: symbolic links are not allowed ({{path}}).',
    es: 'Paquete SCORM rechazado: no se permiten enlaces simbólicos ({{path}}).',
  },
  'scorm.encrypted': {
    pt: 'Pacote SCORM recusado: arquivos protegidos por senha não são suportados.',
    en: 'SCORM package refused: password-protected archives are not supported.',
    es: 'Paquete SCORM rechazado: no se admiten archivos protegidos con contraseña.',
  },
  'scorm.tooManyFiles': {
    pt: 'Pacote SCORM recusado: mais de {{max}} arquivos.',
    en: 'SCORM package refused: more than {{max}} files.',
    es: 'Paquete SCORM rechazado: más de {{max}} archivos.',
  },
  'scorm.tooLarge': {
    pt: 'Pacote SCORM recusado: o conteúdo descompactado excede {{size}} MB.',
    en: 'SCORM package refused: the unzipped content exceeds {{size}} MB.',
    es: 'Paquete SCORM rechazado: el contenido descomprimido supera {{size}} MB.',
  },
  'scorm.suspendDataTooLong': {
    pt: 'Os dados de suspensão do SCORM excedem {{max}} caracteres.',
    en: 'The SCORM suspend data exceeds {{max}} characters.',
    es: 'Los datos de suspensión del SCORM superan {{max}} caracteres.',
  },
} satisfies Record<string, Record<'pt' | 'en' | 'es', string>>;
