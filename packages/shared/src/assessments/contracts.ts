import { z } from 'zod';
import { pageQuerySchema } from '../core/envelope.ts';
import { queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { isValidDuration } from '../validation/date.ts';
import {
  AVALIACAO_TEXT_MAX,
  AVALIACAO_TIPOS,
  AVALIACAO_TITLE_MAX,
  ANSWER_TEXT_MAX,
  durationSeconds,
  DURATION_MIN_SECONDS,
  EVALUATORS_MAX,
  FEEDBACK_MAX,
  normaliseDuration,
  OBSERVATIONS_MAX,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  PRATICA_ANSWER_TYPES,
  QUESTAO_TIPOS,
  QUESTION_SCORE_DEFAULT,
  QUESTION_SCORE_MAX,
  questionIssue,
  QUESTIONS_MAX,
  RESPOSTA_STATUS,
  RETRIES_MAX,
  SCALE_MAX,
  SKILLS_MAX,
  STATEMENT_MAX,
  TENTATIVA_STATUS,
  UPLOAD_KINDS,
  UPLOAD_SEGMENTS,
  type StartBlock,
} from './rules.ts';

/**
 * Assessment calls (3-admin §3 Assessment, Question, §7 Avaliacao; 2-learner §3, §4, §7 Assessments). Field names are
 * the spec's (English for the assessment and its questions, Portuguese in the answer payload); shapes the spec does
 * not show are designed in the same style (docs/assessments.md).
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const optionalId = z.uuid().nullish().transform((v) => v ?? null);
const ids = (max: number) =>
  z
    .array(z.uuid())
    .max(max)
    .default([])
    .transform((list) => [...new Set(list)]);

/** A stored file as replies show it. */
export const storedFileSchema = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() });
export type StoredFileReply = z.infer<typeof storedFileSchema>;

/**
 * A question's image or attachment in a save: `{ data, mime, name }` (base64, a new file), `{ id }` (keep the file
 * the question already has) or null (none).
 */
export const questionFileRequestSchema = z
  .union([
    z.object({ id: z.string().min(1) }),
    z.object({ data: z.string().min(1), mime: z.string().min(1).max(200), name: z.string().trim().min(1).max(255) }),
  ])
  .nullish()
  .transform((v) => v ?? null);

// ---------------------------------------------------------------- builder

export const optionRequestSchema = z.object({
  /** Kept when the option already exists (answers refer to it); a new one gets an id. */
  id: z.uuid().nullish().transform((v) => v ?? null),
  text: z.string().trim().max(OPTION_TEXT_MAX, 'avaliacoes.optionTextMax'),
  isTrue: z.boolean().default(false),
});

export const questionRequestSchema = z
  .object({
    /** Kept when the question already exists; a new one gets an id. */
    id: z.uuid().nullish().transform((v) => v ?? null),
    type: z.enum(QUESTAO_TIPOS),
    statement: z.string().trim().max(STATEMENT_MAX),
    /** Escala: answers go from 1 to this value (2..10). */
    scale: z.number().int().nullish().transform((v) => v ?? null),
    maxScore: z.number().default(QUESTION_SCORE_DEFAULT),
    showFeedback: z.boolean().default(false),
    rightFeedback: optionalText(FEEDBACK_MAX),
    wrongFeedback: optionalText(FEEDBACK_MAX),
    image: questionFileRequestSchema,
    attachment: questionFileRequestSchema,
    options: z.array(optionRequestSchema).max(OPTIONS_MAX).default([]),
    /** Pratica only. */
    answerType: z.enum(PRATICA_ANSWER_TYPES).nullish().transform((v) => v ?? null),
    /** Pratica with answerType upload only. */
    uploadKinds: z.array(z.enum(UPLOAD_KINDS)).nullish().transform((v) => (v ? [...new Set(v)] : [])),
  })
  .superRefine((q, ctx) => {
    const issue = questionIssue({ ...q, options: q.options });
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) });
  })
  .transform((q) => ({
    ...q,
    scale: q.type === 'Escala' ? q.scale : null,
    options: ['Objetiva', 'Multipla', 'VerdadeiroFalso'].includes(q.type) ? q.options : [],
    answerType: q.type === 'Pratica' ? q.answerType : null,
    uploadKinds: q.type === 'Pratica' && q.answerType === 'upload' ? q.uploadKinds : [],
  }));
