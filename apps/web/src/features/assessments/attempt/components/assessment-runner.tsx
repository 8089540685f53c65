import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { AssessmentAttempt, AssessmentContext, AssessmentResult } from '@plataforma/shared/assessments';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm.tsx';
import { errorMessage, notifyError } from '../../../../lib/notify.ts';
import { ATTEMPT_KEY, assessmentInfoQuery, skipAssessment, startAttempt } from '../../api/attempt.ts';
import { timeOverResultOf } from '../utils/result.ts';
import { AssessmentInfoPanel } from './assessment-info-panel.tsx';
import { AttemptResult } from './attempt-result.tsx';
import { AttemptTaking } from './attempt-taking.tsx';

export type AssessmentRunnerProps = {
  avaliacaoId: string;
  /** The course the assessment is taken in. */
  cursoId?: string | null;
  /** The trail the assessment is taken in. */
  trilhaId?: string | null;
  /** An attempt ended (finished, given up, skipped or out of time): the caller refreshes what depends on it. */
  onFinished?: (result: AssessmentResult) => void;
};

type Phase = { kind: 'info' } | { kind: 'taking'; attempt: AssessmentAttempt } | { kind: 'result'; result: AssessmentResult };

/**
 * Taking an assessment (2-learner §2 classroom assessment taking, §3, §4 Assessment flow): the info page, Start /
 * Continue / Skip, the questions, then the result. Used by the classroom and by /gestao/avaliacao/{id}/answer.
 */
export function AssessmentRunner({ avaliacaoId, cursoId, trilhaId, onFinished }: AssessmentRunnerProps) {
  const { t } = useTranslation('assessments');
  const client = useQueryClient();
  const ctx = useMemo<AssessmentContext>(() => ({ avaliacaoId, ...(cursoId ? { cursoId } : {}), ...(trilhaId ? { trilhaId } : {}) }), [avaliacaoId, cursoId, trilhaId]);
  const info = useQuery(assessmentInfoQuery(ctx));
  const [phase, setPhase] = useState<Phase>({ kind: 'info' });
  const [busy, setBusy] = useState<'start' | 'skip' | null>(null);

  const finished = useCallback(
    (result: AssessmentResult) => {
      setPhase({ kind: 'result', result });
      void client.invalidateQueries({ queryKey: ATTEMPT_KEY });
      onFinished?.(result);
    },
    [client, onFinished],
  );

  /** The 409 'avaliacoes.timeOver' of any call carries the result: show it. */
  const onFailure = useCallback(
    (error: unknown) => {
      const result = timeOverResultOf(error);
      if (!result) return false;
      finished(result);
      return true;
    },
    [finished],
  );

  const start = async () => {
    setBusy('start');
    try {
      setPhase({ kind: 'taking', attempt: await startAttempt(ctx) });
    } catch (error) {
      if (!onFailure(error)) {
        notifyError(error);
        setPhase({ kind: 'info' });
        void info.refetch();
      }
    } finally {
      setBusy(null);
    }
  };

  const skip = async () => {
    const ok = await confirmAction({ title: t('attempt.info.skipTitle'), message: t('attempt.info.skipMessage'), confirmLabel: t('attempt.info.skipConfirm'), tone: 'warning', testId: 'confirm-skip' });
    if (!ok) return;
    setBusy('skip');
    try {
      finished(await skipAssessment(ctx));
    } catch (error) {
      notifyError(error);
      void info.refetch();
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (phase.kind === 'result') body = <AttemptResult result={phase.result} onRetry={() => void start()} retrying={busy === 'start'} />;
  else if (phase.kind === 'taking')
    body = (
      <AttemptTaking
        key={phase.attempt.id}
        title={info.data?.title ?? ''}
        attempt={phase.attempt}
        duration={info.data?.showTimer ? info.data.duration : null}
        onFinished={finished}
        onFailure={onFailure}
      />
    );
  else if (info.isPending)
    body = (
      <Center h={280} data-testid="assessment-loading">
        <Loader />
      </Center>
    );
  else if (info.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('messages:avaliacoes.loadError')} data-testid="assessment-load-error">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorMessage(info.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void info.refetch()}>
            {t('attempt.taking.retryLoad')}
          </Button>
        </Group>
      </Alert>
    );
  else body = <AssessmentInfoPanel info={info.data} onStart={() => void start()} starting={busy === 'start'} onSkip={() => void skip()} skipping={busy === 'skip'} />;

  return (
    <div data-testid="assessment-runner" data-avaliacao-id={avaliacaoId} data-phase={phase.kind}>
      {body}
    </div>
  );
}
