import { ActionIcon, Badge, Button, Grid, Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconLogin2, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { issueMessage, translate } from '@plataforma/shared';
import {
  LOGIN_ALIGNS,
  LOGIN_BACKGROUND_SIZE,
  MAX_LOGIN_SLIDES,
  canAddLoginSlide,
  loginMediaKind,
  loginSettingsSchema,
  moveItem,
  slideMedia,
  slideOfFile,
  type LoginMediaKind,
} from '@plataforma/shared/settings';
import { PageHeader } from '../../../../components/page-header.tsx';
import { i18n } from '../../../../lib/i18n.ts';
import { getLanguage } from '../../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { SaveStateBadge, type SaveState } from '../../components/save-state.tsx';
import { SettingsTabs } from '../../components/settings-tabs.tsx';
import { useClientSettings } from '../../hooks/use-client-settings.ts';
import { removeSettingsFile, useSaveClientSettings } from '../../api/save-client-settings.ts';
import type { StoredLoginFile } from '../api.ts';
import { LoginFileButton } from '../components/login-file-button.tsx';
import { MediaPreview } from '../components/media-preview.tsx';
import { filesNoLongerUsed, sameLoginValues, toLoginSettings, toLoginValues, type LoginValues } from '../login-form.ts';

/** System save status (1-shell §4): 0 initial, 1 saving, 2 saved, -1 error. */

function Section({ title, description, actions, children, testId }: { title: string; description?: string; actions?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <div style={{ flex: '1 1 240px' }}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={2}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * /settings/config/login (permission 'Configurações'): the company's sign-in page (1-shell §2, §3 `login`) — the
 * background (narrow screens), the carousel of up to 10 image or video slides in order (1024 px and wider) and the
 * form's alignment. Saving sends the whole `login` group to PUT Parametro/update; then the files the saved settings no
 * longer use are deleted (RemoverArquivo).
 */
export function LoginSettingsPage() {
  const { t } = useTranslation('settingsLogin');
  const settings = useClientSettings();
  const save = useSaveClientSettings();
  const [saved, setSaved] = useState<LoginValues>(() => toLoginValues(settings.login));
  const [values, setValues] = useState<LoginValues>(saved);
  const [saveState, setSaveState] = useState<SaveState>(0);
  /** Files uploaded on this visit: address -> stored id and kind. */
  const uploads = useRef(new Map<string, { id: string; kind: LoginMediaKind }>());
  const dirty = !sameLoginValues(values, saved);

  // the settings read again (after a save, or changed elsewhere) fill the screen while nothing is being edited
  useEffect(() => {
    if (dirty) return;
    const next = toLoginValues(settings.login);
    setSaved(next);
    setValues(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new reading of the settings refills the screen
  }, [settings.login]);

  const kindOf = (url: string): LoginMediaKind => uploads.current.get(url)?.kind ?? loginMediaKind(url) ?? 'image';
  const remember = (stored: StoredLoginFile, file: File): LoginMediaKind => {
    const kind = loginMediaKind(file.name, stored.mimeType || file.type) ?? 'image';
    uploads.current.set(stored.url, { id: stored.id, kind });
    return kind;
  };
  /** A file uploaded on this visit and dropped before any save is deleted at once. */
  const dropUnsaved = (url: string | null | undefined) => {
    const upload = url ? uploads.current.get(url) : undefined;
    if (!url || !upload) return;
    uploads.current.delete(url);
    void removeSettingsFile(upload.id).catch(() => undefined);
  };

  const limitMessage = () => (canAddLoginSlide(values.slides.length) ? null : translate('validation.maxItems', getLanguage(), { max: MAX_LOGIN_SLIDES }));

  const submit = async () => {
    const login = toLoginSettings(values);
    const checked = loginSettingsSchema.safeParse(login);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      notifyError(null, issue ? issueMessage(issue, getLanguage()) : undefined);
      return;
    }
    setSaveState(1);
    const before = toLoginSettings(saved);
    try {
      const reply = await save.mutateAsync({ login });
      const unused = filesNoLongerUsed(before, uploads.current.keys(), reply.login);
      // RemoverArquivo takes the file's id, the last segment of its address
      for (const address of unused) void removeSettingsFile(uploads.current.get(address)?.id ?? address).catch(() => undefined);
      uploads.current.clear();
      const next = toLoginValues(reply.login);
      setSaved(next);
      setValues(next);
      setSaveState(2);
      notifySuccess(i18n.t('messages:records.updated'));
    } catch (error) {
      setSaveState(-1);
      notifyError(error);
    }
  };


  const saveButton = (
    <Group gap="sm" wrap="nowrap">
      <SaveStateBadge state={saveState} dirty={dirty} testId="login-settings-state" />
      <Button onClick={() => void submit()} leftSection={<IconDeviceFloppy size={18} />} loading={saveState === 1} data-testid="login-settings-save" data-state={saveState}>
        {t('save')}
      </Button>
    </Group>
  );

  const backgroundMedia = values.background ? { kind: kindOf(values.background), url: values.background } : null;

  return (
    <>
      <PageHeader icon={<IconLogin2 size={26} />} eyebrow={t('group')} title={t('title')} description={t('description')} actions={saveButton} />
      <SettingsTabs />
      <Stack gap="lg" data-testid="login-settings">
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Section
              title={t('slides.title')}
              description={t('slides.hint', { max: MAX_LOGIN_SLIDES })}
              testId="login-settings-slides"
              actions={
                <Badge variant="light" color={canAddLoginSlide(values.slides.length) ? 'gray' : 'orange'} data-testid="login-slides-count">
                  {t('slides.count', { count: values.slides.length, max: MAX_LOGIN_SLIDES })}
                </Badge>
              }
            >
              <Stack gap="sm">
                {values.slides.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('slides.empty')}
                  </Text>
                )}
                {values.slides.map((slide, index) => {
                  const media = slideMedia(slide);
                  const label = t('slides.slide', { index: index + 1 });
                  return (
                    <Paper key={`${media?.url ?? 'empty'}-${index}`} withBorder p="xs" radius="md" data-testid="login-slide-row">
                      <Group gap="sm" wrap="nowrap">
                        <MediaPreview media={media} label={label} height={58} />
                        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                          <Text size="sm" fw={600}>
                            {label}
                          </Text>
                          {media && (
                            <Badge size="sm" variant="light" color={media.kind === 'video' ? 'grape' : 'blue'} w="fit-content">
                              {t(`kinds.${media.kind}`)}
                            </Badge>
                          )}
                        </Stack>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('slides.up', { index: index + 1 })}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              disabled={index === 0}
                              onClick={() => setValues((current) => ({ ...current, slides: moveItem(current.slides, index, -1) }))}
                              aria-label={t('slides.up', { index: index + 1 })}
                              data-testid="login-slide-up"
                            >
                              <IconArrowUp size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('slides.down', { index: index + 1 })}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              disabled={index === values.slides.length - 1}
                              onClick={() => setValues((current) => ({ ...current, slides: moveItem(current.slides, index, 1) }))}
                              aria-label={t('slides.down', { index: index + 1 })}
                              data-testid="login-slide-down"
                            >
                              <IconArrowDown size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('slides.remove', { index: index + 1 })}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => {
                                dropUnsaved(media?.url);
                                setValues((current) => ({ ...current, slides: current.slides.filter((_, position) => position !== index) }));
                              }}
                              aria-label={t('slides.remove', { index: index + 1 })}
                              data-testid="login-slide-remove"
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Group>
                    </Paper>
                  );
                })}
                <LoginFileButton
                  use="slide"
                  label={t('slides.add')}
                  testId="login-slide-add"
                  refuse={limitMessage}
                  onStored={(stored, file) => {
                    const kind = remember(stored, file);
                    setValues((current) => ({ ...current, slides: [...current.slides, slideOfFile(stored.url, kind, stored.mimeType)] }));
                  }}
                />
              </Stack>
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <Section title={t('background.title')} description={t('background.hint', LOGIN_BACKGROUND_SIZE)} testId="login-settings-background">
                <Stack gap="sm">
                  <MediaPreview media={backgroundMedia} label={t('background.title')} empty={t('background.empty')} height={150} testId="login-background-preview" />
                  <Group gap="xs" align="flex-start">
                    <LoginFileButton
                      use="background"
                      label={values.background ? t('background.replace') : t('background.choose')}
                      testId="login-background-upload"
                      onStored={(stored, file) => {
                        remember(stored, file);
                        dropUnsaved(values.background);
                        setValues((current) => ({ ...current, background: stored.url }));
                      }}
                    />
                    {values.background && (
                      <Button
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={16} />}
                        onClick={() => {
                          dropUnsaved(values.background);
                          setValues((current) => ({ ...current, background: null }));
                        }}
                        data-testid="login-background-remove"
                      >
                        {t('background.remove')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Section>
              <Section title={t('align.title')} description={t('align.hint')} testId="login-settings-align">
                <SegmentedControl
                  fullWidth
                  value={values.align}
                  onChange={(align) => setValues((current) => ({ ...current, align: align as LoginValues['align'] }))}
                  data={LOGIN_ALIGNS.map((align) => ({ value: align, label: t(`align.${align}`) }))}
                  aria-label={t('align.title')}
                  data-testid="login-align"
                />
              </Section>
              <Text size="xs" c="dimmed">
                {t('accepted')}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">{saveButton}</Group>
      </Stack>
    </>
  );
}
