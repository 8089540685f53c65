import { Button, CloseButton, Group, Modal, Select, Stack, Tabs, Text, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCertificate, IconFileUpload, IconPlayerPlay, IconSchool, IconSearch, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSCRICAO_ORIGENS, INSCRICAO_STATUS, type SubscriptionListStatus, type SubscriptionRow } from '@plataforma/shared/enrolment';
import { confirmAction } from '../../../components/confirm.tsx';
import { AdminDataTable, fetchAllPages, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useBasicDepartments, useBasicJobTitles, useBasicUnits } from '../../accounts';
import { listSubscriptions, useChangeEnrolmentMutation, useSubscriptions, type EnrolmentTarget } from '../api/enrolment.ts';
import { BatchEnrolmentModal } from './batch-enrolment-modal.tsx';
import { EnrolmentStatusBadge, OriginBadge, ProgressCell } from './enrolment-badges.tsx';
import { EnrolUsersModal } from './enrol-users-modal.tsx';
import { useLocalListState } from './use-local-list-state.ts';

const FIELD = { flex: '1 1 170px', minWidth: 0 } as const;

/** The tabs: every row, each status of the active rows, then the cancelled rows. */
const TABS: readonly SubscriptionListStatus[] = ['all', ...INSCRICAO_STATUS, 'cancelled'];

type Option = { value: string; label: string };

function FilterSelect({ label, filter, options, list, testId }: { label: string; filter: string; options: Option[]; list: ReturnType<typeof useLocalListState>; testId: string }) {
  return (
    <Select
      style={FIELD}
      aria-label={label}
      placeholder={label}
      data={options}
      value={list.state.filters[filter] || null}
      onChange={(value) => list.setFilter(filter, value)}
      searchable
      clearable
      comboboxProps={{ zIndex: 310 }}
      data-testid={testId}
    />
  );
}

type Props = { target: EnrolmentTarget | null; onClose: () => void };

/**
 * 'Inscrições' of a course or a trail (3-admin §2 'enrol users', §3 'Subscription row', §7 curso/Usuarios/{status}/{id},
 * formacao/inscricoes/{id}): the rows by status in tabs (all, each status, cancelled), searched by name or e-mail and
 * filtered by origin, unit, department and job title, paged; cancel an enrolment or reactivate a cancelled one
 * (confirmed; reactivation loses the progress); 'Inscrever usuários' and 'Inscrição em lote' open their dialogs.
 */
