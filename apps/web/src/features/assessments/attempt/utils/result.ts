import type { AnswerResult, AssessmentResult } from '@plataforma/shared/assessments';

/** The result page to show for a finished attempt. */
export type ResultView = 'approved' | 'failed' | 'pending' | 'timeOver' | 'gaveUp' | 'skipped';

/** Time over wins (its result is computed from what was sent); then the status decides. */
export function resultViewOf(result: Pick<AssessmentResult, 'status' | 'timeOver' | 'approved'>): ResultView {
  if (result.timeOver && result.status !== 'PendenteDeCorrecao') return 'timeOver';
  switch (result.status) {
    case 'PendenteDeCorrecao':
      return 'pending';
    case 'Desistencia':
      return 'gaveUp';
    case 'NaoRespondido':
      return 'skipped';
    case 'Aprovado':
      return 'approved';
    case 'Reprovado':
      return 'failed';
    default:
      return result.approved ? 'approved' : 'failed';
  }
}

/** Percent shown with at most one decimal ('87,5%'); '—' when there is no score yet. */
export function formatScore(score: number | null | undefined, locale: string): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '—';
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score)}%`;
}

/** The result carried by the 409 'avaliacoes.timeOver' failure (`details.result`); null for any other failure. */
export function timeOverResultOf(error: unknown): AssessmentResult | null {
  if (!error || typeof error !== 'object') return null;
  const { status, details } = error as { status?: unknown; details?: unknown };
  if (status !== 409 || !details || typeof details !== 'object') return null;
  const result = (details as { result?: unknown }).result;
  if (!result || typeof result !== 'object' || typeof (result as { userTestId?: unknown }).userTestId !== 'string') return null;
  return result as AssessmentResult;
}

/** Whether an answer's reply has something to show before moving on: hit/miss feedback or the right options. */
export const hasAnswerFeedback = (answer: Pick<AnswerResult, 'hitFeedback' | 'missFeedback' | 'correctAnswers'>): boolean =>
  Boolean(answer.hitFeedback?.trim() || answer.missFeedback?.trim() || answer.correctAnswers.length > 0);

export type OptionState = 'right' | 'wrong' | 'chosen' | 'missed' | 'none';

/**
 * How an option shows after the answer: with the right options known (displayAnswers), chosen right ones are 'right',
 * chosen wrong ones 'wrong' and right ones not chosen 'missed'; without them, a single choice graded right or wrong
 * colours the chosen option, otherwise it is only 'chosen'.
 */
export function optionStateOf(optionId: string, answer: Pick<AnswerResult, 'userAnswers' | 'correctAnswers' | 'correct'>, single: boolean): OptionState {
  const chosen = answer.userAnswers.includes(optionId);
  if (answer.correctAnswers.length > 0) {
    const right = answer.correctAnswers.includes(optionId);
    if (chosen) return right ? 'right' : 'wrong';
    return right ? 'missed' : 'none';
  }
  if (!chosen) return 'none';
  if (single && answer.correct !== null) return answer.correct ? 'right' : 'wrong';
  return 'chosen';
}
