import {
  Alert,
  Badge,
  Box,
  Button,
  Drawer,
  Grid,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Radio,
  ScrollArea,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBriefcase, IconBuilding, IconId, IconLock, IconMail, IconShieldLock, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPasswordValid, passwordErrors } from '@plataforma/shared/auth';
import {
  CLASSIFICACOES,
  GENEROS,
  IDIOMAS,
  TIPOS_PESSOA,
  USER_DOCUMENT_MAX,
  USER_EMAIL_MAX,
  USER_NAME_MAX,
  USER_NICKNAME_MAX,
  createUserRequestSchema,
  updateUserRequestSchema,
  type Classificacao,
  type CreateUserRequest,
  type TipoPessoa,
  type User,
} from '@plataforma/shared/users';
import { PHONE_COUNTRIES, PHONE_COUNTRY_CODES, formatDocument, formatPhone, parsePhone, translate, type PhoneCountry } from '@plataforma/shared';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getLanguage } from '../../../lib/language.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { ownUser, useHasPermission, useIsElevated, useSession } from '../../../lib/session.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useBasicDepartments, useBasicJobTitles, useBasicUnits } from '../../accounts';
import { useBasicUserOptions, usePermissionGroupOptions, useSaveUserMutation, userQueryOptions } from '../api/users.ts';
import { EmailChangeDialog } from './email-change-dialog.tsx';
import { dialogAttributes } from '../../../lib/dialog-attributes.ts';

type PasswordMode = 'mail' | 'set';

export type UserFormValues = {
  nomeCompleto: string;
  apelido: string;
  email: string;
  tipoPessoa: TipoPessoa;
  cpf: string;
  telefone: string;
  telefonePais: PhoneCountry;
  dataDeNascimento: string | null;
  dataDeAdmissao: string | null;
  genero: string | null;
  idiomaPreferido: string | null;
  superiorDireto: string | null;
  cargoId: string | null;
  departamentoId: string | null;
  unidadeDeNegocioId: string | null;
  permissionId: string | null;
  classificacao: Classificacao;
  avaliador: boolean;
  ativo: boolean;
  passwordMode: PasswordMode;
  senha: string;
  alterarSenhaNoProximoAcesso: boolean;
};

const EMPTY: UserFormValues = {
  nomeCompleto: '',
  apelido: '',
  email: '',
  tipoPessoa: 'fisica',
  cpf: '',
  telefone: '',
  telefonePais: 'BR',
  dataDeNascimento: null,
  dataDeAdmissao: null,
  genero: null,
  idiomaPreferido: null,
  superiorDireto: null,
  cargoId: null,
  departamentoId: null,
  unidadeDeNegocioId: null,
  permissionId: null,
  classificacao: 'student',
  avaliador: false,
  ativo: true,
  passwordMode: 'mail',
  senha: '',
  alterarSenhaNoProximoAcesso: true,
};

const valuesOf = (u: User): UserFormValues => {
  const phone = parsePhone(u.telefone);
  return {
    ...EMPTY,
    nomeCompleto: u.nomeCompleto,
    apelido: u.apelido ?? '',
    email: u.email,
    tipoPessoa: u.tipoPessoa,
    cpf: u.cpf ? formatDocument(u.cpf, u.tipoPessoa) : '',
    telefone: phone.national ? formatPhone(phone.national, phone.country) : '',
    telefonePais: phone.country,
    dataDeNascimento: u.dataDeNascimento,
    dataDeAdmissao: u.dataDeAdmissao,
    genero: u.genero,
    idiomaPreferido: u.idiomaPreferido,
    superiorDireto: u.superiorDireto,
    cargoId: u.cargoId,
    departamentoId: u.departamentoId,
    unidadeDeNegocioId: u.unidadeDeNegocioId,
    permissionId: u.permissionId,
    classificacao: u.classificacao,
    avaliador: u.avaliador,
    ativo: u.ativo,
  };
};

/** The request body from the form (the password only when one is set now, on creation). */
const bodyOf = (values: UserFormValues, creating: boolean): CreateUserRequest => {
  const { passwordMode, senha, alterarSenhaNoProximoAcesso, genero, idiomaPreferido, ...rest } = values;
  const body: CreateUserRequest = {
    ...rest,
    genero: (genero || null) as CreateUserRequest['genero'],
    idiomaPreferido: (idiomaPreferido || null) as CreateUserRequest['idiomaPreferido'],
  };
  return creating && passwordMode === 'set' ? { ...body, senha, alterarSenhaNoProximoAcesso } : body;
};

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function Section({ icon, title, hint, children, testId }: { icon: ReactNode; title: string; hint: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" mb="md">
        <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={700} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
      {children}
    </Paper>
  );
}

