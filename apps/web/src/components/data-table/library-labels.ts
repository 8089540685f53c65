import { useTranslation } from 'react-i18next';
import { DATA_TABLE_NS } from './locales.ts';

type LabelledColumn = { key: string; hidden?: boolean };

/** Record fields that name a record in the platform's contracts, tried before the columns. */
const NAME_FIELDS = ['nomeCompleto', 'nome', 'titulo', 'name', 'title'];

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * What names a record for a screen reader: its name field ('nomeCompleto', 'nome', 'titulo'…), else the first shown
 * column holding text, else its position on the page.
 */
export function recordName<T>(record: T, columns: readonly LabelledColumn[], index: number): string {
  const fields = record as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const name = text(fields[field]);
    if (name) return name;
  }
  for (const column of columns) {
    const name = column.hidden ? null : text(fields[column.key]);
    if (name) return name;
  }
  return String(index + 1);
}

type PaginationControl = 'first' | 'previous' | 'next' | 'last';

/**
 * The strings mantine-datatable leaves in English (its selection checkboxes, the pagination arrows and pages, the
 * records-per-page label) in the interface's language: the props to spread on `<DataTable>`.
 */
export function useLibraryLabels<T>(columns: readonly LabelledColumn[], rowLabel?: (record: T) => string) {
  const { t } = useTranslation(DATA_TABLE_NS);
  return {
    selection: {
      allRecordsSelectionCheckboxProps: { 'aria-label': t('library.selectAll') },
      getRecordSelectionCheckboxProps: (record: T, index: number) => ({
        'aria-label': t('library.selectRecord', { name: rowLabel?.(record) ?? recordName(record, columns, index) }),
      }),
    },
    pagination: {
      getPaginationControlProps: (control: PaginationControl) => ({ 'aria-label': t(`library.${control}`) }),
      getPaginationItemProps: (page: number) => ({ 'aria-label': t('library.page', { page }) }),
      recordsPerPageLabel: t('perPage'),
    },
  };
}
