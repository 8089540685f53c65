import { Loader, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/language.ts';
import { usePersonAttempts } from '../../api/correction.ts';
import { scoreText } from '../correction-rules.ts';
import { AttemptStatusBadge } from './attempt-status-badge.tsx';

/** The person's finished attempts of the same assessment (GET evaluator/{a}/{b}/items), the current one marked. */
export function OtherAttempts({ attemptId, avaliacaoId, usuarioId }: { attemptId: string; avaliacaoId: string; usuarioId: string | undefined }) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const query = usePersonAttempts(avaliacaoId, usuarioId);
  const rows = query.data ?? [];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="other-attempts">
      <Stack gap="xs">
        <Title order={3} fz="md">
          <IconHistory size={16} style={{ verticalAlign: -2, marginRight: 6 }} />
          {t('correction.view.otherAttempts')}
        </Title>
        {query.isPending && usuarioId ? (
          <Loader size="sm" />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('correction.view.noOtherAttempts')}
          </Text>
        ) : (
          rows.map((row) => (
            <NavLink
              key={row.id}
              component={Link}
              to={`/gestao/correcoes-avaliacoes/${row.id}`}
              active={row.id === attemptId}
              label={t('correction.view.attempt', { date: formatDateTime(row.finishedAt, language) })}
              description={row.id === attemptId ? t('correction.view.current') : row.score === null ? undefined : t('correction.view.percent', { value: scoreText(row.score) })}
              rightSection={<AttemptStatusBadge status={row.status} size="xs" />}
              style={{ borderRadius: 8 }}
              data-testid="other-attempt"
            />
          ))
        )}
      </Stack>
    </Paper>
  );
}
