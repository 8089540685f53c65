import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Grid,
  Group,
  Image,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCopy, IconFile, IconInfoCircle, IconPaperclip, IconPhoto, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@plataforma/shared';
import {
  FEEDBACK_MAX,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  PRATICA_ANSWER_TYPES,
  QUESTAO_TIPOS,
  QUESTION_ATTACHMENT_MAX_MB,
  QUESTION_IMAGE_MAX_MB,
  QUESTION_SCORE_MAX,
  SCALE_MAX,
  SCALE_MIN,
  STATEMENT_MAX,
  UPLOAD_KINDS,
  hasOptions,
  needsCorrection,
  type PraticaAnswerType,
  type QuestaoTipo,
  type UploadKind,
} from '@plataforma/shared/assessments';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError } from '../../../lib/notify.ts';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  changeQuestionType,
  toggleCorrect,
  type AssessmentFormValues,
  type QuestionFileValue,
  type TrueFalseLabels,
} from './assessment-form.ts';
import { QUESTION_FILE_ACCEPT, checkQuestionFile, questionFileUrl, readQuestionFile, type QuestionFileKind } from './question-file.ts';

export type AssessmentForm = UseFormReturnType<AssessmentFormValues>;

/** The labels true/false questions start with, in the UI language. */
export function useTrueFalseLabels(): TrueFalseLabels {
  const { t } = useTranslation('assessments');
  return [t('trueFalse.true'), t('trueFalse.false')];
}

/** The question kinds as select options. */
export function useQuestionKindOptions() {
  const { t } = useTranslation('assessments');
  return QUESTAO_TIPOS.map((value) => ({ value, label: t(`questionKinds.${value}`) }));
}

