import {
  hasOptions,
  isValidCorrectionScore,
  type AnswerFile,
  type CorrectionAnswer,
  type CorrectionView,
  type EvaluatorRow,
  type UploadSegment,
} from '@plataforma/shared/assessments';

/**
 * Pure pieces of the correction screens (2-learner §3 'Correction view', §4 'Evaluator correction'): what is still
 * pending, when the correction may be finished, how an option of a choice answer is marked, which upload segment a
 * picked file goes to and how an answer file is shown.
 */

/** Answers that need an evaluator (essay and practical) and still have no correction. */
export const pendingAnswers = (view: Pick<CorrectionView, 'answers'>): CorrectionAnswer[] => view.answers.filter((a) => a.needsCorrection && !a.correction);

/** The correction may be finished while the attempt awaits correction and every answer needing one has it. */
export const canFinishCorrection = (view: Pick<CorrectionView, 'answers' | 'status'>): boolean =>
  view.status === 'PendenteDeCorrecao' && pendingAnswers(view).length === 0;

/** Corrections can be saved only while the attempt awaits correction. */
export const isCorrectionOpen = (view: Pick<CorrectionView, 'status'>): boolean => view.status === 'PendenteDeCorrecao';

/** The problem of a score typed by the evaluator, as a `correction.form` key; null when valid. */
export const scoreIssue = (score: number | string | null | undefined, maxScore: number): 'scoreRequired' | 'scoreRange' | null => {
  if (score === null || score === undefined || score === '') return 'scoreRequired';
  const value = typeof score === 'number' ? score : Number(score);
  return isValidCorrectionScore(value, maxScore) ? null : 'scoreRange';
};

/** How an option of a choice answer is shown: chosen and right, chosen and wrong, right but not chosen, or neither. */
export type OptionMark = 'hit' | 'wrong' | 'missed' | 'none';

export const optionMark = (option: { id: string; isTrue: boolean }, userAnswers: readonly string[]): OptionMark => {
  const chosen = userAnswers.includes(option.id);
  if (chosen) return option.isTrue ? 'hit' : 'wrong';
  return option.isTrue ? 'missed' : 'none';
};

/** How an answer is shown in the correction view. */
export type AnswerShape = 'choice' | 'scale' | 'essay' | 'practical';

export const answerShape = (answer: Pick<CorrectionAnswer, 'question'>): AnswerShape => {
  const type = answer.question.type;
  if (hasOptions(type)) return 'choice';
  if (type === 'Escala') return 'scale';
  return type === 'Dissertativa' ? 'essay' : 'practical';
};

/** Whether the person gave any answer to the question. */
export const isAnswered = (answer: Pick<CorrectionAnswer, 'userAnswers' | 'answerDiscourse' | 'link' | 'scale' | 'files'>): boolean =>
  answer.userAnswers.length > 0 || Boolean(answer.answerDiscourse?.trim()) || Boolean(answer.link) || answer.scale !== null || answer.files.length > 0;

/** The upload segment of a file the evaluator picks, from its type (then its extension). */
export const segmentOfFile = (file: { type: string; name: string }): UploadSegment => {
  const mime = file.type.toLowerCase();
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (mime.startsWith('image/') || ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext)) return 'Imagens';
  if (mime.startsWith('audio/') || ['mp3', 'wav', 'ogg', 'oga', 'm4a'].includes(ext)) return 'Audio';
  if (mime.startsWith('video/') || ['mp4', 'webm', 'mov', 'ogv'].includes(ext)) return 'Video';
  return 'Documentos';
};

/** How an answer file is shown: a player, an image preview or a document link. */
export type FileView = 'audio' | 'video' | 'image' | 'document';

export const fileView = (file: Pick<AnswerFile, 'kind' | 'mime'>): FileView => {
  const mime = file.mime.toLowerCase();
  if (file.kind === 'Imagens' || mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return mime === 'video/webm' && file.kind === 'Audio' ? 'audio' : 'video';
  if (file.kind === 'Audio') return 'audio';
  if (file.kind === 'Video') return 'video';
  return 'document';
};

/** The course or trail an attempt was taken in (course first), or null. */
export const contextTitle = (row: Pick<EvaluatorRow, 'cursoTitulo' | 'formacaoTitulo'>): string | null => row.cursoTitulo ?? row.formacaoTitulo ?? null;

/**
 * The assessment filter's options, from the rows seen so far (the evaluator may not hold 'Avaliações', so the list
 * of assessments comes from the attempts): the options already known plus the new rows', sorted by title.
 */
export const assessmentOptions = (
  known: readonly { value: string; label: string }[],
  rows: readonly Pick<EvaluatorRow, 'avaliacaoId' | 'title'>[],
): { value: string; label: string }[] => {
  const map = new Map(known.map((o) => [o.value, o.label]));
  for (const row of rows) if (!map.has(row.avaliacaoId)) map.set(row.avaliacaoId, row.title);
  return [...map.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
};

/** The score shown for a number (two decimals at most). */
export const scoreText = (value: number): string => String(Math.round(value * 100) / 100);
