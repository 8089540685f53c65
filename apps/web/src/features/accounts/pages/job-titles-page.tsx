import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBriefcase, IconPencil, IconPlus, IconRobot } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_TITLE_SORT_FIELDS, type JobTitle } from '@plataforma/shared/accounts';
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
import { useBasicSkills } from '../../categories-skills';
import { AutomatedEnrolmentModal, type AutomatedTarget } from '../../enrolment';
import { JOB_TITLES_CSV_PATH, listJobTitles, useDeleteJobTitleMutation, useJobTitlesList } from '../api/job-titles.ts';
import { JobTitleFormModal } from '../components/job-title-form-modal.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

const SHOWN_SKILLS = 3;

/** /conta/cargo: the job titles of the company with their skills (3-admin §2, §3). */
export function JobTitlesPage() {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const skills = useBasicSkills();
  const { table } = useAdminList({
    filterKeys: ['nome', 'ativo', 'competenciaId', 'createdAt'],
    sortFields: JOB_TITLE_SORT_FIELDS,
    defaultSort: { field: 'nome', direction: 'asc' },
    useList: useJobTitlesList,
    fetchPage: listJobTitles,
  });
  const remove = useDeleteJobTitleMutation();
  const [editing, setEditing] = useState<{ jobTitle: JobTitle | null } | null>(null);
  const [automated, setAutomated] = useState<AutomatedTarget | null>(null);

  const columns = useMemo<DataTableColumn<JobTitle>[]>(
    () => [
      {
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        noWrap: true,
        filter: { type: 'text' },
        render: (c) => (
          <Text size="sm" fw={600}>
            {c.nome}
          </Text>
        ),
      },
      {
        // the column filters by one skill (competenciaId) and shows every skill of the row
        key: 'competenciaId',
        title: t('fields.competencias'),
        filter: { type: 'select', options: skills.data ?? [] },
        render: (c) =>
          c.competencias.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('jobTitles.noSkills')}
            </Text>
          ) : (
            <Group gap={4}>
              {c.competencias.slice(0, SHOWN_SKILLS).map((s) => (
                <Badge key={s.value} size="sm" variant="light" radius="sm" tt="none" fw={500} maw={200}>
                  {s.label}
                </Badge>
              ))}
              {c.competencias.length > SHOWN_SKILLS && (
                <Tooltip label={c.competencias.slice(SHOWN_SKILLS).map((s) => s.label).join(', ')} withArrow multiline maw={280}>
                  <Badge size="sm" variant="outline" color="gray" radius="sm">
                    {t('jobTitles.more', { count: c.competencias.length - SHOWN_SKILLS })}
                  </Badge>
                </Tooltip>
              )}
            </Group>
          ),
        exportValue: (c) => c.competencias.map((s) => s.label).join(', '),
      },
      {
        key: 'ativo',
        title: t('fields.ativo'),
        sortable: true,
        width: 130,
        filter: { type: 'boolean', trueLabel: t('status.active'), falseLabel: t('status.inactive') },
        render: (c) => <StatusBadge active={c.ativo} />,
        exportValue: (c) => (c.ativo ? t('status.active') : t('status.inactive')),
      },
      {
        key: 'totalUsuarios',
        title: t('fields.totalUsuarios'),
        sortable: true,
        textAlign: 'center',
        width: 110,
        render: (c) => (
          <Badge variant={c.totalUsuarios > 0 ? 'light' : 'outline'} color={c.totalUsuarios > 0 ? 'brand' : 'gray'} radius="sm">
            {c.totalUsuarios}
          </Badge>
        ),
      },
      {
        key: 'observacao',
        title: t('fields.observacao'),
        hidden: true,
        exportValue: (c) => c.observacao,
        render: (c) => (
          <Text size="sm" c={c.observacao ? undefined : 'dimmed'} truncate>
            {c.observacao ?? '—'}
          </Text>
        ),
      },
      createdAtColumn(t('fields.createdAt'), language, 170),
    ],
    [t, language, skills.data],
  );

  const rowActions = useMemo<DataTableRowAction<JobTitle>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (jobTitle) => setEditing({ jobTitle }) },
      { key: 'automated', label: t('enrolment:actions.automated'), icon: <IconRobot size={18} />, onClick: (c) => setAutomated({ tipo: 'Cargo', id: c.id, nome: c.nome }) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );
  const disabledActions = useCallback((c: JobTitle) => (c.totalUsuarios > 0 ? ['delete'] : []), []);
  const actionHints = useCallback(
    (c: JobTitle): Partial<Record<string, string>> => (c.totalUsuarios > 0 ? { delete: t('inUseHint', { count: c.totalUsuarios }) } : {}),
    [t],
  );

  return (
    <>
      <PageHeader
        icon={<IconBriefcase size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('jobTitles.title')}
        description={t('jobTitles.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ jobTitle: null })} data-testid="job-titles-new">
            {t('jobTitles.new')}
          </Button>
        }
      />
      <AdminDataTable<JobTitle>
        title={t('jobTitles.title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        disabledActions={disabledActions}
        actionHints={actionHints}
        selectable={(c) => c.totalUsuarios === 0}
        onDeleteSelected={async (jobTitles) => {
          await deleteEach(jobTitles, (c) => remove.mutateAsync(c.id));
        }}
        csv={{ path: JOB_TITLES_CSV_PATH }}
        testId="job-titles-table"
      />
      <JobTitleFormModal opened={editing !== null} jobTitle={editing?.jobTitle ?? null} onClose={() => setEditing(null)} />
      <AutomatedEnrolmentModal target={automated} onClose={() => setAutomated(null)} />
    </>
  );
}
