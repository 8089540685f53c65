import { Button, Center, Pagination, Stack } from '@mantine/core';
import { IconBooks, IconHeart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useActiveTenant } from '../../../lib/session.ts';
import { favoritesQuery } from '../api/learner.ts';
import { CardsGrid } from '../components/cards-grid.tsx';
import { ItemDialogHost } from '../components/item-dialog.tsx';
import { EmptyBox, ErrorBox, PageLoader } from '../components/states.tsx';
import { useItemDialog } from '../hooks/use-item-dialog.ts';
import { fromFavoriteRow } from '../utils/card-view.ts';

/** Favourites per page of the grid ('12 for paged items elsewhere', 2-learner §9). */
export const FAVORITES_PAGE_SIZE = 12;

/** /catalog/favorites (2-learner §2): the caller's favourites in a grid, newest first, with paging (Secao/Favoritos). */
export function FavoritesPage() {
  const { t } = useTranslation('learner');
  const tenant = useActiveTenant();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { open } = useItemDialog();
  const query = useQuery(favoritesQuery(page, FAVORITES_PAGE_SIZE, tenant));
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', String(next));
      return copy;
    });

  return (
    <Stack gap="lg" pb="xl" data-testid="learner-favorites">
      <PageHeader icon={<IconHeart size={26} stroke={1.6} />} eyebrow={t('group')} title={t('favorites.title')} description={t('favorites.description')} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorBox error={query.error} fallback={t('feedback.sectionItemsError')} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyBox icon={<IconHeart size={32} stroke={1.5} />} title={t('favorites.emptyTitle')} description={t('favorites.emptyDescription')} testId="favorites-empty">
          <Button component={Link} to="/catalog" variant="light" leftSection={<IconBooks size={18} />}>
            {t('home.openCatalog')}
          </Button>
        </EmptyBox>
      ) : (
        <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <CardsGrid cards={query.data.data.map(fromFavoriteRow)} onOpen={open} testId="favorites-grid" />
          {query.data.totalPages > 1 && (
            <Center>
              <Pagination value={query.data.pageNumber} total={query.data.totalPages} onChange={setPage} />
            </Center>
          )}
        </Stack>
      )}
      <ItemDialogHost />
    </Stack>
  );
}
