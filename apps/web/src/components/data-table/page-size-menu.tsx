import { Button, Group, Menu, Text } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_TABLE_NS } from './locales.ts';

type PageSizeMenuProps = { value: number; options: readonly number[]; onChange: (value: number) => void };

/**
 * Records per page, in place of mantine-datatable's selector (whose button is named only by its number and whose
 * label is not tied to it): the button reads 'Registros por página: 20' and the menu marks the current size.
 */
export function PageSizeMenu({ value, options, onChange }: PageSizeMenuProps) {
  const { t } = useTranslation(DATA_TABLE_NS);
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="div" size="sm" id={labelId}>
        {t('perPage')}
      </Text>
      <Menu withArrow offset={2} position="top">
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            fw={400}
            rightSection={<IconSelector size={14} aria-hidden />}
            aria-label={t('perPageValue', { count: value })}
            data-testid="data-table-page-size"
          >
            {value}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-labelledby={labelId}>
          {options.map((option) => (
            <Menu.Item
              key={option}
              onClick={() => onChange(option)}
              aria-current={option === value || undefined}
              rightSection={option === value ? <IconCheck size={14} aria-hidden /> : null}
              data-testid={`data-table-page-size-${option}`}
            >
              {option}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
