import { Alert, Anchor, Badge, Box, Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ANSWER_TEXT_MAX, type AnswerFile, type AnswerResult, type StoredFileReply, type StudentQuestion } from '@plataforma/shared/assessments';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconCircleX, IconClockHour4, IconLink, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/notify.ts';
import { sendAnswer, uploadAnswerFile } from '../../api/attempt.ts';
import { AnswerFileList, AnswerFileView } from '../../../assessments/correction/components/answer-files.tsx';
import { buildAnswerPayload, emptyDraft, isAnswerReady, isValidLink, toggleOption, type AnswerDraft, type PendingFile } from '../utils/answer-payload.ts';
import { segmentOf } from '../utils/recorder.ts';
import { optionStateOf, type OptionState } from '../utils/result.ts';
import { PracticalUpload } from './practical-upload.tsx';

const OPTION_COLOR: Record<OptionState, string | null> = { right: 'green', wrong: 'red', missed: 'green', chosen: 'blue', none: null };

/** A question's image or attachment shown with the answer files' viewer (fetched with the session). */
const asFile = (file: StoredFileReply, image: boolean): AnswerFile => ({ ...file, kind: image ? 'Imagens' : 'Documentos' });

type QuestionCardProps = {
  attemptId: string;
  question: StudentQuestion;
  index: number;
  total: number;
  /** The answer already given (read-only); null while the question is open. */
  answer: AnswerResult | null;
  /** The server accepted the answer (the files may still be on their way). */
  onAnswered: (answer: AnswerResult) => void;
  /** The answer and all its files are stored. */
  onDone: (answer: AnswerResult) => void;
  /** A call failed: the runner takes the time-over failure; returns true when it did. */
  onFailure: (error: unknown) => boolean;
};

/**
 * One question of the attempt (2-learner §3 Question, Answer payload, Answer result): 'Questão N de M', the statement,
 * image and attachment, the input of its kind, 'Enviar resposta', then the answer read-only with the hit/miss feedback
 * and the right options (green) and wrong choices (red) when the reply carries them.
 */
