import { ActionIcon, Anchor, Button, Divider, Group, Indicator, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearFinishedTransfers, useTransfers } from './transfer-store.ts';
import { TransferRow } from './transfer-row.tsx';
import { isProcessing, isRunning } from './transfers.ts';

/** Transfers listed in the bar (2-learner §9); the history page has the rest. */
export const UPLOAD_BAR_CAP = 4;
export const UPLOAD_HISTORY_PATH = '/gestao/historico-envios';

/**
 * The person's uploads in the top bar: an icon with the number still running and a popover with the newest four,
 * each with its progress, cancel or clear, and the object's processing once the file arrived. Shown once this tab has
 * sent a file.
 */
export function UploadBar() {
  const { t } = useTranslation('content');
  const transfers = useTransfers();
  const [opened, setOpened] = useState(false);
  if (transfers.length === 0) return null;
  const running = transfers.filter((tr) => isRunning(tr.status)).length;
  const processing = transfers.filter((tr) => tr.status === 3 && isProcessing(tr)).length;
  const clearable = transfers.some((tr) => !isRunning(tr.status) && !isProcessing(tr));
  const shown = transfers.slice(0, UPLOAD_BAR_CAP);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" radius="md" withArrow>
      <Popover.Target>
        <Tooltip label={t('uploads.title')} openDelay={400} withArrow disabled={opened}>
          <Indicator label={running || undefined} disabled={running === 0 && processing === 0} processing={running > 0 || processing > 0} size={16} offset={6} color={running > 0 ? 'blue' : 'teal'}>
            <ActionIcon variant="subtle" color="gray" size={38} onClick={() => setOpened((o) => !o)} aria-label={t('uploads.title')} data-testid="upload-bar-toggle">
              <IconCloudUpload size={22} stroke={1.7} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid="upload-bar">
        <Group justify="space-between" mb="xs">
          <Text fw={700} size="sm">
            {t('uploads.title')}
          </Text>
          {clearable && (
            <Button size="compact-xs" variant="subtle" color="gray" onClick={clearFinishedTransfers} data-testid="upload-bar-clear">
              {t('uploads.clearFinished')}
            </Button>
          )}
        </Group>
        <Stack gap="sm">
          {shown.map((transfer, index) => (
            <div key={transfer.id}>
              {index > 0 && <Divider mb="sm" />}
              <TransferRow transfer={transfer} />
            </div>
          ))}
        </Stack>
        {transfers.length > UPLOAD_BAR_CAP && (
          <>
            <Divider my="sm" />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {t('uploads.more', { count: transfers.length - UPLOAD_BAR_CAP })}
              </Text>
              <Anchor component={Link} to={UPLOAD_HISTORY_PATH} size="sm" onClick={() => setOpened(false)} data-testid="upload-bar-history">
                <Group gap={4}>
                  <IconHistory size={14} />
                  {t('uploads.viewHistory')}
                </Group>
              </Anchor>
            </Group>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
