import { Grid, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClipboardCheck, IconClock, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@plataforma/shared';
import { AVALIACAO_TEXT_MAX, AVALIACAO_TIPOS, AVALIACAO_TITLE_MAX, RETRIES_MAX, SKILLS_MAX, needsCorrection, type Avaliacao, type AvaliacaoTipo } from '@plataforma/shared/assessments';
import { WizardModal, type WizardStep } from '../../../components/wizard/index.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useBasicCategories, useBasicSkills } from '../../categories-skills';
import { useAvaliacao, useEvaluatorOptions, useSaveAvaliacaoMutation, type EvaluatorOption } from '../api/builder.ts';
import {
  DATA_FIELDS,
  QUESTION_FIELDS,
  assessmentToValues,
  assessmentValuesToRequest,
  emptyAssessmentValues,
  validateAssessmentValues,
  type AssessmentFormValues,
} from './assessment-form.ts';
import type { AssessmentForm } from './question-editor.tsx';
import { QuestionsStep } from './questions-step.tsx';

/** The evaluators picker: active evaluator users found by name, plus those already chosen (kept with their names). */
function EvaluatorsSelect({ form, record }: { form: AssessmentForm; record: Avaliacao | null }) {
  const { t } = useTranslation('assessments');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useEvaluatorOptions(debounced);
  const [known, setKnown] = useState<Record<string, string>>({});
  useEffect(() => {
    const names: Record<string, string> = {};
    for (const e of record?.evaluators ?? []) names[e.id] = `${e.nomeCompleto} (${e.email})`;
    for (const o of query.data ?? []) names[o.value] = o.label;
    setKnown((current) => ({ ...current, ...names }));
  }, [record, query.data]);
  const selected = form.values.evaluatorsIds;
  const data = useMemo<EvaluatorOption[]>(() => {
    const ids = [...new Set([...selected, ...(query.data ?? []).map((o) => o.value)])];
    return ids.map((value) => ({ value, label: known[value] ?? value }));
  }, [selected, query.data, known]);
  const needsEvaluator = selected.length === 0 && form.values.questions.some((q) => needsCorrection(q.type));
  return (
    <MultiSelect
      label={t('builder.fields.evaluators')}
      description={needsEvaluator ? t('builder.hints.needsEvaluator') : t('builder.hints.evaluators')}
      placeholder={selected.length === 0 ? t('builder.hints.evaluatorsSearch') : undefined}
      leftSection={<IconUserCheck size={16} />}
      data={data}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('builder.hints.noEvaluators')}
      hidePickedOptions
      clearable
      maxDropdownHeight={240}
      {...form.getInputProps('evaluatorsIds')}
      data-testid="assessment-evaluators"
    />
  );
}

/** Step 1 'Dados': title, observation, kind, rules (timer, minimum score, retries, answers shown), classification. */
function DataStep({ form, record }: { form: AssessmentForm; record: Avaliacao | null }) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const categories = useBasicCategories();
  const skills = useBasicSkills('Avaliacao');
  const v = form.values;
  const skillsFull = v.skillsIds.length >= SKILLS_MAX;
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label={t('builder.fields.title')} withAsterisk maxLength={AVALIACAO_TITLE_MAX} {...form.getInputProps('title')} data-testid="assessment-title" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('builder.fields.type')}
            withAsterisk
            allowDeselect={false}
            data={AVALIACAO_TIPOS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            {...form.getInputProps('type')}
            onChange={(value) => value && form.setFieldValue('type', value as AvaliacaoTipo)}
            data-testid="assessment-type"
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('builder.fields.observation')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={AVALIACAO_TEXT_MAX}
            {...form.getInputProps('observation')}
            data-testid="assessment-observation"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('builder.fields.category')}
            data={categories.data ?? []}
            clearable
            searchable={(categories.data?.length ?? 0) > 4}
            maxDropdownHeight={240}
            {...form.getInputProps('categoryId')}
            data-testid="assessment-category"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <MultiSelect
            label={t('builder.fields.skills')}
            description={skillsFull ? translate('validation.maxItems', language, { max: SKILLS_MAX }) : t('builder.hints.skills', { max: SKILLS_MAX })}
            data={skills.data ?? []}
            searchable
            clearable
            hidePickedOptions
            maxValues={SKILLS_MAX}
            maxDropdownHeight={240}
            {...form.getInputProps('skillsIds')}
            data-testid="assessment-skills"
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <EvaluatorsSelect form={form} record={record} />
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="md">
          <NumberInput
            label={t('builder.fields.score')}
            description={v.type === 'Reacao' ? t('builder.hints.reactionScore') : t('builder.hints.score')}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            {...form.getInputProps('score')}
            data-testid="assessment-score"
          />
          <Stack gap="xs">
            <Switch label={t('builder.fields.showTimer')} {...form.getInputProps('showTimer', { type: 'checkbox' })} data-testid="assessment-showTimer" />
            {v.showTimer && (
              <TextInput
                label={t('builder.fields.duration')}
                withAsterisk
                placeholder={t('builder.hints.duration')}
                leftSection={<IconClock size={16} />}
                {...form.getInputProps('duration')}
                data-testid="assessment-duration"
              />
            )}
          </Stack>
          <Stack gap="xs">
            <Switch label={t('builder.fields.canRetry')} {...form.getInputProps('canRetry', { type: 'checkbox' })} data-testid="assessment-canRetry" />
            {v.canRetry && (
              <NumberInput
                label={t('builder.fields.maxRetries')}
                description={t('builder.hints.maxRetries')}
                withAsterisk
                min={1}
                max={RETRIES_MAX}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('maxRetries')}
                data-testid="assessment-maxRetries"
              />
            )}
          </Stack>
          <Switch
            label={t('builder.fields.displayAnswers')}
            description={t('builder.hints.displayAnswers')}
            {...form.getInputProps('displayAnswers', { type: 'checkbox' })}
            data-testid="assessment-displayAnswers"
          />
          <Switch label={t('builder.fields.active')} description={t('builder.hints.active')} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="assessment-active" />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

