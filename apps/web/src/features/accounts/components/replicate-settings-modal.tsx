import { Alert, Checkbox, Group, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLICABLE_SETTINGS, type Contract, type ReplicableSetting } from '@plataforma/shared/accounts';
import { FormModal } from '../../../components/form-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useContractOptions, useReplicateSettingsMutation } from '../api/contracts.ts';

type ReplicateSettingsModalProps = { source: Contract | null; onClose: () => void };

/**
 * 'Replicar parâmetros' (3-admin §2, PUT Parametro/BatchReplication): the client settings of the source contract's
 * tenant are copied to the chosen contracts, all groups or only the ticked ones.
 */
export function ReplicateSettingsModal({ source, onClose }: ReplicateSettingsModalProps) {
  const { t } = useTranslation('accounts');
  const replicate = useReplicateSettingsMutation();
  const [targets, setTargets] = useState<string[]>([]);
  const [groups, setGroups] = useState<ReplicableSetting[]>([]);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [error, setError] = useState<string | null>(null);
  const options = useContractOptions(debounced, source !== null);
  const [known, setKnown] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!source) return;
    setTargets([]);
    setGroups([]);
    setSearch('');
    setError(null);
  }, [source]);

  // labels of chosen contracts stay known while the search changes the options
  useEffect(() => {
    const rows = options.data?.data ?? [];
    if (rows.length === 0) return;
    setKnown((current) => ({ ...current, ...Object.fromEntries(rows.map((c) => [c.id, `${c.nomeEmpresa} · ${c.subdominio ?? c.nome}`])) }));
  }, [options.data]);

  const data = useMemo(() => {
    const ids = new Set([...(options.data?.data ?? []).map((c) => c.id), ...targets]);
    ids.delete(source?.id ?? '');
    return [...ids].filter((id) => known[id]).map((id) => ({ value: id, label: known[id] }));
  }, [options.data, targets, known, source]);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!source) return;
    if (targets.length === 0) {
      setError(t('messages:validation.selectOne'));
      return;
    }
    try {
      const reply = await replicate.mutateAsync({ contractIds: targets, sourceContractId: source.id, replicationSpecificParameter: groups });
      notifySuccess(t('messages:contracts.replicated', { count: reply.replicados.length }));
      onClose();
    } catch (failure) {
      notifyError(failure);
    }
  };

  return (
    <FormModal
      opened={source !== null}
      onClose={onClose}
      icon={<IconCopy size={20} />}
      title={t('contracts.replicate.title')}
      description={source ? t('contracts.replicate.description', { name: source.nomeEmpresa }) : undefined}
      onSubmit={(event) => void submit(event)}
      submitting={replicate.isPending}
      submitLabel={t('contracts.replicate.submit')}
      size={640}
      testId="replicate-form"
    >
      <MultiSelect
        label={t('contracts.replicate.targets')}
        placeholder={targets.length === 0 ? t('contracts.replicate.targetsPlaceholder') : undefined}
        withAsterisk
        data={data}
        value={targets}
        onChange={(value) => {
          setTargets(value);
          setError(null);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        clearable
        hidePickedOptions
        nothingFoundMessage={t('contracts.replicate.targetsEmpty')}
        maxDropdownHeight={240}
        comboboxProps={{ shadow: 'md' }}
        error={error}
        data-autofocus
        data-testid="replicate-targets"
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('contracts.replicate.groups')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('contracts.replicate.groupsHint')}
        </Text>
        <Checkbox.Group value={groups} onChange={(value) => setGroups(value as ReplicableSetting[])}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={4}>
            {REPLICABLE_SETTINGS.map((group) => (
              <Checkbox key={group} value={group} label={t(`contracts.replicate.names.${group}`)} data-testid={`replicate-group-${group}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Stack>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} py="xs">
        <Group gap="xs">
          <Text size="sm">{t('contracts.replicate.warning')}</Text>
        </Group>
      </Alert>
    </FormModal>
  );
}
