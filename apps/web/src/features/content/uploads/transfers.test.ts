import { describe, expect, it } from 'vitest';
import { canCancel, canClear, formatBytes, isInterrupted, statusKeyOf, transferReducer, type Transfer, type TransferEvent } from './transfers.ts';

const start = (id: string, total = 1000, relationId = 'm1'): TransferEvent => ({
  type: 'start',
  transfer: { id, name: `${id}.mp4`, fileType: 'video/mp4', total, relationId, relationName: 'Objeto' },
  at: 1,
});

const run = (events: TransferEvent[], initial: Transfer[] = []) => events.reduce(transferReducer, initial);
const only = (list: Transfer[]) => list[0];

describe('transferReducer', () => {
  it('starts at 0 with no progress, newest first', () => {
    const list = run([start('a'), start('b')]);
    expect(list.map((t) => t.id)).toEqual(['b', 'a']);
    expect(list[1]).toMatchObject({ status: 0, loaded: 0, progress: 0, error: null, processing: null });
  });

  it('ignores a second start of the same transfer', () => {
    const list = run([start('a')]);
    expect(transferReducer(list, start('a'))).toBe(list);
  });

  it('goes 0 -> 1 with progress, 2 once every byte is sent, 3 when the server answers', () => {
    let list = run([start('a'), { type: 'progress', id: 'a', loaded: 250, total: 1000 }]);
    expect(only(list)).toMatchObject({ status: 1, loaded: 250, progress: 25 });
    list = transferReducer(list, { type: 'progress', id: 'a', loaded: 1000, total: 1000 });
    expect(only(list)).toMatchObject({ status: 1, progress: 100 });
    list = transferReducer(list, { type: 'sent', id: 'a' });
    expect(only(list).status).toBe(2);
    list = transferReducer(list, { type: 'done', id: 'a', at: 9, processing: { status: 'pending', progress: null, error: null } });
    expect(only(list)).toMatchObject({ status: 3, progress: 100, finishedAt: 9, processing: { status: 'pending' } });
  });

  it('never moves progress backwards nor past the total', () => {
    const list = run([start('a'), { type: 'progress', id: 'a', loaded: 600, total: 1000 }, { type: 'progress', id: 'a', loaded: 300, total: 1000 }]);
    expect(only(list).loaded).toBe(600);
    expect(only(run([{ type: 'progress', id: 'a', loaded: 5000, total: 1000 }], list)).progress).toBe(100);
  });

  it('cancels only while 0 to 2 (-2), and fails as interrupted (-1) with the message', () => {
    const cancelled = run([start('a'), { type: 'progress', id: 'a', loaded: 10, total: 1000 }, { type: 'cancel', id: 'a', at: 2 }]);
    expect(only(cancelled).status).toBe(-2);
    const failed = run([start('b'), { type: 'sent', id: 'b' }, { type: 'fail', id: 'b', error: 'Arquivo inválido', at: 3 }]);
    expect(only(failed)).toMatchObject({ status: -1, error: 'Arquivo inválido' });
    const finished = run([start('c'), { type: 'done', id: 'c', at: 4 }]);
    expect(transferReducer(finished, { type: 'cancel', id: 'c', at: 5 })).toBe(finished);
    expect(transferReducer(finished, { type: 'fail', id: 'c', error: 'x', at: 5 })).toBe(finished);
    expect(transferReducer(cancelled, { type: 'progress', id: 'a', loaded: 900, total: 1000 })).toBe(cancelled);
  });

  it('records the object processing on finished transfers of that object only', () => {
    const list = run([start('a', 10, 'm1'), start('b', 10, 'm2'), { type: 'done', id: 'a', at: 2 }, { type: 'done', id: 'b', at: 2 }]);
    const next = transferReducer(list, { type: 'processing', relationId: 'm1', processing: { status: 'processing', progress: 40, error: null } });
    expect(next.find((t) => t.id === 'a')?.processing).toEqual({ status: 'processing', progress: 40, error: null });
    expect(next.find((t) => t.id === 'b')?.processing).toBeNull();
    expect(transferReducer(next, { type: 'processing', relationId: 'm1', processing: { status: 'processing', progress: 40, error: null } })).toBe(next);
  });

  it('clears finished, cancelled and failed rows but never a running one or one still processing', () => {
    let list = run([start('run'), start('done'), { type: 'done', id: 'done', at: 2 }, start('cancel'), { type: 'cancel', id: 'cancel', at: 2 }]);
    expect(transferReducer(list, { type: 'clear', id: 'run' })).toBe(list);
    list = transferReducer(list, { type: 'clear', id: 'cancel' });
    expect(list.map((t) => t.id)).toEqual(['done', 'run']);
    list = run([start('busy'), { type: 'done', id: 'busy', at: 3, processing: { status: 'processing', progress: 1, error: null } }], list);
    list = transferReducer(list, { type: 'clearFinished' });
    expect(list.map((t) => t.id).sort()).toEqual(['busy', 'run']);
  });
});

describe('status rules', () => {
  it('names the statuses as the upload bar shows them', () => {
    expect([-2, -1, -5, 0, 1, 2, 3].map(statusKeyOf)).toEqual(['cancelled', 'interrupted', 'interrupted', 'starting', 'sending', 'finalising', 'finished']);
    expect(isInterrupted(-1)).toBe(true);
    expect(isInterrupted(-2)).toBe(false);
  });

  it('allows cancel while 0 to 2 and clear otherwise', () => {
    for (const status of [0, 1, 2]) expect([canCancel({ status }), canClear({ status })]).toEqual([true, false]);
    for (const status of [3, -1, -2]) expect([canCancel({ status }), canClear({ status })]).toEqual([false, true]);
  });
});

describe('formatBytes', () => {
  it('uses B, KB, MB, GB with the divisor 1024', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1048576)).toBe('5,0 MB');
    expect(formatBytes(1.5 * 1073741824, 'en-US')).toBe('1.5 GB');
    expect(formatBytes(null)).toBe('—');
  });
});
