import { i18n } from '../../lib/i18n.ts';
import { errorMessage, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { DATA_TABLE_NS } from './locales.ts';

/**
 * Deletes records one call at a time (resources without a bulk call) and reports the outcome: a success toast
 * ('N registros removidos com sucesso', plural forms) when all went, otherwise a warning with the first reason (e.g. the 409
 * of a department in use). Returns how many were deleted.
 */
export async function deleteEach<T>(records: readonly T[], remove: (record: T) => Promise<unknown>): Promise<number> {
  const failures: unknown[] = [];
  for (const record of records) {
    try {
      await remove(record);
    } catch (error) {
      failures.push(error);
    }
  }
  const deleted = records.length - failures.length;
  if (failures.length === 0) notifySuccess(i18n.t('messages:records.removedMany', { count: deleted }));
  else
    notifyWarning(
      i18n.t(`${DATA_TABLE_NS}:deletePartial`, { count: records.length, failed: failures.length, total: records.length, reason: errorMessage(failures[0]) }),
      { autoClose: 8000 },
    );
  return deleted;
}
