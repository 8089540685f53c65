import { Paper, Tabs } from '@mantine/core';
import { IconBell, IconCloudUpload } from '@tabler/icons-react';
import { DRAWER_PAGE_SIZE } from '@plataforma/shared/push';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { UploadHistory } from '../../content';
import { NotificationList } from '../components/notification-list.tsx';
import { PushPermission } from '../components/push-permission.tsx';

/**
 * /notifications 'Notification and upload history' (2-learner §2): the person's notifications (unread filter, mark
 * read, delete, 16 a page) and, in the second tab, the upload history of /gestao/historico-envios.
 */
export function NotificationsPage() {
  const { t } = useTranslation('push');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'uploads' ? 'uploads' : 'notifications';
  return (
    <>
      <PageHeader icon={<IconBell size={26} stroke={1.6} />} eyebrow={t('group')} title={t('title')} description={t('description')} />
      <Tabs value={tab} onChange={(v) => setParams(v === 'uploads' ? { tab: 'uploads' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />} data-testid="tab-notifications">
            {t('tabs.notifications')}
          </Tabs.Tab>
          <Tabs.Tab value="uploads" leftSection={<IconCloudUpload size={16} />} data-testid="tab-uploads">
            {t('tabs.uploads')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notifications">
          <Paper withBorder radius="lg" p="md" maw={760}>
            <PushPermission />
            <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              <NotificationList pageSize={DRAWER_PAGE_SIZE} testId="notifications-page-list" />
            </div>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="uploads">
          <UploadHistory />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
