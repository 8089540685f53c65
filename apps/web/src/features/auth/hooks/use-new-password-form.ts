import { useForm } from '@mantine/form';
import { confirmationError, isPasswordValid, passwordErrors } from '@plataforma/shared/auth';
import { useTranslation } from 'react-i18next';
import type { NewPasswordValues } from '../components/new-password-fields.tsx';

/** Form of a new password with its confirmation, validated by the shared password rules. */
export function useNewPasswordForm() {
  const { t } = useTranslation();
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmation: '' },
    validateInputOnBlur: true,
    validate: {
      password: (value) => {
        const first = passwordErrors(value)[0];
        return first ? t(`messages:${first}`) : null;
      },
      confirmation: (value, values) => {
        const error = confirmationError(values.password, value);
        return error ? t(`messages:${error}`) : null;
      },
    },
  });
  const canSubmit = isPasswordValid(form.values.password) && confirmationError(form.values.password, form.values.confirmation) === null;
  return { form, canSubmit };
}
