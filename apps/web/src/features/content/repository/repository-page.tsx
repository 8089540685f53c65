import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconFolders, IconLink, IconPencil, IconPlus, IconQrcode, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MIDIA_ORIGENS, MIDIA_SORT_FIELDS, MIDIA_TIPOS, type Midia } from '@plataforma/shared/content';
import { confirmAction } from '../../../components/confirm.tsx';
import { AdminDataTable, fetchAllPages, SearchFilterBar, useListState, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useBasicCategories, useBasicSkills } from '../../categories-skills';
import { MediaPreviewModal } from '../../content/preview/media-preview-modal.tsx';
import { getMidiaBonds, listMidia, useDeleteMidiaMutation, useMidiaList } from './api.ts';
import { BondsList, BondsModal } from './bonds.tsx';
import { ShareModal } from './share-modal.tsx';
import { REPOSITORY_FILTER_KEYS, repositoryApiQuery } from './list-query.ts';
import { MidiaFormModal } from './midia-form-modal.tsx';
import { KIND_COLOR, KindIcon, ProcessingBadge } from './midia-kind.tsx';

/** Search, skill and origin above the table (kind, category and status are column filters). */
function RepositoryFilterBar({ list }: { list: ReturnType<typeof useListState> }) {
  const { t } = useTranslation('content');
  const skills = useBasicSkills();
  return (
    <SearchFilterBar
      list={list}
      search={{ label: t('repository.filters.search'), clearLabel: t('repository.actions.cancel') }}
      skills={{ label: t('repository.fields.skills'), filter: 'competencies', options: skills.data ?? [] }}
      origin={{ label: t('repository.fields.origin'), filter: 'origin', options: MIDIA_ORIGENS.map((value) => ({ value, label: t(`repository.origins.${value}`) })) }}
      testId="repository"
    />
  );
}

/**
 * /content/files and /conteudo/deposito 'Depósito' (3-admin §2, §3): the repository objects with their kind, code,
 * category, status and file processing; create, edit, preview, see bonds and delete (warning where it is used).
 * `?edit={id}` opens an object's form (the upload history links here).
 */
