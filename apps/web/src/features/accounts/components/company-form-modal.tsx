import { Alert, Button, Divider, Grid, Group, Loader, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconBuilding, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BRAZIL,
  BRAZIL_STATES,
  CEP_MASK,
  COMPANY_NAME_MAX,
  FOREIGN_DOCUMENT_MAX,
  createCompanyRequestSchema,
  documentLookupKey,
  isBrazil,
  isLookupReady,
  normalizeDocument,
  type Company,
} from '@plataforma/shared/accounts';
import { applyDigitMask, formatDocument, onlyDigits, type TipoPessoa } from '@plataforma/shared';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useCompanyByDocument, useSaveCompanyMutation } from '../api/companies.ts';
import { PhoneField } from './phone-field.tsx';

type CompanyValues = {
  tipoPessoa: TipoPessoa;
  documentoIdentificacao: string;
  nome: string;
  nomeFantasia: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
  pais: string;
  nomeContato: string;
  emailContato: string;
  telefoneContato: string;
  nomeGestor: string;
  emailGestor: string;
  telefoneGestor: string;
};

const EMPTY: CompanyValues = {
  tipoPessoa: 'juridica',
  documentoIdentificacao: '',
  nome: '',
  nomeFantasia: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
  pais: BRAZIL,
  nomeContato: '',
  emailContato: '',
  telefoneContato: '',
  nomeGestor: '',
  emailGestor: '',
  telefoneGestor: '',
};

const valuesOf = (c: Company): CompanyValues => ({
  tipoPessoa: c.tipoPessoa,
  documentoIdentificacao: c.documentoIdentificacao ? formatDocument(c.documentoIdentificacao, c.tipoPessoa) : '',
  nome: c.nome,
  nomeFantasia: c.nomeFantasia ?? '',
  cep: c.cep ? (isBrazil(c.pais) ? applyDigitMask(c.cep, CEP_MASK) : c.cep) : '',
  logradouro: c.logradouro ?? '',
  numero: c.numero ?? '',
  complemento: c.complemento ?? '',
  bairro: c.bairro ?? '',
  cidade: c.cidade ?? '',
  estado: c.estado ?? '',
  pais: c.pais ?? BRAZIL,
  nomeContato: c.nomeContato ?? '',
  emailContato: c.emailContato ?? '',
  telefoneContato: c.telefoneContato ?? '',
  nomeGestor: c.nomeGestor ?? '',
  emailGestor: c.emailGestor ?? '',
  telefoneGestor: c.telefoneGestor ?? '',
});

type CompanyFormModalProps = {
  opened: boolean;
  onClose: () => void;
  company: Company | null;
  /** Switches the dialog to another company (the document look-up's 'Abrir cadastro'). */
  onOpenCompany: (company: Company) => void;
};

function Section({ label }: { label: string }) {
  return <Divider label={<Text size="xs" fw={700} tt="uppercase" lts={0.5} c="dimmed">{label}</Text>} labelPosition="left" mt={4} />;
}

/**
 * Create or edit a company (3-admin §3): person type, document (CPF / CNPJ masked, a foreign document as typed) with a
 * look-up of an existing company as it is typed, names, address, contact and manager.
 */
