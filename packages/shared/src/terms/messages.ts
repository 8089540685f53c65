/** Messages of the terms of use administration (3-admin §7 'Terms of use'); the spec's own wordings live in i18n/messages.ts. */
export const termsMessages = {
  'terms.notFound': { pt: 'Termo de uso não encontrado.', en: 'Terms of use not found.', es: 'Términos de uso no encontrados.' },
  'terms.contentTooLong': {
    pt: 'O conteúdo do termo é longo demais.',
    en: 'The content of the terms is too long.',
    es: 'El contenido de los términos es demasiado largo.',
  },
  'terms.inUsePlatform': {
    pt: 'Não é possível excluir este termo: ele é o termo de uso da plataforma nas configurações. Escolha outro termo antes.',
    en: 'These terms cannot be deleted: they are the platform terms of use in the settings. Choose other terms first.',
    es: 'No es posible eliminar estos términos: son los términos de uso de la plataforma en la configuración. Elija otros términos antes.',
  },
  'terms.inUseContent': {
    pt: 'Não é possível excluir este termo: {{count}} cursos e trilhas o exibem. Retire-o deles antes.',
    en: 'These terms cannot be deleted: {{count}} courses and learning paths show them. Remove them from those first.',
    es: 'No es posible eliminar estos términos: {{count}} cursos y rutas de aprendizaje los muestran. Retírelos de ellos antes.',
  },
  'terms.inUseContent_one': {
    pt: 'Não é possível excluir este termo: {{count}} curso ou trilha o exibe. Retire-o dele antes.',
    en: 'These terms cannot be deleted: {{count}} course or learning path shows them. Remove them from it first.',
    es: 'No es posible eliminar estos términos: {{count}} curso o ruta de aprendizaje los muestra. Retírelos de él antes.',
  },
  'terms.platformTermType': {
    pt: 'O termo de uso da plataforma deve ser do tipo Plataforma.',
    en: 'The platform terms of use must be of the Platform type.',
    es: 'Los términos de uso de la plataforma deben ser del tipo Plataforma.',
  },
  'terms.exportTitle': { pt: 'Termos de uso', en: 'Terms of use', es: 'Términos de uso' },
  'terms.fieldTipo': { pt: 'Tipo', en: 'Type', es: 'Tipo' },
  'terms.fieldTotalConteudos': { pt: 'Cursos e trilhas', en: 'Courses and learning paths', es: 'Cursos y rutas de aprendizaje' },
  'terms.fieldTermoDaPlataforma': { pt: 'Termo da plataforma', en: 'Platform terms', es: 'Términos de la plataforma' },
  'terms.tipoPlatform': { pt: 'Plataforma', en: 'Platform', es: 'Plataforma' },
  'terms.tipoLearning': { pt: 'Aprendizagem', en: 'Learning', es: 'Aprendizaje' },
} as const;
