import { Alert, Avatar, Box, Button, Checkbox, Group, List, Paper, PasswordInput, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconLock, IconUsersGroup } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationError, isPasswordValid } from '@plataforma/shared/auth';
import { formatDocument } from '@plataforma/shared';
import type { User } from '@plataforma/shared/users';
import { isApiError } from '../../lib/api-client.ts';
import { initialsOf } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PasswordChecklist } from '../password-checklist.tsx';
import { changeOwnPassword, changePasswordBatch, changePasswordSingle, getDialogUser } from './api.ts';
import { batchOutcome } from './batch-outcome.ts';
import { CHANGE_PASSWORD_NS } from './locales.ts';
import classes from './change-password-dialog.module.css';

/**
 * Change-password dialog ('Definir uma nova senha', 624 px; 1-shell §2, §5, §8). Open it from anywhere:
 *
 *   openChangePasswordDialog({ mode: 'single', user });            // a loaded user (name, document, e-mail)
 *   openChangePasswordDialog({ mode: 'single', userId });          // loads GET usuario/{id} first
 *   openChangePasswordDialog({ mode: 'batch', usuarioIds, names }); // names (optional) label failures
 *   openChangePasswordDialog({ mode: 'self' });                    // the signed-in person (asks the current password)
 *
 * It returns the modal id, or null when it did not open (single mode without a user: 'users.notLoaded'; batch
 * without users: 'users.noneSelected'). `onDone` runs after a successful change.
 */
export type PasswordDialogUser = Pick<User, 'id' | 'nomeCompleto' | 'email'> & Partial<Pick<User, 'cpf' | 'tipoPessoa' | 'foto'>>;

export type ChangePasswordTarget =
  | { mode: 'single'; user: PasswordDialogUser | null | undefined }
  | { mode: 'single'; userId: string }
  | { mode: 'batch'; usuarioIds: readonly string[]; names?: Readonly<Record<string, string>> }
  | { mode: 'self' };

export type ChangePasswordDialogOptions = { onDone?: () => void };

const MODAL_ID = 'change-password-dialog';

export function openChangePasswordDialog(target: ChangePasswordTarget, options: ChangePasswordDialogOptions = {}): string | null {
  const tm = (key: 'users.notLoaded' | 'users.noneSelected') => i18n.t(`messages:${key}`);
  if (target.mode === 'single' && 'user' in target && !target.user?.id) {
    notifyError(undefined, tm('users.notLoaded'));
    return null;
  }
  if (target.mode === 'single' && 'userId' in target && !target.userId) {
    notifyError(undefined, tm('users.notLoaded'));
    return null;
  }
  if (target.mode === 'batch' && target.usuarioIds.length === 0) {
    notifyError(undefined, tm('users.noneSelected'));
    return null;
  }
  return modals.open({
    modalId: MODAL_ID,
    title: <DialogTitle />,
    size: 624,
    radius: 'lg',
    centered: true,
    closeOnClickOutside: false,
    children: (
      <ChangePasswordForm
        target={target}
        onCancel={() => modals.close(MODAL_ID)}
        onDone={() => {
          modals.close(MODAL_ID);
          options.onDone?.();
        }}
      />
    ),
  });
}

function DialogTitle() {
  const { t } = useTranslation(CHANGE_PASSWORD_NS);
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
        <IconLock size={20} stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        {t('title')}
      </Text>
    </Group>
  );
}

type FormProps = { target: ChangePasswordTarget; onCancel: () => void; onDone: () => void };

