import { ActionIcon, ColorInput, Divider, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Slider, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import {
  IconAlignCenter,
  IconAlignLeft,
  IconAlignRight,
  IconBold,
  IconCopy,
  IconItalic,
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
  IconLock,
  IconLockOpen,
  IconStackBack,
  IconStackFront,
  IconTrash,
  IconUnderline,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_FONTS, CERTIFICATE_FONT_SIZE, CERTIFICATE_TEXT_MAX, type CertificateLayer, type CertificateTextLayer } from '@plataforma/shared/certificates';
import type { PageAlignment } from './structure-ops.ts';

export type LayerCommand = 'forward' | 'backward' | 'duplicate' | 'remove' | 'lock';

type PropertiesPanelProps = {
  layer: CertificateLayer;
  onChange: (change: Partial<CertificateLayer>) => void;
  onAlign: (alignment: PageAlignment) => void;
  onCommand: (command: LayerCommand) => void;
};

const ALIGNMENTS: { value: PageAlignment; icon: ReactNode }[] = [
  { value: 'left', icon: <IconLayoutAlignLeft size={18} /> },
  { value: 'center', icon: <IconLayoutAlignCenter size={18} /> },
  { value: 'right', icon: <IconLayoutAlignRight size={18} /> },
  { value: 'top', icon: <IconLayoutAlignTop size={18} /> },
  { value: 'middle', icon: <IconLayoutAlignMiddle size={18} /> },
  { value: 'bottom', icon: <IconLayoutAlignBottom size={18} /> },
];

const num = (value: number | string, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function IconButton({ label, onClick, children, active, color, testId }: { label: string; onClick: () => void; children: ReactNode; active?: boolean; color?: string; testId?: string }) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant={active ? 'filled' : 'default'} color={color} size="lg" onClick={onClick} aria-label={label} aria-pressed={active} data-testid={testId}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The selected layer's position, size, rotation, opacity and kind-specific settings, with the layer commands. */
export function PropertiesPanel({ layer, onChange, onAlign, onCommand }: PropertiesPanelProps) {
  const { t } = useTranslation('certificates');
  const text = layer.type === 'text' ? layer : null;
  const setText = (change: Partial<CertificateTextLayer>) => onChange(change as Partial<CertificateLayer>);
  return (
    <Stack gap="sm" data-testid="certificate-properties">
      <Group gap={6} wrap="wrap">
        {ALIGNMENTS.map((a) => (
          <IconButton key={a.value} label={t(`align.${a.value}`)} onClick={() => onAlign(a.value)} testId={`certificate-align-${a.value}`}>
            {a.icon}
          </IconButton>
        ))}
      </Group>
      <Group gap={6} wrap="wrap">
        <IconButton label={t('layers.forward')} onClick={() => onCommand('forward')} testId="certificate-layer-forward">
          <IconStackFront size={18} />
        </IconButton>
        <IconButton label={t('layers.backward')} onClick={() => onCommand('backward')} testId="certificate-layer-backward">
          <IconStackBack size={18} />
        </IconButton>
        <IconButton label={t('layers.duplicate')} onClick={() => onCommand('duplicate')} testId="certificate-layer-duplicate">
          <IconCopy size={18} />
        </IconButton>
        <IconButton label={layer.locked ? t('layers.unlock') : t('layers.lock')} onClick={() => onCommand('lock')} active={layer.locked} testId="certificate-layer-lock">
          {layer.locked ? <IconLock size={18} /> : <IconLockOpen size={18} />}
        </IconButton>
        <IconButton label={t('layers.remove')} onClick={() => onCommand('remove')} color="red" testId="certificate-layer-remove">
          <IconTrash size={18} color="var(--mantine-color-red-6)" />
        </IconButton>
      </Group>
      <Divider />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <NumberInput size="xs" label={t('props.x')} value={layer.x} decimalScale={1} min={-2000} max={4000} onChange={(v) => onChange({ x: num(v, layer.x) })} data-testid="certificate-prop-x" />
        <NumberInput size="xs" label={t('props.y')} value={layer.y} decimalScale={1} min={-2000} max={4000} onChange={(v) => onChange({ y: num(v, layer.y) })} data-testid="certificate-prop-y" />
        <NumberInput size="xs" label={t('props.width')} value={layer.width} decimalScale={1} min={1} max={4000} onChange={(v) => onChange({ width: Math.max(1, num(v, layer.width)) })} data-testid="certificate-prop-width" />
        <NumberInput size="xs" label={t('props.height')} value={layer.height} decimalScale={1} min={1} max={4000} onChange={(v) => onChange({ height: Math.max(1, num(v, layer.height)) })} data-testid="certificate-prop-height" />
        <NumberInput size="xs" label={t('props.rotation')} value={layer.rotation} decimalScale={1} min={-360} max={360} onChange={(v) => onChange({ rotation: num(v, layer.rotation) })} />
        <Stack gap={4}>
          <Text size="xs" fw={500}>
            {t('props.opacity')}
          </Text>
          <Slider size="sm" min={0} max={1} step={0.05} value={layer.opacity} onChange={(opacity) => onChange({ opacity })} label={(v) => `${Math.round(v * 100)}%`} mt={6} />
        </Stack>
      </SimpleGrid>
      {text && (
        <>
          <Divider />
          <Textarea
            label={t('props.text')}
            value={text.text}
            maxLength={CERTIFICATE_TEXT_MAX}
            autosize
            minRows={2}
            maxRows={8}
            onChange={(e) => setText({ text: e.currentTarget.value })}
            data-testid="certificate-prop-text"
          />
          <SimpleGrid cols={2} spacing="xs">
            <Select
              size="xs"
              label={t('props.fontFamily')}
              data={[...CERTIFICATE_FONTS]}
              value={text.fontFamily}
              allowDeselect={false}
              onChange={(v) => v && setText({ fontFamily: v as CertificateTextLayer['fontFamily'] })}
              renderOption={({ option }) => <span style={{ fontFamily: option.value }}>{option.label}</span>}
              comboboxProps={{ withinPortal: true }}
              data-testid="certificate-prop-font"
            />
            <NumberInput
              size="xs"
              label={t('props.fontSize')}
              value={text.fontSize}
              min={CERTIFICATE_FONT_SIZE.min}
              max={CERTIFICATE_FONT_SIZE.max}
              clampBehavior="blur"
              onChange={(v) => {
                const size = num(v, text.fontSize);
                if (size >= CERTIFICATE_FONT_SIZE.min && size <= CERTIFICATE_FONT_SIZE.max) setText({ fontSize: size });
              }}
              data-testid="certificate-prop-size"
            />
          </SimpleGrid>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <IconButton label={t('props.bold')} active={text.bold} onClick={() => setText({ bold: !text.bold })} testId="certificate-prop-bold">
                <IconBold size={18} />
              </IconButton>
              <IconButton label={t('props.italic')} active={text.italic} onClick={() => setText({ italic: !text.italic })} testId="certificate-prop-italic">
                <IconItalic size={18} />
              </IconButton>
              <IconButton label={t('props.underline')} active={text.underline} onClick={() => setText({ underline: !text.underline })} testId="certificate-prop-underline">
                <IconUnderline size={18} />
              </IconButton>
            </Group>
            <SegmentedControl
              size="xs"
              value={text.align}
              onChange={(align) => setText({ align: align as CertificateTextLayer['align'] })}
              data={[
                { value: 'left', label: <IconAlignLeft size={16} aria-label={t('align.textLeft')} /> },
                { value: 'center', label: <IconAlignCenter size={16} aria-label={t('align.textCenter')} /> },
                { value: 'right', label: <IconAlignRight size={16} aria-label={t('align.textRight')} /> },
              ]}
            />
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <ColorInput size="xs" label={t('props.color')} format="hex" value={text.color} onChange={(color) => /^#[0-9a-fA-F]{6}$/.test(color) && setText({ color })} data-testid="certificate-prop-color" />
            <NumberInput size="xs" label={t('props.lineHeight')} value={text.lineHeight} step={0.1} decimalScale={2} min={0.8} max={3} onChange={(v) => {
              const lineHeight = num(v, text.lineHeight);
              if (lineHeight >= 0.8 && lineHeight <= 3) setText({ lineHeight });
            }} />
          </SimpleGrid>
        </>
      )}
      {layer.type === 'object' && (
        <>
          <Divider />
          <SimpleGrid cols={2} spacing="xs">
            <ColorInput size="xs" label={t('props.qrColor')} format="hex" value={layer.color} onChange={(color) => /^#[0-9a-fA-F]{6}$/.test(color) && onChange({ color } as Partial<CertificateLayer>)} />
            <ColorInput size="xs" label={t('props.qrBackground')} format="hex" value={layer.background} onChange={(background) => /^#[0-9a-fA-F]{6}$/.test(background) && onChange({ background } as Partial<CertificateLayer>)} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
