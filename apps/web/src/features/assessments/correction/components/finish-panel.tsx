import { Alert, Button, Group, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { OBSERVATIONS_MAX, type CorrectionView } from '@plataforma/shared/assessments';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm.tsx';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import type { useCorrectionMutations } from '../../api/correction.ts';
import { canFinishCorrection, isCorrectionOpen, pendingAnswers, scoreText } from '../correction-rules.ts';
import { AttemptStatusBadge } from './attempt-status-badge.tsx';

type Mutations = ReturnType<typeof useCorrectionMutations>;

/**
 * 'Finalizar correção': final considerations and the button, enabled once every pending answer has its correction;
 * after a confirmation the grade is released. A finished attempt shows its released result instead.
 */
export function FinishPanel({ view, mutations }: { view: CorrectionView; mutations: Mutations }) {
  const { t } = useTranslation('assessments');
  const [text, setText] = useState(view.finalConsiderations ?? '');
  const pending = pendingAnswers(view).length;

  if (!isCorrectionOpen(view)) {
    const approved = view.status === 'Aprovado';
    return (
      <Paper withBorder radius="lg" p="lg" data-testid="correction-result" data-status={view.status}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color={approved ? 'green' : 'red'}>
            {approved ? <IconCircleCheck size={28} /> : <IconCircleX size={28} />}
          </ThemeIcon>
          <Stack gap={6}>
            <Title order={3} fz="lg">
              {t('correction.finish.resultTitle')}
            </Title>
            <Group gap="sm">
              <AttemptStatusBadge status={view.status} size="lg" />
              {view.score !== null && (
                <Text fw={700} data-testid="correction-result-score">
                  {t('correction.finish.result', { status: t(`correction.status.${view.status}`), score: scoreText(view.score) })}
                </Text>
              )}
            </Group>
            {view.finalConsiderations && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="correction-result-considerations">
                {view.finalConsiderations}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
    );
  }

  const finish = async () => {
    const ok = await confirmAction({
      title: t('correction.finish.confirmTitle'),
      message: t('correction.finish.confirmMessage'),
      confirmLabel: t('correction.finish.confirm'),
      tone: 'warning',
      testId: 'confirm-finish-correction',
    });
    if (!ok) return;
    try {
      await mutations.finish.mutateAsync(text);
      notifySuccess(t('correction.finish.done'));
    } catch (failure) {
      notifyError(failure);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="finish-panel">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconFlag size={20} />
          </ThemeIcon>
          <div>
            <Title order={3} fz="lg">
              {t('correction.finish.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('correction.finish.description')}
            </Text>
          </div>
        </Group>
        <Textarea
          label={t('correction.finish.finalConsiderations')}
          placeholder={t('correction.finish.finalPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={OBSERVATIONS_MAX}
          autosize
          minRows={3}
          maxRows={10}
          data-testid="finish-considerations"
        />
        {pending > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="finish-pending">
            {t('correction.finish.pending', { count: pending })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            color="teal"
            leftSection={<IconCircleCheck size={18} />}
            disabled={!canFinishCorrection(view)}
            loading={mutations.finish.isPending}
            onClick={() => void finish()}
            data-testid="finish-correction"
          >
            {t('correction.finish.button')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
