import { describe, expect, it } from 'vitest';
import type { Curso, Formacao } from '@plataforma/shared/courses';
import {
  courseItemKey,
  courseToValues,
  courseValuesToRequest,
  durationText,
  emptyCourseValues,
  emptyTrailValues,
  formPath,
  isoToLocalInput,
  itemsWorkload,
  localInputToIso,
  parseWorkload,
  trailToValues,
  trailValuesToRequest,
  validateCourseValues,
  validateTrailValues,
  workloadText,
} from './content-form.ts';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const WORKLOAD_MESSAGE = 'hh:mm';

const general = {
  id: ID(9),
  tenantId: ID(8),
  titulo: 'Integração',
  descricao: null,
  sinopse: 'Boas-vindas',
  cargaHoraria: 90,
  categoriaId: null,
  categoriaNome: null,
  competenciasIds: [ID(7)],
  secoesIds: [],
  certificadoId: null,
  obrigatorio: true,
  sequenciaObrigatoria: true,
  limiteDeDiasParaConclusao: 30,
  aproveitamentoRequerido: 70,
  temMaterialComplementar: false,
  active: true,
  origem: 'Manual' as const,
  termoDeUsoIntroducaoId: null,
  termoDeUsoConclusaoId: null,
  parametrizacaoConteudo: {
    possuiPreRequisito: true,
    dependenciasExternas: { cursoIds: [ID(5)], formacaoIds: [] },
    controleDeConsumo: { modoLiberacao: 'Imediato' as const, dataHoraLiberacao: null },
  },
  cardHorizontalUrl: null,
  cardVerticalUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdatedAt: '2026-01-01T00:00:00.000Z',
};

describe('workloads as hh:mm', () => {
  it('parses hh:mm into minutes, empty as null and anything else as invalid', () => {
    expect(parseWorkload('01:30')).toBe(90);
    expect(parseWorkload('0:05')).toBe(5);
    expect(parseWorkload('120:00')).toBe(7200);
    expect(parseWorkload('  ')).toBeNull();
    expect(parseWorkload('1:75')).toBeUndefined();
    expect(parseWorkload('90')).toBeUndefined();
    expect(parseWorkload('10000:00')).toBeUndefined();
  });

  it('shows minutes as hh:mm and durations as m:ss', () => {
    expect(workloadText(90)).toBe('01:30');
    expect(workloadText(null)).toBe('');
    expect(workloadText(parseWorkload('12:05'))).toBe('12:05');
    expect(durationText(75)).toBe('1:15');
    expect(durationText(3725)).toBe('1:02:05');
    expect(durationText(null)).toBe('—');
    expect(itemsWorkload([{ duracao: 61 }, { duracao: null }, { duracao: 60 }])).toBe(3);
  });

  it('keeps the release date through the local input', () => {
    const iso = localInputToIso('2026-03-10T14:30');
    expect(iso).not.toBeNull();
    expect(isoToLocalInput(iso)).toBe('2026-03-10T14:30');
    expect(localInputToIso('')).toBeNull();
  });
});

describe('course form ↔ request', () => {
  const course: Curso = {
    ...general,
    codigoCurso: 'ONB-1',
    itens: [
      { tipo: 'midia', midiaId: ID(2), avaliacaoId: null, obrigatorio: true, ordem: 2, titulo: 'B', midiaTipo: 'video', descricao: null, duracao: 120, ativo: true },
      { tipo: 'midia', midiaId: ID(1), avaliacaoId: null, obrigatorio: false, ordem: 1, titulo: 'A', midiaTipo: 'pdf', descricao: null, duracao: null, ativo: true },
      { tipo: 'avaliacao', midiaId: null, avaliacaoId: ID(7), obrigatorio: true, ordem: 3, titulo: 'Prova', midiaTipo: null, descricao: null, duracao: 600, ativo: true },
    ],
    cargaHorariaDosItens: 12,
  };

  it('fills the form from a course (objects and assessments in order, workload as hh:mm) and sends it back', () => {
    const values = courseToValues(course);
    expect(values.cargaHoraria).toBe('01:30');
    expect(values.codigo).toBe('ONB-1');
    expect(values.itens.map((i) => i.titulo)).toEqual(['A', 'B', 'Prova']);
    expect(values.itens.map(courseItemKey)).toEqual([`midia:${ID(1)}`, `midia:${ID(2)}`, `avaliacao:${ID(7)}`]);
    // The assessment's timer counts in the sum of durations; 120 s + 600 s.
    expect(itemsWorkload(values.itens)).toBe(12);
    expect(values.preRequisitoCursoIds).toEqual([ID(5)]);
    const body = courseValuesToRequest(values);
    expect(body).toMatchObject({
      titulo: 'Integração',
      codigoCurso: 'ONB-1',
      cargaHoraria: 90,
      limiteDeDiasParaConclusao: 30,
      aproveitamentoRequerido: 70,
      itens: [
        { tipo: 'midia', midiaId: ID(1), obrigatorio: false },
        { tipo: 'midia', midiaId: ID(2), obrigatorio: true },
        { tipo: 'avaliacao', avaliacaoId: ID(7), obrigatorio: true },
      ],
      parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [ID(5)], formacaoIds: [] }, controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: null } },
    });
    expect(validateCourseValues(values, 'pt', WORKLOAD_MESSAGE)).toEqual({});
    // The same assessment twice is refused on the items.
    const twice = { ...values, itens: [...values.itens, values.itens[2]] };
    expect(validateCourseValues(twice, 'pt', WORKLOAD_MESSAGE).itens).toBe('Este item já foi adicionado.');
  });

  it('sends an empty workload and code as null, and a release date as an instant', () => {
    const values = { ...emptyCourseValues(), titulo: 'X', modoLiberacao: 'DataHora' as const, dataHoraLiberacao: '2026-05-01T08:00' };
    const body = courseValuesToRequest(values);
    expect(body.cargaHoraria).toBeNull();
    expect(body.codigoCurso).toBeNull();
    expect(body.parametrizacaoConteudo?.controleDeConsumo?.dataHoraLiberacao).toBe(new Date('2026-05-01T08:00').toISOString());
  });

  it('shows the errors on the form fields', () => {
    const errors = validateCourseValues({ ...emptyCourseValues(), cargaHoraria: '1h', aproveitamentoRequerido: 150, modoLiberacao: 'DataHora' }, 'pt', WORKLOAD_MESSAGE);
    expect(errors.titulo).toBe('Campo obrigatório');
    expect(errors.cargaHoraria).toBe(WORKLOAD_MESSAGE);
    expect(errors.aproveitamentoRequerido).toBe('O aproveitamento requerido deve estar entre 0 e 100.');
    expect(errors.dataHoraLiberacao).toBe('Informe a data e hora de liberação do conteúdo.');
  });

  it('maps the server fields to the form', () => {
    expect(formPath('codigoCurso')).toBe('codigo');
    expect(formPath('codigoFormacao')).toBe('codigo');
    expect(formPath('parametrizacaoConteudo.controleDeConsumo.dataHoraLiberacao')).toBe('dataHoraLiberacao');
    expect(formPath('parametrizacaoConteudo.dependenciasExternas.formacaoIds')).toBe('preRequisitoFormacaoIds');
    expect(formPath('itens.1.midiaId')).toBe('itens');
    expect(formPath('etapas.2.nome')).toBe('etapas.2.nome');
    expect(formPath('titulo')).toBe('titulo');
  });
});

