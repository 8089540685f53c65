import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AssessmentResult } from '@plataforma/shared/assessments';
import { IconAlertTriangle, IconCertificate, IconCircleCheck, IconCircleX, IconClockHour4, IconClockOff, IconDoorExit, IconPlayerSkipForward, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultState } from '../../../../components/result-state.tsx';
import { LANGUAGE_LOCALES } from '../../../../lib/language.ts';
import { useLanguage } from '../../../../lib/language.ts';
import { useHasPermission } from '../../../../lib/session.ts';
import { AttemptStatusBadge } from '../../../assessments/correction/components/attempt-status-badge.tsx';
import { formatScore, resultViewOf, type ResultView } from '../utils/result.ts';

const VIEW_STYLE: Record<ResultView, { color: string; icon: ReactNode }> = {
  approved: { color: 'teal', icon: <IconCircleCheck size={40} stroke={1.6} /> },
  failed: { color: 'red', icon: <IconCircleX size={40} stroke={1.6} /> },
  pending: { color: 'orange', icon: <IconClockHour4 size={40} stroke={1.6} /> },
  timeOver: { color: 'orange', icon: <IconClockOff size={40} stroke={1.6} /> },
  gaveUp: { color: 'gray', icon: <IconDoorExit size={40} stroke={1.6} /> },
  skipped: { color: 'gray', icon: <IconPlayerSkipForward size={40} stroke={1.6} /> },
};

/** Score, hits, misses, answers pending correction, duration and the attempt's own number. */
export function ResultStats({ result }: { result: AssessmentResult }) {
  const { t } = useTranslation('assessments');
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const stats = [
    { key: 'score', label: t('attempt.result.score'), value: formatScore(result.score, locale) },
    { key: 'minimum', label: t('attempt.result.minimumScore'), value: `${result.minimumScore}%` },
    { key: 'hits', label: t('attempt.result.hits'), value: String(result.hit) },
    { key: 'misses', label: t('attempt.result.misses'), value: String(result.miss) },
    { key: 'pending', label: t('attempt.result.pending'), value: String(result.pending) },
    { key: 'duration', label: t('attempt.result.duration'), value: result.duration < 1 ? t('attempt.result.lessThanMinute') : t('attempt.result.minutes', { count: result.duration }) },
    { key: 'attempts', label: t('attempt.result.attempts'), value: t('attempt.mine.attemptValue', { used: result.attempt, allowed: result.maxRetries }) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" w="100%" maw={560} data-testid="result-stats">
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder radius="md" p="sm" ta="center" data-testid={`result-${stat.key}`}>
          <Text size="xs" c="dimmed" fw={600}>
            {stat.label}
          </Text>
          <Text fz="xl" fw={700}>
            {stat.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

type AttemptResultProps = {
  result: AssessmentResult;
  /** Starts a new attempt (shown when the result allows one). */
  onRetry?: () => void;
  retrying?: boolean;
};

/**
 * The result of an attempt (2-learner §3 'Assessment result', §4): approved, not approved (with a new attempt when one
 * remains), pending correction, time over, given up or skipped; score, hits, misses, pending answers, duration and the
 * course completion it brought. The time-over notice shows whenever the server recorded that the time ran out (also
 * when the answers sent await correction).
 */
export function AttemptResult({ result, onRetry, retrying }: AttemptResultProps) {
  const { t } = useTranslation('assessments');
  const canReview = useHasPermission('Minhas Avaliações');
  const view = resultViewOf(result);
  const style = VIEW_STYLE[view];
  const left = Math.max(0, result.maxRetries - result.retries);
  const showStats = view !== 'skipped' && view !== 'gaveUp';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="assessment-result" data-view={view} data-status={result.status}>
      <ResultState
        icon={style.icon}
        color={style.color}
        title={t(`attempt.result.title.${view}`)}
        description={t(`attempt.result.description.${view}`, { min: result.minimumScore })}
      >
        <AttemptStatusBadge status={result.status} size="lg" />
        {showStats && <ResultStats result={result} />}
        {result.courseCompleted && (
          <Alert color="teal" variant="light" icon={<IconCertificate size={20} />} maw={560} w="100%" data-testid="result-course-completed">
            {t('attempt.result.courseCompleted')}
          </Alert>
        )}
        {result.finalConsiderations && (
          <Alert color="blue" variant="light" title={t('attempt.result.finalConsiderations')} maw={560} w="100%">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {result.finalConsiderations}
            </Text>
          </Alert>
        )}
        {result.canRetry && left > 0 && view !== 'approved' && (
          <Text size="sm" c="dimmed" data-testid="result-retries-left">
            {t('attempt.result.retriesLeft', { count: left })}
          </Text>
        )}
        {result.timeOver && (
          <Group gap={6} c="orange.8" data-testid="result-time-over">
            <IconAlertTriangle size={16} />
            <Text size="sm">{t('messages:avaliacoes.timeOver')}</Text>
          </Group>
        )}
        <Group justify="center" gap="sm">
          {result.canRetry && onRetry && (
            <Button leftSection={<IconRefresh size={18} />} onClick={onRetry} loading={retrying} data-testid="result-retry">
              {t('attempt.result.retry')}
            </Button>
          )}
          {canReview && view !== 'skipped' && view !== 'gaveUp' && (
            <Button component={Link} to={`/gestao/minhas-avaliacoes/${result.userTestId}`} variant="default" data-testid="result-review">
              {t('attempt.result.review')}
            </Button>
          )}
        </Group>
      </ResultState>
    </Paper>
  );
}

/** The result state when nothing else is shown: a compact stack for the info page's last result. */
export function LastResult({ result, children }: { result: AssessmentResult; children?: ReactNode }) {
  const { t } = useTranslation('assessments');
  const locale = LANGUAGE_LOCALES[useLanguage()];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="assessment-last-result" data-status={result.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('attempt.info.lastResult')}
          </Text>
          <AttemptStatusBadge status={result.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('attempt.result.score')}: {formatScore(result.score, locale)} · {t('attempt.result.hits')}: {result.hit} · {t('attempt.result.misses')}: {result.miss} · {t('attempt.result.pending')}: {result.pending}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
