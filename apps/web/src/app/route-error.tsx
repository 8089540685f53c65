import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusScreen } from '../components/status-screen.tsx';

/** Error boundary of the router: an unexpected failure while showing a page. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusScreen
      data-testid="route-error"
      color="red"
      icon={<IconAlertTriangle size={44} stroke={1.5} />}
      title={t('routeError.title')}
      description={t('routeError.description')}
      actions={
        <Group>
          <Button variant="default" component="a" href="/" leftSection={<IconHome size={18} />}>
            {t('actions.backToStart')}
          </Button>
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        </Group>
      }
    />
  );
}
