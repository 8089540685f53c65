import { Badge, Button, Drawer, Group, Paper, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/breakpoints.ts';
import { NO_CATALOG_FILTERS, activeFilterCount, hasCatalogFilters, type CatalogFilters as Filters } from '../utils/catalog-filters.ts';
import { CatalogFilterFields } from './catalog-filter-fields.tsx';

type Props = { filters: Filters; onChange: (next: Filters) => void };

/**
 * The catalog's filters. Wide screens show them all in a panel; phones keep the search on the page and move the rest
 * into a drawer behind a 'Filtros' button that shows how many are in use, so the first card stays above the fold.
 */
export function CatalogFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('learner');
  const isPhone = useIsPhone();
  const [opened, drawer] = useDisclosure(false);
  const count = activeFilterCount(filters);
  const any = hasCatalogFilters(filters);

  const search = (
    <TextInput
      value={filters.search}
      onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
      label={isPhone ? undefined : t('catalog.filters.search')}
      aria-label={isPhone ? t('catalog.filters.search') : undefined}
      placeholder={t('search.placeholder')}
      leftSection={<IconSearch size={16} />}
      w={isPhone ? undefined : 260}
      style={isPhone ? { flex: 1, minWidth: 0 } : undefined}
      data-testid="catalog-search"
    />
  );
  const clear = (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={() => onChange(NO_CATALOG_FILTERS)} mb={isPhone ? 0 : 2} data-testid="catalog-clear">
      {t('catalog.filters.clear')}
    </Button>
  );

  if (!isPhone) {
    return (
      <Paper withBorder radius="lg" p="md" data-testid="catalog-filters">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {search}
          <CatalogFilterFields filters={filters} onChange={onChange} stacked={false} />
          {any && clear}
        </Group>
      </Paper>
    );
  }

  return (
    <>
      <Group gap="xs" wrap="nowrap" data-testid="catalog-filters">
        {search}
        <Button
          variant={count > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle variant="filled" aria-hidden data-testid="catalog-filters-count">
                {count}
              </Badge>
            ) : undefined
          }
          onClick={drawer.open}
          aria-haspopup="dialog"
          aria-expanded={opened}
          style={{ flexShrink: 0 }}
          data-testid="catalog-filters-open"
        >
          {t('catalog.filters.open')}
          {count > 0 && <VisuallyHidden>{` (${t('catalog.filters.active', { count })})`}</VisuallyHidden>}
        </Button>
      </Group>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="bottom"
        radius="lg"
        title={t('catalog.filters.open')}
        // a bottom sheet as tall as its filters (at most the screen), not a fixed size
        styles={{ content: { height: 'auto' }, title: { fontWeight: 700 } }}
        data-testid="catalog-filters-drawer"
      >
        <Stack gap="sm" pb="md">
          <CatalogFilterFields filters={filters} onChange={onChange} stacked />
          <Group justify="space-between" mt="sm" wrap="nowrap">
            {any ? clear : <span />}
            <Button onClick={drawer.close} data-testid="catalog-filters-apply">
              {t('catalog.filters.showResults')}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
