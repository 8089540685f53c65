import { Button } from '@mantine/core';
import { IconArrowLeft, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultState } from '../../../components/result-state.tsx';

/** /auth/sso, /auth/sso-silent, /auth/aad, /auth/external-login: SSO is configured later, so the return cannot complete. */
export function SsoCallbackPage() {
  const { t } = useTranslation('auth');
  return (
    <ResultState
      data-testid="sso-callback"
      color="orange"
      icon={<IconPlugConnectedX size={36} stroke={1.6} />}
      title={t('ssoCallback.title')}
      description={t('ssoCallback.text')}
    >
      <Button component={Link} to="/login" replace size="md" fullWidth mt="sm" leftSection={<IconArrowLeft size={18} />}>
        {t('common:actions.backToLogin')}
      </Button>
    </ResultState>
  );
}
