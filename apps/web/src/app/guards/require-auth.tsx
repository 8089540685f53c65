import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsAuthenticated } from '../../lib/session.ts';
import { loginPathFor } from './login-redirect.ts';

/** Routes that only need a session (no permission): without one, go to /login remembering the intended path. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated) return <Navigate to={loginPathFor(location)} replace />;
  return children ?? <Outlet />;
}
