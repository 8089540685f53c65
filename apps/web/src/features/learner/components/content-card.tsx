import { Badge, Box, Card, Group, Progress, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconClock, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItemActions } from '../hooks/use-item-actions.ts';
import { cardDurationLabel, cardImage, type CardOrientation, type CardView } from '../utils/card-view.ts';
import type { ItemRef } from '../utils/type-and-id.ts';
import { FavoriteHeart } from './favorite-button.tsx';
import { KindBadge, KindPlaceholderIcon } from './kind-badge.tsx';
import classes from './learner.module.css';

/** Card widths in a horizontal row (px); grids fill their columns. */
export const CARD_WIDTH: Record<CardOrientation, number> = { horizontal: 280, vertical: 200 };

type ContentCardProps = { card: CardView; orientation?: CardOrientation; onOpen: (ref: ItemRef) => void; width?: number | string };

/**
 * A card of the home, catalog, favourites and search (2-learner §3 'Card item'): image, kind badge (media kind icon),
 * title, workload, a progress bar when enrolled, 'expired' and 'mandatory' badges and the favourite heart. The whole
 * card opens the item dialog.
 */
export function ContentCard({ card, orientation = 'horizontal', onOpen, width }: ContentCardProps) {
  const { t } = useTranslation('learner');
  const duration = cardDurationLabel(card);
  const actions = useItemActions(card.ref);
  const image = cardImage(card, orientation);
  const ratio = orientation === 'vertical' ? '3 / 4' : '16 / 9';

  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      shadow="xs"
      className={classes.card}
      w={width}
      component="article"
      aria-label={card.titulo}
      data-testid="content-card"
      data-kind={card.ref.kind}
      data-id={card.ref.id}
    >
      <UnstyledButton className={classes.stretched} aria-label={t('card.open', { title: card.titulo })} onClick={() => onOpen(card.ref)} data-testid="content-card-open" />
      <Box className={classes.cover} style={{ aspectRatio: ratio }}>
        {image ? (
          <img src={image} alt="" className={classes.coverImage} loading="lazy" />
        ) : (
          <div className={classes.coverIcon}>
            <KindPlaceholderIcon kind={card.ref.kind} tipoMidia={card.tipoMidia} size={orientation === 'vertical' ? 56 : 48} />
          </div>
        )}
        <div className={classes.coverTop}>
          <Group gap={6}>
            <KindBadge kind={card.ref.kind} tipoMidia={card.tipoMidia} />
            {card.obrigatorio && (
              <Badge color="orange" variant="filled" radius="sm" size="sm" data-testid="mandatory-badge">
                {t('card.mandatory')}
              </Badge>
            )}
          </Group>
          {card.favorito !== null && (
            <FavoriteHeart value={card.favorito} save={actions.favorite} disabled={actions.busy !== null} className={classes.heart} />
          )}
        </div>
        {(card.expirado || card.possuiPreRequisito) && (
          <div className={classes.coverBottom}>
            {card.expirado && (
              <Badge color="red" variant="filled" radius="sm" size="sm" data-testid="expired-badge">
                {t('card.expired')}
              </Badge>
            )}
            {card.possuiPreRequisito && (
              <Tooltip label={t('card.locked')} withArrow>
                <ThemeIcon color="dark" radius="sm" size={20} role="img" aria-label={t('card.locked')}>
                  <IconLock size={12} />
                </ThemeIcon>
              </Tooltip>
            )}
          </div>
        )}
      </Box>
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Text fw={600} size="sm" lineClamp={2} lh={1.35} title={card.titulo}>
          {card.titulo}
        </Text>
        {card.caption && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {card.caption}
          </Text>
        )}
        <Group gap="xs" mt="auto" justify="space-between" wrap="nowrap">
          {duration ? (
            <Group gap={4} wrap="nowrap" c="dimmed" role="group" aria-label={t('card.workload', { value: duration })}>
              <IconClock size={14} stroke={1.7} />
              <Text size="xs">{duration}</Text>
            </Group>
          ) : (
            <span />
          )}
          {!card.expirado && card.diasParaExpirar !== null && (
            <Text size="xs" c={card.diasParaExpirar <= 7 ? 'orange.7' : 'dimmed'} fw={500}>
              {t('card.expiresIn', { count: card.diasParaExpirar })}
            </Text>
          )}
        </Group>
        {card.progress !== null && (
          <Stack gap={2}>
            <Progress value={card.progress} size="sm" radius="xl" color={card.progress === 100 ? 'teal' : 'brand'} aria-label={t('card.progress', { percent: card.progress })} data-testid="card-progress" />
            <Text size="10px" c="dimmed">
              {t('card.progress', { percent: card.progress })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
