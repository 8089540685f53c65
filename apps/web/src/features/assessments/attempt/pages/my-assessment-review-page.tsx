import { Alert, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { AttemptReview } from '@plataforma/shared/assessments';
import { IconAlertTriangle, IconArrowLeft, IconClipboardText, IconClockHour4, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { formatDateTime, formatNumber } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/language.ts';
import { errorMessage } from '../../../../lib/notify.ts';
import { useAttemptReview } from '../../api/attempt.ts';
import { AnswerFileList } from '../../../assessments/correction/components/answer-files.tsx';
import { AttemptStatusBadge } from '../../../assessments/correction/components/attempt-status-badge.tsx';
import { ResultStats } from '../components/attempt-result.tsx';
import { QuestionCard } from '../components/question-card.tsx';

const noop = () => undefined;
const notHandled = () => false;

/**
 * The review of one of my attempts (/gestao/minhas-avaliacoes/{id}, GET Avaliacao/student/{id}): the result, then
 * each question with my answer, the right answers when the assessment shows them, the evaluator's observations and
 * files, and the final considerations.
 */
export function MyAssessmentReviewPage() {
  const { t } = useTranslation('assessments');
  const { id } = useParams();
  const language = useLanguage();
  const query = useAttemptReview(id);
  const review = query.data;

  return (
    <Box maw={960} mx="auto">
      <PageHeader
        icon={<IconClipboardText size={26} stroke={1.6} />}
        eyebrow={t('attempt.mine.title')}
        title={review?.result.title ?? t('attempt.review.title')}
        description={review ? `${t('attempt.review.title')} · ${formatDateTime(review.result.date, language)}` : undefined}
        actions={
          <Button component={Link} to="/gestao/minhas-avaliacoes" variant="default" leftSection={<IconArrowLeft size={18} />} data-testid="review-back">
            {t('attempt.review.back')}
          </Button>
        }
      />
      {query.isPending ? (
        <Center h={240}>
          <Loader />
        </Center>
      ) : query.isError || !review ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('messages:avaliacoes.loadError')} data-testid="review-error">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('attempt.taking.retryLoad')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <ReviewBody review={review} />
      )}
    </Box>
  );
}

function ReviewBody({ review }: { review: AttemptReview }) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const points = (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 });
  const { result, items } = review;
  return (
    <Stack gap="lg" data-testid="attempt-review" data-status={result.status}>
      <Paper withBorder radius="lg" p="lg">
        <Stack align="center" gap="md">
          <AttemptStatusBadge status={result.status} size="lg" />
          <ResultStats result={result} />
          {result.finalConsiderations && (
            <Alert color="blue" variant="light" icon={<IconUserCheck size={18} />} title={t('attempt.result.finalConsiderations')} w="100%" data-testid="review-final-considerations">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {result.finalConsiderations}
              </Text>
            </Alert>
          )}
        </Stack>
      </Paper>

      {items.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('attempt.review.empty')}
        </Text>
      )}
      {items.map((item, i) => (
        <Stack key={item.question.id} gap="xs" data-testid="review-item">
          {item.answer ? (
            <QuestionCard attemptId={result.userTestId} question={item.question} index={i + 1} total={items.length} answer={item.answer} onAnswered={noop} onDone={noop} onFailure={notHandled} />
          ) : (
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="xs">
                <Badge variant="light" size="lg" radius="sm">
                  {t('attempt.taking.questionOf', { index: i + 1, total: items.length })}
                </Badge>
                <Text fw={600} style={{ whiteSpace: 'pre-wrap' }}>
                  {item.question.statement}
                </Text>
                <Text size="sm" c="dimmed" fs="italic" data-testid="review-not-answered">
                  {t('attempt.review.notAnswered')}
                </Text>
              </Stack>
            </Paper>
          )}
          {item.answer && item.answer.score !== null && !item.correction && (
            <Text size="sm" c="dimmed" ta="right" data-testid="review-score">
              {t('attempt.review.score', { score: points(item.answer.score), max: points(item.question.maxScore) })}
            </Text>
          )}
          {item.answer?.status === 'pending' && !item.correction && (
            <Group gap={6} c="orange.8" justify="flex-end">
              <IconClockHour4 size={16} />
              <Text size="sm">{t('attempt.review.awaiting')}</Text>
            </Group>
          )}
          {item.correction && (
            <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-blue-4)' }} data-testid="review-correction">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Group gap={6}>
                    <IconUserCheck size={18} />
                    <Text fw={600} size="sm">
                      {t('attempt.review.evaluator')}
                    </Text>
                  </Group>
                  <Badge variant="light" color="blue">
                    {t('attempt.review.evaluatorScore', { score: points(item.correction.score), max: points(item.question.maxScore) })}
                  </Badge>
                </Group>
                {item.correction.observations && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {item.correction.observations}
                  </Text>
                )}
                {item.correction.files.length > 0 && (
                  <>
                    <Text size="xs" fw={600} c="dimmed">
                      {t('attempt.review.evaluatorFiles')}
                    </Text>
                    <AnswerFileList files={item.correction.files} />
                  </>
                )}
              </Stack>
            </Paper>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
