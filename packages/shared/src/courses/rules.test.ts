import { describe, expect, it } from 'vitest';
import {
  completionDeadline,
  duplicateItemIndex,
  duplicateStepIndex,
  findPrerequisiteCycle,
  formatWorkload,
  isExpired,
  isReleased,
  isValidRequiredScore,
  releaseIssue,
  workloadOfDurations,
  workloadOfSteps,
} from './rules.ts';
import { saveCursoRequestSchema, saveFormacaoRequestSchema } from './courses.ts';

describe('course and trail rules', () => {
  it('finds a repeated step name ignoring case and spaces', () => {
    expect(duplicateStepIndex([])).toBe(-1);
    expect(duplicateStepIndex(['Introdução', 'Prática'])).toBe(-1);
    expect(duplicateStepIndex(['Introdução', 'Prática', ' introdução '])).toBe(2);
    expect(duplicateStepIndex(['ÉTICA', 'ética'])).toBe(1);
  });

  it('finds a repeated item of the same kind only', () => {
    expect(duplicateItemIndex([{ tipo: 'curso', id: 'a' }, { tipo: 'midia', id: 'a' }])).toBe(-1);
    expect(duplicateItemIndex([{ tipo: 'midia', id: 'a' }, { tipo: 'midia', id: 'b' }, { tipo: 'midia', id: 'a' }])).toBe(2);
  });

  it('treats a days limit of 0 as no limit', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(completionDeadline(at, 0)).toBeNull();
    expect(completionDeadline(at, null)).toBeNull();
    expect(completionDeadline(at, 1)?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(isExpired(at, 0, new Date('2099-01-01'))).toBe(false);
    expect(isExpired(at, 30, new Date('2026-01-31T00:00:00Z'))).toBe(false);
    expect(isExpired(at, 30, new Date('2026-01-31T00:00:01Z'))).toBe(true);
  });

  it('accepts a required score from 0 to 100 only', () => {
    expect([0, 1, 70, 100].every(isValidRequiredScore)).toBe(true);
    expect([-1, 101, 50.5].some(isValidRequiredScore)).toBe(false);
    const base = { titulo: 'Curso' };
    expect(saveCursoRequestSchema.safeParse({ ...base, aproveitamentoRequerido: 100 }).success).toBe(true);
    const over = saveCursoRequestSchema.safeParse({ ...base, aproveitamentoRequerido: 101 });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0].message).toBe('cursos.requiredScoreRange');
    expect(saveCursoRequestSchema.safeParse({ ...base, aproveitamentoRequerido: -1 }).success).toBe(false);
  });

  it('needs a release date for DataHora only, and clears it for Imediato', () => {
    expect(releaseIssue('DataHora', null)).toBe('cursos.releaseDateRequired');
    expect(releaseIssue('DataHora', '2026-05-01T10:00:00Z')).toBeNull();
    expect(releaseIssue('Imediato', null)).toBeNull();
    const missing = saveCursoRequestSchema.safeParse({ titulo: 'C', parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora' } } });
    expect(missing.error?.issues[0]).toMatchObject({ message: 'cursos.releaseDateRequired', path: ['parametrizacaoConteudo', 'controleDeConsumo', 'dataHoraLiberacao'] });
    const immediate = saveCursoRequestSchema.parse({ titulo: 'C', parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: '2026-05-01T10:00:00Z' } } });
    expect(immediate.parametrizacaoConteudo.controleDeConsumo.dataHoraLiberacao).toBeNull();
    expect(isReleased('Imediato', null)).toBe(true);
    expect(isReleased('DataHora', '2026-05-01T10:00:00Z', new Date('2026-05-01T09:59:59Z'))).toBe(false);
    expect(isReleased('DataHora', '2026-05-01T10:00:00Z', new Date('2026-05-01T10:00:00Z'))).toBe(true);
    expect(isReleased('DataHora', null)).toBe(false);
  });

  it('detects prerequisite cycles, self-dependency included', () => {
    const edges = new Map<string, string[]>([
      ['curso:b', ['curso:c']],
      ['curso:c', ['formacao:t']],
      ['formacao:t', []],
    ]);
    expect(findPrerequisiteCycle(edges, 'curso:a', ['curso:b'])).toBeNull();
    expect(findPrerequisiteCycle(edges, 'curso:a', ['curso:a'])).toEqual(['curso:a', 'curso:a']);
    const withA = new Map(edges).set('formacao:t', ['curso:a']);
    expect(findPrerequisiteCycle(withA, 'curso:a', ['curso:b'])).toEqual(['curso:a', 'curso:b', 'curso:c', 'formacao:t', 'curso:a']);
    // The owner's previous edges are replaced by the new ones.
    expect(findPrerequisiteCycle(new Map([['curso:a', ['curso:b']], ['curso:b', ['curso:a']]]), 'curso:a', [])).toBeNull();
    // A diamond is not a cycle.
    expect(findPrerequisiteCycle(new Map([['x', ['z']], ['y', ['z']]]), 'o', ['x', 'y'])).toBeNull();
  });

  it('sums workloads', () => {
    expect(workloadOfDurations([])).toBe(0);
    expect(workloadOfDurations([60, 61, null, -5])).toBe(3);
    expect(workloadOfSteps([{ cargaHoraria: 90 }, { cargaHoraria: null }, { cargaHoraria: 30 }])).toBe(120);
    expect(formatWorkload(0)).toBe('00:00');
    expect(formatWorkload(125)).toBe('02:05');
  });

  it('refuses repeated step names and items in a trail, and repeated objects in a course', () => {
    const trail = saveFormacaoRequestSchema.safeParse({ titulo: 'T', etapas: [{ nome: 'Etapa 1' }, { nome: 'etapa 1 ' }] });
    expect(trail.error?.issues[0]).toMatchObject({ message: 'formacoes.duplicateStepName', path: ['etapas', 1, 'nome'] });
    const id = '6f1c1c1e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';
    const repeated = saveFormacaoRequestSchema.safeParse({ titulo: 'T', etapas: [{ nome: 'A', itens: [{ tipo: 'curso', id }] }, { nome: 'B', itens: [{ tipo: 'curso', id }] }] });
    expect(repeated.error?.issues[0]).toMatchObject({ message: 'cursos.duplicateItem', path: ['etapas', 1, 'itens', 0, 'id'] });
    const course = saveCursoRequestSchema.safeParse({ titulo: 'C', itens: [{ midiaId: id }, { midiaId: id }] });
    expect(course.error?.issues[0]).toMatchObject({ message: 'cursos.duplicateItem', path: ['itens', 1, 'midiaId'] });
  });
});
