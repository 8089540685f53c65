import {
  Alert,
  Badge,
  Checkbox,
  Divider,
  Grid,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconBadgeCc, IconBookmarks, IconFolders, IconInfoCircle, IconLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MIDIA_CODE_MAX,
  MIDIA_DESCRIPTION_MAX,
  MIDIA_FILE_MAX_MB,
  MIDIA_NAME_MAX,
  MIDIA_TIPOS,
  SCORM_TYPES,
  isValidLink,
  linkKindOf,
  type Midia,
  type MidiaTipo,
} from '@plataforma/shared/content';
import { watermarkFromCompanyDefaults } from '@plataforma/shared/settings';
import { WizardModal, type WizardStep } from '../../../components/wizard/index.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useBasicCategories, useBasicSkills } from '../../categories-skills';
import { useClientSettings } from '../../settings';
import { startUpload } from '../../content/uploads/transfer-store.ts';
import { createMidia, mainFileUploadPath, updateMidia, uploadMidiaImage, useMidia, useRefreshMidia, type MidiaImageRole } from './api.ts';
import { CarouselPanel } from './carousel-panel.tsx';
import { ChaptersPanel } from './chapters-panel.tsx';
import { FileDrop, ImagePicker } from './file-drop.tsx';
import {
  MIDIA_SKILLS_MAX,
  WATERMARK_FIELDS,
  acceptedExtensions,
  emptyMidiaValues,
  hasDuration,
  hasWatermark,
  midiaToValues,
  takesFile,
  validateMidiaValues,
  valuesToRequest,
  type MidiaFormValues,
} from './midia-form.ts';
import { KIND_COLOR, KindIcon, ProcessingBadge } from './midia-kind.tsx';
import { SubtitlesPanel } from './subtitles-panel.tsx';

type Form = UseFormReturnType<MidiaFormValues>;
type Images = Partial<Record<MidiaImageRole, File | null>>;

