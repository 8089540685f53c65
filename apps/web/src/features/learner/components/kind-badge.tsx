import { Badge, type BadgeProps } from '@mantine/core';
import { IconBook, IconRoute } from '@tabler/icons-react';
import type { MidiaTipo } from '@plataforma/shared/content';
import { useTranslation } from 'react-i18next';
import { KindIcon } from '../../content';
import type { ItemKind } from '../utils/type-and-id.ts';

/** The kind of an item: course, trail, or the media kind with its icon (2-learner §9 'Supported media icons'). */
export function KindBadge({ kind, tipoMidia, ...props }: { kind: ItemKind; tipoMidia: MidiaTipo | null } & BadgeProps) {
  const { t } = useTranslation('learner');
  const label = kind === 'midia' ? (tipoMidia ? t(`common:mediaKind.${tipoMidia}`) : t('kinds.midia')) : t(`kinds.${kind}`);
  const icon =
    kind === 'curso' ? (
      <IconBook size={12} stroke={2} />
    ) : kind === 'formacao' ? (
      <IconRoute size={12} stroke={2} />
    ) : tipoMidia ? (
      <KindIcon tipo={tipoMidia} size={12} />
    ) : null;
  return (
    <Badge variant="white" color="dark" radius="sm" size="sm" leftSection={icon} data-testid="kind-badge" data-kind={kind} {...props}>
      {label}
    </Badge>
  );
}

/** The large placeholder icon of a card without an image. */
export function KindPlaceholderIcon({ kind, tipoMidia, size }: { kind: ItemKind; tipoMidia: MidiaTipo | null; size: number }) {
  if (kind === 'curso') return <IconBook size={size} stroke={1.3} aria-hidden />;
  if (kind === 'formacao') return <IconRoute size={size} stroke={1.3} aria-hidden />;
  return tipoMidia ? <KindIcon tipo={tipoMidia} size={size} /> : <IconBook size={size} stroke={1.3} aria-hidden />;
}
