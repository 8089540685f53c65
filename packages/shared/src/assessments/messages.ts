/**
 * Messages of assessments (3-admin §5 Assessment, §8 'Não foi possível carregar a questão'; 2-learner §4 Assessment
 * flow, §5, §8), spread into the shared catalogue (i18n/messages.ts). Portuguese is the reference.
 */
export const assessmentsMessages = {
  // builder
  'avaliacoes.notFound': { pt: 'Avaliação não encontrada.', en: 'Assessment not found.', es: 'Evaluación no encontrada.' },
  'avaliacoes.questionsRequired': { pt: 'Adicione ao menos uma questão.', en: 'Add at least one question.', es: 'Agregue al menos una pregunta.' },
  'avaliacoes.trueFalseTwoOptions': {
    pt: 'Questões de verdadeiro ou falso têm exatamente duas alternativas.',
    en: 'True/false questions have exactly two options.',
    es: 'Las preguntas de verdadero o falso tienen exactamente dos alternativas.',
  },
  'avaliacoes.optionsMin': { pt: 'Adicione ao menos duas alternativas.', en: 'Add at least two options.', es: 'Agregue al menos dos alternativas.' },
  'avaliacoes.optionsRequired': { pt: 'Adicione ao menos uma alternativa.', en: 'Add at least one option.', es: 'Agregue al menos una alternativa.' },
  'avaliacoes.optionTextRequired': { pt: 'Informe a descrição da alternativa.', en: 'Enter the option text.', es: 'Indique la descripción de la alternativa.' },
  'avaliacoes.optionTextMax': {
    pt: 'A alternativa pode ter no máximo 500 caracteres.',
    en: 'An option can have at most 500 characters.',
    es: 'La alternativa puede tener como máximo 500 caracteres.',
  },
  'avaliacoes.correctOptionRequired': { pt: 'Marque ao menos uma alternativa correta.', en: 'Mark at least one correct option.', es: 'Marque al menos una alternativa correcta.' },
  'avaliacoes.oneCorrectOption': { pt: 'Marque apenas uma alternativa correta.', en: 'Mark only one correct option.', es: 'Marque solo una alternativa correcta.' },
  'avaliacoes.maxScoreRange': {
    pt: 'A pontuação deve ser maior que zero e no máximo 100.',
    en: 'The score must be above zero and at most 100.',
    es: 'La puntuación debe ser mayor que cero y como máximo 100.',
  },
  'avaliacoes.scaleRange': { pt: 'A escala vai de 1 a um valor entre 2 e 10.', en: 'The scale goes from 1 to a value between 2 and 10.', es: 'La escala va de 1 a un valor entre 2 y 10.' },
  'avaliacoes.answerTypeRequired': { pt: 'Escolha o tipo de resposta.', en: 'Choose the answer type.', es: 'Elija el tipo de respuesta.' },
  'avaliacoes.uploadKindsRequired': {
    pt: 'Escolha ao menos um tipo de arquivo permitido.',
    en: 'Choose at least one allowed file kind.',
    es: 'Elija al menos un tipo de archivo permitido.',
  },
  'avaliacoes.minimumScoreRange': { pt: 'A nota mínima vai de 0 a 100%.', en: 'The minimum score goes from 0 to 100%.', es: 'La nota mínima va de 0 a 100%.' },
  'avaliacoes.maxRetriesRange': { pt: 'Informe de 1 a 10 novas tentativas.', en: 'Enter from 1 to 10 retries.', es: 'Indique de 1 a 10 nuevos intentos.' },
  'avaliacoes.maxQuestionsRange': {
    pt: 'A quantidade de questões vai de 1 ao total de questões cadastradas.',
    en: 'The number of questions goes from 1 to the questions added.',
    es: 'La cantidad de preguntas va de 1 al total de preguntas registradas.',
  },
  'avaliacoes.durationMin': { pt: 'A duração mínima é de 1 minuto.', en: 'The shortest duration is 1 minute.', es: 'La duración mínima es de 1 minuto.' },
  'avaliacoes.fileInvalid': {
    pt: 'Arquivo inválido para a questão: {{name}}.',
    en: 'Invalid file for the question: {{name}}.',
    es: 'Archivo inválido para la pregunta: {{name}}.',
  },
  'avaliacoes.fileTooLarge': { pt: 'O arquivo excede {{max}} MB.', en: 'The file exceeds {{max}} MB.', es: 'El archivo supera {{max}} MB.' },
  'avaliacoes.linked': {
    pt: 'A avaliação está vinculada a cursos ou trilhas. Remova os vínculos antes de excluí-la.',
    en: 'The assessment is linked to courses or learning paths. Remove the links before deleting it.',
    es: 'La evaluación está vinculada a cursos o rutas de aprendizaje. Quite los vínculos antes de eliminarla.',
  },
  'avaliacoes.hasAttempts': {
    pt: 'A avaliação já foi respondida e não pode ser excluída. Desative-a.',
    en: 'The assessment has been answered and cannot be deleted. Deactivate it instead.',
    es: 'La evaluación ya fue respondida y no puede eliminarse. Desactívela.',
  },
  'avaliacoes.evaluatorInvalid': {
    pt: 'O usuário {{name}} não é avaliador nesta empresa.',
    en: 'The user {{name}} is not an evaluator in this company.',
    es: 'El usuario {{name}} no es evaluador en esta empresa.',
  },
  // learner
  'avaliacoes.loadError': {
    pt: 'Erro ao carregar a avaliação e as alternativas.',
    en: 'Error loading the assessment and its options.',
    es: 'Error al cargar la evaluación y las alternativas.',
  },
  'avaliacoes.malformed': {
    pt: 'Avaliação não encontrada ou mal formatada.',
    en: 'Assessment not found or malformed.',
    es: 'Evaluación no encontrada o mal formada.',
  },
  'avaliacoes.questionLoadError': { pt: 'Não foi possível carregar a questão', en: 'The question could not be loaded', es: 'No fue posible cargar la pregunta' },
  'avaliacoes.questionTypeUnsupported': { pt: 'Tipo de questão não suportado.', en: 'Question type not supported.', es: 'Tipo de pregunta no soportado.' },
  'avaliacoes.inactive': { pt: 'Esta avaliação está inativa.', en: 'This assessment is inactive.', es: 'Esta evaluación está inactiva.' },
  'avaliacoes.contextRequired': {
    pt: 'A avaliação é respondida dentro de um curso ou trilha em que você está inscrito.',
    en: 'The assessment is taken inside a course or learning path you are enrolled in.',
    es: 'La evaluación se responde dentro de un curso o ruta de aprendizaje en el que usted está inscrito.',
  },
  'avaliacoes.notInContent': {
    pt: 'A avaliação não faz parte deste curso ou trilha.',
    en: 'The assessment is not part of this course or learning path.',
    es: 'La evaluación no forma parte de este curso o ruta de aprendizaje.',
  },
  'avaliacoes.attemptNotFound': { pt: 'Tentativa não encontrada.', en: 'Attempt not found.', es: 'Intento no encontrado.' },
  'avaliacoes.attemptClosed': { pt: 'Esta tentativa já foi finalizada.', en: 'This attempt is already finished.', es: 'Este intento ya fue finalizado.' },
  'avaliacoes.timeOver': {
    pt: 'O tempo acabou. O resultado foi calculado com as respostas enviadas.',
    en: 'Time is over. The result was computed from the answers sent.',
    es: 'El tiempo terminó. El resultado se calculó con las respuestas enviadas.',
  },
  'avaliacoes.alreadyAnswered': { pt: 'Esta questão já foi respondida.', en: 'This question has already been answered.', es: 'Esta pregunta ya fue respondida.' },
  'avaliacoes.questionNotInAttempt': {
    pt: 'A questão não faz parte desta tentativa.',
    en: 'The question is not part of this attempt.',
    es: 'La pregunta no forma parte de este intento.',
  },
  'avaliacoes.answerRequired': { pt: 'Responda a questão antes de enviar.', en: 'Answer the question before sending.', es: 'Responda la pregunta antes de enviar.' },
  'avaliacoes.optionInvalid': { pt: 'Alternativa inválida para esta questão.', en: 'Invalid option for this question.', es: 'Alternativa inválida para esta pregunta.' },
  'avaliacoes.oneOptionOnly': { pt: 'Escolha apenas uma alternativa.', en: 'Choose only one option.', es: 'Elija solo una alternativa.' },
  'avaliacoes.scaleOutOfRange': { pt: 'Escolha um valor de 1 a {{max}}.', en: 'Choose a value from 1 to {{max}}.', es: 'Elija un valor de 1 a {{max}}.' },
  'avaliacoes.answerTypeMismatch': {
    pt: 'Tipo de resposta não permitido para esta questão.',
    en: 'Answer type not allowed for this question.',
    es: 'Tipo de respuesta no permitido para esta pregunta.',
  },
  'avaliacoes.uploadKindNotAllowed': {
    pt: 'Este tipo de arquivo não é aceito nesta questão.',
    en: 'This kind of file is not accepted for this question.',
    es: 'Este tipo de archivo no se acepta en esta pregunta.',
  },
  'avaliacoes.uploadFileRequired': { pt: 'File is required!', en: 'File is required!', es: '¡El archivo es obligatorio!' },
  'avaliacoes.uploadTypeRequired': { pt: 'Type is required!', en: 'Type is required!', es: '¡El tipo es obligatorio!' },
  'avaliacoes.uploadRelationRequired': { pt: 'RelationId is required!', en: 'RelationId is required!', es: '¡El RelationId es obligatorio!' },
  'avaliacoes.blockedApproved': { pt: 'Você já foi aprovado nesta avaliação.', en: 'You have already passed this assessment.', es: 'Usted ya aprobó esta evaluación.' },
  'avaliacoes.blockedExhausted': {
    pt: 'Você esgotou as tentativas desta avaliação.',
    en: 'You have used all the attempts of this assessment.',
    es: 'Usted agotó los intentos de esta evaluación.',
  },
  'avaliacoes.blockedPendingCorrection': {
    pt: 'Sua tentativa aguarda a correção do avaliador.',
    en: 'Your attempt is awaiting the evaluator’s correction.',
    es: 'Su intento espera la corrección del evaluador.',
  },
  'avaliacoes.blockedReactionDone': {
    pt: 'Avaliação de reação já respondida: não pode ser refeita.',
    en: 'Reaction assessment already answered: it cannot be redone.',
    es: 'Evaluación de reacción ya respondida: no puede rehacerse.',
  },
  'avaliacoes.blockedSkipped': {
    pt: 'Você optou por não responder esta avaliação.',
    en: 'You chose not to answer this assessment.',
    es: 'Usted optó por no responder esta evaluación.',
  },
  'avaliacoes.cannotSkip': {
    pt: 'Somente avaliações de reação e diagnósticas podem ser puladas.',
    en: 'Only reaction and diagnostic assessments can be skipped.',
    es: 'Solo las evaluaciones de reacción y diagnósticas pueden omitirse.',
  },
  // evaluator
  'avaliacoes.notEvaluator': {
    pt: 'Você não é avaliador desta avaliação.',
    en: 'You are not an evaluator of this assessment.',
    es: 'Usted no es evaluador de esta evaluación.',
  },
  'avaliacoes.answerNotFound': { pt: 'Resposta não encontrada.', en: 'Answer not found.', es: 'Respuesta no encontrada.' },
  'avaliacoes.correctionNotFound': { pt: 'Correção não encontrada.', en: 'Correction not found.', es: 'Corrección no encontrada.' },
  'avaliacoes.noCorrectionNeeded': {
    pt: 'Esta resposta é corrigida automaticamente.',
    en: 'This answer is graded automatically.',
    es: 'Esta respuesta se corrige automáticamente.',
  },
  'avaliacoes.correctionScoreRange': {
    pt: 'A nota vai de 0 à pontuação máxima da questão ({{max}}).',
    en: "The score goes from 0 to the question's maximum score ({{max}}).",
    es: 'La nota va de 0 a la puntuación máxima de la pregunta ({{max}}).',
  },
  'avaliacoes.correctionScoreInvalid': {
    pt: 'A nota vai de 0 a 100.',
    en: 'The score goes from 0 to 100.',
    es: 'La nota va de 0 a 100.',
  },
  'avaliacoes.correctionPending': {
    pt: 'Corrija todas as respostas antes de finalizar ({{count}} pendentes).',
    en: 'Correct every answer before finishing ({{count}} pending).',
    es: 'Corrija todas las respuestas antes de finalizar ({{count}} pendientes).',
  },
  'avaliacoes.correctionPending_one': {
    pt: 'Corrija todas as respostas antes de finalizar ({{count}} pendente).',
    en: 'Correct every answer before finishing ({{count}} pending).',
    es: 'Corrija todas las respuestas antes de finalizar ({{count}} pendiente).',
  },
  'avaliacoes.notPendingCorrection': {
    pt: 'Esta tentativa não aguarda correção.',
    en: 'This attempt is not awaiting correction.',
    es: 'Este intento no espera corrección.',
  },
  'avaliacoes.correctedMailSubject': {
    pt: 'Sua avaliação "{{title}}" foi corrigida',
    en: 'Your assessment "{{title}}" has been corrected',
    es: 'Su evaluación "{{title}}" fue corregida',
  },
  'avaliacoes.correctedMailBody': {
    pt: 'Olá, {{name}}. O avaliador concluiu a correção da avaliação "{{title}}". Resultado: {{status}} ({{score}}%).',
    en: 'Hello, {{name}}. The evaluator finished correcting the assessment "{{title}}". Result: {{status}} ({{score}}%).',
    es: 'Hola, {{name}}. El evaluador concluyó la corrección de la evaluación "{{title}}". Resultado: {{status}} ({{score}}%).',
  },
} as const;
