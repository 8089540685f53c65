import { Alert, Badge, Box, Button, Center, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { DEADLINE_GRACE_MS, type AnswerResult, type AssessmentAttempt, type AssessmentResult } from '@plataforma/shared/assessments';
import { IconAlertTriangle, IconArrowRight, IconChecks, IconClock, IconDoorExit, IconFlag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm.tsx';
import { notifyError } from '../../../../lib/notify.ts';
import { finishAttempt, giveUpAttempt, questionQuery } from '../../api/attempt.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { hasAnswerFeedback } from '../utils/result.ts';
import { clockTone, formatClock, localDeadline } from '../utils/timer.ts';
import { QuestionCard } from './question-card.tsx';
import { QuestionNavigator } from './question-navigator.tsx';

type AttemptTakingProps = {
  title: string;
  attempt: AssessmentAttempt;
  /** Total time in seconds (for the countdown's colours); null without a timer. */
  duration: number | null;
  onFinished: (result: AssessmentResult) => void;
  /** Takes the 409 time-over failure of any call (returns true when it did). */
  onFailure: (error: unknown) => boolean;
};

/**
 * Answering (2-learner §4 Assessment flow): the questions one after another (GET nextQuestion), the navigator of the
 * attempt's questions (answered ones open read-only with ?index=), the countdown when the assessment shows the timer
 * (at zero the attempt is finished and the time-over result shown), Next, Finish (confirmed while questions remain
 * unanswered) and Give up (confirmed: the progress is lost).
 */
export function AttemptTaking({ title, attempt, duration, onFinished, onFailure }: AttemptTakingProps) {
  const { t } = useTranslation('assessments');
  const [answered, setAnswered] = useState<Record<string, boolean>>(() => Object.fromEntries(attempt.questions.map((q) => [q.id, q.answered])));
  const [viewIndex, setViewIndex] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [deadline, setDeadline] = useState<number | null>(() => localDeadline(attempt.secondsLeft, Date.now()));
  const [closing, setClosing] = useState<'finish' | 'giveUp' | null>(null);
  const query = useQuery(questionQuery(attempt.id, viewIndex, version));

  const questions = useMemo(() => [...attempt.questions].sort((a, b) => a.order - b.order).map((q) => ({ id: q.id, answered: Boolean(answered[q.id]) })), [attempt.questions, answered]);
  const answeredCount = questions.filter((q) => q.answered).length;
  const firstOpen = questions.findIndex((q) => !q.answered);
  const nextIndex = firstOpen >= 0 ? firstOpen + 1 : null;
  const data = query.data;

  // the server's seconds left re-synchronise the countdown with every question
  useEffect(() => {
    if (data && data.secondsLeft !== null && data.secondsLeft !== undefined) setDeadline(localDeadline(data.secondsLeft, Date.now()));
  }, [data]);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    setLoadFailed(Boolean(query.error) && !onFailure(query.error));
  }, [query.error, onFailure]);

  const [expired, setExpired] = useState(false);
  const close = useCallback(
    async (how: 'finish' | 'giveUp' | 'timeUp') => {
      setClosing(how === 'giveUp' ? 'giveUp' : 'finish');
      try {
        if (how === 'timeUp') {
          // the server closes the attempt as out of time once its grace for answers in flight has passed
          setExpired(true);
          await new Promise((resolve) => window.setTimeout(resolve, DEADLINE_GRACE_MS + 500));
          // the server records whether the time ran out; the result says so
          onFinished(await finishAttempt(attempt.id));
        } else onFinished(how === 'giveUp' ? await giveUpAttempt(attempt.id) : await finishAttempt(attempt.id));
      } catch (error) {
        if (!onFailure(error)) notifyError(error);
      } finally {
        setClosing(null);
      }
    },
    [attempt.id, onFinished, onFailure],
  );

  const remaining = useCountdown(deadline, () => void close('timeUp'));

  const goNext = () => {
    setViewIndex(null);
    setVersion((v) => v + 1);
  };
  const open = (index: number) => (index === nextIndex ? goNext() : setViewIndex(index));

  const finish = async () => {
    const left = questions.length - answeredCount;
    if (left > 0) {
      const ok = await confirmAction({ title: t('attempt.taking.finishTitle'), message: t('attempt.taking.finishMessage', { count: left }), confirmLabel: t('attempt.taking.finish'), tone: 'warning', testId: 'confirm-finish' });
      if (!ok) return;
    }
    await close('finish');
  };
  const giveUp = async () => {
    const ok = await confirmAction({ title: t('attempt.taking.giveUpTitle'), message: t('attempt.taking.giveUpMessage'), confirmLabel: t('attempt.taking.giveUpConfirm'), tone: 'danger', testId: 'confirm-give-up' });
    if (ok) await close('giveUp');
  };

  const onAnswered = useCallback((answer: AnswerResult) => setAnswered((current) => ({ ...current, [answer.questaoId]: true })), []);
  const onDone = (answer: AnswerResult) => {
    if (!hasAnswerFeedback(answer)) goNext();
  };

  const currentAnswered = Boolean(data?.question && (data.answer || answered[data.question.id]));
  let slot;
  if (expired) {
    slot = (
      <Alert color="orange" variant="light" icon={<IconClock size={18} />} title={t('attempt.result.title.timeOver')} data-testid="assessment-time-up">
        <Group gap="xs">
          <Loader size="xs" color="orange" />
          <Text size="sm">{t('messages:avaliacoes.timeOver')}</Text>
        </Group>
      </Alert>
    );
  } else if (loadFailed) {
    slot = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('messages:avaliacoes.questionLoadError')} data-testid="question-load-error">
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('attempt.taking.retryLoad')}
        </Button>
      </Alert>
    );
  } else if (query.isPending || !data) {
    slot = (
      <Center h={240} data-testid="question-loading">
        <Loader />
      </Center>
    );
  } else if (data.done && !data.question) {
    slot = (
      <Paper withBorder radius="lg" p="xl" data-testid="assessment-all-answered">
        <Stack align="center" gap="xs" ta="center">
          <IconChecks size={40} color="var(--mantine-color-teal-6)" />
          <Text fw={700} fz="lg">
            {t('attempt.taking.allAnswered')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('attempt.taking.allAnsweredHint')}
          </Text>
        </Stack>
      </Paper>
    );
  } else if (!data.question) {
    slot = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('messages:avaliacoes.questionLoadError')} data-testid="question-load-error">
        {t('messages:avaliacoes.questionTypeUnsupported')}
      </Alert>
    );
  } else {
    slot = (
      <QuestionCard
        key={`${data.question.id}:${version}`}
        attemptId={attempt.id}
        question={data.question}
        index={data.index}
        total={data.total}
        answer={data.answer}
        onAnswered={onAnswered}
        onDone={onDone}
        onFailure={onFailure}
      />
    );
  }

  const tone = remaining === null ? 'brand' : clockTone(remaining, duration);
  const allDone = nextIndex === null;
  return (
    <Stack gap="md" data-testid="assessment-taking" data-attempt-id={attempt.id}>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Box style={{ minWidth: 0 }}>
              <Title order={3} fz="lg" lineClamp={2}>
                {title}
              </Title>
              <Text size="sm" c="dimmed" data-testid="assessment-answered-count">
                {t('attempt.taking.answered', { answered: answeredCount, total: questions.length })}
              </Text>
            </Box>
            {remaining !== null && (
              <Badge
                size="xl"
                radius="md"
                variant={tone === 'brand' ? 'light' : 'filled'}
                color={tone}
                leftSection={<IconClock size={18} />}
                aria-label={`${t('attempt.taking.timeLeft')}: ${formatClock(remaining)}`}
                role="timer"
                data-testid="assessment-timer"
                style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatClock(remaining)}
              </Badge>
            )}
          </Group>
          <Progress value={questions.length ? (answeredCount / questions.length) * 100 : 0} size="sm" radius="xl" color="teal" aria-hidden />
          <QuestionNavigator questions={questions} current={data?.question ? data.index : null} next={nextIndex} onOpen={open} />
        </Stack>
      </Paper>

      {slot}

      <Group justify="space-between" gap="sm">
        <Button variant="subtle" color="red" leftSection={<IconDoorExit size={18} />} onClick={() => void giveUp()} loading={closing === 'giveUp'} disabled={closing === 'finish'} data-testid="assessment-give-up">
          {t('attempt.taking.giveUp')}
        </Button>
        <Group gap="sm">
          {currentAnswered && !allDone && !expired && (
            <Button variant="light" rightSection={<IconArrowRight size={18} />} onClick={goNext} data-testid="question-next">
              {viewIndex !== null && viewIndex !== nextIndex ? t('attempt.taking.backToCurrent') : t('attempt.taking.next')}
            </Button>
          )}
          <Button
            variant={allDone ? 'filled' : 'default'}
            leftSection={<IconFlag size={18} />}
            onClick={() => void finish()}
            loading={closing === 'finish'}
            disabled={closing === 'giveUp'}
            data-testid="assessment-finish"
          >
            {t('attempt.taking.finish')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
