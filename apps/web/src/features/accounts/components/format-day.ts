import type { Language } from '@plataforma/shared';
import { formatDate } from '../../../lib/format.ts';

/** A calendar day 'YYYY-MM-DD' in the language's format, without a time-zone shift (read at local noon). */
export const formatIsoDay = (day: string | null | undefined, language: Language): string => (day ? formatDate(new Date(`${day}T12:00:00`), language) : '');
