import { Badge, Group, Paper, Progress, Table, Text, Title } from '@mantine/core';
import type { ManagerDashboard } from '@plataforma/shared/dashboards';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';

/** The best or the worst contents by completion rate, with enrolled and completed counts. */
export function ContentRates({ title, rows, testId }: { title: string; rows: ManagerDashboard['maisConcluidos']; testId: string }) {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} component="section">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {t('charts.empty')}
        </Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contents.content')}</Table.Th>
                <Table.Th ta="right">{t('contents.enrolled')}</Table.Th>
                <Table.Th ta="right">{t('contents.completed')}</Table.Th>
                <Table.Th miw={120}>{t('contents.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid={`${testId}-row`}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge size="xs" variant="light" color={r.tipo === 'curso' ? 'blue' : 'grape'}>
                        {r.tipo === 'curso' ? t('contents.course') : t('contents.trail')}
                      </Badge>
                      <Text size="sm" lineClamp={2}>
                        {r.titulo}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(r.inscritos, language)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.concluidos, language)}</Table.Td>
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      <Progress value={r.taxa} w={70} size="sm" aria-hidden />
                      <Text size="sm" fw={600}>
                        {r.taxa}%
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Paper>
  );
}
