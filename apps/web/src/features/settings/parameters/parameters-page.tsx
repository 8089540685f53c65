import { ActionIcon, Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Textarea, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAdjustments, IconAlertTriangle, IconCode, IconInfoCircle, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultClientSettings, settingsUpdateSchema } from '@plataforma/shared/settings';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResultState } from '../../../components/result-state.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useIsElevated } from '../../../lib/session.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { CertificateSelect } from '../../certificates';
import { useSaveClientSettings } from '../api/save-client-settings.ts';
import { useClientSettingsQuery } from '../api/get-client-settings.ts';
import { SaveStateBadge, type SaveState } from '../components/save-state.tsx';
import { SettingsTabs } from '../components/settings-tabs.tsx';
import { usePlatformTerms } from './api.ts';
import { WATERMARK_USER_FIELDS, toBody, toValues, type ParametersValues } from './parameters-form.ts';

/** System save status (1-shell §4): 0 initial, 1 saving, 2 saved, -1 error. */

function Section({ title, hint, icon, children, testId }: { title: string; hint?: string; icon?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Group gap="xs" mb={hint ? 2 : 'md'} wrap="nowrap">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/**
 * /settings/config/parameterization (permission 'Configurações'; 1-shell §3, 3-admin §7 Parametro): general defaults
 * (certificates, platform terms of use, addresses, section descriptions), support help, the watermark defaults of new
 * repository objects, scripts (platform administrators only) and the SSO fields. Saved with PUT Parametro/update;
 * server errors land on their fields.
 */
export function ParametersPage() {
  const { t } = useTranslation('settingsParameters');
  const settings = useClientSettingsQuery();
  const terms = usePlatformTerms();
  const save = useSaveClientSettings();
  const platformAdmin = useIsElevated();
  const [status, setStatus] = useState<SaveState>(0);
  const [savedTerm, setSavedTerm] = useState<string | null>(null);
  const form = useForm<ParametersValues>({
    initialValues: toValues(settings.data ?? defaultClientSettings()),
    validate: (values) => zodFormValidator(settingsUpdateSchema)(toBody(values, platformAdmin)),
  });
  const filled = useRef(false);
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (filled.current || !settings.data || settings.isPlaceholderData) return;
    filled.current = true;
    const values = toValues(settings.data);
    setValues(values);
    resetDirty(values);
    setSavedTerm(settings.data.general.termOfUse);
  }, [settings.data, settings.isPlaceholderData, setValues, resetDirty]);

  if (settings.isError) return <ResultState icon={<IconX size={36} />} color="red" title={t('loadError')} />;
  if (!settings.data || !filled.current) {
    return (
      <>
        <PageHeader eyebrow={t('group')} title={t('title')} description={t('description')} icon={<IconAdjustments size={26} />} />
        <SettingsTabs />
        <Stack>
          <Skeleton h={240} radius="lg" />
          <Skeleton h={160} radius="lg" />
        </Stack>
      </>
    );
  }

  const submit = form.onSubmit(
    async (values) => {
      setStatus(1);
      try {
        const reply = await save.mutateAsync(toBody(values, platformAdmin));
        const next = toValues(reply);
        setValues(next);
        resetDirty(next);
        setSavedTerm(reply.general.termOfUse);
        setStatus(2);
        notifySuccess(i18n.t('messages:settings.saved'));
      } catch (error) {
        setStatus(-1);
        applyApiErrors(form, error);
        notifyError(error);
      }
    },
    () => notifyError(null, i18n.t('messages:form.checkErrors')),
  );

  const termChanged = form.values.general.termOfUse !== null && form.values.general.termOfUse !== savedTerm;
  const termOptions = (terms.data?.data ?? []).map((term) => ({ value: term.id, label: term.nome }));
  const dirty = form.isDirty();
  const actions = (
    <Group gap="sm" wrap="nowrap">
      <SaveStateBadge state={status} dirty={dirty} testId="save-status" />
      <Button type="submit" form="parameters-form" loading={status === 1} disabled={!dirty} data-testid="parameters-save">
        {t('save')}
      </Button>
    </Group>
  );

  return (
    <>
      <PageHeader eyebrow={t('group')} title={t('title')} description={t('description')} icon={<IconAdjustments size={26} />} actions={actions} />
      <SettingsTabs />
      <form id="parameters-form" onSubmit={submit} noValidate>
        <Stack gap="lg" maw={1100}>
          <Section title={t('sections.general')} hint={t('sections.generalHint')} testId="parameters-general">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <CertificateSelect
                  tipo="Curso"
                  label={t('fields.certificateCourse')}
                  description={t('fields.certificateHint')}
                  {...form.getInputProps('general.certificate.course')}
                />
                <CertificateSelect
                  tipo="Formacao"
                  label={t('fields.certificateFormation')}
                  description={t('fields.certificateHint')}
                  {...form.getInputProps('general.certificate.formation')}
                />
              </SimpleGrid>
              <Select
                label={t('fields.termOfUse')}
                description={t('fields.termOfUseHint')}
                placeholder={t('fields.noTerm')}
                data={termOptions}
                clearable
                searchable={termOptions.length > 4}
                maxDropdownHeight={240}
                nothingFoundMessage="—"
                data-testid="parameters-term"
                {...form.getInputProps('general.termOfUse')}
              />
              <Alert
                variant="light"
                color={termChanged ? 'orange' : 'gray'}
                icon={<IconAlertTriangle size={18} />}
                title={t('termWarningTitle')}
                data-testid="parameters-term-warning"
                data-changed={termChanged}
              >
                {t('termWarning')}
              </Alert>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={t('fields.logoutUrl')} description={t('fields.logoutUrlHint')} placeholder="https://" inputMode="url" {...form.getInputProps('general.logoutUrl')} />
                <TextInput
                  label={t('fields.privacyPolicyUrl')}
                  description={t('fields.privacyPolicyUrlHint')}
                  placeholder="/privacidade"
                  inputMode="url"
                  {...form.getInputProps('general.privacyPolicyUrl')}
                />
              </SimpleGrid>
              <Switch
                label={t('fields.hideDescriptionSection')}
                description={t('fields.hideDescriptionSectionHint')}
                {...form.getInputProps('general.hideDescriptionSection', { type: 'checkbox' })}
              />
            </Stack>
          </Section>

          <Section title={t('sections.support')} testId="parameters-support">
            <Switch label={t('fields.hideSupport')} description={t('fields.hideSupportHint')} {...form.getInputProps('hideSupport', { type: 'checkbox' })} />
          </Section>

          <Section title={t('sections.watermark')} hint={t('sections.watermarkHint')} testId="parameters-watermark">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm" mb="lg">
              {WATERMARK_USER_FIELDS.map((field) => (
                <Switch key={field} label={t(`watermarkFields.${field}`)} {...form.getInputProps(`waterMark.user.${field}`, { type: 'checkbox' })} />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Switch
                label={t('fields.allowPDFDownload')}
                description={t('fields.allowPDFDownloadHint')}
                {...form.getInputProps('waterMark.allowPDFDownload', { type: 'checkbox' })}
              />
              <Switch
                label={t('fields.includeWaterMarkInPDF')}
                description={t('fields.includeWaterMarkInPDFHint')}
                {...form.getInputProps('waterMark.includeWaterMarkInPDF', { type: 'checkbox' })}
              />
            </SimpleGrid>
          </Section>

          {platformAdmin && (
            <Section title={t('sections.scripts')} hint={t('sections.scriptsHint')} icon={<IconCode size={20} />} testId="parameters-scripts">
              <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} title={t('scriptsWarningTitle')} mb="md">
                {t('scriptsWarning')}
              </Alert>
              <Stack gap="md">
                {form.values.scripts.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('scriptsEmpty')}
                  </Text>
                )}
                {form.values.scripts.map((script, index) => (
                  <Paper key={index} withBorder radius="md" p="md" data-testid="parameters-script">
                    <Group align="flex-start" gap="sm" wrap="nowrap">
                      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
                        <Group align="flex-end" gap="md" wrap="wrap">
                          <TextInput label={t('fields.scriptName')} maxLength={100} style={{ flex: 1, minWidth: 180 }} {...form.getInputProps(`scripts.${index}.name`)} />
                          <Switch label={t('fields.isLink')} mb={8} {...form.getInputProps(`scripts.${index}.isLink`, { type: 'checkbox' })} />
                        </Group>
                        {script.isLink ? (
                          <TextInput label={t('fields.scriptLink')} placeholder="https://" inputMode="url" {...form.getInputProps(`scripts.${index}.content`)} />
                        ) : (
                          <Textarea
                            label={t('fields.scriptContent')}
                            autosize
                            minRows={3}
                            maxRows={12}
                            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                            {...form.getInputProps(`scripts.${index}.content`)}
                          />
                        )}
                      </Stack>
                      <Tooltip label={t('fields.removeScript')}>
                        <ActionIcon variant="subtle" color="red" mt={26} aria-label={t('fields.removeScript')} onClick={() => form.removeListItem('scripts', index)}>
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Paper>
                ))}
                <Group>
                  <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('scripts', { name: '', content: '', isLink: false })}>
                    {t('fields.addScript')}
                  </Button>
                </Group>
              </Stack>
            </Section>
          )}

          <Section title={t('sections.sso')} testId="parameters-sso">
            <Stack gap="md">
              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
                {t('ssoLater')}
              </Alert>
              <Switch label={t('fields.enableSso')} {...form.getInputProps('ssoConfig.enableSso', { type: 'checkbox' })} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={t('fields.provider')} maxLength={100} {...form.getInputProps('ssoConfig.provider')} />
                <TextInput label={t('fields.origin')} description={t('fields.originHint')} placeholder="https://" {...form.getInputProps('ssoConfig.origin')} />
              </SimpleGrid>
            </Stack>
          </Section>

          <Group justify="flex-end">{actions}</Group>
        </Stack>
      </form>
    </>
  );
}
