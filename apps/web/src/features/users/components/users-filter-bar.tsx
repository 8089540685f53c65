import { CloseButton, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconBuilding, IconBuildingSkyscraper, IconClipboardCheck, IconMail, IconSitemap } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListStateControls } from '../../../components/data-table/index.ts';

type Option = { value: string; label: string };

/** The fields share the bar's width (one line at 1440 px, wrapping on narrow screens). */
const FIELD = { flex: '1 1 170px', minWidth: 0 } as const;

type UsersFilterBarProps = {
  list: ListStateControls;
  departments: readonly Option[];
  units: readonly Option[];
  /** Companies platform administration may look at; null hides the picker. */
  companies: readonly Option[] | null;
  company: string | null;
  onCompanyChange: (value: string | null) => void;
};

/**
 * The list's secondary filters (e-mail, department, unit, evaluator) above the table: their values live in the same
 * list state as the column filters (URL, chips in the table, back to page 1 on change). Platform administration also
 * picks the company whose users are listed.
 */
export function UsersFilterBar({ list, departments, units, companies, company, onCompanyChange }: UsersFilterBarProps) {
  const { t } = useTranslation('users');
  const { filters } = list.state;
  const [email, setEmail] = useState(filters.email ?? '');
  useEffect(() => setEmail(filters.email ?? ''), [filters.email]);
  const applyEmail = useDebouncedCallback((value: string) => list.setFilter('email', value), 400);

  return (
    <Paper withBorder radius="lg" p="sm" mb="md" data-testid="users-filter-bar">
      <Group gap="sm" wrap="wrap">
        {companies && (
          <Select
            style={FIELD}
            aria-label={t('company.label')}
            placeholder={t('company.placeholder')}
            leftSection={<IconBuildingSkyscraper size={16} />}
            data={companies.map((c) => ({ value: c.value, label: c.label }))}
            value={company}
            onChange={onCompanyChange}
            searchable
            clearable
            nothingFoundMessage={t('drawer.noOptions')}
            data-testid="users-company"
          />
        )}
        <TextInput
          style={FIELD}
          aria-label={t('fields.email')}
          placeholder={t('fields.email')}
          leftSection={<IconMail size={16} />}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            applyEmail(event.currentTarget.value);
          }}
          rightSection={
            email ? (
              <CloseButton
                size="sm"
                aria-label={t('actions.cancel')}
                onClick={() => {
                  setEmail('');
                  list.setFilter('email', null);
                }}
              />
            ) : null
          }
          data-testid="users-email-filter"
        />
        <Select
          style={FIELD}
          aria-label={t('fields.departamento')}
          placeholder={t('fields.departamento')}
          leftSection={<IconSitemap size={16} />}
          data={departments.map((d) => ({ value: d.value, label: d.label }))}
          value={filters.departamentoId || null}
          onChange={(value) => list.setFilter('departamentoId', value)}
          searchable
          clearable
          nothingFoundMessage={t('drawer.noOptions')}
          data-testid="users-department-filter"
        />
        <Select
          style={FIELD}
          aria-label={t('fields.unidade')}
          placeholder={t('fields.unidade')}
          leftSection={<IconBuilding size={16} />}
          data={units.map((u) => ({ value: u.value, label: u.label }))}
          value={filters.unidadeDeNegocioId || null}
          onChange={(value) => list.setFilter('unidadeDeNegocioId', value)}
          searchable
          clearable
          comboboxProps={{ width: 320, position: 'bottom-start' }}
          nothingFoundMessage={t('drawer.noOptions')}
          data-testid="users-unit-filter"
        />
        <Select
          style={FIELD}
          aria-label={t('fields.avaliador')}
          placeholder={t('fields.avaliador')}
          leftSection={<IconClipboardCheck size={16} />}
          data={[
            { value: 'true', label: `${t('fields.avaliador')}: ${t('yes')}` },
            { value: 'false', label: `${t('fields.avaliador')}: ${t('no')}` },
          ]}
          value={filters.avaliador || null}
          onChange={(value) => list.setFilter('avaliador', value)}
          clearable
          data-testid="users-evaluator-filter"
        />
      </Group>
    </Paper>
  );
}
