import { Alert, Anchor, Button, Checkbox, Collapse, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconBuildingSkyscraper, IconInfoCircle, IconKey, IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useClientSettings } from '../../settings';
import { notifyError } from '../../../lib/notify.ts';
import { safeRedirect } from '../../../lib/route-access.ts';
import { isAuthenticated, startSession } from '../../../lib/session.ts';
import { logAuthenticationQuietly } from '../api/authentication-log.ts';
import { useLoginMutation } from '../api/login.ts';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in.ts';

type LoginValues = { username: string; password: string; remember: boolean };

/** /login: user (e-mail or CPF) and password, remember me, forgot password, SSO by company name (1-shell §2). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  const [alreadySignedIn] = useState(() => isAuthenticated());
  const loginMutation = useLoginMutation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [finishing, setFinishing] = useState(false);
  const [ssoOpen, setSsoOpen] = useState(false);

  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { username: '', password: '', remember: false },
    validate: {
      username: (value) => (value.trim() ? null : t('messages:validation.required')),
      password: (value) => (value ? null : t('messages:validation.required')),
    },
  });

  if (alreadySignedIn) return <Navigate to={redirect ?? '/'} replace />;

  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await loginMutation.mutateAsync({ username: values.username, password: values.password, remember: values.remember });
      startSession(reply, { remember: values.remember });
      setFinishing(true);
      await logAuthenticationQuietly({ evento: 'login', metodo: 'local' });
      await continueAfterSignIn(redirect);
    } catch (error) {
      setFinishing(false);
      notifyError(error, t('messages:auth.invalidCredentials'));
    }
  });

  const busy = loginMutation.isPending || finishing;

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={30} lh={1.2}>
          {t('login.title')}
        </Title>
        <Text c="dimmed">{t('login.subtitle')}</Text>
      </Stack>

      <Collapse expanded={!ssoOpen} transitionDuration={180}>
        <form onSubmit={submit} noValidate data-testid="login-form">
          <Stack gap="md">
            <TextInput
              label={t('login.username')}
              placeholder={t('login.usernamePlaceholder')}
              autoComplete="username"
              inputMode="email"
              size="md"
              leftSection={<IconUser size={18} stroke={1.6} />}
              data-autofocus
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label={t('login.password')}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              size="md"
              leftSection={<IconLock size={18} stroke={1.6} />}
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" wrap="nowrap">
              <Checkbox label={t('login.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
              <Anchor component={Link} to="/auth/recover" size="sm" fw={500}>
                {t('login.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth loading={busy} mt="xs">
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Collapse>

      {!ssoOpen && (
        <>
          <Divider label={t('login.or')} labelPosition="center" />
          <Button variant="default" size="md" fullWidth leftSection={<IconKey size={18} stroke={1.7} />} onClick={() => setSsoOpen(true)}>
            {t('sso.button')}
          </Button>
        </>
      )}

      {ssoOpen && <SsoSection onBack={() => setSsoOpen(false)} />}
    </Stack>
  );
}

/**
 * "Continue with SSO by entering company/provider name". Single sign-on itself comes later: the notice says so
 * honestly (not configured for that company, or not available yet when the settings enable it).
 */
function SsoSection({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const settings = useClientSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<{ company: string }>({
    mode: 'controlled',
    initialValues: { company: '' },
    validate: { company: (value) => (value.trim() ? null : t('messages:validation.required')) },
  });

  const submit = form.onSubmit(({ company }) => {
    setNotice(settings.ssoConfig.enableSso ? t('sso.unavailable') : t('sso.notConfigured', { name: company.trim() }));
  });

  return (
    <form onSubmit={submit} noValidate data-testid="sso-form">
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600}>{t('sso.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('sso.description')}
          </Text>
        </Stack>
        <TextInput
          label={t('sso.label')}
          placeholder={t('sso.placeholder')}
          size="md"
          leftSection={<IconBuildingSkyscraper size={18} stroke={1.6} />}
          data-autofocus
          autoFocus
          {...form.getInputProps('company')}
          onChange={(event) => {
            setNotice(null);
            form.getInputProps('company').onChange(event);
          }}
        />
        {notice && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={20} />} data-testid="sso-notice">
            {notice}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth>
          {t('sso.submit')}
        </Button>
        <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('sso.back')}
        </Button>
      </Stack>
    </form>
  );
}
