import { ActionIcon, Button, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './learner.module.css';

/**
 * The favourite flag shown on screen: it flips at once when pressed (2-learner §4 'Favourite toggling flips the flag
 * locally, then calls the bookmark call') and goes back if the call fails. The local value is tied to the value it
 * was flipped from, so a newer value from the server replaces it.
 */
export function useLocalFavorite(value: boolean, save: (next: boolean) => Promise<boolean>) {
  const [local, setLocal] = useState<{ from: boolean; to: boolean } | null>(null);
  const shown = local && local.from === value ? local.to : value;
  const toggle = async () => {
    const next = !shown;
    setLocal({ from: value, to: next });
    const ok = await save(next);
    if (!ok) setLocal(null);
  };
  return { shown, toggle };
}

type FavoriteProps = { value: boolean; disabled?: boolean; save: (next: boolean) => Promise<boolean> };

/** The heart of a card. */
export function FavoriteHeart({ value, disabled, save, ...props }: FavoriteProps & ActionIconProps & { className?: string }) {
  const { t } = useTranslation('learner');
  const { shown, toggle } = useLocalFavorite(value, save);
  const label = shown ? t('card.unfavorite') : t('card.favorite');
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant="subtle"
        color="red"
        radius="xl"
        size="lg"
        aria-label={label}
        aria-pressed={shown}
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          void toggle();
        }}
        data-testid="favorite-toggle"
        data-active={shown || undefined}
        {...props}
      >
        {shown ? <IconHeartFilled size={20} /> : <IconHeart size={20} stroke={1.8} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** The favourite button of the detail dialog; `onHero` when it sits on the purple header (chosen: solid white). */
export function FavoriteDetailButton({ value, disabled, loading, save, onHero = false }: FavoriteProps & { loading?: boolean; onHero?: boolean }) {
  const { t } = useTranslation('learner');
  const { shown, toggle } = useLocalFavorite(value, save);
  return (
    <Button
      variant={shown ? (onHero ? 'white' : 'light') : 'default'}
      color={shown ? (onHero ? 'red.8' : 'red') : undefined}
      className={shown && onHero ? classes.pressedOnHero : undefined}
      leftSection={shown ? <IconHeartFilled size={18} /> : <IconHeart size={18} stroke={1.8} />}
      aria-pressed={shown}
      disabled={disabled}
      loading={loading}
      onClick={() => void toggle()}
      data-testid="detail-favorite"
      data-active={shown || undefined}
    >
      {shown ? t('actions.unfavorite') : t('actions.favorite')}
    </Button>
  );
}
