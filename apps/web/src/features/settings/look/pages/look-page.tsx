import { Button, Grid, Group, Paper, SimpleGrid, Stack, TextInput, Textarea, Title, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPalette } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@plataforma/shared';
import { MAX_PAGE_DESCRIPTION, MAX_PAGE_TITLE } from '@plataforma/shared/settings';
import { PageHeader } from '../../../../components/page-header.tsx';
import { getLanguage } from '../../../../lib/language.ts';
import { zodFormValidator } from '../../../../lib/zod-form.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { SaveStateBadge, type SaveState } from '../../components/save-state.tsx';
import { SettingsTabs } from '../../components/settings-tabs.tsx';
import { useClientSettings } from '../../hooks/use-client-settings.ts';
import type { SettingsFile } from '@plataforma/shared/settings';
import { removeSettingsFile, useSaveClientSettings } from '../../api/save-client-settings.ts';
import { ColorFields } from '../components/color-fields.tsx';
import { LogoField } from '../components/logo-field.tsx';
import { PaletteStrip } from '../components/palette-strip.tsx';
import { ShellPreview } from '../components/shell-preview.tsx';
import { LOGO_FIELDS, lookSchema, toLookUpdate, toLookValues, type LookValues } from '../look-form.ts';

/** System save status (1-shell §4): 0 initial, 1 saving, 2 saved, -1 error. */

function Section({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Title order={2} fz="lg" mb={description ? 2 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/**
 * /settings/config (permission 'Configurações'): the client's look — colours with a live preview of the shell in both
 * themes and the palette of the primary colour, the four logos, the page's title and description (1-shell §3).
 * Saving sends the colors, logos and page groups to PUT Parametro/update; every screen of the company follows.
 */
export function LookPage() {
  const { t } = useTranslation('settingsLook');
  const settings = useClientSettings();
  const save = useSaveClientSettings();
  const [saveState, setSaveState] = useState<SaveState>(0);
  const uploads = useRef(new Map<string, string>());

  const form = useForm<LookValues>({
    initialValues: toLookValues(settings),
    validate: zodFormValidator(lookSchema),
  });

  // the settings read again (after a save, or changed elsewhere) fill the form while nothing is being edited
  const { isDirty, setValues, resetDirty } = form;
  useEffect(() => {
    if (isDirty()) return;
    const next = toLookValues(settings);
    setValues(next);
    resetDirty(next);
  }, [settings, isDirty, setValues, resetDirty]);

  const setLogo = (key: LookValues['logos'] extends infer L ? keyof L : never, url: string | null, stored: SettingsFile | null) => {
    const previous = form.values.logos[key];
    // a file uploaded here and dropped before it was saved is removed from storage
    const unsavedId = previous ? uploads.current.get(previous) : undefined;
    if (unsavedId && previous !== url) {
      uploads.current.delete(previous as string);
      void removeSettingsFile(unsavedId).catch(() => undefined);
    }
    if (stored) uploads.current.set(stored.url, stored.id);
    form.setFieldValue(`logos.${key}`, url);
  };

  const submit = form.onSubmit(async (values) => {
    setSaveState(1);
    try {
      const saved = await save.mutateAsync(toLookUpdate(values));
      uploads.current.clear();
      const next = toLookValues(saved);
      form.setValues(next);
      form.resetDirty(next);
      setSaveState(2);
      notifySuccess(translate('settings.saved', getLanguage()));
    } catch (error) {
      setSaveState(-1);
      notifyError(error);
    }
  });

  const dirty = form.isDirty();

  const saveButton = (
    <Group gap="sm" wrap="nowrap">
      <SaveStateBadge state={saveState} dirty={dirty} testId="look-state" />
      <Button type="submit" form="look-form" leftSection={<IconDeviceFloppy size={18} />} loading={saveState === 1} data-testid="look-save" data-state={saveState}>
        {t('save')}
      </Button>
    </Group>
  );
  // the same action again after the last section, for whoever scrolled down the form
  const bottomSave = (
    <Button type="submit" form="look-form" leftSection={<IconDeviceFloppy size={18} />} loading={saveState === 1} data-testid="look-save-bottom">
      {t('save')}
    </Button>
  );

  return (
    <>
      <PageHeader icon={<IconPalette size={26} />} eyebrow={t('group')} title={t('title')} description={t('description')} actions={saveButton} />
      <SettingsTabs />
      <form id="look-form" onSubmit={submit} noValidate data-testid="look-form">
        <Stack gap="lg">
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Section title={t('sections.colors')} testId="look-colors">
                <ColorFields form={form} />
              </Section>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: 'sticky', top: 80 }}>
              <Section title={t('sections.preview')}>
                <Stack gap="sm">
                  <ShellPreview values={form.values} scheme="light" />
                  <ShellPreview values={form.values} scheme="dark" />
                </Stack>
              </Section>
            </Grid.Col>
          </Grid>
          <Section title={t('sections.palette')} description={t('sections.paletteHint')}>
            <PaletteStrip primary={form.values.colors.interface.primary} />
          </Section>
          <Section title={t('sections.logos')} description={t('sections.logosHint')} testId="look-logos">
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
              {LOGO_FIELDS.map((logo) => (
                <LogoField
                  key={logo.key}
                  name={logo.key}
                  tipo={logo.tipo}
                  size={logo.size}
                  width={logo.width}
                  height={logo.height}
                  backdrop={logo.key === 'loginDark' ? 'dark' : logo.key === 'loginLight' ? 'light' : undefined}
                  value={form.values.logos[logo.key]}
                  onChange={(url, stored) => setLogo(logo.key, url, stored)}
                />
              ))}
            </SimpleGrid>
          </Section>
          <Section title={t('sections.page')}>
            <Stack gap="md">
              <TextInput {...form.getInputProps('page.title')} label={t('page.title')} description={t('page.titleHint')} maxLength={MAX_PAGE_TITLE} withAsterisk data-testid="look-page-title" />
              <Textarea
                {...form.getInputProps('page.description')}
                label={t('page.description')}
                description={t('page.descriptionHint')}
                maxLength={MAX_PAGE_DESCRIPTION}
                autosize
                minRows={2}
                data-testid="look-page-description"
              />
            </Stack>
          </Section>
          <Group justify="flex-end">{bottomSave}</Group>
        </Stack>
      </form>
    </>
  );
}
