import { Button } from '@mantine/core';
import { IconHome, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { ClientBrand } from '../components/client-brand.tsx';
import { useDocumentTitle } from '../../settings';

/** /404: page not found (every unknown path redirects here). */
export function NotFoundPage() {
  useDocumentTitle();
  const { t } = useTranslation('auth');
  return (
    <StatusScreen
      data-testid="not-found-page"
      code="404"
      header={<ClientBrand />}
      icon={<IconMapSearch size={44} stroke={1.5} />}
      title={t('notFound.title')}
      description={t('notFound.text')}
      actions={
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />}>
          {t('common:actions.backToStart')}
        </Button>
      }
    />
  );
}
