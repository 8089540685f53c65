import { Badge, Button, Group, Text } from '@mantine/core';
import { IconBulb, IconPencil, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXIBIR_EM, SKILL_SORT_FIELDS, type Skill } from '@plataforma/shared/categories-skills';
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
import { listSkills, useDeleteSkillMutation, useSkillsList } from '../api/skills.ts';
import { SkillFormModal } from '../components/skill-form-modal.tsx';

/** /settings/competencia: the skills of the company (3-admin §2). */
export function SkillsPage() {
  const { t } = useTranslation('categories-skills');
  const language = useLanguage();
  const { query, table } = useAdminList({
    filterKeys: ['nome', 'exibirEm', 'createdAt'], sortFields: SKILL_SORT_FIELDS, defaultSort: { field: 'nome', direction: 'asc' },
    useList: useSkillsList,
    fetchPage: listSkills,
  });
  const remove = useDeleteSkillMutation();
  const [editing, setEditing] = useState<{ skill: Skill | null } | null>(null);

  const columns = useMemo<DataTableColumn<Skill>[]>(
    () => [
      {
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        filter: { type: 'text' },
        render: (s) => (
          <Text size="sm" fw={600}>
            {s.nome}
          </Text>
        ),
      },
      {
        key: 'exibirEm',
        title: t('fields.exibirEm'),
        filter: { type: 'select', options: EXIBIR_EM.map((p) => ({ value: p, label: t(`places.${p}`) })) },
        render: (s) => (
          <Group gap={4}>
            {s.exibirEm.map((p) => (
              <Badge key={p} size="sm" variant="light" color="gray" radius="sm" tt="none" fw={500}>
                {t(`places.${p}`)}
              </Badge>
            ))}
          </Group>
        ),
        exportValue: (s) => s.exibirEm.map((p) => t(`places.${p}`)).join(', '),
      },
      {
        key: 'totalCargos',
        title: t('fields.totalCargos'),
        sortable: true,
        textAlign: 'center',
        width: 110,
        render: (s) => (
          <Badge variant={s.totalCargos > 0 ? 'light' : 'outline'} color={s.totalCargos > 0 ? 'brand' : 'gray'} radius="sm">
            {s.totalCargos}
          </Badge>
        ),
      },
      { key: 'origem', title: t('fields.origem'), width: 120, render: (s) => t(`origens.${s.origem}`), exportValue: (s) => t(`origens.${s.origem}`) },
      createdAtColumn(t('fields.createdAt'), language, 170),
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Skill>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (skill) => setEditing({ skill }) },
      deleteRowAction(t('actions.delete'), t('messages:records.removed'), (id) => remove.mutateAsync(id)),
    ],
    [t, remove],
  );
  const actionHints = useCallback(
    (skill: Skill): Partial<Record<string, string>> => (skill.totalCargos > 0 ? { delete: t('skills.inUseHint', { count: skill.totalCargos }) } : {}),
    [t],
  );

  return (
    <>
      <PageHeader
        icon={<IconBulb size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('skills.title')}
        description={t('skills.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ skill: null })} data-testid="skills-new">
            {t('skills.new')}
          </Button>
        }
      />
      <AdminDataTable<Skill>
        title={t('skills.title')}
        {...table}
        columns={columns}
        rowActions={rowActions}
        actionHints={actionHints}
        selectable
        onDeleteSelected={async (skills) => {
          await deleteEach(skills, (s) => remove.mutateAsync(s.id));
          await query.refetch();
        }}
        testId="skills-table"
      />
      <SkillFormModal opened={editing !== null} skill={editing?.skill ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
