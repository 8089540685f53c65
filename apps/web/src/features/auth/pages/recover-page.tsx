import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconMail, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultState } from '../../../components/result-state.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /auth/recover: registered e-mail -> recovery message, then the sent-confirmation state. */
export function RecoverPage() {
  const { t } = useTranslation('auth');
  const mutation = useForgotPasswordMutation();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<{ email: string }>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        !value.trim() ? t('messages:validation.required') : EMAIL.test(value.trim()) ? null : t('messages:validation.invalidEmail'),
    },
  });

  const send = async (email: string) => {
    try {
      const reply = await mutation.mutateAsync(email.trim());
      setSent({ email: email.trim(), message: reply?.message || t('messages:auth.recoverySent') });
    } catch (error) {
      notifyError(error, t('messages:auth.passwordResetError'));
    }
  };

  if (sent) {
    return (
      <ResultState
        data-testid="recover-sent"
        icon={<IconMailCheck size={36} stroke={1.6} />}
        title={t('recover.sentTitle')}
        description={sent.message}
      >
        <Text size="sm" c="dimmed" maw={360}>
          {t('recover.sentHint')}
        </Text>
        <Stack gap="xs" w="100%" mt="sm">
          <Button component={Link} to="/login" size="md" fullWidth leftSection={<IconArrowLeft size={18} />}>
            {t('common:actions.backToLogin')}
          </Button>
          <Button variant="subtle" loading={mutation.isPending} onClick={() => void send(sent.email)}>
            {t('recover.resend')}
          </Button>
        </Stack>
      </ResultState>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={28} lh={1.2}>
          {t('recover.title')}
        </Title>
        <Text c="dimmed">{t('recover.subtitle')}</Text>
      </Stack>
      <form onSubmit={form.onSubmit(({ email }) => void send(email))} noValidate data-testid="recover-form">
        <Stack gap="md">
          <TextInput
            type="email"
            label={t('recover.email')}
            placeholder={t('recover.emailPlaceholder')}
            autoComplete="email"
            size="md"
            leftSection={<IconMail size={18} stroke={1.6} />}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            {t('recover.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center" fw={500}>
            <IconArrowLeft size={14} style={{ verticalAlign: -2 }} /> {t('common:actions.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
