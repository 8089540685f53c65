import { Alert, Badge, Loader, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconListCheck } from '@tabler/icons-react';
import { ENVIRONMENTS, type Environment } from '@plataforma/shared/gamification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useRules } from '../api.ts';

/** /gamificacao/regras (permission 'Regras'): the events that earn points, by environment (GET Desafio/Regra). */
export function RulesPage() {
  const { t } = useTranslation('gamification');
  const [ambiente, setAmbiente] = useState<Environment>('Conteudo');
  const rules = useRules(ambiente);
  return (
    <Stack gap="md">
      <PageHeader eyebrow={t('group')} title={t('rules.title')} description={t('rules.description')} icon={<IconListCheck size={26} />} />
      <SegmentedControl
        value={ambiente}
        onChange={(value) => setAmbiente(value as Environment)}
        data={ENVIRONMENTS.map((e) => ({ value: e, label: t(`environments.${e}`) }))}
        style={{ alignSelf: 'flex-start' }}
        data-testid="rules-environment"
      />
      {rules.isPending ? (
        <Loader size="sm" />
      ) : rules.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('rules.loadError')}
        </Alert>
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="rules-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rules.rule')}</Table.Th>
                <Table.Th w={160}>{t('rules.environment')}</Table.Th>
                <Table.Th w={160} ta="right">
                  {t('rules.points')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.map((rule) => (
                <Table.Tr key={rule.rule}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {rule.description}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {rule.rule}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" radius="sm">
                      {t(`environments.${rule.environment}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={700}>
                      {rule.points}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
