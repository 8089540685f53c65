import type { FormErrors } from '@mantine/form';
import { translate, type Language } from '@plataforma/shared';
import {
  OPTIONS_MAX,
  QUESTION_SCORE_DEFAULT,
  hasOptions,
  optionsForKind,
  saveAvaliacaoRequestSchema,
  type Avaliacao,
  type AvaliacaoTipo,
  type PraticaAnswerType,
  type QuestaoTipo,
  type Question,
  type QuestionRequest,
  type SaveAvaliacaoRequest,
  type UploadKind,
} from '@plataforma/shared/assessments';
import { zodFormValidator } from '../../../lib/zod-form.ts';

/**
 * The assessment builder's form (3-admin §3 Assessment, Question; §4; §5): its values, how an assessment fills them,
 * how they become the POST/PUT Avaliacao body, the question edits (kind change, options, duplicate) and the checks
 * run before saving (the shared contract, so the browser shows the server's messages).
 */

/** A question file in the form: one the question already has (kept by id) or one chosen now (sent as base64). */
export type QuestionFileValue = { id: string; name: string; size: number; url: string | null } | { data: string; mime: string; name: string; size: number };

export type OptionRow = { key: string; id: string | null; text: string; isTrue: boolean };

export type QuestionRow = {
  /** Stable while the row is edited or moved. */
  key: string;
  id: string | null;
  type: QuestaoTipo;
  statement: string;
  maxScore: number | string;
  scale: number | string;
  showFeedback: boolean;
  rightFeedback: string;
  wrongFeedback: string;
  image: QuestionFileValue | null;
  attachment: QuestionFileValue | null;
  options: OptionRow[];
  answerType: PraticaAnswerType | null;
  uploadKinds: UploadKind[];
};

export type AssessmentFormValues = {
  title: string;
  observation: string;
  type: AvaliacaoTipo;
  showTimer: boolean;
  /** hh:mm:ss (hh:mm is accepted and padded). */
  duration: string;
  score: number | string;
  canRetry: boolean;
  maxRetries: number | string;
  /** Empty = every question. */
  maxQuestions: number | string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  displayAnswers: boolean;
  active: boolean;
  categoryId: string | null;
  skillsIds: string[];
  evaluatorsIds: string[];
  questions: QuestionRow[];
};

/** The fields of each wizard step (errors open the step that holds them). */
export const DATA_FIELDS = [
  'title',
  'observation',
  'type',
  'showTimer',
  'duration',
  'score',
  'canRetry',
  'maxRetries',
  'displayAnswers',
  'active',
  'categoryId',
  'skillsIds',
  'evaluatorsIds',
] as const;
export const QUESTION_FIELDS = ['questions', 'maxQuestions', 'shuffleQuestions', 'shuffleOptions'] as const;

/** Default scale of a new scale question (1 to 5). */
export const DEFAULT_SCALE = 5;

let keySeq = 0;
/** A key for a question or option row. */
export const newRowKey = (prefix: 'q' | 'o') => `${prefix}-${(keySeq += 1)}`;

const blankOption = (text = '', isTrue = false): OptionRow => ({ key: newRowKey('o'), id: null, text, isTrue });

export type TrueFalseLabels = readonly [string, string];

/** The options a new question of this kind starts with: two blanks for choices, the two labels for true/false. */
export function initialOptions(type: QuestaoTipo, trueFalse: TrueFalseLabels): OptionRow[] {
  if (type === 'VerdadeiroFalso') return optionsForKind(type, [], blankOption, trueFalse);
  if (type === 'Objetiva' || type === 'Multipla') return [blankOption(), blankOption()];
  return [];
}

export function newQuestion(type: QuestaoTipo, trueFalse: TrueFalseLabels): QuestionRow {
  return {
    key: newRowKey('q'),
    id: null,
    type,
    statement: '',
    maxScore: QUESTION_SCORE_DEFAULT,
    scale: type === 'Escala' ? DEFAULT_SCALE : '',
    showFeedback: false,
    rightFeedback: '',
    wrongFeedback: '',
    image: null,
    attachment: null,
    options: initialOptions(type, trueFalse),
    answerType: type === 'Pratica' ? 'text' : null,
    uploadKinds: [],
  };
}

