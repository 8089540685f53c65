import { useForm } from '@mantine/form';
import { IconCategory } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAME_MAX, createCategoryRequestSchema, type Category } from '@plataforma/shared/categories-skills';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useSaveCategoryMutation } from '../api/categories.ts';

type CategoryFormModalProps = { opened: boolean; onClose: () => void; category: Category | null };

/** Create or edit a category: its name (counter, max 100). */
export function CategoryFormModal({ opened, onClose, category }: CategoryFormModalProps) {
  const { t } = useTranslation('categories-skills');
  const save = useSaveCategoryMutation();
  const form = useForm<{ nome: string }>({ initialValues: { nome: '' }, validate: zodFormValidator(createCategoryRequestSchema) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = { nome: category?.nome ?? '' };
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, category, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: category?.id, body: values });
      notifySuccess(t(category ? 'messages:records.updated' : 'messages:records.created'));
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
      icon={<IconCategory size={20} />}
      title={t(category ? 'categories.editTitle' : 'categories.createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(category ? 'actions.save' : 'actions.create')}
      size={480}
      testId="category-form"
    >
      <CountedTextInput
        label={t('fields.nome')}
        placeholder={t('categories.namePlaceholder')}
        withAsterisk
        maxLength={CATALOG_NAME_MAX}
        data-autofocus
        {...form.getInputProps('nome')}
        data-testid="category-nome"
      />
    </FormModal>
  );
}
