/**
 * Messages of enrolment (2-learner §4; 3-admin §3, §7 Course, Trail, Usuario, Batch enrolment, inscricaoautomatizada;
 * §8 'Erro ao inscrever alunos!'), spread into the shared catalogue (i18n/messages.ts). Portuguese is the reference.
 */
export const enrolmentMessages = {
  'inscricoes.enrolError': { pt: 'Erro ao inscrever alunos!', en: 'Error enrolling learners!', es: '¡Error al inscribir alumnos!' },
  'inscricoes.typeRequired': { pt: 'Tipo não informado!', en: 'Type not given!', es: '¡Tipo no informado!' },
  'inscricoes.courseIdRequired': { pt: 'Id do curso não informado!', en: 'Course id not given!', es: '¡Id del curso no informado!' },
  'inscricoes.trailIdRequired': { pt: 'Id da trilha não informado!', en: 'Learning path id not given!', es: '¡Id de la ruta de aprendizaje no informado!' },
  'inscricoes.notFound': { pt: 'Inscrição não encontrada.', en: 'Enrollment not found.', es: 'Inscripción no encontrada.' },
  'inscricoes.contentUnavailable': {
    pt: 'Este conteúdo não está disponível para você.',
    en: 'This content is not available to you.',
    es: 'Este contenido no está disponible para usted.',
  },
  'inscricoes.prerequisitesPending': {
    pt: 'Conclua os pré-requisitos antes de se inscrever: {{titles}}.',
    en: 'Complete the prerequisites before enrolling: {{titles}}.',
    es: 'Complete los requisitos previos antes de inscribirse: {{titles}}.',
  },
  'inscricoes.cannotUnsubscribe': {
    pt: 'Não é possível cancelar a inscrição de um conteúdo já iniciado.',
    en: 'You cannot unenroll from content you have already started.',
    es: 'No es posible cancelar la inscripción de un contenido ya iniciado.',
  },
  'inscricoes.alreadyActive': { pt: 'A inscrição já está ativa.', en: 'The enrollment is already active.', es: 'La inscripción ya está activa.' },
  'inscricoes.userNotFound': {
    pt: 'Usuário não encontrado nesta empresa.',
    en: 'User not found in this company.',
    es: 'Usuario no encontrado en esta empresa.',
  },
  'inscricoes.userInactive': { pt: 'Usuário inativo.', en: 'Inactive user.', es: 'Usuario inactivo.' },
  'inscricoes.contentInactive': {
    pt: 'O conteúdo está inativo.',
    en: 'The content is inactive.',
    es: 'El contenido está inactivo.',
  },
  // batch enrolment
  'inscricoes.batchFileRequired': {
    pt: 'Envie a planilha no campo file.',
    en: 'Send the spreadsheet in the file field.',
    es: 'Envíe la planilla en el campo file.',
  },
  'inscricoes.batchFileType': {
    pt: 'Arquivo inválido. Envie uma planilha .xlsx ou .csv.',
    en: 'Invalid file. Send an .xlsx or .csv spreadsheet.',
    es: 'Archivo inválido. Envíe una planilla .xlsx o .csv.',
  },
  'inscricoes.batchPersonRequired': { pt: 'Informe o e-mail ou o CPF da pessoa.', en: "Enter the person's email or CPF.", es: 'Informe el correo o el CPF de la persona.' },
  'inscricoes.batchPersonNotFound': {
    pt: 'Pessoa "{{value}}" não encontrada nesta empresa.',
    en: 'Person "{{value}}" not found in this company.',
    es: 'Persona "{{value}}" no encontrada en esta empresa.',
  },
  'inscricoes.batchPersonInactive': {
    pt: 'A pessoa "{{value}}" está inativa.',
    en: 'The person "{{value}}" is inactive.',
    es: 'La persona "{{value}}" está inactiva.',
  },
  'inscricoes.batchKindInvalid': {
    pt: 'Tipo "{{value}}" inválido. Use curso ou trilha.',
    en: 'Invalid type "{{value}}". Use course or learning path.',
    es: 'Tipo "{{value}}" inválido. Use curso o ruta de aprendizaje.',
  },
  'inscricoes.batchContentRequired': {
    pt: 'Informe o código ou o título do conteúdo.',
    en: 'Enter the code or the title of the content.',
    es: 'Informe el código o el título del contenido.',
  },
  'inscricoes.batchContentNotFound': {
    pt: 'Conteúdo "{{value}}" não encontrado nesta empresa.',
    en: 'Content "{{value}}" not found in this company.',
    es: 'Contenido "{{value}}" no encontrado en esta empresa.',
  },
  'inscricoes.batchContentAmbiguous': {
    pt: 'Há mais de um conteúdo com o título "{{value}}"; informe o código.',
    en: 'More than one content is titled "{{value}}"; give its code.',
    es: 'Hay más de un contenido con el título "{{value}}"; informe el código.',
  },
  'inscricoes.batchContentInactive': {
    pt: 'O conteúdo "{{value}}" está inativo.',
    en: 'The content "{{value}}" is inactive.',
    es: 'El contenido "{{value}}" está inactivo.',
  },
  'inscricoes.batchDuplicate': {
    pt: 'Linha repetida (mesma pessoa e conteúdo da linha {{row}}).',
    en: 'Repeated row (same person and content as row {{row}}).',
    es: 'Fila repetida (misma persona y contenido de la fila {{row}}).',
  },
  'inscricoes.batchColumnMissing': {
    pt: 'Coluna obrigatória ausente: {{column}}.',
    en: 'Required column missing: {{column}}.',
    es: 'Falta la columna obligatoria: {{column}}.',
  },
  'inscricoes.batchTemplateSheet': { pt: 'Inscricoes', en: 'Enrollments', es: 'Inscripciones' },
  'inscricoes.batchExamplePerson': { pt: 'maria.silva@empresa.com.br', en: 'mary.smith@company.com', es: 'maria.garcia@empresa.com' },
  'inscricoes.batchExampleContent': { pt: 'Código ou título do curso', en: 'Code or title of the course', es: 'Código o título del curso' },
  // One instruction per line: the template writes each line as a row of the instructions sheet.
  'inscricoes.batchInstructions': {
    pt: 'Preencha uma linha por inscrição na aba Inscricoes, a partir da linha 2; troque a linha de exemplo pelas suas (a pessoa do exemplo não existe).\n{{pessoa}}: o e-mail ou o CPF de uma pessoa ativa desta empresa.\n{{tipo}}: curso ou trilha.\n{{conteudo}}: o código ou o título do curso ou da trilha (o código quando há títulos repetidos).\nAs linhas com erro aparecem no relatório da validação; as válidas podem ser inscritas mesmo assim. Quem já está inscrito continua inscrito.\nTambém é aceito um arquivo .csv com as mesmas colunas, separadas por ; ou ,.',
    en: 'Fill one row per enrollment in the Enrollments sheet, from row 2 on; replace the example row with yours (the example person does not exist).\n{{pessoa}}: the email or CPF of an active person of this company.\n{{tipo}}: curso (course) or trilha (learning path).\n{{conteudo}}: the code or the title of the course or learning path (the code when titles repeat).\nRows with errors are listed in the validation report; the valid ones can be enrolled anyway. People already enrolled stay enrolled.\nA .csv file with the same columns, separated by ; or , is accepted too.',
    es: 'Complete una fila por inscripción en la hoja Inscripciones, desde la fila 2; reemplace la fila de ejemplo por las suyas (la persona del ejemplo no existe).\n{{pessoa}}: el correo o el CPF de una persona activa de esta empresa.\n{{tipo}}: curso o trilha (ruta de aprendizaje).\n{{conteudo}}: el código o el título del curso o de la ruta de aprendizaje (el código cuando hay títulos repetidos).\nLas filas con error aparecen en el informe de la validación; las válidas pueden inscribirse igualmente. Quien ya está inscrito sigue inscrito.\nTambién se acepta un archivo .csv con las mismas columnas, separadas por ; o ,.',
  },
  'inscricoes.batchTemplateTitle': { pt: 'Modelo de inscrição em lote', en: 'Batch enrollment template', es: 'Modelo de inscripción en lote' },
  // automated enrolment
  'inscricoes.ruleNotFound': {
    pt: 'Inscrição automatizada não encontrada.',
    en: 'Automated enrollment not found.',
    es: 'Inscripción automatizada no encontrada.',
  },
  'inscricoes.ruleJobTitleTaken': {
    pt: 'Já existe uma inscrição automatizada para este cargo.',
    en: 'This job title already has an automated enrollment.',
    es: 'Ya existe una inscripción automatizada para este cargo.',
  },
  'inscricoes.ruleUnitTaken': {
    pt: 'Já existe uma inscrição automatizada para esta unidade de negócio.',
    en: 'This business unit already has an automated enrollment.',
    es: 'Ya existe una inscripción automatizada para esta unidad de negocio.',
  },
  'inscricoes.ruleJobTitleNotFound': { pt: 'Cargo não encontrado.', en: 'Job title not found.', es: 'Cargo no encontrado.' },
  'inscricoes.ruleUnitNotFound': { pt: 'Unidade de negócio não encontrada.', en: 'Business unit not found.', es: 'Unidad de negocio no encontrada.' },
  'inscricoes.ruleItemNotFound': {
    pt: 'Um dos cursos ou trilhas informados não existe.',
    en: 'One of the courses or learning paths given does not exist.',
    es: 'Uno de los cursos o rutas de aprendizaje indicados no existe.',
  },
  'inscricoes.duplicateItem': { pt: 'Este item já foi adicionado.', en: 'This item has already been added.', es: 'Este elemento ya fue agregado.' },
  // e-mail to an enrolled person
  'inscricoes.mailSubject': {
    pt: 'Você foi inscrito em {{titulo}}',
    en: 'You have been enrolled in {{titulo}}',
    es: 'Usted fue inscrito en {{titulo}}',
  },
  'inscricoes.mailHello': { pt: 'Olá, {{name}}!', en: 'Hello, {{name}}!', es: '¡Hola, {{name}}!' },
  'inscricoes.mailBodyCurso': {
    pt: 'Você foi inscrito no curso "{{titulo}}".',
    en: 'You have been enrolled in the course "{{titulo}}".',
    es: 'Usted fue inscrito en el curso "{{titulo}}".',
  },
  'inscricoes.mailBodyFormacao': {
    pt: 'Você foi inscrito na trilha "{{titulo}}".',
    en: 'You have been enrolled in the learning path "{{titulo}}".',
    es: 'Usted fue inscrito en la ruta de aprendizaje "{{titulo}}".',
  },
  'inscricoes.mailButton': { pt: 'Acessar o conteúdo', en: 'Open the content', es: 'Acceder al contenido' },
} as const;
