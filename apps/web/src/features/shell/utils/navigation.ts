import { hasPermission } from '@plataforma/shared/permissions';
import { MAIN_ROUTES, canAccessRoute, type AccessContext, type RouteAccess } from '../../../lib/route-access.ts';

/**
 * The sidebar menu (1-shell §2, §6): groups of the spec (Aprendizado, Contas, Conteúdo, Configurações, Gestão,
 * Gamificação, Comunicações) with their items. Which items show is decided by lib/route-access.ts (the routes'
 * permissions, the /conta and /settings group permission, admin-mode-only routes); a group shows when its module
 * permission is held and at least one of its items is accessible.
 */

export type NavGroupKey = 'learning' | 'accounts' | 'content' | 'settings' | 'management' | 'gamification' | 'communications';

/** Icon names, mapped to tabler icons by the component (keeps this module free of React). */
export type NavIcon =
  | 'learning' | 'home' | 'catalog' | 'favorites' | 'notes' | 'notifications'
  | 'accounts' | 'companies' | 'contracts' | 'units' | 'departments' | 'jobTitles' | 'users' | 'myContract'
  | 'content' | 'repository' | 'assessments' | 'courses' | 'trails' | 'sections' | 'externalCertificatesAdmin'
  | 'settings' | 'customisation' | 'terms' | 'segmentations' | 'skills' | 'permissions' | 'categories' | 'certificates'
  | 'management' | 'myProgress' | 'dashboardV1' | 'myPanel' | 'uploadHistory' | 'importHistory' | 'biManagement' | 'biDashboard'
  | 'externalCertificates' | 'myAssessments' | 'corrections'
  | 'gamification' | 'rules' | 'challenges' | 'journey'
  | 'communications' | 'communication' | 'automatedNotifications';

export type NavItemDef = {
  /** Key under `nav.items.` of the shell namespace; also the icon name. */
  key: NavIcon;
  path: string;
  /** Other paths that highlight this item (the classic/modern repository pair, sub-pages). */
  alsoActive?: readonly string[];
};

export type NavGroupDef = {
  key: NavGroupKey;
  icon: NavIcon;
  /** The module permission that opens the group (1-shell §6). */
  permission: string;
  items: readonly NavItemDef[];
};

