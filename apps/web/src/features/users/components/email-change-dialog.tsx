import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_EMAIL_MAX, emailChangeError, updateEmailRequestSchema, type User } from '@plataforma/shared/users';
import { translate } from '@plataforma/shared';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { getLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useUpdateEmailMutation } from '../api/users.ts';

type EmailValues = { email: string; confirmacaoEmail: string; resetPassword: boolean };
const EMPTY: EmailValues = { email: '', confirmacaoEmail: '', resetPassword: true };

type EmailChangeDialogProps = { opened: boolean; user: Pick<User, 'id' | 'email' | 'nomeCompleto'>; onClose: () => void };

/**
 * PUT usuario/updateEmail (platform administration): the new e-mail differs from the current one, the confirmation
 * matches, and (by default) a password reset link goes to the new address.
 */
export function EmailChangeDialog({ opened, user, onClose }: EmailChangeDialogProps) {
  const { t } = useTranslation('users');
  const mutation = useUpdateEmailMutation();
  const form = useForm<EmailValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = zodFormValidator(updateEmailRequestSchema)({ ...values, usuarioId: user.id });
      // the new e-mail must differ from the current one (checked beside the confirmation rule)
      if (!errors.email && emailChangeError(user.email, values.email, values.email) === 'validation.sameEmail') {
        errors.email = translate('validation.sameEmail', getLanguage());
      }
      return errors;
    },
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        const reply = await mutation.mutateAsync({ usuarioId: user.id, ...values });
        notifySuccess(reply.message);
        onClose();
      } catch (error) {
        applyApiErrors(form, error, 'email');
        notifyError(error, t('messages:users.emailUpdateError'));
      }
    },
    () => notifyError(undefined, t('messages:form.checkErrors')),
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconMail size={20} />}
      title={t('emailDialog.title')}
      description={t('emailDialog.description')}
      onSubmit={submit}
      submitting={mutation.isPending}
      submitLabel={t('emailDialog.submit')}
      size={520}
      testId="email-change-dialog"
    >
      <TextInput label={t('emailDialog.current')} value={user.email} readOnly variant="filled" />
      <TextInput
        type="email"
        label={t('emailDialog.email')}
        withAsterisk
        maxLength={USER_EMAIL_MAX}
        data-autofocus
        {...form.getInputProps('email')}
        data-testid="email-change-email"
      />
      <TextInput
        type="email"
        label={t('emailDialog.confirmation')}
        withAsterisk
        maxLength={USER_EMAIL_MAX}
        {...form.getInputProps('confirmacaoEmail')}
        data-testid="email-change-confirmation"
      />
      <Checkbox label={t('emailDialog.resetPassword')} {...form.getInputProps('resetPassword', { type: 'checkbox' })} data-testid="email-change-reset" />
    </FormModal>
  );
}
