import { Button, Group, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconInfoCircle, IconMoodSmile } from '@tabler/icons-react';
import { REACOES, canReact, type Reacao } from '@plataforma/shared/learner';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './learner.module.css';

/** The 11 reactions (2-learner §3 Reactions) as emoji. */
export const REACTION_EMOJI: Record<Reacao, string> = {
  heart: '❤️',
  like: '👍',
  dislike: '👎',
  confused: '😕',
  sad: '😢',
  surprised: '😮',
  happy: '😄',
  smile: '🙂',
  empty: '😐',
  angry: '😠',
  star: '⭐',
};

type ReactionButtonProps = {
  reacao: Reacao | null;
  total: number;
  progress: number | null;
  disabled?: boolean;
  loading?: boolean;
  onReact: (reacao: Reacao | null) => Promise<unknown>;
  /** On the purple header of the detail: the chosen reaction is solid white with a ring (learner.module.css). */
  onHero?: boolean;
};

/**
 * 'React' with a popover of the 11 reactions (2-learner §4, §5: only after the content is completed; before that the
 * popover says so). Choosing the current reaction again removes it (null).
 */
export function ReactionButton({ reacao, total, progress, disabled, loading, onReact, onHero = false }: ReactionButtonProps) {
  const { t } = useTranslation('learner');
  const [opened, setOpened] = useState(false);
  const allowed = canReact(progress);
  // Escape closes the popover only, not the dialog around it (the dialog ignores keys of elements marked with
  // data-mantine-stop-propagation)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    setOpened(false);
  };
  const choose = async (value: Reacao) => {
    setOpened(false);
    await onReact(value === reacao ? null : value);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="top" withArrow shadow="md" radius="lg" zIndex={400}>
      <Popover.Target>
        <Button
          variant={reacao ? (onHero ? 'white' : 'light') : 'default'}
          color={reacao && onHero ? 'dark' : undefined}
          className={reacao && onHero ? classes.pressedOnHero : undefined}
          leftSection={reacao ? <span aria-hidden>{REACTION_EMOJI[reacao]}</span> : <IconMoodSmile size={18} stroke={1.8} />}
          rightSection={total > 0 ? <Text size="xs" c="dimmed">{total}</Text> : null}
          onClick={() => setOpened((o) => !o)}
          onKeyDown={onKeyDown}
          data-mantine-stop-propagation={opened ? 'true' : undefined}
          disabled={disabled}
          loading={loading}
          data-testid="detail-react"
          data-reaction={reacao ?? undefined}
        >
          {reacao ? t(`reactions.${reacao}`) : t('actions.react')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="reaction-popover" onKeyDown={onKeyDown} data-mantine-stop-propagation="true">
        {allowed ? (
          <Group gap={4} maw={320} justify="center">
            {REACOES.map((value) => (
              <Tooltip key={value} label={t(`reactions.${value}`)} withArrow openDelay={200} zIndex={410}>
                <UnstyledButton
                  onClick={() => void choose(value)}
                  aria-label={t(`reactions.${value}`)}
                  aria-pressed={value === reacao}
                  data-testid={`reaction-${value}`}
                  style={{
                    fontSize: 24,
                    lineHeight: 1,
                    padding: 6,
                    borderRadius: 12,
                    background: value === reacao ? 'var(--mantine-primary-color-light)' : undefined,
                  }}
                >
                  {REACTION_EMOJI[value]}
                </UnstyledButton>
              </Tooltip>
            ))}
          </Group>
        ) : (
          <Stack gap={4} maw={260} align="center" ta="center" data-testid="reaction-locked">
            <IconInfoCircle size={22} color="var(--mantine-color-dimmed)" />
            <Text size="sm">{t('feedback.reactAfterCompletion')}</Text>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
