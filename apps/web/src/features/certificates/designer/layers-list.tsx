import { ActionIcon, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconLock, IconPhoto, IconQrcode, IconTypography } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CertificateLayer } from '@plataforma/shared/certificates';
import classes from './designer.module.css';

const ICONS = { text: IconTypography, image: IconPhoto, object: IconQrcode } as const;

/** The side's layers, the topmost first; a click selects one. */
export function LayersList({ layers, selectedId, onSelect }: { layers: readonly CertificateLayer[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('certificates');
  if (layers.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="certificate-layers-empty">
        {t('editor.noLayers')}
      </Text>
    );
  return (
    <Stack gap={4} data-testid="certificate-layers">
      {[...layers].reverse().map((layer) => {
        const Icon = ICONS[layer.type];
        const label = layer.type === 'text' ? layer.text.trim().split('\n')[0] || t('layers.text') : layer.type === 'image' ? `${t('layers.image')} · ${layer.src}` : t('layers.qrcode');
        return (
          <UnstyledButton
            key={layer.id}
            className={classes.layerItem}
            data-active={layer.id === selectedId || undefined}
            onClick={() => onSelect(layer.id)}
            data-testid="certificate-layer-item"
            data-layer-type={layer.type}
          >
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size={26} radius="sm" variant="light" color={layer.type === 'text' ? 'blue' : layer.type === 'image' ? 'teal' : 'dark'}>
                <Icon size={16} />
              </ThemeIcon>
              <Text size="sm" truncate flex={1}>
                {label}
              </Text>
              {layer.locked && (
                <ActionIcon component="span" variant="transparent" color="gray" size="sm" aria-label={t('layers.lock')}>
                  <IconLock size={14} />
                </ActionIcon>
              )}
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
