import { Alert, Box, Center, Group, Loader, Select, Text } from '@mantine/core';
import { IconAlertCircle, IconChartBar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useDashboard, useMyPanels } from '../api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /gestao/bi-dashboard (permission 'Dashboard'): the BI panels the person may see (getBasicPanelUserAccess), one at a
 * time in an iframe whose address carries a signed, expiring token with the parameters the server locked to the
 * person (PainelVistraBI/Dashboard). `?painel=<id>` opens one; a missing or forbidden panel shows 'O painel não existe'.
 */
export function BiDashboardPage() {
  const { t } = useTranslation('bi');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const mine = useMyPanels();
  const requested = params.get('painel');
  const selected = requested ?? mine.data?.[0]?.painelId ?? null;
  const valid = selected !== null && UUID.test(selected);
  const dashboard = useDashboard(valid ? selected : null);

  const missing =
    (requested !== null && !valid) ||
    (dashboard.isError && isApiError(dashboard.error) && [400, 403, 404].includes(dashboard.error.status)) ||
    (requested === null && mine.isSuccess && mine.data.length === 0);
  const failed = !missing && (dashboard.isError || mine.isError);

  const options = (mine.data ?? []).map((p) => ({ value: p.painelId, label: p.painelNome }));
  const loading = !missing && !failed && (mine.isPending || (valid && dashboard.isPending));

  return (
    <>
      <PageHeader
        icon={<IconChartBar size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={dashboard.data?.painelNome ?? t('dashboardTitle')}
        description={t('dashboardDescription')}
        actions={
          options.length > 1 ? (
            <Select
              aria-label={t('choosePanel')}
              allowDeselect={false}
              data={options}
              value={valid && options.some((o) => o.value === selected) ? selected : null}
              onChange={(value) => value && setParams({ painel: value })}
              w={{ base: '100%', sm: 280 }}
              data-testid="bi-panel-select"
            />
          ) : undefined
        }
      />
      {missing ? (
        <Alert variant="light" color="yellow" icon={<IconAlertCircle size={18} />} data-testid="bi-missing">
          {t('messages:bi.notFound')}
        </Alert>
      ) : failed ? (
        <Alert variant="light" color="red" icon={<IconAlertCircle size={18} />} data-testid="bi-error">
          {t('messages:bi.authError')}
        </Alert>
      ) : loading || !dashboard.data ? (
        <Center py="xl">
          <Loader aria-label={t('dashboardTitle')} />
        </Center>
      ) : (
        <Box>
          <Box
            component="iframe"
            key={dashboard.data.url}
            src={dashboard.data.url}
            title={dashboard.data.painelNome}
            data-testid="bi-iframe"
            style={{ display: 'block', width: '100%', height: 'max(480px, calc(100dvh - 260px))', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-body)' }}
          />
          <Group justify="flex-end" mt={6}>
            <Text size="xs" c="dimmed">
              {dashboard.isFetching ? t('renewing') : t('expiresAt', { time: formatDateTime(dashboard.data.expiresAt, language) })}
            </Text>
          </Group>
        </Box>
      )}
    </>
  );
}
