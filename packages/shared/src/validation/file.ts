import type { MessageKey } from '../i18n/messages.ts';

/**
 * File-drop rule (1-shell §5): the MIME subtype (after the slash) must be in the accepted list, otherwise the error
 * lists the accepted files; then the size must not exceed the maximum in the given unit
 * (divisor 1048576 for MB, otherwise 1024).
 */

export type FileSizeUnit = 'MB' | 'KB';

export type FileLike = { type: string; size: number };

export type FileRule = {
  /** Accepted MIME subtypes, e.g. ['png', 'jpeg']; compared case-insensitively. Empty or absent: any type. */
  accept?: readonly string[];
  /** Largest size allowed, in `unit` (inclusive). Absent: no limit. */
  maxSize?: number;
  /** Unit of maxSize; default 'MB'. */
  unit?: FileSizeUnit;
};

export type FileCheckError =
  | { ok: false; key: Extract<MessageKey, 'validation.fileType'>; params: { accepted: string } }
  | { ok: false; key: Extract<MessageKey, 'validation.fileSizeExceeds'>; params: { size: number; unit: FileSizeUnit } };

export type FileCheckResult = { ok: true } | FileCheckError;

export const unitDivisor = (unit: FileSizeUnit): number => (unit === 'MB' ? 1048576 : 1024);

/** The part of the MIME type after the slash, lower-case, without parameters ('image/PNG; x=y' -> 'png'). */
export function mimeSubtype(mime: string): string {
  const slash = mime.indexOf('/');
  if (slash < 0) return '';
  return mime.slice(slash + 1).split(';')[0].trim().toLowerCase();
}

export function checkFile(file: FileLike, rule: FileRule): FileCheckResult {
  const accept = rule.accept ?? [];
  if (accept.length > 0) {
    const subtype = mimeSubtype(file.type);
    if (!accept.some((allowed) => allowed.toLowerCase() === subtype)) {
      return { ok: false, key: 'validation.fileType', params: { accepted: accept.join(', ') } };
    }
  }
  if (rule.maxSize !== undefined) {
    const unit = rule.unit ?? 'MB';
    if (file.size / unitDivisor(unit) > rule.maxSize) {
      return { ok: false, key: 'validation.fileSizeExceeds', params: { size: rule.maxSize, unit } };
    }
  }
  return { ok: true };
}
