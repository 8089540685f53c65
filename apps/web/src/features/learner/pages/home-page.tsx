import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconSchool } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveTenant, useSession } from '../../../lib/session.ts';
import { RotatingBanner, useClientSettings } from '../../settings';
import { favoritesInfiniteQuery, personalRowInfiniteQuery, sectionsInfiniteQuery, type PersonalRow } from '../api/learner.ts';
import { RowBlock, SectionBlock } from '../components/section-block.tsx';
import { EmptyBox, ErrorBox, RowSkeleton } from '../components/states.tsx';
import { ItemDialogHost } from '../components/item-dialog.tsx';
import { useItemDialog } from '../hooks/use-item-dialog.ts';
import { bannerImages } from '../utils/banner.ts';
import { fromCardItem, fromFavoriteRow } from '../utils/card-view.ts';
import type { ItemRef } from '../utils/type-and-id.ts';
import classes from '../components/learner.module.css';

/**
 * /home (2-learner §2): the rotating banner of the home's background and banner rows, else the banner (customisation) or a welcome with the person's name, 'Continue aprendendo',
 * 'Sugeridos para você', 'Favoritos', then the configured home sections (6 per page with 'load more', 8 items each);
 * an empty state when nothing is visible. Every card opens the item dialog.
 */
export function HomePage() {
  const { t } = useTranslation('learner');
  const tenant = useActiveTenant();
  const { open } = useItemDialog();
  const keepLearning = usePersonalRow('KeepLearningPaged', tenant);
  const suggested = usePersonalRow('SuggestedForYouPaged', tenant);
  const favorites = useInfiniteQuery(favoritesInfiniteQuery(tenant));
  const sections = useInfiniteQuery(sectionsInfiniteQuery(true, {}, tenant));

  const favoriteCards = favorites.data?.pages.flatMap((p) => p.data).map(fromFavoriteRow) ?? [];
  const sectionList = sections.data?.pages.flatMap((p) => p.data) ?? [];
  const settled = !keepLearning.isPending && !suggested.isPending && !favorites.isPending && !sections.isPending;
  const nothing =
    settled && !sections.isError && sectionList.length === 0 && keepLearning.cards.length === 0 && suggested.cards.length === 0 && favoriteCards.length === 0;

  return (
    <Stack gap={36} pb="xl" data-testid="learner-home">
      <RotatingBanner ambiente="Aprendizado" tenant={tenant} fallback={<Welcome />} />
      <PersonalRowBlock title={t('home.keepLearning')} row={keepLearning} onOpen={open} testId="row-keep-learning" />
      <PersonalRowBlock title={t('home.suggested')} row={suggested} onOpen={open} testId="row-suggested" />
      {favoriteCards.length > 0 && (
        <RowBlock
          title={t('home.favorites')}
          count={favorites.data?.pages[0]?.totalItems}
          cards={favoriteCards}
          onOpen={open}
          seeAll="/catalog/favorites"
          onLoadMore={favorites.hasNextPage ? () => void favorites.fetchNextPage() : undefined}
          loadingMore={favorites.isFetchingNextPage}
          testId="row-favorites"
        />
      )}
      {sections.isPending ? (
        <RowSkeleton />
      ) : sections.isError ? (
        <ErrorBox error={sections.error} fallback={t('feedback.sectionItemsError')} onRetry={() => void sections.refetch()} testId="home-sections-error" />
      ) : (
        sectionList.map((section) => <SectionBlock key={section.id} section={section} onOpen={open} />)
      )}
      {sections.hasNextPage && (
        <Center>
          <Button variant="light" onClick={() => void sections.fetchNextPage()} loading={sections.isFetchingNextPage} data-testid="sections-load-more">
            {t('section.loadMore')}
          </Button>
        </Center>
      )}
      {nothing && (
        <EmptyBox icon={<IconSchool size={32} stroke={1.5} />} title={t('home.emptyTitle')} description={t('home.emptyDescription')} testId="home-empty">
          <Button component={Link} to="/catalog" variant="light" leftSection={<IconBooks size={18} />}>
            {t('home.openCatalog')}
          </Button>
        </EmptyBox>
      )}
      <ItemDialogHost />
    </Stack>
  );
}

function usePersonalRow(row: PersonalRow, tenant: string | null) {
  const query = useInfiniteQuery(personalRowInfiniteQuery(row, tenant));
  const cards = query.data?.pages.flatMap((p) => p.data).map(fromCardItem) ?? [];
  return { query, cards, isPending: query.isPending };
}

/** A personal row, shown only once it has cards (a failure is shown; nothing while empty). */
function PersonalRowBlock({ title, row, onOpen, testId }: { title: string; row: ReturnType<typeof usePersonalRow>; onOpen: (ref: ItemRef) => void; testId: string }) {
  const { t } = useTranslation('learner');
  const { query, cards } = row;
  if (query.isPending) return <RowSkeleton count={4} />;
  if (query.isError)
    return (
      <Stack gap="xs">
        <Title order={2} fz={20}>
          {title}
        </Title>
        <ErrorBox error={query.error} fallback={t('feedback.sectionItemsError')} onRetry={() => void query.refetch()} />
      </Stack>
    );
  if (cards.length === 0) return null;
  return (
    <RowBlock
      title={title}
      count={query.data?.pages[0]?.totalItems}
      cards={cards}
      onOpen={onOpen}
      onLoadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
      loadingMore={query.isFetchingNextPage}
      testId={testId}
    />
  );
}

/** The customisation's banner when there is one, else a welcome with the person's name. */
function Welcome() {
  const { t } = useTranslation('learner');
  const settings = useClientSettings();
  const session = useSession();
  const images = settings.banners.active ? bannerImages(settings.banners.items) : [];
  const user = session.user;
  const name = user?.apelido || user?.nomeCompleto?.split(/\s+/)[0] || '';

  if (images.length > 0) {
    const banner = images[0];
    const image = <img src={banner.image} alt={t('home.bannerAlt')} className={classes.bannerImage} />;
    return (
      <Box className={classes.banner} data-testid="home-banner">
        {banner.link ? (
          <a href={banner.link} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        ) : (
          image
        )}
      </Box>
    );
  }
  return (
    <Box className={classes.hero} px={{ base: 'lg', sm: 40 }} py={{ base: 'lg', sm: 36 }} data-testid="home-welcome">
      <Stack gap={6} className={classes.heroContent}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {name ? t('home.greeting', { name }) : t('home.greetingAnonymous')}
        </Title>
        <Text size="md" opacity={0.9} maw={620}>
          {t('home.welcome')}
        </Text>
      </Stack>
    </Box>
  );
}
