import { Alert, Badge, Box, Button, Center, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CorrectionAnswer, CorrectionView } from '@plataforma/shared/assessments';
import { IconAlertTriangle, IconArrowLeft, IconChecklist } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/language.ts';
import { errorMessage } from '../../../../lib/notify.ts';
import { useAttemptOwner, useCorrectionMutations, useCorrectionView } from '../../api/correction.ts';
import { AnswerFileView } from '../components/answer-files.tsx';
import { AnswerView } from '../components/answer-view.tsx';
import { AttemptStatusBadge } from '../components/attempt-status-badge.tsx';
import { CorrectionForm } from '../components/correction-form.tsx';
import { FinishPanel } from '../components/finish-panel.tsx';
import { OtherAttempts } from '../components/other-attempts.tsx';
import { isCorrectionOpen, scoreText } from '../correction-rules.ts';

/**
 * One attempt's correction (2-learner §3 'Correction view', §4 'Evaluator correction'; /gestao/correcoes-avaliacoes/:id):
 * the header (person, assessment, time spent, score, minimum score, status), every question with the person's answer,
 * a correction form for essay and practical answers, the 'Finalizar correção' panel and the person's other attempts.
 */
export function CorrectionPage() {
  const { t } = useTranslation('assessments');
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useCorrectionView(id);
  const mutations = useCorrectionMutations(id);
  const view = query.data;
  const passed = view?.usuarioId ?? (location.state as { usuarioId?: string } | null)?.usuarioId;
  const owner = useAttemptOwner(view, passed);
  const usuarioId = passed ?? owner.data ?? undefined;

  const back = (
    <Button component={Link} to="/gestao/correcoes-avaliacoes" variant="default" leftSection={<IconArrowLeft size={16} />} data-testid="correction-back">
      {t('correction.view.back')}
    </Button>
  );

  return (
    <>
      <PageHeader
        icon={<IconChecklist size={26} stroke={1.6} />}
        eyebrow={t('correction.list.title')}
        title={view?.title ?? t('correction.list.title')}
        actions={back}
      />
      {query.error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('correction.view.loadError')} data-testid="correction-error">
          <Group justify="space-between">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('correction.view.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !view ? (
        <Center h={240}>
          <Loader />
        </Center>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <CorrectionHeader view={view} />
              {view.answers.map((answer, index) => (
                <QuestionCard key={answer.id} answer={answer} index={index + 1} editable={isCorrectionOpen(view)} mutations={mutations} />
              ))}
              <FinishPanel key={`${view.id}-${view.status}`} view={view} mutations={mutations} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Box pos={{ base: 'static', lg: 'sticky' }} top={80}>
              <OtherAttempts attemptId={view.id} avaliacaoId={view.avaliacaoId} usuarioId={usuarioId} />
            </Box>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Box fw={600} data-testid={testId}>
        {children}
      </Box>
    </Stack>
  );
}

function CorrectionHeader({ view }: { view: CorrectionView }) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="correction-header" data-status={view.status}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
            {t('correction.view.person')}
          </Text>
          <Title order={2} fz="xl" data-testid="correction-person">
            {view.userName}
          </Title>
          <Text size="sm" c="dimmed">
            {view.userEmail}
          </Text>
        </Stack>
        <AttemptStatusBadge status={view.status} size="lg" />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label={t('correction.view.finishedAt')}>{formatDateTime(view.finishedAt, language) || '—'}</Fact>
        <Fact label={t('correction.view.timeSpent')}>{t('correction.view.minutes', { count: view.timeSpent })}</Fact>
        <Fact label={t('correction.view.currentScore')} testId="correction-score-current">
          {view.score === null ? (
            <Text span c="orange.7" fw={600} size="sm">
              {t('correction.view.noScore')}
            </Text>
          ) : (
            t('correction.view.percent', { value: scoreText(view.score) })
          )}
        </Fact>
        <Fact label={t('correction.view.minimumScore')}>{t('correction.view.percent', { value: view.minimumScore })}</Fact>
      </SimpleGrid>
    </Paper>
  );
}

function QuestionCard({
  answer,
  index,
  editable,
  mutations,
}: {
  answer: CorrectionAnswer;
  index: number;
  editable: boolean;
  mutations: ReturnType<typeof useCorrectionMutations>;
}) {
  const { t } = useTranslation('assessments');
  const { question } = answer;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="correction-question" data-type={question.type} data-needs-correction={answer.needsCorrection || undefined}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Text fw={700}>{t('correction.view.question', { index })}</Text>
            <Badge variant="outline" color="gray" size="sm">
              {t(`questionKinds.${question.type}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('correction.view.maxScore', { value: scoreText(question.maxScore) })}
            </Text>
          </Group>
          {answer.needsCorrection && (
            <Badge color={answer.correction ? 'teal' : 'orange'} variant="light" data-testid="question-correction-state">
              {answer.correction ? t('correction.view.correctedBadge') : t('correction.view.pendingBadge')}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="question-statement">
          {question.statement}
        </Text>
        {question.image && <AnswerFileView file={{ ...question.image, kind: 'Imagens' }} />}
        <Stack gap={6}>
          <Text size="sm" fw={600} c="dimmed">
            {t('correction.view.answer')}
          </Text>
          <AnswerView answer={answer} />
        </Stack>
        {answer.needsCorrection && <CorrectionForm answer={answer} editable={editable} mutations={mutations} />}
      </Stack>
    </Paper>
  );
}
