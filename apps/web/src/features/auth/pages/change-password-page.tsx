import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { safeRedirect } from '../../../lib/route-access.ts';
import { getSession, setUpdatePassword } from '../../../lib/session.ts';
import { useChangeOwnPasswordMutation } from '../api/change-own-password.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in.ts';
import { useNewPasswordForm } from '../hooks/use-new-password-form.ts';

/**
 * /auth/change-password and /auth/first-access: the signed-in person sets a new password, then continues. When the
 * change is not forced (the person came here on their own), the current password is asked first: it proves that the
 * open session is theirs, and the server refuses the change without it.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  const { form, canSubmit } = useNewPasswordForm();
  const mutation = useChangeOwnPasswordMutation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const forced = getSession().tokens?.updatePassword ?? false;
  const current = useForm<{ senhaAtual: string }>({
    mode: 'controlled',
    initialValues: { senhaAtual: '' },
    validate: { senhaAtual: (value) => (!forced && value.length === 0 ? t('messages:auth.currentPasswordRequired') : null) },
  });

  const submit = form.onSubmit(
    async ({ password }) => {
      if (current.validate().hasErrors) return;
      try {
        await mutation.mutateAsync(forced ? { senha: password } : { senha: password, senhaAtual: current.values.senhaAtual });
        setUpdatePassword(false);
        notifySuccess(t('messages:users.passwordChanged'));
        if (forced) await continueAfterSignIn(redirect);
        else navigate(redirect ?? '/', { replace: true });
      } catch (error) {
        applyApiErrors(current, error);
        notifyError(error, t('messages:auth.passwordResetError'));
      }
    },
    () => {
      current.validate();
      notifyError(null, t('messages:form.checkErrors'));
    },
  );

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={28} lh={1.2}>
          {t('changePassword.title')}
        </Title>
        <Text c="dimmed">{t('changePassword.subtitle')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate data-testid="change-password-form">
        <Stack gap="lg">
          {!forced && (
            <PasswordInput
              label={t('changePassword.currentPassword')}
              autoComplete="current-password"
              size="md"
              required
              leftSection={<IconKey size={18} stroke={1.6} />}
              data-autofocus
              {...current.getInputProps('senhaAtual')}
            />
          )}
          <NewPasswordFields form={form} autoFocus={forced} />
          <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={mutation.isPending}>
            {t('changePassword.submit')}
          </Button>
          <Anchor component={Link} to="/logout" size="sm" ta="center" c="dimmed">
            <IconLogout size={14} style={{ verticalAlign: -2 }} /> {t('common:actions.logout')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
