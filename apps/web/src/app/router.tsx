import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { MAIN_ROUTES, type RouteAccess } from '../lib/route-access.ts';
import { LandingRedirect } from './guards/landing-redirect.tsx';
import { PartnerGuard } from './guards/partner-guard.tsx';
import { RedirectWithParams } from './guards/redirect-with-params.tsx';
import { RequireAccess } from './guards/require-access.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { importWithReload } from '../lib/stale-chunk.ts';
import { lazyPage, type PageModule } from './lazy-page.tsx';
import { LoginLayout } from './layouts/login-layout.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { FullScreenLoading } from '../components/full-screen-loading.tsx';
import { RouteError } from './route-error.tsx';
import { RouteSkeleton } from './route-skeleton.tsx';

/**
 * Every page is a chunk of its own, imported from its file (not the feature's barrel) when its route is first
 * visited; beside it, the translation namespaces it needs (its feature's and those of other features' parts it shows).
 */
type Page = { load: PageModule; namespaces: readonly string[] };
const page = (load: PageModule, ...namespaces: string[]): Page => ({ load, namespaces });

/**
 * Pages of the main area that exist. Every other route of MAIN_ROUTES renders ComingSoon with its title; a feature
 * that delivers a page adds it here (key: the route path of MAIN_ROUTES).
 */
const MAIN_PAGES: Partial<Record<string, Page>> = {
  '/conta/usuario': page(() => import('../features/users/pages/users-page.tsx').then((m) => m.UsersPage), 'users'),
  '/conta/pessoa': page(() => import('../features/accounts/pages/companies-page.tsx').then((m) => m.CompaniesPage), 'accounts'),
  '/conta/contrato': page(() => import('../features/accounts/pages/contracts-page.tsx').then((m) => m.ContractsPage), 'accounts'),
  '/conta/meu-contrato': page(() => import('../features/accounts/pages/my-contract-page.tsx').then((m) => m.MyContractPage), 'accounts'),
  '/conta/departamento': page(() => import('../features/accounts/pages/departments-page.tsx').then((m) => m.DepartmentsPage), 'accounts'),
  '/conta/cargo': page(() => import('../features/accounts/pages/job-titles-page.tsx').then((m) => m.JobTitlesPage), 'accounts', 'enrolment'),
  '/conta/unidade': page(() => import('../features/accounts/pages/units-page.tsx').then((m) => m.UnitsPage), 'accounts', 'enrolment'),
  '/settings/competencia': page(() => import('../features/categories-skills/pages/skills-page.tsx').then((m) => m.SkillsPage), 'categories-skills'),
  '/settings/categoria': page(() => import('../features/categories-skills/pages/categories-page.tsx').then((m) => m.CategoriesPage), 'categories-skills'),
  '/settings/permissoes': page(() => import('../features/permissions/pages/permission-groups-page.tsx').then((m) => m.PermissionGroupsPage), 'permissions'),
  '/settings/segmentacao': page(() => import('../features/segmentations/pages/segmentations-page.tsx').then((m) => m.SegmentationsPage), 'segmentations'),
  '/gestao/importacoes': page(() => import('../features/imports/pages/imports-page.tsx').then((m) => m.ImportsPage), 'imports'),
  '/content/files': page(() => import('../features/content/repository/repository-page.tsx').then((m) => m.RepositoryPage), 'content'),
  '/conteudo/deposito': page(() => import('../features/content/repository/repository-page.tsx').then((m) => m.RepositoryPage), 'content'),
  '/conteudo/secao': page(() => import('../features/sections/pages/sections-page.tsx').then((m) => m.SectionsPage), 'sections'),
  '/conteudo/curso': page(() => import('../features/courses/contents-page.tsx').then((m) => m.CoursesPage), 'courses', 'enrolment'),
  '/conteudo/trilha': page(() => import('../features/courses/contents-page.tsx').then((m) => m.TrailsPage), 'courses', 'enrolment'),
  '/conteudo/avaliacao': page(() => import('../features/assessments/builder/assessments-page.tsx').then((m) => m.AssessmentsPage), 'assessments'),
  '/gestao/historico-envios': page(() => import('../features/content/uploads/upload-history-page.tsx').then((m) => m.UploadHistoryPage), 'content'),
  '/anotacoes': page(() => import('../features/notes/pages/notes-page.tsx').then((m) => m.NotesPage), 'notes'),
  '/home': page(() => import('../features/learner/pages/home-page.tsx').then((m) => m.HomePage), 'learner'),
  '/catalog': page(() => import('../features/learner/pages/catalog-page.tsx').then((m) => m.CatalogPage), 'learner'),
  '/catalog/favorites': page(() => import('../features/learner/pages/favorites-page.tsx').then((m) => m.FavoritesPage), 'learner'),
  '/catalog/:id': page(() => import('../features/learner/pages/section-page.tsx').then((m) => m.SectionPage), 'learner'),
  '/search': page(() => import('../features/learner/pages/search-page.tsx').then((m) => m.SearchPage), 'learner'),
  '/learning-center/view/:encodedTypeAndId/:step': page(() => import('../features/classroom/pages/classroom-page.tsx').then((m) => m.ClassroomPage), 'classroom', 'certificatesLearner'),
  '/gestao/progresso': page(() => import('../features/classroom/pages/my-progress-page.tsx').then((m) => m.MyProgressPage), 'classroom', 'certificatesLearner'),
  '/gestao/correcoes-avaliacoes': page(() => import('../features/assessments/correction/pages/corrections-page.tsx').then((m) => m.CorrectionsPage), 'assessments'),
  '/gestao/correcoes-avaliacoes/:id': page(() => import('../features/assessments/correction/pages/correction-page.tsx').then((m) => m.CorrectionPage), 'assessments'),
  '/gestao/avaliacao/:id/answer': page(() => import('../features/assessments/attempt/pages/answer-page.tsx').then((m) => m.AnswerAssessmentPage), 'assessments'),
  '/gestao/minhas-avaliacoes': page(() => import('../features/assessments/attempt/pages/my-assessments-page.tsx').then((m) => m.MyAssessmentsPage), 'assessments'),
  '/gestao/minhas-avaliacoes/:id': page(() => import('../features/assessments/attempt/pages/my-assessment-review-page.tsx').then((m) => m.MyAssessmentReviewPage), 'assessments'),
  '/gestao/certificados-externos': page(() => import('../features/external-certificates/pages/my-external-certificates-page.tsx').then((m) => m.MyExternalCertificatesPage), 'external-certificates'),
  '/conteudo/certificados-externos-admin': page(() => import('../features/external-certificates/pages/external-certificates-admin-page.tsx').then((m) => m.ExternalCertificatesAdminPage), 'external-certificates'),
  '/settings/certificado': page(() => import('../features/certificates/designer/certificates-page.tsx').then((m) => m.CertificatesPage), 'certificates'),
  '/settings/certificate': page(() => import('../features/certificates/designer/certificates-page.tsx').then((m) => m.CertificatesPage), 'certificates'),
  '/settings/certificate/:id': page(() => import('../features/certificates/designer/certificate-editor-page.tsx').then((m) => m.CertificateEditorPage), 'certificates'),
};

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

