import { clampPercent } from '../enrolment/rules.ts';

/** The 11 reaction kinds (2-learner §3 Reactions). */
export const REACOES = ['heart', 'like', 'dislike', 'confused', 'sad', 'surprised', 'happy', 'smile', 'empty', 'angry', 'star'] as const;
export type Reacao = (typeof REACOES)[number];

/** Reaction only after the content is completed (2-learner §5). */
export const canReact = (percentual: number | null | undefined): boolean => clampPercent(percentual) === 100;
