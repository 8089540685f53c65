import { ActionIcon, Alert, Anchor, Avatar, Badge, Button, Checkbox, Flex, Group, Paper, ScrollArea, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconLogout, IconRefresh, IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { UserAccount } from '@plataforma/shared/tenancy';
import { initialsOf } from '../../../lib/format.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { safeRedirect } from '../../../lib/route-access.ts';
import { sessionUserKey, setSkipPartnerChooser, setTenantPartner, shouldSkipPartnerChooser, useSession } from '../../../lib/session.ts';
import { useUserAccounts } from '../api/get-user-accounts.ts';
import { useSetDefaultAccountMutation } from '../api/set-default-account.ts';
import { splitAccounts } from '../utils/accounts.ts';
import classes from './partner-page.module.css';

/**
 * /partner (login layout): the current company, the other companies with a search by name, "do not show again",
 * and per company "set as default". Choosing one sets the tenant partner (X-Tenant) and opens the main area.
 */
export function PartnerPage() {
  const { t } = useTranslation('tenancy');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  const session = useSession();
  const userKey = sessionUserKey(session);
  const accounts = useUserAccounts();
  const setDefault = useSetDefaultAccountMutation();
  const [query, setQuery] = useState('');
  const [skip, setSkip] = useState(() => shouldSkipPartnerChooser(userKey));

  useEffect(() => {
    if (accounts.isError) notifyError(accounts.error, t('messages:accounts.loadError'));
  }, [accounts.isError, accounts.error, t]);

  const choose = (account: UserAccount) => {
    setSkipPartnerChooser(userKey, skip);
    setTenantPartner(account.tenantId, account.usuarioId);
    navigate(redirect ?? '/', { replace: true });
  };

  const makeDefault = async (account: UserAccount) => {
    try {
      await setDefault.mutateAsync(account.tenantId);
      notifySuccess(t('messages:accounts.defaultSet'));
    } catch (error) {
      notifyError(error, t('messages:accounts.defaultError'));
    }
  };

  const { current, others } = splitAccounts(accounts.data ?? [], query, session.tenantPartner);
  const hasOthers = (accounts.data?.length ?? 0) > (current ? 1 : 0);

  return (
    <Stack gap="lg" data-testid="partner-page">
      <Stack gap={6}>
        <Title order={1} fz={28} lh={1.2}>
          {t('partner.title')}
        </Title>
        <Text c="dimmed">{t('partner.subtitle')}</Text>
      </Stack>

      {accounts.isPending && (
        <Stack gap="sm">
          <Skeleton h={74} radius="md" />
          <Skeleton h={36} radius="md" />
          <Skeleton h={60} radius="md" />
          <Skeleton h={60} radius="md" />
        </Stack>
      )}

      {accounts.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('partner.loadErrorTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(accounts.error, t('messages:accounts.loadError'))}</Text>
            <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void accounts.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {accounts.data && (
        <>
          {current && (
            <Stack gap={8}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
                {t('partner.current')}
              </Text>
              <Paper withBorder radius="md" p="md" className={classes.current} data-testid="partner-current">
                <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" align={{ base: 'stretch', xs: 'center' }} gap="sm">
                  <AccountSummary account={current} />
                  <Button
                    rightSection={<IconArrowRight size={16} />}
                    onClick={() => choose(current)}
                    data-testid="partner-continue"
                    style={{ flexShrink: 0 }}
                  >
                    {t('common:actions.continue')}
                  </Button>
                </Flex>
              </Paper>
            </Stack>
          )}

          <Stack gap={8}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
              {t('partner.others')}
            </Text>
            {hasOthers && (
              <TextInput
                aria-label={t('partner.search')}
                placeholder={t('partner.searchPlaceholder')}
                leftSection={<IconSearch size={16} stroke={1.7} />}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                data-testid="partner-search"
              />
            )}
            <ScrollArea.Autosize mah={320} type="auto">
              <Stack gap={6}>
                {others.map((account) => (
                  <Paper key={account.tenantId} withBorder radius="md" p="sm" className={classes.row} data-testid="partner-option">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <AccountSummary account={account} />
                      <Group gap={4} wrap="nowrap">
                        {!account.padrao && (
                          <Tooltip label={t('partner.setDefault')} withArrow openDelay={400}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              size="lg"
                              aria-label={`${t('partner.setDefault')}: ${account.nome}`}
                              loading={setDefault.isPending && setDefault.variables === account.tenantId}
                              onClick={() => void makeDefault(account)}
                            >
                              <IconStar size={18} stroke={1.7} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        <Button variant="light" size="sm" onClick={() => choose(account)} aria-label={`${t('partner.enter')}: ${account.nome}`}>
                          {t('partner.enter')}
                        </Button>
                      </Group>
                    </Group>
                  </Paper>
                ))}
                {others.length === 0 && (
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {hasOthers ? t('partner.empty') : t('partner.noOthers')}
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
            {current && !current.padrao && (
              <Anchor component="button" type="button" size="sm" onClick={() => void makeDefault(current)} w="fit-content">
                {t('partner.setDefault')}: {current.nome}
              </Anchor>
            )}
          </Stack>

          <Checkbox
            checked={skip}
            onChange={(event) => setSkip(event.currentTarget.checked)}
            label={t('partner.dontShow')}
            description={t('partner.dontShowHint')}
            data-testid="partner-dont-show"
          />
        </>
      )}

      <Anchor component={Link} to="/logout" size="sm" c="dimmed" ta="center">
        <IconLogout size={14} style={{ verticalAlign: -2 }} /> {t('common:actions.logout')}
      </Anchor>
    </Stack>
  );
}

function AccountSummary({ account }: { account: UserAccount }) {
  const { t } = useTranslation('tenancy');
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar color="brand" radius="md" variant="light">
        {initialsOf(account.nome)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} truncate>
            {account.nome}
          </Text>
          {account.padrao && (
            <Badge size="sm" variant="light" leftSection={<IconStarFilled size={10} />} style={{ flexShrink: 0 }}>
              {t('partner.default')}
            </Badge>
          )}
        </Group>
        {account.subdominio && (
          <Text size="sm" c="dimmed" truncate>
            {account.subdominio}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
