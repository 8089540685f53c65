import { describe, expect, it } from 'vitest';
import { MAIN_ROUTES } from '../lib/route-access.ts';
import { MAIN_PAGES } from './main-pages.ts';

describe('MAIN_PAGES', () => {
  it('has a page for every main-area route that is not pending, and none for a pending one', () => {
    const built = MAIN_ROUTES.filter((route) => !route.pending).map((route) => route.path);
    const withoutPage = built.filter((path) => !MAIN_PAGES[path]);
    expect(withoutPage).toEqual([]);
    const pendingWithPage = MAIN_ROUTES.filter((route) => route.pending && MAIN_PAGES[route.path]).map((route) => route.path);
    expect(pendingWithPage).toEqual([]);
  });

  it('has no page outside the routes of the spec', () => {
    const paths = new Set(MAIN_ROUTES.map((route) => route.path));
    expect(Object.keys(MAIN_PAGES).filter((path) => !paths.has(path))).toEqual([]);
  });
});
