import type { MessageKey } from '../i18n/messages.ts';
import type { FileCheckResult } from '../validation/file.ts';

/**
 * Subtitles of a repository video (3-admin §5 file limits, §7 uploadLegenda): .VTT or .SRT up to 5 MB. Browsers only
 * play WebVTT in a <track>, so an .srt is converted on upload and every stored subtitle is WebVTT.
 */

export const SUBTITLE_EXTENSIONS = ['vtt', 'srt'] as const;
export type SubtitleFormat = (typeof SUBTITLE_EXTENSIONS)[number];

export const SUBTITLE_MAX_MB = 5;
export const SUBTITLE_MAX_BYTES = SUBTITLE_MAX_MB * 1048576;

/** The subtitle format by the file name's extension (case-insensitive), or null when it is neither .vtt nor .srt. */
export function subtitleFormatOf(fileName: string): SubtitleFormat | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).trim().toLowerCase();
  return (SUBTITLE_EXTENSIONS as readonly string[]).includes(extension) ? (extension as SubtitleFormat) : null;
}

/**
 * Type and size of a subtitle file. The extension decides the type because browsers and operating systems report
 * .srt under many MIME types (application/x-subrip, text/plain, none at all). Same result shape and messages as the
 * generic file-drop rule.
 */
export function checkSubtitleFile(file: { name: string; size: number }): FileCheckResult {
  if (!subtitleFormatOf(file.name)) {
    return { ok: false, key: 'validation.fileType', params: { accepted: SUBTITLE_EXTENSIONS.map((e) => `.${e}`).join(', ') } };
  }
  if (file.size > SUBTITLE_MAX_BYTES) {
    return { ok: false, key: 'validation.fileSizeExceeds', params: { size: SUBTITLE_MAX_MB, unit: 'MB' } };
  }
  return { ok: true };
}

const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
const normaliseNewlines = (text: string): string => text.replace(/\r\n?/g, '\n');

/** WebVTT files must begin with 'WEBVTT' followed by the end, a space, a tab or a newline (after an optional BOM). */
export function isWebVtt(text: string): boolean {
  return /^WEBVTT(?:$|[ \t\r\n])/.test(stripBom(text));
}

export type SubtitleCue = { start: number; end: number; text: string };

/**
 * One SRT timestamp: hours (any number of digits), minutes, seconds and a fraction after ',' (SRT) or '.'
 * (frequent in hand-made files). The fraction is read as a decimal fraction, so ',5' is 500 ms.
 */
const TIMESTAMP = String.raw`(\d+):(\d{1,2}):(\d{1,2})(?:[,.](\d{1,3}))?`;
const TIMING_LINE = new RegExp(String.raw`^\s*${TIMESTAMP}\s*-->\s*${TIMESTAMP}(?:\s.*)?$`);

const toSeconds = (h: string, m: string, s: string, fraction: string | undefined): number | null => {
  const minutes = Number(m);
  const seconds = Number(s);
  if (minutes > 59 || seconds > 59) return null;
  const millis = fraction ? Number(fraction.padEnd(3, '0')) : 0;
  return Number(h) * 3600 + minutes * 60 + seconds + millis / 1000;
};

/** Formats seconds as a WebVTT timestamp HH:MM:SS.mmm (hours grow past two digits when needed). */
export function formatVttTimestamp(totalSeconds: number): string {
  const totalMillis = Math.round(Math.max(0, totalSeconds) * 1000);
  const millis = totalMillis % 1000;
  const totalWhole = Math.floor(totalMillis / 1000);
  const seconds = totalWhole % 60;
  const minutes = Math.floor(totalWhole / 60) % 60;
  const hours = Math.floor(totalWhole / 3600);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`;
}

/**
 * Cue text as WebVTT accepts it: SSA positioning overrides such as {\an8} (common in SRT files, meaningless in VTT)
 * are removed, and '-->' inside the text, which would end the cue in a VTT parser, is escaped.
 */
const cleanCueText = (lines: string[]): string =>
  lines
    .map((line) => line.replace(/\{\\[^}]*\}/g, '').replace(/-->/g, '--&gt;').trimEnd())
    .join('\n')
    .trim();

export type SrtParseResult = { cues: SubtitleCue[]; skipped: number };

/**
 * Reads an SRT file: BOM and CRLF/CR line ends tolerated, cue numbers optional, multi-line cue text kept. A block
 * without a valid timing line, with an end not after its start, or without text is skipped and counted, so one
 * broken cue does not lose the whole file.
 */
export function parseSrt(text: string): SrtParseResult {
  // Blocks are separated by one or more blank lines (whitespace-only lines count as blank).
  const blocks = normaliseNewlines(stripBom(text))
    .split(/\n(?:[ \t]*\n)+/)
    .map((block) => block.split('\n'))
    .filter((lines) => lines.some((line) => line.trim() !== ''))
    .map((lines) => lines.slice(lines.findIndex((line) => line.trim() !== '')));

  const cues: SubtitleCue[] = [];
  let skipped = 0;
  for (const lines of blocks) {
    let index = 0;
    // The cue number is informative only; players order by time.
    if (/^\s*\d+\s*$/.test(lines[0]) && lines.length > 1) index = 1;
    const timing = TIMING_LINE.exec(lines[index]);
    if (!timing) {
      skipped++;
      continue;
    }
    const start = toSeconds(timing[1], timing[2], timing[3], timing[4]);
    const end = toSeconds(timing[5], timing[6], timing[7], timing[8]);
    const cueText = cleanCueText(lines.slice(index + 1));
    if (start === null || end === null || end <= start || cueText === '') {
      skipped++;
      continue;
    }
    cues.push({ start, end, text: cueText });
  }
  return { cues, skipped };
}

/** Writes cues as a WebVTT document. */
export function cuesToVtt(cues: readonly SubtitleCue[]): string {
  const body = cues.map((cue) => `${formatVttTimestamp(cue.start)} --> ${formatVttTimestamp(cue.end)}\n${cue.text}`).join('\n\n');
  return body ? `WEBVTT\n\n${body}\n` : 'WEBVTT\n';
}

/** SRT -> WebVTT in one step; `skipped` counts the malformed blocks left out. */
export function srtToVtt(text: string): { vtt: string; cues: number; skipped: number } {
  const { cues, skipped } = parseSrt(text);
  return { vtt: cuesToVtt(cues), cues: cues.length, skipped };
}

export type SubtitlePrepareResult =
  | { ok: true; vtt: string; converted: boolean; skipped: number }
  | { ok: false; key: Extract<MessageKey, 'subtitles.notWebVtt' | 'subtitles.noCues'> };

/**
 * What the upload stores: a .vtt as sent (BOM dropped, line ends normalised) once it starts with WEBVTT; an .srt
 * converted, refused when not one cue could be read.
 */
export function prepareSubtitle(format: SubtitleFormat, text: string): SubtitlePrepareResult {
  if (format === 'vtt') {
    if (!isWebVtt(text)) return { ok: false, key: 'subtitles.notWebVtt' };
    return { ok: true, vtt: normaliseNewlines(stripBom(text)), converted: false, skipped: 0 };
  }
  const { vtt, cues, skipped } = srtToVtt(text);
  if (cues === 0) return { ok: false, key: 'subtitles.noCues' };
  return { ok: true, vtt, converted: true, skipped };
}
