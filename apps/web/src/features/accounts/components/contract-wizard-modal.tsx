import {
  Alert,
  Badge,
  Checkbox,
  Divider,
  Grid,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
} from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileCertificate, IconInfoCircle, IconLock, IconShieldLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLASSIFICACOES_CLIENTE,
  COMPANY_NAME_MAX,
  CONTRACT_NOTES_MAX,
  PRODUCTS_MAX,
  PRODUCT_SUGGESTIONS,
  STATUS_PROJETO,
  contractRequestSchema,
  parseProducts,
  type Contract,
  type ContractRequest,
  type SsoProvider,
  type StatusProjeto,
} from '@plataforma/shared/accounts';
import { formatCpf } from '@plataforma/shared';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { WizardModal, type WizardStep } from '../../../components/wizard/index.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useCompanyOptions } from '../api/companies.ts';
import { useSaveContractMutation } from '../api/contracts.ts';
import { PhoneField } from './phone-field.tsx';

type SsoValues = {
  habilitado: boolean;
  tipo: SsoProvider | null;
  clientId: string;
  tenantId: string;
  instanceUrl: string;
  redirectUrl: string;
  providerName: string;
  clientSecret: string;
};

export type ContractValues = {
  empresaId: string;
  nome: string;
  codigoContaAGB: string;
  dataDeContrato: string | null;
  dataDeValidade: string | null;
  observacao: string;
  statusProjeto: StatusProjeto;
  classificacaoCliente: string;
  produtos: string[];
  isDistribuidor: boolean;
  active: boolean;
  quantidadeDeUsuariosContratados: number;
  espacoEmDiscoContratado: number;
  limiteDeRegistrosDeCursos: number;
  limiteDeRegistroDeFormacoes: number;
  urlDeAcessoPadrao: string;
  urlDeAcessoPersonalizado: string;
  emailDeComunicacaoUsadoPelaEmpresa: string;
  sso: SsoValues;
  nomeDoResponsavel: string;
  emailDoResponsavel: string;
  celularDoResponsavel: string;
  tipoPessoaGestor: 'fisica' | 'estrangeira';
  cpfGestor: string;
  nomeGestor: string;
  emailGestor: string;
};

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const emptyValues = (empresaId = ''): ContractValues => ({
  empresaId,
  nome: '',
  codigoContaAGB: '',
  dataDeContrato: today(),
  dataDeValidade: null,
  observacao: '',
  statusProjeto: 'experimentation',
  classificacaoCliente: '',
  produtos: [],
  isDistribuidor: false,
  active: true,
  quantidadeDeUsuariosContratados: 0,
  espacoEmDiscoContratado: 0,
  limiteDeRegistrosDeCursos: 0,
  limiteDeRegistroDeFormacoes: 0,
  urlDeAcessoPadrao: '',
  urlDeAcessoPersonalizado: '',
  emailDeComunicacaoUsadoPelaEmpresa: '',
  sso: { habilitado: false, tipo: null, clientId: '', tenantId: '', instanceUrl: '', redirectUrl: '', providerName: '', clientSecret: '' },
  nomeDoResponsavel: '',
  emailDoResponsavel: '',
  celularDoResponsavel: '',
  tipoPessoaGestor: 'fisica',
  cpfGestor: '',
  nomeGestor: '',
  emailGestor: '',
});

const valuesOf = (c: Contract): ContractValues => ({
  empresaId: c.empresaId,
  nome: c.nome,
  codigoContaAGB: c.codigoContaAGB ?? '',
  dataDeContrato: c.dataDeContrato,
  dataDeValidade: c.dataDeValidade,
  observacao: c.observacao ?? '',
  statusProjeto: c.statusProjeto,
  classificacaoCliente: c.classificacaoCliente ?? '',
  produtos: parseProducts(c.produtos),
  isDistribuidor: c.isDistribuidor,
  active: c.active,
  quantidadeDeUsuariosContratados: c.quantidadeDeUsuariosContratados,
  espacoEmDiscoContratado: c.espacoEmDiscoContratado,
  limiteDeRegistrosDeCursos: c.limiteDeRegistrosDeCursos,
  limiteDeRegistroDeFormacoes: c.limiteDeRegistroDeFormacoes,
  urlDeAcessoPadrao: c.urlDeAcessoPadrao ?? '',
  urlDeAcessoPersonalizado: c.urlDeAcessoPersonalizado ?? '',
  emailDeComunicacaoUsadoPelaEmpresa: c.emailDeComunicacaoUsadoPelaEmpresa ?? '',
  sso: {
    habilitado: c.sso.habilitado,
    tipo: c.sso.tipo,
    clientId: c.sso.clientId ?? '',
    tenantId: c.sso.tenantId ?? '',
    instanceUrl: c.sso.instanceUrl ?? '',
    redirectUrl: c.sso.redirectUrl ?? '',
    providerName: c.sso.providerName ?? '',
    clientSecret: '',
  },
  nomeDoResponsavel: c.nomeDoResponsavel ?? '',
  emailDoResponsavel: c.emailDoResponsavel ?? '',
  celularDoResponsavel: c.celularDoResponsavel ?? '',
  tipoPessoaGestor: c.tipoPessoaGestor,
  cpfGestor: c.cpfGestor ? (c.tipoPessoaGestor === 'fisica' ? formatCpf(c.cpfGestor) : c.cpfGestor) : '',
  nomeGestor: c.nomeGestor ?? '',
  emailGestor: c.emailGestor ?? '',
});

