import { Alert, Avatar, Group, Loader, Pagination, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconRoute } from '@tabler/icons-react';
import { TROPHIES_PAGE_SIZE } from '@plataforma/shared/gamification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatNumber, initialsOf } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useAchievements, useMyRanking, useRanking } from '../api.ts';
import { rankLabel } from '../components/rank-label.ts';
import { RankingCard } from '../components/ranking-card.tsx';
import { PagedBlock } from '../components/paged-block.tsx';
import { TrophyItem } from '../components/trophy-item.tsx';

const RANKING_PAGE = 10;

/**
 * /gamificacao/jornada (permission 'Jornada'): the general ranking and the ranking of the person's business unit
 * (RankingGeral, MeuRanking with UnidadeDeNegocioId), paged, the person's own position even when outside the page,
 * and the achievements history (Conquistas, 6 a page). 2-learner §2, §3, §7.
 */
export function JourneyPage() {
  const { t } = useTranslation('gamification');
  const language = useLanguage();
  const [scope, setScope] = useState<'general' | 'unit'>('general');
  const [rankingPage, setRankingPage] = useState(1);
  const [trophyPage, setTrophyPage] = useState(1);
  const base = useMyRanking();
  const unitId = scope === 'unit' ? (base.data?.unidadeDeNegocioId ?? null) : null;
  const me = useMyRanking(unitId);
  const showRanking = scope === 'general' || unitId !== null;
  const ranking = useRanking(rankingPage, RANKING_PAGE, unitId);
  const achievements = useAchievements(trophyPage, TROPHIES_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <PageHeader eyebrow={t('group')} title={t('journey.title')} description={t('journey.description')} icon={<IconRoute size={26} />} />

      <Paper withBorder radius="md" p="md" data-testid="journey-me">
        {me.isPending ? (
          <Loader size="sm" />
        ) : me.isError ? (
          <Text c="red">{t('rankingError')}</Text>
        ) : (
          <Group gap="md" wrap="wrap">
            <Avatar src={me.data.img} radius="xl" size={56} alt="">
              {initialsOf(me.data.name)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 140 }}>
              <Text size="xs" c="dimmed">
                {t('journey.myPosition')}
              </Text>
              <Text fw={700} size="xl" data-testid="journey-rank">
                {rankLabel(t, me.data.rank)}
              </Text>
            </Stack>
            <Stack gap={0} style={{ minWidth: 100 }}>
              <Text size="xs" c="dimmed">
                {t('drawer.score')}
              </Text>
              <Text fw={700} size="xl" data-testid="journey-score">
                {formatNumber(me.data.score, language)}
              </Text>
            </Stack>
            <Stack gap={0} style={{ minWidth: 100 }}>
              <Text size="xs" c="dimmed">
                {t('drawer.trophies')}
              </Text>
              <Text fw={700} size="xl" data-testid="journey-trophies">
                {formatNumber(me.data.trophies, language)}
              </Text>
            </Stack>
          </Group>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} fz="lg">
              {t('journey.ranking')}
            </Title>
            <SegmentedControl
              size="xs"
              value={scope}
              onChange={(value) => {
                setScope(value as 'general' | 'unit');
                setRankingPage(1);
              }}
              data={[
                { value: 'general', label: t('journey.general') },
                { value: 'unit', label: t('journey.unit') },
              ]}
              data-testid="journey-scope"
            />
          </Group>
          {!showRanking ? (
            base.isPending ? (
              <Loader size="sm" />
            ) : (
              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
                {t('journey.noUnit')}
              </Alert>
            )
          ) : (
            <PagedBlock query={ranking} error={t('rankingError')} emptyTestId="journey-no-data">
              {(reply) => (
                <Stack gap="xs" data-testid="journey-ranking">
                  {reply.data.map((entry) => (
                    <RankingCard key={entry.usuarioId} entry={entry} highlight={entry.usuarioId === me.data?.usuarioId} />
                  ))}
                  {reply.totalPages > 1 && <Pagination size="sm" value={rankingPage} onChange={setRankingPage} total={reply.totalPages} mt="xs" />}
                </Stack>
              )}
            </PagedBlock>
          )}
        </Stack>

        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('journey.achievements')}
          </Title>
          <PagedBlock query={achievements} error={t('achievementsError')} emptyTestId="journey-no-data">
            {(reply) => (
              <Paper withBorder radius="md" p="md">
                <Stack gap="md" data-testid="journey-achievements">
                  {reply.data.map((trophy) => (
                    <TrophyItem key={trophy.id} trophy={trophy} />
                  ))}
                  {reply.totalPages > 1 && <Pagination size="sm" value={trophyPage} onChange={setTrophyPage} total={reply.totalPages} />}
                </Stack>
              </Paper>
            )}
          </PagedBlock>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
