import { describe, expect, it } from 'vitest';
import { challengeInputSchema } from './contracts.ts';
import { inWindow, isProfileComplete, pageRanks, rankAll, rankOf, rulesOf, withinDeadline } from './rules.ts';

const p = (usuarioId: string, pontos: number, alcancadoEm: string, unidadeDeNegocioId: string | null = null) => ({ usuarioId, pontos, alcancadoEm, unidadeDeNegocioId });

describe('ranking', () => {
  it('gives tied scores one rank (dense), ordered by who reached the score first', () => {
    const ranked = rankAll([p('c', 50, '2026-01-03'), p('a', 100, '2026-01-02'), p('b', 100, '2026-01-01'), p('d', 20, '2026-01-01')]);
    expect(ranked.map((r) => [r.usuarioId, r.rank])).toEqual([
      ['b', 1],
      ['a', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it("leaves people without points out: their rank is 'Indefinido' (null)", () => {
    expect(rankAll([p('a', 0, '2026-01-01'), p('b', 5, '2026-01-01')]).map((r) => r.usuarioId)).toEqual(['b']);
    expect(rankOf(0, 0)).toBeNull();
    expect(rankOf(10, 0)).toBe(1);
    expect(rankOf(10, 3)).toBe(4);
  });

  it('ranks one business unit on its own', () => {
    const people = [p('a', 100, '2026-01-01', 'u1'), p('b', 90, '2026-01-01', 'u2'), p('c', 80, '2026-01-01', 'u2'), p('d', 80, '2026-01-02', 'u2')];
    expect(rankAll(people, 'u2').map((r) => [r.usuarioId, r.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
    ]);
  });

  it('continues the ranks of a page from its first entry', () => {
    expect(pageRanks(4, [{ pontos: 30 }, { pontos: 30 }, { pontos: 10 }]).map((r) => r.rank)).toEqual([4, 4, 5]);
    expect(pageRanks(1, [])).toEqual([]);
  });
});

describe('windows', () => {
  const w = { dataInicio: '2026-03-01', dataFim: '2026-03-31' };
  it('includes the first and the last day of the challenge (UTC days)', () => {
    expect(inWindow(w, new Date('2026-02-28T23:59:59Z'))).toBe(false);
    expect(inWindow(w, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(inWindow(w, new Date('2026-03-31T23:59:59Z'))).toBe(true);
    expect(inWindow(w, new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });

  it('0 days to complete is no deadline; otherwise the last day counted from the enrolment is inclusive', () => {
    const enrolled = new Date('2026-03-10T15:00:00Z');
    expect(withinDeadline(0, enrolled, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(withinDeadline(5, enrolled, new Date('2026-03-15T23:59:59Z'))).toBe(true);
    expect(withinDeadline(5, enrolled, new Date('2026-03-16T00:00:00Z'))).toBe(false);
    expect(withinDeadline(1, enrolled, new Date('2026-03-10T16:00:00Z'))).toBe(true);
    expect(withinDeadline(5, null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('challenge input', () => {
  const base = { name: 'Desafio', environment: 'Conteudo', typeContent: 'Curso', courseIds: ['6f1c1f8e-6a3e-4f3b-9f55-0a6a2b8f4a11'], rules: [{ rule: 'CursoConcluido', points: 10 }], initDate: '2026-01-01', endDate: '2026-12-31' } as const;
  const issue = (v: object) => {
    const r = challengeInputSchema.safeParse(v);
    return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('accepts a challenge with an item and positive points; 0 days to complete by default', () => {
    expect(challengeInputSchema.parse(base).dateFinish).toBe(0);
  });
  it('needs an associated item and points greater than zero', () => {
    expect(issue({ ...base, courseIds: [] })).toEqual([['courseIds', 'gamification.needsItem']]);
    expect(issue({ ...base, rules: [] })).toEqual([['rules', 'gamification.needsItem']]);
    expect(issue({ ...base, rules: [{ rule: 'CursoConcluido', points: 0 }] })).toEqual([['rules.0.points', 'gamification.pointsGreaterThanZero']]);
    expect(issue({ ...base, rules: [{ rule: 'CursoConcluido', points: 1 }] })).toBeNull();
    expect(issue({ ...base, environment: 'Plataforma', courseIds: [], rules: [{ rule: 'AcessoDiario', points: 1 }] })).toBeNull();
    expect(issue({ ...base, rules: [{ rule: 'AcessoDiario', points: 1 }] })).toEqual([['rules.0.rule', 'gamification.ruleNotForEnvironment']]);
    expect(issue({ ...base, endDate: '2025-12-31' })).toEqual([['endDate', 'gamification.endBeforeStart']]);
  });
});

describe('catalogue and profile', () => {
  it('lists the rules of an environment', () => {
    expect(rulesOf('Plataforma').map((r) => r.regra)).toEqual(['CertificadoExternoAprovado', 'AcessoDiario', 'PerfilCompleto']);
    expect(rulesOf().length).toBe(8);
  });
  it('a profile is complete with every personal field filled', () => {
    const full = { nomeCompleto: 'Ana', apelido: 'Aninha', telefone: '11999999999', genero: 'female', dataDeNascimento: '1990-01-01', foto: 'x' };
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, foto: null })).toBe(false);
    expect(isProfileComplete({ ...full, apelido: '  ' })).toBe(false);
  });
});
