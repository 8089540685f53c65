import { useCanOpen } from '../../../lib/use-can-open.ts';

export { useCanOpen };

/** /gestao/importacoes, the import history. */
export const IMPORT_HISTORY_PATH = '/gestao/importacoes';

/** Whether the signed-in user may open the import history (permission 'Histórico de Importações'). */
export const useCanOpenImportHistory = (): boolean => useCanOpen(IMPORT_HISTORY_PATH);
