import { SCORM_SUSPEND_DATA_MIN_KEPT } from '@plataforma/shared/content';
import { describe, expect, it } from 'vitest';
import { cmiFromRecord, lessonStatusOf, navigationTarget, packageRoot, readScormFrameMessage, recordFromCmi, recordProgress, scormLaunchOf, scormVersionOf } from './scorm-rules.ts';
import type { ScormRecord } from './types.ts';

const base: ScormRecord = { id: 'r1', midiaId: 'm1' };

describe('SCORM record ↔ CMI', () => {
  it('maps the object type to the runtime version', () => {
    expect(scormVersionOf('scorm12')).toBe('1.2');
    expect(scormVersionOf('scorm2004')).toBe('2004');
    expect(scormVersionOf(null)).toBe('1.2');
  });

  it('starts a first attempt ab-initio and resumes when there is suspend data or a location', () => {
    expect(cmiFromRecord('1.2', null)).toEqual({ core: { entry: 'ab-initio', credit: 'credit', lesson_mode: 'normal' } });
    expect(cmiFromRecord('2004', { ...base })).toEqual({ entry: 'ab-initio', credit: 'credit', mode: 'normal' });
    const resumed = cmiFromRecord('1.2', { ...base, location: 'p3', suspendData: 'abc', completionStatus: 'incomplete', successStatus: 'unknown' });
    expect(resumed).toEqual({ core: { entry: 'resume', lesson_location: 'p3', lesson_status: 'incomplete', credit: 'credit', lesson_mode: 'normal' }, suspend_data: 'abc' });
    expect(cmiFromRecord('2004', { ...base, location: 'x', completionStatus: 'completed', successStatus: 'unknown' })).toEqual({
      credit: 'credit',
      mode: 'normal',
      entry: 'resume',
      location: 'x',
      completion_status: 'completed',
    });
  });

  it('gives the content the learner, credit and mode: normal with credit when the record is kept, browse on the public view', () => {
    const learner = { id: 'u-1', name: 'Souza, Ana Maria' };
    expect(cmiFromRecord('1.2', { ...base, learner })).toEqual({
      core: { entry: 'ab-initio', student_id: 'u-1', student_name: 'Souza, Ana Maria', credit: 'credit', lesson_mode: 'normal' },
    });
    expect(cmiFromRecord('2004', { ...base, learner })).toEqual({ entry: 'ab-initio', learner_id: 'u-1', learner_name: 'Souza, Ana Maria', credit: 'credit', mode: 'normal' });
    expect(cmiFromRecord('1.2', null, { browse: true })).toEqual({ core: { entry: 'ab-initio', credit: 'no-credit', lesson_mode: 'browse' } });
  });

  it('joins the 2004 pair back into the 1.2 lesson status', () => {
    expect(lessonStatusOf({ completionStatus: 'completed', successStatus: 'passed' })).toBe('passed');
    expect(lessonStatusOf({ completionStatus: 'unknown', successStatus: 'failed' })).toBe('failed');
    expect(lessonStatusOf({ completionStatus: 'completed', successStatus: 'unknown' })).toBe('completed');
    expect(lessonStatusOf({ completionStatus: 'not attempted', successStatus: 'unknown' })).toBeNull();
  });

  it('writes a 1.2 commit into the record, suspend data intact', () => {
    const big = 'x'.repeat(SCORM_SUSPEND_DATA_MIN_KEPT + 10);
    const cmi = { cmi: { core: { lesson_status: 'passed', lesson_location: 'p9', score: { raw: '80' }, exit: 'suspend', session_time: '00:01:00' }, suspend_data: big } };
    const { record, status } = recordFromCmi(base, '1.2', cmi, '00:05:00');
    expect(status.completionStatus).toBe('completed');
    expect(record).toMatchObject({ id: 'r1', midiaId: 'm1', version: 'scorm12', completionStatus: 'completed', successStatus: 'passed', location: 'p9', scoreRaw: '80', exit: 'suspend', totalTime: '00:05:00' });
    expect(record.suspendData).toBe(big);
    expect(recordProgress('1.2', record)).toBe(100);
  });

  it('writes a 2004 commit with its progress measure', () => {
    const cmi = { cmi: { completion_status: 'incomplete', success_status: 'unknown', progress_measure: '0.4', location: 'a', score: { scaled: '0.5' } } };
    const { record } = recordFromCmi(base, '2004', cmi);
    expect(record).toMatchObject({ version: 'scorm2004', completionStatus: 'incomplete', progressMeasure: '0.4', scoreScaled: '0.5', location: 'a' });
    expect(recordProgress('2004', record)).toBe(40);
    expect(recordProgress('2004', null)).toBeNull();
  });
});

