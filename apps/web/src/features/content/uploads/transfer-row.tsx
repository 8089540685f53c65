import { ActionIcon, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock, IconLoader2, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, useLanguage } from '../../../lib/language.ts';
import { ProcessingBadge } from '../../content/repository/midia-kind.tsx';
import { cancelUpload, clearTransfer } from './transfer-store.ts';
import { canCancel, formatBytes, isInterrupted, statusKeyOf, type Transfer } from './transfers.ts';

const STATUS_ICON = {
  starting: <IconClock size={16} color="var(--mantine-color-gray-6)" />,
  sending: <IconUpload size={16} color="var(--mantine-color-blue-6)" />,
  finalising: <IconLoader2 size={16} color="var(--mantine-color-blue-6)" />,
  finished: <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" />,
  cancelled: <IconCircleX size={16} color="var(--mantine-color-gray-6)" />,
  interrupted: <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" />,
} as const;

/** One transfer of the upload bar or the history: file, object, status, progress, cancel or clear. */
export function TransferRow({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation('content');
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const key = statusKeyOf(transfer.status);
  const sending = transfer.status === 1 || transfer.status === 2;

  return (
    <Stack gap={4} data-testid="transfer-row" data-status={transfer.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
          <span style={{ flexShrink: 0, marginTop: 2 }}>{STATUS_ICON[key]}</span>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="transfer-name">
              {transfer.name}
            </Text>
            {transfer.relationName && (
              <Text size="xs" c="dimmed" truncate>
                {transfer.relationName}
              </Text>
            )}
          </Stack>
        </Group>
        {canCancel(transfer) ? (
          <Tooltip label={t('uploads.cancel')} withArrow>
            <ActionIcon size="sm" variant="subtle" color="red" onClick={() => cancelUpload(transfer.id)} aria-label={t('uploads.cancel')} data-testid="transfer-cancel">
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Tooltip label={t('uploads.clear')} withArrow>
            <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => clearTransfer(transfer.id)} aria-label={t('uploads.clear')} data-testid="transfer-clear">
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {sending && <Progress value={transfer.progress} size="sm" radius="xl" animated={transfer.status === 2} striped={transfer.status === 2} aria-label={t('uploads.status.sending')} data-testid="transfer-progress" />}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c={isInterrupted(transfer.status) ? 'red' : 'dimmed'} data-testid="transfer-status">
          {transfer.status === 1
            ? t('uploads.sendingProgress', { progress: transfer.progress, loaded: formatBytes(transfer.loaded, locale), total: formatBytes(transfer.total, locale) })
            : t(`uploads.status.${key}`)}
        </Text>
        {transfer.status === 3 && transfer.processing && <ProcessingBadge midia={{ processingStatus: transfer.processing.status, processingProgress: transfer.processing.progress, processingError: transfer.processing.error, finished: true }} />}
      </Group>
      {isInterrupted(transfer.status) && transfer.error && (
        <Text size="xs" c="red" data-testid="transfer-error">
          {transfer.error}
        </Text>
      )}
    </Stack>
  );
}
