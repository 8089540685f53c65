/** Messages of push notifications (2-learner §8 'Push') and the texts of the notifications the events produce. */
export const pushMessages = {
  'push.notFound': { pt: 'Notificação não encontrada.', en: 'Notification not found.', es: 'Notificación no encontrada.' },
  'push.deviceError': { pt: 'Falha ao cadastrar dispositivo', en: 'Failed to register the device', es: 'Error al registrar el dispositivo' },
  'push.invalidToken': {
    pt: 'Falha ao cadastrar dispositivo: o token não é uma inscrição de push válida.',
    en: 'Failed to register the device: the token is not a valid push subscription.',
    es: 'Error al registrar el dispositivo: el token no es una suscripción push válida.',
  },
  'push.unknownService': {
    pt: 'Falha ao cadastrar dispositivo: o serviço de push deste navegador não é aceito.',
    en: "Failed to register the device: this browser's push service is not accepted.",
    es: 'Error al registrar el dispositivo: el servicio push de este navegador no es aceptado.',
  },
  'push.sendError': { pt: 'Problema ao gerar notificação', en: 'Problem creating the notification', es: 'Problema al generar la notificación' },
  'push.listError': { pt: 'Problema ao recuperar a lista de notificações', en: 'Problem retrieving the list of notifications', es: 'Problema al recuperar la lista de notificaciones' },
  'push.deleteError': { pt: 'Problema ao deletar a notificação', en: 'Problem deleting the notification', es: 'Problema al eliminar la notificación' },
  'push.readError': { pt: 'Não foi possível marcar a notificação como lida', en: 'The notification could not be marked as read', es: 'No fue posible marcar la notificación como leída' },
  'push.invalidLink': {
    pt: 'O link deve ser um caminho da plataforma (/...) ou um endereço https.',
    en: 'The link must be a path of the platform (/...) or an https address.',
    es: 'El enlace debe ser una dirección de la plataforma (/...) o una dirección https.',
  },
  'push.unknownPeople': {
    pt: 'Há pessoas que não pertencem a esta empresa.',
    en: 'Some people do not belong to this company.',
    es: 'Hay personas que no pertenecen a esta empresa.',
  },
  'push.correctionTitle': { pt: 'Correção liberada', en: 'Correction released', es: 'Corrección liberada' },
  'push.correctionContent': {
    pt: 'A correção da avaliação "{{titulo}}" foi liberada: nota {{nota}}.',
    en: 'The correction of the assessment "{{titulo}}" is released: grade {{nota}}.',
    es: 'La corrección de la evaluación "{{titulo}}" fue liberada: nota {{nota}}.',
  },
  'push.certificateTitle': { pt: 'Certificado emitido', en: 'Certificate issued', es: 'Certificado emitido' },
  'push.certificateContent': {
    pt: 'Seu certificado de "{{titulo}}" está disponível.',
    en: 'Your certificate of "{{titulo}}" is available.',
    es: 'Su certificado de "{{titulo}}" está disponible.',
  },
  'push.externalApprovedTitle': { pt: 'Certificado externo aprovado', en: 'External certificate approved', es: 'Certificado externo aprobado' },
  'push.externalDeniedTitle': { pt: 'Certificado externo recusado', en: 'External certificate denied', es: 'Certificado externo rechazado' },
  'push.externalContent': {
    pt: 'Sua solicitação "{{nome}}" foi respondida.',
    en: 'Your request "{{nome}}" has been answered.',
    es: 'Su solicitud "{{nome}}" fue respondida.',
  },
  'push.communicationTitle': { pt: 'Nova comunicação', en: 'New communication', es: 'Nueva comunicación' },
  'push.communicationContent': {
    pt: 'Há uma nova comunicação para você: "{{titulo}}".',
    en: 'There is a new communication for you: "{{titulo}}".',
    es: 'Hay una nueva comunicación para usted: "{{titulo}}".',
  },
  'push.enrolmentTitle': { pt: 'Nova inscrição', en: 'New enrollment', es: 'Nueva inscripción' },
  'push.enrolmentContent': {
    pt: 'Você foi inscrito em "{{titulo}}".',
    en: 'You have been enrolled in "{{titulo}}".',
    es: 'Usted fue inscrito en "{{titulo}}".',
  },
} as const;
