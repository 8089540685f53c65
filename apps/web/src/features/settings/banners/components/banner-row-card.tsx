import {
  ActionIcon,
  Badge,
  Checkbox,
  ColorInput,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconLock, IconTrash } from '@tabler/icons-react';
import {
  BANNER_DURATION_MAX,
  BANNER_DURATION_MIN,
  BANNER_ENVIRONMENTS,
  BANNER_MARKDOWN_MAX,
  BANNER_RESOURCE_TYPES,
  type BannerEnvironment,
  type BannerResourceType,
} from '@plataforma/shared/settings';
import type { FormErrors } from '@mantine/form';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../../components/file-drop-zone.tsx';
import { FILE_RULES, type ScreenRow } from '../drafts.ts';
import { BannerSlide } from './banner-slide.tsx';

type Props = {
  row: ScreenRow;
  index: number;
  total: number;
  /** Rows whose background this one may copy (the other rows with a background of their own). */
  sources: { key: string; index: number }[];
  errors: FormErrors;
  onChange: (patch: Partial<ScreenRow>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  drag: { onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void; onDragEnd: () => void; dragging: boolean };
};

const NONE = '__none__';
const OWN = '__own__';

/** One slide of the backgrounds and banners screen: its fields on one side, its preview on the other. */
export function BannerRowCard({ row, index, total, sources, errors, onChange, onMove, onRemove, drag }: Props) {
  const { t } = useTranslation('settingsBanners');
  const locked = !row.podeAlterar;
  const number = index + 1;
  const check = (kind: 'banner' | 'background') => (file: File) => {
    const rule = FILE_RULES[kind];
    const type = file.type.split('/')[1] ?? '';
    if (!(rule.types as readonly string[]).includes(type) && !/\.(jfif|mkv)$/i.test(file.name)) return t('badType', { types: rule.accept.replace(/(image|video)\//g, '').replace(/,/g, ', ') });
    const limit = file.type.startsWith('video/') || /\.mkv$/i.test(file.name) ? rule.video : rule.image;
    if (file.size > limit) return t('tooBig', { size: limit / 1024 / 1024 });
    return null;
  };
  const source = row.copyBackgroundFrom ? row.copyBackgroundFrom : row.planoDeFundoUrl || row.backgroundFile ? OWN : NONE;
  const preview = {
    ...row,
    planoDeFundoUrl: row.copyBackgroundFrom ? null : (row.backgroundPreview ?? row.planoDeFundoUrl),
    tipoPlanoDeFundo: row.backgroundFile ? (row.backgroundFile.type.startsWith('video/') ? ('Video' as const) : ('Imagem' as const)) : row.tipoPlanoDeFundo,
    bannerUrl: row.bannerPreview ?? row.bannerUrl,
  };
  const transparent = row.backgroundConteudo === 'transparent' || !row.backgroundConteudo;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      style={{ opacity: drag.dragging ? 0.5 : 1 }}
      data-testid={`banner-row-${index}`}
      aria-label={t('row.title', { index: number })}
      component="section"
    >
      <Group justify="space-between" wrap="wrap" mb="sm" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Tooltip label={t('row.drag')}>
            <div draggable={!locked} onDragStart={drag.onDragStart} onDragEnd={drag.onDragEnd} style={{ cursor: locked ? 'default' : 'grab', display: 'flex' }} aria-hidden>
              <IconGripVertical size={18} />
            </div>
          </Tooltip>
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('row.title', { index: number })}
          </Text>
          <Badge variant="light" size="sm">
            {t(`ambientes.${row.ambiente}`)}
          </Badge>
          {!row.id && (
            <Badge variant="light" color="teal" size="sm">
              {t('row.newBadge')}
            </Badge>
          )}
          {locked && (
            <Tooltip label={t('readOnly')} multiline w={260}>
              <Badge variant="light" color="gray" size="sm" leftSection={<IconLock size={12} />}>
                {row.origem}
              </Badge>
            </Tooltip>
          )}
        </Group>
        <Group gap={4} wrap="nowrap" ml="auto">
          <Switch
            size="sm"
            checked={row.active}
            disabled={locked}
            onChange={(e) => onChange({ active: e.currentTarget.checked })}
            label={row.active ? t('row.active') : t('row.inactive')}
            data-testid={`banner-row-${index}-active`}
            mr="xs"
          />
          <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('row.moveUp')} data-testid={`banner-row-${index}-up`}>
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" disabled={index === total - 1} onClick={() => onMove(index + 1)} aria-label={t('row.moveDown')} data-testid={`banner-row-${index}-down`}>
            <IconArrowDown size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" disabled={locked} onClick={onRemove} aria-label={t('row.remove')} data-testid={`banner-row-${index}-remove`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('fields.ambiente')}
                </Text>
                <SegmentedControl
                  fullWidth
                  size="xs"
                  value={row.ambiente}
                  onChange={(v) => onChange({ ambiente: v as BannerEnvironment })}
                  data={BANNER_ENVIRONMENTS.map((a) => ({ value: a, label: t(`ambientes.${a}`) }))}
                  data-testid={`banner-row-${index}-ambiente`}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('fields.tipoRecurso')}
                </Text>
                <SegmentedControl
                  fullWidth
                  size="xs"
                  value={row.tipoRecurso}
                  onChange={(v) => onChange({ tipoRecurso: v as BannerResourceType })}
                  data={BANNER_RESOURCE_TYPES.map((r) => ({ value: r, label: t(`recursos.${r}`) }))}
                  data-testid={`banner-row-${index}-recurso`}
                />
              </Stack>
              {row.tipoRecurso === 'Texto' ? (
                <>
                  <Textarea
                    label={t('fields.markdownConteudo')}
                    description={t('fields.markdownHint')}
                    autosize
                    minRows={3}
                    maxRows={8}
                    maxLength={BANNER_MARKDOWN_MAX}
                    value={row.markdownConteudo ?? ''}
                    onChange={(e) => onChange({ markdownConteudo: e.currentTarget.value })}
                    error={errors.markdownConteudo}
                    data-testid={`banner-row-${index}-markdown`}
                  />
                  <Group gap="sm" align="flex-end" wrap="wrap">
                    <ColorInput
                      label={t('fields.backgroundConteudo')}
                      format="hex"
                      eyeDropperButtonProps={{ 'aria-label': t('fields.eyeDropper'), title: t('fields.eyeDropper') }}
                      disabled={transparent || locked}
                      value={transparent ? '' : (row.backgroundConteudo ?? '')}
                      onChange={(v) => onChange({ backgroundConteudo: v || 'transparent' })}
                      error={errors.backgroundConteudo}
                      style={{ flex: '1 1 160px' }}
                      data-testid={`banner-row-${index}-color`}
                    />
                    <Checkbox
                      label={t('fields.transparent')}
                      checked={transparent}
                      onChange={(e) => onChange({ backgroundConteudo: e.currentTarget.checked ? 'transparent' : '#1f2937' })}
                      mb={8}
                      data-testid={`banner-row-${index}-transparent`}
                    />
                  </Group>
                </>
              ) : (
                <FileDropZone
                  label={t('fields.banner')}
                  accept={FILE_RULES.banner.accept}
                  check={check('banner')}
                  file={row.bannerFile ?? null}
                  onFile={(file) => onChange({ bannerFile: file, bannerPreview: file ? URL.createObjectURL(file) : null, ...(file ? {} : { bannerUrl: null, bannerId: null }) })}
                  storedName={row.bannerUrl ? t('fields.storedFile') : null}
                  title={t('fields.dropTitle')}
                  hints={[t('fields.bannerHint')]}
                  removeLabel={t('fields.removeFile')}
                  error={errors.bannerUrl}
                  testId={`banner-row-${index}-banner`}
                />
              )}
              <Select
                label={t('fields.backgroundSource')}
                value={source}
                allowDeselect={false}
                data={[
                  { value: NONE, label: t('fields.noBackground') },
                  { value: OWN, label: t('fields.ownBackground') },
                  ...sources.map((s) => ({ value: s.key, label: t('fields.copyFrom', { index: s.index + 1 }) })),
                ]}
                onChange={(v) => {
                  if (v === NONE) onChange({ copyBackgroundFrom: null, backgroundCopiedFrom: null, backgroundFile: null, backgroundPreview: null, planoDeFundoUrl: null, planoDeFundoId: null, tipoPlanoDeFundo: null });
                  else if (v === OWN) onChange({ copyBackgroundFrom: null, backgroundCopiedFrom: null });
                  else if (v) onChange({ copyBackgroundFrom: v, backgroundFile: null, backgroundPreview: null });
                }}
                data-testid={`banner-row-${index}-background-source`}
              />
              {source === OWN && (
                <FileDropZone
                  label={t('fields.background')}
                  accept={FILE_RULES.background.accept}
                  check={check('background')}
                  file={row.backgroundFile ?? null}
                  onFile={(file) =>
                    onChange({ backgroundFile: file, backgroundPreview: file ? URL.createObjectURL(file) : null, ...(file ? {} : { planoDeFundoUrl: null, planoDeFundoId: null, tipoPlanoDeFundo: null }) })
                  }
                  storedName={row.planoDeFundoUrl ? t('fields.storedFile') : null}
                  title={t('fields.dropTitle')}
                  hints={[t('fields.backgroundHint')]}
                  removeLabel={t('fields.removeFile')}
                  error={errors.tipoPlanoDeFundo}
                  testId={`banner-row-${index}-background`}
                />
              )}
              <TextInput
                label={t('fields.link')}
                placeholder={t('fields.linkPlaceholder')}
                type="url"
                value={row.linkRedirecionamentoBanner ?? ''}
                onChange={(e) => onChange({ linkRedirecionamentoBanner: e.currentTarget.value })}
                error={errors.linkRedirecionamentoBanner}
                data-testid={`banner-row-${index}-link`}
              />
              <Group gap="lg" align="flex-end" wrap="wrap">
                <NumberInput
                  label={t('fields.duracao')}
                  min={BANNER_DURATION_MIN}
                  max={BANNER_DURATION_MAX}
                  allowDecimal={false}
                  value={row.duracao}
                  onChange={(v) => onChange({ duracao: typeof v === 'number' ? v : Number(v) || 0 })}
                  error={errors.duracao}
                  w={160}
                  data-testid={`banner-row-${index}-duracao`}
                />
                <Checkbox
                  label={t('fields.newTab')}
                  checked={row.newTab}
                  onChange={(e) => onChange({ newTab: e.currentTarget.checked })}
                  mb={8}
                  data-testid={`banner-row-${index}-newtab`}
                />
              </Group>
            </Stack>
          </fieldset>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('fields.preview')}
            </Text>
            <BannerSlide view={preview} testId={`banner-row-${index}-preview`} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
