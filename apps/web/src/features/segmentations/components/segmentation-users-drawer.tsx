import { Alert, Badge, Button, Center, Drawer, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Segmentation } from '@plataforma/shared/segmentations';
import { useSegmentationUsers } from '../api/segmentations.ts';

const PAGE_SIZE = 10;

type Props = { segmentation: Segmentation | null; onClose: () => void };

/** The active users the saved rules of a segmentation reach (GET Segmentacao/{id}/Users), paged and searched. */
export function SegmentationUsersDrawer({ segmentation, onClose }: Props) {
  const { t } = useTranslation('segmentations');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useSegmentationUsers(segmentation?.id ?? null, { pageNumber: page, pageSize: PAGE_SIZE, search: debounced || undefined });

  useEffect(() => {
    setSearch('');
    setPage(1);
  }, [segmentation?.id]);
  useEffect(() => setPage(1), [debounced]);

  const data = query.data;
  return (
    <Drawer
      opened={segmentation !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Group gap="xs">
          <IconUsers size={20} />
          <div>
            <Text fw={700}>{t('preview.title')}</Text>
            <Text size="sm" c="dimmed">
              {segmentation?.nome}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'segmentation-users' } }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <TextInput
            placeholder={t('preview.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1 }}
            data-testid="segmentation-users-search"
          />
          {data && (
            <Badge size="lg" variant="light" radius="sm" data-testid="segmentation-users-total">
              {t('preview.total', { count: data.totalItems })}
            </Badge>
          )}
        </Group>
        {query.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="segmentation-users-error">
            <Group justify="space-between">
              <Text size="sm">{t('messages:segmentations.usersLoadError')}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                {t('preview.retry')}
              </Button>
            </Group>
          </Alert>
        ) : !data ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : data.totalItems === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="segmentation-users-empty">
            {t('preview.empty')}
          </Text>
        ) : (
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="segmentation-users-table" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.nome')}</Table.Th>
                <Table.Th>{t('fields.cargo')}</Table.Th>
                <Table.Th>{t('fields.departamento')}</Table.Th>
                <Table.Th>{t('fields.unidade')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {u.nomeCompleto}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {u.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{u.cargo ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{u.departamento ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{u.unidadeDeNegocio ?? '—'}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {data && data.totalPages > 1 && (
          <Group justify="center">
            <Pagination total={data.totalPages} value={data.pageNumber} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}
