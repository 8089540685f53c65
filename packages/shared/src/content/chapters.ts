import type { MessageKey, MessageParams } from '../i18n/messages.ts';

/**
 * Chapters of a repository video (3-admin §5: start before end, end not beyond the video duration, no overlap).
 * A chapter is (title, start, end) with times in seconds; the forms show and read them as HH:MM:SS, the format the
 * spec uses for durations.
 */

/** Structural shape of a chapter, so the contract's `Chapter` (content/media.ts) and form values both fit. */
export type ChapterLike = { title: string; start: number; end: number };

/** Seconds as HH:MM:SS (fractions dropped; hours grow past two digits for very long media). */
export function formatTimecode(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}

/**
 * Reads HH:MM:SS or MM:SS (minutes and seconds 0-59, an optional decimal fraction of seconds) into seconds; null when
 * the text is not a time.
 */
export function parseTimecode(text: string): number | null {
  const match = /^\s*(?:(\d+):)?([0-5]?\d):([0-5]?\d)(?:[.,](\d+))?\s*$/.exec(text);
  if (!match) return null;
  const [, hours = '0', minutes, seconds, fraction] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + (fraction ? Number(`0.${fraction}`) : 0);
}

export type ChapterField = 'title' | 'start' | 'end';

export type ChapterProblem = {
  /** Position of the chapter in the list as given (not the sorted order). */
  index: number;
  field: ChapterField;
  key: Extract<
    MessageKey,
    'chapters.titleRequired' | 'chapters.invalidTime' | 'chapters.startBeforeEnd' | 'chapters.endBeyondDuration' | 'chapters.overlap'
  >;
  params?: MessageParams;
};

const validTime = (value: number): boolean => Number.isFinite(value) && value >= 0;

/**
 * Every problem of a chapter list, each tied to the chapter and field the form should mark.
 * `durationSeconds` is the media duration; when unknown (undefined, 0) the 'end within the duration' rule is not
 * applied. The duration is rounded up to the whole second before comparing, because chapter times are entered as
 * HH:MM:SS: a 59.4 s video may have its last chapter end at 00:01:00.
 * Overlap: chapters are compared in order of start; touching (one ends where the next starts) is allowed.
 */
export function validateChapters(chapters: readonly ChapterLike[], durationSeconds?: number): ChapterProblem[] {
  const problems: ChapterProblem[] = [];
  const limit = durationSeconds && durationSeconds > 0 ? Math.ceil(durationSeconds - 1e-6) : undefined;

  chapters.forEach((chapter, index) => {
    if (!chapter.title || chapter.title.trim() === '') problems.push({ index, field: 'title', key: 'chapters.titleRequired' });
    const startOk = validTime(chapter.start);
    const endOk = validTime(chapter.end);
    if (!startOk) problems.push({ index, field: 'start', key: 'chapters.invalidTime' });
    if (!endOk) problems.push({ index, field: 'end', key: 'chapters.invalidTime' });
    if (startOk && endOk && chapter.start >= chapter.end) problems.push({ index, field: 'start', key: 'chapters.startBeforeEnd' });
    if (endOk && limit !== undefined && chapter.end > limit) {
      problems.push({ index, field: 'end', key: 'chapters.endBeyondDuration', params: { duration: formatTimecode(limit) } });
    }
  });

  // Only well-formed chapters take part in the overlap check: a broken one already has its own problem.
  const ordered = chapters
    .map((chapter, index) => ({ chapter, index }))
    .filter(({ chapter }) => validTime(chapter.start) && validTime(chapter.end) && chapter.start < chapter.end)
    .sort((a, b) => a.chapter.start - b.chapter.start || a.chapter.end - b.chapter.end || a.index - b.index);
  // Compare with the chapter reaching furthest so far, so a long chapter containing two short ones is caught for both.
  let furthest: { chapter: ChapterLike; index: number } | undefined;
  for (const current of ordered) {
    if (furthest && current.chapter.start < furthest.chapter.end) {
      problems.push({
        index: current.index,
        field: 'start',
        key: 'chapters.overlap',
        params: { other: furthest.chapter.title.trim() || `#${furthest.index + 1}` },
      });
    }
    if (!furthest || current.chapter.end > furthest.chapter.end) furthest = current;
  }
  return problems;
}

/** Chapters in playing order, as stored and as the player lists them. */
export function sortChapters<T extends ChapterLike>(chapters: readonly T[]): T[] {
  return [...chapters].sort((a, b) => a.start - b.start || a.end - b.end);
}
