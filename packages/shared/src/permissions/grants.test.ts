import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, SEED_GROUPS } from './catalog.ts';
import { accountGrantRefusal, classificationAbove, groupGrantRefusal, missingMenuAccess, unheldFunctionalities, type AccountGrant } from './grants.ts';

const admins = { id: 'g-admin', nome: 'Administrador', funcionalidades: SEED_GROUPS.Administrador };
const students = { id: 'g-aluno', nome: 'Aluno', funcionalidades: SEED_GROUPS.Aluno };
const managers = { id: 'g-gestor', nome: 'Gestor', funcionalidades: SEED_GROUPS.Gestor };

const manager = (over: Partial<AccountGrant>): AccountGrant => ({
  held: SEED_GROUPS.Gestor,
  ownClassification: 'manager',
  self: false,
  current: { groupId: students.id, classificacao: 'student' },
  next: { group: students, classificacao: 'student' },
  ...over,
});

describe('unheldFunctionalities', () => {
  it('lists what the holder lacks, case-insensitively, in the order granted', () => {
    expect(unheldFunctionalities(['Usuários', 'contas'], ['Contas', 'Usuários', 'Permissões', 'Cursos'])).toEqual(['Permissões', 'Cursos']);
    expect(unheldFunctionalities([], [])).toEqual([]);
    expect(unheldFunctionalities(PERMISSION_NAMES, PERMISSION_NAMES)).toEqual([]);
  });
});

describe('classificationAbove', () => {
  it('orders student < manager < admin; equal is not above', () => {
    expect(classificationAbove('admin', 'manager')).toBe(true);
    expect(classificationAbove('manager', 'student')).toBe(true);
    expect(classificationAbove('manager', 'manager')).toBe(false);
    expect(classificationAbove('student', 'admin')).toBe(false);
  });
});

describe('accountGrantRefusal', () => {
  it("refuses a manager making himself administrator (own group, then own classification)", () => {
    const self = { self: true, current: { groupId: managers.id, classificacao: 'manager' as const } };
    expect(accountGrantRefusal(manager({ ...self, next: { group: admins, classificacao: 'admin' } }))?.key).toBe('permissions.selfGroup');
    expect(accountGrantRefusal(manager({ ...self, next: { group: managers, classificacao: 'admin' } }))?.key).toBe('permissions.selfClassification');
    // even towards a weaker group or classification: the own group and classification are someone else's to change
    expect(accountGrantRefusal(manager({ ...self, next: { group: students, classificacao: 'manager' } }))?.key).toBe('permissions.selfGroup');
    expect(accountGrantRefusal(manager({ ...self, next: { group: managers, classificacao: 'student' } }))?.key).toBe('permissions.selfClassification');
    expect(accountGrantRefusal(manager({ ...self, next: { group: null, classificacao: 'manager' } }))?.key).toBe('permissions.selfGroup');
    // editing the own account without touching either is fine
    expect(accountGrantRefusal(manager({ ...self, next: { group: managers, classificacao: 'manager' } }))).toBeNull();
  });

  it('refuses a group holding functionalities the caller lacks, naming the group and what is missing', () => {
    const refusal = accountGrantRefusal(manager({ next: { group: admins, classificacao: 'student' } }));
    expect(refusal?.key).toBe('permissions.groupAboveCaller');
    expect(refusal?.params?.group).toBe('Administrador');
    expect(refusal?.params?.names.split(', ')).toEqual(PERMISSION_NAMES.filter((n) => !SEED_GROUPS.Gestor.includes(n)));
    // the caller's own set and any subset of it pass; a new account too
    expect(accountGrantRefusal(manager({ next: { group: managers, classificacao: 'student' } }))).toBeNull();
    expect(accountGrantRefusal(manager({ current: null, next: { group: students, classificacao: 'student' } }))).toBeNull();
    expect(accountGrantRefusal(manager({ current: null, next: { group: admins, classificacao: 'student' } }))?.key).toBe('permissions.groupAboveCaller');
    // one functionality more than held is enough to refuse
    const oneMore = { id: 'g-x', nome: 'X', funcionalidades: [...SEED_GROUPS.Gestor, 'Permissões'] };
    expect(accountGrantRefusal(manager({ next: { group: oneMore, classificacao: 'student' } }))?.params?.names).toBe('Permissões');
  });

  it('checks only what changes: an account kept in a stronger group may still be edited', () => {
    const kept = { current: { groupId: admins.id, classificacao: 'admin' as const }, next: { group: admins, classificacao: 'admin' as const } };
    expect(accountGrantRefusal(manager(kept))).toBeNull();
    // removing the group altogether grants nothing
    expect(accountGrantRefusal(manager({ current: { groupId: admins.id, classificacao: 'student' }, next: { group: null, classificacao: 'student' } }))).toBeNull();
  });

  it('refuses a classification above the caller’s own; equal or lower passes; platform administration may set any', () => {
    expect(accountGrantRefusal(manager({ next: { group: students, classificacao: 'admin' } }))?.key).toBe('permissions.classificationAboveCaller');
    expect(accountGrantRefusal(manager({ current: null, next: { group: students, classificacao: 'admin' } }))?.key).toBe('permissions.classificationAboveCaller');
    expect(accountGrantRefusal(manager({ next: { group: students, classificacao: 'manager' } }))).toBeNull();
    expect(accountGrantRefusal(manager({ ownClassification: 'student', next: { group: students, classificacao: 'manager' } }))?.key).toBe('permissions.classificationAboveCaller');
    expect(accountGrantRefusal(manager({ ownClassification: null, next: { group: students, classificacao: 'admin' } }))).toBeNull();
    // an unchanged classification above the caller's is not a grant
    expect(accountGrantRefusal(manager({ current: { groupId: students.id, classificacao: 'admin' }, next: { group: students, classificacao: 'admin' } }))).toBeNull();
  });
});

