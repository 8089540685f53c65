import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session.ts';

/** /partner with a client-mode contract set goes to /conta/contrato (1-shell §6). */
export function PartnerGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.clientMode?.contract) return <Navigate to="/conta/contrato" replace />;
  return children;
}