function ComingSoonRoute({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  return <ComingSoon title={t(`routes.${titleKey}`)} />;
}

/**
 * The main layout (sidebar, top bar, search, banners) is a chunk of its own too, so the sign-in pages do not carry it.
 * It is not a route `lazy` (the router would wait for it and the page together): it shows as soon as it arrives, with
 * the skeleton in the page's place until the page's code is there. main.tsx starts loading it with the first route.
 */
export const loadMainLayout = () => importWithReload(() => import('./layouts/main-layout/main-layout.tsx'));
const MainLayout = lazy(() => loadMainLayout().then((module) => ({ default: module.MainLayout })));

/** The main layout's texts (sidebar, top bar): loaded with the first page of the main area, e.g. right after sign-in. */
const MAIN_LAYOUT_NAMESPACES = ['shell'];

const mainRoute = (route: RouteAccess): RouteObject => {
  const found = MAIN_PAGES[route.path];
  if (!found) return { path: route.path, handle: { namespaces: MAIN_LAYOUT_NAMESPACES }, element: <RequireAccess route={route}><ComingSoonRoute titleKey={route.titleKey} /></RequireAccess> };
  const withLayout = { ...found, namespaces: [...MAIN_LAYOUT_NAMESPACES, ...found.namespaces] };
  return lazyRoute(route.path, withLayout, (element) => <RequireAccess route={route}>{element}</RequireAccess>);
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
            children: MAIN_ROUTES.map(mainRoute),
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
