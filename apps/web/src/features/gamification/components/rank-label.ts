import type { TFunction } from 'i18next';

/** 'Nº lugar', or 'Indefinido' without points (2-learner §3). */
export const rankLabel = (t: TFunction<'gamification'>, rank: number | null): string => (rank ? t('rankPlace', { rank }) : t('undefinedRank'));
