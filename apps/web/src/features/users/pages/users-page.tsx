import { Alert, Badge, Button, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconClipboardCheck, IconFileUpload, IconInfoCircle, IconKey, IconLockPassword, IconPencil, IconPlus, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASSIFICACOES, USER_SORT_FIELDS, type UserListItem } from '@plataforma/shared/users';
import { formatDocument, withDateRangeQuery } from '@plataforma/shared';
import { openChangePasswordDialog } from '../../../components/change-password-dialog/index.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { AdminDataTable, fetchAllPages, useListState, type DataTableColumn, type DataTableRowAction } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { ownUser, useIsElevated, useSession } from '../../../lib/session.ts';
import { useBasicDepartments, useBasicJobTitles, useBasicUnits } from '../../accounts';
import { USERS_CSV_PATH, listUsers, useDeactivateUserMutation, useTenantOptions, useUsersList } from '../api/users.ts';
import { UserDrawer } from '../components/user-drawer.tsx';
import { UserImportModal } from '../components/user-import-modal.tsx';
import { UsersFilterBar } from '../components/users-filter-bar.tsx';

const CLASSIFICATION_COLOR = { student: 'gray', manager: 'grape', admin: 'brand' } as const;

/** /conta/usuario: the users of the company (3-admin §2, §3, §7 Usuario). */
export function UsersPage() {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const session = useSession();
  const elevated = useIsElevated();
  const ownUserId = session.clientMode ? null : ownUser(session).userId;
  const list = useListState({
    filterKeys: ['nome', 'email', 'cpf', 'cargoId', 'departamentoId', 'unidadeDeNegocioId', 'classificacao', 'avaliador', 'ativo', 'createdAt'],
    sortFields: USER_SORT_FIELDS,
    defaultSort: { field: 'nome', direction: 'asc' },
  });
  // platform administration (outside client mode) may look at another company's users (read only)
  const [company, setCompany] = useState<string | null>(null);
  const tenants = useTenantOptions(elevated);
  const foreign = elevated && company !== null && company !== session.payload?.Tenant;
  const apiQuery = useMemo(() => {
    const query = withDateRangeQuery(list.query, 'createdAt');
    return foreign && company ? { ...query, tenantId: company } : query;
  }, [list.query, foreign, company]);
  const query = useUsersList(apiQuery);
  const deactivate = useDeactivateUserMutation();
  const departments = useBasicDepartments();
  const jobTitles = useBasicJobTitles();
  const units = useBasicUnits();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [selected, setSelected] = useState<UserListItem[]>([]);
  // a new key per opening: the import dialog starts from the first step every time
  const [importing, setImporting] = useState<{ key: number; opened: boolean }>({ key: 0, opened: false });

  const yesNo = useCallback((value: boolean) => (value ? t('yes') : t('no')), [t]);

  const columns = useMemo<DataTableColumn<UserListItem>[]>(
    () => [
      {
        // name, with the e-mail below it (the e-mail filter is in the filter bar; the export has its own column)
        key: 'nome',
        title: t('fields.nome'),
        sortable: true,
        filter: { type: 'text' },
        render: (u) => (
          <Stack gap={0} maw={220} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} c={u.ativo ? undefined : 'dimmed'} truncate data-testid="user-name">
              {u.nomeCompleto}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {u.email}
            </Text>
          </Stack>
        ),
        exportValue: (u) => u.nomeCompleto,
      },
      {
        key: 'email',
        title: t('fields.email'),
        hidden: true,
        filter: { type: 'text' },
        exportValue: (u) => u.email,
      },
      {
        key: 'cpf',
        title: t('fields.cpf'),
        noWrap: true,
        width: 132,
        filter: { type: 'text' },
        render: (u) => (
          <Text size="sm" c={u.cpf ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {u.cpf ? formatDocument(u.cpf, u.tipoPessoa) : '—'}
          </Text>
        ),
        exportValue: (u) => (u.cpf ? formatDocument(u.cpf, u.tipoPessoa) : null),
      },
      {
        // job title, with the department below it (department filter in the filter bar)
        key: 'cargoId',
        title: t('fields.cargo'),
        filter: { type: 'select', options: jobTitles.data ?? [] },
        render: (u) => (
          <Stack gap={0} maw={172} style={{ minWidth: 0 }}>
            <Text size="sm" c={u.cargoNome ? undefined : 'dimmed'} truncate>
              {u.cargoNome ?? '—'}
            </Text>
            {u.departamentoNome && (
              <Text size="xs" c="dimmed" truncate>
                {u.departamentoNome}
              </Text>
            )}
          </Stack>
        ),
        exportValue: (u) => u.cargoNome,
      },
      {
        key: 'departamentoId',
        title: t('fields.departamento'),
        hidden: true,
        filter: { type: 'select', options: departments.data ?? [] },
        exportValue: (u) => u.departamentoNome,
      },
      {
        key: 'unidadeDeNegocioId',
        title: t('fields.unidade'),
        hidden: true,
        filter: { type: 'select', options: units.data ?? [] },
        exportValue: (u) => u.unidadeDeNegocioNome,
      },
      {
        key: 'classificacao',
        title: t('fields.classificacao'),
        width: 158,
        filter: { type: 'select', options: CLASSIFICACOES.map((c) => ({ value: c, label: t(`classificacao.${c}`) })) },
        render: (u) => (
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color={CLASSIFICATION_COLOR[u.classificacao]} radius="sm" tt="none" fw={600}>
              {t(`classificacao.${u.classificacao}`)}
            </Badge>
            {u.avaliador && (
              <Tooltip label={t('fields.avaliador')} withArrow>
                <ThemeIcon size={20} radius="xl" variant="light" color="orange" role="img" aria-label={t('fields.avaliador')}>
                  <IconClipboardCheck size={13} />
                </ThemeIcon>
              </Tooltip>
            )}
          </Group>
        ),
        exportValue: (u) => t(`classificacao.${u.classificacao}`),
      },
      {
        key: 'avaliador',
        title: t('fields.avaliador'),
        hidden: true,
        filter: { type: 'boolean', trueLabel: t('yes'), falseLabel: t('no') },
        exportValue: (u) => yesNo(u.avaliador),
      },
      {
        key: 'grupoDePermissaoNome',
        title: t('fields.grupo'),
        hidden: true,
        exportValue: (u) => u.grupoDePermissaoNome,
      },
      {
        key: 'ativo',
        title: t('fields.ativo'),
        width: 122,
        filter: { type: 'boolean', trueLabel: t('status.active'), falseLabel: t('status.inactive') },
        render: (u) => (
          <Badge variant="light" color={u.ativo ? 'teal' : 'gray'} radius="sm" tt="none" fw={600} leftSection={<span aria-hidden>●</span>}>
            {u.ativo ? t('status.active') : t('status.inactive')}
          </Badge>
        ),
        exportValue: (u) => (u.ativo ? t('status.active') : t('status.inactive')),
      },
      {
        key: 'createdAt',
        title: t('fields.createdAt'),
        sortable: true,
        width: 124,
        noWrap: true,
        filter: { type: 'dateRange' },
        render: (u) => (
          <Tooltip label={formatDateTime(u.createdAt, language)} withArrow openDelay={300}>
            <Text size="sm" c="dimmed">
              {formatDate(u.createdAt, language)}
            </Text>
          </Tooltip>
        ),
        exportValue: (u) => new Date(u.createdAt),
      },
    ],
    [t, language, jobTitles.data, departments.data, units.data, yesNo],
  );


  const rowActions = useMemo<DataTableRowAction<UserListItem>[]>(
    () => [
      { key: 'edit', label: t('actions.edit'), icon: <IconPencil size={18} />, onClick: (u) => setEditing({ id: u.id }) },
      {
        key: 'password',
        label: t('actions.changePassword'),
        icon: <IconKey size={18} />,
        onClick: (u) => {
          openChangePasswordDialog({ mode: 'single', user: { id: u.id, nomeCompleto: u.nomeCompleto, email: u.email, cpf: u.cpf, tipoPessoa: u.tipoPessoa } });
        },
      },
      {
        key: 'deactivate',
        label: t('actions.deactivate'),
        icon: <IconUserOff size={18} />,
        color: 'red',
        onClick: async (u) => {
          const ok = await confirmAction({
            title: t('deactivate.title'),
            message: t('deactivate.message', { name: u.nomeCompleto }),
            confirmLabel: t('deactivate.confirm'),
            tone: 'danger',
            testId: 'confirm-deactivate',
          });
          if (!ok) return;
          try {
            await deactivate.mutateAsync(u.id);
            notifySuccess(t('deactivate.done'));
          } catch (error) {
            notifyError(error);
          }
        },
      },
    ],
    [t, deactivate],
  );
  const allowedActions = useCallback((u: UserListItem) => (u.ativo ? undefined : ['edit', 'password']), []);
  const disabledActions = useCallback((u: UserListItem) => (u.id === ownUserId ? ['deactivate'] : []), [ownUserId]);
  const actionHints = useCallback((u: UserListItem): Partial<Record<string, string>> => (u.id === ownUserId ? { deactivate: t('hints.self') } : {}), [ownUserId, t]);
  const onSelectionChange = useCallback((rows: UserListItem[]) => setSelected(rows), []);

  const batchPassword = () => {
    openChangePasswordDialog({ mode: 'batch', usuarioIds: selected.map((u) => u.id), names: Object.fromEntries(selected.map((u) => [u.id, u.nomeCompleto])) });
  };

  return (
    <>
      <PageHeader
        icon={<IconUsers size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileUpload size={18} />}
              onClick={() => setImporting((current) => ({ key: current.key + 1, opened: true }))}
              disabled={foreign}
              data-testid="users-import"
            >
              {t('importUsers.button')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ id: null })} disabled={foreign} data-testid="users-new">
              {t('new')}
            </Button>
          </>
        }
      />
      <UsersFilterBar
        list={list}
        departments={departments.data ?? []}
        units={units.data ?? []}
        companies={elevated ? (tenants.data ?? []) : null}
        company={company}
        onCompanyChange={(value) => {
          setCompany(value);
          list.clearFilters();
        }}
      />
      {foreign && (
        <Alert variant="light" color="blue" mb="md" icon={<IconInfoCircle size={18} />} data-testid="users-foreign-company">
          {t('company.readOnly')}
        </Alert>
      )}
      <AdminDataTable<UserListItem>
        title={t('title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={foreign ? [] : rowActions}
        allowedActions={allowedActions}
        disabledActions={disabledActions}
        actionHints={actionHints}
        selectable={!foreign}
        onSelectionChange={onSelectionChange}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listUsers({ ...apiQuery, pageNumber, pageSize }))}
        csv={{ path: USERS_CSV_PATH }}
        toolbar={
          !foreign && (
            <Button variant="default" leftSection={<IconLockPassword size={18} />} onClick={batchPassword} data-testid="users-batch-password">
              {t('batchPassword')}
            </Button>
          )
        }
        testId="users-table"
      />
      <UserDrawer opened={editing !== null} userId={editing?.id ?? null} onClose={() => setEditing(null)} />
      <UserImportModal key={importing.key} opened={importing.opened} onClose={() => setImporting((current) => ({ ...current, opened: false }))} />
    </>
  );
}
