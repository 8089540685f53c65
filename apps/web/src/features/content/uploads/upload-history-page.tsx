import { Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconCloudUpload, IconFile } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIDIA_ENVIO_STATUSES, type ListMidiaEnviosResponse, type MidiaEnvio, type MidiaEnvioStatus } from '@plataforma/shared/content';
import { AdminDataTable, createdAtColumn, fetchAllPages, useListState, type DataTableColumn } from '../../../components/data-table/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { api } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { LANGUAGE_LOCALES, useLanguage } from '../../../lib/language.ts';
import { useTransfers } from './transfer-store.ts';
import { TransferRow } from './transfer-row.tsx';
import { formatBytes, isProcessing, isRunning } from './transfers.ts';

const ENVIOS_PATH = '/api/v1/midia/envios';
export const REPOSITORY_PATH = '/content/files';

/** GET midia/envios: the person's uploads, newest first (pageNumber, pageSize, status). */
export const listEnvios = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<ListMidiaEnviosResponse>(ENVIOS_PATH, { query, signal });

const STATUS_COLOR: Record<MidiaEnvioStatus, MantineColor> = { Enviado: 'gray', Processando: 'blue', Concluido: 'teal', Erro: 'red' };
const unfinished = (status: MidiaEnvioStatus) => status === 'Enviado' || status === 'Processando';

function EnvioStatus({ envio }: { envio: MidiaEnvio }) {
  const { t } = useTranslation('content');
  const badge = (
    <Badge size="sm" radius="sm" variant="light" color={STATUS_COLOR[envio.status]} data-testid="envio-status" data-status={envio.status}>
      {t(`uploads.history.status.${envio.status}`)}
    </Badge>
  );
  return (
    <Stack gap={4} maw={170}>
      {envio.status === 'Erro' && envio.error ? (
        <Tooltip label={envio.error} withArrow multiline maw={300}>
          {badge}
        </Tooltip>
      ) : (
        badge
      )}
      {envio.status === 'Processando' && <Progress value={envio.progress ?? 0} size="sm" radius="xl" animated striped aria-label={t('uploads.history.status.Processando')} />}
      {envio.status === 'Erro' && envio.error && (
        <Text size="xs" c="red" lineClamp={2}>
          {envio.error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /gestao/historico-envios 'Histórico de envios' (3-admin §2, no permission filter): the heading and the history.
 */
export function UploadHistoryPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageHeader icon={<IconCloudUpload size={26} stroke={1.6} />} eyebrow={t('uploads.history.group')} title={t('uploads.history.title')} description={t('uploads.history.description')} />
      <UploadHistory />
    </>
  );
}

/**
 * The person's upload history: this tab's transfers still running on top, then every file the person sent to the
 * repository with its status, size, dates and a link to the object. Read again every 3 s while something is on its
 * way. Also the second tab of /notifications (its page loads the `content` namespace).
 */
export function UploadHistory() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const locale = LANGUAGE_LOCALES[language];
  const transfers = useTransfers();
  const live = transfers.filter((tr) => isRunning(tr.status) || (tr.status === 3 && isProcessing(tr)));
  const list = useListState({ filterKeys: ['status'] });
  const apiQuery = list.query;
  const query = useQuery({
    queryKey: ['midia', 'envios', apiQuery],
    queryFn: ({ signal }) => listEnvios(apiQuery, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((e) => unfinished(e.status)) || live.length > 0 ? 3_000 : false),
  });
  const polling = Boolean(query.data?.data.some((e) => unfinished(e.status))) || live.length > 0;

  const columns = useMemo<DataTableColumn<MidiaEnvio>[]>(
    () => [
      {
        key: 'fileName',
        title: t('uploads.history.fields.fileName'),
        render: (e) => (
          <Group gap={8} wrap="nowrap" maw={360} align="flex-start" style={{ minWidth: 0 }}>
            <IconFile size={20} stroke={1.6} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate data-testid="envio-file">
                {e.fileName}
              </Text>
              {e.midiaId ? (
                <Anchor component={Link} to={`${REPOSITORY_PATH}?edit=${encodeURIComponent(e.midiaId)}`} size="xs" truncate data-testid="envio-object">
                  {e.midiaNome}
                </Anchor>
              ) : (
                <Text size="xs" c="dimmed" truncate>
                  {t('uploads.history.deleted', { name: e.midiaNome })}
                </Text>
              )}
            </Stack>
          </Group>
        ),
      },
      { key: 'midiaNome', title: t('uploads.history.fields.midiaNome'), hidden: true },
      {
        key: 'status',
        title: t('uploads.history.fields.status'),
        width: 190,
        filter: { type: 'select', options: MIDIA_ENVIO_STATUSES.map((s) => ({ value: s, label: t(`uploads.history.status.${s}`) })) },
        render: (e) => <EnvioStatus envio={e} />,
        exportValue: (e) => t(`uploads.history.status.${e.status}`),
      },
      {
        key: 'fileSize',
        title: t('uploads.history.fields.fileSize'),
        width: 110,
        textAlign: 'right',
        render: (e) => (
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatBytes(e.fileSize, locale)}
          </Text>
        ),
      },
      { key: 'fileType', title: t('uploads.history.fields.fileType'), hidden: true },
      { ...createdAtColumn<MidiaEnvio>(t('uploads.history.fields.createdAt'), language, 170), sortable: false, filter: undefined },
      {
        key: 'finishedAt',
        title: t('uploads.history.fields.finishedAt'),
        width: 170,
        render: (e) => (
          <Text size="sm" c="dimmed">
            {e.finishedAt ? formatDateTime(e.finishedAt, language) : '—'}
          </Text>
        ),
        exportValue: (e) => (e.finishedAt ? new Date(e.finishedAt) : null),
      },
    ],
    [t, language, locale],
  );

  return (
    <>
      {live.length > 0 && (
        <Paper withBorder radius="lg" shadow="xs" p="md" mb="md" data-testid="upload-history-live">
          <Text fw={700} size="sm" mb="sm">
            {t('uploads.history.live')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {live.map((transfer) => (
              <Paper key={transfer.id} withBorder radius="md" p="sm">
                <TransferRow transfer={transfer} />
              </Paper>
            ))}
          </SimpleGrid>
        </Paper>
      )}
      <AdminDataTable<MidiaEnvio>
        title={t('uploads.history.title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching && !polling}
        error={query.error}
        onRetry={() => void query.refetch()}
        exportRows={() => fetchAllPages((pageNumber, pageSize) => listEnvios({ ...apiQuery, pageNumber, pageSize }))}
        testId="upload-history-table"
      />
    </>
  );
}
