import { Navigate } from 'react-router';
import { firstAccessibleRoute } from '../../lib/route-access.ts';
import { useIsElevated, usePermissions } from '../../lib/session.ts';

/** `/`: /home when 'Aprendizado' is held, else the first main-area route the user may open, else /403. */
export function LandingRedirect() {
  const permissions = usePermissions();
  const elevated = useIsElevated();
  return <Navigate to={firstAccessibleRoute({ permissions, elevated }) ?? '/403'} replace />;
}
