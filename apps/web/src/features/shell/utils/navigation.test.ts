import { describe, expect, it } from 'vitest';
import { SEED_GROUPS, PERMISSION_NAMES } from '@plataforma/shared/permissions';
import { MAIN_ROUTES } from '../../../lib/route-access.ts';
import { NAV_GROUPS, buildNavigation, findActiveItem, isClassroomPath } from './navigation.ts';

const keysOf = (groups: ReturnType<typeof buildNavigation>) => groups.flatMap((group) => group.items.map((item) => item.key));

describe('buildNavigation', () => {
  it('every menu item points at a route of the access table', () => {
    const paths = new Set(MAIN_ROUTES.map((route) => route.path));
    for (const group of NAV_GROUPS) for (const item of group.items) expect(paths.has(item.path), item.path).toBe(true);
  });

  it('gives a learner only the learner items', () => {
    const groups = buildNavigation({ permissions: SEED_GROUPS.Aluno, elevated: false });
    expect(groups.map((group) => group.key)).toEqual(['learning', 'management', 'gamification']);
    expect(keysOf(groups)).toEqual(['home', 'catalog', 'favorites', 'notes', 'notifications', 'myProgress', 'myPanel', 'uploadHistory', 'externalCertificates', 'myAssessments', 'journey']);
  });

  it('offers no item whose screen is not built yet, and no group left without items', () => {
    const groups = buildNavigation({ permissions: PERMISSION_NAMES, elevated: true });
    const pending = new Set(MAIN_ROUTES.filter((route) => route.pending).map((route) => route.path));
    expect(groups.flatMap((group) => group.items).filter((item) => pending.has(item.path))).toEqual([]);
    expect(keysOf(groups)).toContain('notifications');
    expect(groups.find((group) => group.key === 'gamification')?.items.map((item) => item.path)).toEqual(['/gamificacao/regras', '/gamificacao/desafios', '/gamificacao/jornada']);
    // Comunicações holds both of its screens: the communications and the automated notifications
    expect(groups.find((group) => group.key === 'communications')?.items.map((item) => item.path)).toEqual(['/comunicacoes/comunicacao', '/comunicacoes/notificacoes-automatizadas']);
  });

  it('hides Empresas and Contratos outside admin mode', () => {
    const keys = keysOf(buildNavigation({ permissions: PERMISSION_NAMES, elevated: false }));
    expect(keys).not.toContain('companies');
    expect(keys).not.toContain('contracts');
    expect(keys).toContain('users');
  });

  it('shows them in admin mode', () => {
    const keys = keysOf(buildNavigation({ permissions: PERMISSION_NAMES, elevated: true }));
    expect(keys).toEqual(expect.arrayContaining(['companies', 'contracts']));
    expect(buildNavigation({ permissions: PERMISSION_NAMES, elevated: true }).map((group) => group.key)).toEqual(['learning', 'accounts', 'content', 'settings', 'management', 'gamification', 'communications']);
  });

  it('drops a group without its module permission even when an item would be allowed', () => {
    const groups = buildNavigation({ permissions: ['Aprendizado', 'Regras'], elevated: false });
    expect(groups.map((group) => group.key)).toEqual(['learning']);
  });

  it('drops a group whose items are all hidden', () => {
    const groups = buildNavigation({ permissions: ['Aprendizado', 'Comunicações'], elevated: false });
    expect(groups.map((group) => group.key)).toEqual(['learning']);
  });

  it('matches permission names case-insensitively', () => {
    const keys = keysOf(buildNavigation({ permissions: ['aprendizado', 'CONTAS', 'usuários'], elevated: false }));
    expect(keys).toContain('users');
  });

  it('is empty without permissions', () => {
    expect(buildNavigation({ permissions: [], elevated: true })).toEqual([]);
  });
});

describe('findActiveItem', () => {
  const groups = buildNavigation({ permissions: PERMISSION_NAMES, elevated: true });

  it('prefers the longest matching path', () => {
    expect(findActiveItem(groups, '/catalog/favorites')?.item.key).toBe('favorites');
    expect(findActiveItem(groups, '/catalog/123')?.item.key).toBe('catalog');
    expect(findActiveItem(groups, '/catalog')?.item.key).toBe('catalog');
  });

  it('highlights through alternative paths and sub-pages', () => {
    expect(findActiveItem(groups, '/conteudo/deposito')?.item.key).toBe('repository');
    expect(findActiveItem(groups, '/settings/certificate/42')).toEqual({ group: 'settings', item: expect.objectContaining({ key: 'certificates' }) });
    expect(findActiveItem(groups, '/gestao/minhas-avaliacoes/7')?.item.key).toBe('myAssessments');
  });

  it('does not match a path that only shares a prefix', () => {
    expect(findActiveItem(groups, '/homepage')).toBeNull();
    expect(findActiveItem(groups, '/search')).toBeNull();
  });
});

describe('isClassroomPath', () => {
  it('recognises the classroom routes', () => {
    expect(isClassroomPath('/learning-center/view/abc/1')).toBe(true);
    expect(isClassroomPath('/learning-center')).toBe(true);
    expect(isClassroomPath('/learning-centers')).toBe(false);
    expect(isClassroomPath('/home')).toBe(false);
  });
});
