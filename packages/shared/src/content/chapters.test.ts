import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages.ts';
import { formatTimecode, parseTimecode, sortChapters, validateChapters } from './chapters.ts';

describe('timecodes', () => {
  it('formats seconds as HH:MM:SS', () => {
    expect(formatTimecode(0)).toBe('00:00:00');
    expect(formatTimecode(59.9)).toBe('00:00:59');
    expect(formatTimecode(3661)).toBe('01:01:01');
    expect(formatTimecode(86399)).toBe('23:59:59');
    expect(formatTimecode(360000)).toBe('100:00:00');
    expect(formatTimecode(-5)).toBe('00:00:00');
    expect(formatTimecode(Number.NaN)).toBe('00:00:00');
  });

  it('reads HH:MM:SS and MM:SS, with an optional fraction', () => {
    expect(parseTimecode('00:00:00')).toBe(0);
    expect(parseTimecode('01:01:01')).toBe(3661);
    expect(parseTimecode('23:59:59')).toBe(86399);
    expect(parseTimecode('02:30')).toBe(150);
    expect(parseTimecode(' 00:01:02.5 ')).toBe(62.5);
    expect(parseTimecode('00:01:02,25')).toBe(62.25);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', '12', '00:60:00', '00:00:60', 'aa:bb:cc', '1:2:3:4', '-00:00:01', '00:00']) {
      expect(parseTimecode(text), text).toBe(text === '00:00' ? 0 : null);
    }
  });
});

describe('chapter rules (3-admin §5)', () => {
  const duration = 120;

  it('accepts a well-formed list, including touching chapters and an end equal to the duration', () => {
    expect(
      validateChapters(
        [
          { title: 'Abertura', start: 0, end: 30 },
          { title: 'Meio', start: 30, end: 90 },
          { title: 'Fim', start: 90, end: 120 },
        ],
        duration,
      ),
    ).toEqual([]);
  });

  it('requires a title', () => {
    expect(validateChapters([{ title: '  ', start: 0, end: 10 }], duration)).toEqual([
      { index: 0, field: 'title', key: 'chapters.titleRequired' },
    ]);
  });

  it('requires start before end (equal is refused)', () => {
    expect(validateChapters([{ title: 'A', start: 10, end: 10 }], duration)).toEqual([
      { index: 0, field: 'start', key: 'chapters.startBeforeEnd' },
    ]);
    expect(validateChapters([{ title: 'A', start: 11, end: 10 }], duration)).toEqual([
      { index: 0, field: 'start', key: 'chapters.startBeforeEnd' },
    ]);
  });

  it('refuses negative or non-numeric times', () => {
    expect(validateChapters([{ title: 'A', start: -1, end: Number.NaN }], duration)).toEqual([
      { index: 0, field: 'start', key: 'chapters.invalidTime' },
      { index: 0, field: 'end', key: 'chapters.invalidTime' },
    ]);
  });

  it('refuses an end beyond the duration, rounded up to the whole second', () => {
    expect(validateChapters([{ title: 'A', start: 0, end: 121 }], duration)).toEqual([
      { index: 0, field: 'end', key: 'chapters.endBeyondDuration', params: { duration: '00:02:00' } },
    ]);
    // a 119.4 s video: the last chapter may end at 00:02:00, not at 00:02:01
    expect(validateChapters([{ title: 'A', start: 0, end: 120 }], 119.4)).toEqual([]);
    expect(validateChapters([{ title: 'A', start: 0, end: 121 }], 119.4)).toHaveLength(1);
  });

  it('skips the duration rule while the duration is unknown', () => {
    expect(validateChapters([{ title: 'A', start: 0, end: 99999 }])).toEqual([]);
    expect(validateChapters([{ title: 'A', start: 0, end: 99999 }], 0)).toEqual([]);
  });

  it('finds overlaps in any input order and names the other chapter', () => {
    const problems = validateChapters(
      [
        { title: 'Dois', start: 50, end: 80 },
        { title: 'Um', start: 0, end: 60 },
      ],
      duration,
    );
    expect(problems).toEqual([{ index: 0, field: 'start', key: 'chapters.overlap', params: { other: 'Um' } }]);
  });

  it('catches both short chapters inside a long one', () => {
    const problems = validateChapters(
      [
        { title: 'Longo', start: 0, end: 100 },
        { title: 'Curto 1', start: 10, end: 20 },
        { title: 'Curto 2', start: 30, end: 40 },
      ],
      duration,
    );
    expect(problems.map((p) => [p.index, p.key, p.params])).toEqual([
      [1, 'chapters.overlap', { other: 'Longo' }],
      [2, 'chapters.overlap', { other: 'Longo' }],
    ]);
  });

  it('treats identical chapters as overlapping and leaves broken ones out of the overlap check', () => {
    expect(
      validateChapters(
        [
          { title: 'A', start: 0, end: 10 },
          { title: 'B', start: 0, end: 10 },
          { title: 'C', start: 5, end: 2 },
        ],
        duration,
      ),
    ).toEqual([
      { index: 2, field: 'start', key: 'chapters.startBeforeEnd' },
      { index: 1, field: 'start', key: 'chapters.overlap', params: { other: 'A' } },
    ]);
  });

  it('sorts chapters by start without touching the input', () => {
    const input = [
      { title: 'B', start: 30, end: 40 },
      { title: 'A', start: 0, end: 30 },
    ];
    expect(sortChapters(input).map((c) => c.title)).toEqual(['A', 'B']);
    expect(input[0].title).toBe('B');
  });

  it('every problem key has pt, en and es messages', () => {
    for (const key of ['chapters.titleRequired', 'chapters.invalidTime', 'chapters.startBeforeEnd', 'chapters.endBeyondDuration', 'chapters.overlap'] as const) {
      expect(Object.keys(messages[key]).sort()).toEqual(['en', 'es', 'pt']);
    }
  });
});
