/** Messages of automated notifications (3-admin §7 NotificacaoAutomatizada, §8 messages). */
export const automatedNotificationsMessages = {
  'automatedNotifications.notFound': { pt: 'Notificação automatizada não encontrada.', en: 'Automated notification not found.', es: 'Notificación automatizada no encontrada.' },
  'automatedNotifications.testEmailError': { pt: 'Erro ao tentar enviar um e-mail de teste', en: 'Error sending a test email', es: 'Error al intentar enviar un correo de prueba' },
  'automatedNotifications.executeError': {
    pt: 'Erro ao tentar executar o fluxo de notificação',
    en: 'Error running the notification flow',
    es: 'Error al intentar ejecutar el flujo de notificación',
  },
  'automatedNotifications.unknownPlaceholder': {
    pt: 'O marcador {{placeholder}} não existe. Use apenas os marcadores da lista.',
    en: 'The placeholder {{placeholder}} does not exist. Use only the placeholders of the list.',
    es: 'El marcador {{placeholder}} no existe. Use solo los marcadores de la lista.',
  },
  'automatedNotifications.placeholderNotForEvent': {
    pt: 'O marcador {{placeholder}} não está disponível para este evento.',
    en: 'The placeholder {{placeholder}} is not available for this event.',
    es: 'El marcador {{placeholder}} no está disponible para este evento.',
  },
  'automatedNotifications.daysRequired': {
    pt: 'Informe a quantidade de dias para este evento.',
    en: 'Enter the number of days for this event.',
    es: 'Indique la cantidad de días para este evento.',
  },
  'automatedNotifications.inactive': {
    pt: 'A notificação está inativa: ative-a antes de executá-la.',
    en: 'The notification is inactive: activate it before running it.',
    es: 'La notificación está inactiva: actívela antes de ejecutarla.',
  },
  'automatedNotifications.sampleName': { pt: 'Maria da Silva', en: 'Mary Smith', es: 'María García' },
  'automatedNotifications.sampleContent': { pt: 'Segurança da informação', en: 'Information security', es: 'Seguridad de la información' },
  'automatedNotifications.testSubjectPrefix': { pt: '[Teste]', en: '[Test]', es: '[Prueba]' },
  'automatedNotifications.mailFooter': {
    pt: 'Mensagem automática de {{empresa}}. Não responda a este e-mail.',
    en: 'Automatic message from {{empresa}}. Do not reply to this email.',
    es: 'Mensaje automático de {{empresa}}. No responda a este correo.',
  },
} as const;