/** The request of the form: the secret is sent only when typed (or null to remove it). */
const bodyOf = (v: ContractValues, removeSecret: boolean): ContractRequest => ({
  ...v,
  dataDeContrato: v.dataDeContrato ?? '',
  sso: { ...v.sso, clientSecret: removeSecret ? null : v.sso.clientSecret || undefined },
});

type Form = UseFormReturnType<ContractValues>;

function SectionTitle({ label }: { label: string }) {
  return <Divider label={<Text size="xs" fw={700} tt="uppercase" lts={0.5} c="dimmed">{label}</Text>} labelPosition="left" />;
}

/** A whole number input that keeps 0 when cleared (the API counts are integers ≥ 0). */
function CountInput({ form, path, label, description, suffix, decimals = false, testId }: { form: Form; path: keyof ContractValues; label: string; description?: string; suffix?: string; decimals?: boolean; testId: string }) {
  const input = form.getInputProps(path);
  return (
    <NumberInput
      label={label}
      description={description}
      min={0}
      allowNegative={false}
      allowDecimal={decimals}
      decimalScale={decimals ? 2 : 0}
      thousandSeparator="."
      decimalSeparator=","
      suffix={suffix}
      {...input}
      onChange={(value) => form.setFieldValue(path, (typeof value === 'number' ? value : 0) as never)}
      data-testid={testId}
    />
  );
}

type StepProps = { form: Form };

function BasicStep({ form, contract, companyName }: StepProps & { contract: Contract | null; companyName: string | null }) {
  const { t } = useTranslation('accounts');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const companies = useCompanyOptions(contract ? '' : debounced);
  const options = useMemo(() => {
    const list = (companies.data?.data ?? []).map((c) => ({ value: c.id, label: c.nomeFantasia ? `${c.nomeFantasia} — ${c.nome}` : c.nome }));
    if (form.values.empresaId && companyName && !list.some((o) => o.value === form.values.empresaId)) list.unshift({ value: form.values.empresaId, label: companyName });
    return list;
  }, [companies.data, form.values.empresaId, companyName]);
  const products = form.values.produtos;
  const classificationOptions = [
    { group: t('contracts.fields.classificacaoCliente'), items: CLASSIFICACOES_CLIENTE.map((c) => ({ value: c, label: t(`contracts.classificacoes.${c}`) })) },
    ...(products.length > 0 ? [{ group: t('contracts.fields.produtos'), items: products.map((p) => ({ value: p, label: p })) }] : []),
  ];

  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <SectionTitle label={t('contracts.sections.identification')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Select
          label={t('contracts.fields.empresa')}
          placeholder={t('contracts.fields.empresaPlaceholder')}
          withAsterisk
          searchable
          data={options}
          disabled={Boolean(contract)}
          description={contract ? t('contracts.companyLocked') : undefined}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          leftSection={contract ? <IconLock size={14} /> : undefined}
          onSearchChange={setSearch}
          nothingFoundMessage={t('companies.none')}
          maxDropdownHeight={240}
          comboboxProps={{ shadow: 'md' }}
          {...form.getInputProps('empresaId')}
          value={form.values.empresaId || null}
          onChange={(value) => form.setFieldValue('empresaId', value ?? '')}
          data-testid="contract-empresa"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <CountedTextInput label={t('contracts.fields.nome')} placeholder={t('contracts.fields.nomeHint')} maxLength={COMPANY_NAME_MAX} {...form.getInputProps('nome')} data-testid="contract-nome" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('contracts.fields.codigoContaAGB')} maxLength={50} {...form.getInputProps('codigoContaAGB')} data-testid="contract-codigo" />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <DateField label={t('contracts.fields.dataDeContrato')} withAsterisk {...form.getInputProps('dataDeContrato')} data-testid="contract-dataDeContrato" />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <DateField
          label={t('contracts.fields.dataDeValidade')}
          clearable
          minDate={form.values.dataDeContrato ?? undefined}
          {...form.getInputProps('dataDeValidade')}
          data-testid="contract-dataDeValidade"
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <SectionTitle label={t('contracts.sections.situation')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Text size="sm" fw={500} mb={6}>
          {t('contracts.fields.statusProjeto')}
        </Text>
        <SegmentedControl
          fullWidth
          data={STATUS_PROJETO.map((s) => ({ value: s, label: t(`contracts.status.${s}`) }))}
          {...form.getInputProps('statusProjeto')}
          data-testid="contract-statusProjeto"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TagsInput
          label={t('contracts.fields.produtos')}
          placeholder={products.length === 0 ? t('contracts.fields.produtosPlaceholder') : undefined}
          data={[...PRODUCT_SUGGESTIONS]}
          maxTags={PRODUCTS_MAX}
          clearable
          splitChars={[',']}
          comboboxProps={{ shadow: 'md' }}
          {...form.getInputProps('produtos')}
          data-testid="contract-produtos"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          label={t('contracts.fields.classificacaoCliente')}
          placeholder={t('contracts.fields.classificacaoHint')}
          data={classificationOptions}
          clearable
          {...form.getInputProps('classificacaoCliente')}
          value={form.values.classificacaoCliente || null}
          onChange={(value) => form.setFieldValue('classificacaoCliente', value ?? '')}
          data-testid="contract-classificacao"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Paper withBorder radius="md" p="sm" h="100%">
          <Switch label={t('contracts.fields.active')} description={t('contracts.fields.activeHint')} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="contract-active" />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Paper withBorder radius="md" p="sm" h="100%">
          <Switch
            label={t('contracts.fields.isDistribuidor')}
            description={t('contracts.fields.isDistribuidorHint')}
            {...form.getInputProps('isDistribuidor', { type: 'checkbox' })}
            data-testid="contract-distribuidor"
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={t('contracts.fields.observacao')} autosize minRows={2} maxRows={5} maxLength={CONTRACT_NOTES_MAX} {...form.getInputProps('observacao')} data-testid="contract-observacao" />
      </Grid.Col>
    </Grid>
  );
}

