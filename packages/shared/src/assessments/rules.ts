/**
 * Pure rules of assessments (3-admin §3 Assessment, Question, §4, §5; 2-learner §3 'Assessment info', 'Answer result',
 * 'Assessment result', 'Attempt statuses', §4 'Assessment flow', 'Evaluator correction'). Shared by the server (the
 * only judge of answers and grades) and the web (builder validation, labels, timers). docs/assessments.md.
 */
import { durationToSeconds } from '../validation/date.ts';

/** Assessment kinds (3-admin §3): diagnostic, reaction (a survey), learning, behaviour. */
export const AVALIACAO_TIPOS = ['Diagnostica', 'Reacao', 'Aprendizagem', 'Comportamento'] as const;
export type AvaliacaoTipo = (typeof AVALIACAO_TIPOS)[number];

/** Question kinds: single choice, multiple choice, true/false, scale, essay, practical. */
export const QUESTAO_TIPOS = ['Objetiva', 'Multipla', 'VerdadeiroFalso', 'Escala', 'Dissertativa', 'Pratica'] as const;
export type QuestaoTipo = (typeof QUESTAO_TIPOS)[number];

/** How a practical question is answered: a text, a link, or files (recorded in the browser or uploaded). */
export const PRATICA_ANSWER_TYPES = ['text', 'link', 'upload'] as const;
export type PraticaAnswerType = (typeof PRATICA_ANSWER_TYPES)[number];

