import { describe, expect, it } from 'vitest';
import { PERMISSION_MODULES, PERMISSION_NAMES } from './catalog.ts';
import {
  batchOutcome,
  createPermissionGroupRequestSchema,
  locksOutOfPermissions,
  moduleSelection,
  normaliseFunctionalities,
  toggleModule,
  unknownFunctionalities,
} from './contracts.ts';

describe('permission group rules', () => {
  it('normalises functionalities: deduplicated, catalogue order, unknown names dropped', () => {
    expect(normaliseFunctionalities(['Permissões', 'Aprendizado', 'Voar', 'Aprendizado'])).toEqual(['Aprendizado', 'Permissões']);
    expect(normaliseFunctionalities([])).toEqual([]);
    expect(unknownFunctionalities(['Aprendizado', 'Voar', 'aprendizado'])).toEqual(['Voar', 'aprendizado']);
  });

  it("locks out when the group is inactive or lacks 'Configurações' or 'Permissões'", () => {
    expect(locksOutOfPermissions({ funcionalidades: ['Configurações', 'Permissões'], ativo: true })).toBe(false);
    expect(locksOutOfPermissions({ funcionalidades: [...PERMISSION_NAMES], ativo: true })).toBe(false);
    expect(locksOutOfPermissions({ funcionalidades: [...PERMISSION_NAMES], ativo: false })).toBe(true);
    expect(locksOutOfPermissions({ funcionalidades: ['Permissões'], ativo: true })).toBe(true);
    expect(locksOutOfPermissions({ funcionalidades: ['Configurações'], ativo: true })).toBe(true);
    expect(locksOutOfPermissions({ funcionalidades: [], ativo: true })).toBe(true);
  });

  it('tells how much of a module a selection holds and toggles a whole module', () => {
    const gamification = PERMISSION_MODULES.Gamificação;
    expect(moduleSelection(gamification, [])).toBe('none');
    expect(moduleSelection(gamification, ['Regras', 'Aprendizado'])).toBe('some');
    expect(moduleSelection(gamification, [...gamification])).toBe('all');
    expect(toggleModule(gamification, ['Regras', 'Aprendizado'], true)).toEqual(['Aprendizado', 'Gamificação', 'Regras', 'Desafios', 'Jornada']);
    expect(toggleModule(gamification, ['Regras', 'Aprendizado'], false)).toEqual(['Aprendizado']);
  });

  it('classifies a batch reply as success, failure or partial', () => {
    expect(batchOutcome({ successItems: [1, 2], failedItems: [] })).toBe('success');
    expect(batchOutcome({ successItems: [], failedItems: [1] })).toBe('failure');
    expect(batchOutcome({ successItems: [1], failedItems: [2] })).toBe('partial');
    // nothing asked, nothing failed
    expect(batchOutcome({ successItems: [], failedItems: [] })).toBe('success');
  });

  it('validates a group: name, at least one permission, catalogue names only', () => {
    const ok = createPermissionGroupRequestSchema.parse({ nome: ' Conteudistas ', descricao: '', funcionalidades: ['Cursos', 'Conteúdo', 'Cursos'] });
    expect(ok).toEqual({ nome: 'Conteudistas', descricao: null, ativo: true, funcionalidades: ['Conteúdo', 'Cursos'] });
    const messages = (input: unknown) => createPermissionGroupRequestSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ nome: 'x', funcionalidades: [] })).toEqual(['permissions.atLeastOne']);
    expect(messages({ nome: 'x', funcionalidades: ['Voar'] })).toEqual(['permissions.unknownFunctionality']);
    expect(messages({ nome: '', funcionalidades: ['Aprendizado'] })).toEqual(['validation.required']);
  });
});
