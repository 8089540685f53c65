/**
 * Messages of the classroom (2-learner §2, §3, §4), spread into the shared catalogue (i18n/messages.ts).
 * Portuguese is the reference wording.
 */
export const classroomMessages = {
  'classroom.notFound': { pt: 'Conteúdo não encontrado.', en: 'Content not found.', es: 'Contenido no encontrado.' },
  'classroom.notEnrolled': {
    pt: 'Você não está inscrito neste conteúdo. Inscreva-se para acessar a sala de aula.',
    en: 'You are not enrolled in this content. Enroll to open the classroom.',
    es: 'No está inscrito en este contenido. Inscríbase para acceder al aula.',
  },
  'classroom.itemLocked': {
    pt: 'Este item está bloqueado. Conclua os requisitos anteriores para acessá-lo.',
    en: 'This item is locked. Complete the previous requirements to open it.',
    es: 'Este ítem está bloqueado. Complete los requisitos anteriores para acceder a él.',
  },
  'classroom.itemNotFound': { pt: 'Item não encontrado neste conteúdo.', en: 'Item not found in this content.', es: 'Ítem no encontrado en este contenido.' },
  'classroom.termNotFound': {
    pt: 'Este conteúdo não possui termo de uso neste momento.',
    en: 'This content has no terms of use at this moment.',
    es: 'Este contenido no tiene términos de uso en este momento.',
  },
  'classroom.termNotYet': {
    pt: 'O termo de conclusão só pode ser aceito após concluir o conteúdo.',
    en: 'The completion terms can only be accepted once the content is complete.',
    es: 'Los términos de conclusión solo pueden aceptarse después de concluir el contenido.',
  },
  'classroom.expired': {
    pt: 'Sua inscrição expirou: o conteúdo está disponível apenas para consulta.',
    en: 'Your enrollment has expired: the content is available read-only.',
    es: 'Su inscripción expiró: el contenido está disponible solo para consulta.',
  },
} as const;
