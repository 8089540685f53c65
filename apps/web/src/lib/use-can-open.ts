import { MAIN_ROUTES, canAccessRoute } from './route-access.ts';
import { useIsElevated, usePermissions } from './session.ts';

/** Whether the signed-in user may open a main-area route (its permissions, as the router's guard checks them; never a route not built yet). */
export function useCanOpen(path: string): boolean {
  const permissions = usePermissions();
  const elevated = useIsElevated();
  const route = MAIN_ROUTES.find((candidate) => candidate.path === path);
  return route ? canAccessRoute(route, { permissions, elevated }) : false;
}