function OfferStep({ form }: StepProps) {
  const { t } = useTranslation('accounts');
  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <SectionTitle label={t('contracts.sections.users')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <CountInput
          form={form}
          path="quantidadeDeUsuariosContratados"
          label={t('contracts.fields.quantidadeDeUsuariosContratados')}
          description={t('contracts.fields.quantidadeHint')}
          testId="contract-usuarios"
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <SectionTitle label={t('contracts.sections.limits')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CountInput form={form} path="espacoEmDiscoContratado" label={t('contracts.fields.espacoEmDiscoContratado')} suffix=" GB" decimals testId="contract-espaco" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CountInput form={form} path="limiteDeRegistrosDeCursos" label={t('contracts.fields.limiteDeRegistrosDeCursos')} description={t('contracts.fields.limitHint')} testId="contract-limite-cursos" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CountInput form={form} path="limiteDeRegistroDeFormacoes" label={t('contracts.fields.limiteDeRegistroDeFormacoes')} description={t('contracts.fields.limitHint')} testId="contract-limite-trilhas" />
      </Grid.Col>
    </Grid>
  );
}

function SettingsStep({ form, contract, removeSecret, onRemoveSecret }: StepProps & { contract: Contract | null; removeSecret: boolean; onRemoveSecret: (value: boolean) => void }) {
  const { t } = useTranslation('accounts');
  const sso = form.values.sso;
  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <SectionTitle label={t('contracts.sections.access')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('contracts.fields.urlDeAcessoPadrao')}
          description={t('contracts.fields.urlDeAcessoPadraoHint')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          placeholder="cliente.plataforma.com.br"
          disabled={Boolean(contract)}
          rightSectionWidth={contract?.subdominio ? 110 : undefined}
          rightSection={
            contract?.subdominio ? (
              <Badge variant="light" radius="sm" tt="none" maw={100}>
                {contract.subdominio}
              </Badge>
            ) : undefined
          }
          {...form.getInputProps('urlDeAcessoPadrao')}
          data-testid="contract-url-padrao"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('contracts.fields.urlDeAcessoPersonalizado')} placeholder="https://ead.cliente.com.br" mt={{ sm: 'lg' }} {...form.getInputProps('urlDeAcessoPersonalizado')} data-testid="contract-url-personalizada" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('contracts.fields.emailDeComunicacaoUsadoPelaEmpresa')}
          type="email"
          placeholder="comunicacao@cliente.com.br"
          {...form.getInputProps('emailDeComunicacaoUsadoPelaEmpresa')}
          data-testid="contract-email-comunicacao"
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <SectionTitle label={t('contracts.sso.title')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" radius="md" size={36}>
                <IconShieldLock size={20} />
              </ThemeIcon>
              <div>
                <Text size="sm" fw={600}>
                  {t('contracts.sso.enable')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('contracts.sso.enableHint')}
                </Text>
              </div>
            </Group>
            <Switch aria-label={t('contracts.sso.enable')} {...form.getInputProps('sso.habilitado', { type: 'checkbox' })} data-testid="contract-sso-enable" />
          </Group>
        </Paper>
      </Grid.Col>
      {sso.habilitado && (
        <>
          <Grid.Col span={12}>
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} py="xs">
              <Text size="sm">{t('contracts.sso.restartHint')}</Text>
            </Alert>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('contracts.sso.tipo')}
              withAsterisk
              data={[
                { value: 'microsoft', label: t('contracts.sso.microsoft') },
                { value: 'cognito', label: t('contracts.sso.cognito') },
              ]}
              {...form.getInputProps('sso.tipo')}
              data-testid="contract-sso-tipo"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('contracts.sso.providerName')} {...form.getInputProps('sso.providerName')} data-testid="contract-sso-provider" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('contracts.sso.clientId')} withAsterisk {...form.getInputProps('sso.clientId')} data-testid="contract-sso-client" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t(sso.tipo === 'cognito' ? 'contracts.sso.userPoolId' : 'contracts.sso.tenantId')}
              withAsterisk={sso.tipo !== 'cognito'}
              {...form.getInputProps('sso.tenantId')}
              data-testid="contract-sso-tenant"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('contracts.sso.instanceUrl')} placeholder="https://login.microsoftonline.com" {...form.getInputProps('sso.instanceUrl')} data-testid="contract-sso-instance" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('contracts.sso.redirectUrl')} placeholder="https://cliente.plataforma.com.br/auth/sso" {...form.getInputProps('sso.redirectUrl')} data-testid="contract-sso-redirect" />
          </Grid.Col>
          <Grid.Col span={12}>
            <PasswordInput
              label={t('contracts.sso.clientSecret')}
              description={contract?.sso.clientSecretDefinido ? t('contracts.sso.secretStored') : undefined}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
              autoComplete="new-password"
              disabled={removeSecret}
              {...form.getInputProps('sso.clientSecret')}
              data-testid="contract-sso-secret"
            />
            {contract?.sso.clientSecretDefinido && (
              <Checkbox mt="xs" size="xs" label={t('contracts.sso.secretRemove')} checked={removeSecret} onChange={(e) => onRemoveSecret(e.currentTarget.checked)} />
            )}
          </Grid.Col>
        </>
      )}
    </Grid>
  );
}

