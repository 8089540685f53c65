import { describe, expect, it } from 'vitest';
import { RECENT_DETAILS_LIMIT, RecentList, detailStatus } from './recent-details.ts';

describe('recent details', () => {
  it('keeps the last 10 viewed, newest first, and names the one pushed out', () => {
    const list = new RecentList();
    for (let n = 1; n <= RECENT_DETAILS_LIMIT; n += 1) expect(list.touch(`k${n}`)).toEqual([]);
    expect(list.list()).toHaveLength(10);
    expect(list.touch('k11')).toEqual(['k1']);
    expect(list.has('k1')).toBe(false);
    expect(list.list()[0]).toBe('k11');
  });

  it('viewing one again moves it to the front without evicting', () => {
    const list = new RecentList(3);
    list.touch('a');
    list.touch('b');
    list.touch('c');
    expect(list.touch('a')).toEqual([]);
    expect(list.list()).toEqual(['a', 'c', 'b']);
    expect(list.touch('d')).toEqual(['b']);
  });

  it('computes the detail status', () => {
    expect(detailStatus({ hasId: false, hasData: false, isFetching: false, isError: false })).toBe('initial');
    expect(detailStatus({ hasId: true, hasData: false, isFetching: true, isError: false })).toBe('loading');
    expect(detailStatus({ hasId: true, hasData: true, isFetching: true, isError: false })).toBe('cached');
    expect(detailStatus({ hasId: true, hasData: true, isFetching: false, isError: false })).toBe('success');
    expect(detailStatus({ hasId: true, hasData: false, isFetching: false, isError: true })).toBe('error');
  });
});
