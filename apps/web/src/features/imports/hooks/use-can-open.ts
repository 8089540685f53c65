import { MAIN_ROUTES, canAccessRoute } from '../../../lib/route-access.ts';
import { useIsElevated, usePermissions } from '../../../lib/session.ts';

/** /gestao/importacoes, the import history. */
export const IMPORT_HISTORY_PATH = '/gestao/importacoes';

/** Whether the signed-in user may open a main-area route (its permissions, as the router's guard checks them). */
export function useCanOpen(path: string): boolean {
  const permissions = usePermissions();
  const elevated = useIsElevated();
  const route = MAIN_ROUTES.find((candidate) => candidate.path === path);
  return route ? canAccessRoute(route, { permissions, elevated }) : false;
}

/** Whether the signed-in user may open the import history (permission 'Histórico de Importações'). */
export const useCanOpenImportHistory = (): boolean => useCanOpen(IMPORT_HISTORY_PATH);
