import { useTranslation } from 'react-i18next';
import { DATA_TABLE_NS } from './locales.ts';

type LabelledColumn = { key: string; hidden?: boolean };

/** What names a record for a screen reader: the first shown column holding text (else its position on the page). */
export function recordName<T>(record: T, columns: readonly LabelledColumn[], index: number): string {
  for (const column of columns) {
    if (column.hidden) continue;
    const value = (record as Record<string, unknown>)[column.key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return String(index + 1);
}

type PaginationControl = 'first' | 'previous' | 'next' | 'last';

/**
 * The strings mantine-datatable leaves in English (its selection checkboxes, the pagination arrows and pages, the
 * records-per-page label) in the interface's language: the props to spread on `<DataTable>`.
 */
export function useLibraryLabels<T>(columns: readonly LabelledColumn[]) {
  const { t } = useTranslation(DATA_TABLE_NS);
  return {
    selection: {
      allRecordsSelectionCheckboxProps: { 'aria-label': t('library.selectAll') },
      getRecordSelectionCheckboxProps: (record: T, index: number) => ({
        'aria-label': t('library.selectRecord', { name: recordName(record, columns, index) }),
      }),
    },
    pagination: {
      getPaginationControlProps: (control: PaginationControl) => ({ 'aria-label': t(`library.${control}`) }),
      getPaginationItemProps: (page: number) => ({ 'aria-label': t('library.page', { page }) }),
      recordsPerPageLabel: t('perPage'),
    },
  };
}
