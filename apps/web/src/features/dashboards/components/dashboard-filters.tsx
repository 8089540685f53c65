import { Button, Group, MultiSelect, Paper, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isDateRangeInOrder, type DashboardFilters } from '@plataforma/shared/dashboards';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';
import { useBasicDepartments, useBasicJobTitles, useBasicUnits } from '../../accounts';
import { useBasicUserOptions } from '../../users';
import { useDashboardContents } from '../api.ts';

type Props = { value: DashboardFilters; onChange: (next: DashboardFilters) => void };

/** Keeps the labels of chosen options while a search shows others (a MultiSelect needs every chosen value in `data`). */
const withChosen = (options: readonly { value: string; label: string }[], chosen: readonly string[], known: Map<string, string>) => {
  for (const o of options) known.set(o.value, o.label);
  const listed = new Set(options.map((o) => o.value));
  return [...options, ...chosen.filter((v) => !listed.has(v)).map((v) => ({ value: v, label: known.get(v) ?? v }))];
};

/** The date range of a panel (DataInicio, DataFim: whole days, both included). */
export function DateRangeFilter({ value, onChange }: Props) {
  const { t } = useTranslation('dashboards');
  const reversed = !isDateRangeInOrder(value.DataInicio, value.DataFim);
  return (
    <>
      <DateField
        label={t('filters.from')}
        value={value.DataInicio ?? null}
        onChange={(d) => onChange({ ...value, DataInicio: d ? String(d).slice(0, 10) : undefined })}
        clearable
        data-testid="filter-from"
      />
      <DateField
        label={t('filters.to')}
        value={value.DataFim ?? null}
        onChange={(d) => onChange({ ...value, DataFim: d ? String(d).slice(0, 10) : undefined })}
        clearable
        error={reversed ? t('filters.dateRange') : undefined}
        data-testid="filter-to"
      />
    </>
  );
}

/**
 * The manager panel's filters (2-learner §7 Dashboards): departments, job titles, business units, courses and trails,
 * people, and the date range. Empty lists mean 'all'; a reversed range is shown under the end date and not sent.
 */
export function DashboardFiltersBar({ value, onChange }: Props) {
  const { t } = useTranslation('dashboards');
  const departments = useBasicDepartments();
  const jobTitles = useBasicJobTitles();
  const units = useBasicUnits();
  const [contentSearch, setContentSearch] = useState('');
  const [contentQuery] = useDebouncedValue(contentSearch.trim(), 300);
  const contents = useDashboardContents(contentQuery);
  const [peopleSearch, setPeopleSearch] = useState('');
  const [peopleQuery] = useDebouncedValue(peopleSearch.trim(), 300);
  const people = useBasicUserOptions(peopleQuery, true);
  const known = useMemo(() => new Map<string, string>(), []);
  const contentOptions = withChosen(
    (contents.data ?? []).map((c) => ({ value: c.id, label: `${c.titulo} (${c.tipo === 'curso' ? t('contents.course') : t('contents.trail')})` })),
    value.ConteudoIds ?? [],
    known,
  );
  const peopleOptions = withChosen((people.data ?? []).map((p) => ({ value: p.value, label: p.label })), value.UsuariosIds ?? [], known);
  const any = Object.values(value).some((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
  const common = { clearable: true, searchable: true, placeholder: t('filters.any'), maxDropdownHeight: 260, nothingFoundMessage: '—', comboboxProps: { withinPortal: true } } as const;

  return (
    <Paper withBorder radius="md" p="md" mb="lg" data-testid="dashboard-filters" component="section" aria-label={t('filters.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MultiSelect {...common} label={t('filters.departments')} data={departments.data ?? []} value={value.DepartamentoIds ?? []} onChange={(v) => onChange({ ...value, DepartamentoIds: v })} data-testid="filter-departments" />
        <MultiSelect {...common} label={t('filters.jobTitles')} data={jobTitles.data ?? []} value={value.CargoIds ?? []} onChange={(v) => onChange({ ...value, CargoIds: v })} data-testid="filter-job-titles" />
        <MultiSelect {...common} label={t('filters.units')} data={units.data ?? []} value={value.UnidadeDeNegocioIds ?? []} onChange={(v) => onChange({ ...value, UnidadeDeNegocioIds: v })} data-testid="filter-units" />
        <MultiSelect
          {...common}
          label={t('filters.contents')}
          data={contentOptions}
          value={value.ConteudoIds ?? []}
          onChange={(v) => onChange({ ...value, ConteudoIds: v })}
          searchValue={contentSearch}
          onSearchChange={setContentSearch}
          filter={({ options }) => options}
          data-testid="filter-contents"
        />
        <MultiSelect
          {...common}
          label={t('filters.people')}
          data={peopleOptions}
          value={value.UsuariosIds ?? []}
          onChange={(v) => onChange({ ...value, UsuariosIds: v })}
          searchValue={peopleSearch}
          onSearchChange={setPeopleSearch}
          filter={({ options }) => options}
          data-testid="filter-people"
        />
        <DateRangeFilter value={value} onChange={onChange} />
        <Group align="flex-end">
          <Button variant="subtle" leftSection={<IconFilterOff size={16} />} disabled={!any} onClick={() => onChange({})} data-testid="filters-clear">
            {t('filters.clear')}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}

/** The filters as sent: a reversed date range is held back (the field says why). */
export const sendable = (value: DashboardFilters): DashboardFilters =>
  isDateRangeInOrder(value.DataInicio, value.DataFim) ? value : { ...value, DataInicio: undefined, DataFim: undefined };
