import { describe, expect, it } from 'vitest';
import { createSectionRequestSchema, orderSectionsRequestSchema } from './contracts.ts';
import { applyOrder, audienceIsExclusive, hasDesignSize, sectionStatus, windowIsValid } from './rules.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('sections rules', () => {
  it('audience: segmentations or unit/department/job title, never both', () => {
    const none = { segmentacoesIds: [], cargosIds: [], departamentosIds: [], unidadesDeNegociosIds: [] };
    expect(audienceIsExclusive(none)).toBe(true);
    expect(audienceIsExclusive({ ...none, segmentacoesIds: [A] })).toBe(true);
    expect(audienceIsExclusive({ ...none, cargosIds: [A], unidadesDeNegociosIds: [B] })).toBe(true);
    expect(audienceIsExclusive({ ...none, segmentacoesIds: [A], departamentosIds: [B] })).toBe(false);
  });

  it('publication window', () => {
    expect(windowIsValid(null, null)).toBe(true);
    expect(windowIsValid('2026-01-01T00:00:00Z', null)).toBe(true);
    expect(windowIsValid('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(true);
    expect(windowIsValid('2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(false);
    const now = new Date('2026-06-01T00:00:00Z');
    expect(sectionStatus('2026-07-01T00:00:00Z', null, now)).toBe('agendada');
    expect(sectionStatus(null, '2026-05-01T00:00:00Z', now)).toBe('encerrada');
    expect(sectionStatus('2026-05-01T00:00:00Z', '2026-07-01T00:00:00Z', now)).toBe('publicada');
  });

  it('ordering puts the listed ids first and keeps the others after', () => {
    expect(applyOrder(['a', 'b', 'c', 'd'], ['c', 'a'])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
      ['d', 4],
    ]);
  });

  it('design sizes', () => {
    expect(hasDesignSize('Card', 1152, 335)).toBe(true);
    expect(hasDesignSize('Banner', 1156, 384)).toBe(true);
    expect(hasDesignSize('Banner', 1152, 335)).toBe(false);
  });

  it('body schema: defaults, XOR, window, duplicate items', () => {
    const ok = createSectionRequestSchema.parse({ nome: ' Destaques ', cargosIds: [A, A] });
    expect(ok).toMatchObject({ nome: 'Destaques', ambiente: 'both', tipo: 'conteudo', cargosIds: [A], publico: false, ativo: true });
    const both = createSectionRequestSchema.safeParse({ nome: 'x', cargosIds: [A], segmentacoesIds: [B] });
    expect(both.error?.issues[0].message).toBe('sections.audienceExclusive');
    const window = createSectionRequestSchema.safeParse({ nome: 'x', dtPublicacaoInicial: '2026-02-01T00:00:00Z', dtPublicacaoFinal: '2026-01-01T00:00:00Z' });
    expect(window.error?.issues[0].message).toBe('sections.publicationWindow');
    const dup = createSectionRequestSchema.safeParse({ nome: 'x', itensDaSecao: [{ tipo: 'midia', id: A }, { tipo: 'midia', id: A }] });
    expect(dup.error?.issues[0].message).toBe('sections.duplicateItem');
    expect(createSectionRequestSchema.safeParse({ nome: 'x', link: 'javascript:alert(1)' }).success).toBe(false);
    expect(orderSectionsRequestSchema.safeParse({ campo: 'ordemCatalogo', secoesIds: [A, A] }).success).toBe(false);
  });
});
