import type { PageModule } from './lazy-page.tsx';

/**
 * Every page is a chunk of its own, imported from its file (not the feature's barrel) when its route is first
 * visited; beside it, the translation namespaces it needs (its feature's and those of other features' parts it shows).
 */
export type Page = { load: PageModule; namespaces: readonly string[] };
export const page = (load: PageModule, ...namespaces: string[]): Page => ({ load, namespaces });

/**
 * Pages of the main area, by route path of MAIN_ROUTES: one for every route that is not `pending` (main-pages.test.ts
 * checks it). A feature that delivers a page adds it here and drops `pending` from its route.
 */
export const MAIN_PAGES: Partial<Record<string, Page>> = {
  '/conta/usuario': page(() => import('../features/users/pages/users-page.tsx').then((m) => m.UsersPage), 'users'),
  '/conta/pessoa': page(() => import('../features/accounts/pages/companies-page.tsx').then((m) => m.CompaniesPage), 'accounts'),
  '/conta/contrato': page(() => import('../features/accounts/pages/contracts-page.tsx').then((m) => m.ContractsPage), 'accounts'),
  '/conta/meu-contrato': page(() => import('../features/accounts/pages/my-contract-page.tsx').then((m) => m.MyContractPage), 'accounts'),
  '/conta/departamento': page(() => import('../features/accounts/pages/departments-page.tsx').then((m) => m.DepartmentsPage), 'accounts'),
  '/conta/cargo': page(() => import('../features/accounts/pages/job-titles-page.tsx').then((m) => m.JobTitlesPage), 'accounts', 'enrolment'),
  '/conta/unidade': page(() => import('../features/accounts/pages/units-page.tsx').then((m) => m.UnitsPage), 'accounts', 'enrolment'),
  '/settings/competencia': page(() => import('../features/categories-skills/pages/skills-page.tsx').then((m) => m.SkillsPage), 'categories-skills'),
  '/settings/categoria': page(() => import('../features/categories-skills/pages/categories-page.tsx').then((m) => m.CategoriesPage), 'categories-skills'),
  '/settings/config/backgrounds-and-banners': page(() => import('../features/settings/banners/pages/banners-page.tsx').then((m) => m.BannersPage), 'settingsBanners'),
  '/settings/config/parameterization': page(() => import('../features/settings/parameters/parameters-page.tsx').then((m) => m.ParametersPage), 'settingsParameters', 'settings', 'certificates'),
  '/settings/config/login': page(() => import('../features/settings/login/pages/login-settings-page.tsx').then((m) => m.LoginSettingsPage), 'settingsLogin', 'settings'),
  '/settings/config': page(() => import('../features/settings/look/pages/look-page.tsx').then((m) => m.LookPage), 'settingsLook', 'settings'),
  '/settings/termos-uso': page(() => import('../features/terms/pages/terms-page.tsx').then((m) => m.TermsPage), 'terms'),
  '/settings/permissoes': page(() => import('../features/permissions/pages/permission-groups-page.tsx').then((m) => m.PermissionGroupsPage), 'permissions'),
  '/comunicacoes/comunicacao': page(() => import('../features/communications/pages/communications-page.tsx').then((m) => m.CommunicationsPage), 'communications'),
  '/gamificacao/regras': page(() => import('../features/gamification/pages/rules-page.tsx').then((m) => m.RulesPage), 'gamification'),
  '/gamificacao/desafios': page(() => import('../features/gamification/pages/challenges-page.tsx').then((m) => m.ChallengesPage), 'gamification'),
  '/gamificacao/jornada': page(() => import('../features/gamification/pages/journey-page.tsx').then((m) => m.JourneyPage), 'gamification'),
  '/comunicacoes/notificacoes-automatizadas': page(() => import('../features/automated-notifications/pages/automated-notifications-page.tsx').then((m) => m.AutomatedNotificationsPage), 'automated-notifications'),
  '/notifications': page(() => import('../features/push/pages/notifications-page.tsx').then((m) => m.NotificationsPage), 'push', 'content'),
  '/settings/segmentacao': page(() => import('../features/segmentations/pages/segmentations-page.tsx').then((m) => m.SegmentationsPage), 'segmentations'),
  '/gestao/bi-management': page(() => import('../features/bi/pages/bi-management-page.tsx').then((m) => m.BiManagementPage), 'bi'),
  '/gestao/bi-dashboard': page(() => import('../features/bi/pages/bi-dashboard-page.tsx').then((m) => m.BiDashboardPage), 'bi'),
  '/gestao/importacoes': page(() => import('../features/imports/pages/imports-page.tsx').then((m) => m.ImportsPage), 'imports'),
  '/content/files': page(() => import('../features/content/repository/repository-page.tsx').then((m) => m.RepositoryPage), 'content'),
  '/conteudo/deposito': page(() => import('../features/content/repository/repository-page.tsx').then((m) => m.RepositoryPage), 'content'),
  '/conteudo/secao': page(() => import('../features/sections/pages/sections-page.tsx').then((m) => m.SectionsPage), 'sections'),
  '/conteudo/curso': page(() => import('../features/courses/contents-page.tsx').then((m) => m.CoursesPage), 'courses', 'enrolment'),
  '/conteudo/trilha': page(() => import('../features/courses/contents-page.tsx').then((m) => m.TrailsPage), 'courses', 'enrolment'),
  '/conteudo/avaliacao': page(() => import('../features/assessments/builder/assessments-page.tsx').then((m) => m.AssessmentsPage), 'assessments'),
  '/gestao/historico-envios': page(() => import('../features/content/uploads/upload-history-page.tsx').then((m) => m.UploadHistoryPage), 'content'),
  '/anotacoes': page(() => import('../features/notes/pages/notes-page.tsx').then((m) => m.NotesPage), 'notes'),
  '/home': page(() => import('../features/learner/pages/home-page.tsx').then((m) => m.HomePage), 'learner', 'settingsBanners'),
  '/catalog': page(() => import('../features/learner/pages/catalog-page.tsx').then((m) => m.CatalogPage), 'learner', 'settingsBanners'),
  '/catalog/favorites': page(() => import('../features/learner/pages/favorites-page.tsx').then((m) => m.FavoritesPage), 'learner'),
  '/catalog/:id': page(() => import('../features/learner/pages/section-page.tsx').then((m) => m.SectionPage), 'learner'),
  '/search': page(() => import('../features/learner/pages/search-page.tsx').then((m) => m.SearchPage), 'learner'),
  '/learning-center/view/:encodedTypeAndId/:step': page(() => import('../features/classroom/pages/classroom-page.tsx').then((m) => m.ClassroomPage), 'classroom', 'certificatesLearner'),
  '/gestao/meu-painel': page(() => import('../features/dashboards/pages/my-panel-page.tsx').then((m) => m.MyPanelPage), 'dashboards'),
  '/gestao/dashboard': page(() => import('../features/dashboards/pages/manager-dashboard-page.tsx').then((m) => m.ManagerDashboardPage), 'dashboards'),
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