/** What a practical upload answer may hold (3-admin §3 Question). */
export const UPLOAD_KINDS = ['audio', 'camera', 'document', 'image', 'microphone', 'screen', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The upload calls' kind segment (student/{answerId}/answer/{kind}/upload, evaluator/{id}/correction-answer/{type}/upload). */
export const UPLOAD_SEGMENTS = ['Documentos', 'Audio', 'Video', 'Imagens'] as const;
export type UploadSegment = (typeof UPLOAD_SEGMENTS)[number];

/** The call segment an allowed kind sends its files to (2-learner §5 'Upload type mapping: document, audio, video, image'). */
export const uploadSegmentOf = (kind: UploadKind): UploadSegment =>
  kind === 'document' ? 'Documentos' : kind === 'image' ? 'Imagens' : kind === 'audio' || kind === 'microphone' ? 'Audio' : 'Video';

/** Largest file per upload segment, in MB. */
export const UPLOAD_MAX_MB: Record<UploadSegment, number> = { Documentos: 20, Imagens: 10, Audio: 100, Video: 500 };

/** Attempt statuses (2-learner §3). */
export const TENTATIVA_STATUS = ['Aprovado', 'Reprovado', 'Pendente', 'NovaTentativa', 'Desistencia', 'NaoRespondido', 'PendenteDeCorrecao'] as const;
export type TentativaStatus = (typeof TENTATIVA_STATUS)[number];

/** Status of one answer: submitted (graded) or pending (an essay or practical answer awaiting its correction). */
export const RESPOSTA_STATUS = ['submitted', 'pending'] as const;
export type RespostaStatus = (typeof RESPOSTA_STATUS)[number];

// ---------------------------------------------------------------- limits

export const AVALIACAO_TITLE_MAX = 200;
export const AVALIACAO_TEXT_MAX = 4000;
export const STATEMENT_MAX = 4000;
export const FEEDBACK_MAX = 2000;
/** Alternative text maximum characters (3-admin §5). */
export const OPTION_TEXT_MAX = 500;
export const OPTIONS_MAX = 10;
export const QUESTIONS_MAX = 200;
/** Scale questions go from 1 to a chosen value. */
export const SCALE_MIN = 2;
export const SCALE_MAX = 10;
/** Question max score: above zero (default 1), at most 100. */
export const QUESTION_SCORE_DEFAULT = 1;
export const QUESTION_SCORE_MAX = 100;
export const RETRIES_MAX = 10;
/** Skills linked to an assessment (the multi-select limit, as the profile's 10). */
export const SKILLS_MAX = 10;
export const EVALUATORS_MAX = 100;
export const ANSWER_TEXT_MAX = 20000;
export const OBSERVATIONS_MAX = 4000;
/** Question image (png, jpeg, gif, webp) and attachment (any document) sizes, in MB. */
export const QUESTION_IMAGE_MAX_MB = 2;
export const QUESTION_ATTACHMENT_MAX_MB = 10;
/** Shortest timed assessment: one minute. */
export const DURATION_MIN_SECONDS = 60;

// ---------------------------------------------------------------- builder

/**
 * The duration the builder sends (3-admin §3): only with the timer shown; 'hh:mm' (two or fewer parts) is padded
 * with ':00'. Returns 'HH:MM:SS' with two-digit parts, or null (no timer or empty).
 */
export const normaliseDuration = (value: string | null | undefined, showTimer: boolean): string | null => {
  if (!showTimer || !value || !value.trim()) return null;
  const parts = value.trim().split(':');
  while (parts.length < 3) parts.push('00');
  return parts.map((p) => p.padStart(2, '0')).join(':');
};

/** Seconds of a normalised duration (null when absent or invalid). */
export const durationSeconds = (value: string | null | undefined): number | null => (value ? durationToSeconds(value) : null);

/** Whether a question kind has options (and which of them are correct). */
export const hasOptions = (tipo: QuestaoTipo): boolean => tipo === 'Objetiva' || tipo === 'Multipla' || tipo === 'VerdadeiroFalso';

/** Whether a question kind is graded by an evaluator (essay and practical). */
export const needsCorrection = (tipo: QuestaoTipo): boolean => tipo === 'Dissertativa' || tipo === 'Pratica';

/** Whether a question counts towards the grade: every kind but the scale (an opinion). */
export const isGraded = (tipo: QuestaoTipo): boolean => tipo !== 'Escala';

/** Whether an assessment kind is graded against its minimum score; reaction assessments are surveys. */
export const isGradedAssessment = (tipo: AvaliacaoTipo): boolean => tipo !== 'Reacao';

/** Whether a learner may skip the assessment ('dontAnswer'): reaction and diagnostic assessments. */
export const canSkipAssessment = (tipo: AvaliacaoTipo): boolean => tipo === 'Reacao' || tipo === 'Diagnostica';

/**
 * Changing a question's kind (3-admin §4): to single choice or true/false only the first true option stays true;
 * true/false gets exactly two options (keeping the first two, or 'Verdadeiro' / 'Falso' when fewer); kinds without
 * options drop them.
 */
export const optionsForKind = <O extends { text: string; isTrue: boolean }>(
  tipo: QuestaoTipo,
  options: readonly O[],
  blank: (text: string, isTrue: boolean) => O,
  trueFalseLabels: readonly [string, string] = ['Verdadeiro', 'Falso'],
): O[] => {
  if (!hasOptions(tipo)) return [];
  let list = [...options];
  if (tipo === 'VerdadeiroFalso') {
    list = list.slice(0, 2);
    while (list.length < 2) list.push(blank(trueFalseLabels[list.length], list.length === 0));
  }
  if (tipo === 'Objetiva' || tipo === 'VerdadeiroFalso') {
    const first = list.findIndex((o) => o.isTrue);
    list = list.map((o, i) => (o.isTrue && i !== first ? { ...o, isTrue: false } : o));
  }
  return list;
};

/** A question as the builder validates it. */
export type QuestionDraft = {
  type: QuestaoTipo;
  statement: string;
  maxScore: number;
  scale?: number | null;
  options: readonly { text: string; isTrue: boolean }[];
  answerType?: PraticaAnswerType | null;
  uploadKinds?: readonly UploadKind[] | null;
};

/** The first problem of a question (a message key of assessmentsMessages) and the field it is on; null when valid. */
export const questionIssue = (q: QuestionDraft): { message: string; field: string } | null => {
  if (!q.statement.trim()) return { message: 'validation.required', field: 'statement' };
  if (!(q.maxScore > 0) || q.maxScore > QUESTION_SCORE_MAX) return { message: 'avaliacoes.maxScoreRange', field: 'maxScore' };
  if (q.type === 'Escala' && (!q.scale || q.scale < SCALE_MIN || q.scale > SCALE_MAX)) return { message: 'avaliacoes.scaleRange', field: 'scale' };
  if (q.type === 'Pratica') {
    if (!q.answerType) return { message: 'avaliacoes.answerTypeRequired', field: 'answerType' };
    if (q.answerType === 'upload' && !q.uploadKinds?.length) return { message: 'avaliacoes.uploadKindsRequired', field: 'uploadKinds' };
  }
  if (!hasOptions(q.type)) return null;
  if (q.type === 'VerdadeiroFalso' && q.options.length !== 2) return { message: 'avaliacoes.trueFalseTwoOptions', field: 'options' };
  if (q.type === 'Objetiva' && q.options.length < 2) return { message: 'avaliacoes.optionsMin', field: 'options' };
  if (q.type === 'Multipla' && q.options.length < 1) return { message: 'avaliacoes.optionsRequired', field: 'options' };
  const blank = q.options.findIndex((o) => !o.text.trim());
  if (blank >= 0) return { message: 'avaliacoes.optionTextRequired', field: `options.${blank}.text` };
  const long = q.options.findIndex((o) => o.text.trim().length > OPTION_TEXT_MAX);
  if (long >= 0) return { message: 'avaliacoes.optionTextMax', field: `options.${long}.text` };
  const correct = q.options.filter((o) => o.isTrue).length;
  if (correct === 0) return { message: 'avaliacoes.correctOptionRequired', field: 'options' };
  if (q.type !== 'Multipla' && correct > 1) return { message: 'avaliacoes.oneCorrectOption', field: 'options' };
  return null;
};

/** How many questions an attempt asks: maxQuestions when set and smaller than the pool, else the whole pool. */
export const questionsPerAttempt = (poolSize: number, maxQuestions: number | null | undefined): number =>
  maxQuestions && maxQuestions > 0 ? Math.min(poolSize, maxQuestions) : poolSize;

/** How many attempts a person has: one, plus maxRetries when retrying is allowed. */
export const attemptsAllowed = (a: { canRetry: boolean; maxRetries: number | null | undefined }): number => 1 + (a.canRetry ? Math.max(0, a.maxRetries ?? 0) : 0);

// ---------------------------------------------------------------- shuffling

/** A deterministic pseudo-random generator (mulberry32) from a string seed: the same attempt shuffles the same way. */
export const seededRandom = (seed: string): (() => number) => {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Fisher–Yates shuffle with a seed (a copy; the input is untouched). */
export const shuffled = <T>(items: readonly T[], seed: string): T[] => {
  const random = seededRandom(seed);
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

// ---------------------------------------------------------------- scoring

/** The graded part of an answer: its score (0..maxScore), and whether it is fully or partly right. */
export type AnswerGrade = { score: number; correct: boolean; partiallyCorrect: boolean };

/** Rounds a score to two decimals (scores are stored as numeric(7,2)). */
export const roundScore = (value: number): number => Math.round(value * 100) / 100;

/**
 * Grade of a choice answer. Single choice and true/false: full score when the one chosen option is the correct one.
 * Multiple choice: each correct option chosen is worth maxScore / correct options and each wrong option chosen takes
 * as much away, never below zero; right = every correct option and no wrong one; partly right = some score but not all.
 */
export const gradeChoice = (tipo: QuestaoTipo, maxScore: number, correctIds: readonly string[], chosenIds: readonly string[]): AnswerGrade => {
  const chosen = [...new Set(chosenIds)];
  const right = new Set(correctIds);
  if (tipo !== 'Multipla') {
    const ok = chosen.length === 1 && right.has(chosen[0]);
    return { score: ok ? maxScore : 0, correct: ok, partiallyCorrect: false };
  }
  if (right.size === 0) return { score: 0, correct: false, partiallyCorrect: false };
  const hits = chosen.filter((id) => right.has(id)).length;
  const misses = chosen.length - hits;
  const score = roundScore(Math.max(0, ((hits - misses) / right.size) * maxScore));
  const correct = hits === right.size && misses === 0;
  return { score: correct ? maxScore : score, correct, partiallyCorrect: !correct && score > 0 };
};

/** An evaluator's score is from 0 to the question's max score. */
export const isValidCorrectionScore = (score: number, maxScore: number): boolean => Number.isFinite(score) && score >= 0 && score <= maxScore;

/** One question of a finished attempt, for the result. `score` null = not answered or awaiting correction. */
export type GradedQuestion = { tipo: QuestaoTipo; maxScore: number; answered: boolean; score: number | null; pending: boolean };

/**
 * Acertos / Erros / Pendentes of an attempt (2-learner §3 'Assessment result'): among the graded questions (every kind
 * but the scale, an opinion that is never right or wrong), an answer awaiting its correction (essay or practical) is
 * pending, never wrong; a question answered with its full score is a hit; the rest (wrong, partly right, unanswered,
 * corrected below the full score) are misses.
 */
export type AnswerCounts = { hit: number; miss: number; pending: number };

export const countAnswers = (questions: readonly GradedQuestion[]): AnswerCounts => {
  const graded = questions.filter((q) => isGraded(q.tipo));
  const pending = graded.filter((q) => q.answered && q.pending).length;
  const hit = graded.filter((q) => q.answered && !q.pending && q.score !== null && q.score >= q.maxScore).length;
  return { hit, miss: graded.length - hit - pending, pending };
};

/** The result of an attempt from its questions (unanswered questions score zero). */
export type AttemptGrade = {
  /** Percent 0..100 of the graded questions' max scores (two decimals); 100 when nothing is graded. */
  score: number;
  /** Graded questions answered right (full score). */
  hit: number;
  /** Graded questions answered wrong, partly right or not answered (never one awaiting correction). */
  miss: number;
  /** Answered essay or practical questions awaiting their correction. */
  pendingCount: number;
  /** Some essay or practical answer still awaits its correction. */
  pending: boolean;
};

export const gradeAttempt = (questions: readonly GradedQuestion[]): AttemptGrade => {
  const graded = questions.filter((q) => isGraded(q.tipo));
  const total = graded.reduce((sum, q) => sum + q.maxScore, 0);
  const earned = graded.reduce((sum, q) => sum + (q.score ?? 0), 0);
  const counts = countAnswers(graded);
  return {
    score: total > 0 ? roundScore(Math.min(100, (earned / total) * 100)) : 100,
    hit: counts.hit,
    miss: counts.miss,
    pendingCount: counts.pending,
    pending: counts.pending > 0,
  };
};

/**
 * The status of a finished attempt: pending correction while an essay or practical answer is ungraded; reaction
 * assessments are always approved; otherwise approved when the score reaches the minimum score.
 */
export const attemptStatus = (a: { tipo: AvaliacaoTipo; minimumScore: number | null | undefined; grade: AttemptGrade }): TentativaStatus => {
  if (a.grade.pending) return 'PendenteDeCorrecao';
  if (!isGradedAssessment(a.tipo)) return 'Aprovado';
  return a.grade.score >= (a.minimumScore ?? 0) ? 'Aprovado' : 'Reprovado';
};

/** Final statuses: the attempt is over and graded (or given up / skipped). */
export const isFinalStatus = (status: TentativaStatus): boolean =>
  status === 'Aprovado' || status === 'Reprovado' || status === 'Desistencia' || status === 'NaoRespondido';

/** Whether an attempt's status counts as approved (skipping counts as approved, 2-learner §4). */
export const isApprovedStatus = (status: TentativaStatus): boolean => status === 'Aprovado' || status === 'NaoRespondido';

// ---------------------------------------------------------------- time

/** The instant an attempt's time runs out: start + duration when the timer is shown; null = no limit. */
export const attemptDeadline = (startedAt: Date, durationSec: number | null | undefined, showTimer: boolean): Date | null =>
  showTimer && durationSec && durationSec > 0 ? new Date(startedAt.getTime() + durationSec * 1000) : null;

/** Grace for answers in flight when the time runs out (a request sent at the last second still counts). */
export const DEADLINE_GRACE_MS = 2000;

/** Whether the time is over at `now` (with the grace). */
export const isTimeOver = (deadline: Date | null, now: Date = new Date()): boolean => deadline !== null && now.getTime() > deadline.getTime() + DEADLINE_GRACE_MS;

/** Seconds left (0 when over; null without a limit). */
export const secondsLeft = (deadline: Date | null, now: Date = new Date()): number | null =>
  deadline === null ? null : Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));

/** Whole minutes between two instants, rounded up (the result's duration). */
export const minutesBetween = (from: Date, to: Date): number => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 60000));