export function QuestionCard({ attemptId, question, index, total, answer, onAnswered, onDone, onFailure }: QuestionCardProps) {
  const { t } = useTranslation('assessments');
  const [draft, setDraft] = useState<AnswerDraft>(emptyDraft);
  const [sent, setSent] = useState<AnswerResult | null>(answer);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [leftToUpload, setLeftToUpload] = useState<PendingFile[]>([]);
  const [linkTouched, setLinkTouched] = useState(false);

  const shown = sent ?? answer;
  const readOnly = shown !== null;
  const update = (change: Partial<AnswerDraft>) => setDraft((current) => ({ ...current, ...change }));

  const upload = async (reply: AnswerResult, files: PendingFile[]) => {
    const stored: AnswerFile[] = [];
    for (let i = 0; i < files.length; i += 1) {
      const item = files[i];
      try {
        stored.push(await uploadAnswerFile(reply.id, segmentOf(item.kind), item.file, (share) => setProgress((p) => ({ ...p, [item.key]: share }))));
      } catch (failure) {
        const rest = files.slice(i);
        setLeftToUpload(rest);
        if (!onFailure(failure)) setError(`${t('attempt.upload.failed', { name: item.file.name })} ${errorMessage(failure)}`);
        return;
      }
    }
    setLeftToUpload([]);
    const complete = { ...reply, files: [...reply.files, ...stored] };
    setSent(complete);
    onDone(complete);
  };

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const reply = await sendAnswer(buildAnswerPayload(attemptId, question, draft));
      setSent(reply);
      onAnswered(reply);
      const files = question.type === 'Pratica' && question.answerType === 'upload' ? draft.files : [];
      if (files.length > 0) await upload(reply, files);
      else onDone(reply);
    } catch (failure) {
      if (!onFailure(failure)) setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  const retryUpload = async () => {
    if (!sent) return;
    setSending(true);
    setError(null);
    try {
      await upload(sent, leftToUpload);
    } finally {
      setSending(false);
    }
  };

  const single = question.type !== 'Multipla';
  const hint = t(`attempt.taking.hint.${question.type}`, { max: question.scale ?? 0 });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="assessment-question" data-question-id={question.id} data-question-type={question.type} data-answered={readOnly}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Badge variant="light" size="lg" radius="sm" data-testid="question-position">
            {t('attempt.taking.questionOf', { index, total })}
          </Badge>
          <Text size="xs" c="dimmed">
            {hint} · {t('attempt.taking.points', { count: question.maxScore })}
          </Text>
        </Group>
        <Text fz="lg" fw={600} style={{ whiteSpace: 'pre-wrap' }} data-testid="question-statement">
          {question.statement}
        </Text>
        {question.image && <AnswerFileView file={asFile(question.image, true)} />}
        {question.attachment && (
          <Box>
            <Text size="xs" fw={600} c="dimmed" mb={4}>
              {t('attempt.taking.attachment')}
            </Text>
            <AnswerFileView file={asFile(question.attachment, false)} />
          </Box>
        )}

        {(question.type === 'Objetiva' || question.type === 'Multipla' || question.type === 'VerdadeiroFalso') && (
          <Stack gap="xs" role={single ? 'radiogroup' : 'group'} aria-label={hint} data-testid="question-options">
            {question.options.map((option) => {
              const state = shown ? optionStateOf(option.id, shown, single) : 'none';
              const checked = shown ? shown.userAnswers.includes(option.id) : draft.optionIds.includes(option.id);
              const color = OPTION_COLOR[state] ?? (checked ? 'blue' : null);
              const Card = single ? Radio.Card : Checkbox.Card;
              return (
                <Card
                  key={option.id}
                  checked={checked}
                  name={`question-${question.id}`}
                  value={option.id}
                  aria-disabled={readOnly || undefined}
                  onClick={() => !readOnly && update({ optionIds: toggleOption(question.type, draft.optionIds, option.id) })}
                  radius="md"
                  withBorder
                  px="md"
                  py="sm"
                  data-testid="question-option"
                  data-option-id={option.id}
                  data-state={state}
                  data-checked={checked}
                  style={{
                    cursor: readOnly ? 'default' : 'pointer',
                    ...(color ? { borderColor: `var(--mantine-color-${color}-5)`, background: `var(--mantine-color-${color}-light)` } : {}),
                  }}
                >
                  <Group gap="sm" wrap="nowrap" justify="space-between">
                    <Group gap="sm" wrap="nowrap">
                      {single ? <Radio.Indicator color={color ?? undefined} /> : <Checkbox.Indicator color={color ?? undefined} />}
                      <Text size="sm">{option.text}</Text>
                    </Group>
                    {(state === 'right' || state === 'missed') && shown && shown.correctAnswers.length > 0 && (
                      <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
                        {t('attempt.taking.rightOption')}
                      </Badge>
                    )}
                    {state === 'wrong' && <IconX size={18} color="var(--mantine-color-red-6)" aria-hidden />}
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}

        {question.type === 'Escala' && (
          <Group gap="xs" role="radiogroup" aria-label={hint} data-testid="question-scale">
            {Array.from({ length: question.scale ?? 0 }, (_, i) => i + 1).map((value) => {
              const selected = (shown ? shown.scale : draft.scale) === value;
              return (
                <Button
                  key={value}
                  variant={selected ? 'filled' : 'default'}
                  w={48}
                  px={0}
                  role="radio"
                  aria-checked={selected}
                  aria-label={t('attempt.taking.scaleLabel', { value })}
                  disabled={readOnly && !selected}
                  onClick={() => !readOnly && update({ scale: value })}
                  data-testid="scale-value"
                >
                  {value}
                </Button>
              );
            })}
          </Group>
        )}

        {(question.type === 'Dissertativa' || (question.type === 'Pratica' && question.answerType !== 'link')) &&
          (readOnly ? (
            shown?.answerDiscourse ? (
              <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="answer-text-readonly">
                  {shown.answerDiscourse}
                </Text>
              </Paper>
            ) : null
          ) : (
            <Textarea
              label={question.type === 'Pratica' && question.answerType === 'upload' ? t('attempt.taking.noteLabel') : t('attempt.taking.textLabel')}
              placeholder={t('attempt.taking.essayPlaceholder')}
              autosize
              minRows={question.answerType === 'upload' ? 2 : 5}
              maxRows={16}
              maxLength={ANSWER_TEXT_MAX}
              value={draft.text}
              onChange={(event) => update({ text: event.currentTarget.value })}
              data-testid="answer-text"
            />
          ))}

        {question.type === 'Pratica' && question.answerType === 'link' &&
          (readOnly ? (
            shown?.link ? (
              <Anchor href={shown.link} target="_blank" rel="noreferrer" size="sm" data-testid="answer-link">
                <Group gap={4} wrap="nowrap">
                  <IconLink size={16} />
                  {shown.link}
                </Group>
              </Anchor>
            ) : null
          ) : (
            <TextInput
              label={t('attempt.taking.linkLabel')}
              placeholder="https://"
              leftSection={<IconLink size={16} />}
              value={draft.link}
              onChange={(event) => update({ link: event.currentTarget.value })}
              onBlur={() => setLinkTouched(true)}
              error={linkTouched && draft.link.trim() && !isValidLink(draft.link) ? t('attempt.taking.linkInvalid') : undefined}
              data-testid="answer-link-input"
            />
          ))}

        {question.type === 'Pratica' && question.answerType === 'upload' &&
          (readOnly && leftToUpload.length === 0 && !sending ? (
            <AnswerFileList files={shown?.files ?? []} />
          ) : (
            <PracticalUpload
              kinds={question.uploadKinds}
              files={readOnly ? leftToUpload : draft.files}
              onChange={(files) => update({ files })}
              busy={sending || readOnly}
              progress={progress}
            />
          ))}

        {shown && <AnswerFeedback answer={shown} />}

        {error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="answer-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{error}</Text>
              {leftToUpload.length > 0 && (
                <Button size="xs" variant="light" color="red" onClick={() => void retryUpload()} loading={sending} data-testid="upload-retry">
                  {t('attempt.upload.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}

        {!readOnly && (
          <Group justify="flex-end">
            <Button leftSection={<IconSend size={18} />} disabled={!isAnswerReady(question, draft)} loading={sending} onClick={() => void send()} data-testid="answer-send">
              {t('attempt.taking.send')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Right, wrong, partly right or awaiting correction, with the question's feedback text when it has one. */
function AnswerFeedback({ answer }: { answer: AnswerResult }) {
  const { t } = useTranslation('assessments');
  const text = answer.correct === true ? answer.hitFeedback : answer.correct === false ? answer.missFeedback : (answer.hitFeedback ?? answer.missFeedback);
  if (answer.status === 'pending') {
    return (
      <Alert color="blue" variant="light" icon={<IconClockHour4 size={18} />} title={t('attempt.taking.pending')} data-testid="answer-feedback" data-feedback="pending">
        {text}
      </Alert>
    );
  }
  if (answer.correct === null) {
    return (
      <Alert color="gray" variant="light" icon={<IconCheck size={18} />} title={t('attempt.taking.sent')} data-testid="answer-feedback" data-feedback="sent">
        {text}
      </Alert>
    );
  }
  const kind = answer.correct ? 'correct' : answer.partiallyCorrect ? 'partial' : 'wrong';
  const color = kind === 'correct' ? 'green' : kind === 'partial' ? 'yellow' : 'red';
  const Icon = kind === 'correct' ? IconCircleCheck : IconCircleX;
  return (
    <Alert color={color} variant="light" icon={<Icon size={18} />} title={t(`attempt.taking.${kind}`)} data-testid="answer-feedback" data-feedback={kind}>
      {text && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>}
    </Alert>
  );
}
