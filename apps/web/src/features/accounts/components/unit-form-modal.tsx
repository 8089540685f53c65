import { Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconChevronRight, IconSitemap } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UNIT_CODE_MAX,
  UNIT_MAX_LEVELS,
  UNIT_NAME_MAX,
  createUnitRequestSchema,
  findUnitNode,
  unitParentChoices,
  unitSubtreeHeight,
  type UnitNode,
} from '@plataforma/shared/accounts';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useSaveUnitMutation } from '../api/units.ts';
import { LevelBadge } from './unit-level-badge.tsx';

type UnitFormValues = { nome: string; codigo: string; unidadeDeNegocioPaiId: string | null };

/** What the form opens for: a new unit (under `parentId`, null for a main unit) or an existing one. */
export type UnitFormTarget = { unit: UnitNode } | { unit: null; parentId: string | null };

type UnitFormModalProps = { target: UnitFormTarget | null; tree: UnitNode[]; onClose: () => void; onSaved?: (unit: UnitNode) => void };

/** Above 4 options a select gets its search box (1-shell §5). */
const SEARCH_FROM = 5;

/**
 * Create or edit a unit: name (counter, max 100), code (counter, max 30) and the parent unit, chosen among every unit
 * but the edited one and its sub-units; parents under which the unit (with its sub-tree) would pass 5 levels are shown
 * disabled with the reason. The server checks the same rules.
 */
export function UnitFormModal({ target, tree, onClose, onSaved }: UnitFormModalProps) {
  const { t } = useTranslation('accounts');
  const save = useSaveUnitMutation();
  const form = useForm<UnitFormValues>({
    initialValues: { nome: '', codigo: '', unidadeDeNegocioPaiId: null },
    validate: zodFormValidator(createUnitRequestSchema),
  });
  const { setValues, resetDirty, clearErrors } = form;
  const opened = target !== null;
  const unit = target?.unit ?? null;
  const presetParent = target && !target.unit ? target.parentId : null;

  useEffect(() => {
    if (!target) return;
    const values: UnitFormValues = target.unit
      ? { nome: target.unit.nome, codigo: target.unit.codigo ?? '', unidadeDeNegocioPaiId: target.unit.unidadeDeNegocioPaiId }
      : { nome: '', codigo: '', unidadeDeNegocioPaiId: target.parentId };
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [target, setValues, resetDirty, clearErrors]);

  const choices = useMemo(() => unitParentChoices(tree, unit?.id ?? null), [tree, unit]);
  const byValue = useMemo(() => new Map(choices.map((c) => [c.value, c])), [choices]);
  const parent = form.values.unidadeDeNegocioPaiId ? findUnitNode(tree, form.values.unidadeDeNegocioPaiId) : null;
  const level = (parent?.nivel ?? 0) + 1;
  const deepest = level + (unit ? unitSubtreeHeight(unit) : 1) - 1;
  const trail = [...(parent ? parent.caminho.split(' / ') : []), form.values.nome.trim() || t('units.fields.nome')];

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: unit?.id, body: values });
      onSaved?.(saved);
      notifySuccess(t(unit ? 'messages:records.updated' : 'messages:records.created'));
      onClose();
    } catch (error) {
      if (!applyApiErrors(form, error) && isApiError(error) && error.firstMessage) {
        // a duplicate code goes to the code, a duplicate name to the name, tree rules (levels, cycle) to the parent
        const field =
          error.status === 409 ? (error.firstMessage === t('messages:units.duplicateCode') ? 'codigo' : 'nome') : error.status === 422 || error.status === 400 ? 'unidadeDeNegocioPaiId' : null;
        if (field) form.setFieldError(field, error.firstMessage);
      }
      notifyError(error);
    }
  });

  const parentName = presetParent ? findUnitNode(tree, presetParent)?.nome : null;
  const title = unit ? t('units.editTitle') : parentName ? t('units.createChildTitle', { parent: parentName }) : t('units.createTitle');

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconSitemap size={20} />}
      title={title}
      description={t('units.formDescription')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(unit ? 'units.actions.save' : 'units.actions.create')}
      testId="unit-form"
    >
      <CountedTextInput
        label={t('units.fields.nome')}
        placeholder={t('units.placeholders.nome')}
        withAsterisk
        maxLength={UNIT_NAME_MAX}
        data-autofocus
        {...form.getInputProps('nome')}
        data-testid="unit-nome"
      />
      <CountedTextInput
        label={t('units.fields.codigo')}
        placeholder={t('units.placeholders.codigo')}
        description={t('units.hints.codigo')}
        maxLength={UNIT_CODE_MAX}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...form.getInputProps('codigo')}
        data-testid="unit-codigo"
      />
      <Select
        label={t('units.fields.pai')}
        placeholder={t('units.placeholders.pai')}
        description={unit ? t('units.hints.pai') : undefined}
        data={choices.map((c) => ({ value: c.value, label: c.label, disabled: c.disabled }))}
        searchable={choices.length >= SEARCH_FROM}
        clearable
        nothingFoundMessage={t('units.hints.nothingFound')}
        maxDropdownHeight={280}
        comboboxProps={{ shadow: 'md', radius: 'md' }}
        renderOption={({ option, checked }) => {
          const choice = byValue.get(option.value);
          return (
            <Group gap="xs" wrap="nowrap" w="100%" data-testid={`unit-parent-option-${option.value}`}>
              <LevelBadge level={choice?.nivel ?? 1} />
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={checked ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
                  {option.label}
                </Text>
                {choice?.reason && (
                  <Text size="xs" c="dimmed">
                    {t(`messages:${choice.reason}`)}
                  </Text>
                )}
              </Stack>
              {checked && <IconCheck size={16} color="var(--mantine-primary-color-filled)" style={{ flexShrink: 0 }} />}
            </Group>
          );
        }}
        {...form.getInputProps('unidadeDeNegocioPaiId')}
        data-testid="unit-pai"
      />
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" data-testid="unit-preview">
        <Group justify="space-between" gap="xs" mb={6}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
            {t('units.preview.label')}
          </Text>
          <Badge size="sm" radius="sm" variant="light" color={deepest > UNIT_MAX_LEVELS ? 'red' : 'brand'}>
            {t('units.preview.level', { level, max: UNIT_MAX_LEVELS })}
          </Badge>
        </Group>
        <Group gap={4} wrap="wrap">
          {trail.map((part, index) => (
            <Group key={`${index}-${part}`} gap={4} wrap="nowrap">
              {index > 0 && <IconChevronRight size={14} color="var(--mantine-color-dimmed)" aria-hidden />}
              <Text size="sm" fw={index === trail.length - 1 ? 700 : 400} c={index === trail.length - 1 ? undefined : 'dimmed'}>
                {part}
              </Text>
            </Group>
          ))}
        </Group>
      </Paper>
    </FormModal>
  );
}
