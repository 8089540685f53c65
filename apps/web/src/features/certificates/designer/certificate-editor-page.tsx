import { Badge, Button, FileButton, Group, Menu, Paper, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useElementSize } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconBraces, IconCertificate, IconDeviceFloppy, IconEye, IconPhoto, IconQrcode, IconTypography } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { translate } from '@plataforma/shared';
import {
  CERTIFICATE_CANVAS,
  CERTIFICATE_FILE_MAX_BYTES,
  CERTIFICATE_FILE_MAX_MB,
  CERTIFICATE_FILE_TYPES,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_PLACEHOLDERS,
  CERTIFICATE_TYPES,
  aliasesOf,
  composeCertificate,
  emptyCertificateStructure,
  parseCertificateJson,
  sampleCertificateValues,
  type Certificate,
  type CertificateLayer,
  type CertificateSide,
  type CertificateStructure,
  type CertificateType,
} from '@plataforma/shared/certificates';
import { confirmAction } from '../../../components/confirm.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResultState } from '../../../components/result-state.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { saveCertificate, uploadCertificateFile, useCertificate, useInvalidateCertificates } from '../api/certificates.ts';
import type { CertificateFiles } from '../render/index.ts';
import { DesignerCanvas } from './designer-canvas.tsx';
import classes from './designer.module.css';
import { LayersList } from './layers-list.tsx';
import { PagePanel } from './page-panel.tsx';
import { PropertiesPanel, type LayerCommand } from './properties-panel.tsx';
import {
  addLayer,
  alignOnPage,
  appendTag,
  backgroundOf,
  duplicateLayer,
  layersOf,
  moveLayer,
  newAlias,
  newImageLayer,
  newQrLayer,
  newTextLayer,
  removeLayer,
  setBackSide,
  updateBackground,
  updateLayer,
  type PageAlignment,
} from './structure-ops.ts';

type FormValues = { nome: string; tipo: CertificateType; active: boolean };

const filesOf = (certificate: Certificate): CertificateFiles => Object.fromEntries(certificate.arquivos.map((f) => [f.alias, f.url]));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"]') !== null);

const naturalSize = (url: string) =>
  new Promise<{ width: number; height: number } | undefined>((resolve) => {
    const image = new window.Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = url;
  });

/**
 * /settings/certificate/{id} ('new' creates): the template's name, type, state and back side, and the designer of its
 * pages (3-admin §3 'Certificate (admin editor)'): text, placeholder, image and QR code layers on the 1122 x 793 page,
 * drawn by the renderer, with a preview filled with sample data. Saved as multipart POST / PUT Certificado; images
 * of a new template are uploaded right after it is created.
 */