/**
 * Changes a question's kind (3-admin §4 and the shared `optionsForKind`): single choice and true/false keep only the
 * first true option; true/false has exactly two options ('Verdadeiro' / 'Falso' when fewer); kinds without options
 * drop them; a choice kind reached from one without options starts with two blanks.
 */
export function changeQuestionType(q: QuestionRow, type: QuestaoTipo, trueFalse: TrueFalseLabels): QuestionRow {
  if (q.type === type) return q;
  let options = optionsForKind(type, q.options, blankOption, trueFalse);
  if (hasOptions(type) && !hasOptions(q.type)) options = initialOptions(type, trueFalse);
  return {
    ...q,
    type,
    options,
    scale: type === 'Escala' && (q.scale === '' || q.scale === null) ? DEFAULT_SCALE : q.scale,
    answerType: type === 'Pratica' ? (q.answerType ?? 'text') : q.answerType,
  };
}

/** Marks an option correct: the only one for single choice and true/false, toggled for multiple choice. */
export function toggleCorrect(q: QuestionRow, index: number): OptionRow[] {
  if (q.type === 'Multipla') return q.options.map((o, i) => (i === index ? { ...o, isTrue: !o.isTrue } : o));
  return q.options.map((o, i) => ({ ...o, isTrue: i === index }));
}

/** Whether another option may be added (choices only, up to the limit). */
export const canAddOption = (q: Pick<QuestionRow, 'type' | 'options'>) => (q.type === 'Objetiva' || q.type === 'Multipla') && q.options.length < OPTIONS_MAX;

/** Whether an option may be removed (true/false keeps its two). */
export const canRemoveOption = (q: Pick<QuestionRow, 'type'>) => q.type === 'Objetiva' || q.type === 'Multipla';

export const addOption = (q: QuestionRow): OptionRow[] => (canAddOption(q) ? [...q.options, blankOption()] : q.options);

/** A copy of a question as a new one (new ids on save; the stored files are kept by id). */
export const duplicateQuestion = (q: QuestionRow): QuestionRow => ({
  ...q,
  key: newRowKey('q'),
  id: null,
  options: q.options.map((o) => ({ ...o, key: newRowKey('o'), id: null })),
  uploadKinds: [...q.uploadKinds],
});

// ------------------------------------------------------------------ values

export const emptyAssessmentValues = (): AssessmentFormValues => ({
  title: '',
  observation: '',
  type: 'Aprendizagem',
  showTimer: false,
  duration: '',
  score: 0,
  canRetry: false,
  maxRetries: 1,
  maxQuestions: '',
  shuffleQuestions: false,
  shuffleOptions: false,
  displayAnswers: false,
  active: true,
  categoryId: null,
  skillsIds: [],
  evaluatorsIds: [],
  questions: [],
});

const storedFile = (file: Question['image']): QuestionFileValue | null => (file ? { id: file.id, name: file.name, size: file.size, url: file.url } : null);

export const questionToRow = (q: Question): QuestionRow => ({
  key: newRowKey('q'),
  id: q.id,
  type: q.type,
  statement: q.statement,
  maxScore: q.maxScore,
  scale: q.scale ?? (q.type === 'Escala' ? DEFAULT_SCALE : ''),
  showFeedback: q.showFeedback,
  rightFeedback: q.rightFeedback ?? '',
  wrongFeedback: q.wrongFeedback ?? '',
  image: storedFile(q.image),
  attachment: storedFile(q.attachment),
  options: q.options.map((o) => ({ key: newRowKey('o'), id: o.id, text: o.text, isTrue: o.isTrue })),
  answerType: q.answerType,
  uploadKinds: [...q.uploadKinds],
});

export const assessmentToValues = (a: Avaliacao): AssessmentFormValues => ({
  title: a.title,
  observation: a.observation ?? '',
  type: a.type,
  showTimer: a.showTimer,
  duration: a.duration ?? '',
  score: a.score,
  canRetry: a.canRetry,
  maxRetries: a.maxRetries ?? 1,
  maxQuestions: a.maxQuestions ?? '',
  shuffleQuestions: a.shuffleQuestions,
  shuffleOptions: a.shuffleOptions,
  displayAnswers: a.displayAnswers,
  active: a.active,
  categoryId: a.categoryId,
  skillsIds: [...a.skillsIds],
  evaluatorsIds: [...a.evaluatorsIds],
  questions: [...a.questions].sort((x, y) => x.order - y.order).map(questionToRow),
});

