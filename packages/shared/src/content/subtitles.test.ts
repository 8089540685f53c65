import { describe, expect, it } from 'vitest';
import {
  SUBTITLE_MAX_BYTES,
  checkSubtitleFile,
  formatVttTimestamp,
  isWebVtt,
  parseSrt,
  prepareSubtitle,
  srtToVtt,
  subtitleFormatOf,
} from './subtitles.ts';

describe('subtitle file rules (.vtt/.srt, max 5 MB)', () => {
  it('accepts .vtt and .srt in any case and nothing else', () => {
    expect(subtitleFormatOf('aula.vtt')).toBe('vtt');
    expect(subtitleFormatOf('Aula 1.SRT')).toBe('srt');
    expect(subtitleFormatOf('aula.srt.txt')).toBeNull();
    expect(subtitleFormatOf('aula.ass')).toBeNull();
    expect(subtitleFormatOf('vtt')).toBeNull();
  });

  it('refuses another type with the accepted list', () => {
    expect(checkSubtitleFile({ name: 'a.ass', size: 10 })).toEqual({ ok: false, key: 'validation.fileType', params: { accepted: '.vtt, .srt' } });
  });

  it('allows exactly 5 MB and refuses one byte more', () => {
    expect(SUBTITLE_MAX_BYTES).toBe(5 * 1048576);
    expect(checkSubtitleFile({ name: 'a.srt', size: 5 * 1048576 })).toEqual({ ok: true });
    expect(checkSubtitleFile({ name: 'a.srt', size: 5 * 1048576 + 1 })).toEqual({
      ok: false,
      key: 'validation.fileSizeExceeds',
      params: { size: 5, unit: 'MB' },
    });
  });
});

describe('WebVTT header', () => {
  it('needs WEBVTT at the very start, alone or followed by a space, tab or newline', () => {
    expect(isWebVtt('WEBVTT\n\n00:00.000 --> 00:01.000\nOi')).toBe(true);
    expect(isWebVtt('WEBVTT')).toBe(true);
    expect(isWebVtt('\uFEFFWEBVTT - título\r\n')).toBe(true);
    expect(isWebVtt('WEBVTT\tx')).toBe(true);
    expect(isWebVtt('WEBVTTX')).toBe(false);
    expect(isWebVtt(' WEBVTT')).toBe(false);
    expect(isWebVtt('webvtt')).toBe(false);
    expect(isWebVtt('1\n00:00:01,000 --> 00:00:02,000\nOi')).toBe(false);
  });
});

describe('SRT -> WebVTT', () => {
  it('converts a plain file: cue numbers dropped, commas to dots, multi-line cues kept', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,500\nOlá\n\n2\n00:00:03,000 --> 00:00:05,000\nPrimeira linha\nSegunda linha\n';
    expect(srtToVtt(srt)).toEqual({
      vtt: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nOlá\n\n00:00:03.000 --> 00:00:05.000\nPrimeira linha\nSegunda linha\n',
      cues: 2,
      skipped: 0,
    });
  });

  it('tolerates a BOM, CRLF and CR line ends, extra blank lines and trailing spaces', () => {
    const srt = '\uFEFF1\r\n00:00:01,000 --> 00:00:02,000\r\nA  \r\n\r\n\r\n \r\n2\r00:00:02,000 --> 00:00:03,000\rB\r';
    const { cues, skipped } = parseSrt(srt);
    expect(skipped).toBe(0);
    expect(cues).toEqual([
      { start: 1, end: 2, text: 'A' },
      { start: 2, end: 3, text: 'B' },
    ]);
  });

  it('reads a dot separator, short fractions, no fraction, hours past 99 and no cue number', () => {
    const { cues } = parseSrt(
      '00:00:01.5 --> 00:00:02.25\nA\n\n1\n00:00:04 --> 00:00:05\nB\n\n2\n100:00:00,000 --> 100:00:01,001\nC',
    );
    expect(cues).toEqual([
      { start: 1.5, end: 2.25, text: 'A' },
      { start: 4, end: 5, text: 'B' },
      { start: 360000, end: 360001.001, text: 'C' },
    ]);
    expect(formatVttTimestamp(360001.001)).toBe('100:00:01.001');
  });

  it('ignores SRT position coordinates after the timing and SSA overrides in the text', () => {
    const { cues } = parseSrt('1\n00:00:01,000 --> 00:00:02,000 X1:10 X2:20 Y1:30 Y2:40\n{\\an8}No topo');
    expect(cues).toEqual([{ start: 1, end: 2, text: 'No topo' }]);
  });

  it('escapes --> inside the cue text so the VTT stays valid', () => {
    expect(srtToVtt('1\n00:00:01,000 --> 00:00:02,000\na --> b').vtt).toContain('\na --&gt; b\n');
  });

  it('skips malformed blocks and keeps the good ones', () => {
    const srt = [
      '1\n00:00:01,000 --> 00:00:02,000\nBom',
      '2\n00:00:0x,000 --> 00:00:03,000\nHora inválida',
      '3\n00:00:05,000 --> 00:00:04,000\nFim antes do início',
      '4\n00:00:06,000 --> 00:00:06,000\nDuração zero',
      '5\n00:61:00,000 --> 00:62:00,000\nMinutos acima de 59',
      '6\n00:00:07,000 --> 00:00:08,000',
      'texto solto sem tempo',
      '8\n00:00:09,000 --> 00:00:10,000\nBom também',
    ].join('\n\n');
    const { cues, skipped } = parseSrt(srt);
    expect(cues.map((c) => c.text)).toEqual(['Bom', 'Bom também']);
    expect(skipped).toBe(6);
  });

  it('gives an empty WebVTT document for a file without cues', () => {
    expect(srtToVtt('')).toEqual({ vtt: 'WEBVTT\n', cues: 0, skipped: 0 });
    expect(srtToVtt('lixo\n\nmais lixo')).toEqual({ vtt: 'WEBVTT\n', cues: 0, skipped: 2 });
  });

  it('formats timestamps with rounding to the millisecond', () => {
    expect(formatVttTimestamp(0)).toBe('00:00:00.000');
    expect(formatVttTimestamp(3661.0005)).toBe('01:01:01.001');
    expect(formatVttTimestamp(59.9999)).toBe('00:01:00.000');
    expect(formatVttTimestamp(-1)).toBe('00:00:00.000');
  });
});

describe('prepareSubtitle (what the upload stores)', () => {
  it('keeps a valid .vtt, without BOM and with LF line ends', () => {
    expect(prepareSubtitle('vtt', '\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nOi\r\n')).toEqual({
      ok: true,
      vtt: 'WEBVTT\n\n00:01.000 --> 00:02.000\nOi\n',
      converted: false,
      skipped: 0,
    });
  });

  it('refuses a .vtt that does not start with WEBVTT', () => {
    expect(prepareSubtitle('vtt', '1\n00:00:01,000 --> 00:00:02,000\nOi')).toEqual({ ok: false, key: 'subtitles.notWebVtt' });
  });

  it('converts an .srt and refuses one without a single valid cue', () => {
    const result = prepareSubtitle('srt', '1\n00:00:01,000 --> 00:00:02,000\nOi\n\nlixo');
    expect(result).toMatchObject({ ok: true, converted: true, skipped: 1 });
    expect(prepareSubtitle('srt', 'lixo')).toEqual({ ok: false, key: 'subtitles.noCues' });
  });
});