/** A question's image or attachment: the file kept or chosen (checked for type and size), replaced or removed. */
function QuestionFileField({ kind, value, onChange, testId }: { kind: QuestionFileKind; value: QuestionFileValue | null; onChange: (file: QuestionFileValue | null) => void; testId: string }) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const [reading, setReading] = useState(false);
  const max = kind === 'image' ? QUESTION_IMAGE_MAX_MB : QUESTION_ATTACHMENT_MAX_MB;
  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = checkQuestionFile(file, kind);
    if (problem) {
      notifyError(null, translate(problem.key, language, problem.params));
      return;
    }
    setReading(true);
    try {
      onChange(await readQuestionFile(file));
    } catch (error) {
      notifyError(error);
    } finally {
      setReading(false);
    }
  };
  const url = value ? questionFileUrl(value) : null;
  return (
    <Stack gap={6} data-testid={testId}>
      <div>
        <Text size="sm" fw={500}>
          {t(kind === 'image' ? 'builder.questions.image' : 'builder.questions.attachment')}
        </Text>
        <Text size="xs" c="dimmed">
          {t(kind === 'image' ? 'builder.questions.imageHint' : 'builder.questions.attachmentHint', { max })}
        </Text>
      </div>
      {value && (
        <Paper withBorder radius="md" p={8}>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              {kind === 'image' && url ? (
                <Image src={url} alt={value.name} w={56} h={42} radius="sm" fit="cover" />
              ) : (
                <IconFile size={22} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
              )}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate data-testid={`${testId}-name`}>
                  {value.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatNumber(value.size / 1048576, language, { maximumFractionDigits: 2 })} MB{'data' in value ? ` · ${t('builder.questions.newFile')}` : ''}
                </Text>
              </Stack>
            </Group>
            <Tooltip label={t('builder.questions.removeFile')} withArrow>
              <ActionIcon variant="subtle" color="gray" aria-label={t('builder.questions.removeFile')} onClick={() => onChange(null)} data-testid={`${testId}-remove`}>
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      )}
      <FileButton onChange={(file) => void pick(file)} accept={QUESTION_FILE_ACCEPT[kind]} inputProps={{ 'data-testid': `${testId}-input` } as object}>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            loading={reading}
            leftSection={kind === 'image' ? <IconPhoto size={16} /> : <IconPaperclip size={16} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {value ? t('builder.questions.replace') : t('builder.questions.choose')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}

/** The options of a choice question: text and the correct mark (radio for one answer, checkbox for many). */
function OptionsEditor({ form, index }: { form: AssessmentForm; index: number }) {
  const { t } = useTranslation('assessments');
  const path = `questions.${index}`;
  const q = form.values.questions[index];
  const multiple = q.type === 'Multipla';
  const fixed = q.type === 'VerdadeiroFalso';
  const error = form.errors[`${path}.options`];
  return (
    <Stack gap={6} data-testid="question-options">
      <Group justify="space-between">
        <div>
          <Text size="sm" fw={500}>
            {t('builder.questions.options')}
          </Text>
          <Text size="xs" c="dimmed">
            {t(multiple ? 'builder.questions.multipleHint' : 'builder.questions.singleHint')}
            {!fixed && ` ${t('builder.questions.optionsLimit', { max: OPTIONS_MAX })}`}
          </Text>
        </div>
        {!fixed && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={!canAddOption(q)}
            onClick={() => form.setFieldValue(`${path}.options`, addOption(q))}
            data-testid="question-add-option"
          >
            {t('builder.questions.addOption')}
          </Button>
        )}
      </Group>
      {q.options.map((option, i) => {
        const mark = () => {
          form.setFieldValue(`${path}.options`, toggleCorrect(form.getValues().questions[index], i));
          form.clearFieldError(`${path}.options`);
        };
        return (
          <Group key={option.key} gap="sm" wrap="nowrap" align="flex-start" data-testid="question-option">
            <Tooltip label={t('builder.questions.correct')} withArrow openDelay={300}>
              <div style={{ paddingTop: 8 }}>
                {multiple ? (
                  <Checkbox checked={option.isTrue} onChange={mark} aria-label={t('builder.questions.correct')} color="teal" data-testid="question-option-correct" />
                ) : (
                  <Radio checked={option.isTrue} onChange={mark} aria-label={t('builder.questions.correct')} color="teal" data-testid="question-option-correct" />
                )}
              </div>
            </Tooltip>
            <TextInput
              style={{ flex: 1 }}
              placeholder={t('builder.questions.optionPlaceholder', { n: i + 1 })}
              aria-label={t('builder.questions.optionPlaceholder', { n: i + 1 })}
              maxLength={OPTION_TEXT_MAX}
              readOnly={fixed}
              rightSection={
                option.isTrue ? (
                  <Badge size="xs" color="teal" variant="light" radius="sm">
                    {t('builder.questions.correct')}
                  </Badge>
                ) : undefined
              }
              rightSectionWidth={option.isTrue ? 80 : undefined}
              {...form.getInputProps(`${path}.options.${i}.text`)}
              data-testid="question-option-text"
            />
            {canRemoveOption(q) && (
              <ActionIcon
                mt={4}
                variant="subtle"
                color="red"
                aria-label={t('builder.questions.removeOption')}
                onClick={() => form.removeListItem(`${path}.options`, i)}
                data-testid="question-option-remove"
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {error && (
        <Text size="xs" c="red" data-testid="question-options-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

type QuestionEditorProps = {
  form: AssessmentForm;
  index: number;
  onDuplicate: () => void;
  onRemove: () => void;
};

/** One question (3-admin §3 Question): kind, statement, scores, options, practical answers, feedback and files. */
export function QuestionEditor({ form, index, onDuplicate, onRemove }: QuestionEditorProps) {
  const { t } = useTranslation('assessments');
  const trueFalse = useTrueFalseLabels();
  const kindOptions = useQuestionKindOptions();
  const path = `questions.${index}`;
  const q = form.values.questions[index];
  const setType = (type: QuestaoTipo) => {
    const current = form.getValues().questions[index];
    form.setFieldValue(path, changeQuestionType(current, type, trueFalse));
    form.clearFieldError(`${path}.options`);
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="question-editor" data-type={q.type}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('builder.questions.number', { n: index + 1 })}</Text>
          <Group gap={4}>
            <Button size="compact-sm" variant="subtle" leftSection={<IconCopy size={14} />} onClick={onDuplicate} data-testid="question-duplicate">
              {t('builder.questions.duplicate')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove} data-testid="question-remove">
              {t('builder.questions.remove')}
            </Button>
          </Group>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('builder.questions.type')}
              data={kindOptions}
              allowDeselect={false}
              value={q.type}
              onChange={(value) => value && setType(value as QuestaoTipo)}
              comboboxProps={{ zIndex: 400 }}
              data-testid="question-type"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t('builder.questions.maxScore')}
              min={0}
              max={QUESTION_SCORE_MAX}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps(`${path}.maxScore`)}
              data-testid="question-maxScore"
            />
          </Grid.Col>
          {q.type === 'Escala' && (
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberInput
                label={t('builder.questions.scale')}
                min={SCALE_MIN}
                max={SCALE_MAX}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps(`${path}.scale`)}
                data-testid="question-scale"
              />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <Textarea
              label={t('builder.questions.statement')}
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              maxLength={STATEMENT_MAX}
              {...form.getInputProps(`${path}.statement`)}
              data-testid="question-statement"
            />
          </Grid.Col>
        </Grid>
        {(q.type === 'Escala' || needsCorrection(q.type)) && (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} py={6}>
            {t(q.type === 'Escala' ? 'builder.questions.notGraded' : 'builder.questions.needsCorrection')}
          </Alert>
        )}
        {hasOptions(q.type) && <OptionsEditor form={form} index={index} />}
        {q.type === 'Pratica' && (
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('builder.questions.answerType')}
              </Text>
              <SegmentedControl
                data={PRATICA_ANSWER_TYPES.map((value) => ({ value, label: t(`answerTypes.${value}`) }))}
                value={q.answerType ?? ''}
                onChange={(value) => {
                  form.setFieldValue(`${path}.answerType`, value as PraticaAnswerType);
                  form.clearFieldError(`${path}.uploadKinds`);
                }}
                data-testid="question-answerType"
              />
              {form.errors[`${path}.answerType`] && (
                <Text size="xs" c="red" mt={4}>
                  {form.errors[`${path}.answerType`]}
                </Text>
              )}
            </div>
            {q.answerType === 'upload' && (
              <Checkbox.Group
                label={t('builder.questions.uploadKinds')}
                withAsterisk
                value={q.uploadKinds}
                onChange={(value) => form.setFieldValue(`${path}.uploadKinds`, value as UploadKind[])}
                error={form.errors[`${path}.uploadKinds`]}
                data-testid="question-uploadKinds"
              >
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={6}>
                  {UPLOAD_KINDS.map((kind) => (
                    <Checkbox key={kind} value={kind} label={t(`uploadKinds.${kind}`)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          </Stack>
        )}
        <Stack gap="sm">
          <Switch label={t('builder.questions.showFeedback')} {...form.getInputProps(`${path}.showFeedback`, { type: 'checkbox' })} data-testid="question-showFeedback" />
          {q.showFeedback && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Textarea
                label={t('builder.questions.rightFeedback')}
                autosize
                minRows={2}
                maxRows={5}
                maxLength={FEEDBACK_MAX}
                {...form.getInputProps(`${path}.rightFeedback`)}
                data-testid="question-rightFeedback"
              />
              <Textarea
                label={t('builder.questions.wrongFeedback')}
                autosize
                minRows={2}
                maxRows={5}
                maxLength={FEEDBACK_MAX}
                {...form.getInputProps(`${path}.wrongFeedback`)}
                data-testid="question-wrongFeedback"
              />
            </SimpleGrid>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <QuestionFileField kind="image" value={q.image} onChange={(file) => form.setFieldValue(`${path}.image`, file)} testId="question-image" />
          <QuestionFileField kind="attachment" value={q.attachment} onChange={(file) => form.setFieldValue(`${path}.attachment`, file)} testId="question-attachment" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
