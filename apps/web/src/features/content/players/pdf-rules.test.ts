import { describe, expect, it } from 'vitest';
import { canSubmitPassword, clampPage, clampZoom, initialPasswordState, pageAtScroll, pageScale, passwordAsked } from './pdf-rules.ts';

describe('zoom', () => {
  it('is clamped to 0.5..3 in 0.1 steps', () => {
    expect(clampZoom(0.9 + 0.1)).toBe(1);
    expect(clampZoom(0.1 + 0.2)).toBe(0.5);
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(1.2345)).toBe(1.2);
    expect(clampZoom(Number.NaN)).toBe(0.9);
  });

  it('renders a page 800 px wide at zoom 1', () => {
    expect(pageScale(1, 400)).toBe(2);
    expect(pageScale(0.9, 800)).toBeCloseTo(0.9);
    expect(pageScale(1, 0)).toBe(1);
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

  it('follows the scroll', () => {
    const tops = [16, 1100, 2200];
    expect(pageAtScroll(tops, 0)).toBe(1);
    expect(pageAtScroll(tops, 1095)).toBe(2);
    expect(pageAtScroll(tops, 5000)).toBe(3);
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