/** A typed number; '' is null; anything unparsable is NaN (the contract refuses it). */
const numberOrNull = (value: number | string): number | null => {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  return Number(value.replace(',', '.'));
};
/** A required typed number: '' is NaN so the check reports it. */
const requiredNumber = (value: number | string): number => numberOrNull(value) ?? Number.NaN;

const fileRequest = (file: QuestionFileValue | null): QuestionRequest['image'] => {
  if (!file) return null;
  return 'data' in file ? { data: file.data, mime: file.mime, name: file.name } : { id: file.id };
};

export function questionRowToRequest(q: QuestionRow): QuestionRequest {
  return {
    id: q.id,
    type: q.type,
    statement: q.statement,
    scale: q.type === 'Escala' ? requiredNumber(q.scale) : null,
    maxScore: requiredNumber(q.maxScore),
    showFeedback: q.showFeedback,
    rightFeedback: q.showFeedback ? q.rightFeedback || null : null,
    wrongFeedback: q.showFeedback ? q.wrongFeedback || null : null,
    image: fileRequest(q.image),
    attachment: fileRequest(q.attachment),
    options: hasOptions(q.type) ? q.options.map((o) => ({ id: o.id, text: o.text, isTrue: o.isTrue })) : [],
    answerType: q.type === 'Pratica' ? q.answerType : null,
    uploadKinds: q.type === 'Pratica' && q.answerType === 'upload' ? q.uploadKinds : [],
  };
}

/** The POST/PUT Avaliacao body (questions in the list's order). */
export function assessmentValuesToRequest(v: AssessmentFormValues): SaveAvaliacaoRequest {
  return {
    title: v.title,
    observation: v.observation || null,
    type: v.type,
    showTimer: v.showTimer,
    duration: v.showTimer ? v.duration : null,
    score: requiredNumber(v.score),
    canRetry: v.canRetry,
    maxRetries: v.canRetry ? requiredNumber(v.maxRetries) : null,
    maxQuestions: numberOrNull(v.maxQuestions),
    shuffleQuestions: v.shuffleQuestions,
    shuffleOptions: v.shuffleOptions,
    displayAnswers: v.displayAnswers,
    active: v.active,
    categoryId: v.categoryId || null,
    skillsIds: v.skillsIds,
    evaluatorsIds: v.evaluatorsIds,
    questions: v.questions.map(questionRowToRequest),
  };
}

// ------------------------------------------------------------------ checks

const isBlank = (value: number | string) => typeof value === 'string' && value.trim() === '';

/**
 * The form's errors: required numbers left empty ('Campo obrigatório'), then the shared contract (its messages in
 * the UI language, on the same paths as the request's, which are the form's).
 */
export function validateAssessmentValues(v: AssessmentFormValues, language: Language): FormErrors {
  const own: FormErrors = {};
  const required = translate('validation.required', language);
  if (isBlank(v.score)) own.score = required;
  if (v.canRetry && isBlank(v.maxRetries)) own.maxRetries = required;
  if (v.showTimer && !v.duration.trim()) own.duration = required;
  v.questions.forEach((q, i) => {
    if (isBlank(q.maxScore)) own[`questions.${i}.maxScore`] = required;
    if (q.type === 'Escala' && isBlank(q.scale)) own[`questions.${i}.scale`] = required;
  });
  return { ...zodFormValidator(saveAvaliacaoRequestSchema, () => language)(assessmentValuesToRequest(v)), ...own };
}

/** Whether any error belongs to the question at `index` (its fields or its options). */
export const questionHasErrors = (errors: FormErrors, index: number) =>
  Object.entries(errors).some(([path, message]) => Boolean(message) && (path === `questions.${index}` || path.startsWith(`questions.${index}.`)));

/** The index of the first question with an error, or -1. */
export function firstQuestionWithErrors(errors: FormErrors, count: number): number {
  for (let i = 0; i < count; i += 1) if (questionHasErrors(errors, i)) return i;
  return -1;
}

/** The sum of the graded questions' max scores (scale questions are opinions and do not count). */
export const totalScore = (questions: readonly Pick<QuestionRow, 'type' | 'maxScore'>[]) =>
  questions.filter((q) => q.type !== 'Escala').reduce((sum, q) => sum + (Number(q.maxScore) || 0), 0);