export type QuestionRequest = z.input<typeof questionRequestSchema>;
export type QuestionInput = z.output<typeof questionRequestSchema>;

/** POST Avaliacao and PUT Avaliacao/{id}: every field; `questions` in order (PUT replaces them, keeping ids). */
export const saveAvaliacaoRequestSchema = z
  .object({
    title: z.string().trim().min(1, 'validation.required').max(AVALIACAO_TITLE_MAX),
    observation: optionalText(AVALIACAO_TEXT_MAX),
    type: z.enum(AVALIACAO_TIPOS),
    /** 'hh:mm:ss' ('hh:mm' is padded with ':00'); only with showTimer (dropped otherwise). */
    duration: z.string().trim().nullish(),
    showTimer: z.boolean().default(false),
    skillsIds: ids(SKILLS_MAX),
    /** Minimum score, percent 0..100. */
    score: z.number().int().min(0, 'avaliacoes.minimumScoreRange').max(100, 'avaliacoes.minimumScoreRange').default(0),
    canRetry: z.boolean().default(false),
    /** Retries after the first attempt (1..10) when canRetry. */
    maxRetries: z.number().int().min(0).max(RETRIES_MAX, 'avaliacoes.maxRetriesRange').nullish().transform((v) => v ?? null),
    /** Questions asked per attempt (null = all); at most the number of questions. */
    maxQuestions: z.number().int().min(1, 'avaliacoes.maxQuestionsRange').nullish().transform((v) => v ?? null),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    /** Show the right answers after each answer. */
    displayAnswers: z.boolean().default(false),
    active: z.boolean().default(true),
    categoryId: optionalId,
    /** Evaluators (users flagged as evaluators); also PUT {id}/avaliadores. Omitted = unchanged on PUT. */
    evaluatorsIds: z.array(z.uuid()).max(EVALUATORS_MAX).optional().transform((v) => (v ? [...new Set(v)] : undefined)),
    questions: z.array(questionRequestSchema).max(QUESTIONS_MAX).default([]),
  })
  .superRefine((a, ctx) => {
    if (a.questions.length === 0) ctx.addIssue({ code: 'custom', message: 'avaliacoes.questionsRequired', path: ['questions'] });
    if (a.maxQuestions !== null && a.questions.length > 0 && a.maxQuestions > a.questions.length)
      ctx.addIssue({ code: 'custom', message: 'avaliacoes.maxQuestionsRange', path: ['maxQuestions'] });
    if (a.canRetry && (a.maxRetries === null || a.maxRetries < 1)) ctx.addIssue({ code: 'custom', message: 'avaliacoes.maxRetriesRange', path: ['maxRetries'] });
    if (a.showTimer) {
      const duration = normaliseDuration(a.duration, true);
      if (!duration || !isValidDuration(duration)) ctx.addIssue({ code: 'custom', message: 'validation.duration', path: ['duration'] });
      else if ((durationSeconds(duration) ?? 0) < DURATION_MIN_SECONDS) ctx.addIssue({ code: 'custom', message: 'avaliacoes.durationMin', path: ['duration'] });
    }
  })
  .transform((a) => ({ ...a, duration: normaliseDuration(a.duration, a.showTimer), maxRetries: a.canRetry ? a.maxRetries : null }));
export type SaveAvaliacaoRequest = z.input<typeof saveAvaliacaoRequestSchema>;
export type SaveAvaliacaoInput = z.output<typeof saveAvaliacaoRequestSchema>;

export const optionSchema = z.object({ id: z.string(), text: z.string(), isTrue: z.boolean() });
export const questionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTAO_TIPOS),
  statement: z.string(),
  scale: z.number().int().nullable(),
  maxScore: z.number(),
  showFeedback: z.boolean(),
  rightFeedback: z.string().nullable(),
  wrongFeedback: z.string().nullable(),
  order: z.number().int(),
  image: storedFileSchema.nullable(),
  attachment: storedFileSchema.nullable(),
  options: z.array(optionSchema),
  answerType: z.enum(PRATICA_ANSWER_TYPES).nullable(),
  uploadKinds: z.array(z.enum(UPLOAD_KINDS)),
});
export type Question = z.infer<typeof questionSchema>;