export const NAV_GROUPS: readonly NavGroupDef[] = [
  {
    key: 'learning',
    icon: 'learning',
    permission: 'Aprendizado',
    items: [
      { key: 'home', path: '/home' },
      { key: 'catalog', path: '/catalog' },
      { key: 'favorites', path: '/catalog/favorites' },
      { key: 'notes', path: '/anotacoes' },
      { key: 'notifications', path: '/notifications' },
    ],
  },
  {
    key: 'accounts',
    icon: 'accounts',
    permission: 'Contas',
    items: [
      { key: 'companies', path: '/conta/pessoa' },
      { key: 'contracts', path: '/conta/contrato' },
      { key: 'units', path: '/conta/unidade' },
      { key: 'departments', path: '/conta/departamento' },
      { key: 'jobTitles', path: '/conta/cargo' },
      { key: 'users', path: '/conta/usuario' },
      { key: 'myContract', path: '/conta/meu-contrato' },
    ],
  },
  {
    key: 'content',
    icon: 'content',
    permission: 'Conteúdo',
    items: [
      { key: 'repository', path: '/content/files', alsoActive: ['/conteudo/deposito'] },
      { key: 'assessments', path: '/conteudo/avaliacao' },
      { key: 'courses', path: '/conteudo/curso' },
      { key: 'trails', path: '/conteudo/trilha' },
      { key: 'sections', path: '/conteudo/secao' },
      { key: 'externalCertificatesAdmin', path: '/conteudo/certificados-externos-admin' },
    ],
  },
  {
    key: 'settings',
    icon: 'settings',
    permission: 'Configurações',
    items: [
      { key: 'customisation', path: '/settings/config', alsoActive: ['/settings/personalizacoes'] },
      { key: 'terms', path: '/settings/termos-uso' },
      { key: 'segmentations', path: '/settings/segmentacao' },
      { key: 'skills', path: '/settings/competencia' },
      { key: 'permissions', path: '/settings/permissoes' },
      { key: 'categories', path: '/settings/categoria' },
      { key: 'certificates', path: '/settings/certificate', alsoActive: ['/settings/certificado'] },
    ],
  },
  {
    key: 'management',
    icon: 'management',
    permission: 'Gestão',
    items: [
      { key: 'myProgress', path: '/gestao/progresso' },
      { key: 'dashboardV1', path: '/gestao/dashboard' },
      { key: 'myPanel', path: '/gestao/meu-painel' },
      { key: 'uploadHistory', path: '/gestao/historico-envios' },
      { key: 'importHistory', path: '/gestao/importacoes' },
      { key: 'biManagement', path: '/gestao/bi-management' },
      { key: 'biDashboard', path: '/gestao/bi-dashboard' },
      { key: 'externalCertificates', path: '/gestao/certificados-externos' },
      { key: 'myAssessments', path: '/gestao/minhas-avaliacoes', alsoActive: ['/gestao/avaliacao'] },
      { key: 'corrections', path: '/gestao/correcoes-avaliacoes' },
    ],
  },
  {
    key: 'gamification',
    icon: 'gamification',
    permission: 'Gamificação',
    items: [
      { key: 'rules', path: '/gamificacao/regras' },
      { key: 'challenges', path: '/gamificacao/desafios' },
      { key: 'journey', path: '/gamificacao/jornada' },
    ],
  },
  {
    key: 'communications',
    icon: 'communications',
    permission: 'Comunicações',
    items: [
      { key: 'communication', path: '/comunicacoes/comunicacao' },
      { key: 'automatedNotifications', path: '/comunicacoes/notificacoes-automatizadas' },
    ],
  },
];

export type NavItem = NavItemDef;
export type NavGroup = Omit<NavGroupDef, 'items'> & { items: NavItem[] };

const routeOf = (path: string): RouteAccess | undefined => MAIN_ROUTES.find((route) => route.path === path);

/** True when the item's route exists in the access table and the context allows it. */
export function canSeeItem(item: NavItemDef, context: AccessContext): boolean {
  const route = routeOf(item.path);
  return route ? canAccessRoute(route, context) : false;
}

/** The menu the context may see: groups with their accessible items, in the spec's order; empty groups dropped. */
export function buildNavigation(context: AccessContext, groups: readonly NavGroupDef[] = NAV_GROUPS): NavGroup[] {
  return groups
    .filter((group) => hasPermission(context.permissions, group.permission))
    .map((group) => ({ ...group, items: group.items.filter((item) => canSeeItem(item, context)) }))
    .filter((group) => group.items.length > 0);
}

const matches = (pathname: string, base: string): boolean => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The item to highlight for a path: the one whose path (or an `alsoActive` path) is the longest prefix of it, so
 * /catalog/favorites highlights Favoritos and /catalog/123 highlights Catálogo.
 */
export function findActiveItem(groups: readonly NavGroup[], pathname: string): { group: NavGroupKey; item: NavItem } | null {
  let best: { group: NavGroupKey; item: NavItem; length: number } | null = null;
  for (const group of groups) {
    for (const item of group.items) {
      for (const base of [item.path, ...(item.alsoActive ?? [])]) {
        if (matches(pathname, base) && (!best || base.length > best.length)) best = { group: group.key, item, length: base.length };
      }
    }
  }
  return best ? { group: best.group, item: best.item } : null;
}

/** Classroom routes (focus mode): a 'leave classroom' button replaces the menu on small screens. */
export const isClassroomPath = (pathname: string): boolean => matches(pathname, '/learning-center');