export function ContentEnrolmentsModal({ target, onClose }: Props) {
  const { t } = useTranslation('enrolment');
  const language = useLanguage();
  const list = useLocalListState();
  const [status, setStatus] = useState<SubscriptionListStatus>('all');
  const [text, setText] = useState('');
  const [enrolOpen, setEnrolOpen] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const units = useBasicUnits();
  const departments = useBasicDepartments();
  const jobTitles = useBasicJobTitles();
  const query = useSubscriptions(target, status, list.query);
  const change = useChangeEnrolmentMutation();
  const applySearch = useDebouncedCallback((value: string) => list.setFilter('search', value.trim()), 350);
  const { reset } = list;

  useEffect(() => {
    reset();
    setStatus('all');
    setText('');
  }, [target?.id, reset]);

  const changeStatus = (next: string | null) => {
    setStatus((next ?? 'all') as SubscriptionListStatus);
    list.setPage(1);
  };

  const runChange = useCallback(
    async (row: SubscriptionRow, action: 'cancel' | 'reactivate') => {
      const ok = await confirmAction({
        title: t(`${action}.title`),
        message: t(`${action}.message`, { name: row.name }),
        confirmLabel: t(`actions.${action}`),
        tone: action === 'cancel' ? 'danger' : 'warning',
        testId: `confirm-${action}`,
      });
      if (!ok) return;
      try {
        await change.mutateAsync({ id: row.id, action });
        notifySuccess(t(`${action}.done`));
      } catch (error) {
        notifyError(error);
      }
    },
    [change, t],
  );

  const columns = useMemo<DataTableColumn<SubscriptionRow>[]>(
    () => [
      {
        key: 'name',
        title: t('fields.name'),
        render: (r) => (
          <Stack gap={0} style={{ minWidth: 0 }} maw={260}>
            <Text size="sm" fw={600} truncate data-testid="enrolment-name">
              {r.name}
            </Text>
            <Text size="xs" c="dimmed" truncate data-testid="enrolment-email">
              {r.email}
            </Text>
          </Stack>
        ),
      },
      { key: 'email', title: t('fields.email'), hidden: true },
      { key: 'unit', title: t('fields.unit'), render: (r) => <Text size="sm" c={r.unit ? undefined : 'dimmed'}>{r.unit ?? '—'}</Text> },
      { key: 'department', title: t('fields.department'), render: (r) => <Text size="sm" c={r.department ? undefined : 'dimmed'}>{r.department ?? '—'}</Text> },
      { key: 'position', title: t('fields.position'), render: (r) => <Text size="sm" c={r.position ? undefined : 'dimmed'}>{r.position ?? '—'}</Text> },
      { key: 'origin', title: t('fields.origin'), noWrap: true, render: (r) => <OriginBadge origin={r.origin} />, exportValue: (r) => t(`origins.${r.origin}`) },
      { key: 'progress', title: t('fields.progress'), width: 150, render: (r) => <ProgressCell value={r.progress} />, exportValue: (r) => r.progress },
      {
        key: 'status',
        title: t('fields.status'),
        noWrap: true,
        render: (r) => <EnrolmentStatusBadge status={r.status} active={r.active} />,
        exportValue: (r) => t(`common:enrolmentStatus.${r.active ? r.status : 'cancelled'}`),
      },
      {
        key: 'dataInscricao',
        title: t('fields.dataInscricao'),
        noWrap: true,
        render: (r) => (
          <Tooltip label={formatDateTime(r.dataInscricao, language)} openDelay={400} withArrow>
            <Text size="sm" c="dimmed">
              {formatDate(r.dataInscricao, language)}
            </Text>
          </Tooltip>
        ),
        exportValue: (r) => new Date(r.dataInscricao),
      },
      { key: 'concluidoEm', title: t('fields.concluidoEm'), hidden: true, exportValue: (r) => (r.concluidoEm ? new Date(r.concluidoEm) : null) },
    ],
    [t, language],
  );

  const rowActions = useMemo<DataTableRowAction<SubscriptionRow>[]>(
    () => [
      { key: 'cancel', label: t('actions.cancel'), icon: <IconUserOff size={18} />, color: 'red', onClick: (r) => runChange(r, 'cancel') },
      { key: 'reactivate', label: t('actions.reactivate'), icon: <IconPlayerPlay size={18} />, color: 'teal', onClick: (r) => runChange(r, 'reactivate') },
    ],
    [t, runChange],
  );
  const allowedActions = useCallback((r: SubscriptionRow) => (r.active ? ['cancel'] : ['reactivate']), []);

  const origins = INSCRICAO_ORIGENS.map((value) => ({ value, label: t(`origins.${value}`) }));
  const subject = target ? t(`list.subject.${target.kind}`, { title: target.titulo }) : '';

  return (
    <>
      <Modal
        opened={target !== null}
        onClose={onClose}
        centered
        radius="lg"
        size={1240}
        title={
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={36} radius="md" variant="light">
              {target?.kind === 'formacao' ? <IconCertificate size={20} /> : <IconSchool size={20} />}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fw={700} fz="lg" lh={1.3}>
                {t('list.title')}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={1} data-testid="enrolments-subject">
                {subject}
              </Text>
            </div>
          </Group>
        }
        attributes={{ content: { 'data-testid': 'enrolments-modal' } }}
      >
        <Stack gap="md">
          <Tabs value={status} onChange={changeStatus} variant="pills" radius="md" keepMounted={false}>
            <Tabs.List data-testid="enrolments-tabs">
              {TABS.map((value) => (
                <Tabs.Tab key={value} value={value} data-testid={`enrolments-tab-${value}`}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Group gap="sm" wrap="wrap" data-testid="enrolments-filters">
            <TextInput
              style={{ flex: '2 1 240px', minWidth: 0 }}
              aria-label={t('list.search')}
              placeholder={t('list.search')}
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                applySearch(event.currentTarget.value);
              }}
              rightSection={
                text ? (
                  <CloseButton
                    size="sm"
                    aria-label={t('list.clearSearch')}
                    onClick={() => {
                      setText('');
                      list.setFilter('search', null);
                    }}
                  />
                ) : null
              }
              data-testid="enrolments-search"
            />
            <FilterSelect label={t('list.origin')} filter="origem" options={origins} list={list} testId="enrolments-origin" />
            <FilterSelect label={t('list.unit')} filter="unidadeDeNegocioId" options={units.data ?? []} list={list} testId="enrolments-unit" />
            <FilterSelect label={t('list.department')} filter="departamentoId" options={departments.data ?? []} list={list} testId="enrolments-department" />
            <FilterSelect label={t('list.position')} filter="cargoId" options={jobTitles.data ?? []} list={list} testId="enrolments-position" />
          </Group>
          <AdminDataTable<SubscriptionRow>
            title={`${t('list.title')} ${target?.titulo ?? ''}`.trim()}
            list={list}
            columns={columns}
            records={query.data?.data}
            totalRecords={query.data?.totalItems ?? 0}
            fetching={query.isFetching}
            error={query.error}
            onRetry={() => void query.refetch()}
            rowActions={rowActions}
            allowedActions={allowedActions}
            exportRows={target ? () => fetchAllPages((pageNumber, pageSize) => listSubscriptions(target, status, { ...list.query, pageNumber, pageSize })) : undefined}
            toolbar={
              <>
                <Button variant="default" leftSection={<IconFileUpload size={18} />} onClick={() => setBatchOpen(true)} data-testid="enrolments-batch">
                  {t('actions.batch')}
                </Button>
                <Button leftSection={<IconUserPlus size={18} />} onClick={() => setEnrolOpen(true)} data-testid="enrolments-enrol">
                  {t('actions.enrol')}
                </Button>
              </>
            }
            testId="enrolments-table"
          />
        </Stack>
      </Modal>
      <EnrolUsersModal target={enrolOpen ? target : null} onClose={() => setEnrolOpen(false)} />
      <BatchEnrolmentModal opened={batchOpen} onClose={() => setBatchOpen(false)} />
    </>
  );
}
