import { describe, expect, it } from 'vitest';
import { isScrolledToEnd } from './scroll.ts';

describe('isScrolledToEnd', () => {
  it('is false until the end is shown', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 1200 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 700, clientHeight: 400, scrollHeight: 1200 })).toBe(false);
  });

  it('is true at the end, within the tolerance', () => {
    expect(isScrolledToEnd({ scrollTop: 800, clientHeight: 400, scrollHeight: 1200 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 793.5, clientHeight: 400, scrollHeight: 1200 })).toBe(true);
  });

  it('is true when the content fits without scrolling', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 400 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });
});
