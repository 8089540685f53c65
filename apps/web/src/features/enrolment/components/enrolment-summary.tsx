import { Alert, ScrollArea, Table } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
export { Stat, StatGrid } from '../../../components/spreadsheet-upload/index.ts';

/** The people or rows that could not be enrolled, with the reason (2-learner §8 'could not send request(s) for N users'). */
export function FailureList({ failures, firstColumn, testId }: { failures: { key: string; who: ReactNode; motivo: string }[]; firstColumn: string; testId: string }) {
  const { t } = useTranslation('enrolment');
  if (failures.length === 0) return null;
  return (
    <>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('enrol.failures')} data-testid={`${testId}-alert`}>
        {t('summary.partial', { count: failures.length })}
      </Alert>
      <ScrollArea.Autosize mah={200} type="auto" offsetScrollbars>
        <Table striped withTableBorder verticalSpacing={6} fz="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={220}>{firstColumn}</Table.Th>
              <Table.Th>{t('batch.report.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failures.map((failure) => (
              <Table.Tr key={failure.key} data-testid={`${testId}-row`}>
                <Table.Td fw={600}>{failure.who}</Table.Td>
                <Table.Td>{failure.motivo}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}
