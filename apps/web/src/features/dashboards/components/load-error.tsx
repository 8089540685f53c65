import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 'Dashboard load error' (2-learner §8) with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboards');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('loadError')} data-testid="dashboard-error">
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