function ManagementStep({ form, contract }: StepProps & { contract: Contract | null }) {
  const { t } = useTranslation('accounts');
  const foreign = form.values.tipoPessoaGestor === 'estrangeira';
  const cpfInput = form.getInputProps('cpfGestor');
  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <SectionTitle label={t('contracts.sections.responsible')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('contracts.fields.nomeDoResponsavel')} {...form.getInputProps('nomeDoResponsavel')} data-testid="contract-responsavel-nome" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('contracts.fields.emailDoResponsavel')} type="email" {...form.getInputProps('emailDoResponsavel')} data-testid="contract-responsavel-email" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <PhoneField
          label={t('contracts.fields.celularDoResponsavel')}
          countryLabel={t('companies.fields.phoneCountry')}
          {...form.getInputProps('celularDoResponsavel')}
          data-testid="contract-responsavel-celular"
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <SectionTitle label={t('contracts.sections.manager')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Alert variant="light" color={contract?.userIdGestor ? 'teal' : 'gray'} icon={<IconInfoCircle size={18} />} py="xs">
          <Text size="sm">{contract?.userIdGestor ? t('contracts.gestorLinked') : t('contracts.gestorHint')}</Text>
        </Alert>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Text size="sm" fw={500} mb={6}>
          {t('contracts.fields.tipoPessoaGestor')}
        </Text>
        <SegmentedControl
          fullWidth
          data={(['fisica', 'estrangeira'] as const).map((v) => ({ value: v, label: t(`contracts.tiposGestor.${v}`) }))}
          value={form.values.tipoPessoaGestor}
          onChange={(value) => {
            form.setFieldValue('tipoPessoaGestor', value as 'fisica' | 'estrangeira');
            form.clearFieldError('cpfGestor');
          }}
          data-testid="contract-gestor-tipo"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label={t(foreign ? 'contracts.fields.documentoGestor' : 'contracts.fields.cpfGestor')}
          placeholder={foreign ? undefined : '000.000.000-00'}
          {...cpfInput}
          onChange={(event) => cpfInput.onChange(foreign ? event.currentTarget.value : formatCpf(event.currentTarget.value))}
          data-testid="contract-gestor-cpf"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('contracts.fields.nomeGestor')} {...form.getInputProps('nomeGestor')} data-testid="contract-gestor-nome" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('contracts.fields.emailGestor')} type="email" {...form.getInputProps('emailGestor')} data-testid="contract-gestor-email" />
      </Grid.Col>
    </Grid>
  );
}

