import { describe, expect, it } from 'vitest';
import { PROGRESS_POST_INTERVAL_MS, decideProgress, normalizePosition, scormProgress, scormRecordStatus, scormVersionOf } from './progress.ts';
import { postMidiaProgressRequestSchema, scormLearnerName, updateScormRecordRequestSchema, updateVideoInfoRequestSchema } from './progress-api.ts';

const T0 = 1_700_000_000_000;
const stored = (percent: number, position: number | null = null, changedAt: number | null = T0) => ({ percent, position, changedAt });

describe('decideProgress (server rule of a progress report)', () => {
  it('creates a row for the first report above 0 and ignores a first 0 without a position', () => {
    expect(decideProgress(null, 25.7, undefined, T0)).toEqual({ percent: 25, position: null, write: true });
    expect(decideProgress(null, 0, undefined, T0)).toEqual({ percent: 0, position: null, write: false });
    expect(decideProgress(null, -3, null, T0)).toEqual({ percent: 0, position: null, write: false });
  });

  it('clamps, only rises and keeps the stored value on a lower report', () => {
    const later = T0 + PROGRESS_POST_INTERVAL_MS;
    expect(decideProgress(stored(40), 250, undefined, later)).toEqual({ percent: 100, position: null, write: true });
    expect(decideProgress(stored(40), 30, undefined, later)).toEqual({ percent: 40, position: null, write: false });
    expect(decideProgress(stored(40), 40.9, undefined, later)).toEqual({ percent: 40, position: null, write: false });
    expect(decideProgress(stored(40), 41, undefined, later)).toEqual({ percent: 41, position: null, write: true });
  });

  it('holds back changes within 10 s of the last one, except a completion', () => {
    expect(decideProgress(stored(40), 50, undefined, T0 + PROGRESS_POST_INTERVAL_MS - 1)).toEqual({ percent: 40, position: null, write: false });
    expect(decideProgress(stored(40), 50, undefined, T0 + PROGRESS_POST_INTERVAL_MS)).toEqual({ percent: 50, position: null, write: true });
    expect(decideProgress(stored(40), 100, 12, T0 + 1)).toEqual({ percent: 100, position: 12, write: true });
    expect(decideProgress(stored(40, 7), 20, 99, T0 + 1)).toEqual({ percent: 40, position: 7, write: false });
  });

  it('saves the resume position without a rise, also after completion, throttled', () => {
    const later = T0 + PROGRESS_POST_INTERVAL_MS;
    expect(decideProgress(stored(60, 300), 10, 120.8, later)).toEqual({ percent: 60, position: 120, write: true });
    expect(decideProgress(stored(60, 120), 0, 120, later)).toEqual({ percent: 60, position: 120, write: false });
    expect(decideProgress(stored(100, 5), 100, 9, later)).toEqual({ percent: 100, position: 9, write: true });
    expect(decideProgress(stored(100, 5), 100, undefined, later)).toEqual({ percent: 100, position: 5, write: false });
    expect(decideProgress(null, 0, 33, T0)).toEqual({ percent: 0, position: 33, write: true });
  });

  it('normalises positions', () => {
    expect(normalizePosition(12.9)).toBe(12);
    expect(normalizePosition(-1)).toBeNull();
    expect(normalizePosition(Number.NaN)).toBeNull();
    expect(normalizePosition(undefined)).toBeNull();
  });
});

describe('SCORM record status', () => {
  it('reads the version text', () => {
    expect(scormVersionOf('1.2')).toBe('1.2');
    expect(scormVersionOf('SCORM 1.2')).toBe('1.2');
    expect(scormVersionOf('2004 4th Edition')).toBe('2004');
    expect(scormVersionOf(null)).toBeNull();
    expect(scormVersionOf('cmi5')).toBeNull();
  });

  it('1.2: lesson status completed or passed is 100; incomplete says nothing', () => {
    expect(scormProgress(scormRecordStatus('1.2', { completionStatus: 'completed' }))).toBe(100);
    expect(scormProgress(scormRecordStatus('1.2', { completionStatus: 'passed' }))).toBe(100);
    expect(scormProgress(scormRecordStatus('1.2', { completionStatus: 'incomplete', successStatus: 'passed' }))).toBe(100);
    expect(scormProgress(scormRecordStatus('1.2', { completionStatus: 'incomplete' }))).toBeNull();
    expect(scormProgress(scormRecordStatus('1.2', { completionStatus: 'failed' }))).toBeNull();
    expect(scormRecordStatus('1.2', { completionStatus: 'incomplete', location: 'p3', suspendData: 'x' })).toMatchObject({ location: 'p3', suspendData: 'x' });
  });

  it('2004: passed or completed is 100, otherwise the progress measure (under 100), threshold respected', () => {
    expect(scormProgress(scormRecordStatus('2004', { completionStatus: 'incomplete', successStatus: 'passed' }))).toBe(100);
    expect(scormProgress(scormRecordStatus('2004', { completionStatus: 'completed', successStatus: 'unknown' }))).toBe(100);
    expect(scormProgress(scormRecordStatus('2004', { completionStatus: 'incomplete', progressMeasure: '0.456' }))).toBe(45);
    expect(scormProgress(scormRecordStatus('2004', { completionStatus: 'incomplete', progressMeasure: '1' }))).toBe(99);
    expect(scormProgress(scormRecordStatus('2004', { completionStatus: 'incomplete', progressMeasure: '0.8', completionThreshold: '0.75' }))).toBe(100);
    expect(scormProgress(scormRecordStatus('2004', {}))).toBeNull();
  });
});

describe('call contracts', () => {
  it('progress: fractional and out-of-range percents pass to the rules; positions are bounded', () => {
    expect(postMidiaProgressRequestSchema.parse({ midiaId: '5f0c4b1e-8a57-4b43-9d2c-6f3a1f4b9a10', percentualProgresso: 120.5 })).toMatchObject({
      percentualProgresso: 120.5,
      cursoId: null,
      formacaoId: null,
    });
    expect(postMidiaProgressRequestSchema.safeParse({ midiaId: '5f0c4b1e-8a57-4b43-9d2c-6f3a1f4b9a10', percentualProgresso: 1, posicao: -1 }).success).toBe(false);
  });

  it('SCORM commit: numbers become text, null clears, absent stays absent', () => {
    const parsed = updateScormRecordRequestSchema.parse({ progressMeasure: 0.5, location: null, suspendData: 'abc', id: 'ignored' });
    expect(parsed.progressMeasure).toBe('0.5');
    expect(parsed.location).toBeNull();
    expect(parsed.suspendData).toBe('abc');
    expect('completionStatus' in parsed && parsed.completionStatus !== undefined).toBe(false);
  });

  it('video info: a chapter list and an optional duration', () => {
    expect(updateVideoInfoRequestSchema.safeParse({ chapters: [{ title: 'A', start: 0, end: 10 }] }).success).toBe(true);
    expect(updateVideoInfoRequestSchema.safeParse({ chapters: [{ title: 'A', start: 0 }] }).success).toBe(false);
  });
});

describe('scormLearnerName', () => {
  it("writes the full name as SCORM's 'Last, First'", () => {
    expect(scormLearnerName('Ana Maria Souza')).toBe('Souza, Ana Maria');
    expect(scormLearnerName('  João   Silva ')).toBe('Silva, João');
    expect(scormLearnerName('Cher')).toBe('Cher');
  });
});
