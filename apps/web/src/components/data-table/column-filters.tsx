import { Button, CloseButton, Group, SegmentedControl, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_SHORTCUTS, dateRangeFor, decodeDateRange, encodeDateRange, shortcutOf, type DateRange } from '@plataforma/shared';
import { formatDate } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import classes from './data-table.module.css';
import { DATA_TABLE_NS } from './locales.ts';

/** How a column is filtered: free text, one option of a list, yes/no, or a date range (with shortcuts). */
export type DataTableFilter =
  | { type: 'text'; placeholder?: string }
  | { type: 'select'; options: readonly { value: string; label: string }[]; placeholder?: string }
  | { type: 'boolean'; trueLabel?: string; falseLabel?: string }
  | { type: 'dateRange' };

type FilterProps = { value: string; onChange: (value: string) => void; close: () => void; testId: string };

/** Free text, applied as the person types (debounced) or on Enter. */
function TextFilter({ value, onChange, close, testId, placeholder }: FilterProps & { placeholder?: string }) {
  const { t } = useTranslation(DATA_TABLE_NS);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = useDebouncedCallback((next: string) => onChange(next), 400);
  return (
    <TextInput
      autoFocus
      w={260}
      size="sm"
      value={text}
      placeholder={placeholder ?? t('filters.search')}
      leftSection={<IconSearch size={16} />}
      rightSection={text ? <CloseButton size="sm" aria-label={t('filters.reset')} onClick={() => { setText(''); onChange(''); }} /> : null}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          apply.cancel?.();
          onChange(text);
          close();
        }
      }}
      data-testid={testId}
    />
  );
}

function SelectFilter({ value, onChange, testId, options, placeholder }: FilterProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const { t } = useTranslation(DATA_TABLE_NS);
  return (
    <Select
      w={260}
      size="sm"
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      placeholder={placeholder ?? t('filters.select')}
      clearable
      searchable={options.length > 4}
      comboboxProps={{ withinPortal: false }}
      data-testid={testId}
    />
  );
}

function BooleanFilter({ value, onChange, testId, trueLabel, falseLabel }: FilterProps & { trueLabel?: string; falseLabel?: string }) {
  const { t } = useTranslation(DATA_TABLE_NS);
  return (
    <SegmentedControl
      size="sm"
      value={value === 'true' || value === 'false' ? value : ''}
      onChange={onChange}
      data={[
        { value: '', label: t('filters.all') },
        { value: 'true', label: trueLabel ?? t('filters.yes') },
        { value: 'false', label: falseLabel ?? t('filters.no') },
      ]}
      data-testid={testId}
    />
  );
}

/** A calendar range with the shortcuts today, yesterday, this week and this month (1-shell §9). */
function DateRangeFilter({ value, onChange, close, testId }: FilterProps) {
  const { t } = useTranslation(DATA_TABLE_NS);
  const range = decodeDateRange(value);
  const [draft, setDraft] = useState<[string | null, string | null]>(range ? [range[0], range[1]] : [null, null]);
  const active = shortcutOf(range);
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-testid={testId}>
      <Stack gap={4} miw={128}>
        {DATE_RANGE_SHORTCUTS.map((shortcut) => (
          <UnstyledButton
            key={shortcut}
            className={classes.shortcut}
            data-active={active === shortcut || undefined}
            onClick={() => {
              const next = dateRangeFor(shortcut);
              setDraft(next);
              onChange(encodeDateRange(next));
              close();
            }}
            data-testid={`${testId}-${shortcut}`}
          >
            {t(`filters.${shortcut}`)}
          </UnstyledButton>
        ))}
      </Stack>
      <Stack gap="xs">
        <DatePicker
          type="range"
          allowSingleDateInRange
          size="sm"
          value={draft}
          onChange={(next) => {
            const pair: [string | null, string | null] = [next[0] ? String(next[0]) : null, next[1] ? String(next[1]) : null];
            setDraft(pair);
            if (pair[0] && pair[1]) onChange(encodeDateRange(pair));
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setDraft([null, null]);
              onChange('');
            }}
          >
            {t('filters.reset')}
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}

/** The filter control of a column (rendered in the column header's pop-over). */
export function ColumnFilter({ filter, ...props }: FilterProps & { filter: DataTableFilter }) {
  switch (filter.type) {
    case 'text':
      return <TextFilter {...props} placeholder={filter.placeholder} />;
    case 'select':
      return <SelectFilter {...props} options={filter.options} placeholder={filter.placeholder} />;
    case 'boolean':
      return <BooleanFilter {...props} trueLabel={filter.trueLabel} falseLabel={filter.falseLabel} />;
    case 'dateRange':
      return <DateRangeFilter {...props} />;
  }
}

/** The readable value of an active filter, for the chips above the table. */
export function useFilterText() {
  const { t } = useTranslation(DATA_TABLE_NS);
  const language = useLanguage();
  return (filter: DataTableFilter, value: string): string => {
    switch (filter.type) {
      case 'text':
        return `“${value}”`;
      case 'select':
        return filter.options.find((o) => o.value === value)?.label ?? value;
      case 'boolean':
        return value === 'true' ? (filter.trueLabel ?? t('filters.yes')) : (filter.falseLabel ?? t('filters.no'));
      case 'dateRange': {
        const range: DateRange | null = decodeDateRange(value);
        if (!range) return value;
        const shortcut = shortcutOf(range);
        if (shortcut) return t(`filters.${shortcut}`);
        const [from, to] = range;
        if (from && to && from === to) return formatDate(`${from}T00:00:00`, language);
        return `${from ? formatDate(`${from}T00:00:00`, language) : '…'} – ${to ? formatDate(`${to}T00:00:00`, language) : '…'}`;
      }
    }
  };
}

/** A removable chip of an active filter. */
export function FilterChip({ label, value, onRemove, removeLabel }: { label: string; value: string; onRemove: () => void; removeLabel: string }) {
  return (
    <Group gap={4} className={classes.chip} wrap="nowrap" data-testid="data-table-filter-chip">
      <Text size="xs" c="dimmed" fw={500}>
        {label}:
      </Text>
      <Text size="xs" fw={600} truncate maw={220}>
        {value}
      </Text>
      <CloseButton size="xs" radius="xl" aria-label={removeLabel} onClick={onRemove} />
    </Group>
  );
}
