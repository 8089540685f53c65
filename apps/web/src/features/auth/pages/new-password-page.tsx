import { Avatar, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LinkResetPasswordResponse } from '@plataforma/shared/auth';
import { ResultState } from '../../../components/result-state.tsx';
import { initialsOf } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCreatePasswordMutation } from '../api/create-password.ts';
import { useLinkResetPassword } from '../api/link-reset-password.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { useNewPasswordForm } from '../hooks/use-new-password-form.ts';

const REDIRECT_SECONDS = 5;

/**
 * /auth/new-password?userId=..&hash=..: validates the link first (invalid or expired shows an error page), then the
 * form with the person's name and e-mail, then a success page that goes to /login after 5 seconds.
 */
export function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  const hash = searchParams.get('hash') ?? '';
  const hasParams = Boolean(userId && hash);
  const link = useLinkResetPassword(userId, hash, hasParams);
  const [done, setDone] = useState(false);

  if (done) return <PasswordCreated />;
  if (!hasParams || link.isError) return <InvalidLink />;
  if (!link.data) {
    return (
      <Center py="xl" data-testid="new-password-validating">
        <Stack align="center" gap="sm">
          <Loader type="dots" />
          <Text c="dimmed" size="sm">
            {t('newPassword.validating')}
          </Text>
        </Stack>
      </Center>
    );
  }
  return <NewPasswordForm link={link.data} onDone={() => setDone(true)} />;
}

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <ResultState
      data-testid="new-password-invalid"
      color="red"
      icon={<IconLinkOff size={36} stroke={1.6} />}
      title={t('newPassword.invalidTitle')}
      description={t('newPassword.invalidText')}
    >
      <Stack gap="xs" w="100%" mt="sm">
        <Button component={Link} to="/auth/recover" size="md" fullWidth>
          {t('newPassword.requestNew')}
        </Button>
        <Button component={Link} to="/login" variant="subtle">
          {t('common:actions.backToLogin')}
        </Button>
      </Stack>
    </ResultState>
  );
}

function NewPasswordForm({ link, onDone }: { link: LinkResetPasswordResponse; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { form, canSubmit } = useNewPasswordForm();
  const mutation = useCreatePasswordMutation();

  const submit = form.onSubmit(
    async ({ password }) => {
      try {
        await mutation.mutateAsync({ userId: link.userId, email: link.email, password, token: link.token });
        onDone();
      } catch (error) {
        notifyError(error, t('messages:auth.passwordResetError'));
      }
    },
    () => notifyError(null, t('messages:form.checkErrors')),
  );

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={28} lh={1.2}>
          {t('newPassword.title')}
        </Title>
        <Text c="dimmed">{t('newPassword.subtitle')}</Text>
      </Stack>
      <Paper withBorder p="sm" radius="md" data-testid="new-password-person">
        <Group gap="sm" wrap="nowrap">
          <Avatar color="brand" radius="xl" variant="light">
            {initialsOf(link.nomeCompleto)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {link.nomeCompleto}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {link.email}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <form onSubmit={submit} noValidate data-testid="new-password-form">
        <Stack gap="lg">
          <NewPasswordFields form={form} />
          <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={mutation.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function PasswordCreated() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0) navigate('/login', { replace: true });
  }, [seconds, navigate]);

  return (
    <ResultState
      data-testid="new-password-success"
      color="teal"
      icon={<IconCircleCheck size={40} stroke={1.6} />}
      title={t('newPassword.successTitle')}
      description={t('newPassword.successText', { count: seconds })}
    >
      <Button component={Link} to="/login" replace size="md" fullWidth mt="sm" leftSection={<IconLogin2 size={18} />}>
        {t('newPassword.goToLogin')}
      </Button>
    </ResultState>
  );
}
