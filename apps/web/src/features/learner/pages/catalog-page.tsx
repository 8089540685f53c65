import { Button, Center, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBooks, IconHeart } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useActiveTenant } from '../../../lib/session.ts';
import { RotatingBanner } from '../../settings';
import { countItemsQuery, sectionsInfiniteQuery, type LearnerFilterValues } from '../api/learner.ts';
import { CatalogFilters } from '../components/catalog-filters.tsx';
import { ItemDialogHost } from '../components/item-dialog.tsx';
import { SectionBlock } from '../components/section-block.tsx';
import { EmptyBox, ErrorBox, RowSkeleton } from '../components/states.tsx';
import { useItemDialog } from '../hooks/use-item-dialog.ts';
import { NO_CATALOG_FILTERS, type CatalogFilters as CatalogFilterValues } from '../utils/catalog-filters.ts';


/**
 * /catalog (2-learner §2): the catalog sections (exibirNoAprendizado=false), 6 per page with 'load more', filtered by
 * type, category, skill, mandatory, the caller's status and a search; the number of items available
 * (CountActivesItems). `?view=<encodedTypeAndId>` opens an item over the catalog (share links).
 */
export function CatalogPage() {
  const { t } = useTranslation('learner');
  const tenant = useActiveTenant();
  const { open } = useItemDialog();
  const [filters, setFilters] = useState<CatalogFilterValues>(NO_CATALOG_FILTERS);
  const [search] = useDebouncedValue(filters.search.trim(), 350);
  const values: LearnerFilterValues = useMemo(
    () => ({
      search,
      tiposConteudos: filters.tipos,
      categoriasIds: filters.categorias,
      competenciasIds: filters.competencias,
      status: filters.status,
      obrigatorio: filters.obrigatorio || undefined,
    }),
    [search, filters.tipos, filters.categorias, filters.competencias, filters.status, filters.obrigatorio],
  );
  const filtered = Object.values(values).some((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
  const sections = useInfiniteQuery(sectionsInfiniteQuery(false, values, tenant));
  const count = useQuery(countItemsQuery(false, values, tenant));
  const list = sections.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Stack gap="lg" pb="xl" data-testid="learner-catalog">
      <RotatingBanner ambiente="Catalogo" tenant={tenant} />
      <PageHeader
        icon={<IconBooks size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('catalog.title')}
        description={
          count.isError ? (
            <Text span size="sm" c="red.7" data-testid="catalog-count-error">
              {t('feedback.countError')}
            </Text>
          ) : count.data ? (
            <span data-testid="catalog-count">{t('catalog.total', { count: count.data.total })}</span>
          ) : (
            t('catalog.description')
          )
        }
        actions={
          <Button component={Link} to="/catalog/favorites" variant="light" color="red" leftSection={<IconHeart size={18} />} data-testid="catalog-favorites">
            {t('catalog.favorites')}
          </Button>
        }
      />
      <CatalogFilters filters={filters} onChange={setFilters} />
      {sections.isPending ? (
        <RowSkeleton />
      ) : sections.isError ? (
        <ErrorBox error={sections.error} fallback={t('feedback.sectionItemsError')} onRetry={() => void sections.refetch()} testId="catalog-error" />
      ) : list.length === 0 ? (
        <EmptyBox
          icon={<IconBooks size={32} stroke={1.5} />}
          title={t('catalog.emptyTitle')}
          description={filtered ? t('catalog.emptyFiltered') : t('catalog.emptyDescription')}
          testId="catalog-empty"
        />
      ) : (
        <Stack gap={36} style={{ opacity: sections.isPlaceholderData ? 0.6 : 1 }}>
          {list.map((section) => (
            <SectionBlock key={section.id} section={section} onOpen={open} />
          ))}
        </Stack>
      )}
      {sections.hasNextPage && (
        <Center>
          <Button variant="light" onClick={() => void sections.fetchNextPage()} loading={sections.isFetchingNextPage} data-testid="sections-load-more">
            {t('section.loadMore')}
          </Button>
        </Center>
      )}
      <ItemDialogHost />
    </Stack>
  );
}
