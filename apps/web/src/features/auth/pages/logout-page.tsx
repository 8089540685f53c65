import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullScreenLoading } from '../../../components/full-screen-loading.tsx';
import { clearSession, expectsRefreshCookie, getSession } from '../../../lib/session.ts';
import { useClientSettings, useDocumentTitle } from '../../settings';
import { logAuthenticationQuietly } from '../api/authentication-log.ts';
import { logout } from '../api/logout.ts';

/**
 * /logout: logs the sign-out, revokes the refresh token (failures ignored), wipes the session and cached data, then
 * goes to /login, or to the client's logout address when the settings define one.
 */
export function LogoutPage() {
  useDocumentTitle();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useClientSettings();
  const started = useRef(false);
  const logoutUrl = settings.general.logoutUrl;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { tokens } = getSession();
      if (tokens || expectsRefreshCookie()) {
        if (tokens) await logAuthenticationQuietly({ evento: 'logout', metodo: tokens.method });
        try {
          await logout(tokens?.access ?? null);
        } catch {
          // the session ends in the browser whatever the server says
        }
      }
      clearSession();
      queryClient.clear();
      if (logoutUrl && /^https?:\/\//.test(logoutUrl)) window.location.assign(logoutUrl);
      else navigate(logoutUrl && logoutUrl.startsWith('/') ? logoutUrl : '/login', { replace: true });
    })();
  }, [navigate, queryClient, logoutUrl]);

  return <FullScreenLoading label={t('logout.leaving')} data-testid="logout" />;
}
