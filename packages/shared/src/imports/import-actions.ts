import type { ImportStatus } from './contracts.ts';

/**
 * What the import history offers on an import: 'Executar' and 'Descartar' only while it waits validated and not run
 * ('Validado'). An invalid file never runs; a queued, running, finished or discarded import is past both.
 */
export const canRunImport = (status: ImportStatus): boolean => status === 'Validado';
export const canDiscardImport = (status: ImportStatus): boolean => status === 'Validado';
