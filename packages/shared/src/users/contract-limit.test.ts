import { describe, expect, it } from 'vitest';
import { canAddActiveUser, remainingActiveUsers } from './contract-limit.ts';

describe('canAddActiveUser (contract user limit)', () => {
  it('allows while active users are below contracted users', () => {
    expect(canAddActiveUser({ usuariosAtivos: 0, usuariosContratados: 1 })).toBe(true);
    expect(canAddActiveUser({ usuariosAtivos: 4, usuariosContratados: 5 })).toBe(true);
  });

  it('refuses at the limit (contracted - 1 is the last one allowed) and beyond it', () => {
    expect(canAddActiveUser({ usuariosAtivos: 5, usuariosContratados: 5 })).toBe(false);
    expect(canAddActiveUser({ usuariosAtivos: 6, usuariosContratados: 5 })).toBe(false);
    expect(canAddActiveUser({ usuariosAtivos: 1, usuariosContratados: 1 })).toBe(false);
  });

  it('allows when both counts are zero', () => {
    expect(canAddActiveUser({ usuariosAtivos: 0, usuariosContratados: 0 })).toBe(true);
  });

  it('refuses when nothing is contracted but users are active', () => {
    expect(canAddActiveUser({ usuariosAtivos: 1, usuariosContratados: 0 })).toBe(false);
  });

  it('reads odd counts safely', () => {
    expect(canAddActiveUser({ usuariosAtivos: -3, usuariosContratados: 0 })).toBe(true);
    expect(canAddActiveUser({ usuariosAtivos: 4.9, usuariosContratados: 5 })).toBe(true);
    expect(canAddActiveUser({ usuariosAtivos: 5, usuariosContratados: 5.9 })).toBe(false);
  });
});

describe('remainingActiveUsers', () => {
  it('counts the free places, never below zero', () => {
    expect(remainingActiveUsers({ usuariosAtivos: 3, usuariosContratados: 5 })).toBe(2);
    expect(remainingActiveUsers({ usuariosAtivos: 5, usuariosContratados: 5 })).toBe(0);
    expect(remainingActiveUsers({ usuariosAtivos: 7, usuariosContratados: 5 })).toBe(0);
  });
  it('is null for the both-zero exception', () => {
    expect(remainingActiveUsers({ usuariosAtivos: 0, usuariosContratados: 0 })).toBeNull();
  });
});
