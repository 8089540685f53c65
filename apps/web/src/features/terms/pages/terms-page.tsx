import { Badge, Button, Group, Text } from '@mantine/core';
import { IconEye, IconFileText, IconPencil, IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TERM_SORT_FIELDS, TERM_TYPES, type TermListItem } from '@plataforma/shared/terms';
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
import { TermsViewer } from '../../../components/terms-viewer/index.ts';
import { useLanguage } from '../../../lib/language.ts';
import { TERMS_CSV_PATH, listTerms, useDeleteTermMutation, useTermsList } from '../api.ts';
import { TermFormModal } from '../components/term-form-modal.tsx';

/**
 * /settings/termos-uso (permission 'Termos de Uso'): the company's terms of use (3-admin §7) — the platform's term
 * and the ones courses and trails show. A term in use cannot be deleted (the action says why).
 */
export function TermsPage() {
  const { t } = useTranslation('terms');
  const language = useLanguage();
  const { query, table } = useAdminList({
    filterKeys: ['nome', 'tipo', 'createdAt'], sortFields: TERM_SORT_FIELDS, defaultSort: { field: 'nome', direction: 'asc' },
    useList: useTermsList,
    fetchPage: listTerms,
  });
  const remove = useDeleteTermMutation();
  const [editing, setEditing] = useState<{ term: TermListItem | null } | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<TermListItem>[]>(
    () => [
      {
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        filter: { type: 'text' },
        render: (term) => (
          <Group gap={8} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {term.nome}
            </Text>
            {term.termoDaPlataforma && (
              <Badge size="sm" variant="light" color="teal" radius="sm" leftSection={<IconShieldCheck size={12} />} data-testid="term-platform-badge">
                {t('platformBadge')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        key: 'tipo',
        title: t('fields.tipo'),
        sortable: true,
        width: 150,
        filter: { type: 'select', options: TERM_TYPES.map((tipo) => ({ value: tipo, label: t(`tipos.${tipo}`) })) },
        render: (term) => t(`tipos.${term.tipo}`),
        exportValue: (term) => t(`tipos.${term.tipo}`),
      },
      {
        key: 'totalConteudos',
        title: t('fields.totalConteudos'),
        sortable: true,
        textAlign: 'center',
        width: 150,
        render: (term) => (
          <Badge variant={term.totalConteudos > 0 ? 'light' : 'outline'} color={term.totalConteudos > 0 ? 'brand' : 'gray'} radius="sm">
            {term.totalConteudos}
          </Badge>
        ),
      },
      createdAtColumn(t('fields.createdAt'), language, 170),
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<TermListItem>[]>(
    () => [
      { key: 'preview', label: t('actions.preview'), icon: <IconEye size={18} />, onClick: (term) => setPreviewId(term.id) },
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (term) => setEditing({ term }) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );
  const inUse = useCallback((term: TermListItem) => term.termoDaPlataforma || term.totalConteudos > 0, []);
  const disabledActions = useCallback((term: TermListItem) => (inUse(term) ? ['delete'] : []), [inUse]);
  const actionHints = useCallback(
    (term: TermListItem) =>
      term.termoDaPlataforma
        ? { delete: t('messages:terms.inUsePlatform') }
        : term.totalConteudos > 0
          ? { delete: t('messages:terms.inUseContent', { count: term.totalConteudos }) }
          : {},
    [t],
  );

  return (
    <>
      <PageHeader
        icon={<IconFileText size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ term: null })} data-testid="terms-new">
            {t('new')}
          </Button>
        }
      />
      <AdminDataTable<TermListItem>
        title={t('title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        disabledActions={disabledActions}
        actionHints={actionHints}
        selectable
        onDeleteSelected={async (terms) => {
          // a term in use is refused by the server: the warning names the reason
          await deleteEach(terms, (term) => remove.mutateAsync(term.id));
          await query.refetch();
        }}
        csv={{ path: TERMS_CSV_PATH }}
        testId="terms-table"
      />
      <TermFormModal opened={editing !== null} term={editing?.term ?? null} onClose={() => setEditing(null)} />
      <TermsViewer opened={previewId !== null} termId={previewId} mode="preview" onClose={() => setPreviewId(null)} />
    </>
  );
}
