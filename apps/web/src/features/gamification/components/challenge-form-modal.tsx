import { Alert, Checkbox, Divider, Group, MultiSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { translate } from '@plataforma/shared';
import {
  CHALLENGE_NAME_MAX,
  CONTENT_TYPES,
  ENVIRONMENTS,
  challengeInputSchema,
  rulesOf,
  type Challenge,
  type ContentType,
  type Environment,
  type RuleCode,
} from '@plataforma/shared/gamification';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { useHasPermission } from '../../../lib/session.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useContentChoices, useSaveChallengeMutation, useSegmentationChoices } from '../api.ts';

type RuleValue = { rule: RuleCode; points: number; description: string | null };
type Values = {
  name: string;
  description: string;
  environment: Environment;
  typeContent: ContentType | null;
  courseIds: string[];
  formationIds: string[];
  segmentationsIds: string[];
  rules: RuleValue[];
  initDate: string;
  endDate: string;
  dateFinish: number;
  active: boolean;
};

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const empty = (): Values => ({
  name: '',
  description: '',
  environment: 'Conteudo',
  typeContent: 'Curso',
  courseIds: [],
  formationIds: [],
  segmentationsIds: [],
  rules: [],
  initDate: today(),
  endDate: inDays(30),
  dateFinish: 0,
  active: true,
});

const toValues = (c: Challenge): Values => ({
  name: c.name,
  description: c.description ?? '',
  environment: c.environment,
  typeContent: c.typeContent,
  courseIds: c.courseIds,
  formationIds: c.formationIds,
  segmentationsIds: c.segmentationsIds,
  rules: c.rules.map((r) => ({ rule: r.rule, points: r.points, description: r.description })),
  initDate: c.initDate,
  endDate: c.endDate,
  dateFinish: c.dateFinish,
  active: c.active,
});

type Props = { opened: boolean; onClose: () => void; challenge: Challenge | null };

/**
 * Create or edit a challenge (3-admin §3 Challenge): name, description, environment, content type with its courses or
 * trails, segmentations, rules with points (> 0), start and end dates, days to complete (0 = no deadline), active.
 */
export function ChallengeFormModal({ opened, onClose, challenge }: Props) {
  const { t } = useTranslation('gamification');
  const language = useLanguage();
  const save = useSaveChallengeMutation();
  const canSegment = useHasPermission('Segmentações');
  const { form, submit } = useRecordForm<Challenge, Values, Challenge>({
    opened,
    record: challenge,
    toValues,
    empty: empty(),
    schema: challengeInputSchema,
    save: (values, record) => save.mutateAsync({ id: record?.id, body: values }),
    onClose,
  });
  const v = form.values;
  const type: ContentType = v.typeContent ?? 'Curso';
  const contents = useContentChoices(type, opened && v.environment === 'Conteudo');
  const segmentations = useSegmentationChoices(opened && canSegment);
  const listField = type === 'Curso' ? 'courseIds' : 'formationIds';
  const contentData = (contents.data?.data ?? []).map((c) => ({ value: c.id, label: c.titulo }));
  for (const id of v[listField]) if (!contentData.some((o) => o.value === id)) contentData.push({ value: id, label: id.slice(0, 8) });
  const segmentationData = (segmentations.data ?? []).map((s) => ({ value: s.id, label: s.nome }));
  for (const id of v.segmentationsIds) if (!segmentationData.some((o) => o.value === id)) segmentationData.push({ value: id, label: id.slice(0, 8) });

  const setEnvironment = (environment: Environment) => {
    form.setValues({
      environment,
      typeContent: environment === 'Conteudo' ? 'Curso' : null,
      courseIds: [],
      formationIds: [],
      rules: v.rules.filter((r) => rulesOf(environment).some((d) => d.regra === r.rule)),
    });
  };
  const setType = (next: ContentType) => form.setValues({ typeContent: next, courseIds: [], formationIds: [] });
  const toggleRule = (rule: RuleCode, points: number, on: boolean) =>
    form.setFieldValue('rules', on ? [...v.rules, { rule, points, description: null }] : v.rules.filter((r) => r.rule !== rule));
  const rulesError = form.errors.rules;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconTrophy size={20} />}
      title={t(challenge ? 'challenges.editTitle' : 'challenges.createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(challenge ? 'challenges.save' : 'challenges.create')}
      size={760}
      testId="challenge-form"
    >
      <TextInput label={t('challenges.fields.name')} required maxLength={CHALLENGE_NAME_MAX} {...form.getInputProps('name')} data-testid="challenge-name" />
      <Textarea label={t('challenges.fields.description')} autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput type="date" label={t('challenges.fields.initDate')} required {...form.getInputProps('initDate')} data-testid="challenge-init" />
        <TextInput type="date" label={t('challenges.fields.endDate')} required {...form.getInputProps('endDate')} data-testid="challenge-end" />
        <NumberInput label={t('challenges.fields.dateFinish')} description={t('challenges.fields.dateFinishHint')} min={0} allowDecimal={false} {...form.getInputProps('dateFinish')} />
      </SimpleGrid>
      <Divider />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('challenges.fields.environment')}
        </Text>
        <SegmentedControl
          value={v.environment}
          onChange={(value) => setEnvironment(value as Environment)}
          data={ENVIRONMENTS.map((e) => ({ value: e, label: t(`environments.${e}`) }))}
          data-testid="challenge-environment"
        />
      </Stack>
      {v.environment === 'Conteudo' && (
        <Stack gap="xs">
          <SegmentedControl size="xs" value={type} onChange={(value) => setType(value as ContentType)} data={CONTENT_TYPES.map((c) => ({ value: c, label: t(`contentTypes.${c}`) }))} style={{ alignSelf: 'flex-start' }} />
          <MultiSelect
            label={t(`challenges.fields.${listField}`)}
            data={contentData}
            searchable
            clearable
            required
            {...form.getInputProps(listField)}
            data-testid="challenge-contents"
          />
        </Stack>
      )}
      {canSegment && (
        <MultiSelect label={t('challenges.fields.segmentationsIds')} description={t('challenges.segmentationsHint')} data={segmentationData} searchable clearable {...form.getInputProps('segmentationsIds')} />
      )}
      <Divider />
      <Stack gap="xs" data-testid="challenge-rules">
        <Text size="sm" fw={500}>
          {t('challenges.steps.rules')}
        </Text>
        {rulesOf(v.environment).map((def) => {
          const index = v.rules.findIndex((r) => r.rule === def.regra);
          const on = index >= 0;
          return (
            <Group key={def.regra} gap="sm" wrap="nowrap" align="flex-start">
              <Checkbox
                mt={8}
                checked={on}
                onChange={(event) => toggleRule(def.regra, def.pontos, event.currentTarget.checked)}
                label={translate(`gamification.rule${def.regra}`, language)}
                style={{ flex: 1 }}
                data-testid={`challenge-rule-${def.regra}`}
              />
              {on && (
                <NumberInput
                  w={130}
                  size="sm"
                  aria-label={t('challenges.fields.rulePoints')}
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps(`rules.${index}.points`)}
                  data-testid={`challenge-points-${def.regra}`}
                />
              )}
            </Group>
          );
        })}
        {typeof rulesError === 'string' && (
          <Alert variant="light" color="red" icon={<IconInfoCircle size={18} />}>
            {rulesError}
          </Alert>
        )}
      </Stack>
      <Switch label={t('challenges.fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormModal>
  );
}
