import { Button } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { ClientBrand } from '../components/client-brand.tsx';
import { useDocumentTitle } from '../../settings';

/** /403: restricted area. */
export function ForbiddenPage() {
  useDocumentTitle();
  const { t } = useTranslation('auth');
  return (
    <StatusScreen
      data-testid="forbidden-page"
      code="403"
      header={<ClientBrand />}
      icon={<IconLock size={44} stroke={1.5} />}
      title={t('forbidden.title')}
      description={t('forbidden.text')}
      actions={
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />}>
          {t('common:actions.backToStart')}
        </Button>
      }
    />
  );
}