describe('groupGrantRefusal', () => {
  it('refuses adding a functionality the caller lacks; keeping or removing one they lack is fine', () => {
    expect(groupGrantRefusal(['Configurações', 'Permissões'], null, ['Configurações', 'Permissões', 'Cursos'])).toEqual({
      key: 'permissions.functionalityNotHeld',
      params: { names: 'Cursos' },
    });
    expect(groupGrantRefusal(['Configurações', 'Permissões'], null, ['Permissões'])).toBeNull();
    expect(groupGrantRefusal(['Configurações', 'Permissões'], ['Cursos', 'Trilhas'], ['Cursos', 'Configurações'])).toBeNull();
    expect(groupGrantRefusal(['Configurações', 'Permissões'], ['Cursos'], ['Cursos', 'Trilhas', 'Usuários'])?.params?.names).toBe('Trilhas, Usuários');
    expect(groupGrantRefusal(PERMISSION_NAMES, [], PERMISSION_NAMES)).toBeNull();
  });
});

describe('missingMenuAccess', () => {
  it("asks for 'Contas' with the /conta functionalities and 'Configurações' with the /settings ones", () => {
    expect(missingMenuAccess(['Aprendizado', 'Usuários'])).toEqual([{ modulo: 'Contas', funcionalidades: ['Usuários'] }]);
    expect(missingMenuAccess(['Contas', 'Usuários'])).toEqual([]);
    expect(missingMenuAccess(['Permissões', 'Categorias', 'Cargos'])).toEqual([
      { modulo: 'Contas', funcionalidades: ['Cargos'] },
      { modulo: 'Configurações', funcionalidades: ['Permissões', 'Categorias'] },
    ]);
    // the module alone, and modules whose screens need no menu access, are fine
    expect(missingMenuAccess(['Contas'])).toEqual([]);
    expect(missingMenuAccess(['Cursos', 'Regras', 'Dashboard', 'Comunicação'])).toEqual([]);
    expect(missingMenuAccess([])).toEqual([]);
  });

  it('holds for every seeded group', () => {
    for (const names of Object.values(SEED_GROUPS)) expect(missingMenuAccess(names)).toEqual([]);
  });
});
