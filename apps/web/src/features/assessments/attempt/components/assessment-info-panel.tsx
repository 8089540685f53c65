import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatDuration } from '@plataforma/shared';
import { startBlockMessage, type AssessmentInfo } from '@plataforma/shared/assessments';
import { IconBan, IconBook, IconClock, IconInfoCircle, IconListNumbers, IconLock, IconPlayerPlay, IconPlayerSkipForward, IconRepeat, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LastResult } from './attempt-result.tsx';

type InfoPanelProps = {
  info: AssessmentInfo;
  onStart: () => void;
  starting: boolean;
  onSkip: () => void;
  skipping: boolean;
};

/**
 * The assessment's info page (2-learner §3 'Assessment info'): title, observation, type, questions, minimum score,
 * attempts used of those allowed, the timer, the tips, then Start, Continue (with the answered count) or Skip, the
 * reason a new attempt is blocked and the last result.
 */
export function AssessmentInfoPanel({ info, onStart, starting, onSkip, skipping }: InfoPanelProps) {
  const { t } = useTranslation('assessments');
  const facts: { key: string; icon: ReactNode; label: string; value: string }[] = [
    { key: 'questions', icon: <IconListNumbers size={18} />, label: t('attempt.info.questions'), value: String(info.maxQuestions) },
    { key: 'minimum', icon: <IconTarget size={18} />, label: t('attempt.info.minimumScore'), value: `${info.score}%` },
    { key: 'attempts', icon: <IconRepeat size={18} />, label: t('attempt.info.attempts'), value: t('attempt.info.attemptsValue', { used: info.retries, allowed: info.maxRetries }) },
    {
      key: 'timer',
      icon: <IconClock size={18} />,
      label: t('attempt.info.timer'),
      value: info.showTimer && info.duration ? formatDuration(info.duration) : t('attempt.info.noTimer'),
    },
  ];
  const tips = [t('attempt.info.tipRead'), t('attempt.info.tipFinal'), ...(info.showTimer && info.duration ? [t('attempt.info.tipTimer')] : []), t('attempt.info.tipContinue')];
  const canStart = info.continue || info.blocked === null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="assessment-info" data-blocked={info.blocked ?? ''} data-continue={info.continue}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group gap="xs">
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
              {t('attempt.info.eyebrow')}
            </Text>
            <Badge variant="light" size="sm" data-testid="assessment-type">
              {t(`kinds.${info.type}`)}
            </Badge>
          </Group>
          <Title order={2} fz={{ base: 'xl', sm: 26 }} data-testid="assessment-title">
            {info.title}
          </Title>
          {info.observation && (
            <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {info.observation}
            </Text>
          )}
        </Stack>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {facts.map((fact) => (
            <Paper key={fact.key} withBorder radius="md" p="sm" data-testid={`assessment-fact-${fact.key}`}>
              <Group gap={6} c="dimmed" wrap="nowrap">
                {fact.icon}
                <Text size="xs" fw={600}>
                  {fact.label}
                </Text>
              </Group>
              <Text fw={700} fz="lg" mt={4}>
                {fact.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>

        <Paper radius="md" p="md" bg="var(--mantine-color-default-hover)">
          <Group gap={6} mb="xs">
            <IconInfoCircle size={18} />
            <Text size="sm" fw={700}>
              {t('attempt.info.tipsTitle')}
            </Text>
          </Group>
          <List
            size="sm"
            spacing={6}
            icon={
              <ThemeIcon size={20} radius="xl" variant="light">
                <IconBook size={12} />
              </ThemeIcon>
            }
          >
            {tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </Paper>

        {info.blocked && !info.continue && (
          <Alert color={info.blocked === 'approved' || info.blocked === 'reactionDone' ? 'teal' : 'orange'} variant="light" icon={<IconLock size={18} />} data-testid="assessment-blocked">
            {t(`messages:${startBlockMessage(info.blocked)}`)}
          </Alert>
        )}

        {info.lastResult && !info.continue && <LastResult result={info.lastResult} />}

        <Group justify="flex-end" gap="sm">
          {info.canSkip && !info.continue && (
            <Button variant="default" leftSection={<IconPlayerSkipForward size={18} />} onClick={onSkip} loading={skipping} disabled={starting} data-testid="assessment-skip">
              {t('attempt.info.skip')}
            </Button>
          )}
          {canStart ? (
            <Button size="md" leftSection={<IconPlayerPlay size={18} />} onClick={onStart} loading={starting} disabled={skipping} data-testid="assessment-start">
              {info.continue ? t('attempt.info.continue', { answered: info.totalQuestionsAnswered, total: info.totalQuestionsToAnswer }) : t('attempt.info.start')}
            </Button>
          ) : (
            <Button size="md" leftSection={<IconBan size={18} />} disabled data-testid="assessment-start">
              {t('attempt.info.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
