/**
 * Messages of external certificates (2-learner §3, §4, §5, §8; 3-admin §4, §5, §8 'Erro ao tentar responder solicitação
 * certicado externo!', 'Erro ao tentar listar certificados externos!'), spread into the shared catalogue
 * (i18n/messages.ts). Portuguese is the reference.
 */
export const externalCertificatesMessages = {
  // the spec's failure messages (3-admin §8)
  'certificadoExterno.answerError': {
    pt: 'Erro ao tentar responder solicitação certicado externo!',
    en: 'Error while trying to answer the external certificate request!',
    es: '¡Error al intentar responder la solicitud de certificado externo!',
  },
  'certificadoExterno.listError': {
    pt: 'Erro ao tentar listar certificados externos!',
    en: 'Error while trying to list external certificates!',
    es: '¡Error al intentar listar los certificados externos!',
  },
  'certificadoExterno.saveError': {
    pt: 'Erro ao tentar salvar o certificado externo!',
    en: 'Error while trying to save the external certificate!',
    es: '¡Error al intentar guardar el certificado externo!',
  },
  'certificadoExterno.deleteError': {
    pt: 'Erro ao tentar excluir o certificado externo!',
    en: 'Error while trying to delete the external certificate!',
    es: '¡Error al intentar eliminar el certificado externo!',
  },
  // server rules
  'certificadoExterno.notFound': { pt: 'Certificado externo não encontrado.', en: 'External certificate not found.', es: 'Certificado externo no encontrado.' },
  'certificadoExterno.multipartRequired': {
    pt: 'Envie o formulário como multipart/form-data.',
    en: 'Send the form as multipart/form-data.',
    es: 'Envíe el formulario como multipart/form-data.',
  },
  'certificadoExterno.notEditable': {
    pt: 'Certificados aprovados não podem ser alterados.',
    en: 'Approved certificates cannot be changed.',
    es: 'Los certificados aprobados no pueden modificarse.',
  },
  'certificadoExterno.notDeletable': {
    pt: 'Certificados aprovados não podem ser excluídos.',
    en: 'Approved certificates cannot be deleted.',
    es: 'Los certificados aprobados no pueden eliminarse.',
  },
  'certificadoExterno.notPending': {
    pt: 'Esta solicitação já foi respondida.',
    en: 'This request has already been answered.',
    es: 'Esta solicitud ya fue respondida.',
  },
  'certificadoExterno.otherUser': {
    pt: 'Você só pode ver os seus certificados externos.',
    en: 'You can only see your own external certificates.',
    es: 'Solo puede ver sus propios certificados externos.',
  },
  // form validation
  'certificadoExterno.nameRequired': { pt: 'Informe o nome do certificado.', en: 'Enter the certificate name.', es: 'Indique el nombre del certificado.' },
  'certificadoExterno.typeRequired': { pt: 'Escolha o tipo do certificado.', en: 'Choose the certificate type.', es: 'Elija el tipo de certificado.' },
  'certificadoExterno.otherTypeDescriptionRequired': {
    pt: 'Descreva o tipo do certificado.',
    en: 'Describe the certificate type.',
    es: 'Describa el tipo de certificado.',
  },
  'certificadoExterno.institutionRequired': { pt: 'Informe a instituição.', en: 'Enter the institution.', es: 'Indique la institución.' },
  'certificadoExterno.workloadRange': {
    pt: 'Informe a carga horária em horas inteiras (mínimo 1).',
    en: 'Enter the workload in whole hours (at least 1).',
    es: 'Indique la carga horaria en horas enteras (mínimo 1).',
  },
  'certificadoExterno.initDateRequired': { pt: 'Informe a data de início.', en: 'Enter the start date.', es: 'Indique la fecha de inicio.' },
  'certificadoExterno.endDateRequired': { pt: 'Informe a data de término.', en: 'Enter the end date.', es: 'Indique la fecha de finalización.' },
  'certificadoExterno.initDateInvalid': { pt: 'Data de início inválida.', en: 'Invalid start date.', es: 'Fecha de inicio no válida.' },
  'certificadoExterno.endDateInvalid': { pt: 'Data de término inválida.', en: 'Invalid end date.', es: 'Fecha de finalización no válida.' },
  'certificadoExterno.endBeforeInit': {
    pt: 'A data de término não pode ser anterior à data de início.',
    en: 'The end date cannot be before the start date.',
    es: 'La fecha de finalización no puede ser anterior a la de inicio.',
  },
  'certificadoExterno.endDateFuture': {
    pt: 'A data de término não pode estar no futuro.',
    en: 'The end date cannot be in the future.',
    es: 'La fecha de finalización no puede estar en el futuro.',
  },
  'certificadoExterno.credentialUrlInvalid': {
    pt: 'Informe uma URL válida (http ou https).',
    en: 'Enter a valid URL (http or https).',
    es: 'Indique una URL válida (http o https).',
  },
  'certificadoExterno.fileRequired': { pt: 'Anexe o arquivo do certificado.', en: 'Attach the certificate file.', es: 'Adjunte el archivo del certificado.' },
  'certificadoExterno.fileType': {
    pt: 'O certificado deve ser um arquivo png, jpg ou pdf.',
    en: 'The certificate must be a png, jpg or pdf file.',
    es: 'El certificado debe ser un archivo png, jpg o pdf.',
  },
  'certificadoExterno.fileTooLarge': {
    pt: 'O arquivo do certificado pode ter no máximo 2 MB.',
    en: 'The certificate file can be at most 2 MB.',
    es: 'El archivo del certificado puede tener como máximo 2 MB.',
  },
  'certificadoExterno.justificationRequired': {
    pt: 'Selecione a justificativa da recusa.',
    en: 'Select the reason for the denial.',
    es: 'Seleccione la justificación del rechazo.',
  },
  'certificadoExterno.justificationTextRequired': {
    pt: 'Descreva a justificativa da recusa.',
    en: 'Describe the reason for the denial.',
    es: 'Describa la justificación del rechazo.',
  },
  // success toasts
  'certificadoExterno.submitted': { pt: 'Certificado enviado para aprovação!', en: 'Certificate sent for approval!', es: '¡Certificado enviado para aprobación!' },
  'certificadoExterno.updated': { pt: 'Certificado atualizado!', en: 'Certificate updated!', es: '¡Certificado actualizado!' },
  'certificadoExterno.resent': { pt: 'Certificado reenviado para aprovação!', en: 'Certificate resent for approval!', es: '¡Certificado reenviado para aprobación!' },
  'certificadoExterno.deleted': { pt: 'Certificado excluído!', en: 'Certificate deleted!', es: '¡Certificado eliminado!' },
  'certificadoExterno.approvedToast': { pt: 'Certificado aprovado!', en: 'Certificate approved!', es: '¡Certificado aprobado!' },
  'certificadoExterno.deniedToast': { pt: 'Certificado negado!', en: 'Certificate denied!', es: '¡Certificado rechazado!' },
  // labels
  'certificadoExterno.typeExtension': { pt: 'Extensão', en: 'Extension', es: 'Extensión' },
  'certificadoExterno.typeVocational': { pt: 'Profissionalizante', en: 'Vocational', es: 'Profesionalizante' },
  'certificadoExterno.typeAcademic': { pt: 'Acadêmico', en: 'Academic', es: 'Académico' },
  'certificadoExterno.typeSpecialization': { pt: 'Especialização', en: 'Specialization', es: 'Especialización' },
  'certificadoExterno.typeOther': { pt: 'Outro', en: 'Other', es: 'Otro' },
  'certificadoExterno.statusPending': { pt: 'Pendente', en: 'Pending', es: 'Pendiente' },
  'certificadoExterno.statusApproved': { pt: 'Aprovado', en: 'Approved', es: 'Aprobado' },
  'certificadoExterno.statusDenied': { pt: 'Negado', en: 'Denied', es: 'Rechazado' },
  'certificadoExterno.justificativa1': { pt: 'Incompatível com a função', en: 'Incompatible with the role', es: 'Incompatible con la función' },
  'certificadoExterno.justificativa2': { pt: 'Certificado inválido', en: 'Invalid certificate', es: 'Certificado inválido' },
  'certificadoExterno.justificativa3': { pt: 'Certificado ilegível', en: 'Illegible certificate', es: 'Certificado ilegible' },
  'certificadoExterno.justificativa4': { pt: 'Outro', en: 'Other', es: 'Otro' },
  // e-mail to the learner when the request is answered
  'certificadoExterno.mailApprovedSubject': {
    pt: 'Certificado externo aprovado: {{name}}',
    en: 'External certificate approved: {{name}}',
    es: 'Certificado externo aprobado: {{name}}',
  },
  'certificadoExterno.mailDeniedSubject': {
    pt: 'Certificado externo negado: {{name}}',
    en: 'External certificate denied: {{name}}',
    es: 'Certificado externo rechazado: {{name}}',
  },
  'certificadoExterno.mailApprovedBody': {
    pt: 'Olá, {{person}}. Seu certificado externo "{{name}}" foi aprovado.',
    en: 'Hello, {{person}}. Your external certificate "{{name}}" was approved.',
    es: 'Hola, {{person}}. Su certificado externo "{{name}}" fue aprobado.',
  },
  'certificadoExterno.mailDeniedBody': {
    pt: 'Olá, {{person}}. Seu certificado externo "{{name}}" foi negado. Justificativa: {{reason}}. Você pode corrigi-lo e reenviá-lo.',
    en: 'Hello, {{person}}. Your external certificate "{{name}}" was denied. Reason: {{reason}}. You can correct it and resend it.',
    es: 'Hola, {{person}}. Su certificado externo "{{name}}" fue rechazado. Justificación: {{reason}}. Puede corregirlo y reenviarlo.',
  },
  'certificadoExterno.mailAction': { pt: 'Ver meus certificados externos', en: 'See my external certificates', es: 'Ver mis certificados externos' },
} as const;