type ContractWizardModalProps = {
  opened: boolean;
  onClose: () => void;
  contract: Contract | null;
  /** Company chosen beforehand (the companies screen's "Novo contrato"). */
  initialCompanyId?: string | null;
};

/** Create or edit a contract in four steps (3-admin §2): basic data, offer, settings, contract management. */
export function ContractWizardModal({ opened, onClose, contract, initialCompanyId }: ContractWizardModalProps) {
  const { t } = useTranslation('accounts');
  const save = useSaveContractMutation();
  const form = useForm<ContractValues>({ initialValues: emptyValues(), validate: zodFormValidator(contractRequestSchema) });
  const { setValues, resetDirty, clearErrors } = form;
  const [removeSecret, setRemoveSecret] = useState(false);

  useEffect(() => {
    if (!opened) return;
    const values = contract ? valuesOf(contract) : emptyValues(initialCompanyId ?? '');
    setValues(values);
    resetDirty(values);
    clearErrors();
    setRemoveSecret(false);
  }, [opened, contract, initialCompanyId, setValues, resetDirty, clearErrors]);

  const finish = async () => {
    try {
      await save.mutateAsync({ id: contract?.id, body: bodyOf(form.getValues(), removeSecret) });
      notifySuccess(t(contract ? 'messages:records.updated' : 'messages:records.created'));
      onClose();
    } catch (error) {
      applyApiErrors(form, error, 'emailGestor');
      notifyError(error, contract ? t('messages:contracts.infoError') : t('messages:contracts.createError'));
    }
  };

  const steps: WizardStep[] = [
    {
      key: 'basic',
      title: t('contracts.steps.basic'),
      description: t('contracts.steps.basicHint'),
      fields: ['empresaId', 'nome', 'codigoContaAGB', 'dataDeContrato', 'dataDeValidade', 'statusProjeto', 'classificacaoCliente', 'produtos', 'isDistribuidor', 'active', 'observacao'],
      content: <BasicStep form={form} contract={contract} companyName={contract?.nomeEmpresa ?? null} />,
    },
    {
      key: 'offer',
      title: t('contracts.steps.offer'),
      description: t('contracts.steps.offerHint'),
      fields: ['quantidadeDeUsuariosContratados', 'espacoEmDiscoContratado', 'limiteDeRegistrosDeCursos', 'limiteDeRegistroDeFormacoes'],
      content: <OfferStep form={form} />,
    },
    {
      key: 'settings',
      title: t('contracts.steps.settings'),
      description: t('contracts.steps.settingsHint'),
      fields: ['urlDeAcessoPadrao', 'urlDeAcessoPersonalizado', 'emailDeComunicacaoUsadoPelaEmpresa', 'sso'],
      content: <SettingsStep form={form} contract={contract} removeSecret={removeSecret} onRemoveSecret={setRemoveSecret} />,
    },
    {
      key: 'management',
      title: t('contracts.steps.management'),
      description: t('contracts.steps.managementHint'),
      fields: ['nomeDoResponsavel', 'emailDoResponsavel', 'celularDoResponsavel', 'tipoPessoaGestor', 'cpfGestor', 'nomeGestor', 'emailGestor'],
      content: <ManagementStep form={form} contract={contract} />,
    },
  ];

  return (
    <WizardModal
      opened={opened}
      onClose={onClose}
      size={1000}
      icon={<IconFileCertificate size={20} />}
      title={t(contract ? 'contracts.editTitle' : 'contracts.createTitle')}
      description={contract ? contract.nomeEmpresa : t('contracts.createDescription')}
      testId="contract-form"
      editingId={contract?.id}
      form={form}
      steps={steps}
      onFinish={finish}
      submitting={save.isPending}
      finishLabel={t(contract ? 'actions.save' : 'actions.create')}
      wizardTestId="contract-wizard"
    />
  );
}
