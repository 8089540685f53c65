import { Alert, Center, Group, Loader, Modal, Pagination, ScrollArea, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Panel, PanelUser } from '@plataforma/shared/bi';
import { ModalTitle } from '../../../components/modal-title.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePanelUsers, useSetPanelUsersMutation } from '../api.ts';

const PAGE_SIZE = 10;

type Props = { panel: Panel | null; onClose: () => void };

/**
 * The people a panel reaches (getUsersFromPanelId: its company and the companies of its contracts), each with a switch
 * that grants or revokes access (POST PainelVistraBI/{id}/usuarios).
 */
export function PanelUsersModal({ panel, onClose }: Props) {
  const { t } = useTranslation('bi');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const panelId = panel?.id ?? null;
  useEffect(() => {
    setSearch('');
    setPage(1);
  }, [panelId]);
  useEffect(() => setPage(1), [debounced]);
  const users = usePanelUsers(panelId, { search: debounced, pageNumber: page, pageSize: PAGE_SIZE });
  const change = useSetPanelUsersMutation(panelId);

  const toggle = async (user: PanelUser, hasAccess: boolean) => {
    try {
      await change.mutateAsync({ usuarioIds: [user.id], hasAccess });
      notifySuccess(t(hasAccess ? 'users.granted' : 'users.revoked'));
    } catch (error) {
      notifyError(error);
    }
  };

  const rows = users.data?.data ?? [];
  return (
    <Modal opened={panel !== null} onClose={onClose} size="xl" title={<ModalTitle title={t('usersTitle', { name: panel?.name ?? '' })} />} data-testid="panel-users">
      {panel?.public && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} mb="sm">
          {t('users.publicNote')}
        </Alert>
      )}
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('users.search')}
        aria-label={t('users.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="sm"
        data-testid="panel-users-search"
      />
      {users.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {t('users.empty')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={640} data-testid="panel-users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('users.name')}</Table.Th>
                <Table.Th scope="col">{t('users.empresa')}</Table.Th>
                <Table.Th scope="col">{t('users.cargo')}</Table.Th>
                <Table.Th scope="col">{t('users.departamento')}</Table.Th>
                <Table.Th scope="col">{t('users.unidadeDeNegocio')}</Table.Th>
                <Table.Th scope="col" ta="center">
                  {t('users.hasAccess')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((u) => (
                <Table.Tr key={u.id} data-testid={`panel-user-${u.email}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {u.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {u.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{u.empresa}</Table.Td>
                  <Table.Td>{u.cargo ?? '—'}</Table.Td>
                  <Table.Td>{u.departamento ?? '—'}</Table.Td>
                  <Table.Td>{u.unidadeDeNegocio ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group justify="center">
                      <Switch
                        checked={u.hasAccess}
                        disabled={change.isPending}
                        aria-label={t('users.grant', { name: u.name })}
                        onChange={(e) => void toggle(u, e.currentTarget.checked)}
                        data-testid="panel-user-access"
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {(users.data?.totalPages ?? 0) > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={users.data!.totalPages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Modal>
  );
}