// ---------------------------------------------------------------- attempts and the course item

/** Why a new attempt cannot start; null when it can. */
export type StartBlock = 'approved' | 'exhausted' | 'pendingCorrection' | 'reactionDone' | 'skipped';

/** The message key of a start block ('avaliacoes.blockedApproved'...). */
export const startBlockMessage = (block: StartBlock): `avaliacoes.blocked${Capitalize<StartBlock>}` =>
  `avaliacoes.blocked${(block[0].toUpperCase() + block.slice(1)) as Capitalize<StartBlock>}`;

/**
 * Whether the person may start a new attempt, from their finished attempts (oldest first): not while one awaits
 * correction; a reaction assessment or a skipped one is done for good; an approved one is done; otherwise while
 * attempts remain (given-up attempts count).
 */
export const startBlock = (a: { tipo: AvaliacaoTipo; canRetry: boolean; maxRetries: number | null | undefined }, finished: readonly TentativaStatus[]): StartBlock | null => {
  if (finished.includes('PendenteDeCorrecao')) return 'pendingCorrection';
  if (finished.includes('NaoRespondido')) return 'skipped';
  if (a.tipo === 'Reacao' && finished.length > 0) return 'reactionDone';
  if (finished.includes('Aprovado')) return 'approved';
  if (finished.length >= attemptsAllowed(a)) return 'exhausted';
  return null;
};

