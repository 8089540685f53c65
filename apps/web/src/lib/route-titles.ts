import { matchPath } from 'react-router';
import { MAIN_ROUTES } from './route-access.ts';

/**
 * Titles of the pages outside the main area (key under `routes.` in the common namespace). Every page's <title> is
 * '<route title> · <client page title>' (WCAG 2.4.2 Page Titled; docs/accessibility.md).
 */
export const PUBLIC_ROUTE_TITLES: readonly { path: string; titleKey: string }[] = [
  { path: '/login', titleKey: 'login' },
  { path: '/auth/recover', titleKey: 'recover' },
  { path: '/auth/change-password', titleKey: 'changePassword' },
  { path: '/auth/first-access', titleKey: 'changePassword' },
  { path: '/auth/new-password', titleKey: 'newPassword' },
  { path: '/auth/sso', titleKey: 'signingIn' },
  { path: '/auth/sso-silent', titleKey: 'signingIn' },
  { path: '/auth/aad', titleKey: 'signingIn' },
  { path: '/auth/external-login', titleKey: 'signingIn' },
  { path: '/cert', titleKey: 'validateCertificate' },
  { path: '/partner', titleKey: 'partner' },
  { path: '/logout', titleKey: 'logout' },
  { path: '/403', titleKey: 'forbidden' },
  { path: '/404', titleKey: 'notFound' },
  { path: '/view/:id', titleKey: 'publicView' },
  { path: '/certificadousuario/:credential/public', titleKey: 'publicCertificate' },
];

/** Main-area routes first (their paths are the router's), then the public ones; null for an unknown path. */
export function routeTitleKey(pathname: string): string | null {
  for (const route of [...MAIN_ROUTES, ...PUBLIC_ROUTE_TITLES]) {
    if (matchPath({ path: route.path, end: true }, pathname)) return route.titleKey;
  }
  return null;
}

/** 'Catálogo · Demo Academy'; the client title alone when the route has none. */
export function composeDocumentTitle(routeTitle: string | null | undefined, clientTitle: string): string {
  const client = clientTitle.trim();
  if (!routeTitle) return client;
  return client ? `${routeTitle} · ${client}` : routeTitle;
}