/** An evaluator as the builder lists them. */
export const evaluatorSchema = z.object({ id: z.string(), nomeCompleto: z.string(), email: z.string() });

/** GET Avaliacao/{id} (and the reply of POST / PUT). */
export const avaliacaoSchema = z.object({
  id: z.string(),
  title: z.string(),
  observation: z.string().nullable(),
  type: z.enum(AVALIACAO_TIPOS),
  /** 'HH:MM:SS' or null (no timer). */
  duration: z.string().nullable(),
  showTimer: z.boolean(),
  skillsIds: z.array(z.string()),
  score: z.number().int(),
  canRetry: z.boolean(),
  maxRetries: z.number().int().nullable(),
  maxQuestions: z.number().int().nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  displayAnswers: z.boolean(),
  active: z.boolean(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  evaluatorsIds: z.array(z.string()),
  evaluators: z.array(evaluatorSchema),
  questions: z.array(questionSchema),
  /** Attempts started by anyone (editing keeps answered questions for the history). */
  attemptsCount: z.number().int(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type Avaliacao = z.infer<typeof avaliacaoSchema>;

export const AVALIACAO_SORT_FIELDS = ['title', 'type', 'createdAt'] as const;
/** GET Avaliacao: paged, filtered. */
export const listAvaliacoesRequestSchema = pageQuerySchema.merge(sortQuerySchema(AVALIACAO_SORT_FIELDS, 'createdAt')).extend({
  search: z.string().trim().max(200).optional(),
  type: z.enum(AVALIACAO_TIPOS).optional(),
  active: queryBooleanSchema.optional(),
  categoryId: z.uuid().optional(),
});
export type ListAvaliacoesRequest = z.input<typeof listAvaliacoesRequestSchema>;
export type ListAvaliacoesQuery = z.output<typeof listAvaliacoesRequestSchema>;

export const avaliacaoRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(AVALIACAO_TIPOS),
  active: z.boolean(),
  questionsCount: z.number().int(),
  score: z.number().int(),
  showTimer: z.boolean(),
  duration: z.string().nullable(),
  categoryName: z.string().nullable(),
  evaluatorsCount: z.number().int(),
  /** Courses and trails using it. */
  associationsCount: z.number().int(),
  createdAt: z.string(),
});
export type AvaliacaoRow = z.infer<typeof avaliacaoRowSchema>;

/** GET Avaliacao/{id}/associations: the courses and trails that hold the assessment as an item. */
export const associationsSchema = z.object({
  cursos: z.array(z.object({ id: z.string(), titulo: z.string(), ativo: z.boolean() })),
  formacoes: z.array(z.object({ id: z.string(), titulo: z.string(), ativo: z.boolean() })),
});
export type Associations = z.infer<typeof associationsSchema>;

/** PUT Avaliacao/{id}/avaliadores: the evaluators (users of the tenant flagged as evaluators), replacing the list. */
export const avaliadoresRequestSchema = z.object({ usuariosIds: ids(EVALUATORS_MAX) });
export type AvaliadoresRequest = z.input<typeof avaliadoresRequestSchema>;
export const avaliadoresResponseSchema = z.object({ evaluators: z.array(evaluatorSchema) });

// ---------------------------------------------------------------- learner: info, start, questions, answers

/** The context an assessment is taken in (GET basic, POST student/start, POST student/finish/dontAnswer). */
export const assessmentContextSchema = z.object({
  avaliacaoId: z.uuid(),
  cursoId: z.uuid().optional(),
  trilhaId: z.uuid().optional(),
});
export type AssessmentContext = z.infer<typeof assessmentContextSchema>;

export const START_BLOCKS = ['approved', 'exhausted', 'pendingCorrection', 'reactionDone', 'skipped'] as const satisfies readonly StartBlock[];

/** The result of an attempt (POST student/{id}/finish, giveup, dontAnswer; rows of GET student). */
export const assessmentResultSchema = z.object({
  userTestId: z.string(),
  avaliacaoId: z.string(),
  title: z.string(),
  completed: z.boolean(),
  /** Attempts used so far in the context (this one's and any later ones). */
  retries: z.number().int(),
  /** This attempt's own number in its context (1 for the first). */
  attempt: z.number().int(),
  maxRetries: z.number().int(),
  /** ISO instant the attempt finished (started, while open). */
  date: z.string(),
  /** Percent 0..100; null while awaiting correction or when skipped. */
  score: z.number().nullable(),
  minimumScore: z.number().int(),
  /** Minutes. */
  duration: z.number().int(),
  approved: z.boolean(),
  hit: z.number().int(),
  miss: z.number().int(),
  /** Answers awaiting their correction (essay, practical): neither hits nor misses. */
  pending: z.number().int(),
  status: z.enum(TENTATIVA_STATUS),
  /** The time ran out (the result was computed from the answers submitted). */
  timeOver: z.boolean(),
  /** Approval completed the course or trail the assessment belongs to. */
  courseCompleted: z.boolean(),
  cursoId: z.string().nullable(),
  formacaoId: z.string().nullable(),
  /** Titles of that course and trail (my assessments list); optional, absent = not given. */
  cursoTitulo: z.string().nullish(),
  formacaoTitulo: z.string().nullish(),
  /** Final considerations of the evaluator, once corrected. */
  finalConsiderations: z.string().nullable(),
  /** A new attempt may start now. */
  canRetry: z.boolean(),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

/** GET Avaliacao/basic: the info page (2-learner §3 'Assessment info'). */
export const assessmentInfoSchema = z.object({
  id: z.string(),
  title: z.string(),
  observation: z.string().nullable(),
  maxQuestions: z.number().int(),
  /** Seconds; null without the timer. */
  duration: z.number().int().nullable(),
  canRetry: z.boolean(),
  /** Attempts used. */
  retries: z.number().int(),
  /** Attempts allowed in all. */
  maxRetries: z.number().int(),
  /** Minimum score (percent). */
  score: z.number().int(),
  type: z.enum(AVALIACAO_TIPOS),
  displayAnswers: z.boolean(),
  showTimer: z.boolean(),
  /** An attempt is open: start continues it. */
  continue: z.boolean(),
  /** The open attempt's id (null when none). */
  userTestId: z.string().nullable(),
  totalQuestionsAnswered: z.number().int(),
  totalQuestionsToAnswer: z.number().int(),
  /** May skip (reaction and diagnostic assessments, before any attempt). */
  canSkip: z.boolean(),
  /** Why a new attempt cannot start (null = it can, or one is open). */
  blocked: z.enum(START_BLOCKS).nullable(),
  /** The latest finished attempt. */
  lastResult: assessmentResultSchema.nullable(),
  cursoId: z.string().nullable(),
  formacaoId: z.string().nullable(),
});
export type AssessmentInfo = z.infer<typeof assessmentInfoSchema>;

/** POST student/start: the attempt (2-learner §3 'Assessment attempt'). */
export const assessmentAttemptSchema = z.object({
  id: z.string(),
  /** An open attempt was continued. */
  continue: z.boolean(),
  startTime: z.string(),
  /** ISO instant the time runs out; null without the timer. */
  deadline: z.string().nullable(),
  /** Seconds left when replying (null without the timer). */
  secondsLeft: z.number().int().nullable(),
  questionsAnswered: z.number().int(),
  totalQuestions: z.number().int(),
  /** Question ids in the attempt's order, with whether each is answered (the navigator). */
  questions: z.array(z.object({ id: z.string(), order: z.number().int(), answered: z.boolean() })),
});
export type AssessmentAttempt = z.infer<typeof assessmentAttemptSchema>;

/** A question as the learner sees it: never which options are right. */
export const studentOptionSchema = z.object({ id: z.string(), text: z.string() });
export const studentQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTAO_TIPOS),
  statement: z.string(),
  scale: z.number().int().nullable(),
  maxScore: z.number(),
  image: storedFileSchema.nullable(),
  attachment: storedFileSchema.nullable(),
  /** In the attempt's order (shuffled when configured). */
  options: z.array(studentOptionSchema),
  answerType: z.enum(PRATICA_ANSWER_TYPES).nullable(),
  uploadKinds: z.array(z.enum(UPLOAD_KINDS)),
});
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;

/** GET student/{id}/nextQuestion?index=: the first unanswered question, or question `index` (1-based). */
export const nextQuestionQuerySchema = z.object({ index: z.coerce.number().int().min(1).optional() });
export type NextQuestionQuery = z.infer<typeof nextQuestionQuerySchema>;

/** An answer file (practical answers, evaluator uploads). */
export const answerFileSchema = storedFileSchema.extend({ kind: z.enum(UPLOAD_SEGMENTS) });
export type AnswerFile = z.infer<typeof answerFileSchema>;

/** The result of an answer (2-learner §3 'Answer result'). Right answers only when the assessment displays them. */
export const answerResultSchema = z.object({
  id: z.string(),
  questaoId: z.string(),
  status: z.enum(RESPOSTA_STATUS),
  /** Null while pending correction, or for a scale. */
  correct: z.boolean().nullable(),
  partiallyCorrect: z.boolean(),
  /** Option ids that are right: only when displayAnswers (else empty). */
  correctAnswers: z.array(z.string()),
  userAnswers: z.array(z.string()),
  scale: z.number().int().nullable(),
  answerDiscourse: z.string().nullable(),
  link: z.string().nullable(),
  files: z.array(answerFileSchema),
  /** Only when the question shows feedback. */
  hitFeedback: z.string().nullable(),
  missFeedback: z.string().nullable(),
  /** Score given (null while pending, or when the assessment hides grades before the end). */
  score: z.number().nullable(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const nextQuestionResponseSchema = z.object({
  /** Every question answered: nothing left to ask (finish). */
  done: z.boolean(),
  /** 1-based position of the question in the attempt. */
  index: z.number().int(),
  total: z.number().int(),
  question: studentQuestionSchema.nullable(),
  /** The answer already given to this question (navigating back). */
  answer: answerResultSchema.nullable(),
  secondsLeft: z.number().int().nullable(),
});
export type NextQuestionResponse = z.infer<typeof nextQuestionResponseSchema>;

/** POST student/answer (2-learner §3 'Answer payload'). Each question is answered once. */
export const answerRequestSchema = z.object({
  usuarioAvaliacaoId: z.uuid(),
  questaoId: z.uuid(),
  alternativasIds: z.array(z.uuid()).max(OPTIONS_MAX).default([]),
  texto: optionalText(ANSWER_TEXT_MAX),
  escala: z.number().int().min(1).max(SCALE_MAX).nullish().transform((v) => v ?? null),
  link: z.url().max(2000).nullish().transform((v) => v ?? null),
  /** Practical questions send their answer type (2-learner §5). */
  answerType: z.enum(PRATICA_ANSWER_TYPES).nullish().transform((v) => v ?? null),
});
export type AnswerRequest = z.input<typeof answerRequestSchema>;
export type AnswerInput = z.output<typeof answerRequestSchema>;

/** Multipart fields of the upload calls: `file` and an optional `name`. */
export const uploadParamsSchema = z.object({ answerId: z.uuid(), kind: z.enum(UPLOAD_SEGMENTS) });
export const uploadResponseSchema = z.object({ file: answerFileSchema });

/** POST student/finish/dontAnswer: the context (skip). */
export const dontAnswerRequestSchema = assessmentContextSchema;

/** GET student: my attempts (/gestao/minhas-avaliacoes). */
export const myAssessmentsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(TENTATIVA_STATUS).optional(),
});
export type MyAssessmentsQuery = z.input<typeof myAssessmentsQuerySchema>;

/** One answered question of a finished attempt as its owner reviews it (GET student/{id}). */
export const reviewItemSchema = z.object({
  question: studentQuestionSchema,
  answer: answerResultSchema.nullable(),
  /** The evaluator's correction of an essay or practical answer, once given. */
  correction: z.object({ score: z.number(), observations: z.string().nullable(), files: z.array(answerFileSchema) }).nullable(),
});
export const attemptReviewSchema = z.object({ result: assessmentResultSchema, items: z.array(reviewItemSchema) });
export type AttemptReview = z.infer<typeof attemptReviewSchema>;

// ---------------------------------------------------------------- evaluator

export const EVALUATOR_FILTERS = ['pending', 'corrected', 'all'] as const;
/** GET evaluator: attempts of the assessments the caller evaluates. */
export const evaluatorListQuerySchema = pageQuerySchema.extend({
  status: z.enum(EVALUATOR_FILTERS).default('pending'),
  avaliacaoId: z.uuid().optional(),
  /** Name or e-mail of the person. */
  search: z.string().trim().max(200).optional(),
});
export type EvaluatorListQuery = z.input<typeof evaluatorListQuerySchema>;

export const evaluatorRowSchema = z.object({
  id: z.string(),
  avaliacaoId: z.string(),
  title: z.string(),
  usuarioId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(TENTATIVA_STATUS),
  /** Essay and practical answers still without a correction. */
  pendingAnswers: z.number().int(),
  score: z.number().nullable(),
  cursoTitulo: z.string().nullable(),
  formacaoTitulo: z.string().nullable(),
});
export type EvaluatorRow = z.infer<typeof evaluatorRowSchema>;

/** GET evaluator/{avaliacaoId}/{usuarioId}/items: every finished attempt of one person in one assessment. */
export const evaluatorItemsParamsSchema = z.object({ a: z.uuid(), b: z.uuid() });

export const correctionSchema = z.object({
  id: z.string(),
  userAssessmentResponseId: z.string(),
  score: z.number(),
  observations: z.string().nullable(),
  files: z.array(answerFileSchema),
  evaluatorName: z.string(),
  correctedAt: z.string(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** An answer in the correction view: the question with its right options, the person's answer and the correction. */
export const correctionAnswerSchema = z.object({
  id: z.string(),
  question: questionSchema,
  status: z.enum(RESPOSTA_STATUS),
  userAnswers: z.array(z.string()),
  answerDiscourse: z.string().nullable(),
  link: z.string().nullable(),
  scale: z.number().int().nullable(),
  files: z.array(answerFileSchema),
  /** Automatic score of choice answers; the correction's score for essays and practical answers. */
  score: z.number().nullable(),
  needsCorrection: z.boolean(),
  correction: correctionSchema.nullable(),
});
export type CorrectionAnswer = z.infer<typeof correctionAnswerSchema>;

/** GET evaluator/{id}: the correction view (2-learner §3 'Correction view'). */
export const correctionViewSchema = z.object({
  id: z.string(),
  avaliacaoId: z.string(),
  title: z.string(),
  /** Minutes. */
  timeSpent: z.number().int(),
  score: z.number().nullable(),
  minimumScore: z.number().int(),
  answers: z.array(correctionAnswerSchema),
  finalConsiderations: z.string().nullable(),
  status: z.enum(TENTATIVA_STATUS),
  /** The person who took the attempt (their other attempts: GET evaluator/{avaliacaoId}/{usuarioId}/items). */
  usuarioId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  finishedAt: z.string().nullable(),
});
export type CorrectionView = z.infer<typeof correctionViewSchema>;

/** POST evaluator/correction-answer. */
export const correctionAnswerRequestSchema = z.object({
  userAssessmentResponseId: z.uuid(),
  score: z.number().min(0, 'avaliacoes.correctionScoreInvalid').max(QUESTION_SCORE_MAX, 'avaliacoes.correctionScoreInvalid'),
  observations: optionalText(OBSERVATIONS_MAX),
});
export type CorrectionAnswerRequest = z.input<typeof correctionAnswerRequestSchema>;
/** PUT evaluator/{id}/correction-answer (id = the correction). */
export const updateCorrectionRequestSchema = correctionAnswerRequestSchema.omit({ userAssessmentResponseId: true });
export type UpdateCorrectionRequest = z.input<typeof updateCorrectionRequestSchema>;

/** POST evaluator/{id}/finish-correction (id = the attempt). */
export const finishCorrectionRequestSchema = z.object({ finalConsiderations: optionalText(OBSERVATIONS_MAX) });
export type FinishCorrectionRequest = z.input<typeof finishCorrectionRequestSchema>;

/** POST evaluator/{id}/correction-answer/{type}/upload (id = the correction). */
export const correctionUploadParamsSchema = z.object({ id: z.uuid(), type: z.enum(UPLOAD_SEGMENTS) });