/** The dialog's content; exported for screens that embed it in their own modal or drawer. */
export function ChangePasswordForm({ target, onCancel, onDone }: FormProps) {
  const { t } = useTranslation(CHANGE_PASSWORD_NS);
  const { t: tm } = useTranslation('messages');
  const [senhaAtual, setSenhaAtual] = useState('');
  const [currentWrong, setCurrentWrong] = useState(false);
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [nextAccess, setNextAccess] = useState(false);
  const [touched, setTouched] = useState({ atual: false, senha: false, confirmacao: false });
  const isSelf = target.mode === 'self';

  const userIdToLoad = target.mode === 'single' && 'userId' in target ? target.userId : null;
  const userQuery = useQuery({
    queryKey: ['change-password-user', userIdToLoad ?? ''],
    queryFn: ({ signal }) => getDialogUser(userIdToLoad ?? '', signal),
    enabled: Boolean(userIdToLoad),
    retry: false,
    staleTime: 0,
  });
  useEffect(() => {
    // 'users.notLoaded' (1-shell §8): the dialog cannot work without the user
    if (!userQuery.isError) return;
    notifyError(undefined, tm('users.notLoaded'), { id: 'users-not-loaded' });
    onCancel();
  }, [userQuery.isError, tm, onCancel]);

  const singleUser: PasswordDialogUser | null =
    target.mode === 'single' ? ('user' in target ? (target.user ?? null) : (userQuery.data ?? null)) : null;

  const mutation = useMutation({
    mutationFn: async () => {
      if (target.mode === 'self') return { kind: 'single' as const, message: (await changeOwnPassword(senha, senhaAtual)).message };
      if (target.mode === 'batch') {
        const reply = await changePasswordBatch({ usuarioIds: [...target.usuarioIds], alterarSenhaNoProximoAcesso: nextAccess, senha });
        return { kind: 'batch' as const, outcome: batchOutcome(reply, target.usuarioIds.length, target.names) };
      }
      if (!singleUser) throw new Error('user not loaded');
      const reply = await changePasswordSingle({ usuarioId: singleUser.id, alterarSenhaNoProximoAcesso: nextAccess, senha });
      return { kind: 'single' as const, message: reply.message };
    },
    onSuccess: (result) => {
      if (result.kind === 'single') {
        notifySuccess(result.message || tm('users.passwordChanged'));
      } else if (result.outcome.kind === 'all-ok') {
        notifySuccess(tm('users.passwordChangedBatch', { count: result.outcome.count }));
      } else {
        const { failures } = result.outcome;
        notifications.show({
          color: 'yellow',
          title: i18n.t('common:feedback.warningTitle'),
          autoClose: 10_000,
          message: (
            <Stack gap={4}>
              <Text size="sm">{t('batchPartial', { count: failures.length + result.outcome.changed, failed: failures.length, total: failures.length + result.outcome.changed })}</Text>
              <List size="xs" spacing={2}>
                {failures.map((failure) => (
                  <List.Item key={failure.usuarioId}>
                    <b>{failure.label}</b>: {failure.message}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ),
        });
      }
      onDone();
    },
    onError: (error) => {
      // self mode: a 400 means the current password did not match
      if (isSelf && isApiError(error) && error.status === 400 && isPasswordValid(senha)) setCurrentWrong(true);
      notifyError(error);
    },
  });

  const valid = isPasswordValid(senha);
  const confirmError = confirmationError(senha, confirmacao);
  const showConfirmError = touched.confirmacao && confirmError !== null;

  const currentMissing = isSelf && senhaAtual.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ atual: true, senha: true, confirmacao: true });
    if (!valid || confirmError !== null || currentMissing) {
      notifyError(undefined, tm('form.checkErrors'));
      return;
    }
    mutation.mutate();
  };

  const loadingUser = Boolean(userIdToLoad) && userQuery.isPending;

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-dialog" data-mode={target.mode}>
      <Stack gap="lg">
        {target.mode === 'batch' ? (
          <BatchSummary count={target.usuarioIds.length} />
        ) : target.mode === 'self' ? null : loadingUser ? (
          <Paper withBorder p="md" radius="md" role="status" aria-busy="true" aria-label={t('loadingUser')}>
            <Group gap="md">
              <Skeleton circle h={48} />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton h={14} w="50%" />
                <Skeleton h={10} w="70%" />
              </Stack>
            </Group>
          </Paper>
        ) : singleUser ? (
          <UserSummary user={singleUser} />
        ) : null}

        <Stack gap="sm">
          {isSelf && (
            <PasswordInput
              label={t('currentPassword')}
              value={senhaAtual}
              onChange={(event) => {
                setSenhaAtual(event.currentTarget.value);
                setCurrentWrong(false);
              }}
              onBlur={() => setTouched((current) => ({ ...current, atual: true }))}
              error={currentWrong ? t('currentPasswordWrong') : touched.atual && currentMissing ? tm('validation.required') : undefined}
              withAsterisk
              autoComplete="current-password"
              maxLength={128}
              data-autofocus
              data-testid="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            />
          )}
          <PasswordInput
            label={t('newPassword')}
            value={senha}
            onChange={(event) => setSenha(event.currentTarget.value)}
            onBlur={() => setTouched((current) => ({ ...current, senha: true }))}
            error={touched.senha && !valid && senha.length === 0 ? tm('validation.required') : undefined}
            withAsterisk
            autoComplete="new-password"
            maxLength={64}
            data-autofocus={isSelf ? undefined : true}
            data-testid="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          />
          <PasswordInput
            label={t('confirmPassword')}
            value={confirmacao}
            onChange={(event) => setConfirmacao(event.currentTarget.value)}
            onBlur={() => setTouched((current) => ({ ...current, confirmacao: true }))}
            error={showConfirmError && confirmError ? tm(confirmError) : undefined}
            withAsterisk
            autoComplete="new-password"
            maxLength={64}
            data-testid="confirm-password"
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          />
        </Stack>

        <Paper withBorder radius="md" p="md" className={classes.rules}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs" lts={0.4}>
            {t('rulesTitle')}
          </Text>
          <PasswordChecklist password={senha} />
        </Paper>

        {target.mode !== 'self' && (
          <Checkbox
            checked={nextAccess}
            onChange={(event) => setNextAccess(event.currentTarget.checked)}
            label={t('nextAccess')}
            description={t('nextAccessHint')}
            data-testid="next-access"
          />
        )}

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending} data-testid="change-password-cancel">
            {t('cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!valid || loadingUser || currentMissing} data-testid="change-password-confirm">
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function UserSummary({ user }: { user: PasswordDialogUser }) {
  const { t } = useTranslation(CHANGE_PASSWORD_NS);
  const document = user.cpf ? formatDocument(user.cpf, user.tipoPessoa ?? 'fisica') : null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="change-password-user">
      <Group gap="md" wrap="nowrap">
        <Avatar src={user.foto ?? undefined} radius="xl" size={48} color="brand" variant="light">
          {initialsOf(user.nomeCompleto)}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {user.nomeCompleto}
          </Text>
          {document && (
            <Text size="sm" c="dimmed">
              {t('document')}: {document}
            </Text>
          )}
          <Text size="sm" c="dimmed" truncate>
            {t('email')}: {user.email}
          </Text>
        </Box>
      </Group>
    </Paper>
  );
}

function BatchSummary({ count }: { count: number }) {
  const { t } = useTranslation(CHANGE_PASSWORD_NS);
  return (
    <Alert variant="light" radius="md" icon={<IconUsersGroup size={20} />} title={t('batchCount', { count })} data-testid="change-password-batch">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{t('batchNote')}</Text>
      </Group>
    </Alert>
  );
}
