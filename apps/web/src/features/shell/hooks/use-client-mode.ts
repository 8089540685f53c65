import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Tenant } from '@plataforma/shared/tenancy';
import { confirmAction } from '../../../components/confirm.tsx';
import { notifyInfo } from '../../../lib/notify.ts';
import { getSession, setClientMode } from '../../../lib/session.ts';
import { logShellEvent } from '../api/authentication-log.ts';

/** Queries whose data belongs to the active tenant and must not survive a switch of tenant. */
const TENANT_BOUND = ['quick-search', 'term', 'tenant', 'shell-identity'];

/**
 * Entering and leaving client mode (1-shell §4, §6): a provider-side elevated person acts in a customer's tenant.
 * Both ask for confirmation. Entering sets {tenant, contract} in the session (X-Tenant follows), logs
 * 'client-mode-enter' and goes to the landing route (permissions and settings reload for the new tenant); leaving
 * clears it (a failure is ignored), logs 'client-mode-exit' and goes to /home (or, from the company chooser, to the
 * contracts, without asking: choosing another company means leaving this one).
 */
export function useClientModeActions() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const forgetTenantData = useCallback(() => {
    TENANT_BOUND.forEach((key) => queryClient.removeQueries({ queryKey: [key] }));
  }, [queryClient]);

  const enter = useCallback(
    async (tenant: Tenant): Promise<boolean> => {
      const confirmed = await confirmAction({
        title: t('clientMode.enterTitle'),
        message: t('clientMode.enterMessage', { name: tenant.nome }),
        confirmLabel: t('clientMode.enterConfirm'),
        tone: 'warning',
        testId: 'client-mode-enter-dialog',
      });
      if (!confirmed) return false;
      setClientMode({ tenant: tenant.id, contract: tenant.contratoId ?? '' });
      void logShellEvent({ evento: 'client-mode-enter', tenantId: tenant.id, detalhes: tenant.nome.slice(0, 500) });
      forgetTenantData();
      notifyInfo(t('clientMode.entered', { name: tenant.nome }));
      void navigate('/', { replace: true });
      return true;
    },
    [t, navigate, forgetTenantData],
  );

  /** Leaves client mode without asking (nothing in the customer's tenant changes) and goes to `to`. */
  const leave = useCallback(
    (to: string) => {
      const tenantId = getSession().clientMode?.tenant;
      try {
        setClientMode(null);
      } catch {
        // a failure to leave is ignored (1-shell §4)
      }
      void logShellEvent({ evento: 'client-mode-exit', ...(tenantId ? { tenantId } : {}) });
      forgetTenantData();
      notifyInfo(t('clientMode.exited'));
      void navigate(to, { replace: true });
    },
    [t, navigate, forgetTenantData],
  );

  const exit = useCallback(
    async (tenantName: string): Promise<boolean> => {
      const confirmed = await confirmAction({
        title: t('clientMode.exitTitle'),
        message: t('clientMode.exitMessage', { name: tenantName }),
        confirmLabel: t('clientMode.exitConfirm'),
        tone: 'warning',
        testId: 'client-mode-exit-dialog',
      });
      if (!confirmed) return false;
      leave('/home');
      return true;
    },
    [t, leave],
  );

  return { enter, exit, leave };
}
