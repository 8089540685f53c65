import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { CompaniesPage, ContractsPage, DepartmentsPage, JobTitlesPage, MyContractPage, UnitsPage } from '../features/accounts/index.ts';
import { AnswerAssessmentPage, AssessmentsPage, CorrectionPage, CorrectionsPage, MyAssessmentReviewPage, MyAssessmentsPage } from '../features/assessments/index.ts';
import {
  CertPage,
  ChangePasswordPage,
  ForbiddenPage,
  LoginPage,
  LogoutPage,
  NewPasswordPage,
  NotFoundPage,
  PublicViewPage,
  RecoverPage,
  SsoCallbackPage,
} from '../features/auth/index.ts';
import { CategoriesPage, SkillsPage } from '../features/categories-skills/index.ts';
import { CertificateEditorPage, CertificatesPage } from '../features/certificates/index.ts';
import { PublicCertificatePage } from '../features/certificates/index.ts';
import { ClassroomPage, MyProgressPage } from '../features/classroom/index.ts';
import { RepositoryPage, UploadHistoryPage } from '../features/content/index.ts';
import { CoursesPage, TrailsPage } from '../features/courses/index.ts';
import { ExternalCertificatesAdminPage, MyExternalCertificatesPage } from '../features/external-certificates/index.ts';
import { ImportsPage } from '../features/imports/index.ts';
import { CatalogPage, FavoritesPage, HomePage, SearchPage, SectionPage } from '../features/learner/index.ts';
import { NotesPage } from '../features/notes/index.ts';
import { PermissionGroupsPage } from '../features/permissions/index.ts';
import { SectionsPage } from '../features/sections/index.ts';
import { SegmentationsPage } from '../features/segmentations/index.ts';
import { PartnerPage } from '../features/tenancy/index.ts';
import { UsersPage } from '../features/users/index.ts';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { MAIN_ROUTES, type RouteAccess } from '../lib/route-access.ts';
import { LandingRedirect } from './guards/landing-redirect.tsx';
import { PartnerGuard } from './guards/partner-guard.tsx';
import { RedirectWithParams } from './guards/redirect-with-params.tsx';
import { RequireAccess } from './guards/require-access.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { LoginLayout } from './layouts/login-layout.tsx';
import { MainLayout } from './layouts/main-layout/main-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Pages of the main area that exist. Every other route of MAIN_ROUTES renders ComingSoon with its title; a feature
 * that delivers a page adds it here (key: the route path of MAIN_ROUTES).
 */
const MAIN_PAGES: Partial<Record<string, ReactNode>> = {
  '/conta/usuario': <UsersPage />,
  '/conta/pessoa': <CompaniesPage />,
  '/conta/contrato': <ContractsPage />,
  '/conta/meu-contrato': <MyContractPage />,
  '/conta/departamento': <DepartmentsPage />,
  '/conta/cargo': <JobTitlesPage />,
  '/conta/unidade': <UnitsPage />,
  '/settings/competencia': <SkillsPage />,
  '/settings/categoria': <CategoriesPage />,
  '/settings/permissoes': <PermissionGroupsPage />,
  '/settings/segmentacao': <SegmentationsPage />,
  '/gestao/importacoes': <ImportsPage />,
  '/content/files': <RepositoryPage />,
  '/conteudo/deposito': <RepositoryPage />,
  '/conteudo/secao': <SectionsPage />,
  '/conteudo/curso': <CoursesPage />,
  '/conteudo/trilha': <TrailsPage />,
  '/conteudo/avaliacao': <AssessmentsPage />,
  '/gestao/historico-envios': <UploadHistoryPage />,
  '/anotacoes': <NotesPage />,
  '/home': <HomePage />,
  '/catalog': <CatalogPage />,
  '/catalog/favorites': <FavoritesPage />,
  '/catalog/:id': <SectionPage />,
  '/search': <SearchPage />,
  '/learning-center/view/:encodedTypeAndId/:step': <ClassroomPage />,
  '/gestao/progresso': <MyProgressPage />,
  '/gestao/correcoes-avaliacoes': <CorrectionsPage />,
  '/gestao/correcoes-avaliacoes/:id': <CorrectionPage />,
  '/gestao/avaliacao/:id/answer': <AnswerAssessmentPage />,
  '/gestao/minhas-avaliacoes': <MyAssessmentsPage />,
  '/gestao/minhas-avaliacoes/:id': <MyAssessmentReviewPage />,
  '/gestao/certificados-externos': <MyExternalCertificatesPage />,
  '/conteudo/certificados-externos-admin': <ExternalCertificatesAdminPage />,
  '/settings/certificado': <CertificatesPage />,
  '/settings/certificate': <CertificatesPage />,
  '/settings/certificate/:id': <CertificateEditorPage />,
};

function ComingSoonRoute({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  return <ComingSoon title={t(`routes.${titleKey}`)} />;
}

const mainRoute = (route: RouteAccess): RouteObject => ({
  path: route.path,
  element: <RequireAccess route={route}>{MAIN_PAGES[route.path] ?? <ComingSoonRoute titleKey={route.titleKey} />}</RequireAccess>,
});

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
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
          { path: '/login', element: <LoginPage /> },
          { path: '/auth/recover', element: <RecoverPage /> },
          { path: '/auth/change-password', element: <RequireAuth><ChangePasswordPage /></RequireAuth> },
          { path: '/auth/first-access', element: <RequireAuth><ChangePasswordPage /></RequireAuth> },
          { path: '/auth/new-password', element: <NewPasswordPage /> },
          { path: '/auth/sso', element: <SsoCallbackPage /> },
          { path: '/auth/sso-silent', element: <SsoCallbackPage /> },
          { path: '/auth/aad', element: <SsoCallbackPage /> },
          { path: '/auth/external-login', element: <SsoCallbackPage /> },
          { path: '/cert', element: <CertPage /> },
          {
            path: '/partner',
            element: (
              <RequireAuth>
                <PartnerGuard>
                  <PartnerPage />
                </PartnerGuard>
              </RequireAuth>
            ),
          },
        ],
      },
      { path: '/auth', element: <Navigate to="/login" replace /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/view/:id', element: <PublicViewPage /> },
      { path: '/certificadousuario/:credential/public', element: <PublicCertificatePage /> },

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
            element: <MainLayout />,
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
