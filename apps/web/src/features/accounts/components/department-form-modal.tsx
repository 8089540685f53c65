import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createDepartmentRequestSchema, type Department } from '@plataforma/shared/accounts';
import { FormModal } from '../../../components/form-modal.tsx';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveDepartmentMutation } from '../api/departments.ts';
import { NamedRecordFields, type NamedRecordValues } from './named-record-fields.tsx';

const EMPTY: NamedRecordValues = { nome: '', ativo: true, observacao: '' };

type DepartmentFormModalProps = { opened: boolean; onClose: () => void; department: Department | null };

/** Create or edit a department. */
export function DepartmentFormModal({ opened, onClose, department }: DepartmentFormModalProps) {
  const { t } = useTranslation('accounts');
  const save = useSaveDepartmentMutation();
  const { form, submit } = useRecordForm<Department, NamedRecordValues>({
    opened,
    record: department,
    toValues: (d) => ({ nome: d.nome, ativo: d.ativo, observacao: d.observacao ?? '' }),
    empty: EMPTY,
    schema: createDepartmentRequestSchema,
    save: (body, current) => save.mutateAsync({ id: current?.id, body }),
    onClose,
    conflictField: 'nome',
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
