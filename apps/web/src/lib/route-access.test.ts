import { describe, expect, it } from 'vitest';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import { MAIN_ROUTES, canAccessRoute, firstAccessibleRoute, requiredPermissions, safeRedirect, type RouteAccess } from './route-access.ts';

const route = (path: string): RouteAccess => {
  const found = MAIN_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(path);
  return found;
};

describe('MAIN_ROUTES', () => {
  it('has one entry per path', () => {
    expect(new Set(MAIN_ROUTES.map((r) => r.path)).size).toBe(MAIN_ROUTES.length);
  });

  it('requires the Contas group under /conta and Configurações under /settings', () => {
    expect(requiredPermissions(route('/conta/usuario'))).toEqual(['Contas', 'Usuários']);
    expect(requiredPermissions(route('/settings/termos-uso'))).toEqual(['Configurações', 'Termos de Uso']);
    expect(requiredPermissions(route('/home'))).toEqual(['Aprendizado']);
    expect(requiredPermissions(route('/gestao/historico-envios'))).toEqual([]);
  });
});

describe('canAccessRoute', () => {
  it('matches permission names case-insensitively', () => {
    expect(canAccessRoute(route('/home'), { permissions: ['aprendizado'], elevated: false })).toBe(true);
    expect(canAccessRoute(route('/home'), { permissions: ['Notificações'], elevated: false })).toBe(false);
  });

  it('needs both the group and the route permission', () => {
    expect(canAccessRoute(route('/conta/usuario'), { permissions: ['Usuários'], elevated: false })).toBe(false);
    expect(canAccessRoute(route('/conta/usuario'), { permissions: ['Contas', 'Usuários'], elevated: false })).toBe(true);
  });

  it('opens Empresas, Contratos and Painéis Dashboard only in admin mode', () => {
    const all = { permissions: SEED_GROUPS.Administrador, elevated: false };
    expect(canAccessRoute(route('/conta/pessoa'), all)).toBe(false);
    expect(canAccessRoute(route('/conta/contrato'), all)).toBe(false);
    expect(canAccessRoute(route('/gestao/bi-management'), all)).toBe(false);
    expect(canAccessRoute(route('/conta/pessoa'), { ...all, elevated: true })).toBe(true);
    expect(canAccessRoute(route('/conta/unidade'), all)).toBe(true);
  });

  it('opens no route whose screen is not built yet, whatever the permissions', () => {
    const everything = { permissions: [...SEED_GROUPS.Administrador, 'Notificações', 'Regras', 'Comunicação'], elevated: true };
    expect(canAccessRoute(route('/user-settings'), everything)).toBe(false);
    expect(canAccessRoute(route('/user-settings/plan'), everything)).toBe(false);
    expect(canAccessRoute(route('/notifications'), { permissions: ['Notificações'], elevated: false })).toBe(true);
    expect(canAccessRoute(route('/gamificacao/regras'), { permissions: ['Regras'], elevated: false })).toBe(true);
  });

  it('lets any session open the routes without a permission', () => {
    expect(canAccessRoute(route('/gestao/historico-envios'), { permissions: [], elevated: false })).toBe(true);
  });
});

describe('firstAccessibleRoute', () => {
  it('is /home when Aprendizado is held', () => {
    expect(firstAccessibleRoute({ permissions: SEED_GROUPS.Aluno, elevated: false })).toBe('/home');
  });

  it('is the first allowed route of routes.tsv otherwise, skipping parameterised and permission-less ones', () => {
    expect(firstAccessibleRoute({ permissions: ['Correções de Avaliações'], elevated: false })).toBe('/gestao/correcoes-avaliacoes');
    expect(firstAccessibleRoute({ permissions: ['Contas', 'Cargos', 'Regras'], elevated: false })).toBe('/conta/cargo');
    expect(firstAccessibleRoute({ permissions: ['Minhas Avaliações'], elevated: false })).toBe('/gestao/minhas-avaliacoes');
    expect(firstAccessibleRoute({ permissions: ['Empresas', 'Contas'], elevated: false })).toBeNull();
    expect(firstAccessibleRoute({ permissions: ['Empresas', 'Contas'], elevated: true })).toBe('/conta/pessoa');
  });

  it('is null without permissions', () => {
    expect(firstAccessibleRoute({ permissions: [], elevated: true })).toBeNull();
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/catalog?view=abc', '/catalog?view=abc'],
    ['/conta/usuario#top', '/conta/usuario#top'],
    ['/', '/'],
    ['/authority', '/authority'],
  ])('keeps %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example/x', '/\\evil', 'home', '/login', '/login?x=1', '/logout', '/auth/recover', '/partner'])(
    'rejects %s',
    (value) => {
      expect(safeRedirect(value)).toBeNull();
    },
  );
});
