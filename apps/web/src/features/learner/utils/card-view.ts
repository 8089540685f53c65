import type { MidiaTipo } from '@plataforma/shared/content';
import type { CardItem, FavoriteRow, QuickSearchItem } from '@plataforma/shared/learner';
import { kindOf, type ItemRef } from './type-and-id.ts';

export type CardOrientation = 'horizontal' | 'vertical';

/**
 * What a card shows (2-learner §3 'Card item', 'Favourites row'), whatever list it came from. `favorito` null: the
 * list does not say (quick-search results), so no heart is shown. `progress` null: not enrolled / never opened.
 */
export type CardView = {
  ref: ItemRef;
  titulo: string;
  tipoMidia: MidiaTipo | null;
  imagemHorizontal: string | null;
  imagemVertical: string | null;
  cargaHoraria: number | null;
  progress: number | null;
  expirado: boolean;
  diasParaExpirar: number | null;
  obrigatorio: boolean;
  favorito: boolean | null;
  possuiPreRequisito: boolean;
  caption: string | null;
};

export const fromCardItem = (item: CardItem): CardView => ({
  ref: { kind: item.tipo, id: item.id },
  titulo: item.titulo,
  tipoMidia: item.tipoMidia,
  imagemHorizontal: item.imagemDoCardHorizontal,
  imagemVertical: item.imagemDoCardVertical,
  cargaHoraria: item.cargaHoraria,
  // course / trail progress counts only while enrolled; media progress whenever opened
  progress: item.tipo === 'midia' || item.dataInscricao ? item.porcentagemDeConclusao : null,
  expirado: item.expirado,
  diasParaExpirar: item.dataInscricao ? item.diasParaExpirar : null,
  obrigatorio: item.obrigatorio,
  favorito: item.favorito,
  possuiPreRequisito: item.parametrizacaoDeConteudo.possuiPreRequisito,
  caption: null,
});

export const fromFavoriteRow = (row: FavoriteRow): CardView => ({
  ref: { kind: row.tipo, id: row.id },
  titulo: row.titulo,
  tipoMidia: row.tipoMidia,
  imagemHorizontal: row.imagemDoCardHorizontal ?? row.urlDaImagem,
  imagemVertical: row.imagemDoCardVertical ?? row.urlDaImagem,
  cargaHoraria: null,
  progress: row.tipo === 'midia' || row.inscrito ? row.porcentagemDeConclusao : null,
  expirado: row.expirado,
  diasParaExpirar: null,
  obrigatorio: row.obrigatorio,
  favorito: row.favorito,
  possuiPreRequisito: false,
  caption: row.secaoNome,
});

export const fromSearchItem = (item: QuickSearchItem): CardView => ({
  ref: { kind: kindOf(item.tipo), id: item.id },
  titulo: item.titulo,
  tipoMidia: item.tipoMidia ?? null,
  imagemHorizontal: item.imagem,
  imagemVertical: item.imagem,
  cargaHoraria: null,
  progress: null,
  expirado: false,
  diasParaExpirar: null,
  obrigatorio: false,
  favorito: null,
  possuiPreRequisito: false,
  caption: null,
});

/** The image of the card's orientation, else the other one. */
export const cardImage = (card: CardView, orientation: CardOrientation): string | null =>
  orientation === 'vertical' ? (card.imagemVertical ?? card.imagemHorizontal) : (card.imagemHorizontal ?? card.imagemVertical);