export function CompanyFormModal({ opened, onClose, company, onOpenCompany }: CompanyFormModalProps) {
  const { t } = useTranslation('accounts');
  const save = useSaveCompanyMutation();
  const form = useForm<CompanyValues>({ initialValues: EMPTY, validate: zodFormValidator(createCompanyRequestSchema) });
  const { setValues, resetDirty, clearErrors } = form;
  const { tipoPessoa, documentoIdentificacao: document, pais } = form.values;
  const brazil = isBrazil(pais);

  useEffect(() => {
    if (!opened) return;
    const values = company ? valuesOf(company) : EMPTY;
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, company, setValues, resetDirty, clearErrors]);

  // the document look-up: once a complete, valid document is typed (and it is not this company's own)
  const [debouncedDocument] = useDebouncedValue(document, 350);
  const own = company?.documentoIdentificacao ?? null;
  const lookupKey =
    opened && isLookupReady(debouncedDocument, tipoPessoa) && normalizeDocument(debouncedDocument, tipoPessoa) !== own ? documentLookupKey(debouncedDocument) : null;
  const lookup = useCompanyByDocument(lookupKey);
  const existing = lookupKey && lookup.data && lookup.data.id !== company?.id ? lookup.data : null;

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: company?.id, body: values });
      notifySuccess(t(company ? 'messages:records.updated' : 'messages:records.created'));
      onClose();
    } catch (error) {
      applyApiErrors(form, error, 'documentoIdentificacao');
      notifyError(error);
    }
  });

  const changeType = (value: string) => {
    const next = value as TipoPessoa;
    form.setFieldValue('tipoPessoa', next);
    form.setFieldValue('documentoIdentificacao', next === 'estrangeira' ? document : formatDocument(onlyDigits(document), next));
    if (next === 'estrangeira' && isBrazil(pais)) form.setFieldValue('pais', '');
    if (next !== 'estrangeira' && !pais) form.setFieldValue('pais', BRAZIL);
    form.clearFieldError('documentoIdentificacao');
  };

  const documentInput = form.getInputProps('documentoIdentificacao');

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconBuilding size={20} />}
      title={t(company ? 'companies.editTitle' : 'companies.createTitle')}
      description={company ? (company.nomeFantasia ?? company.nome) : t('companies.formDescription')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(company ? 'actions.save' : 'actions.create')}
      size={880}
      testId="company-form"
    >
      <Section label={t('companies.sections.identification')} />
      <Grid gap="md">
        <Grid.Col span={12}>
          <Text size="sm" fw={500} mb={6}>
            {t('companies.fields.tipoPessoa')}
          </Text>
          <SegmentedControl
            fullWidth
            value={tipoPessoa}
            onChange={changeType}
            data={(['juridica', 'fisica', 'estrangeira'] as const).map((v) => ({ value: v, label: t(`companies.tipos.${v}`) }))}
            data-testid="company-tipoPessoa"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={t(`companies.documentLabel.${tipoPessoa}`)}
            withAsterisk
            data-autofocus
            placeholder={tipoPessoa === 'juridica' ? '00.000.000/0000-00' : tipoPessoa === 'fisica' ? '000.000.000-00' : t('companies.placeholders.foreignDocument')}
            description={tipoPessoa === 'estrangeira' ? t('companies.foreignHint') : undefined}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
            maxLength={tipoPessoa === 'estrangeira' ? FOREIGN_DOCUMENT_MAX : undefined}
            {...documentInput}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              documentInput.onChange(tipoPessoa === 'estrangeira' ? raw : formatDocument(raw, tipoPessoa));
            }}
            rightSection={lookupKey && lookup.isFetching ? <Loader size={14} /> : existing ? <IconAlertTriangle size={16} color="var(--mantine-color-yellow-7)" /> : lookupKey && lookup.data === null ? <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" /> : null}
            data-testid="company-documento"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <CountedTextInput
            label={t(`companies.nameLabel.${tipoPessoa}`)}
            withAsterisk
            maxLength={COMPANY_NAME_MAX}
            placeholder={t(tipoPessoa === 'fisica' ? 'companies.placeholders.nomeFisica' : 'companies.placeholders.nomeJuridica')}
            {...form.getInputProps('nome')}
            data-testid="company-nome"
          />
        </Grid.Col>
        {existing && (
          <Grid.Col span={12}>
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="company-lookup-found">
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm">{t('companies.lookup.found', { nome: existing.nomeFantasia ?? existing.nome })}</Text>
                <Button size="xs" variant="white" color="yellow" rightSection={<IconExternalLink size={14} />} onClick={() => onOpenCompany(existing)} data-testid="company-lookup-open">
                  {t('companies.lookup.open')}
                </Button>
              </Group>
            </Alert>
          </Grid.Col>
        )}
        {!company && lookupKey && lookup.data === null && !lookup.isFetching && (
          <Grid.Col span={12} pt={0}>
            <Text size="xs" c="teal.7" data-testid="company-lookup-available">
              {t('companies.lookup.available')}
            </Text>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <CountedTextInput
            label={t('companies.fields.nomeFantasia')}
            maxLength={COMPANY_NAME_MAX}
            placeholder={t('companies.placeholders.nomeFantasia')}
            {...form.getInputProps('nomeFantasia')}
            data-testid="company-nomeFantasia"
          />
        </Grid.Col>
      </Grid>

      <Section label={t('companies.sections.address')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('companies.fields.pais')}
            {...form.getInputProps('pais')}
            onChange={(event) => {
              form.setFieldValue('pais', event.currentTarget.value);
              form.clearFieldError('cep');
              form.clearFieldError('estado');
            }}
            data-testid="company-pais"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={t(brazil ? 'companies.fields.cep' : 'companies.fields.cepForeign')}
            placeholder={brazil ? '00000-000' : undefined}
            {...form.getInputProps('cep')}
            onChange={(event) => form.setFieldValue('cep', brazil ? applyDigitMask(onlyDigits(event.currentTarget.value).slice(0, 8), CEP_MASK) : event.currentTarget.value)}
            data-testid="company-cep"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput label={t('companies.fields.logradouro')} {...form.getInputProps('logradouro')} data-testid="company-logradouro" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <TextInput label={t('companies.fields.numero')} {...form.getInputProps('numero')} data-testid="company-numero" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput label={t('companies.fields.complemento')} {...form.getInputProps('complemento')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('companies.fields.bairro')} {...form.getInputProps('bairro')} data-testid="company-bairro" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label={t('companies.fields.cidade')} {...form.getInputProps('cidade')} data-testid="company-cidade" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          {brazil ? (
            <Select
              label={t('companies.fields.estado')}
              data={[...BRAZIL_STATES]}
              searchable
              clearable
              maxDropdownHeight={240}
              {...form.getInputProps('estado')}
              value={form.values.estado || null}
              onChange={(value) => form.setFieldValue('estado', value ?? '')}
              data-testid="company-estado"
            />
          ) : (
            <TextInput label={t('companies.fields.estadoForeign')} {...form.getInputProps('estado')} data-testid="company-estado" />
          )}
        </Grid.Col>
      </Grid>

      <Section label={t('companies.sections.contact')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={t('companies.fields.nomeContato')} {...form.getInputProps('nomeContato')} data-testid="company-nomeContato" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={t('companies.fields.emailContato')} type="email" placeholder={t('companies.placeholders.email')} {...form.getInputProps('emailContato')} data-testid="company-emailContato" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <PhoneField label={t('companies.fields.telefoneContato')} countryLabel={t('companies.fields.phoneCountry')} {...form.getInputProps('telefoneContato')} data-testid="company-telefoneContato" />
        </Grid.Col>
      </Grid>

      <Section label={t('companies.sections.manager')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={t('companies.fields.nomeGestor')} {...form.getInputProps('nomeGestor')} data-testid="company-nomeGestor" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={t('companies.fields.emailGestor')} type="email" placeholder={t('companies.placeholders.email')} {...form.getInputProps('emailGestor')} data-testid="company-emailGestor" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <PhoneField label={t('companies.fields.telefoneGestor')} countryLabel={t('companies.fields.phoneCountry')} {...form.getInputProps('telefoneGestor')} data-testid="company-telefoneGestor" />
        </Grid.Col>
      </Grid>
    </FormModal>
  );
}
