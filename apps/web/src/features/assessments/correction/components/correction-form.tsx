import { Button, FileButton, Group, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { OBSERVATIONS_MAX, type CorrectionAnswer } from '@plataforma/shared/assessments';
import { IconDeviceFloppy, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/language.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../../lib/notify.ts';
import type { useCorrectionMutations } from '../../api/correction.ts';
import { scoreIssue, scoreText, segmentOfFile } from '../correction-rules.ts';
import { AnswerFileList } from './answer-files.tsx';

type Mutations = ReturnType<typeof useCorrectionMutations>;

/**
 * The evaluator's correction of an essay or practical answer: score (0..the question's max score; the server's
 * message on error), observations, optional evaluator files (after the correction exists), Save (POST the first time,
 * PUT after). Read-only once the attempt's correction is finished.
 */
export function CorrectionForm({ answer, editable, mutations }: { answer: CorrectionAnswer; editable: boolean; mutations: Mutations }) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const correction = answer.correction;
  const max = answer.question.maxScore;
  const [score, setScore] = useState<number | string>(correction?.score ?? '');
  const [observations, setObservations] = useState(correction?.observations ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setScore(correction?.score ?? '');
    setObservations(correction?.observations ?? '');
  }, [correction?.id, correction?.score, correction?.observations]);

  const save = async () => {
    const issue = scoreIssue(score, max);
    if (issue) {
      // the range message is the server's (the shared catalogue), so both checks read the same
      setError(issue === 'scoreRange' ? t('messages:avaliacoes.correctionScoreRange', { max: scoreText(max) }) : t('correction.form.scoreRequired'));
      return;
    }
    setError(null);
    try {
      await mutations.save.mutateAsync({ answerId: answer.id, correctionId: correction?.id ?? null, score: Number(score), observations });
      notifySuccess(t('correction.form.saved'));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const upload = async (file: File | null) => {
    if (!file || !correction) return;
    try {
      await mutations.upload.mutateAsync({ correctionId: correction.id, segment: segmentOfFile(file), file });
      notifySuccess(t('correction.form.uploaded'));
    } catch (failure) {
      notifyError(failure);
    }
  };

  const saving = mutations.save.isPending && mutations.save.variables?.answerId === answer.id;
  const uploading = mutations.upload.isPending && mutations.upload.variables?.correctionId === correction?.id;

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-body)" data-testid="correction-form" data-corrected={Boolean(correction) || undefined}>
      <Stack gap="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <NumberInput
            label={t('correction.form.score', { max: scoreText(max) })}
            value={score}
            onChange={(value) => {
              setScore(value);
              setError(null);
            }}
            min={0}
            max={max}
            step={0.5}
            decimalScale={2}
            clampBehavior="none"
            allowNegative={false}
            disabled={!editable}
            error={error}
            w={{ base: '100%', xs: 200 }}
            data-testid="correction-score"
          />
          <Textarea
            label={t('correction.form.observations')}
            placeholder={t('correction.form.observationsPlaceholder')}
            value={observations}
            onChange={(event) => setObservations(event.currentTarget.value)}
            maxLength={OBSERVATIONS_MAX}
            autosize
            minRows={2}
            maxRows={8}
            disabled={!editable}
            style={{ flex: '1 1 320px' }}
            data-testid="correction-observations"
          />
        </Group>

        {(editable || Boolean(correction?.files.length)) && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('correction.form.files')}
            </Text>
            {correction && <AnswerFileList files={correction.files} />}
            {editable && (
              <Group gap="sm">
                <FileButton onChange={(file) => void upload(file)} disabled={!correction || uploading}>
                  {(props) => (
                    <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />} loading={uploading} disabled={!correction} data-testid="correction-upload">
                      {t('correction.form.addFile')}
                    </Button>
                  )}
                </FileButton>
                {!correction && (
                  <Text size="xs" c="dimmed">
                    {t('correction.form.uploadNeedsSave')}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
        )}

        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" data-testid="correction-author">
            {correction ? t('correction.view.correctedBy', { name: correction.evaluatorName, date: formatDateTime(correction.correctedAt, language) }) : ''}
          </Text>
          {editable && (
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={saving} data-testid="correction-save">
              {correction ? t('correction.form.update') : t('correction.form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