type UserDrawerProps = { opened: boolean; userId: string | null; onClose: () => void };

/**
 * Create or edit a user in a drawer (3-admin §2, §3): personal data, corporate data, access (classification,
 * evaluator, permission group, active) and, on creation, how the first password is made; on edit, the person's
 * accounts in other companies (read only). E-mail and CPF change only by platform administration.
 */
export function UserDrawer({ opened, userId, onClose }: UserDrawerProps) {
  const { t } = useTranslation('users');
  const creating = userId === null;
  const session = useSession();
  const platformAdmin = useIsElevated() || Boolean(session.clientMode);
  const canListGroups = useHasPermission('Permissões');
  const save = useSaveUserMutation();
  const detail = useQuery({ ...userQueryOptions(opened ? userId : null) });
  const user = creating ? null : (detail.data ?? null);
  const jobTitles = useBasicJobTitles();
  const departments = useBasicDepartments();
  const units = useBasicUnits();
  const groups = usePermissionGroupOptions(opened && canListGroups);
  const [bossSearch, setBossSearch] = useState('');
  const [debouncedBoss] = useDebouncedValue(bossSearch, 300);
  const bosses = useBasicUserOptions(debouncedBoss, opened);
  const [emailDialog, setEmailDialog] = useState(false);

  const schema = creating ? createUserRequestSchema : updateUserRequestSchema;
  const form = useForm<UserFormValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = zodFormValidator(schema)(values);
      if (creating && values.passwordMode === 'set' && !isPasswordValid(values.senha)) {
        errors.senha = translate(passwordErrors(values.senha)[0] ?? 'validation.required', getLanguage());
      }
      return errors;
    },
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = user ? valuesOf(user) : EMPTY;
    setValues(values);
    resetDirty(values);
    clearErrors();
    setBossSearch('');
  }, [opened, user, setValues, resetDirty, clearErrors]);

  const loading = !creating && detail.isPending;
  const identityLocked = !creating && !platformAdmin;

  const submit = form.onSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync({ id: userId ?? undefined, body: bodyOf(values, creating) });
        notifySuccess(t(creating ? 'messages:records.created' : 'messages:records.updated'));
        if (creating && saved.contas.length > 1) notifyInfo(t('drawer.linkedInfo'), { autoClose: 8000 });
        else if (creating && values.passwordMode === 'mail') notifyInfo(t('drawer.mailSent', { email: saved.email }), { autoClose: 6000 });
        onClose();
      } catch (error) {
        if (isApiError(error)) {
          for (const n of error.notifications) if (n.field) form.setFieldError(n.field, n.message);
          const message = error.firstMessage ?? '';
          if (error.status === 409) {
            const cpfMessages = ['users.duplicateCpf', 'users.cpfMismatch'].map((k) => t(`messages:${k}`));
            const emailMessages = ['users.duplicateEmail', 'users.emailInUse'].map((k) => t(`messages:${k}`));
            if (cpfMessages.includes(message)) form.setFieldError('cpf', message);
            if (emailMessages.includes(message)) form.setFieldError('email', message);
          }
        }
        // the contract limit ('Seu contrato atingiu o número máximo de usuários ativos!') and the rest: an error toast
        notifyError(error);
      }
    },
    () => notifyError(undefined, t('messages:form.checkErrors')),
  );

  // a linked record is listed even before (or without) its options: its name comes with the user
  const withCurrent = (options: readonly { value: string; label: string }[] | undefined, value: string | null, label: string | null) => {
    const list = [...(options ?? [])];
    if (value && label && !list.some((o) => o.value === value)) list.push({ value, label });
    return list;
  };
  const jobTitleOptions = withCurrent(jobTitles.data, user?.cargoId ?? null, user?.cargoNome ?? null);
  const departmentOptions = withCurrent(departments.data, user?.departamentoId ?? null, user?.departamentoNome ?? null);
  const unitOptions = withCurrent(units.data, user?.unidadeDeNegocioId ?? null, user?.unidadeDeNegocioNome ?? null);
  const groupOptions = withCurrent(groups.data, user?.permissionId ?? null, user?.grupoDePermissaoNome ?? null);
  const bossOptions = useMemo(() => {
    const list = (bosses.data ?? []).filter((b) => b.value !== userId).map((b) => ({ value: b.value, label: b.label, email: b.email }));
    if (user?.superiorDireto && user.superiorDiretoNome && !list.some((b) => b.value === user.superiorDireto)) {
      list.push({ value: user.superiorDireto, label: user.superiorDiretoNome, email: '' });
    }
    return list;
  }, [bosses.data, user, userId]);
  const groupsUnavailable = !canListGroups || groups.isError;
  /** The own account (not in client mode): its group and classification are someone else's to change (the server refuses). */
  const ownAccount = !creating && userId === ownUser(session).userId && !session.clientMode;

  const documentLabel = form.values.tipoPessoa === 'fisica' ? t('fields.cpf') : t('fields.documento');
  const formatDoc = (raw: string) => (form.values.tipoPessoa === 'estrangeira' ? raw : formatDocument(raw, form.values.tipoPessoa));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(760px, 100%)"
      padding={0}
      closeOnClickOutside={!save.isPending}
      scrollAreaComponent={ScrollArea.Autosize}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            {creating ? <IconUserPlus size={20} /> : <IconUser size={20} />}
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {creating ? t('drawer.createTitle') : t('drawer.editTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {user ? user.nomeCompleto : t('drawer.description')}
            </Text>
          </div>
        </Group>
      }
      styles={{ header: { padding: 'var(--mantine-spacing-md) var(--mantine-spacing-lg)', borderBottom: '1px solid var(--mantine-color-default-border)' } }}
      attributes={dialogAttributes({ 'data-testid': 'user-drawer' })}
    >
      {loading ? (
        <Stack p="lg" gap="md" role="status" aria-busy="true" aria-label={t('drawer.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={180} radius="md" />
          ))}
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md" p="lg" pb={96}>
            <Section icon={<IconId size={18} />} title={t('drawer.personal')} hint={t('drawer.personalHint')} testId="user-section-personal">
              {identityLocked && (
                <Alert variant="light" color="gray" icon={<IconLock size={16} />} py="xs" mb="md" data-testid="user-identity-locked">
                  <Text size="sm">{t('drawer.identityLocked')}</Text>
                </Alert>
              )}
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <CountedTextInput
                    label={t('fields.nomeCompleto')}
                    withAsterisk
                    maxLength={USER_NAME_MAX}
                    data-autofocus
                    {...form.getInputProps('nomeCompleto')}
                    data-testid="user-nomeCompleto"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput label={t('fields.apelido')} maxLength={USER_NICKNAME_MAX} {...form.getInputProps('apelido')} data-testid="user-apelido" />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Group align="flex-end" gap="sm" wrap="nowrap">
                    <TextInput
                      style={{ flex: 1 }}
                      type="email"
                      label={t('fields.email')}
                      withAsterisk
                      maxLength={USER_EMAIL_MAX}
                      leftSection={<IconMail size={16} />}
                      readOnly={!creating}
                      variant={creating ? 'default' : 'filled'}
                      description={!creating && platformAdmin ? t('drawer.emailChangeHint') : undefined}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      {...form.getInputProps('email')}
                      data-testid="user-email"
                    />
                    {!creating && platformAdmin && user && (
                      <Button variant="light" onClick={() => setEmailDialog(true)} mb={22} data-testid="user-change-email">
                        {t('actions.changeEmail')}
                      </Button>
                    )}
                  </Group>
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <Select
                    label={t('fields.tipoPessoa')}
                    data={TIPOS_PESSOA.map((v) => ({ value: v, label: t(`tipoPessoa.${v}`) }))}
                    allowDeselect={false}
                    disabled={identityLocked}
                    {...form.getInputProps('tipoPessoa')}
                    onChange={(value) => {
                      const next = (value ?? 'fisica') as TipoPessoa;
                      form.setFieldValue('tipoPessoa', next);
                      form.setFieldValue('cpf', next === 'estrangeira' ? form.values.cpf : formatDocument(form.values.cpf, next));
                    }}
                    data-testid="user-tipoPessoa"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <TextInput
                    label={documentLabel}
                    maxLength={USER_DOCUMENT_MAX}
                    readOnly={identityLocked}
                    variant={identityLocked ? 'filled' : 'default'}
                    {...form.getInputProps('cpf')}
                    onChange={(event) => form.setFieldValue('cpf', formatDoc(event.currentTarget.value))}
                    placeholder={form.values.tipoPessoa === 'fisica' ? '000.000.000-00' : undefined}
                    data-testid="user-cpf"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('fields.telefone')}
                    type="tel"
                    inputMode="tel"
                    placeholder={form.values.telefonePais === 'BR' ? '(00) 00000-0000' : '(000) 000-000'}
                    value={form.values.telefone}
                    error={form.errors.telefone}
                    onChange={(event) => form.setFieldValue('telefone', formatPhone(event.currentTarget.value, form.values.telefonePais))}
                    leftSectionWidth={92}
                    leftSection={
                      <NativeSelect
                        aria-label={t('fields.telefonePais')}
                        variant="unstyled"
                        size="xs"
                        w={88}
                        pl={8}
                        value={form.values.telefonePais}
                        onChange={(event) => {
                          const next = event.currentTarget.value as PhoneCountry;
                          form.setFieldValue('telefonePais', next);
                          form.setFieldValue('telefone', formatPhone(form.values.telefone, next));
                        }}
                        data={PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: `${code} +${PHONE_COUNTRIES[code].dialCode}` }))}
                      />
                    }
                    data-testid="user-telefone"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <DateField
                    label={t('fields.dataDeNascimento')}
                    clearable
                    maxDate={todayIso()}
                    {...form.getInputProps('dataDeNascimento')}
                    data-testid="user-dataDeNascimento"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.genero')}
                    placeholder={t('drawer.selectPlaceholder')}
                    data={GENEROS.map((v) => ({ value: v, label: t(`genero.${v}`) }))}
                    clearable
                    {...form.getInputProps('genero')}
                    data-testid="user-genero"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.idiomaPreferido')}
                    placeholder={t('drawer.selectPlaceholder')}
                    data={IDIOMAS.map((v) => ({ value: v, label: t(`idioma.${v}`) }))}
                    clearable
                    {...form.getInputProps('idiomaPreferido')}
                    data-testid="user-idiomaPreferido"
                  />
                </Grid.Col>
              </Grid>
            </Section>

            <Section icon={<IconBriefcase size={18} />} title={t('drawer.corporate')} hint={t('drawer.corporateHint')} testId="user-section-corporate">
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.cargo')}
                    placeholder={t('drawer.selectPlaceholder')}
                    data={jobTitleOptions}
                    searchable
                    clearable
                    nothingFoundMessage={t('drawer.noOptions')}
                    {...form.getInputProps('cargoId')}
                    data-testid="user-cargo"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.departamento')}
                    placeholder={t('drawer.selectPlaceholder')}
                    data={departmentOptions}
                    searchable
                    clearable
                    nothingFoundMessage={t('drawer.noOptions')}
                    {...form.getInputProps('departamentoId')}
                    data-testid="user-departamento"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.unidade')}
                    placeholder={t('drawer.selectPlaceholder')}
                    data={unitOptions}
                    searchable
                    clearable
                    nothingFoundMessage={t('drawer.noOptions')}
                    leftSection={<IconBuilding size={16} />}
                    {...form.getInputProps('unidadeDeNegocioId')}
                    data-testid="user-unidade"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <DateField
                    label={t('fields.dataDeAdmissao')}
                    clearable
                    {...form.getInputProps('dataDeAdmissao')}
                    data-testid="user-dataDeAdmissao"
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Select
                    label={t('fields.superiorDireto')}
                    placeholder={t('drawer.searchUser')}
                    data={bossOptions.map((b) => ({ value: b.value, label: b.label }))}
                    searchable
                    clearable
                    searchValue={bossSearch}
                    onSearchChange={setBossSearch}
                    filter={({ options }) => options}
                    nothingFoundMessage={t('drawer.noOptions')}
                    renderOption={({ option }) => {
                      const email = bossOptions.find((b) => b.value === option.value)?.email;
                      return (
                        <Stack gap={0}>
                          <Text size="sm">{option.label}</Text>
                          {email && (
                            <Text size="xs" c="dimmed">
                              {email}
                            </Text>
                          )}
                        </Stack>
                      );
                    }}
                    {...form.getInputProps('superiorDireto')}
                    data-testid="user-superiorDireto"
                  />
                </Grid.Col>
              </Grid>
            </Section>

            <Section icon={<IconShieldLock size={18} />} title={t('drawer.access')} hint={t('drawer.accessHint')} testId="user-section-access">
              <Stack gap="md">
                <Box>
                  <Text size="sm" fw={500} mb={4}>
                    {t('fields.classificacao')}
                  </Text>
                  <SegmentedControl
                    fullWidth
                    data={CLASSIFICACOES.map((c) => ({ value: c, label: t(`classificacao.${c}`) }))}
                    value={form.values.classificacao}
                    onChange={(value) => form.setFieldValue('classificacao', value as Classificacao)}
                    disabled={ownAccount}
                    data-testid="user-classificacao"
                  />
                  <Text size="xs" c="dimmed" mt={4} data-testid="user-classificacao-hint">
                    {ownAccount ? t('messages:permissions.selfClassification') : t('drawer.classificationHint')}
                  </Text>
                </Box>
                <Select
                  label={t('fields.grupo')}
                  placeholder={t('drawer.groupPlaceholder')}
                  data={groupOptions}
                  searchable
                  clearable={!groupsUnavailable}
                  disabled={groupsUnavailable || ownAccount}
                  description={ownAccount ? t('messages:permissions.selfGroup') : groupsUnavailable ? t('drawer.groupUnavailable') : undefined}
                  nothingFoundMessage={t('drawer.noOptions')}
                  {...form.getInputProps('permissionId')}
                  data-testid="user-grupo"
                />
                <Group grow align="flex-start">
                  <Switch
                    label={t('fields.avaliador')}
                    description={t('drawer.evaluatorHint')}
                    {...form.getInputProps('avaliador', { type: 'checkbox' })}
                    data-testid="user-avaliador"
                  />
                  <Switch
                    label={t('status.active')}
                    description={t('drawer.activeHint')}
                    disabled={ownAccount}
                    {...form.getInputProps('ativo', { type: 'checkbox' })}
                    data-testid="user-ativo"
                  />
                </Group>
              </Stack>
            </Section>

            {creating ? (
              <Section icon={<IconLock size={18} />} title={t('drawer.password')} hint={t('drawer.passwordHint')} testId="user-section-password">
                <Radio.Group value={form.values.passwordMode} onChange={(value) => form.setFieldValue('passwordMode', value as PasswordMode)}>
                  <Stack gap="sm">
                    <Radio value="mail" label={t('drawer.passwordMail')} description={t('drawer.passwordMailHint')} data-testid="user-password-mail" />
                    <Radio value="set" label={t('drawer.passwordSet')} description={t('drawer.passwordSetHint')} data-testid="user-password-set" />
                  </Stack>
                </Radio.Group>
                {form.values.passwordMode === 'set' && (
                  <Stack gap="sm" mt="md">
                    <PasswordInput label={t('drawer.senha')} withAsterisk autoComplete="new-password" {...form.getInputProps('senha')} data-testid="user-senha" />
                    <PasswordChecklist password={form.values.senha} />
                    <Switch label={t('drawer.nextAccess')} {...form.getInputProps('alterarSenhaNoProximoAcesso', { type: 'checkbox' })} data-testid="user-next-access" />
                  </Stack>
                )}
              </Section>
            ) : (
              user && (
                <Section icon={<IconBuilding size={18} />} title={t('drawer.accounts')} hint={t('drawer.accountsHint')} testId="user-section-accounts">
                  {user.contas.length <= 1 ? (
                    <Text size="sm" c="dimmed">
                      {t('drawer.accountsNone')}
                    </Text>
                  ) : (
                    <Stack gap="xs">
                      {user.contas.map((c) => (
                        <Group key={c.tenantId} justify="space-between" wrap="nowrap" data-testid="user-account">
                          <Text size="sm" fw={c.atual ? 600 : 400}>
                            {c.empresa}
                          </Text>
                          <Group gap={6}>
                            {c.atual && (
                              <Badge variant="outline" radius="sm" tt="none">
                                {t('drawer.thisAccount')}
                              </Badge>
                            )}
                            {c.padrao && (
                              <Badge variant="light" color="teal" radius="sm" tt="none">
                                {t('drawer.defaultAccount')}
                              </Badge>
                            )}
                            {!c.ativo && (
                              <Badge variant="light" color="gray" radius="sm" tt="none">
                                {t('drawer.inactiveAccount')}
                              </Badge>
                            )}
                          </Group>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Section>
              )
            )}
            {detail.isError && !creating && (
              <Alert color="red" variant="light">
                {t('messages:users.notLoaded')}
              </Alert>
            )}
          </Stack>
          <Group
            justify="flex-end"
            gap="sm"
            p="md"
            px="lg"
            pos="sticky"
            bottom={0}
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
          >
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!creating && !user} data-testid="user-submit">
              {creating ? t('actions.create') : t('actions.save')}
            </Button>
          </Group>
        </form>
      )}
      {user && <EmailChangeDialog opened={emailDialog} user={user} onClose={() => setEmailDialog(false)} />}
    </Drawer>
  );
}
