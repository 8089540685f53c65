import { Suspense, lazy } from 'react';
import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { MAIN_ROUTES, type RouteAccess } from '../lib/route-access.ts';
import { LandingRedirect } from './guards/landing-redirect.tsx';
import { PartnerGuard } from './guards/partner-guard.tsx';
import { RedirectWithParams } from './guards/redirect-with-params.tsx';
import { RequireAccess } from './guards/require-access.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { importWithReload } from '../lib/stale-chunk.ts';
import { lazyPage } from './lazy-page.tsx';
import { MAIN_PAGES, page, type Page } from './main-pages.ts';
import { LoginLayout } from './layouts/login-layout.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { FullScreenLoading } from '../components/full-screen-loading.tsx';
import { RouteError } from './route-error.tsx';
import { RouteSkeleton } from './route-skeleton.tsx';

/** Public and sign-in pages, loaded the same way. */
const PUBLIC_PAGES = {
  login: page(() => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage), 'auth'),
  recover: page(() => import('../features/auth/pages/recover-page.tsx').then((m) => m.RecoverPage), 'auth'),
  changePassword: page(() => import('../features/auth/pages/change-password-page.tsx').then((m) => m.ChangePasswordPage), 'auth'),
  newPassword: page(() => import('../features/auth/pages/new-password-page.tsx').then((m) => m.NewPasswordPage), 'auth'),
  sso: page(() => import('../features/auth/pages/sso-callback-page.tsx').then((m) => m.SsoCallbackPage), 'auth'),
  cert: page(() => import('../features/auth/pages/cert-page.tsx').then((m) => m.CertPage), 'auth'),
  partner: page(() => import('../features/tenancy/pages/partner-page.tsx').then((m) => m.PartnerPage), 'auth', 'tenancy'),
  logout: page(() => import('../features/auth/pages/logout-page.tsx').then((m) => m.LogoutPage), 'auth'),
  forbidden: page(() => import('../features/auth/pages/forbidden-page.tsx').then((m) => m.ForbiddenPage), 'auth'),
  notFound: page(() => import('../features/auth/pages/not-found-page.tsx').then((m) => m.NotFoundPage), 'auth'),
  publicView: page(() => import('../features/auth/pages/public-view-page.tsx').then((m) => m.PublicViewPage), 'auth', 'content'),
  publicCertificate: page(() => import('../features/certificates/public/public-certificate-page.tsx').then((m) => m.PublicCertificatePage), 'auth', 'certificatesLearner'),
} satisfies Record<string, Page>;

/** A route of a lazy page, with guards around it. */
const lazyRoute = (path: string, { load, namespaces }: Page, wrap?: Parameters<typeof lazyPage>[2]): RouteObject => ({ path, ...lazyPage(load, namespaces, wrap) });

/**
 * The main layout (sidebar, top bar, search, banners) is a chunk of its own too, so the sign-in pages do not carry it.
 * It is not a route `lazy` (the router would wait for it and the page together): it shows as soon as it arrives, with
 * the skeleton in the page's place until the page's code is there. main.tsx starts loading it with the first route.
 */
export const loadMainLayout = () => importWithReload(() => import('./layouts/main-layout/main-layout.tsx'));
const MainLayout = lazy(() => loadMainLayout().then((module) => ({ default: module.MainLayout })));

/** The main layout's texts (sidebar, top bar): loaded with the first page of the main area, e.g. right after sign-in. */
const MAIN_LAYOUT_NAMESPACES = ['shell'];

/** A main-area route with its page; routes whose screen is not built yet (`pending`) are not routes: their address is 'not found'. */
const mainRoute = (route: RouteAccess): RouteObject[] => {
  const found = MAIN_PAGES[route.path];
  if (route.pending || !found) return [];
  const withLayout = { ...found, namespaces: [...MAIN_LAYOUT_NAMESPACES, ...found.namespaces] };
  return [lazyRoute(route.path, withLayout, (element) => <RequireAccess route={route}>{element}</RequireAccess>)];
};

function Root() {
  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      {/* A layout whose texts are still on their way (a language switch, a namespace no route preloaded) waits here. */}
      <Suspense fallback={<RouteSkeleton />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Every route of spec/routes.tsv with its guard. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      // public and authentication group (login layout)
      {
        element: <LoginLayout />,
        children: [
          lazyRoute('/login', PUBLIC_PAGES.login),
          lazyRoute('/auth/recover', PUBLIC_PAGES.recover),
          lazyRoute('/auth/change-password', PUBLIC_PAGES.changePassword, (element) => <RequireAuth>{element}</RequireAuth>),
          lazyRoute('/auth/first-access', PUBLIC_PAGES.changePassword, (element) => <RequireAuth>{element}</RequireAuth>),
          lazyRoute('/auth/new-password', PUBLIC_PAGES.newPassword),
          lazyRoute('/auth/sso', PUBLIC_PAGES.sso),
          lazyRoute('/auth/sso-silent', PUBLIC_PAGES.sso),
          lazyRoute('/auth/aad', PUBLIC_PAGES.sso),
          lazyRoute('/auth/external-login', PUBLIC_PAGES.sso),
          lazyRoute('/cert', PUBLIC_PAGES.cert),
          lazyRoute('/partner', PUBLIC_PAGES.partner, (element) => (
            <RequireAuth>
              <PartnerGuard>{element}</PartnerGuard>
            </RequireAuth>
          )),
        ],
      },
      { path: '/auth', element: <Navigate to="/login" replace /> },
      lazyRoute('/logout', PUBLIC_PAGES.logout),
      lazyRoute('/403', PUBLIC_PAGES.forbidden),
      lazyRoute('/404', PUBLIC_PAGES.notFound),
      lazyRoute('/view/:id', PUBLIC_PAGES.publicView),
      lazyRoute('/certificadousuario/:credential/public', PUBLIC_PAGES.publicCertificate),

      // redirects of routes.tsv (the target's guard applies)
      { path: '/aprendizado/home', element: <Navigate to="/" replace /> },
      { path: '/aprendizado/secao/:id', element: <RedirectWithParams to="/catalog/:id" /> },
      { path: '/about/:str', element: <RedirectWithParams to="/catalog/:str" /> },
      { path: '/learn/:str/:step', element: <RedirectWithParams to="/learning-center/view/:str/:step" /> },
      { path: '/settings/personalizacoes', element: <Navigate to="/settings/config" replace /> },

      // main area: session, forced password update, permissions
      {
        element: <RequireSession />,
        children: [
          { path: '/', element: <LandingRedirect /> },
          {
            element: (
              <Suspense fallback={<FullScreenLoading />}>
                <MainLayout />
              </Suspense>
            ),
            handle: { namespaces: MAIN_LAYOUT_NAMESPACES, preload: loadMainLayout },
            children: MAIN_ROUTES.flatMap(mainRoute),
          },
        ],
      },

      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

setSessionExpiredHandler(() => {
  void router.navigate('/logout', { replace: true });
});
