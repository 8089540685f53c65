import { completionDeadline } from '@plataforma/shared/courses';
import { daysToExpire } from '@plataforma/shared/enrolment';

/** What a detail or card carries about expiry (2-learner §3). */
export type ExpiryFields = {
  dataInscricao?: string | null;
  expirado?: boolean | null;
  limiteDeDiasParaConclusao?: number | null;
  diasParaExpirar?: number | null;
  dataExpiracao?: string | null;
};

export type Expiry =
  | { state: 'none' }
  | { state: 'expired'; date: Date | null }
  | { state: 'expiring'; days: number; date: Date | null };

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Expiry of an enrolment (2-learner §4 Expiry): expired when `expirado`, its date being the enrolment date plus
 * limiteDeDiasParaConclusao days (or the server's dataExpiracao); otherwise, enrolled with a days limit, 'expires in
 * N days' (the server's diasParaExpirar, else counted here). No enrolment or no limit: nothing to show.
 */
export function expiryOf(item: ExpiryFields, now: Date = new Date()): Expiry {
  const enrolledAt = parse(item.dataInscricao);
  const date = parse(item.dataExpiracao) ?? (enrolledAt ? completionDeadline(enrolledAt, item.limiteDeDiasParaConclusao) : null);
  if (item.expirado) return { state: 'expired', date };
  if (!enrolledAt) return { state: 'none' };
  const days = item.diasParaExpirar ?? daysToExpire(enrolledAt, item.limiteDeDiasParaConclusao, now);
  if (days === null || days === undefined) return { state: 'none' };
  return { state: 'expiring', days, date };
}
