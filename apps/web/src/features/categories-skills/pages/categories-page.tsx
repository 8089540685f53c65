import { Button, Text } from '@mantine/core';
import { IconCategory, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_SORT_FIELDS, type Category } from '@plataforma/shared/categories-skills';
import {
  AdminDataTable,
  createdAtColumn,
  deleteRowAction,
  deleteEach,
  useAdminList,
  type DataTableColumn,
  type DataTableRowAction,
} from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { listCategories, useCategoriesList, useDeleteCategoryMutation } from '../api/categories.ts';
import { CategoryFormModal } from '../components/category-form-modal.tsx';

/** /settings/categoria: the content categories of the company (3-admin §2). */
export function CategoriesPage() {
  const { t } = useTranslation('categories-skills');
  const language = useLanguage();
  const { query, table } = useAdminList({
    filterKeys: ['nome', 'createdAt'], sortFields: CATEGORY_SORT_FIELDS, defaultSort: { field: 'nome', direction: 'asc' },
    useList: useCategoriesList,
    fetchPage: listCategories,
  });
  const remove = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<{ category: Category | null } | null>(null);

  const columns = useMemo<DataTableColumn<Category>[]>(
    () => [
      {
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        filter: { type: 'text' },
        render: (c) => (
          <Text size="sm" fw={600}>
            {c.nome}
          </Text>
        ),
      },
      { key: 'origem', title: t('fields.origem'), width: 140, render: (c) => t(`origens.${c.origem}`), exportValue: (c) => t(`origens.${c.origem}`) },
      createdAtColumn(t('fields.createdAt'), language, 190),
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Category>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (category) => setEditing({ category }) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );

  return (
    <>
      <PageHeader
        icon={<IconCategory size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ category: null })} data-testid="categories-new">
            {t('categories.new')}
          </Button>
        }
      />
      <AdminDataTable<Category>
        title={t('categories.title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        selectable
        onDeleteSelected={async (categories) => {
          await deleteEach(categories, (c) => remove.mutateAsync(c.id));
          await query.refetch();
        }}
        testId="categories-table"
      />
      <CategoryFormModal opened={editing !== null} category={editing?.category ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
