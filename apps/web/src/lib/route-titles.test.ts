import { describe, expect, it } from 'vitest';
import { MAIN_ROUTES } from './route-access.ts';
import { commonLocales as locales } from './locales.ts';
import { PUBLIC_ROUTE_TITLES, composeDocumentTitle, routeTitleKey } from './route-titles.ts';

describe('routeTitleKey', () => {
  it('finds the main-area route of a path, parameters included', () => {
    expect(routeTitleKey('/catalog')).toBe('catalog');
    expect(routeTitleKey('/catalog/favorites')).toBe('favorites');
    expect(routeTitleKey('/catalog/0b6f1c52-1b1a-4d5e-9a55-1f6c0d1e2a3b')).toBe('section');
    expect(routeTitleKey('/learning-center/view/Y3Vyc286MQ/0')).toBe('classroom');
    expect(routeTitleKey('/conta/usuario')).toBe('users');
  });

  it('finds the public pages and knows no other', () => {
    expect(routeTitleKey('/login')).toBe('login');
    expect(routeTitleKey('/auth/recover')).toBe('recover');
    expect(routeTitleKey('/404')).toBe('notFound');
    expect(routeTitleKey('/certificadousuario/ABCD1234EFGH/public')).toBe('publicCertificate');
    expect(routeTitleKey('/nowhere')).toBeNull();
  });

  it('every route has its title in pt, en and es', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const titles = locales[language].routes as Record<string, string>;
      for (const { titleKey } of [...MAIN_ROUTES, ...PUBLIC_ROUTE_TITLES]) expect(titles[titleKey], `${language} routes.${titleKey}`).toBeTruthy();
    }
  });
});

describe('composeDocumentTitle', () => {
  it('puts the route before the client title', () => {
    expect(composeDocumentTitle('Catálogo', 'Demo Academy')).toBe('Catálogo · Demo Academy');
    expect(composeDocumentTitle(null, 'Demo Academy')).toBe('Demo Academy');
    expect(composeDocumentTitle('Catálogo', '  ')).toBe('Catálogo');
  });
});
