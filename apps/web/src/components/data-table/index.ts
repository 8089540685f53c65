import './locales.ts';

export { AdminDataTable, type AdminDataTableProps, type DataTableColumn, type DataTableRowAction } from './data-table.tsx';
export type { DataTableFilter } from './column-filters.tsx';
export { useListState, type ListStateControls } from './use-list-state.ts';
export { useAdminList, type AdminListOptions } from './use-admin-list.ts';
export { buildXlsx, downloadBlob, exportXlsx, fetchAllPages, type ExportCell, type ExportColumn } from './export-xlsx.ts';
export { DATA_TABLE_NS } from './locales.ts';
export { deleteEach } from './bulk-delete.ts';
export { activeColumn, categoryColumn, createdAtColumn, dayColumn, deleteRowAction } from './common-columns.tsx';
export { SearchFilterBar, type SearchFilterBarProps } from './search-filter-bar.tsx';
