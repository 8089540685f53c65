import { describe, expect, it } from 'vitest';
import { canSubmitPassword, clampPage, clampZoom, findCount, initialPasswordState, pageInView, passwordAsked, viewerScale } from './pdf-rules.ts';

describe('zoom', () => {
  it('is clamped to 0.5..3 in 0.1 steps', () => {
    expect(clampZoom(0.9 + 0.1)).toBe(1);
    expect(clampZoom(0.1 + 0.2)).toBe(0.5);
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(1.2345)).toBe(1.2);
    expect(clampZoom(Number.NaN)).toBe(0.9);
  });

  it('shows a page 800 px wide at zoom 1 (pdf.js scale 1 is 96/72 px per point)', () => {
    // A4 is 595 points wide: 595 * 4/3 * scale = 800
    expect(595 * (96 / 72) * viewerScale(1, 595)).toBeCloseTo(800);
    expect(300 * (96 / 72) * viewerScale(0.9, 300)).toBeCloseTo(720);
    expect(viewerScale(1, 0)).toBe(1);
  });
});

describe('page', () => {
  it('is clamped to 1..pages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });

  it("is the viewer's page, or the last one at the bottom of the scroll", () => {
    expect(pageInView(2, false, 5)).toBe(2);
    expect(pageInView(4, true, 5)).toBe(5);
    expect(pageInView(9, false, 5)).toBe(5);
  });
});

describe('find', () => {
  it('counts the current match out of all, says when none was found, and nothing while searching', () => {
    expect(findCount('', false, 0, 0)).toEqual({ kind: 'none' });
    expect(findCount('abc', true, 3, 1)).toEqual({ kind: 'none' });
    expect(findCount('abc', false, 0, 0)).toEqual({ kind: 'empty' });
    expect(findCount('abc', false, 5, 2)).toEqual({ kind: 'matches', current: 2, total: 5 });
    expect(findCount('abc', false, 5, 0)).toEqual({ kind: 'matches', current: 1, total: 5 });
  });
});

describe('password', () => {
  it('asks, hints after a wrong one and locks after 3 wrong attempts', () => {
    let state = passwordAsked(initialPasswordState, 'need');
    expect(state).toEqual({ attempts: 0, status: 'asking' });
    state = passwordAsked(state, 'incorrect');
    expect(state).toEqual({ attempts: 1, status: 'wrong' });
    state = passwordAsked(state, 'incorrect');
    expect(state.status).toBe('wrong');
    state = passwordAsked(state, 'incorrect');
    expect(state).toEqual({ attempts: 3, status: 'locked' });
    expect(canSubmitPassword('secret', state)).toBe(false);
  });

  it('never submits an empty password', () => {
    const state = passwordAsked(initialPasswordState, 'need');
    expect(canSubmitPassword('', state)).toBe(false);
    expect(canSubmitPassword('   ', state)).toBe(false);
    expect(canSubmitPassword('x', state)).toBe(true);
  });
});
