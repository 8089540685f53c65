import type { ClassroomInfo, LockReason } from '@plataforma/shared/classroom';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format.ts';
import type { Language } from '@plataforma/shared';

/** The sentence that explains a lock reason (the sidebar's tooltip and the locked item's panel). */
export function lockText(t: TFunction, reason: LockReason, info: Pick<ClassroomInfo, 'dataHoraLiberacao'>, language: Language): string {
  if (reason === 'release') {
    return info.dataHoraLiberacao ? t('lock.release', { date: formatDateTime(info.dataHoraLiberacao, language) }) : t('lock.releaseNoDate');
  }
  return t(`lock.${reason}`);
}
