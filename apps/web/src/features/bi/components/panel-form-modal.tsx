import { ActionIcon, Button, Divider, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconPresentationAnalytics, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PANEL_CLASSIFICATIONS,
  PANEL_CODE_MAX,
  PANEL_NAME_MAX,
  PANEL_PARAMETERS_MAX,
  PANEL_URL_MAX,
  PARAMETER_DESCRIPTION_MAX,
  PARAMETER_TYPES,
  PARAMETER_VALUE_MAX,
  panelInputSchema,
  type Panel,
  type PanelClassification,
  type ParameterType,
} from '@plataforma/shared/bi';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useContractOptions, useSavePanelMutation } from '../api.ts';

type ParameterValues = { id: string; type: ParameterType; value: string; description: string };
type Values = {
  name: string;
  code: string;
  url: string;
  public: boolean;
  ativo: boolean;
  classification: PanelClassification | null;
  contratosIds: string[];
  parametros: ParameterValues[];
};

const EMPTY: Values = { name: '', code: '', url: '', public: false, ativo: true, classification: null, contratosIds: [], parametros: [] };

const toValues = (p: Panel): Values => ({
  name: p.name,
  code: p.code,
  url: p.url,
  public: p.public,
  ativo: p.ativo,
  classification: p.classification,
  contratosIds: p.contratosIds,
  parametros: p.parametros.map((x) => ({ id: x.id, type: x.type, value: x.value, description: x.description ?? '' })),
});

type Props = { opened: boolean; onClose: () => void; panel: Panel | null };

/**
 * Create or edit a BI panel (3-admin §3 'BI panel'): name, code, address, public, active, classification, the
 * contracts that bring it to other companies, and its parameters — tenantId, superiorId and usuarioId are bound to the
 * viewer by the server (no value here), a fixed one takes the value typed.
 */
export function PanelFormModal({ opened, onClose, panel }: Props) {
  const { t } = useTranslation('bi');
  const save = useSavePanelMutation();
  const contracts = useContractOptions(opened);
  const { form, submit } = useRecordForm<Panel, Values, Panel>({
    opened,
    record: panel,
    toValues,
    empty: EMPTY,
    schema: panelInputSchema,
    save: (values, record) => save.mutateAsync({ id: record?.id, body: values }),
    onClose,
    conflictField: 'code',
  });
  const v = form.values;
  const contractData = (contracts.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.nomeEmpresa} — ${c.nome}` }));
  for (const id of v.contratosIds) if (!contractData.some((o) => o.value === id)) contractData.push({ value: id, label: id.slice(0, 8) });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconPresentationAnalytics size={20} />}
      title={t(panel ? 'editTitle' : 'createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(panel ? 'actions.save' : 'actions.create')}
      size="xl"
      testId="panel-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CountedTextInput label={t('fields.name')} withAsterisk maxLength={PANEL_NAME_MAX} data-autofocus {...form.getInputProps('name')} data-testid="panel-name" />
          <CountedTextInput label={t('fields.code')} withAsterisk maxLength={PANEL_CODE_MAX} placeholder={t('hints.code')} {...form.getInputProps('code')} data-testid="panel-code" />
        </SimpleGrid>
        <TextInput
          label={t('fields.url')}
          withAsterisk
          maxLength={PANEL_URL_MAX}
          placeholder="https://bi.empresa.com"
          description={t('hints.url')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('url')}
          data-testid="panel-url"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('fields.classification')}
            allowDeselect={false}
            data={[{ value: '', label: t('classifications.all') }, ...PANEL_CLASSIFICATIONS.map((c) => ({ value: c, label: t(`classifications.${c}`) }))]}
            value={v.classification ?? ''}
            onChange={(value) => form.setFieldValue('classification', value ? (value as PanelClassification) : null)}
            data-testid="panel-classification"
          />
          <MultiSelect
            label={t('fields.contratosIds')}
            data={contractData}
            searchable
            clearable
            description={t('hints.contracts')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('contratosIds')}
            data-testid="panel-contracts"
          />
        </SimpleGrid>
        <Group gap="xl" wrap="wrap">
          <Switch label={t('fields.ativo')} {...form.getInputProps('ativo', { type: 'checkbox' })} data-testid="panel-active" />
          <Switch label={t('fields.public')} description={t('hints.public')} {...form.getInputProps('public', { type: 'checkbox' })} data-testid="panel-public" />
        </Group>

        <Divider label={t('fields.parametros')} labelPosition="left" />
        <Text size="sm" c="dimmed">
          {t('hints.parameters')}
        </Text>
        <Stack gap="sm" data-testid="panel-parameters">
          {v.parametros.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('hints.noParameters')}
            </Text>
          )}
          {v.parametros.map((p, index) => (
            <Paper key={index} withBorder p="sm" radius="md">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
                  <TextInput label={t('fields.parameterId')} withAsterisk maxLength={64} {...form.getInputProps(`parametros.${index}.id`)} data-testid={`parameter-id-${index}`} />
                  <Select
                    label={t('fields.parameterType')}
                    allowDeselect={false}
                    data={PARAMETER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                    {...form.getInputProps(`parametros.${index}.type`)}
                    data-testid={`parameter-type-${index}`}
                  />
                  <TextInput
                    label={t('fields.parameterValue')}
                    withAsterisk={p.type === 'fixed'}
                    maxLength={PARAMETER_VALUE_MAX}
                    disabled={p.type !== 'fixed'}
                    placeholder={p.type === 'fixed' ? undefined : t('hints.boundValue')}
                    {...form.getInputProps(`parametros.${index}.value`)}
                    value={p.type === 'fixed' ? p.value : ''}
                    data-testid={`parameter-value-${index}`}
                  />
                  <TextInput label={t('fields.parameterDescription')} maxLength={PARAMETER_DESCRIPTION_MAX} {...form.getInputProps(`parametros.${index}.description`)} data-testid={`parameter-description-${index}`} />
                </SimpleGrid>
                <Tooltip label={t('actions.removeParameter')} withArrow>
                  <ActionIcon variant="subtle" color="red" mt={26} aria-label={t('actions.removeParameter')} onClick={() => form.removeListItem('parametros', index)} data-testid={`parameter-remove-${index}`}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={v.parametros.length >= PANEL_PARAMETERS_MAX}
              onClick={() => form.insertListItem('parametros', { id: '', type: 'usuarioId', value: '', description: '' } satisfies ParameterValues)}
              data-testid="parameter-add"
            >
              {t('actions.addParameter')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </FormModal>
  );
}
