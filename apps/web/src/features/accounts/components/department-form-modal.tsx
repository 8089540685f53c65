import { useForm } from '@mantine/form';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createDepartmentRequestSchema, type Department } from '@plataforma/shared/accounts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useSaveDepartmentMutation } from '../api/departments.ts';
import { NamedRecordFields, type NamedRecordValues } from './named-record-fields.tsx';

const EMPTY: NamedRecordValues = { nome: '', ativo: true, observacao: '' };

type DepartmentFormModalProps = { opened: boolean; onClose: () => void; department: Department | null };

/** Create or edit a department. */
export function DepartmentFormModal({ opened, onClose, department }: DepartmentFormModalProps) {
  const { t } = useTranslation('accounts');
  const save = useSaveDepartmentMutation();
  const form = useForm<NamedRecordValues>({ initialValues: EMPTY, validate: zodFormValidator(createDepartmentRequestSchema) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = department ? { nome: department.nome, ativo: department.ativo, observacao: department.observacao ?? '' } : EMPTY;
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, department, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: department?.id, body: values });
      notifySuccess(t(department ? 'messages:records.updated' : 'messages:records.created'));
      onClose();
    } catch (error) {
      applyApiErrors(form, error, 'nome');
      notifyError(error);
    }
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconBuildingCommunity size={20} />}
      title={t(department ? 'departments.editTitle' : 'departments.createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(department ? 'actions.save' : 'actions.create')}
      testId="department-form"
    >
      <NamedRecordFields form={form} namePlaceholder={t('departments.namePlaceholder')} notesPlaceholder={t('departments.notesPlaceholder')} testIdPrefix="department" />
    </FormModal>
  );
}
