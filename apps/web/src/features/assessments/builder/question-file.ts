import { checkFile, type FileCheckError, type FileRule } from '@plataforma/shared';
import { QUESTION_ATTACHMENT_MAX_MB, QUESTION_IMAGE_MAX_MB } from '@plataforma/shared/assessments';
import type { QuestionFileValue } from './assessment-form.ts';

/** A question's image (png, jpeg, gif, webp up to 2 MB) and attachment (any document up to 10 MB), 3-admin §3 Question. */
export type QuestionFileKind = 'image' | 'attachment';

export const QUESTION_FILE_RULES: Record<QuestionFileKind, FileRule> = {
  image: { accept: ['png', 'jpeg', 'jpg', 'gif', 'webp'], maxSize: QUESTION_IMAGE_MAX_MB, unit: 'MB' },
  attachment: { maxSize: QUESTION_ATTACHMENT_MAX_MB, unit: 'MB' },
};

/** The `accept` attribute of the file inputs. */
export const QUESTION_FILE_ACCEPT: Record<QuestionFileKind, string | undefined> = { image: 'image/png,image/jpeg,image/gif,image/webp', attachment: undefined };

/** The file-drop rule for a question file: null when it passes, else the message key and its values. */
export function checkQuestionFile(file: { type: string; size: number }, kind: QuestionFileKind): FileCheckError | null {
  const result = checkFile(file, QUESTION_FILE_RULES[kind]);
  return result.ok ? null : result;
}

/** The base64 payload of a data URL ('data:image/png;base64,AAAA' -> 'AAAA'). */
export const base64OfDataUrl = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** A chosen file as the save sends it: `{ data (base64), mime, name }` plus its size for the form. */
export function readQuestionFile(file: File): Promise<QuestionFileValue> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () =>
      resolve({ data: base64OfDataUrl(String(reader.result)), mime: file.type || 'application/octet-stream', name: file.name, size: file.size });
    reader.readAsDataURL(file);
  });
}

/** Where a question file can be shown: its stored URL, or a data URL of the chosen content. */
export const questionFileUrl = (file: QuestionFileValue): string | null => ('data' in file ? `data:${file.mime};base64,${file.data}` : file.url);
