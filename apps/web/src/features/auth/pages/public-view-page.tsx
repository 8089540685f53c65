import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { ClientBrand } from '../components/client-brand.tsx';

/** /view/:id: public item view (built with the learner features later). */
export function PublicViewPage() {
  const { t } = useTranslation('common');
  return (
    <Box mih="100dvh">
      <Box px="xl" py="lg">
        <ClientBrand />
      </Box>
      <ComingSoon title={t('routes.publicView')} />
    </Box>
  );
}
