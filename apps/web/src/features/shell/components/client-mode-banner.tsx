import { Box, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle, IconDoorExit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { tenantsQueryOptions } from '../api/get-tenants.ts';
import { useClientModeActions } from '../hooks/use-client-mode.ts';
import classes from './client-mode-banner.module.css';

export const CLIENT_MODE_BANNER_HEIGHT = 44;

/** Warning banner across the top while in client mode, naming the tenant, with 'Sair do contrato'. */
export function ClientModeBanner() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const clientMode = session.clientMode;
  const tenantQuery = useQuery({ ...tenantsQueryOptions(clientMode?.tenant ?? null), enabled: Boolean(clientMode) });
  const { exit } = useClientModeActions();
  const active = Boolean(clientMode);

  // toasts at the top move below the banner instead of covering its button
  useEffect(() => {
    if (!active) return;
    document.documentElement.setAttribute('data-client-mode', '');
    return () => document.documentElement.removeAttribute('data-client-mode');
  }, [active]);

  if (!clientMode) return null;
  const current = tenantQuery.data?.atual;
  const name = current && current.id === clientMode.tenant ? current.nome : '';

  return (
    <Box className={classes.banner} role="status" data-testid="client-mode-banner" style={{ height: CLIENT_MODE_BANNER_HEIGHT }}>
      <Group gap="sm" wrap="nowrap" className={classes.text}>
        <IconAlertTriangle size={18} stroke={2} className={classes.icon} aria-hidden />
        {name ? (
          <>
            <Text size="sm" fw={500} truncate visibleFrom="md" data-testid="client-mode-banner-text">
              {t('clientMode.banner', { name })}
            </Text>
            <Text size="sm" fw={600} truncate hiddenFrom="md">
              {t('clientMode.bannerShort', { name })}
            </Text>
          </>
        ) : (
          <Skeleton h={12} w={220} radius="xl" />
        )}
      </Group>
      <Button
        size="compact-sm"
        variant="white"
        color="dark"
        leftSection={<IconDoorExit size={15} />}
        onClick={() => void exit(name || clientMode.tenant)}
        aria-label={t('clientMode.exit')}
        className={classes.exit}
        data-testid="client-mode-exit"
      >
        <Box component="span" visibleFrom="sm">
          {t('clientMode.exit')}
        </Box>
        <Box component="span" hiddenFrom="sm">
          {t('clientMode.exitShort')}
        </Box>
      </Button>
    </Box>
  );
}
