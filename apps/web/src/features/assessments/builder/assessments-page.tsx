import { Badge, Button, Group, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import { IconClipboardCheck, IconClock, IconLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVALIACAO_SORT_FIELDS, AVALIACAO_TIPOS, type AvaliacaoRow, type AvaliacaoTipo } from '@plataforma/shared/assessments';
import { confirmAction } from '../../../components/confirm.tsx';
import { AdminDataTable, activeColumn, categoryColumn, dayColumn, fetchAllPages, useListState, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useBasicCategories } from '../../categories-skills';
import { getAssociations, listAvaliacoes, useAvaliacoesList, useDeleteAvaliacaoMutation } from '../api/builder.ts';
import { AssociationsList, AssociationsModal } from './associations.tsx';
import { AssessmentWizardModal } from './assessment-wizard-modal.tsx';
import { FILTER_KEYS, avaliacoesQuery } from './list-query.ts';

const KIND_COLORS: Record<AvaliacaoTipo, MantineColor> = { Diagnostica: 'grape', Reacao: 'orange', Aprendizagem: 'blue', Comportamento: 'teal' };

/**
 * /conteudo/avaliacao 'Avaliações' (3-admin §2, §3): the list with filters and export; create and edit in the
 * wizard, see bonds (courses and trails holding the assessment) and delete (the bonds shown in the confirmation;
 * the server refuses linked or answered assessments with its message).
 */
export function AssessmentsPage() {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const categories = useBasicCategories();
  const list = useListState({ filterKeys: [...FILTER_KEYS], sortFields: AVALIACAO_SORT_FIELDS, defaultSort: { field: 'createdAt', direction: 'desc' } });
  const apiQuery = useMemo(() => avaliacoesQuery(list.query), [list.query]);
  const query = useAvaliacoesList(apiQuery);
  const remove = useDeleteAvaliacaoMutation();
  const [form, setForm] = useState<{ id: string | null } | null>(null);
  const [bondsOf, setBondsOf] = useState<AvaliacaoRow | null>(null);

  const deleteRecord = useCallback(
    async (record: AvaliacaoRow) => {
      let associations;
      try {
        associations = await getAssociations(record.id);
      } catch (error) {
        notifyError(error);
        return;
      }
      const linked = associations.cursos.length + associations.formacoes.length;
      const ok = await confirmAction({
        title: t('builder.remove.title'),
        message: (
          <Stack gap="sm" data-testid="assessment-delete-message">
            <Text size="sm" fw={600}>
              {record.title}
            </Text>
            {linked > 0 && (
              <>
                <Text size="sm" fw={600} c="orange.8">
                  {t('builder.remove.inUse', { count: linked })}
                </Text>
                <AssociationsList associations={associations} />
              </>
            )}
            <Text size="sm" c="red.8">
              {t('builder.remove.warning')}
            </Text>
          </Stack>
        ),
        confirmLabel: t('builder.actions.delete'),
        tone: 'danger',
        testId: 'confirm-delete',
      });
      if (!ok) return;
      try {
        await remove.mutateAsync(record.id);
        notifySuccess(t('messages:records.removed'));
      } catch (error) {
        notifyError(error);
      }
    },
    [remove, t],
  );

  const columns = useMemo<DataTableColumn<AvaliacaoRow>[]>(
    () => [
      {
        key: 'title',
        title: t('builder.fields.title'),
        sortable: true,
        filter: { type: 'text' },
        render: (a) => (
          <Text size="sm" fw={600} truncate maw={240} data-testid="assessment-row-title">
            {a.title}
          </Text>
        ),
        exportValue: (a) => a.title,
      },
      {
        key: 'type',
        title: t('builder.fields.type'),
        sortable: true,
        noWrap: true,
        filter: { type: 'select', options: AVALIACAO_TIPOS.map((value) => ({ value, label: t(`kinds.${value}`) })) },
        render: (a) => (
          <Badge size="sm" radius="sm" variant="light" tt="none" miw="max-content" color={KIND_COLORS[a.type]} data-testid="assessment-row-type">
            {t(`kinds.${a.type}`)}
          </Badge>
        ),
        exportValue: (a) => t(`kinds.${a.type}`),
      },
      {
        key: 'questionsCount',
        title: t('builder.fields.questions'),
        textAlign: 'right',
        render: (a) => (
          <Text size="sm" data-testid="assessment-row-questions">
            {a.questionsCount}
          </Text>
        ),
        exportValue: (a) => a.questionsCount,
      },
      {
        key: 'score',
        title: t('builder.fields.score'),
        textAlign: 'right',
        render: (a) => <Text size="sm">{a.type === 'Reacao' ? '—' : `${a.score}%`}</Text>,
        exportValue: (a) => a.score,
      },
      {
        key: 'duration',
        title: t('builder.fields.timer'),
        render: (a) =>
          a.showTimer && a.duration ? (
            <Group gap={4} wrap="nowrap">
              <IconClock size={14} />
              <Text size="sm" ff="monospace">
                {a.duration}
              </Text>
            </Group>
          ) : (
            <Tooltip label={t('builder.noTimer')} openDelay={400} withArrow>
              <Text size="sm" c="dimmed">
                —
              </Text>
            </Tooltip>
          ),
        exportValue: (a) => (a.showTimer && a.duration ? a.duration : ''),
      },
      categoryColumn<AvaliacaoRow>('categoryId', t('builder.fields.category'), categories.data ?? [], (a) => a.categoryName),
      activeColumn<AvaliacaoRow>(t('builder.fields.status'), { active: t('builder.status.active'), inactive: t('builder.status.inactive') }),
      { key: 'evaluatorsCount', title: t('builder.fields.evaluatorsCount'), hidden: true, exportValue: (a) => a.evaluatorsCount },
      { key: 'associationsCount', title: t('builder.fields.associationsCount'), hidden: true, exportValue: (a) => a.associationsCount },
      dayColumn<AvaliacaoRow>('createdAt', t('builder.fields.createdAt'), language, (a) => a.createdAt),
    ],
    [t, language, categories.data],
  );

  const rowActions = useMemo<DataTableRowAction<AvaliacaoRow>[]>(
    () => [
      { key: 'edit', label: t('builder.actions.edit'), icon: <IconPencil size={18} />, onClick: (a) => setForm({ id: a.id }) },
      { key: 'bonds', label: t('builder.actions.bonds'), icon: <IconLink size={18} />, onClick: (a) => setBondsOf(a) },
      { key: 'delete', label: t('builder.actions.delete'), icon: <IconTrash size={18} />, color: 'red', onClick: (a) => deleteRecord(a) },
    ],
    [t, deleteRecord],
  );

  return (
    <>
      <PageHeader
        icon={<IconClipboardCheck size={26} stroke={1.6} />}
        eyebrow={t('builder.group')}
        title={t('builder.title')}
        description={t('builder.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ id: null })} data-testid="assessments-new">
            {t('builder.new')}
          </Button>
        }
      />
      <AdminDataTable<AvaliacaoRow>
        title={t('builder.title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={rowActions}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listAvaliacoes({ ...apiQuery, pageNumber, pageSize }))}
        testId="assessments-table"
      />
      <AssessmentWizardModal opened={form !== null} recordId={form?.id ?? null} onClose={() => setForm(null)} />
      <AssociationsModal record={bondsOf} onClose={() => setBondsOf(null)} />
    </>
  );
}
