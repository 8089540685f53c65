export { IMPORTS_KEY, getImport, isRunningImport } from './api/imports.ts';
export { ImportStatusBadge, IMPORT_STATUS_COLOR } from './components/import-status-badge.tsx';
export { IMPORT_HISTORY_PATH, useCanOpenImportHistory } from './hooks/use-can-open.ts';
export { useErrorReportDownload } from './hooks/use-error-report-download.ts';
