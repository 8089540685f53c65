import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { RankingEntry } from '@plataforma/shared/gamification';
import { useTranslation } from 'react-i18next';
import { formatNumber, initialsOf } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import classes from './gamification.module.css';

const MEDALS: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/** A ranking entry (2-learner §3 'Ranking card'): position, avatar, name, role and points; ranks 1–3 gold, silver, bronze. */
export function RankingCard({ entry, highlight = false }: { entry: RankingEntry; highlight?: boolean }) {
  const { t } = useTranslation('gamification');
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} data-medal={MEDALS[entry.rank]} data-highlight={highlight || undefined} data-testid="ranking-card">
      <Group gap="sm" wrap="nowrap">
        <Text className={classes.position} fw={700} aria-label={t('rankPlace', { rank: entry.rank })}>
          {entry.rank}º
        </Text>
        <Avatar src={entry.img} radius="xl" size={40} alt="">
          {initialsOf(entry.name)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm" truncate>
            {entry.name}
          </Text>
          {entry.role && (
            <Text size="xs" c="dimmed" truncate>
              {entry.role}
            </Text>
          )}
        </Stack>
        <Text fw={700} size="sm" className={classes.points}>
          {t('points', { value: formatNumber(entry.score, language) })}
        </Text>
      </Group>
    </Paper>
  );
}
