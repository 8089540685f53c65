import { Button, Divider, Group, MultiSelect, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconTargetArrow, IconUsers } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SEGMENTATION_GENDERS,
  SEGMENTATION_LIST_MAX,
  SEGMENTATION_NAME_MAX,
  SEGMENTATION_NOTES_MAX,
  createSegmentationRequestSchema,
  type Segmentation,
  type SegmentationGender,
  type SegmentationOperator,
} from '@plataforma/shared/segmentations';
import type { BasicOption } from '@plataforma/shared';
import { CountedTextInput, CountedTextarea } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useBasicDepartments, useBasicJobTitles, useBasicUnits } from '../../accounts';
import { useSaveSegmentationMutation, useSegmentationUserOptions } from '../api/segmentations.ts';

type Values = {
  nome: string;
  ativo: boolean;
  observacao: string;
  operator: SegmentationOperator;
  cargosIds: string[];
  departamentosIds: string[];
  unidadesDeNegociosIds: string[];
  generos: SegmentationGender[];
  usuariosIds: string[];
};
const EMPTY: Values = { nome: '', ativo: true, observacao: '', operator: 'OR', cargosIds: [], departamentosIds: [], unidadesDeNegociosIds: [], generos: [], usuariosIds: [] };

type Props = {
  opened: boolean;
  onClose: () => void;
  segmentation: Segmentation | null;
  /** Opens the users preview of the saved segmentation. */
  onPreview: (segmentation: Segmentation) => void;
};

/** Options with the linked records added (their names come with the segmentation, before the lists arrive). */
const withLinked = (options: BasicOption[] | undefined, linked: BasicOption[] | undefined) => {
  const all = [...(options ?? [])];
  for (const l of linked ?? []) if (!all.some((o) => o.value === l.value)) all.push(l);
  return all;
};

