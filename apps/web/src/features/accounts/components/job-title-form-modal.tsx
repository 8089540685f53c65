import { MultiSelect } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { JOB_TITLE_SKILLS_MAX, createJobTitleRequestSchema, type JobTitle } from '@plataforma/shared/accounts';
import { FormModal } from '../../../components/form-modal.tsx';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useBasicSkills } from '../../categories-skills';
import { useSaveJobTitleMutation } from '../api/job-titles.ts';
import { NamedRecordFields, type NamedRecordValues } from './named-record-fields.tsx';

type JobTitleValues = NamedRecordValues & { competenciasIds: string[] };
const EMPTY: JobTitleValues = { nome: '', ativo: true, observacao: '', competenciasIds: [] };

type JobTitleFormModalProps = { opened: boolean; onClose: () => void; jobTitle: JobTitle | null };

/** Create or edit a job title with its skills (multi-select from Competencia/Basic). */
export function JobTitleFormModal({ opened, onClose, jobTitle }: JobTitleFormModalProps) {
  const { t } = useTranslation('accounts');
  const save = useSaveJobTitleMutation();
  const skills = useBasicSkills();
  const { form, submit } = useRecordForm<JobTitle, JobTitleValues>({
    opened,
    record: jobTitle,
    toValues: (j) => ({ nome: j.nome, ativo: j.ativo, observacao: j.observacao ?? '', competenciasIds: [...j.competenciasIds] }),
    empty: EMPTY,
    schema: createJobTitleRequestSchema,
    save: (body, current) => save.mutateAsync({ id: current?.id, body }),
    onClose,
    conflictField: 'nome',
  });

  // a linked skill is listed even before the options arrive (its name comes with the job title)
  const options = [...(skills.data ?? [])];
  for (const linked of jobTitle?.competencias ?? []) if (!options.some((o) => o.value === linked.value)) options.push(linked);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconBriefcase size={20} />}
      title={t(jobTitle ? 'jobTitles.editTitle' : 'jobTitles.createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(jobTitle ? 'actions.save' : 'actions.create')}
      size={620}
      testId="job-title-form"
    >
      <NamedRecordFields form={form} namePlaceholder={t('jobTitles.namePlaceholder')} notesPlaceholder={t('jobTitles.notesPlaceholder')} testIdPrefix="job-title" />
      <MultiSelect
        label={t('fields.competencias')}
        description={t('jobTitles.skillsHint')}
        placeholder={form.values.competenciasIds.length === 0 ? t('jobTitles.skillsPlaceholder') : undefined}
        data={options}
        searchable
        clearable
        hidePickedOptions
        maxValues={JOB_TITLE_SKILLS_MAX}
        nothingFoundMessage={t('jobTitles.skillsEmpty')}
        maxDropdownHeight={240}
        comboboxProps={{ shadow: 'md' }}
        {...form.getInputProps('competenciasIds')}
        data-testid="job-title-competencias"
      />
    </FormModal>
  );
}
