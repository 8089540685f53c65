import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { LearnerDashboard } from '@plataforma/shared/dashboards';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';

/** Attempts approved, failed, awaiting correction, and the mean score. */
export function AssessmentsCard({ figures }: { figures: LearnerDashboard['avaliacoes'] }) {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  const items = [
    { key: 'approved', label: t('assessments.approved'), value: formatNumber(figures.aprovadas, language), color: 'green' },
    { key: 'failed', label: t('assessments.failed'), value: formatNumber(figures.reprovadas, language), color: 'red' },
    { key: 'pending', label: t('assessments.pending'), value: formatNumber(figures.pendentesDeCorrecao, language), color: 'orange' },
    { key: 'average', label: t('assessments.average'), value: figures.notaMedia === null ? '—' : formatNumber(figures.notaMedia, language, { maximumFractionDigits: 1 }), color: undefined },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="assessments-card" component="section">
      <Title order={3} size="h5" mb="sm">
        {t('assessments.title')}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        {items.map((i) => (
          <div key={i.key} data-testid={`assessments-${i.key}`} data-value={i.value}>
            <Text size="xs" c="dimmed" fw={600}>
              {i.label}
            </Text>
            <Text fz={22} fw={700} c={i.color} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {i.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