describe('the launch on the content origin', () => {
  it('frames the launch page of the package address, on its own origin', () => {
    expect(scormLaunchOf('http://127.0.0.1:3001/scorm/3f0e/abc.def/pasta%20com%20espa%C3%A7o/p%C3%A1gina%201.html?modo=aula#x')).toEqual({
      page: 'http://127.0.0.1:3001/lancamento/3f0e/abc.def/pasta%20com%20espa%C3%A7o/p%C3%A1gina%201.html?modo=aula#x',
      origin: 'http://127.0.0.1:3001',
    });
    expect(scormLaunchOf('https://conteudo.example.com/scorm/1/t/index.html')?.origin).toBe('https://conteudo.example.com');
  });

  it('frames nothing else: relative, other paths, other schemes', () => {
    for (const url of ['/api/v1/midia/1/acesso/t/scorm/index.html', 'http://x/api/scorm/index.html', 'javascript:alert(1)//scorm/', 'data:text/html,<p>', '', 'http://x/lancamento/1/t/a.html']) {
      expect(scormLaunchOf(url)).toBeNull();
    }
  });

  it('reads only the launch page messages: ready, and commits carrying a CMI object', () => {
    expect(readScormFrameMessage({ type: 'scorm:ready', extra: 1 })).toEqual({ type: 'scorm:ready' });
    expect(readScormFrameMessage({ type: 'scorm:commit', cmi: { core: {} }, totalTime: '0000:01:00' })).toEqual({ type: 'scorm:commit', cmi: { core: {} }, totalTime: '0000:01:00' });
    expect(readScormFrameMessage({ type: 'scorm:commit', cmi: { core: {} }, totalTime: 5 })).toEqual({ type: 'scorm:commit', cmi: { core: {} } });
    expect(readScormFrameMessage({ type: 'scorm:state', cmi: { core: {} }, totalTime: '0000:00:05' })).toEqual({ type: 'scorm:state', cmi: { core: {} }, totalTime: '0000:00:05' });
    for (const data of [null, 'scorm:ready', 1, [], { type: 'scorm:commit' }, { type: 'scorm:commit', cmi: 'x' }, { type: 'scorm:commit', cmi: [] }, { type: 'scorm:state' }, { type: 'scorm:state', cmi: null }, { type: 'scorm:init', cmi: {} }, { type: 'token' }]) {
      expect(readScormFrameMessage(data)).toBeNull();
    }
  });
});

describe('the whole data model and the items of a package', () => {
  it('starts the runtime from the stored model: objectives, interactions, the exact 1.2 status; session values dropped', () => {
    const cmi = {
      core: { lesson_status: 'browsed', session_time: '00:10:00', exit: 'suspend', entry: 'ab-initio', student_name: 'Outro, Nome', score: { raw: '50' } },
      objectives: { '0': { id: 'obj-1', status: 'passed' } },
      interactions: { '0': { id: 'q1', student_response: 'b' } },
      comments: 'nota',
      student_data: { mastery_score: '10' },
    };
    const record = { ...base, cmi, suspendData: 'abc', totalTime: '00:20:00', completionStatus: 'incomplete', learner: { id: 'u', name: 'Souza, Ana' } };
    expect(cmiFromRecord('1.2', record, { item: { masteryScore: '80', dataFromLms: 'turma=A' } })).toEqual({
      core: { lesson_status: 'browsed', entry: 'resume', total_time: '00:20:00', student_id: 'u', student_name: 'Souza, Ana', credit: 'credit', lesson_mode: 'normal', score: { raw: '50' } },
      objectives: { '0': { id: 'obj-1', status: 'passed' } },
      interactions: { '0': { id: 'q1', student_response: 'b' } },
      comments: 'nota',
      student_data: { mastery_score: '80' },
      launch_data: 'turma=A',
      suspend_data: 'abc',
    });
    // the record keeps the model of each commit, without the suspend data (kept beside it)
    const { record: next } = recordFromCmi(base, '1.2', { cmi: { core: { lesson_status: 'incomplete' }, suspend_data: 'x', comments: 'c' } });
    expect(next.cmi).toEqual({ core: { lesson_status: 'incomplete' }, comments: 'c' });
    expect(next.suspendData).toBe('x');
  });

  it('gives a 2004 SCO the manifest data of its item', () => {
    expect(cmiFromRecord('2004', null, { item: { completionThreshold: '0.5', scaledPassingScore: '0.6', dataFromLms: 'x', maxTimeAllowed: 'PT1H', timeLimitAction: 'exit,message' } })).toEqual({
      entry: 'ab-initio',
      credit: 'credit',
      mode: 'normal',
      launch_data: 'x',
      completion_threshold: '0.5',
      scaled_passing_score: '0.6',
      max_time_allowed: 'PT1H',
      time_limit_action: 'exit,message',
    });
  });

  it('moves between items on the content navigation requests', () => {
    const items = [{ identifier: 'a' }, { identifier: 'b' }, { identifier: 'c' }];
    expect(navigationTarget('continue', items, 0)?.identifier).toBe('b');
    expect(navigationTarget('previous', items, 1)?.identifier).toBe('a');
    expect(navigationTarget('previous', items, 0)).toBeUndefined();
    expect(navigationTarget('continue', items, 2)).toBeUndefined();
    expect(navigationTarget('{target=c}choice', items, 0)?.identifier).toBe('c');
    expect(navigationTarget('exitAll', items, 0)).toBeUndefined();
    expect(readScormFrameMessage({ type: 'scorm:navigate', request: 'continue' })).toEqual({ type: 'scorm:navigate', request: 'continue' });
    expect(readScormFrameMessage({ type: 'scorm:navigate', request: 3 })).toBeNull();
  });

  it('finds the package root of a launch address', () => {
    expect(packageRoot('http://c.test:3001/scorm/m1/tok/lição/a.html?x=1')).toBe('http://c.test:3001/scorm/m1/tok/');
    expect(packageRoot('http://c.test:3001/outra/m1/tok/a.html')).toBeNull();
  });
});
