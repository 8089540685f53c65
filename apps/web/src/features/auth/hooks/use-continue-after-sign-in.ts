import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserAccount } from '@plataforma/shared/tenancy';
import { pickAutomaticAccount, userAccountsQueryOptions } from '../../tenancy';
import { notifyError } from '../../../lib/notify.ts';
import { getSession, sessionUserKey, setTenantPartner, shouldSkipPartnerChooser } from '../../../lib/session.ts';

const withRedirect = (path: string, redirect: string | null) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);

/**
 * After sign-in (or after the forced password change): a forced password update goes to /auth/first-access; then the
 * person's accounts are loaded: exactly one sets the tenant partner automatically; several go to /partner unless
 * "do not show again" was ticked (then the default account is used); finally the redirect or the landing route.
 */
export function useContinueAfterSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useCallback(
    async (redirect: string | null) => {
      const session = getSession();
      if (!session.tokens) return;
      if (session.tokens.updatePassword) {
        navigate(withRedirect('/auth/first-access', redirect), { replace: true });
        return;
      }
      let accounts: UserAccount[] = [];
      try {
        accounts = await queryClient.fetchQuery(userAccountsQueryOptions(sessionUserKey(session)));
      } catch (error) {
        notifyError(error, t('messages:accounts.loadError'));
      }
      if (accounts.length > 1 && !shouldSkipPartnerChooser(sessionUserKey(session))) {
        navigate(withRedirect('/partner', redirect), { replace: true });
        return;
      }
      const account = pickAutomaticAccount(accounts);
      if (account) setTenantPartner(account.tenantId, account.usuarioId);
      navigate(redirect ?? '/', { replace: true });
    },
    [navigate, queryClient, t],
  );
}
