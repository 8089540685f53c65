import { CloseButton, Group, Paper, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { EXTERNAL_CERTIFICATE_STATUSES, EXTERNAL_CERTIFICATE_TYPES } from '@plataforma/shared/external-certificates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListStateControls } from '../../../components/data-table/index.ts';

type CertificateFilterBarProps = {
  list: ListStateControls;
  searchLabel: string;
  /** Shows the type picker (the administrator's list). */
  withType?: boolean;
  testId: string;
};

/** Status tabs (all / pending / approved / denied), a debounced search and, for managers, the type: URL filters. */
export function CertificateFilterBar({ list, searchLabel, withType = false, testId }: CertificateFilterBarProps) {
  const { t } = useTranslation('external-certificates');
  const { filters } = list.state;
  const [text, setText] = useState(filters.search ?? '');
  useEffect(() => setText(filters.search ?? ''), [filters.search]);
  const applySearch = useDebouncedCallback((value: string) => list.setFilter('search', value.trim()), 400);
  const status = filters.status && (EXTERNAL_CERTIFICATE_STATUSES as readonly string[]).includes(filters.status) ? filters.status : 'all';

  return (
    <Paper withBorder radius="lg" p="sm" mb="md" data-testid={`${testId}-filter-bar`}>
      <Stack gap="sm">
        <SegmentedControl
          value={status}
          onChange={(value) => list.setFilter('status', value === 'all' ? null : value)}
          data={[
            { value: 'all', label: t('filters.all') },
            ...EXTERNAL_CERTIFICATE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          w={{ base: '100%', sm: 'fit-content' }}
          aria-label={t('filters.status')}
          data-testid={`${testId}-status`}
        />
        <Group gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '2 1 280px', minWidth: 0 }}
            aria-label={searchLabel}
            placeholder={searchLabel}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            rightSection={
              text ? (
                <CloseButton
                  size="sm"
                  aria-label={t('filters.clearSearch')}
                  onClick={() => {
                    applySearch.cancel();
                    setText('');
                    list.setFilter('search', null);
                  }}
                />
              ) : null
            }
            data-testid={`${testId}-search`}
          />
          {withType && (
            <Select
              style={{ flex: '1 1 200px', minWidth: 0 }}
              aria-label={t('filters.type')}
              placeholder={t('filters.type')}
              data={EXTERNAL_CERTIFICATE_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
              value={filters.type || null}
              onChange={(value) => list.setFilter('type', value)}
              clearable
              data-testid={`${testId}-type`}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