/** Step 1 (new objects): which kind of object. */
function KindStep({ form }: { form: Form }) {
  const { t } = useTranslation('content');
  const error = form.errors.tipo;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="midia-kind">
        {MIDIA_TIPOS.map((tipo) => {
          const selected = form.values.tipo === tipo;
          return (
            <UnstyledButton
              key={tipo}
              onClick={() => {
                form.setFieldValue('tipo', tipo);
                form.setFieldValue('fileName', null);
                form.clearFieldError('tipo');
              }}
              aria-pressed={selected}
              data-testid={`midia-kind-${tipo}`}
            >
              <Paper
                withBorder
                radius="md"
                p="md"
                h="100%"
                style={{
                  borderColor: selected ? `var(--mantine-color-${KIND_COLOR[tipo]}-5)` : undefined,
                  background: selected ? `var(--mantine-color-${KIND_COLOR[tipo]}-light)` : undefined,
                  boxShadow: selected ? `0 0 0 1px var(--mantine-color-${KIND_COLOR[tipo]}-5)` : undefined,
                }}
              >
                <Stack gap={6}>
                  <ThemeIcon size={38} radius="md" variant="light" color={KIND_COLOR[tipo]}>
                    <KindIcon tipo={tipo} size={22} />
                  </ThemeIcon>
                  <Text fw={700} size="sm">
                    {t(`repository.kinds.${tipo}`)}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.35}>
                    {t(`repository.kindHints.${tipo}`)}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Step 2: name, description, code, category, skills, dates. */
function DataStep({ form }: { form: Form }) {
  const { t } = useTranslation('content');
  const categories = useBasicCategories();
  const skills = useBasicSkills();
  const tipo = form.values.tipo;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={t('repository.fields.nome')} withAsterisk maxLength={MIDIA_NAME_MAX} placeholder={t('repository.placeholders.nome')} {...form.getInputProps('nome')} data-testid="midia-nome" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('repository.fields.objectCode')}
          description={t('repository.hints.objectCode')}
          maxLength={MIDIA_CODE_MAX}
          placeholder={t('repository.placeholders.objectCode')}
          {...form.getInputProps('objectCode')}
          data-testid="midia-objectCode"
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t('repository.fields.descricao')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MIDIA_DESCRIPTION_MAX}
          placeholder={t('repository.placeholders.descricao')}
          {...form.getInputProps('descricao')}
          data-testid="midia-descricao"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('repository.fields.category')}
          data={categories.data ?? []}
          clearable
          searchable={(categories.data?.length ?? 0) > 4}
          placeholder={t('repository.placeholders.category')}
          maxDropdownHeight={240}
          {...form.getInputProps('categoryId')}
          data-testid="midia-category"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MultiSelect
          label={t('repository.fields.skills')}
          description={t('repository.hints.skills', { max: MIDIA_SKILLS_MAX })}
          data={skills.data ?? []}
          searchable
          clearable
          hidePickedOptions
          maxValues={MIDIA_SKILLS_MAX}
          maxDropdownHeight={240}
          placeholder={form.values.competenciesIds.length === 0 ? t('repository.placeholders.skills') : undefined}
          {...form.getInputProps('competenciesIds')}
          data-testid="midia-skills"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <DateField
          label={t('repository.fields.expirationDate')}
          description={t('repository.hints.expirationDate')}
          clearable
          {...form.getInputProps('expirationDate')}
          data-testid="midia-expirationDate"
        />
      </Grid.Col>
      {hasDuration(tipo) && (
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('repository.fields.duration')}
            description={t('repository.hints.duration')}
            placeholder="HH:MM:SS"
            {...form.getInputProps('duration')}
            data-testid="midia-duration"
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <MultiSelect label={t('repository.fields.sections')} description={t('repository.hints.sections')} data={[]} disabled placeholder={t('repository.placeholders.sections')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Switch label={t('repository.fields.active')} description={t('repository.hints.active')} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="midia-active" />
      </Grid.Col>
    </Grid>
  );
}

/** Step 3: the content itself (file, link or SCORM package) and how it is offered. */
function ContentStep({ form, midia, file, onFile }: { form: Form; midia: Midia | null; file: File | null; onFile: (file: File | null) => void }) {
  const { t } = useTranslation('content');
  const tipo = form.values.tipo;
  const link = form.values.link.trim();
  const linkKind = link && isValidLink(link) ? linkKindOf(link) : null;
  const sameKind = midia?.tipo === tipo;

  return (
    <Stack gap="md">
      {takesFile(tipo) && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('repository.fields.file')}
            {tipo !== 'scorm' && !(sameKind && midia?.fileName) && (
              <Text span c="red">
                {' *'}
              </Text>
            )}
          </Text>
          <FileDrop
            accepted={acceptedExtensions(tipo)}
            maxMb={MIDIA_FILE_MAX_MB}
            file={file}
            onFile={(chosen) => {
              onFile(chosen);
              form.setFieldValue('fileName', chosen?.name ?? null);
              form.clearFieldError('fileName');
            }}
            storedName={sameKind ? midia?.fileName : null}
            storedSize={sameKind ? midia?.fileSize : null}
            error={form.errors.fileName}
            testId="midia-file"
          />
          <Text size="xs" c="dimmed">
            {t('repository.file.background')}
          </Text>
        </Stack>
      )}
      {tipo === 'link' && (
        <TextInput
          label={t('repository.fields.link')}
          withAsterisk
          leftSection={<IconLink size={16} />}
          placeholder="https://"
          rightSectionWidth={linkKind ? 110 : undefined}
          rightSection={
            linkKind ? (
              <Badge size="sm" variant="light" radius="sm" data-testid="midia-link-kind">
                {t(`repository.linkKinds.${linkKind}`)}
              </Badge>
            ) : null
          }
          description={link && isValidLink(link) && !linkKind ? t('repository.hints.linkOther') : t('repository.hints.link')}
          {...form.getInputProps('link')}
          data-testid="midia-link"
        />
      )}
      {tipo === 'scorm' && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('repository.fields.scormType')}
            <Text span c="red">
              {' *'}
            </Text>
          </Text>
          <SegmentedControl
            data={SCORM_TYPES.map((value) => ({ value, label: t(`repository.scormTypes.${value}`) }))}
            value={form.values.scormType ?? ''}
            onChange={(value) => {
              form.setFieldValue('scormType', value as MidiaFormValues['scormType']);
              form.clearFieldError('scormType');
            }}
            w="fit-content"
            data-testid="midia-scormType"
          />
          {form.errors.scormType && (
            <Text size="xs" c="red">
              {form.errors.scormType}
            </Text>
          )}
        </Stack>
      )}
      <Divider label={t('repository.sections.options')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch label={t('repository.fields.downloadable')} description={t('repository.hints.downloadable')} {...form.getInputProps('downloadable', { type: 'checkbox' })} data-testid="midia-downloadable" />
        {tipo === 'video' && (
          <Switch
            label={t('repository.fields.disableFastForward')}
            description={t('repository.hints.disableFastForward')}
            {...form.getInputProps('disableFastForward', { type: 'checkbox' })}
            data-testid="midia-disableFastForward"
          />
        )}
        <Switch label={t('repository.fields.embedded')} description={t('repository.hints.embedded')} {...form.getInputProps('embedded', { type: 'checkbox' })} data-testid="midia-embedded" />
        <Stack gap={2}>
          <Switch label={t('repository.fields.qrCode')} description={t('repository.hints.qrCode')} {...form.getInputProps('qrCode', { type: 'checkbox' })} data-testid="midia-qrCode" />
        </Stack>
      </SimpleGrid>
      {hasWatermark(tipo) && (
        <Paper withBorder radius="md" p="md">
          <Switch
            label={t('repository.fields.watermark')}
            description={t('repository.hints.watermark')}
            {...form.getInputProps('watermark.enabled', { type: 'checkbox' })}
            data-testid="midia-watermark"
          />
          {form.values.watermark.enabled && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="md">
              {WATERMARK_FIELDS.map((field) => (
                <Checkbox key={field} label={t(`repository.watermarkFields.${field}`)} {...form.getInputProps(`watermark.${field}`, { type: 'checkbox' })} data-testid={`midia-watermark-${field}`} />
              ))}
            </SimpleGrid>
          )}
        </Paper>
      )}
    </Stack>
  );
}

