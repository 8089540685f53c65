import { describe, expect, it } from 'vitest';
import type { CardItem, FavoriteRow } from '@plataforma/shared/learner';
import { cardDurationLabel, cardImage, fromCardItem, fromFavoriteRow, fromSearchItem } from './card-view.ts';

const card = (over: Partial<CardItem> = {}): CardItem => ({
  id: 'c1',
  titulo: 'Integração',
  tipo: 'curso',
  tipoMidia: null,
  descricao: null,
  sinopse: null,
  imagemDoCardHorizontal: 'h.png',
  imagemDoCardVertical: null,
  porcentagemDeConclusao: 40,
  favorito: true,
  reacao: null,
  totalReacao: 0,
  dataInscricao: null,
  expirado: false,
  diasParaExpirar: 3,
  obrigatorio: true,
  cargaHoraria: 90,
  duracao: null,
  status: null,
  categoriaId: null,
  origem: 'Manual',
  parametrizacaoDeConteudo: {
    possuiPreRequisito: true,
    controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: null },
    dependenciasExternas: { cursoIds: [], formacaoIds: [] },
  },
  ...over,
});

describe('card views', () => {
  it('shows course progress and days to expire only while enrolled', () => {
    const notEnrolled = fromCardItem(card());
    expect(notEnrolled.progress).toBeNull();
    expect(notEnrolled.diasParaExpirar).toBeNull();
    const enrolled = fromCardItem(card({ dataInscricao: '2026-01-01T00:00:00.000Z' }));
    expect(enrolled.progress).toBe(40);
    expect(enrolled.diasParaExpirar).toBe(3);
    expect(enrolled).toMatchObject({ ref: { kind: 'curso', id: 'c1' }, obrigatorio: true, favorito: true, possuiPreRequisito: true, cargaHoraria: 90 });
  });

  it('shows media progress without an enrolment', () => {
    expect(fromCardItem(card({ tipo: 'midia', tipoMidia: 'video', porcentagemDeConclusao: 25 })).progress).toBe(25);
  });

  it("shows a medium's own duration as the classroom does ('< 1 min' under a minute) and a course's workload as hh:mm", () => {
    expect(cardDurationLabel(fromCardItem(card({ tipo: 'midia', tipoMidia: 'video', cargaHoraria: 1, duracao: 20 })))).toBe('< 1 min');
    expect(cardDurationLabel(fromCardItem(card({ tipo: 'midia', tipoMidia: 'video', cargaHoraria: 1, duracao: 59 })))).toBe('< 1 min');
    expect(cardDurationLabel(fromCardItem(card({ tipo: 'midia', tipoMidia: 'video', cargaHoraria: 2, duracao: 60 })))).toBe('1 min');
    expect(cardDurationLabel(fromCardItem(card({ tipo: 'midia', tipoMidia: 'video', cargaHoraria: 66, duracao: 3930 })))).toBe('1 h 05 min');
    expect(cardDurationLabel(fromCardItem(card({ cargaHoraria: 90 })))).toBe('01:30');
    expect(cardDurationLabel(fromCardItem(card({ cargaHoraria: null })))).toBeNull();
    expect(cardDurationLabel(fromCardItem(card({ tipo: 'midia', tipoMidia: 'pdf', cargaHoraria: null, duracao: null })))).toBeNull();
  });

  it('picks the image of the orientation, falling back to the other', () => {
    const view = fromCardItem(card());
    expect(cardImage(view, 'horizontal')).toBe('h.png');
    expect(cardImage(view, 'vertical')).toBe('h.png');
    expect(cardImage({ ...view, imagemVertical: 'v.png' }, 'vertical')).toBe('v.png');
  });

  it('maps favourites rows and search results', () => {
    const row = { id: 'f1', tipo: 'formacao', tipoMidia: null, titulo: 'Trilha', urlDaImagem: 'u.png', imagemDoCardHorizontal: null, imagemDoCardVertical: null, inscrito: false, porcentagemDeConclusao: 0, expirado: true, obrigatorio: false, favorito: true, secaoNome: 'Destaques' } as unknown as FavoriteRow;
    expect(fromFavoriteRow(row)).toMatchObject({ ref: { kind: 'formacao', id: 'f1' }, progress: null, expirado: true, imagemHorizontal: 'u.png', caption: 'Destaques' });
    expect(fromSearchItem({ id: 's1', titulo: 'PDF', tipo: 'midia', tipoMidia: 'pdf', imagem: null })).toMatchObject({ ref: { kind: 'midia', id: 's1' }, favorito: null, tipoMidia: 'pdf' });
    expect(fromSearchItem({ id: 's2', titulo: 'T', tipo: 'formacao', imagem: null }).ref.kind).toBe('formacao');
  });
});
