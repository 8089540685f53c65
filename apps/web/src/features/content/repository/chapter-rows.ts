import { parseTimecode, validateChapters, type Chapter, type ChapterProblem } from '@plataforma/shared/content';

/** A chapter as the form holds it: times as typed (HH:MM:SS). */
export type ChapterRow = { title: string; start: string; end: string };

/** Rows as chapters in seconds; an unreadable time becomes NaN so validateChapters reports 'chapters.invalidTime'. */
export const chapterRowsToChapters = (rows: readonly ChapterRow[]): Chapter[] =>
  rows.map((row) => ({ title: row.title.trim(), start: parseTimecode(row.start) ?? Number.NaN, end: parseTimecode(row.end) ?? Number.NaN }));

/** Problems of the rows against the video's duration in seconds (unknown: the end rule is skipped). */
export const chapterErrors = (rows: readonly ChapterRow[], duration?: number): ChapterProblem[] => validateChapters(chapterRowsToChapters(rows), duration);
