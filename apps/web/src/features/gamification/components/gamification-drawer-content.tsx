import { Alert, Avatar, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRoute } from '@tabler/icons-react';
import { DRAWER_ACHIEVEMENTS, DRAWER_RANKING_REQUEST, DRAWER_RANKING_SHOWN } from '@plataforma/shared/gamification';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, initialsOf } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useCanOpen } from '../../../lib/use-can-open.ts';
import { useAchievements, useMyRanking, useRanking } from '../api.ts';
import classes from './gamification.module.css';
import { rankLabel } from './rank-label.ts';
import { RankingCard } from './ranking-card.tsx';
import { PagedBlock } from './paged-block.tsx';
import { TrophyItem } from './trophy-item.tsx';

/**
 * The gamification drawer's contents (2-learner §3): score, rank ('Nº lugar' or 'Indefinido'), trophy count, top 3 of
 * the ranking (5 requested), the latest 4 achievements and the link to the journey; loading, empty and error states.
 */
export function GamificationDrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('gamification');
  const language = useLanguage();
  const me = useMyRanking();
  const ranking = useRanking(1, DRAWER_RANKING_REQUEST);
  const achievements = useAchievements(1, DRAWER_ACHIEVEMENTS);
  const canOpenJourney = useCanOpen('/gamificacao/jornada');

  return (
    <Stack gap="lg" data-testid="gamification-drawer">
      {me.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : me.isError ? (
        <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />}>
          {t('rankingError')}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={me.data.img} radius="xl" size={56} alt="">
              {initialsOf(me.data.name)}
            </Avatar>
            <Group gap="md" style={{ flex: 1 }} wrap="wrap">
              <Stack gap={0} className={classes.stat}>
                <Text size="xs" c="dimmed">
                  {t('drawer.score')}
                </Text>
                <Text fw={700} size="xl" data-testid="gamification-score">
                  {formatNumber(me.data.score, language)}
                </Text>
              </Stack>
              <Stack gap={0} className={classes.stat}>
                <Text size="xs" c="dimmed">
                  {t('drawer.rank')}
                </Text>
                <Text fw={700} size="xl" data-testid="gamification-rank">
                  {rankLabel(t, me.data.rank)}
                </Text>
              </Stack>
              <Stack gap={0} className={classes.stat}>
                <Text size="xs" c="dimmed">
                  {t('drawer.trophies')}
                </Text>
                <Text fw={700} size="xl" data-testid="gamification-trophies">
                  {formatNumber(me.data.trophies, language)}
                </Text>
              </Stack>
            </Group>
          </Group>
        </Paper>
      )}

      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('drawer.ranking')}
        </Title>
        <PagedBlock query={ranking} error={t('rankingError')} emptyTestId="gamification-no-data">
          {(reply) => reply.data.slice(0, DRAWER_RANKING_SHOWN).map((entry) => <RankingCard key={entry.usuarioId} entry={entry} highlight={entry.usuarioId === me.data?.usuarioId} />)}
        </PagedBlock>
      </Stack>

      <Divider />

      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('drawer.latest')}
        </Title>
        <PagedBlock query={achievements} error={t('achievementsError')} errorTestId="gamification-achievements-error" emptyTestId="gamification-no-data">
          {(reply) => reply.data.map((trophy) => <TrophyItem key={trophy.id} trophy={trophy} />)}
        </PagedBlock>
      </Stack>

      {canOpenJourney && (
        <Button component={Link} to="/gamificacao/jornada" variant="light" leftSection={<IconRoute size={18} />} onClick={onNavigate} data-testid="gamification-journey-link">
          {t('drawer.journey')}
        </Button>
      )}
    </Stack>
  );
}
