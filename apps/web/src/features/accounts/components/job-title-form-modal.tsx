import { MultiSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBriefcase } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_TITLE_SKILLS_MAX, createJobTitleRequestSchema, type JobTitle } from '@plataforma/shared/accounts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
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
  const form = useForm<JobTitleValues>({ initialValues: EMPTY, validate: zodFormValidator(createJobTitleRequestSchema) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = jobTitle
      ? { nome: jobTitle.nome, ativo: jobTitle.ativo, observacao: jobTitle.observacao ?? '', competenciasIds: [...jobTitle.competenciasIds] }
      : EMPTY;
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, jobTitle, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: jobTitle?.id, body: values });
      notifySuccess(t(jobTitle ? 'messages:records.updated' : 'messages:records.created'));
      onClose();
    } catch (error) {
      applyApiErrors(form, error, 'nome');
      notifyError(error);
    }
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
