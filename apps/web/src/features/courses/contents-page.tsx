import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCertificate, IconLink, IconPencil, IconPlus, IconSchool, IconTrash, IconUsers } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURSO_ORIGENS, CURSO_SORT_FIELDS, formatWorkload, type Curso, type Formacao } from '@plataforma/shared/courses';
import { confirmAction } from '../../components/confirm.tsx';
import { AdminDataTable, activeColumn, categoryColumn, dayColumn, fetchAllPages, SearchFilterBar, useListState, type DataTableColumn, type DataTableRowAction } from '../../components/data-table/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useLanguage } from '../../lib/language.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useBasicCategories, useBasicSkills } from '../categories-skills';
import { ContentEnrolmentsModal } from '../enrolment';
import { BASE, getContentBonds, listContents, useContentList, useDeleteContentMutation, type AnyContent } from './api.ts';
import { ContentBondsList, ContentBondsModal, EnrolledLearners } from './bonds.tsx';
import type { ContentKind } from './content-form.ts';
import { ContentWizardModal } from './content-wizard-modal.tsx';

/** Filters of GET curso / formacao (the column filters use the call's names). */
const FILTER_KEYS = ['search', 'active', 'obrigatorio', 'categoriaIds', 'competenciasIds', 'origem'] as const;

const codeOf = (c: AnyContent) => ('codigoCurso' in c ? c.codigoCurso : (c as Formacao).codigoFormacao);
const countOf = (c: AnyContent) => ('itens' in c ? (c as Curso).itens.length : (c as Formacao).etapas.length);

function FilterBar({ list }: { list: ReturnType<typeof useListState> }) {
  const { t } = useTranslation('courses');
  const skills = useBasicSkills();
  return (
    <SearchFilterBar
      list={list}
      search={{ label: t('fields.search'), clearLabel: t('actions.cancel') }}
      skills={{ label: t('fields.skills'), filter: 'competenciasIds', options: skills.data ?? [] }}
      origin={{ label: t('fields.origem'), filter: 'origem', options: CURSO_ORIGENS.map((value) => ({ value, label: t(`content:repository.origins.${value}`) })) }}
      testId="contents"
    />
  );
}

/**
 * /conteudo/curso 'Cursos' and /conteudo/trilha 'Trilhas' (3-admin §2, §3): the list with filters, csv and xlsx
 * export; create and edit in the wizard, see bonds and remove (the bonds listed in the confirmation).
 */
