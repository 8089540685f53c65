import type { AnswerRequest, StudentQuestion, UploadKind } from '@plataforma/shared/assessments';

/**
 * What the learner fills in for one question before sending it, and the POST student/answer payload built from it
 * (2-learner §3 'Answer payload', §5: practical questions send answerType; files go after the answer through the upload
 * call, so an upload answer is sent with its optional text only).
 */

/** A file picked or recorded for a practical upload answer, sent after the answer. */
export type PendingFile = { key: string; kind: UploadKind; file: File };

export type AnswerDraft = {
  optionIds: string[];
  scale: number | null;
  text: string;
  link: string;
  files: PendingFile[];
};

export const emptyDraft = (): AnswerDraft => ({ optionIds: [], scale: null, text: '', link: '', files: [] });

type QuestionShape = Pick<StudentQuestion, 'id' | 'type' | 'answerType' | 'scale' | 'options'>;

/** Choosing an option: single choice and true/false keep one; multiple choice toggles it. */
export function toggleOption(type: StudentQuestion['type'], current: readonly string[], optionId: string): string[] {
  if (type !== 'Multipla') return [optionId];
  return current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId];
}

/** An http(s) address. */
export function isValidLink(value: string): boolean {
  const text = value.trim();
  if (!text) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Whether the draft answers the question (the send button is enabled only then). */
export function isAnswerReady(question: QuestionShape, draft: AnswerDraft): boolean {
  const known = new Set(question.options.map((o) => o.id));
  const chosen = draft.optionIds.filter((id) => known.has(id));
  switch (question.type) {
    case 'Objetiva':
    case 'VerdadeiroFalso':
      return chosen.length === 1;
    case 'Multipla':
      return chosen.length >= 1;
    case 'Escala':
      return draft.scale !== null && draft.scale >= 1 && draft.scale <= (question.scale ?? 0);
    case 'Dissertativa':
      return draft.text.trim().length > 0;
    case 'Pratica':
      if (question.answerType === 'link') return isValidLink(draft.link);
      if (question.answerType === 'upload') return draft.files.length > 0;
      return draft.text.trim().length > 0;
    default:
      return false;
  }
}

/** The POST student/answer body for the question kind: only the fields that kind answers with. */
export function buildAnswerPayload(attemptId: string, question: QuestionShape, draft: AnswerDraft): AnswerRequest {
  const base: AnswerRequest = { usuarioAvaliacaoId: attemptId, questaoId: question.id };
  const known = new Set(question.options.map((o) => o.id));
  const chosen = [...new Set(draft.optionIds.filter((id) => known.has(id)))];
  switch (question.type) {
    case 'Objetiva':
    case 'VerdadeiroFalso':
      return { ...base, alternativasIds: chosen.slice(0, 1) };
    case 'Multipla':
      return { ...base, alternativasIds: chosen };
    case 'Escala':
      return { ...base, escala: draft.scale };
    case 'Dissertativa':
      return { ...base, texto: draft.text.trim() };
    case 'Pratica': {
      const answerType = question.answerType ?? 'text';
      if (answerType === 'link') return { ...base, answerType, link: draft.link.trim() };
      const texto = draft.text.trim();
      return { ...base, answerType, ...(texto || answerType === 'text' ? { texto } : {}) };
    }
    default:
      return base;
  }
}
