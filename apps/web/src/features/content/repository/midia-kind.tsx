import { Badge, Loader, Tooltip, type MantineColor } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconClock,
  IconFileText,
  IconFileTypePdf,
  IconHeadphones,
  IconLink,
  IconPackage,
  IconPhoto,
  IconSlideshow,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Midia, MidiaTipo } from '@plataforma/shared/content';

/** Icon and colour of each kind of repository object. */
export const KIND_ICON: Record<MidiaTipo, Icon> = {
  video: IconVideo,
  audio: IconHeadphones,
  imagem: IconPhoto,
  pdf: IconFileTypePdf,
  documento: IconFileText,
  link: IconLink,
  scorm: IconPackage,
  carrossel: IconSlideshow,
};

export const KIND_COLOR: Record<MidiaTipo, MantineColor> = {
  video: 'grape',
  audio: 'cyan',
  imagem: 'teal',
  pdf: 'red',
  documento: 'blue',
  link: 'indigo',
  scorm: 'orange',
  carrossel: 'pink',
};

export function KindIcon({ tipo, size = 18 }: { tipo: MidiaTipo; size?: number }) {
  const Icon = KIND_ICON[tipo];
  return <Icon size={size} stroke={1.7} color={`var(--mantine-color-${KIND_COLOR[tipo]}-6)`} aria-hidden style={{ flexShrink: 0 }} />;
}

/**
 * The object's file processing on the server: nothing to do (no badge when `hideNone`), pending, processing n%,
 * failed (the reason in a tooltip) or ready.
 */
export function ProcessingBadge({ midia, hideNone = false }: { midia: Pick<Midia, 'processingStatus' | 'processingProgress' | 'processingError' | 'finished'>; hideNone?: boolean }) {
  const { t } = useTranslation('content');
  const status = midia.processingStatus ?? 'none';
  if (status === 'none') {
    if (hideNone) return null;
    return midia.finished ? (
      <Badge size="sm" radius="sm" variant="light" color="teal" leftSection={<IconCheck size={12} />} data-testid="processing-badge" data-status="ready">
        {t('repository.processing.ready')}
      </Badge>
    ) : (
      <Badge size="sm" radius="sm" variant="outline" color="gray" data-testid="processing-badge" data-status="none">
        {t('repository.processing.none')}
      </Badge>
    );
  }
  if (status === 'pending') {
    return (
      <Badge size="sm" radius="sm" variant="light" color="gray" leftSection={<IconClock size={12} />} data-testid="processing-badge" data-status="pending">
        {t('repository.processing.pending')}
      </Badge>
    );
  }
  if (status === 'processing') {
    return (
      <Badge size="sm" radius="sm" variant="light" color="blue" leftSection={<Loader size={10} color="blue" />} data-testid="processing-badge" data-status="processing">
        {t('repository.processing.processing', { progress: midia.processingProgress ?? 0 })}
      </Badge>
    );
  }
  if (status === 'failed') {
    return (
      <Tooltip label={midia.processingError ?? t('repository.processing.failed')} withArrow multiline maw={300}>
        <Badge size="sm" radius="sm" variant="light" color="red" leftSection={<IconAlertTriangle size={12} />} data-testid="processing-badge" data-status="failed">
          {t('repository.processing.failed')}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge size="sm" radius="sm" variant="light" color="teal" leftSection={<IconCheck size={12} />} data-testid="processing-badge" data-status="ready">
      {t('repository.processing.ready')}
    </Badge>
  );
}
