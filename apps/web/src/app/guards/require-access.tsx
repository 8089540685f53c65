import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canAccessRoute, type RouteAccess } from '../../lib/route-access.ts';
import { usePermissions, useIsElevated } from '../../lib/session.ts';

/** A route with a permission the user lacks (or admin-mode only outside admin mode) goes to /403. */
export function RequireAccess({ route, children }: { route: RouteAccess; children: ReactNode }) {
  const permissions = usePermissions();
  const elevated = useIsElevated();
  if (!canAccessRoute(route, { permissions, elevated })) return <Navigate to="/403" replace />;
  return children;
}
