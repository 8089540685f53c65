import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { unreadBadge } from '@plataforma/shared/push';
import { useTranslation } from 'react-i18next';
import { useHasPermission, useSession } from '../../../lib/session.ts';
import { PUSH_KEY, pushSummaryQuery } from '../summary-query.ts';

/** The drawer's code and texts load on the first open (the /home budget keeps only the bell in the shell). */
const NotificationsDrawer = lazy(() => import('./notifications-drawer.tsx').then((m) => ({ default: m.NotificationsDrawer })));

const PERMISSION = 'Notificações';

/**
 * The bell of the top bar (1-shell §2 main layout): the unread count, and the notifications drawer on a click. A push
 * that arrives while the platform is open (the service worker tells the tab) refreshes the count; a browser that
 * already granted permission registers once here, in the background.
 */
export function NotificationBell() {
  const allowed = useHasPermission(PERMISSION);
  return allowed ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const client = useQueryClient();
  const { user } = useSession();
  const summary = useQuery(pushSummaryQuery());
  const badge = unreadBadge(summary.data?.unread ?? 0);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'push') void client.invalidateQueries({ queryKey: PUSH_KEY });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [client]);

  useEffect(() => {
    if (!user || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const timer = window.setTimeout(() => {
      void import('../hooks/push-registration.ts').then((m) => m.registerThisBrowser(user.id, user.nomeCompleto));
    }, 2_000);
    return () => window.clearTimeout(timer);
  }, [user]);

  const open = () => {
    setLoaded(true);
    setOpened(true);
  };

  return (
    <>
      <Tooltip label={t('nav.items.notifications')} openDelay={400} withArrow disabled={opened}>
        <Indicator label={badge} disabled={!badge} size={16} offset={6} color="red.8" data-testid="notifications-badge">
          <ActionIcon variant="subtle" color="gray" size={38} onClick={open} aria-label={t('nav.items.notifications')} aria-haspopup="dialog" data-testid="notifications-bell">
            <IconBell size={22} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationsDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