export function RepositoryPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const categories = useBasicCategories();
  const [search, setSearch] = useSearchParams();
  const list = useListState({ filterKeys: [...REPOSITORY_FILTER_KEYS], sortFields: MIDIA_SORT_FIELDS, defaultSort: { field: 'lastUpdatedAt', direction: 'desc' } });
  const apiQuery = useMemo(() => repositoryApiQuery(list.query), [list.query]);
  const [polling, setPolling] = useState(false);
  const query = useMidiaList(apiQuery, { refetchInterval: polling ? 3_000 : false });
  const remove = useDeleteMidiaMutation();
  const [form, setForm] = useState<{ id: string | null } | null>(null);
  const [bondsOf, setBondsOf] = useState<Midia | null>(null);
  const [shareOf, setShareOf] = useState<Midia | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);

  const busy = Boolean(query.data?.data.some((m) => m.processingStatus === 'pending' || m.processingStatus === 'processing'));
  useEffect(() => setPolling(busy), [busy]);

  // ?edit={id}: open that object's form, then drop the parameter
  const editParam = search.get('edit');
  useEffect(() => {
    if (!editParam) return;
    setForm({ id: editParam });
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [editParam, setSearch]);

  const deleteObject = useCallback(
    async (midia: Midia) => {
      let bonds;
      try {
        bonds = await getMidiaBonds(midia.id);
      } catch (error) {
        notifyError(error);
        return;
      }
      const ok = await confirmAction({
        title: t('repository.delete.title'),
        message:
          bonds.total > 0 ? (
            <Stack gap="sm" data-testid="midia-delete-bonds">
              <Text size="sm" fw={600} c="orange.8">
                {t('repository.delete.inUse', { count: bonds.total })}
              </Text>
              <BondsList bonds={bonds} />
              <Text size="sm" c="dimmed">
                {t('repository.delete.inUseConfirm')}
              </Text>
            </Stack>
          ) : (
            t('messages:records.confirmDelete')
          ),
        confirmLabel: t('repository.actions.delete'),
        tone: 'danger',
        testId: 'confirm-delete',
      });
      if (!ok) return;
      try {
        await remove.mutateAsync(midia.id);
        notifySuccess(t('messages:records.removed'));
      } catch (error) {
        notifyError(error);
      }
    },
    [remove, t],
  );

  const columns = useMemo<DataTableColumn<Midia>[]>(
    () => [
      {
        key: 'nome',
        title: t('repository.fields.nome'),
        sortable: true,
        render: (m) => (
          <Group gap={10} wrap="nowrap" style={{ minWidth: 0 }} maw={260}>
            <KindIcon tipo={m.tipo} size={22} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate data-testid="midia-name">
                {m.nome}
              </Text>
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                {m.objectCode && (
                  <Tooltip label={t('repository.fields.objectCode')} openDelay={400} withArrow>
                    <Badge size="xs" radius="sm" variant="outline" color="gray" tt="none" ff="monospace" style={{ flexShrink: 0 }} data-testid="midia-code">
                      {m.objectCode}
                    </Badge>
                  </Tooltip>
                )}
                {(m.fileName || m.link) && (
                  <Text size="xs" c="dimmed" truncate>
                    {m.fileName ?? m.link}
                  </Text>
                )}
              </Group>
            </Stack>
          </Group>
        ),
      },
      {
        key: 'tipo',
        title: t('repository.fields.tipo'),
        sortable: true,
        width: 100,
        filter: { type: 'select', options: MIDIA_TIPOS.map((value) => ({ value, label: t(`repository.kinds.${value}`) })) },
        render: (m) => (
          <Badge size="sm" radius="sm" variant="light" color={KIND_COLOR[m.tipo]}>
            {t(`repository.kinds.${m.tipo}`)}
          </Badge>
        ),
        exportValue: (m) => t(`repository.kinds.${m.tipo}`),
      },
      { key: 'objectCode', title: t('repository.fields.objectCode'), hidden: true },
      {
        key: 'categoryName',
        title: t('repository.fields.category'),
        width: 120,
        filter: { type: 'select', options: categories.data ?? [] },
        render: (m) => (
          <Text size="sm" c={m.categoryName ? undefined : 'dimmed'} truncate>
            {m.categoryName ?? '—'}
          </Text>
        ),
      },
      {
        // the status, and below it how the file's processing goes
        key: 'active',
        title: t('repository.fields.status'),
        width: 116,
        filter: { type: 'boolean', trueLabel: t('repository.status.active'), falseLabel: t('repository.status.inactive') },
        render: (m) => (
          <Stack gap={4} align="flex-start">
            <Badge size="sm" radius="sm" variant={m.active ? 'light' : 'outline'} color={m.active ? 'teal' : 'gray'}>
              {m.active ? t('repository.status.active') : t('repository.status.inactive')}
            </Badge>
            <ProcessingBadge midia={m} hideNone={m.tipo === 'link' || m.tipo === 'carrossel'} />
          </Stack>
        ),
        exportValue: (m) => (m.active ? t('repository.status.active') : t('repository.status.inactive')),
      },
      {
        key: 'processingStatus',
        title: t('repository.fields.processing'),
        hidden: true,
        exportValue: (m) => t(`repository.processingExport.${m.processingStatus ?? 'none'}`),
      },
      {
        key: 'lastUpdatedAt',
        title: t('repository.fields.lastUpdatedAt'),
        sortable: true,
        width: 120,
        render: (m) => (
          <Tooltip label={formatDateTime(m.lastUpdatedAt, language)} openDelay={400} withArrow>
            <Text size="sm" c="dimmed">
              {formatDate(m.lastUpdatedAt, language)}
            </Text>
          </Tooltip>
        ),
        exportValue: (m) => new Date(m.lastUpdatedAt),
      },
      { key: 'descricao', title: t('repository.fields.descricao'), hidden: true },
      { key: 'createdAt', title: t('repository.fields.createdAt'), hidden: true, exportValue: (m) => new Date(m.createdAt) },
    ],
    [t, language, categories.data],
  );

  const rowActions = useMemo<DataTableRowAction<Midia>[]>(
    () => [
      { key: 'edit', label: t('repository.actions.edit'), icon: <IconPencil size={18} />, onClick: (m) => setForm({ id: m.id }) },
      { key: 'preview', label: t('repository.actions.preview'), icon: <IconEye size={18} />, onClick: (m) => setPreviewId(m.id) },
      { key: 'bonds', label: t('repository.actions.bonds'), icon: <IconLink size={18} />, onClick: (m) => setBondsOf(m) },
      { key: 'share', label: t('repository.actions.share'), icon: <IconQrcode size={18} />, onClick: (m) => setShareOf(m) },
      { key: 'delete', label: t('repository.actions.delete'), icon: <IconTrash size={18} />, color: 'red', onClick: (m) => deleteObject(m) },
    ],
    [t, deleteObject],
  );
  const actionHints = useCallback(
    (m: Midia): Partial<Record<string, string>> => ({
      ...(m.finished ? {} : { preview: t('repository.hints.previewNotReady') }),
      ...(m.qrCode ? {} : { share: t('repository.share.needsQr') }),
    }),
    [t],
  );

  const shareDisabled = useCallback((m: Midia) => (m.qrCode ? [] : ['share']), []);

  return (
    <>
      <PageHeader
        icon={<IconFolders size={26} stroke={1.6} />}
        eyebrow={t('repository.group')}
        title={t('repository.title')}
        description={t('repository.description')}
        actions={
          <Tooltip label={t('repository.newHint')} openDelay={400} withArrow>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ id: null })} data-testid="repository-new">
              {t('repository.new')}
            </Button>
          </Tooltip>
        }
      />
      <RepositoryFilterBar list={list} />
      <AdminDataTable<Midia>
        title={t('repository.title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching && !polling}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={rowActions}
        actionHints={actionHints}
        disabledActions={shareDisabled}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listMidia({ ...apiQuery, pageNumber, pageSize }))}
        testId="repository-table"
      />
      <MidiaFormModal opened={form !== null} midiaId={form?.id ?? null} onClose={() => setForm(null)} />
      <BondsModal midia={bondsOf} onClose={() => setBondsOf(null)} />
      <ShareModal midia={shareOf} onClose={() => setShareOf(null)} />
      <MediaPreviewModal midiaId={previewId} onClose={() => setPreviewId(null)} />
    </>
  );
}