type AssessmentWizardModalProps = { opened: boolean; recordId: string | null; onClose: () => void };

/**
 * Create or edit an assessment (3-admin §2, §3 Assessment and Question): the data step and the questions step; the
 * browser checks the same shared contract as the server, and the server's field messages land on their fields.
 */
export function AssessmentWizardModal({ opened, recordId, onClose }: AssessmentWizardModalProps) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const query = useAvaliacao(opened ? recordId : null);
  const record = recordId ? (query.data ?? null) : null;
  const save = useSaveAvaliacaoMutation();
  const [active, setActive] = useState(0);

  const form = useForm<AssessmentFormValues>({
    initialValues: emptyAssessmentValues(),
    validate: (values) => validateAssessmentValues(values, language),
  });
  const { setValues, resetDirty, clearErrors } = form;

  const loadedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!opened) {
      loadedFor.current = undefined;
      return;
    }
    if (recordId && !record) return;
    const key = recordId ?? null;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    const values = record ? assessmentToValues(record) : emptyAssessmentValues();
    setValues(values);
    resetDirty(values);
    clearErrors();
    setActive(0);
  }, [opened, recordId, record, setValues, resetDirty, clearErrors]);

  const editing = Boolean(record);

  const finish = async () => {
    try {
      await save.mutateAsync({ id: record?.id ?? null, body: assessmentValuesToRequest(form.getValues()) });
      notifySuccess(t(record ? 'messages:records.updated' : 'messages:records.created'));
      onClose();
    } catch (error) {
      applyApiErrors(form, error, 'title');
      notifyError(error);
    }
  };

  const steps: WizardStep[] = [
    { key: 'data', title: t('builder.steps.data'), description: t('builder.steps.dataHint'), fields: DATA_FIELDS, content: <DataStep form={form} record={record} /> },
    {
      key: 'questions',
      title: t('builder.steps.questions'),
      description: t('builder.steps.questionsHint'),
      fields: QUESTION_FIELDS,
      content: <QuestionsStep form={form} />,
    },
  ];

  return (
    <WizardModal
      opened={opened}
      onClose={onClose}
      size={1100}
      icon={<IconClipboardCheck size={20} />}
      title={t(editing ? 'builder.editTitle' : 'builder.createTitle')}
      description={record ? record.title : t('builder.createDescription')}
      testId="assessment-form"
      editingId={record?.id}
      loading={Boolean(recordId && !record)}
      loadError={query.error ? t('builder.loadError') : null}
      form={form}
      steps={steps}
      active={active}
      onActiveChange={setActive}
      onFinish={finish}
      submitting={save.isPending}
      finishLabel={t(editing ? 'builder.actions.save' : 'builder.actions.create')}
      cancelLabel={editing ? t('builder.actions.close') : undefined}
      wizardTestId="assessment-wizard"
    />
  );
}