/**
 * Whether an attempt settles the assessment as a course or trail item (2-learner §4 'Assessment flow'): an approved,
 * failed or skipped attempt always; a give-up only when it used the last attempt allowed ('with a single attempt counts
 * as failed; a new attempt is allowed if any remain'). `attemptsLeft`: whether attempts remained after this one.
 */
export const settlesItem = (status: TentativaStatus, attemptsLeft: boolean): boolean =>
  status === 'Desistencia' ? !attemptsLeft : isFinalStatus(status);

/**
 * The progress of an assessment as a course or trail item (0..100), from its attempts in the context (oldest first)
 * and the attempts allowed (attemptsAllowed): 100 once an attempt settles it (settlesItem); otherwise the share of
 * the questions answered in an open attempt, 99 while one awaits correction, and nothing for a give-up (giving up
 * loses the progress).
 */
export const itemProgress = (attempts: readonly { status: TentativaStatus; answered: number; total: number }[], allowed: number): number => {
  if (attempts.some((a, i) => settlesItem(a.status, i + 1 < allowed))) return 100;
  let best = 0;
  for (const a of attempts) {
    const share = a.status === 'Desistencia' ? 0 : a.status === 'PendenteDeCorrecao' ? 99 : a.total > 0 ? Math.floor((a.answered / a.total) * 99) : 0;
    best = Math.max(best, share);
  }
  return best;
};
