import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useActiveTenant, useSession } from '../../../lib/session.ts';
import { notifyError } from '../../../lib/notify.ts';
import { changeUserCommunicationStatus, PENDING_KEY, USER_COMMUNICATIONS_KEY, usePendingCommunications } from '../user-api.ts';

// the pop-up and the list are chunks of their own, loaded only when there is something to show
const CommunicationsPopup = lazy(() => import('./communications-popup.tsx'));
const CommunicationsListModal = lazy(() => import('./communications-list-modal.tsx'));

const openers = new Set<() => void>();
/** Opens the person's communications (the user menu's entry). */
export const openMyCommunications = () => {
  for (const open of openers) open();
};

const SHOWN_KEY = 'plataforma.comunicacoes.exibidas';
const shownIn = (): string | null => {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY);
  } catch {
    return null;
  }
};
const markShown = (who: string) => {
  try {
    window.sessionStorage.setItem(SHOWN_KEY, who);
  } catch {
    // storage refused: the pop-up may show again after a reload
  }
};

/**
 * After sign-in (1-shell §2 main layout; 2-learner §7): asks getUserCommunication once and, when the flag is set,
 * opens the pop-up with the pending communications, once per session of the tab. The user menu reopens the list.
 * Not in client mode (the provider's user acts in a customer's company).
 */
export function CommunicationsGate() {
  const session = useSession();
  const tenant = useActiveTenant();
  const client = useQueryClient();
  const enabled = Boolean(session.tokens) && !session.clientMode && Boolean(tenant);
  const pending = usePendingCommunications(enabled);
  const [popupIds, setPopupIds] = useState<string[] | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const who = `${tenant ?? ''}|${session.payload?.IdDoUsuario ?? ''}`;

  useEffect(() => {
    const open = () => setListOpen(true);
    openers.add(open);
    return () => {
      openers.delete(open);
    };
  }, []);

  useEffect(() => {
    if (!pending.data?.possuiComunicacoes || shownIn() === who) return;
    markShown(who);
    setPopupIds(pending.data.comunicacoes.map((c) => c.id));
  }, [pending.data, who]);

  const closePopup = async (hidden: string[]) => {
    setPopupIds(null);
    if (hidden.length > 0) await changeUserCommunicationStatus(true, hidden).catch((error: unknown) => notifyError(error));
    // afterwards the pending-communications flag is cleared (2-learner §7)
    client.setQueryData(PENDING_KEY, { possuiComunicacoes: false, comunicacoes: [] });
    await client.invalidateQueries({ queryKey: [...USER_COMMUNICATIONS_KEY, 'all'] });
  };

  return (
    <>
      {popupIds && (
        <Suspense fallback={null}>
          <CommunicationsPopup opened ids={popupIds} onClose={(hidden) => void closePopup(hidden)} />
        </Suspense>
      )}
      {listOpen && (
        <Suspense fallback={null}>
          <CommunicationsListModal opened onClose={() => setListOpen(false)} onOpen={(id) => setPopupIds([id])} />
        </Suspense>
      )}
    </>
  );
}