export function CertificateEditorPage() {
  const { t } = useTranslation('certificates');
  const language = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const routeId = params.id && params.id !== 'new' ? params.id : null;
  const query = useCertificate(routeId);
  const invalidate = useInvalidateCertificates();

  const form = useForm<FormValues>({
    initialValues: { nome: '', tipo: 'Curso', active: true },
    validate: {
      nome: (v) => (v.trim() === '' ? translate('validation.required', language) : v.trim().length > CERTIFICATE_NAME_MAX ? translate('validation.maxChars', language, { max: CERTIFICATE_NAME_MAX }) : null),
    },
  });
  const [structure, setStructure] = useState<CertificateStructure>(emptyCertificateStructure);
  const [files, setFiles] = useState<CertificateFiles>({});
  /** Files chosen for a template not saved yet: uploaded right after the first save. */
  const [pending, setPending] = useState<Record<string, File>>({});
  const [side, setSide] = useState<CertificateSide>('front');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string>(() => JSON.stringify({ values: form.getValues(), structure: emptyCertificateStructure() }));
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const localUrls = useRef<string[]>([]);
  const leaving = useRef(false);

  // a template read from the server fills the form and the designer (once per template)
  useEffect(() => {
    const certificate = query.data;
    if (!certificate || loadedId === certificate.id) return;
    const parsed = parseCertificateJson(certificate.jsonCertificado);
    const next = parsed.ok ? parsed.structure : emptyCertificateStructure();
    const values: FormValues = { nome: certificate.nome, tipo: certificate.tipo, active: certificate.active };
    form.setValues(values);
    form.resetDirty(values);
    setStructure(next);
    setFiles(filesOf(certificate));
    setPending({});
    setSelectedId(null);
    setSide('front');
    setSaved(JSON.stringify({ values, structure: next }));
    setLoadedId(certificate.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is stable
  }, [query.data, loadedId]);

  useEffect(() => () => localUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const values = form.getValues();
  const dirty = JSON.stringify({ values, structure }) !== saved || Object.keys(pending).length > 0;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({ title: t('editor.unsavedTitle'), message: t('editor.unsavedMessage'), confirmLabel: t('editor.leave'), tone: 'warning', testId: 'certificate-unsaved' }).then((ok) =>
      ok ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const backSide = structure.settings.page.backSide;
  const shownSide: CertificateSide = backSide ? side : 'front';
  const layers = layersOf(structure, shownSide);
  const selected = layers.find((l) => l.id === selectedId) ?? null;

  const previewPage = useMemo(
    () => (preview ? composeCertificate(structure, sampleCertificateValues(language, values.tipo), language, shownSide)[0] : undefined),
    [preview, structure, language, values.tipo, shownSide],
  );

  const change = useCallback((id: string, patch: Partial<CertificateLayer>) => setStructure((s) => updateLayer(s, shownSide, id, patch)), [shownSide]);
  const select = useCallback((id: string | null) => setSelectedId(id), []);

  const add = (layer: CertificateLayer) => {
    setStructure((s) => addLayer(s, shownSide, layer));
    setSelectedId(layer.id);
    setPreview(false);
  };

  const insertPlaceholder = (tag: string, content: boolean) => {
    if (selected?.type === 'text') {
      change(selected.id, { text: appendTag(selected.text, tag) });
      return;
    }
    const layer = newTextLayer(structure, tag);
    add(content ? { ...layer, x: 111, y: 140, width: 900, height: 560, fontSize: 18, align: 'left' } : layer);
  };

  /** Stores a chosen image under an alias: uploaded now for a saved template, kept for the first save otherwise. */
  const storeImage = async (file: File, alias: string): Promise<string | null> => {
    if (!(CERTIFICATE_FILE_TYPES as readonly string[]).includes(file.type)) {
      notifyError(null, translate('certificados.fileType', language));
      return null;
    }
    if (file.size > CERTIFICATE_FILE_MAX_BYTES) {
      notifyError(null, translate('certificados.fileTooLarge', language, { max: CERTIFICATE_FILE_MAX_MB }));
      return null;
    }
    if (routeId) {
      try {
        const stored = await uploadCertificateFile(routeId, alias, file);
        setFiles((f) => ({ ...f, [alias]: stored.url }));
        return stored.url;
      } catch (error) {
        notifyError(error);
        return null;
      }
    }
    const url = URL.createObjectURL(file);
    localUrls.current.push(url);
    setPending((p) => ({ ...p, [alias]: file }));
    setFiles((f) => ({ ...f, [alias]: url }));
    return url;
  };

  const addImage = async (file: File | null) => {
    if (!file) return;
    const alias = newAlias('img');
    const url = await storeImage(file, alias);
    if (!url) return;
    add(newImageLayer(structure, alias, await naturalSize(url)));
  };

  const setBackgroundImage = async (file: File) => {
    const alias = newAlias('bg');
    if (await storeImage(file, alias)) setStructure((s) => updateBackground(s, shownSide, { image: alias }));
  };

  const align = (alignment: PageAlignment) => selected && !selected.locked && change(selected.id, alignOnPage(selected, alignment));

  const command = useCallback(
    (name: LayerCommand) => {
      if (!selectedId) return;
      if (name === 'remove') {
        setStructure((s) => removeLayer(s, shownSide, selectedId));
        setSelectedId(null);
      } else if (name === 'duplicate') {
        const copy = duplicateLayer(structure, shownSide, selectedId);
        setStructure(copy.structure);
        setSelectedId(copy.id);
      } else if (name === 'lock') {
        setStructure((s) => updateLayer(s, shownSide, selectedId, { locked: !layersOf(s, shownSide).find((l) => l.id === selectedId)?.locked }));
      } else setStructure((s) => moveLayer(s, shownSide, selectedId, name));
    },
    [selectedId, shownSide, structure],
  );

  // Delete removes the selected layer; arrows nudge it 1 px (Shift: 10 px)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!selected || preview || isTyping(event.target)) return;
      if (event.key === 'Delete') {
        event.preventDefault();
        command('remove');
        return;
      }
      const step = event.shiftKey ? 10 : 1;
      const moves: Record<string, { x?: number; y?: number }> = {
        ArrowLeft: { x: selected.x - step },
        ArrowRight: { x: selected.x + step },
        ArrowUp: { y: selected.y - step },
        ArrowDown: { y: selected.y + step },
      };
      const move = moves[event.key];
      if (!move || selected.locked) return;
      event.preventDefault();
      change(selected.id, move);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected, preview, command, change]);

  const save = async () => {
    if (form.validate().hasErrors) return;
    setSaving(true);
    try {
      const fields = { ...values, nome: values.nome.trim(), jsonCertificado: JSON.stringify(structure), imprimeVerso: structure.settings.page.backSide };
      let certificate = await saveCertificate(routeId, fields);
      const used = new Set(aliasesOf(structure));
      const uploads = Object.entries(pending).filter(([alias]) => used.has(alias));
      if (uploads.length > 0) {
        const stored = await Promise.all(uploads.map(([alias, file]) => uploadCertificateFile(certificate.id, alias, file)));
        certificate = { ...certificate, arquivos: [...certificate.arquivos.filter((f) => !stored.some((s) => s.alias === f.alias)), ...stored] };
      }
      setPending({});
      setFiles((f) => ({ ...f, ...filesOf(certificate) }));
      setSaved(JSON.stringify({ values, structure }));
      setLoadedId(certificate.id);
      void invalidate();
      notifySuccess(translate('certificados.saved', language));
      if (!routeId) {
        leaving.current = true;
        await navigate(`/settings/certificate/${certificate.id}`, { replace: true });
        leaving.current = false;
      }
    } catch (error) {
      notifyError(error, translate('certificados.saveError', language));
    } finally {
      setSaving(false);
    }
  };

  const { ref: areaRef, width: areaWidth } = useElementSize();
  const canvasWidth = Math.round(Math.max(320, Math.min(CERTIFICATE_CANVAS.width, areaWidth > 0 ? areaWidth - 48 : CERTIFICATE_CANVAS.width)));

  if (routeId && query.isError)
    return (
      <Paper withBorder radius="md" p="xl">
        <ResultState icon={<IconAlertTriangle size={36} />} color="red" title={t('editor.loadError')} description={errorMessage(query.error)} data-testid="certificate-load-error">
          <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => void navigate('/settings/certificate')}>
            {t('editor.back')}
          </Button>
        </ResultState>
      </Paper>
    );

  const linked = (query.data?.cursos.length ?? 0) + (query.data?.formacoes.length ?? 0);

  return (
    <>
      <PageHeader
        icon={<IconCertificate size={26} stroke={1.6} />}
        eyebrow={t('list.title')}
        title={values.nome.trim() || t('editor.newTitle')}
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => void navigate('/settings/certificate')} data-testid="certificate-back">
              {t('editor.back')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => void save()} loading={saving} disabled={routeId !== null && !query.data} data-testid="certificate-save">
              {t('editor.save')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput label={t('fields.nome')} withAsterisk maxLength={CERTIFICATE_NAME_MAX} style={{ flex: '1 1 280px' }} {...form.getInputProps('nome')} data-testid="certificate-name" />
          <Select
            label={t('fields.tipo')}
            data={CERTIFICATE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            allowDeselect={false}
            w={180}
            disabled={linked > 0}
            description={linked > 0 ? t('hints.typeLinked') : undefined}
            {...form.getInputProps('tipo')}
            data-testid="certificate-type"
          />
          <Stack gap={10} pt={4}>
            <Switch label={t('fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="certificate-active" />
            <Switch
              label={t('fields.imprimeVerso')}
              checked={backSide}
              onChange={(e) => setStructure((s) => setBackSide(s, e.currentTarget.checked))}
              data-testid="certificate-print-back"
            />
          </Stack>
        </Group>
        {linked > 0 && values.active && (
          <Text size="xs" c="dimmed" mt="xs">
            {t('hints.activeLinked', { count: linked })}
          </Text>
        )}
      </Paper>
      <div className={classes.layout}>
        <Paper withBorder radius="md" p="md" className={classes.main}>
          <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
            <SegmentedControl
              value={shownSide}
              onChange={(value) => {
                setSide(value as CertificateSide);
                setSelectedId(null);
              }}
              data={[
                { value: 'front', label: t('editor.front') },
                { value: 'back', label: t('editor.verso'), disabled: !backSide },
              ]}
              data-testid="certificate-side"
            />
            <Group gap="xs" wrap="wrap">
              <Button variant="default" size="sm" leftSection={<IconTypography size={16} />} onClick={() => add(newTextLayer(structure, t('toolbar.newText')))} data-testid="certificate-add-text">
                {t('toolbar.text')}
              </Button>
              <Menu position="bottom-start" withinPortal shadow="md" width={300}>
                <Menu.Target>
                  <Tooltip label={t('toolbar.placeholderHint')} withArrow openDelay={400}>
                    <Button variant="default" size="sm" leftSection={<IconBraces size={16} />} data-testid="certificate-add-placeholder">
                      {t('toolbar.placeholder')}
                    </Button>
                  </Tooltip>
                </Menu.Target>
                <Menu.Dropdown>
                  {CERTIFICATE_PLACEHOLDERS.map((p) => (
                    <Menu.Item key={p.key} onClick={() => insertPlaceholder(p.tag, p.content)} rightSection={<Text size="xs" c="dimmed" ff="monospace">{p.tag}</Text>} data-testid={`certificate-placeholder-${p.key}`}>
                      {t(`placeholders.${p.key}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <FileButton accept={CERTIFICATE_FILE_TYPES.join(',')} onChange={(file) => void addImage(file)}>
                {(props) => (
                  <Button {...props} variant="default" size="sm" leftSection={<IconPhoto size={16} />} data-testid="certificate-add-image">
                    {t('toolbar.image')}
                  </Button>
                )}
              </FileButton>
              <Button variant="default" size="sm" leftSection={<IconQrcode size={16} />} onClick={() => add(newQrLayer(structure))} data-testid="certificate-add-qrcode">
                {t('toolbar.qrcode')}
              </Button>
              <Switch
                ml="xs"
                label={
                  <Group gap={4} wrap="nowrap">
                    <IconEye size={16} />
                    {t('editor.preview')}
                  </Group>
                }
                checked={preview}
                onChange={(e) => {
                  setPreview(e.currentTarget.checked);
                  setSelectedId(null);
                }}
                data-testid="certificate-preview"
              />
            </Group>
          </Group>
          <div ref={areaRef} className={classes.workArea}>
            <div className={classes.page} data-testid="certificate-canvas" data-side={shownSide} data-layer-count={layers.length} data-preview={preview || undefined}>
              <DesignerCanvas
                width={canvasWidth}
                background={previewPage?.background ?? backgroundOf(structure, shownSide)}
                layers={previewPage?.layers ?? layers}
                files={files}
                readOnly={preview}
                selectedId={selectedId}
                onSelect={select}
                onChange={change}
              />
            </div>
          </div>
          <Group justify="space-between" mt="xs" gap="xs">
            <Text size="xs" c="dimmed">
              {t('editor.shortcuts')}
            </Text>
            {preview && (
              <Badge variant="light" color="orange" data-testid="certificate-preview-badge">
                {t('editor.previewOn')}
              </Badge>
            )}
            {!routeId && Object.keys(pending).length > 0 && (
              <Text size="xs" c="dimmed">
                {t('hints.newImages')}
              </Text>
            )}
          </Group>
        </Paper>
        <Stack className={classes.side} gap="md">
          <Paper withBorder radius="md" p="md">
            <Title order={4} fz="sm" mb="sm">
              {t('editor.properties')}
            </Title>
            {selected && !preview ? (
              <PropertiesPanel key={selected.id} layer={selected} onChange={(patch) => change(selected.id, patch)} onAlign={align} onCommand={command} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('editor.nothingSelected')}
              </Text>
            )}
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={4} fz="sm" mb="sm">
              {t('editor.layers')}
            </Title>
            <LayersList layers={layers} selectedId={preview ? null : selectedId} onSelect={(id) => {
              setPreview(false);
              setSelectedId(id);
            }} />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={4} fz="sm" mb="sm">
              {t('editor.pageSettings')}
            </Title>
            <PagePanel
              side={shownSide}
              backSide={backSide}
              background={backgroundOf(structure, shownSide)}
              onBackSide={(on) => {
                setStructure((s) => setBackSide(s, on));
                if (!on) setSide('front');
              }}
              onChange={(patch) => setStructure((s) => updateBackground(s, shownSide, patch))}
              onImage={(file) => void setBackgroundImage(file)}
            />
          </Paper>
        </Stack>
      </div>
    </>
  );
}
