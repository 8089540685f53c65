import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAME_MAX, createCategoryRequestSchema, type Category } from '@plataforma/shared/categories-skills';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveCategoryMutation } from '../api/categories.ts';

const EMPTY = { nome: '' };

type CategoryFormModalProps = { opened: boolean; onClose: () => void; category: Category | null };

/** Create or edit a category: its name (counter, max 100). */
export function CategoryFormModal({ opened, onClose, category }: CategoryFormModalProps) {
  const { t } = useTranslation('categories-skills');
  const save = useSaveCategoryMutation();
  const { form, submit } = useRecordForm<Category, { nome: string }>({
    opened,
    record: category,
    toValues: (c) => ({ nome: c.nome }),
    empty: EMPTY,
    schema: createCategoryRequestSchema,
    save: (body, current) => save.mutateAsync({ id: current?.id, body }),
    onClose,
    conflictField: 'nome',
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
