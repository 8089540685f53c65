import { Badge, Button, Group, Text, Textarea } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconTrophy } from '@tabler/icons-react';
import { ENVIRONMENTS, type Challenge } from '@plataforma/shared/gamification';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { AdminDataTable, useAdminList, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { listChallenges, useChallengesList, useDeleteChallengeMutation } from '../api.ts';
import { ChallengeFormModal } from '../components/challenge-form-modal.tsx';

/** /gamificacao/desafios (permission 'Desafios'): the company's challenges — create, edit, delete with a reason. */
export function ChallengesPage() {
  const { t } = useTranslation('gamification');
  const language = useLanguage();
  const { table } = useAdminList({ filterKeys: ['search', 'environment'], useList: useChallengesList, fetchPage: listChallenges });
  const remove = useDeleteChallengeMutation();
  const [editing, setEditing] = useState<{ challenge: Challenge | null } | null>(null);
  const [deleting, setDeleting] = useState<Challenge | null>(null);
  const [motivo, setMotivo] = useState('');

  const columns = useMemo<DataTableColumn<Challenge>[]>(
    () => [
      {
        key: 'search',
        title: t('challenges.fields.name'),
        filter: { type: 'text' },
        render: (c) => (
          <Group gap={8} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {c.nome}
            </Text>
            {!c.active && (
              <Badge size="sm" variant="outline" color="gray" radius="sm">
                {t('challenges.inactive')}
              </Badge>
            )}
          </Group>
        ),
        exportValue: (c) => c.nome,
      },
      {
        key: 'environment',
        title: t('challenges.fields.environment'),
        width: 150,
        filter: { type: 'select', options: ENVIRONMENTS.map((e) => ({ value: e, label: t(`environments.${e}`) })) },
        render: (c) => t(`environments.${c.environment}`),
        exportValue: (c) => t(`environments.${c.environment}`),
      },
      {
        key: 'period',
        title: t('challenges.fields.period'),
        width: 220,
        render: (c) => (
          <Text size="sm" c="dimmed">
            {formatDate(`${c.dataInicio}T12:00:00Z`, language)} – {formatDate(`${c.dataFim}T12:00:00Z`, language)}
          </Text>
        ),
        exportValue: (c) => `${c.dataInicio} – ${c.dataFim}`,
      },
      {
        key: 'totalConquistas',
        title: t('challenges.fields.trophies'),
        width: 130,
        textAlign: 'center',
        render: (c) => (
          <Badge variant={c.totalConquistas > 0 ? 'light' : 'outline'} color={c.totalConquistas > 0 ? 'yellow' : 'gray'} radius="sm">
            {c.totalConquistas}
          </Badge>
        ),
        exportValue: (c) => c.totalConquistas,
      },
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<Challenge>[]>(
    () => [
      { key: 'edit', label: t('challenges.edit'), icon: <IconPencil size={18} />, onClick: (c) => setEditing({ challenge: c }) },
      {
        key: 'delete',
        label: t('challenges.delete'),
        icon: <IconTrash size={18} />,
        color: 'red',
        onClick: (c) => {
          setMotivo('');
          setDeleting(c);
        },
      },
    ],
    [t],
  );

  const confirmDelete = async () => {
    if (!deleting || !motivo.trim()) return;
    try {
      await remove.mutateAsync({ id: deleting.id, motivo: motivo.trim() });
      notifySuccess(t('messages:records.removed'));
      setDeleting(null);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <PageHeader
        icon={<IconTrophy size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('challenges.title')}
        description={t('challenges.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ challenge: null })} data-testid="challenges-new">
            {t('challenges.new')}
          </Button>
        }
      />
      <AdminDataTable<Challenge> title={t('challenges.title')} {...table} columns={columns} rowActions={rowActions} testId="challenges-table" />
      <ChallengeFormModal opened={editing !== null} challenge={editing?.challenge ?? null} onClose={() => setEditing(null)} />
      <FormModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        icon={<IconTrash size={20} />}
        title={t('challenges.deleteTitle')}
        description={deleting?.nome}
        onSubmit={(event) => {
          event?.preventDefault();
          void confirmDelete();
        }}
        submitting={remove.isPending}
        submitLabel={t('challenges.confirmDelete')}
        testId="challenge-delete"
      >
        <Text size="sm">{t('challenges.deleteText')}</Text>
        <Textarea label={t('challenges.reason')} required autosize minRows={2} value={motivo} onChange={(event) => setMotivo(event.currentTarget.value)} data-testid="challenge-delete-reason" />
      </FormModal>
    </>
  );
}
