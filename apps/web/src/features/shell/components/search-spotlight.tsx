import '@mantine/spotlight/styles.css';

import { Avatar, Box, Button, Group, Kbd, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import {
  IconArrowRight,
  IconBook,
  IconFileText,
  IconHeadphones,
  IconLink,
  IconMovie,
  IconPackage,
  IconPhoto,
  IconRoute,
  IconSearch,
  IconSearchOff,
  IconSlideshow,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveTenant } from '../../../lib/session.ts';
import { quickSearchQueryOptions } from '../api/quick-search.ts';
import { searchSpotlight, searchStore } from '../utils/search-store.ts';
import { SEARCH_DEBOUNCE_MS, normaliseQuery, resultPath, searchPath, toSearchGroups, type SearchGroupKey, type SearchItem } from '../utils/search.ts';
import classes from './search-spotlight.module.css';

const TYPE_ICONS: Record<string, TablerIcon> = {
  video: IconMovie,
  audio: IconHeadphones,
  pdf: IconFileText,
  document: IconFileText,
  documento: IconFileText,
  image: IconPhoto,
  imagem: IconPhoto,
  scorm: IconPackage,
  link: IconLink,
  carousel: IconSlideshow,
  carrossel: IconSlideshow,
  curso: IconBook,
  course: IconBook,
  trilha: IconRoute,
  formacao: IconRoute,
};
const GROUP_ICONS: Record<SearchGroupKey, TablerIcon> = { midias: IconMovie, cursos: IconBook, formacoes: IconRoute };

function ResultThumb({ group, item }: { group: SearchGroupKey; item: SearchItem }) {
  const Icon = TYPE_ICONS[item.tipo?.toLowerCase()] ?? GROUP_ICONS[group];
  if (item.imagem) return <Avatar src={item.imagem} radius="md" size={40} alt="" />;
  return (
    <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
      <Icon size={20} stroke={1.7} />
    </ThemeIcon>
  );
}

/**
 * Content search overlay (1-shell §2, §7): Ctrl+K / ⌘K or the top-bar trigger. Typing sends GET midia/quickSearch
 * (debounced; a cancelled search is ignored; a failure shows empty lists) and lists Mídias, Cursos and Trilhas; Enter
 * or the submit button (disabled while the query is empty) opens /search?query=<text>.
 */
export function SearchSpotlight() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const tenant = useActiveTenant();
  const [query, setQuery] = useState('');
  const text = normaliseQuery(query);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useQuery(quickSearchQueryOptions(debounced, tenant));
  const settled = debounced === text && !search.isFetching;
  const groups = text && debounced === text ? toSearchGroups(search.data) : [];

  // the kind as the catalogue names it, never the API's code ('midia'); a media object shows its own kind
  const kindLabel = (group: SearchGroupKey, item: SearchItem) =>
    group === 'midias' && item.tipoMidia ? t(`common:mediaKind.${item.tipoMidia}`) : t(`search.kinds.${group}`);

  const submit = () => {
    if (!text) return;
    searchSpotlight.close();
    void navigate(searchPath(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // with a highlighted result Spotlight opens it; otherwise Enter opens the search page
    if (searchStore.getState().selected < 0) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={() => setQuery('')}
      shortcut={['mod + K']}
      tagsToIgnore={[]}
      scrollable
      maxHeight={440}
      size={640}
      radius="lg"
      yOffset="12vh"
      classNames={{ content: classes.content, search: classes.search, footer: classes.footer, actionsGroup: classes.group }}
      data-testid="search-spotlight"
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={20} stroke={1.7} />}
        rightSection={text && !settled ? <Loader size={16} /> : null}
        onKeyDown={onKeyDown}
        aria-label={t('search.trigger')}
        data-testid="search-input"
      />
      <Spotlight.ActionsList>
        {!text ? (
          <Spotlight.Empty>
            <Hint icon={IconSearch} title={t('search.hintEmpty')} />
          </Spotlight.Empty>
        ) : groups.length > 0 ? (
          groups.map((group) => (
            <Spotlight.ActionsGroup key={group.key} label={t(`search.groups.${group.key}`)} data-testid={`search-group-${group.key}`}>
              {group.items.map((item) => (
                <Spotlight.Action
                  key={`${group.key}-${item.id}`}
                  onClick={() => void navigate(resultPath(group.key, item))}
                  className={classes.action}
                  data-testid="search-result"
                >
                  <Group wrap="nowrap" gap="md" w="100%">
                    <ResultThumb group={group.key} item={item} />
                    <Box style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {item.titulo}
                      </Text>
                      <Text size="xs" c="dimmed" data-testid="search-result-kind">
                        {kindLabel(group.key, item)}
                      </Text>
                    </Box>
                    <IconArrowRight size={16} className={classes.actionArrow} aria-hidden />
                  </Group>
                </Spotlight.Action>
              ))}
            </Spotlight.ActionsGroup>
          ))
        ) : settled ? (
          <Spotlight.Empty data-testid="search-empty">
            <Hint icon={IconSearchOff} title={t('search.empty', { query: text })} description={t('search.emptyHint')} />
          </Spotlight.Empty>
        ) : (
          <Spotlight.Empty>
            <Group justify="center" gap="xs" py="lg">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                {t('search.loading')}
              </Text>
            </Group>
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" visibleFrom="sm" wrap="nowrap" style={{ minWidth: 0, overflow: 'hidden' }}>
            <KeyHint keys={['↑', '↓']} label={t('search.navigateHint')} />
            <KeyHint keys={['Esc']} label={t('search.closeHint')} />
          </Group>
          <Button
            size="sm"
            onClick={submit}
            disabled={!text}
            rightSection={<Kbd size="xs">↵</Kbd>}
            ml="auto"
            style={{ flexShrink: 0 }}
            data-testid="search-submit"
          >
            {t('search.submit')}
          </Button>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}

function Hint({ icon: Icon, title, description }: { icon: TablerIcon; title: string; description?: string }) {
  return (
    <Stack align="center" gap={6} py="xl">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <Icon size={24} stroke={1.6} />
      </ThemeIcon>
      <Text size="sm" fw={600} ta="center">
        {title}
      </Text>
      {description && (
        <Text size="xs" c="dimmed" ta="center">
          {description}
        </Text>
      )}
    </Stack>
  );
}

function KeyHint({ keys, label }: { keys: string[]; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keys.map((key) => (
        <Kbd key={key} size="xs">
          {key}
        </Kbd>
      ))}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}
