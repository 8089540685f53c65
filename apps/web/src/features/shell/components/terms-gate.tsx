import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { mustAcceptTerms } from '@plataforma/shared/terms';
import { TermsViewer } from '../../../components/terms-viewer/index.ts';
import { ownUser, setUser, useSession } from '../../../lib/session.ts';
import { identityQueryOptions } from '../api/get-identity.ts';
import { useClientSettings } from '../../settings';

/**
 * Terms-of-use gate of the main area (1-shell §2, §4): when the client defines terms and the person has not accepted
 * them (no acceptance date, or another term), the viewer opens in accept mode and cannot be closed. Not in client
 * mode. Accepting updates the user; declining signs out.
 */
export function TermsGate() {
  const settings = useClientSettings();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const termId = settings.general.termOfUse;
  const user = session.user;
  const required = !session.clientMode && user !== null && mustAcceptTerms(termId, user.termoDeUsoId, user.dataTermoDeUsoAceito);

  return (
    <TermsViewer
      opened={required}
      termId={termId}
      mode="accept"
      onAccepted={(reply) => {
        if (!user) return;
        const updated = { ...user, dataTermoDeUsoAceito: reply.dataTermoDeUsoAceito, termoDeUsoId: reply.termoDeUsoId };
        const own = ownUser(session);
        if (own.userId) queryClient.setQueryData(identityQueryOptions(own.userId, own.tenant).queryKey, updated);
        setUser(updated);
      }}
      onDeclined={() => void navigate('/logout', { replace: true })}
    />
  );
}
