import { Button, Group } from '@mantine/core';
import { IconLogout, IconRefresh, IconUserExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoading } from '../../components/full-screen-loading.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { userPermissionsQueryOptions } from '../../features/auth/index.ts';
import { identityQueryOptions } from '../../features/shell/index.ts';
import { errorMessage } from '../../lib/notify.ts';
import { getActiveTenant, ownUser, setPermissions, setUser, useSession } from '../../lib/session.ts';
import { loginPathFor } from './login-redirect.ts';

/**
 * Guard of the main area: a session is required (else /login?redirect=), a forced password update is done first
 * (/auth/first-access), and the user's permissions (of the active tenant, client mode included) and info (the person's
 * own user: in the partner company its user there, never a user in a customer's tenant) are loaded before the area
 * shows (cached permissions show at once and are refreshed in the background).
 */
export function RequireSession() {
  const { t } = useTranslation('common');
  const session = useSession();
  const location = useLocation();
  const own = ownUser(session);
  const userId = own.userId ?? '';
  const tenant = getActiveTenant(session);
  const enabled = Boolean(session.tokens && userId && !session.tokens.updatePassword);

  const permissionsQuery = useQuery({ ...userPermissionsQueryOptions(userId, tenant), enabled });
  const userQuery = useQuery({ ...identityQueryOptions(userId, own.tenant), enabled });

  useEffect(() => {
    if (permissionsQuery.data) setPermissions(permissionsQuery.data);
  }, [permissionsQuery.data]);
  useEffect(() => {
    if (userQuery.data) setUser(userQuery.data);
  }, [userQuery.data]);

  if (!session.tokens) return <Navigate to={loginPathFor(location)} replace />;
  if (!session.payload) return <Navigate to="/logout" replace />;
  if (session.tokens.updatePassword) {
    const intended = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/first-access?redirect=${encodeURIComponent(intended)}`} replace />;
  }

  if (session.permissions === null) {
    if (permissionsQuery.isError && !permissionsQuery.isFetching) {
      return (
        <StatusScreen
          data-testid="session-error"
          color="red"
          icon={<IconUserExclamation size={44} stroke={1.5} />}
          title={t('session.loadError')}
          description={errorMessage(permissionsQuery.error)}
          actions={
            <Group>
              <Button variant="default" component={Link} to="/logout" leftSection={<IconLogout size={18} />}>
                {t('actions.logout')}
              </Button>
              <Button leftSection={<IconRefresh size={18} />} onClick={() => void permissionsQuery.refetch()}>
                {t('actions.retry')}
              </Button>
            </Group>
          }
        />
      );
    }
    return <FullScreenLoading label={t('feedback.loading')} data-testid="session-loading" />;
  }

  return <Outlet />;
}
