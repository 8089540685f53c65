import { Alert, Badge, Box, Button, Group, Modal, ScrollArea, Skeleton, Stack, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconBuildingSkyscraper, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '@plataforma/shared/tenancy';
import { initialsOf } from '../../../lib/format.ts';
import { useActiveTenant } from '../../../lib/session.ts';
import { tenantsQueryOptions } from '../api/get-tenants.ts';
import { useClientModeActions } from '../hooks/use-client-mode.ts';
import { filterTenants } from '../utils/tenants.ts';
import classes from './client-mode-picker.module.css';

type ClientModePickerProps = { opened: boolean; onClose: () => void };

/**
 * 'Entrar em modo cliente' (elevated users, until the contracts screen offers it): the tenants of GET Tenant with a
 * search; choosing one asks for confirmation (actions affect the customer's production) and enters client mode.
 */
export function ClientModePicker({ opened, onClose }: ClientModePickerProps) {
  const { t } = useTranslation('shell');
  const activeTenant = useActiveTenant();
  const query = useQuery({ ...tenantsQueryOptions(activeTenant), enabled: opened });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 150);
  const { enter } = useClientModeActions();
  const tenants = useMemo(
    () => filterTenants(query.data?.disponiveis ?? [], debounced, query.data?.atual.id ?? null),
    [query.data, debounced],
  );

  const choose = async (tenant: Tenant) => {
    if (await enter(tenant)) {
      setSearch('');
      onClose();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size={560}
      radius="lg"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" color="orange" aria-hidden>
            <IconBuildingSkyscraper size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.25}>
              {t('clientMode.pickerTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('clientMode.pickerDescription')}
            </Text>
          </div>
        </Group>
      }
    >
      <Stack gap="md" data-testid="client-mode-picker">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('clientMode.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          aria-label={t('clientMode.searchPlaceholder')}
          data-autofocus
          data-testid="client-mode-search"
        />
        {query.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            <Group justify="space-between">
              <Text size="sm">{t('clientMode.loadError')}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
                {t('common:actions.retry')}
              </Button>
            </Group>
          </Alert>
        ) : query.isPending ? (
          <Stack gap="xs">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={58} radius="md" />
            ))}
          </Stack>
        ) : tenants.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" size="sm" data-testid="client-mode-empty">
            {t('clientMode.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
            <Stack gap={6}>
              {tenants.map((tenant) => (
                <UnstyledButton
                  key={tenant.id}
                  className={classes.option}
                  onClick={() => void choose(tenant)}
                  data-testid="client-mode-option"
                  data-tenant={tenant.subdominio}
                >
                  <Group wrap="nowrap" gap="md">
                    <ThemeIcon size={40} radius="md" variant="light" color={tenant.ativo ? 'brand' : 'gray'} aria-hidden>
                      <Text fw={700} size="sm">
                        {initialsOf(tenant.nome)}
                      </Text>
                    </ThemeIcon>
                    <Box style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate>
                        {tenant.nome}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {tenant.subdominio}
                      </Text>
                    </Box>
                    {!tenant.ativo && (
                      <Badge size="sm" color="gray" variant="light">
                        {t('clientMode.inactive')}
                      </Badge>
                    )}
                    <IconChevronRight size={16} className={classes.chevron} aria-hidden />
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