describe('trail form ↔ request', () => {
  const trail: Formacao = {
    ...general,
    codigoFormacao: null,
    etapas: [
      {
        id: ID(3),
        nome: 'Prática',
        ordem: 2,
        cargaHoraria: 30,
        itens: [
          { tipo: 'midia', id: ID(1), ordem: 1, titulo: 'Manual', midiaTipo: 'pdf', duracao: null, cargaHoraria: null, ativo: true },
          { tipo: 'avaliacao', id: ID(7), ordem: 2, titulo: 'Prova', midiaTipo: null, duracao: 600, cargaHoraria: null, ativo: true },
        ],
      },
      { id: ID(4), nome: 'Teoria', ordem: 1, cargaHoraria: 60, itens: [{ tipo: 'curso', id: ID(6), ordem: 1, titulo: 'Curso', midiaTipo: null, duracao: null, cargaHoraria: 45, ativo: true }] },
    ],
    cargaHorariaDasEtapas: 90,
  };

  it('fills the steps in order and sends them with their items and workloads in minutes', () => {
    const values = trailToValues(trail);
    expect(values.etapas.map((e) => [e.nome, e.cargaHoraria])).toEqual([
      ['Teoria', '01:00'],
      ['Prática', '00:30'],
    ]);
    expect(new Set(values.etapas.map((e) => e.key)).size).toBe(2);
    const body = trailValuesToRequest(values);
    expect(body.codigoFormacao).toBeNull();
    expect(body.etapas).toEqual([
      { nome: 'Teoria', cargaHoraria: 60, itens: [{ tipo: 'curso', id: ID(6) }] },
      { nome: 'Prática', cargaHoraria: 30, itens: [{ tipo: 'midia', id: ID(1) }, { tipo: 'avaliacao', id: ID(7) }] },
    ]);
    expect(validateTrailValues(values, 'pt', WORKLOAD_MESSAGE)).toEqual({});
    // An assessment at most once in the whole trail.
    const twice = { ...values, etapas: [{ ...values.etapas[0], itens: [...values.etapas[0].itens, values.etapas[1].itens[1]] }, values.etapas[1]] };
    expect(validateTrailValues(twice, 'pt', WORKLOAD_MESSAGE)['etapas.1.itens']).toBe('Este item já foi adicionado.');
  });

  it('refuses a repeated step name on that step and a bad step workload', () => {
    const values = {
      ...emptyTrailValues(),
      titulo: 'Trilha',
      etapas: [
        { key: 'a', nome: 'Etapa', cargaHoraria: '', itens: [] },
        { key: 'b', nome: ' etapa ', cargaHoraria: '2:99', itens: [] },
      ],
    };
    const errors = validateTrailValues(values, 'pt', WORKLOAD_MESSAGE);
    expect(errors['etapas.1.nome']).toBe('Já existe uma etapa com este nome na trilha.');
    expect(errors['etapas.1.cargaHoraria']).toBe(WORKLOAD_MESSAGE);
    expect(errors['etapas.0.nome']).toBeUndefined();
  });
});