/** Step 4: card images and, for videos, the cover. */
function ImagesStep({ tipo, midia, images, onImage }: { tipo: MidiaTipo | null; midia: Midia | null; images: Images; onImage: (role: MidiaImageRole, file: File | null) => void }) {
  const { t } = useTranslation('content');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('repository.images.description')}
      </Text>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ImagePicker
            label={t('repository.images.cardHorizontal')}
            hint={t('repository.images.cardHorizontalHint')}
            currentUrl={midia?.cardHorizontalUrl ?? null}
            file={images.cardHorizontal ?? null}
            onFile={(file) => onImage('cardHorizontal', file)}
            ratio={16 / 9}
            testId="midia-card-horizontal"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <ImagePicker
            label={t('repository.images.cardVertical')}
            hint={t('repository.images.cardVerticalHint')}
            currentUrl={midia?.cardVerticalUrl ?? null}
            file={images.cardVertical ?? null}
            onFile={(file) => onImage('cardVertical', file)}
            ratio={3 / 4}
            testId="midia-card-vertical"
          />
        </Grid.Col>
        {tipo === 'video' && (
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <ImagePicker
              label={t('repository.images.thumbnail')}
              hint={t('repository.images.thumbnailHint')}
              currentUrl={midia?.thumbnailUrl ?? null}
              file={images.thumbnail ?? null}
              onFile={(file) => onImage('thumbnail', file)}
              ratio={16 / 9}
              testId="midia-thumbnail"
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

/** Step 5 (videos and carousels): subtitles and chapters, or the carousel's images; they need a saved object. */
function ExtrasStep({ tipo, midia, onChanged }: { tipo: MidiaTipo | null; midia: Midia | null; onChanged: () => void }) {
  const { t } = useTranslation('content');
  if (!midia || midia.tipo !== tipo) {
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} data-testid="midia-extras-after-save">
        {t(tipo === 'carrossel' ? 'repository.extras.carouselAfterSave' : 'repository.extras.videoAfterSave')}
      </Alert>
    );
  }
  if (tipo === 'carrossel') return <CarouselPanel midiaId={midia.id} items={midia.carouselItems} onChanged={onChanged} />;
  return (
    <Tabs defaultValue="subtitles" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="subtitles" leftSection={<IconBadgeCc size={16} />} data-testid="midia-tab-subtitles">
          {t('repository.extras.subtitles', { count: midia.subtitles.length })}
        </Tabs.Tab>
        <Tabs.Tab value="chapters" leftSection={<IconBookmarks size={16} />} data-testid="midia-tab-chapters">
          {t('repository.extras.chapters', { count: midia.chapters.length })}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="subtitles">
        <SubtitlesPanel midiaId={midia.id} subtitles={midia.subtitles} onChanged={onChanged} />
      </Tabs.Panel>
      <Tabs.Panel value="chapters">
        <ChaptersPanel midiaId={midia.id} chapters={midia.chapters} duration={midia.duration} onChanged={onChanged} />
      </Tabs.Panel>
    </Tabs>
  );
}

type MidiaFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The object to edit; null creates one. */
  midiaId: string | null;
};

/**
 * Create or edit a repository object of any kind (3-admin §2 'Repository', §3): kind, data, content, images and, for
 * videos and carousels, the extras that need the saved object. Saving sends POST/PUT midia, then the card images,
 * then hands the main file to the upload bar so the person can keep working.
 */
export function MidiaFormModal({ opened, onClose, midiaId }: MidiaFormModalProps) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const [currentId, setCurrentId] = useState<string | null>(midiaId);
  const midiaQuery = useMidia(opened ? currentId : null);
  const midia = currentId ? (midiaQuery.data ?? null) : null;
  const refresh = useRefreshMidia();
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<Images>({});
  const [saving, setSaving] = useState(false);
  const [active, setActive] = useState(0);
  const companyWatermark = useClientSettings().waterMark;
  const storedFile = useRef(false);
  storedFile.current = Boolean(midia?.fileName) && midia?.tipo !== undefined;

  const form = useForm<MidiaFormValues>({
    initialValues: emptyMidiaValues(),
    validate: (values) => validateMidiaValues(values, storedFile.current && midia?.tipo === values.tipo, language),
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (opened) setCurrentId(midiaId);
  }, [opened, midiaId]);

  // a new object starts empty; an edit starts from the object once read (and again when it is another one)
  const loadedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!opened) {
      loadedFor.current = undefined;
      return;
    }
    if (currentId && !midia) return;
    const key = currentId ?? null;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    const values = midia ? midiaToValues(midia) : emptyMidiaValues(null, watermarkFromCompanyDefaults(companyWatermark));
    setValues(values);
    resetDirty(values);
    clearErrors();
    setFile(null);
    setImages({});
    if (!midiaId || key === midiaId) setActive(0);
  }, [opened, currentId, midia, midiaId, companyWatermark, setValues, resetDirty, clearErrors]);

  const tipo = form.values.tipo;
  const editing = Boolean(midia);
  const withExtras = tipo === 'video' || tipo === 'carrossel';

  const finish = async () => {
    const values = form.getValues();
    const body = valuesToRequest(values);
    setSaving(true);
    try {
      const saved = midia ? await updateMidia(midia.id, body) : await createMidia(body);
      for (const role of ['cardHorizontal', 'cardVertical', 'thumbnail'] as const) {
        const image = images[role];
        if (!image || (role === 'thumbnail' && saved.tipo !== 'video')) continue;
        try {
          await uploadMidiaImage(saved.id, role, image);
        } catch (error) {
          notifyError(error, t('messages:midia.uploadFailed'));
        }
      }
      if (file && takesFile(saved.tipo)) startUpload({ file, path: mainFileUploadPath(saved.id), relationId: saved.id, relationName: saved.nome });
      notifySuccess(t(midia ? 'messages:records.updated' : 'messages:records.created'));
      void refresh();
      setFile(null);
      setImages({});
      if (!midia && (saved.tipo === 'video' || saved.tipo === 'carrossel')) {
        // the extras need the saved object: the form stays open on them
        loadedFor.current = saved.id;
        setCurrentId(saved.id);
        form.setFieldValue('fileName', null);
        resetDirty();
        setActive(4);
        return;
      }
      onClose();
    } catch (error) {
      applyApiErrors(form, error, 'objectCode');
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const steps: WizardStep[] = [
    ...(editing
      ? []
      : [{ key: 'kind', title: t('repository.steps.kind'), description: t('repository.steps.kindHint'), fields: ['tipo'], content: <KindStep form={form} /> }]),
    {
      key: 'data',
      title: t('repository.steps.data'),
      description: t('repository.steps.dataHint'),
      fields: ['nome', 'descricao', 'objectCode', 'expirationDate', 'duration', 'categoryId', 'competenciesIds', 'active'],
      content: <DataStep form={form} />,
    },
    {
      key: 'content',
      title: t('repository.steps.content'),
      description: t('repository.steps.contentHint'),
      fields: ['fileName', 'link', 'scormType', 'qrCode', 'watermark', 'downloadable', 'embedded', 'disableFastForward'],
      content: <ContentStep form={form} midia={midia} file={file} onFile={setFile} />,
    },
    {
      key: 'images',
      title: t('repository.steps.images'),
      description: t('repository.steps.imagesHint'),
      content: <ImagesStep tipo={tipo} midia={midia} images={images} onImage={(role, chosen) => setImages((current) => ({ ...current, [role]: chosen }))} />,
    },
    ...(withExtras
      ? [
          {
            key: 'extras',
            title: t(tipo === 'carrossel' ? 'repository.steps.carousel' : 'repository.steps.video'),
            description: t(tipo === 'carrossel' ? 'repository.steps.carouselHint' : 'repository.steps.videoHint'),
            content: <ExtrasStep tipo={tipo} midia={midia} onChanged={() => void refresh()} />,
          },
        ]
      : []),
  ];
  // the kind step disappears once the object exists: keep the same step on screen
  const activeIndex = Math.min(active, steps.length - 1);

  return (
    <WizardModal
      opened={opened}
      onClose={onClose}
      size={1000}
      icon={tipo ? <KindIcon tipo={tipo} size={20} /> : <IconFolders size={20} />}
      iconColor={tipo ? KIND_COLOR[tipo] : undefined}
      title={t(editing ? 'repository.editTitle' : 'repository.createTitle')}
      titleExtra={
        <>
          {tipo && (
            <Badge variant="light" radius="sm" color={KIND_COLOR[tipo]}>
              {t(`repository.kinds.${tipo}`)}
            </Badge>
          )}
          {midia && <ProcessingBadge midia={midia} hideNone />}
        </>
      }
      description={midia ? midia.nome : t('repository.createDescription')}
      testId="midia-form"
      editingId={midia?.id}
      loading={Boolean(currentId && !midia)}
      loadError={midiaQuery.error ? t('repository.loadError') : null}
      form={form}
      steps={steps}
      active={activeIndex}
      onActiveChange={setActive}
      onFinish={finish}
      submitting={saving}
      finishLabel={t(editing ? 'repository.actions.save' : 'repository.actions.create')}
      cancelLabel={editing ? t('repository.actions.close') : undefined}
      wizardTestId="midia-wizard"
    />
  );
}
