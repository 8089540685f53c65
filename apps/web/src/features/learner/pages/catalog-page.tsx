import { Button, Center, Group, MultiSelect, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBooks, IconFilterOff, IconHeart, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MIDIA_TIPOS } from '@plataforma/shared/content';
import { INSCRICAO_STATUS } from '@plataforma/shared/enrolment';
import { CONTEUDO_TIPOS } from '@plataforma/shared/learner';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useActiveTenant } from '../../../lib/session.ts';
import { useBasicCategories, useBasicSkills } from '../../categories-skills';
import { countItemsQuery, sectionsInfiniteQuery, type LearnerFilterValues } from '../api/learner.ts';
import { ItemDialogHost } from '../components/item-dialog.tsx';
import { SectionBlock } from '../components/section-block.tsx';
import { EmptyBox, ErrorBox, RowSkeleton } from '../components/states.tsx';
import { useItemDialog } from '../hooks/use-item-dialog.ts';

type Filters = { search: string; tipos: string[]; categorias: string[]; competencias: string[]; status: string[]; obrigatorio: boolean };
const NO_FILTERS: Filters = { search: '', tipos: [], categorias: [], competencias: [], status: [], obrigatorio: false };

/**
 * /catalog (2-learner §2): the catalog sections (exibirNoAprendizado=false), 6 per page with 'load more', filtered by
 * type, category, skill, mandatory, the caller's status and a search; the number of items available
 * (CountActivesItems). `?view=<encodedTypeAndId>` opens an item over the catalog (share links).
 */
export function CatalogPage() {
  const { t } = useTranslation('learner');
  const tenant = useActiveTenant();
  const { open } = useItemDialog();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
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

function CatalogFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation('learner');
  const categories = useBasicCategories();
  const skills = useBasicSkills();
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  const typeOptions = [
    ...CONTEUDO_TIPOS.map((value) => ({ value, label: t(`kinds.${value}`) })),
    ...MIDIA_TIPOS.map((value) => ({ value, label: t(`common:mediaKind.${value}`) })),
  ];
  const any = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const common = { clearable: true, searchable: true, nothingFoundMessage: t('catalog.filters.nothingFound'), maxValues: 10, comboboxProps: { zIndex: 300 } } as const;

  return (
    <Paper withBorder radius="lg" p="md" data-testid="catalog-filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          value={filters.search}
          onChange={(event) => set('search', event.currentTarget.value)}
          label={t('catalog.filters.search')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 260 }}
          data-testid="catalog-search"
        />
        <MultiSelect {...common} label={t('catalog.filters.type')} data={typeOptions} value={filters.tipos} onChange={(v) => set('tipos', v)} w={{ base: '100%', sm: 200 }} data-testid="catalog-type" />
        <MultiSelect
          {...common}
          label={t('catalog.filters.category')}
          data={categories.data ?? []}
          value={filters.categorias}
          onChange={(v) => set('categorias', v)}
          w={{ base: '100%', sm: 200 }}
          data-testid="catalog-category"
        />
        <MultiSelect
          {...common}
          label={t('catalog.filters.skill')}
          data={skills.data ?? []}
          value={filters.competencias}
          onChange={(v) => set('competencias', v)}
          w={{ base: '100%', sm: 200 }}
          data-testid="catalog-skill"
        />
        <MultiSelect
          {...common}
          label={t('catalog.filters.status')}
          data={INSCRICAO_STATUS.map((value) => ({ value, label: t(`common:enrolmentStatus.${value}`) }))}
          value={filters.status}
          onChange={(v) => set('status', v)}
          w={{ base: '100%', sm: 200 }}
          data-testid="catalog-status"
        />
        <Switch
          label={t('catalog.filters.mandatory')}
          checked={filters.obrigatorio}
          onChange={(event) => set('obrigatorio', event.currentTarget.checked)}
          mb={8}
          data-testid="catalog-mandatory"
        />
        {any && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(NO_FILTERS)} mb={2} data-testid="catalog-clear">
            {t('catalog.filters.clear')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
