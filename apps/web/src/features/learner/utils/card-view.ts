import { formatDuration } from '@plataforma/shared';
import { formatWorkload } from '@plataforma/shared/courses';
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
  /** Seconds (media only): a medium's card shows its own duration ('< 1 min' under a minute, 2-learner §5). */
  duracao: number | null;
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
  duracao: item.tipo === 'midia' ? item.duracao : null,
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
  duracao: null,
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
  duracao: null,
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

/**
 * The time a card shows: a medium's duration as the classroom reads it ('< 1 min', '12 min', '1 h 05 min'); a course's
 * or trail's workload as hh:mm; null when there is none to show.
 */
export const cardDurationLabel = (card: Pick<CardView, 'cargaHoraria' | 'duracao'>): string | null => {
  if (card.duracao !== null) return formatDuration(card.duracao);
  return card.cargaHoraria ? formatWorkload(card.cargaHoraria) : null;
};
