/** Messages of the terms of use administration (3-admin §7 'Terms of use'); the spec's own wordings live in i18n/messages.ts. */
export const termsMessages = {
  'terms.notFound': { pt: 'Termo de uso não encontrado.', en: 'Terms of use not found.', es: 'Término de uso no encontrado.' },
  'terms.contentTooLong': {
    pt: 'O conteúdo do termo é longo demais.',
    en: 'The content of the terms is too long.',
    es: 'El contenido del término es demasiado largo.',
  },
  'terms.inUsePlatform': {
    pt: 'Não é possível excluir este termo: ele é o termo de uso da plataforma nas configurações. Escolha outro termo antes.',
    en: 'These terms cannot be deleted: they are the platform terms of use in the settings. Choose other terms first.',
    es: 'No es posible eliminar este término: es el término de uso de la plataforma en la configuración. Elija otro término antes.',
  },
  'terms.inUseContent': {
    pt: 'Não é possível excluir este termo: {{count}} cursos e trilhas o exibem. Retire-o deles antes.',
    en: 'These terms cannot be deleted: {{count}} courses and trails show them. Remove them from those first.',
    es: 'No es posible eliminar este término: {{count}} cursos y rutas lo muestran. Retírelo de ellos antes.',
  },
  'terms.inUseContent_one': {
    pt: 'Não é possível excluir este termo: {{count}} curso ou trilha o exibe. Retire-o dele antes.',
    en: 'These terms cannot be deleted: {{count}} course or trail shows them. Remove them from it first.',
    es: 'No es posible eliminar este término: {{count}} curso o ruta lo muestra. Retírelo de él antes.',
  },
  'terms.platformTermType': {
    pt: 'O termo de uso da plataforma deve ser do tipo Plataforma.',
    en: 'The platform terms of use must be of the Platform type.',
    es: 'El término de uso de la plataforma debe ser del tipo Plataforma.',
  },
  'terms.exportTitle': { pt: 'Termos de uso', en: 'Terms of use', es: 'Términos de uso' },
  'terms.fields.tipo': { pt: 'Tipo', en: 'Type', es: 'Tipo' },
  'terms.fields.totalConteudos': { pt: 'Cursos e trilhas', en: 'Courses and trails', es: 'Cursos y rutas' },
  'terms.fields.termoDaPlataforma': { pt: 'Termo da plataforma', en: 'Platform terms', es: 'Término de la plataforma' },
  'terms.tipo.Platform': { pt: 'Plataforma', en: 'Platform', es: 'Plataforma' },
  'terms.tipo.Learning': { pt: 'Aprendizagem', en: 'Learning', es: 'Aprendizaje' },
} as const;
