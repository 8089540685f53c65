import { Anchor, Drawer, Group, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { DRAWER_PAGE_SIZE } from '@plataforma/shared/push';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationList } from './notification-list.tsx';
import { PushPermission } from './push-permission.tsx';

/** Width of the notifications drawer (2-learner §9). */
export const DRAWER_WIDTH = 400;

/** The notifications drawer (2-learner §2 overlays): the permission prompt, the list (16 a page) and the history link. */
export function NotificationsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('push');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={DRAWER_WIDTH} title={t('drawerTitle')} padding="md" data-testid="notifications-drawer">
      <Stack gap="md">
        <PushPermission />
        {opened && <NotificationList pageSize={DRAWER_PAGE_SIZE} onNavigate={onClose} testId="notifications-drawer-list" />}
        <Group justify="center">
          <Anchor component={Link} to="/notifications" size="sm" onClick={onClose} data-testid="notifications-history">
            <Group gap={4}>
              <IconHistory size={14} />
              {t('history')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Drawer>
  );
}
