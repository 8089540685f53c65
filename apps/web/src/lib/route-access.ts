import { hasPermission } from '@plataforma/shared/permissions';

/**
 * Access rules of the main-area routes (spec/routes.tsv): the functionality each needs, the group permission of
 * /conta and /settings, and the admin-mode-only ones. Order is routes.tsv's: the first accessible one is the landing.
 */
export type RouteAccess = {
  path: string;
  /** Key under `routes.` in the common namespace. */
  titleKey: string;
  permission?: string;
  /** Permission of the route's group (/conta: Contas, /settings: Configurações), required as well. */
  group?: string;
  /** Only in admin mode (elevated users outside client mode). */
  adminOnly?: boolean;
  /**
   * A route of the spec whose screen is not built yet: no one may open it (no menu entry, no landing, no link), and
   * its address is 'not found'. It is dropped when the screen arrives (app/main-pages.ts).
   */
  pending?: true;
};

const conta = (path: string, titleKey: string, permission: string, adminOnly = false): RouteAccess => ({
  path: `/conta/${path}`,
  titleKey,
  permission,
  group: 'Contas',
  ...(adminOnly ? { adminOnly } : {}),
});
const settings = (path: string, titleKey: string, permission: string, pending = false): RouteAccess => ({
  path: `/settings/${path}`,
  titleKey,
  permission,
  group: 'Configurações',
  ...(pending ? { pending } : {}),
});

export const MAIN_ROUTES: readonly RouteAccess[] = [
  { path: '/home', titleKey: 'home', permission: 'Aprendizado' },
  { path: '/catalog', titleKey: 'catalog', permission: 'Aprendizado' },
  { path: '/catalog/favorites', titleKey: 'favorites', permission: 'Aprendizado' },
  { path: '/anotacoes', titleKey: 'notes', permission: 'Aprendizado' },
  { path: '/catalog/:id', titleKey: 'section', permission: 'Aprendizado' },
  { path: '/search', titleKey: 'search', permission: 'Aprendizado' },
  { path: '/learning-center/view/:encodedTypeAndId/:step', titleKey: 'classroom', permission: 'Aprendizado' },
  { path: '/notifications', titleKey: 'notifications', permission: 'Notificações' },
  { path: '/user-settings', titleKey: 'userSettings', pending: true },
  { path: '/user-settings/plan', titleKey: 'plan', pending: true },
  conta('pessoa', 'companies', 'Empresas', true),
  conta('contrato', 'contracts', 'Contratos', true),
  conta('unidade', 'units', 'Unidades de Negócio'),
  conta('departamento', 'departments', 'Departamentos'),
  conta('cargo', 'jobTitles', 'Cargos'),
  conta('usuario', 'users', 'Usuários'),
  conta('meu-contrato', 'myContract', 'Meu Contrato'),
  { path: '/content/files', titleKey: 'repository', permission: 'Depósito' },
  { path: '/conteudo/deposito', titleKey: 'repository', permission: 'Depósito' },
  { path: '/conteudo/avaliacao', titleKey: 'assessments', permission: 'Avaliações' },
  { path: '/conteudo/curso', titleKey: 'courses', permission: 'Cursos' },
  { path: '/conteudo/trilha', titleKey: 'trails', permission: 'Trilhas' },
  { path: '/conteudo/secao', titleKey: 'sections', permission: 'Seções' },
  { path: '/conteudo/certificados-externos-admin', titleKey: 'externalCertificatesAdmin', permission: 'Gerir Certificados Externos' },
  settings('config', 'customisation', 'Configurações'),
  settings('config/parameterization', 'parameterization', 'Configurações'),
  settings('config/backgrounds-and-banners', 'backgrounds', 'Configurações'),
  settings('config/login', 'loginPage', 'Configurações'),
  settings('termos-uso', 'terms', 'Termos de Uso'),
  settings('segmentacao', 'segmentations', 'Segmentações'),
  settings('competencia', 'skills', 'Competências'),
  settings('permissoes', 'permissions', 'Permissões'),
  settings('categoria', 'categories', 'Categorias'),
  settings('certificado', 'certificates', 'Certificados'),
  settings('certificate', 'certificates', 'Certificados'),
  settings('certificate/:id', 'certificateEditor', 'Certificados'),
  { path: '/gestao/progresso', titleKey: 'myProgress', permission: 'Meu Progresso' },
  { path: '/gestao/dashboard', titleKey: 'dashboard', permission: 'Dashboard v1' },
  { path: '/gestao/meu-painel', titleKey: 'myPanel', permission: 'Meu Painel' },
  { path: '/gestao/historico-envios', titleKey: 'uploadHistory' },
  { path: '/gestao/importacoes', titleKey: 'importHistory', permission: 'Histórico de Importações' },
  { path: '/gestao/bi-management', titleKey: 'biManagement', permission: 'Painéis Dashboard', adminOnly: true },
  { path: '/gestao/bi-dashboard', titleKey: 'biDashboard', permission: 'Dashboard' },
  { path: '/gestao/certificados-externos', titleKey: 'externalCertificates', permission: 'Certificados Externos' },
  { path: '/gestao/minhas-avaliacoes', titleKey: 'myAssessments', permission: 'Minhas Avaliações' },
  { path: '/gestao/minhas-avaliacoes/:id', titleKey: 'myAssessment', permission: 'Minhas Avaliações' },
  { path: '/gestao/correcoes-avaliacoes', titleKey: 'corrections', permission: 'Correções de Avaliações' },
  { path: '/gestao/correcoes-avaliacoes/:id', titleKey: 'correction', permission: 'Correções de Avaliações' },
  { path: '/gestao/avaliacao/:id/answer', titleKey: 'answerAssessment' },
  { path: '/gamificacao/regras', titleKey: 'rules', permission: 'Regras' },
  { path: '/gamificacao/desafios', titleKey: 'challenges', permission: 'Desafios' },
  { path: '/gamificacao/jornada', titleKey: 'journey', permission: 'Jornada' },
  { path: '/comunicacoes/comunicacao', titleKey: 'communications', permission: 'Comunicação' },
  { path: '/comunicacoes/notificacoes-automatizadas', titleKey: 'automatedNotifications', permission: 'Notificações Automatizadas' },
];

export type AccessContext = { permissions: readonly string[]; elevated: boolean };

/** The permissions a route requires: its group's (if any) and its own. */
export function requiredPermissions(route: RouteAccess): string[] {
  return [route.group, route.permission].filter((name): name is string => Boolean(name));
}

export function canAccessRoute(route: RouteAccess, context: AccessContext): boolean {
  if (route.pending) return false;
  if (route.adminOnly && !context.elevated) return false;
  return hasPermission(context.permissions, requiredPermissions(route));
}

/**
 * Landing route after sign-in (1-shell §6: the first accessible child of the main area): /home when 'Aprendizado' is
 * held, otherwise the first route of routes.tsv the permissions allow (routes without a permission or with
 * parameters are not landings). Null when nothing is accessible.
 */
export function firstAccessibleRoute(context: AccessContext): string | null {
  const candidate = MAIN_ROUTES.find((route) => route.permission && !route.path.includes(':') && canAccessRoute(route, context));
  return candidate?.path ?? null;
}

const AUTH_ONLY_PATHS = ['/login', '/logout', '/auth', '/partner'];

/**
 * Validates a `redirect` query value: only a same-site path ("/..." but not "//..."), and never a sign-in or
 * sign-out page (that would loop). Returns null otherwise.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0];
  if (AUTH_ONLY_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return value;
}
