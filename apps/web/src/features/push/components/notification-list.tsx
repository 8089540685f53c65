import { ActionIcon, Alert, Badge, Box, Button, Center, Group, Loader, Pagination, Paper, SegmentedControl, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconMoodHappy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isBlankContent, type PushNotification } from '@plataforma/shared/push';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDeletePushMutation, useMarkReadMutation, usePushList } from '../api.ts';

type Props = {
  /** 16 in the drawer (2-learner §9). */
  pageSize: number;
  /** Called after following a notification's link (the drawer closes). */
  onNavigate?: () => void;
  testId: string;
};

/**
 * The person's notifications, newest first, with the unread-only filter, mark read, delete and pages (2-learner §4
 * 'Push', §8 messages). Following a notification marks it read. Shared by the drawer and /notifications.
 */
export function NotificationList({ pageSize, onNavigate, testId }: Props) {
  const { t } = useTranslation('push');
  const language = useLanguage();
  const navigate = useNavigate();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const query = usePushList(page, pageSize, unreadOnly ? 'SENT' : undefined);
  const markRead = useMarkReadMutation();
  const remove = useDeletePushMutation();
  const data = query.data;

  const read = (n: PushNotification) => {
    if (n.status === 'SENT') markRead.mutate(n.id, { onError: (err) => notifyError(err, t('messages:push.readError')) });
  };
  const follow = (n: PushNotification) => {
    read(n);
    if (!n.link) return;
    if (n.link.startsWith('/')) {
      void navigate(n.link);
      onNavigate?.();
    } else window.open(n.link, '_blank', 'noopener,noreferrer');
  };
  const del = (n: PushNotification) => remove.mutate(n.id, { onError: (err) => notifyError(err, t('messages:push.deleteError')) });

  return (
    <Stack gap="sm" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap">
        <SegmentedControl
          size="xs"
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(v) => {
            setUnreadOnly(v === 'unread');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('filter.all') },
            { value: 'unread', label: t('filter.unread') },
          ]}
          data-testid="notifications-filter"
        />
        {data && data.unread > 0 && (
          <Badge variant="light" color="red" size="sm" data-testid="notifications-unread">
            {t('unreadCount', { count: data.unread })}
          </Badge>
        )}
      </Group>

      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" variant="light" title={t('messages:push.listError')}>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : data && data.data.length === 0 ? (
        <Stack align="center" gap={6} py="xl" data-testid="notifications-empty">
          <IconMoodHappy size={40} stroke={1.4} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm" c="dimmed" ta="center">
            {unreadOnly ? t('emptyUnread') : t('empty')}
          </Text>
        </Stack>
      ) : (
        data?.data.map((n) => (
          <Paper
            key={n.id}
            withBorder
            radius="md"
            p="sm"
            data-testid="notification-item"
            data-status={n.status}
            style={n.status === 'SENT' ? { borderLeft: '3px solid var(--mantine-primary-color-filled)' } : undefined}
          >
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <UnstyledButton onClick={() => follow(n)} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  {n.status === 'SENT' && <Box role="img" w={8} h={8} style={{ borderRadius: 8, flexShrink: 0, background: 'var(--mantine-color-red-7)' }} aria-label={t('unreadLabel')} />}
                  <Text size="sm" fw={n.status === 'SENT' ? 700 : 500} lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="notification-title">
                    {n.title}
                  </Text>
                </Group>
                <Text size="sm" c={isBlankContent(n.content) ? 'dimmed' : undefined} fs={isBlankContent(n.content) ? 'italic' : undefined} lineClamp={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {isBlankContent(n.content) ? t('blank') : n.content}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {formatDateTime(n.deliveryTime, language)}
                </Text>
              </UnstyledButton>
              <Stack gap={2}>
                {n.status === 'SENT' && (
                  <Tooltip label={t('markRead')} openDelay={400} withArrow>
                    <ActionIcon variant="subtle" color="teal" onClick={() => read(n)} aria-label={t('markRead')} data-testid="notification-mark-read">
                      <IconCheck size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t('delete')} openDelay={400} withArrow>
                  <ActionIcon variant="subtle" color="red" onClick={() => del(n)} aria-label={t('delete')} loading={remove.isPending && remove.variables === n.id} data-testid="notification-delete">
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Stack>
            </Group>
          </Paper>
        ))
      )}

      {data && data.totalPages > 1 && (
        <Center>
          <Pagination size="sm" total={data.totalPages} value={data.pageNumber} onChange={setPage} data-testid="notifications-pagination" />
        </Center>
      )}
    </Stack>
  );
}
