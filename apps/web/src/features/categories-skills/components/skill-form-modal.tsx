import { Chip, Group, Input, Stack } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAME_MAX, EXIBIR_EM, createSkillRequestSchema, type ExibirEm, type Skill } from '@plataforma/shared/categories-skills';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveSkillMutation } from '../api/skills.ts';

type SkillValues = { nome: string; exibirEm: ExibirEm[] };
const EMPTY: SkillValues = { nome: '', exibirEm: [...EXIBIR_EM] };

type SkillFormModalProps = { opened: boolean; onClose: () => void; skill: Skill | null };

/** Create or edit a skill: name (counter, max 100) and where it is offered (at least one). */
export function SkillFormModal({ opened, onClose, skill }: SkillFormModalProps) {
  const { t } = useTranslation('categories-skills');
  const save = useSaveSkillMutation();
  const { form, submit } = useRecordForm<Skill, SkillValues>({
    opened,
    record: skill,
    toValues: (s) => ({ nome: s.nome, exibirEm: [...s.exibirEm] }),
    empty: EMPTY,
    schema: createSkillRequestSchema,
    save: (body, current) => save.mutateAsync({ id: current?.id, body }),
    onClose,
    conflictField: 'nome',
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconBulb size={20} />}
      title={t(skill ? 'skills.editTitle' : 'skills.createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(skill ? 'actions.save' : 'actions.create')}
      testId="skill-form"
    >
      <CountedTextInput
        label={t('fields.nome')}
        placeholder={t('skills.namePlaceholder')}
        withAsterisk
        maxLength={CATALOG_NAME_MAX}
        data-autofocus
        {...form.getInputProps('nome')}
        data-testid="skill-nome"
      />
      <Input.Wrapper label={t('fields.exibirEm')} description={t('skills.exibirEmHint')} error={form.errors.exibirEm} withAsterisk>
        <Stack gap={0} mt={8}>
          <Chip.Group multiple value={form.values.exibirEm} onChange={(value) => form.setFieldValue('exibirEm', value as ExibirEm[])}>
            <Group gap="xs">
              {EXIBIR_EM.map((place) => (
                <Chip key={place} value={place} variant="outline" data-testid={`skill-exibir-${place}`}>
                  {t(`places.${place}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </Input.Wrapper>
    </FormModal>
  );
}
