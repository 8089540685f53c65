import { useEffect, type ReactNode } from 'react';
import { useSession } from '../../lib/session.ts';
import { useClientModeActions } from '../../features/shell/index.ts';

/**
 * /partner with a client-mode contract set goes to /conta/contrato (1-shell §6). The contracts are platform
 * administration, which client mode is not: choosing another company leaves the current one's client mode first, and
 * the contracts page then offers client mode for any other company.
 */
export function PartnerGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const { leave } = useClientModeActions();
  const inClientMode = Boolean(session.clientMode);
  useEffect(() => {
    if (inClientMode) leave('/conta/contrato');
  }, [inClientMode, leave]);
  return inClientMode ? null : children;
}
