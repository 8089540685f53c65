import { Badge, Button, Center, Group, Pagination, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useActiveTenant } from '../../../lib/session.ts';
import { searchQuery } from '../api/learner.ts';
import { CardsGrid } from '../components/cards-grid.tsx';
import { ItemDialogHost } from '../components/item-dialog.tsx';
import { EmptyBox, ErrorBox, PageLoader } from '../components/states.tsx';
import { useItemDialog } from '../hooks/use-item-dialog.ts';
import { SEARCH_GROUPS, normaliseSearch, searchCounts, searchPage, type SearchFilter } from '../utils/search-results.ts';

const FILTERS: SearchFilter[] = ['all', ...SEARCH_GROUPS];

/**
 * /search?query= (2-learner §2, §7 Search): the quick-search lists of the text (courses, trails and objects the caller
 * may see), all together or one kind, 16 a page. `kind` and `page` live in the address with the query.
 */
export function SearchPage() {
  const { t } = useTranslation('learner');
  const tenant = useActiveTenant();
  const [params, setParams] = useSearchParams();
  const text = normaliseSearch(params.get('query'));
  const filter = (FILTERS as string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as SearchFilter) : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { open } = useItemDialog();
  const [draft, setDraft] = useState(text);
  const [lastText, setLastText] = useState(text);
  if (lastText !== text) {
    // the address changed (top-bar search): the box follows it
    setLastText(text);
    setDraft(text);
  }
  const query = useQuery(searchQuery(text, tenant));
  const counts = searchCounts(query.data);
  const result = searchPage(query.data, filter, page);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ query: normaliseSearch(draft), page: null, kind: null });
  };

  return (
    <Stack gap="lg" pb="xl" data-testid="learner-search">
      <PageHeader icon={<IconSearch size={26} stroke={1.6} />} eyebrow={t('group')} title={text ? t('search.resultsFor', { query: text }) : t('search.title')} />
      <form onSubmit={submit}>
        <Group gap="sm" align="flex-end">
          <TextInput
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.title')}
            leftSection={<IconSearch size={16} />}
            w={{ base: '100%', sm: 420 }}
            data-testid="search-page-input"
          />
          <Button type="submit" disabled={!normaliseSearch(draft)} data-testid="search-page-submit">
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      {!text ? (
        <EmptyBox icon={<IconSearch size={32} stroke={1.5} />} title={t('search.noQuery')} testId="search-no-query" />
      ) : query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorBox error={query.error} fallback={t('feedback.somethingWrong')} onRetry={() => void query.refetch()} />
      ) : counts.all === 0 ? (
        <EmptyBox icon={<IconSearchOff size={32} stroke={1.5} />} title={t('search.emptyTitle')} description={t('search.empty', { query: text })} testId="search-empty" />
      ) : (
        <Stack gap="lg">
          <SegmentedControl
            value={filter}
            onChange={(value) => update({ kind: value === 'all' ? null : value, page: null })}
            data={FILTERS.map((value) => ({
              value,
              disabled: value !== 'all' && counts[value] === 0,
              label: (
                <Group gap={6} wrap="nowrap" justify="center">
                  {value === 'all' ? t('search.all') : t(`search.groups.${value}`)}
                  {counts[value] > 0 && (
                    <Badge size="xs" variant="light" radius="sm">
                      {counts[value]}
                    </Badge>
                  )}
                </Group>
              ),
            }))}
            w={{ base: '100%', sm: 'fit-content' }}
            data-testid="search-kinds"
          />
          <CardsGrid cards={result.cards} onOpen={open} testId="search-results" />
          {result.totalPages > 1 && (
            <Center>
              <Pagination value={result.page} total={result.totalPages} onChange={(next) => update({ page: String(next) })} />
            </Center>
          )}
        </Stack>
      )}
      <ItemDialogHost />
    </Stack>
  );
}
