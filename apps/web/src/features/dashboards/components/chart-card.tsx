import { Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ChartTable = { columns: readonly string[]; rows: readonly (readonly (string | number)[])[] };

function DataTable({ table, caption }: { table: ChartTable; caption: string }) {
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((c) => (
            <Table.Th key={c} scope="col">
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, i) => (
          <Table.Tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                <Table.Th key={j} scope="row" fw={500}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={j} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A chart with its data as a table: the chart is drawn for the eyes (hidden from screen readers, and the charts turn
 * off recharts' keyboard layer so nothing inside it takes focus), the same figures are a table that screen readers
 * read, and a button shows that table instead of the chart.
 */
export function ChartCard({ title, table, children, testId, empty }: { title: string; table: ChartTable; children: ReactNode; testId: string; empty?: boolean }) {
  const { t } = useTranslation('dashboards');
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} aria-labelledby={headingId} component="section">
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        {!empty && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={asTable ? <IconChartBar size={16} /> : <IconTable size={16} />}
            onClick={() => setAsTable((v) => !v)}
            aria-pressed={asTable}
            data-testid={`${testId}-toggle`}
          >
            {asTable ? t('charts.showChart') : t('charts.showTable')}
          </Button>
        )}
      </Group>
      {empty ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {t('charts.empty')}
        </Text>
      ) : asTable ? (
        <div style={{ overflowX: 'auto' }}>
          <DataTable table={table} caption={title} />
        </div>
      ) : (
        <>
          <div aria-hidden>{children}</div>
          <VisuallyHidden>
            <DataTable table={table} caption={title} />
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
