import { CloseButton, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { useListState } from './use-list-state.ts';

const FIELD = { flex: '1 1 200px', minWidth: 0 } as const;

type Option = { value: string; label: string };

export type SearchFilterBarProps = {
  list: ReturnType<typeof useListState>;
  search: { label: string; clearLabel: string };
  /** Skill picker: the list filter it sets and its options. */
  skills: { label: string; filter: string; options: Option[] };
  /** Origin picker: the list filter it sets and its options. */
  origin: { label: string; filter: string; options: Option[] };
  /** Prefix of the test ids (`-filter-bar`, `-search`, `-skill-filter`, `-origin-filter`). */
  testId: string;
};

/**
 * The bar above a content list (repository, courses, trails): a debounced free-text search, a skill and an origin
 * picker, all kept in the list's URL filters. Kind, category and status stay as column filters of the table.
 */
export function SearchFilterBar({ list, search, skills, origin, testId }: SearchFilterBarProps) {
  const { filters } = list.state;
  const [text, setText] = useState(filters.search ?? '');
  useEffect(() => setText(filters.search ?? ''), [filters.search]);
  const apply = useDebouncedCallback((value: string) => list.setFilter('search', value), 400);

  return (
    <Paper withBorder radius="lg" p="sm" mb="md" data-testid={`${testId}-filter-bar`}>
      <Group gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: '2 1 280px', minWidth: 0 }}
          aria-label={search.label}
          placeholder={search.label}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            apply(event.currentTarget.value);
          }}
          rightSection={
            text ? (
              <CloseButton
                size="sm"
                aria-label={search.clearLabel}
                onClick={() => {
                  setText('');
                  list.setFilter('search', null);
                }}
              />
            ) : null
          }
          data-testid={`${testId}-search`}
        />
        <Select
          style={FIELD}
          aria-label={skills.label}
          placeholder={skills.label}
          leftSection={<IconSparkles size={16} />}
          data={skills.options}
          value={filters[skills.filter] || null}
          onChange={(value) => list.setFilter(skills.filter, value)}
          searchable
          clearable
          data-testid={`${testId}-skill-filter`}
        />
        <Select
          style={FIELD}
          aria-label={origin.label}
          placeholder={origin.label}
          data={origin.options}
          value={filters[origin.filter] || null}
          onChange={(value) => list.setFilter(origin.filter, value)}
          clearable
          data-testid={`${testId}-origin-filter`}
        />
      </Group>
    </Paper>
  );
}