/** Create or edit a segmentation: name, notes, active, the operator and the five lists (3-admin §3, §5). */
export function SegmentationFormModal({ opened, onClose, segmentation, onPreview }: Props) {
  const { t } = useTranslation('segmentations');
  const save = useSaveSegmentationMutation();
  const jobTitles = useBasicJobTitles();
  const departments = useBasicDepartments();
  const units = useBasicUnits();
  const [userSearch, setUserSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(userSearch.trim(), 250);
  const userOptions = useSegmentationUserOptions(debouncedSearch, opened);
  /** Names of the users picked so far (the server search returns only the current matches). */
  const [knownUsers, setKnownUsers] = useState<BasicOption[]>([]);
  const form = useForm<Values>({ initialValues: EMPTY, validate: zodFormValidator(createSegmentationRequestSchema) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values: Values = segmentation
      ? {
          nome: segmentation.nome,
          ativo: segmentation.ativo,
          observacao: segmentation.observacao ?? '',
          operator: segmentation.operator,
          cargosIds: [...segmentation.cargosIds],
          departamentosIds: [...segmentation.departamentosIds],
          unidadesDeNegociosIds: [...segmentation.unidadesDeNegociosIds],
          generos: [...segmentation.generos],
          usuariosIds: [...segmentation.usuariosIds],
        }
      : EMPTY;
    setValues(values);
    resetDirty(values);
    clearErrors();
    setKnownUsers(segmentation?.usuarios ?? []);
    setUserSearch('');
  }, [opened, segmentation, setValues, resetDirty, clearErrors]);

  const userData = useMemo(() => {
    const found = (userOptions.data ?? []).map((u) => ({ value: u.value, label: `${u.label} (${u.email})` }));
    return withLinked(found, knownUsers);
  }, [userOptions.data, knownUsers]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: segmentation?.id, body: values });
      notifySuccess(t(segmentation ? 'messages:records.updated' : 'messages:records.created'));
      onClose();
    } catch (error) {
      applyApiErrors(form, error, 'nome');
      notifyError(error);
    }
  });

  const genderData = SEGMENTATION_GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }));
  const select = (field: keyof Values, count: number) => ({
    placeholder: count === 0 ? t('select') : undefined,
    searchable: true,
    clearable: true,
    hidePickedOptions: true,
    maxValues: SEGMENTATION_LIST_MAX,
    nothingFoundMessage: t('nothingFound'),
    maxDropdownHeight: 240,
    comboboxProps: { shadow: 'md' },
    ...form.getInputProps(field),
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconTargetArrow size={20} />}
      title={t(segmentation ? 'editTitle' : 'createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(segmentation ? 'actions.save' : 'actions.create')}
      size={760}
      testId="segmentation-form"
    >
      <CountedTextInput
        label={t('fields.nome')}
        placeholder={t('namePlaceholder')}
        withAsterisk
        maxLength={SEGMENTATION_NAME_MAX}
        data-autofocus
        {...form.getInputProps('nome')}
        data-testid="segmentation-nome"
      />
      <CountedTextarea
        label={t('fields.observacao')}
        placeholder={t('notesPlaceholder')}
        maxLength={SEGMENTATION_NOTES_MAX}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('observacao')}
        data-testid="segmentation-observacao"
      />
      <Paper withBorder radius="md" p="sm">
        <Switch
          label={
            <Text size="sm" fw={500}>
              {t('fields.ativoSwitch')}
            </Text>
          }
          description={t('fields.ativoHint')}
          {...form.getInputProps('ativo', { type: 'checkbox' })}
          data-testid="segmentation-ativo"
        />
      </Paper>

      <Divider label={t('linksTitle')} labelPosition="left" />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('fields.operator')}
        </Text>
        <SegmentedControl
          fullWidth
          radius="md"
          data={[
            { value: 'OR', label: t('operator.orLabel') },
            { value: 'AND', label: t('operator.andLabel') },
          ]}
          value={form.values.operator}
          onChange={(value) => form.setFieldValue('operator', value as SegmentationOperator)}
          data-testid="segmentation-operator"
        />
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed" data-testid="segmentation-operator-hint">
            {t(form.values.operator === 'AND' ? 'operator.andHint' : 'operator.orHint')} {t('linksHint')}
          </Text>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect
          label={t('fields.cargos')}
          data={withLinked(jobTitles.data, segmentation?.cargos)}
          {...select('cargosIds', form.values.cargosIds.length)}
          data-testid="segmentation-cargos"
        />
        <MultiSelect
          label={t('fields.departamentos')}
          data={withLinked(departments.data, segmentation?.departamentos)}
          {...select('departamentosIds', form.values.departamentosIds.length)}
          data-testid="segmentation-departamentos"
        />
        <MultiSelect
          label={t('fields.unidades')}
          data={withLinked(units.data, segmentation?.unidadesDeNegocios)}
          {...select('unidadesDeNegociosIds', form.values.unidadesDeNegociosIds.length)}
          data-testid="segmentation-unidades"
        />
        <MultiSelect label={t('fields.generos')} data={genderData} {...select('generos', form.values.generos.length)} data-testid="segmentation-generos" />
      </SimpleGrid>
      <MultiSelect
        label={t('fields.usuarios')}
        data={userData}
        {...select('usuariosIds', form.values.usuariosIds.length)}
        placeholder={form.values.usuariosIds.length === 0 ? t('usersSearch') : undefined}
        searchValue={userSearch}
        onSearchChange={setUserSearch}
        filter={({ options }) => options}
        onChange={(ids) => {
          form.setFieldValue('usuariosIds', ids);
          setKnownUsers((known) => withLinked(known, userData.filter((o) => ids.includes(o.value))));
        }}
        data-testid="segmentation-usuarios"
      />
      {segmentation && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('previewSaved')}
          </Text>
          <Button variant="light" size="xs" leftSection={<IconUsers size={16} />} onClick={() => onPreview(segmentation)} data-testid="segmentation-form-preview">
            {t('actions.preview')}
          </Button>
        </Group>
      )}
    </FormModal>
  );
}
