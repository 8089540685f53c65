import { Box, PasswordInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password-checklist.tsx';

export type NewPasswordValues = { password: string; confirmation: string };

/** New password + confirmation (each with show/hide) and the live checklist of the six rules. */
export function NewPasswordFields({ form, autoFocus = true }: { form: UseFormReturnType<NewPasswordValues>; autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('changePassword.newPassword')}
        placeholder={t('changePassword.newPasswordPlaceholder')}
        autoComplete="new-password"
        size="md"
        leftSection={<IconLock size={18} stroke={1.6} />}
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('changePassword.confirmPassword')}
        placeholder={t('changePassword.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        size="md"
        leftSection={<IconLock size={18} stroke={1.6} />}
        {...form.getInputProps('confirmation')}
      />
      <Box>
        <Text size="sm" fw={600} mb={8}>
          {t('changePassword.rulesTitle')}
        </Text>
        <PasswordChecklist password={form.values.password} />
      </Box>
    </Stack>
  );
}