function ContentsPage({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const categories = useBasicCategories();
  const list = useListState({ filterKeys: [...FILTER_KEYS], sortFields: CURSO_SORT_FIELDS, defaultSort: { field: 'lastUpdatedAt', direction: 'desc' } });
  const query = useContentList(kind, list.query);
  const remove = useDeleteContentMutation(kind);
  const [form, setForm] = useState<{ id: string | null } | null>(null);
  const [bondsOf, setBondsOf] = useState<AnyContent | null>(null);
  const [enrolmentsOf, setEnrolmentsOf] = useState<AnyContent | null>(null);
  const testPrefix = kind === 'curso' ? 'courses' : 'trails';

  const deleteRecord = useCallback(
    async (record: AnyContent) => {
      let bonds;
      try {
        bonds = await getContentBonds(kind, record.id);
      } catch (error) {
        notifyError(error);
        return;
      }
      const ok = await confirmAction({
        title: t(`${kind}.removeTitle`),
        message: (
          <Stack gap="sm" data-testid="content-delete-message">
            <Text size="sm" fw={600}>
              {record.titulo}
            </Text>
            {bonds.total > 0 && (
              <>
                <Text size="sm" fw={600} c="orange.8">
                  {t('delete.inUse', { count: bonds.total })}
                </Text>
                <ContentBondsList bonds={bonds} />
                <Text size="sm" c="dimmed">
                  {t('delete.inUseConfirm')}
                </Text>
              </>
            )}
            <EnrolledLearners kind={kind} bonds={bonds} />
            <Text size="sm" c="red.8">
              {t('messages:cursos.removeWarning')}
            </Text>
          </Stack>
        ),
        confirmLabel: t('actions.delete'),
        tone: 'danger',
        testId: 'confirm-delete',
      });
      if (!ok) return;
      try {
        await remove.mutateAsync(record.id);
        notifySuccess(t(kind === 'formacao' ? 'messages:formacoes.removed' : 'messages:records.removed'));
      } catch (error) {
        notifyError(error);
      }
    },
    [kind, remove, t],
  );

  const columns = useMemo<DataTableColumn<AnyContent>[]>(
    () => [
      {
        key: 'titulo',
        title: t('fields.titulo'),
        sortable: true,
        render: (c) => (
          <Group gap={10} wrap="nowrap" style={{ minWidth: 0 }} maw={240}>
            {kind === 'curso' ? <IconSchool size={22} stroke={1.6} style={{ flexShrink: 0 }} /> : <IconCertificate size={22} stroke={1.6} style={{ flexShrink: 0 }} />}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate data-testid="content-title">
                {c.titulo}
              </Text>
              {codeOf(c) && (
                <Badge size="xs" radius="sm" variant="outline" color="gray" tt="none" ff="monospace" data-testid="content-code">
                  {codeOf(c)}
                </Badge>
              )}
            </Stack>
          </Group>
        ),
        exportValue: (c) => c.titulo,
      },
      { key: 'codigo', title: t('fields.codigo'), hidden: true, exportValue: (c) => codeOf(c) ?? '' },
      {
        key: 'cargaHoraria',
        title: t('fields.cargaHoraria'),
        render: (c) => (
          <Text size="sm" ff="monospace">
            {c.cargaHoraria === null ? '—' : formatWorkload(c.cargaHoraria)}
          </Text>
        ),
        exportValue: (c) => (c.cargaHoraria === null ? '' : formatWorkload(c.cargaHoraria)),
      },
      {
        key: 'obrigatorio',
        title: t('fields.obrigatorio'),
        filter: { type: 'boolean', trueLabel: t('yes'), falseLabel: t('no') },
        render: (c) => (
          <Badge size="sm" radius="sm" variant={c.obrigatorio ? 'light' : 'outline'} color={c.obrigatorio ? 'orange' : 'gray'}>
            {c.obrigatorio ? t('yes') : t('no')}
          </Badge>
        ),
        exportValue: (c) => (c.obrigatorio ? t('yes') : t('no')),
      },
      categoryColumn<AnyContent>('categoriaIds', t('fields.category'), categories.data ?? [], (c) => c.categoriaNome),
      activeColumn<AnyContent>(t('fields.status'), { active: t('status.active'), inactive: t('status.inactive') }),
      {
        key: 'count',
        title: t(`${kind}.count`),
        textAlign: 'right',
        render: (c) => (
          <Text size="sm" data-testid="content-count">
            {countOf(c)}
          </Text>
        ),
        exportValue: (c) => countOf(c),
      },
      dayColumn<AnyContent>('lastUpdatedAt', t('fields.lastUpdatedAt'), language, (c) => c.lastUpdatedAt),
      { key: 'createdAt', title: t('fields.createdAt'), hidden: true, exportValue: (c) => new Date(c.createdAt) },
    ],
    [t, kind, language, categories.data],
  );

  const rowActions = useMemo<DataTableRowAction<AnyContent>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (c) => setForm({ id: c.id }) },
      { key: 'bonds', label: t('actions.bonds'), icon: <IconLink size={18} />, onClick: (c) => setBondsOf(c) },
      { key: 'enrolments', label: t('enrolment:actions.open'), icon: <IconUsers size={18} />, onClick: (c) => setEnrolmentsOf(c) },
      { key: 'delete', label: t('actions.delete'), icon: <IconTrash size={18} />, color: 'red', onClick: (c) => deleteRecord(c) },
    ],
    [t, deleteRecord],
  );

  return (
    <>
      <PageHeader
        icon={kind === 'curso' ? <IconSchool size={26} stroke={1.6} /> : <IconCertificate size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ id: null })} data-testid={`${testPrefix}-new`}>
            {t(`${kind}.new`)}
          </Button>
        }
      />
      <FilterBar list={list} />
      <AdminDataTable<AnyContent>
        title={t(`${kind}.title`)}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={rowActions}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listContents(kind, { ...list.query, pageNumber, pageSize }))}
        csv={{ path: `${BASE[kind]}/csv` }}
        testId={`${testPrefix}-table`}
      />
      <ContentWizardModal kind={kind} opened={form !== null} recordId={form?.id ?? null} onClose={() => setForm(null)} />
      <ContentBondsModal kind={kind} record={bondsOf} onClose={() => setBondsOf(null)} />
      <ContentEnrolmentsModal target={enrolmentsOf ? { kind, id: enrolmentsOf.id, titulo: enrolmentsOf.titulo } : null} onClose={() => setEnrolmentsOf(null)} />
    </>
  );
}

export function CoursesPage() {
  return <ContentsPage kind="curso" />;
}

export function TrailsPage() {
  return <ContentsPage kind="formacao" />;
}
