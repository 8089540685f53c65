import { describe, expect, it } from 'vitest';
import {
  PROGRESS_POST_INTERVAL_MS,
  SCORM_SUSPEND_DATA_MAX_LENGTH,
  SCORM_SUSPEND_DATA_MIN_KEPT,
  clampProgress,
  flushProgress,
  isScormContentSource,
  isSuspendDataAccepted,
  isVideoFinished,
  nextProgress,
  pdfProgress,
  progressOnOpen,
  progressPostDue,
  readCmiValue,
  readScormStatus,
  reportProgress,
  scormCommitProgress,
  videoProgress,
} from './progress.ts';

describe('media progress (2-learner §4)', () => {
  it('clamps to whole percents from 0 to 100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(42.9)).toBe(42);
    expect(clampProgress(99.99)).toBe(99);
    expect(clampProgress(100)).toBe(100);
    expect(clampProgress(250)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('only rises, ignores 0, and registers nothing once complete', () => {
    expect(nextProgress(undefined, 30)).toBe(30);
    expect(nextProgress(null, 0)).toBeNull();
    expect(nextProgress(30, 0)).toBeNull();
    expect(nextProgress(30, -10)).toBeNull();
    expect(nextProgress(30, 20)).toBeNull();
    expect(nextProgress(30, 30)).toBeNull();
    expect(nextProgress(30, 31)).toBe(31);
    expect(nextProgress(30, 150)).toBe(100);
    expect(nextProgress(99, 100)).toBe(100);
    expect(nextProgress(100, 100)).toBeNull();
  });

  it('sets image, document and link to 100 on open, and not the played kinds', () => {
    expect(progressOnOpen('imagem')).toBe(100);
    expect(progressOnOpen('documento')).toBe(100);
    expect(progressOnOpen('link')).toBe(100);
    for (const kind of ['video', 'audio', 'pdf', 'scorm', 'carrossel'] as const) expect(progressOnOpen(kind)).toBeNull();
  });

  it('computes PDF progress as page / pages, only rising with the stored value', () => {
    expect(pdfProgress(1, 4)).toBe(25);
    expect(pdfProgress(3, 4)).toBe(75);
    expect(pdfProgress(4, 4)).toBe(100);
    expect(pdfProgress(1, 1)).toBe(100);
    expect(pdfProgress(1, 3)).toBe(33);
    expect(pdfProgress(199, 200)).toBe(99);
    expect(pdfProgress(9, 4)).toBe(100);
    expect(pdfProgress(1, 0)).toBe(0);
    // Going back a page registers nothing.
    expect(nextProgress(75, pdfProgress(2, 4))).toBeNull();
    expect(nextProgress(50, pdfProgress(3, 4))).toBe(75);
  });

  it('finishes a video within its last 5 seconds or on end', () => {
    expect(isVideoFinished(94.9, 100)).toBe(false);
    expect(isVideoFinished(95, 100)).toBe(true);
    expect(isVideoFinished(99, 100)).toBe(true);
    expect(isVideoFinished(10, 100, true)).toBe(true);
    // A clip under 5 s is not finished merely by loading it.
    expect(isVideoFinished(0, 4)).toBe(false);
    expect(isVideoFinished(0.5, 4)).toBe(true);
    expect(isVideoFinished(10, Number.NaN)).toBe(false);
    expect(videoProgress(50, 100)).toBe(50);
    expect(videoProgress(94.9, 100)).toBe(94);
    expect(videoProgress(95, 100)).toBe(100);
    expect(videoProgress(0, 0)).toBe(0);
  });
});

describe('progress throttle (once per 10 s)', () => {
  it('posts the first report, then at most once per 10 s, holding the highest percent back', () => {
    const t0 = 1_000_000;
    const first = reportProgress({ stored: 0 }, 10, t0);
    expect(first.post).toBe(10);
    const held = reportProgress(first.state, 20, t0 + 3_000);
    expect(held.post).toBeUndefined();
    expect(held.state.pending).toBe(20);
    const higher = reportProgress(held.state, 30, t0 + 6_000);
    expect(higher.post).toBeUndefined();
    expect(higher.state.pending).toBe(30);
    // A lower report while one is pending changes nothing.
    expect(reportProgress(higher.state, 25, t0 + 7_000).state.pending).toBe(30);
    const due = reportProgress(higher.state, 25, t0 + PROGRESS_POST_INTERVAL_MS);
    expect(due.post).toBe(30);
    expect(due.state).toEqual({ stored: 30, lastPostedAt: t0 + PROGRESS_POST_INTERVAL_MS });
  });

  it('never holds back completion, and flushes what is pending', () => {
    const t0 = 5_000;
    const first = reportProgress({ stored: 0 }, 40, t0);
    expect(reportProgress(first.state, 100, t0 + 1_000).post).toBe(100);
    const held = reportProgress(first.state, 60, t0 + 1_000);
    expect(flushProgress(held.state, t0 + 2_000)).toEqual({ state: { stored: 60, lastPostedAt: t0 + 2_000 }, post: 60 });
    expect(flushProgress(first.state, t0 + 2_000).post).toBeUndefined();
  });

  it('posts nothing once stored progress is 100', () => {
    expect(reportProgress({ stored: 100 }, 100, 0).post).toBeUndefined();
  });

  it('tells when a post is due', () => {
    expect(progressPostDue(undefined, 0)).toBe(true);
    expect(progressPostDue(0, 9_999)).toBe(false);
    expect(progressPostDue(0, 10_000)).toBe(true);
  });
});

describe('SCORM run-time data', () => {
  it('reads CMI values flattened or nested', () => {
    expect(readCmiValue({ 'cmi.core.lesson_status': 'passed' }, 'cmi.core.lesson_status')).toBe('passed');
    expect(readCmiValue({ cmi: { core: { lesson_status: 'completed' } } }, 'cmi.core.lesson_status')).toBe('completed');
    expect(readCmiValue({ core: { lesson_status: 'incomplete' } }, 'cmi.core.lesson_status')).toBe('incomplete');
    expect(readCmiValue({ cmi: { progress_measure: 0.5 } }, 'cmi.progress_measure')).toBe('0.5');
    expect(readCmiValue(null, 'cmi.location')).toBeUndefined();
    expect(readCmiValue('text', 'cmi.location')).toBeUndefined();
  });

  it('SCORM 1.2: 100 when lesson_status is completed or passed, nothing otherwise', () => {
    expect(scormCommitProgress('1.2', { cmi: { core: { lesson_status: 'completed' } } })).toBe(100);
    expect(scormCommitProgress('1.2', { 'cmi.core.lesson_status': 'passed' })).toBe(100);
    for (const status of ['incomplete', 'browsed', 'failed', 'not attempted', '']) {
      expect(scormCommitProgress('1.2', { 'cmi.core.lesson_status': status })).toBeNull();
    }
    expect(readScormStatus('1.2', { cmi: { core: { lesson_status: 'passed', lesson_location: 'p3' }, suspend_data: 'abc' } })).toEqual({
      completionStatus: 'completed',
      successStatus: 'passed',
      location: 'p3',
      suspendData: 'abc',
    });
    expect(readScormStatus('1.2', { 'cmi.core.lesson_status': 'failed' })).toMatchObject({ completionStatus: 'unknown', successStatus: 'failed' });
  });

  it('SCORM 2004: 100 when completed or passed, else the progress measure below 100', () => {
    expect(scormCommitProgress('2004', { cmi: { completion_status: 'completed', success_status: 'unknown' } })).toBe(100);
    expect(scormCommitProgress('2004', { cmi: { completion_status: 'incomplete', success_status: 'passed' } })).toBe(100);
    expect(scormCommitProgress('2004', { cmi: { completion_status: 'incomplete', progress_measure: '0.42' } })).toBe(42);
    expect(scormCommitProgress('2004', { cmi: { completion_status: 'incomplete', progress_measure: '1' } })).toBe(99);
    expect(scormCommitProgress('2004', { cmi: { completion_status: 'incomplete', success_status: 'failed' } })).toBeNull();
    expect(scormCommitProgress('2004', { cmi: { progress_measure: '1.5' } })).toBeNull();
    // With a completion threshold the measure decides completion.
    expect(scormCommitProgress('2004', { cmi: { completion_status: 'incomplete', progress_measure: '0.8', completion_threshold: '0.8' } })).toBe(100);
    expect(scormCommitProgress('2004', { cmi: { completion_status: 'incomplete', progress_measure: '0.7', completion_threshold: '0.8' } })).toBe(70);
    // A 1.2 field is not read as 2004 data.
    expect(scormCommitProgress('2004', { cmi: { core: { lesson_status: 'completed' } } })).toBeNull();
  });

  it('counts a scormcontent source as read', () => {
    expect(isScormContentSource('scormcontent/index.html')).toBe(true);
    expect(isScormContentSource('course/scormcontent/index.html?x=1')).toBe(true);
    expect(isScormContentSource('scormdriver/indexAPI.html')).toBe(false);
    expect(isScormContentSource('myscormcontents.html')).toBe(false);
  });

  it('keeps suspend data of 64,000 characters and more intact, refusing (never cutting) only past the maximum', () => {
    expect(SCORM_SUSPEND_DATA_MIN_KEPT).toBe(64_000);
    expect(SCORM_SUSPEND_DATA_MAX_LENGTH).toBeGreaterThanOrEqual(SCORM_SUSPEND_DATA_MIN_KEPT);
    const big = 'x'.repeat(SCORM_SUSPEND_DATA_MIN_KEPT);
    expect(isSuspendDataAccepted(big)).toBe(true);
    expect(readScormStatus('2004', { 'cmi.suspend_data': big }).suspendData).toBe(big);
    expect(readScormStatus('1.2', { cmi: { suspend_data: `${big}y` } }).suspendData).toHaveLength(SCORM_SUSPEND_DATA_MIN_KEPT + 1);
    expect(isSuspendDataAccepted('x'.repeat(SCORM_SUSPEND_DATA_MAX_LENGTH))).toBe(true);
    expect(isSuspendDataAccepted('x'.repeat(SCORM_SUSPEND_DATA_MAX_LENGTH + 1))).toBe(false);
    expect(isSuspendDataAccepted(undefined)).toBe(true);
  });
});
