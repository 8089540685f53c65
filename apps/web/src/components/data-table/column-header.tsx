import { ActionIcon, Popover, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconFilter, IconFilterFilled } from '@tabler/icons-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import { DATA_TABLE_NS } from './locales.ts';

export type SortDirection = 'asc' | 'desc';

type ColumnHeaderProps = {
  columnKey: string;
  title: string;
  /** Present when the column sorts: its current direction (undefined when another column sorts) and the toggle. */
  sort?: { direction: SortDirection | undefined; onSort: () => void };
  /** Present when the column filters: whether a value is applied and the pop-over's content. */
  filter?: { active: boolean; render: (close: () => void) => ReactNode };
  align?: 'left' | 'center' | 'right';
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The header of a column: the title as a sort button and, beside it (never inside it), the filter button that opens
 * the column's filter pop-over. mantine-datatable's own sortable header makes the whole cell a `role=button` with the
 * filter button nested inside it and English-only sort labels, so the table gets neither `sortable` nor `filter` and
 * renders this as the column title. The sort state is announced by `aria-sort` on the header cell.
 */
export function ColumnHeader({ columnKey, title, sort, filter, align }: ColumnHeaderProps) {
  const { t } = useTranslation(DATA_TABLE_NS);
  const [opened, { close, toggle }] = useDisclosure(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const direction = sort?.direction;

  useLayoutEffect(() => {
    const cell = ref.current?.closest('th');
    if (!cell) return;
    if (direction) cell.setAttribute('aria-sort', ARIA_SORT[direction]);
    else cell.removeAttribute('aria-sort');
  }, [direction]);

  // Closing with the keyboard (a filter applied with Enter, a date shortcut, Escape) gives the focus back to the filter
  // button. It is moved after the key's own events: moved during keydown, the Enter would also press the button and
  // open the pop-over again. An outside click closes without it (the focus goes where the person clicked).
  const closeToButton = () => {
    close();
    window.setTimeout(() => trigger.current?.focus(), 0);
  };

  const SortIcon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  const FilterIcon = filter?.active ? IconFilterFilled : IconFilter;
  const filterLabel = t('filters.filterBy', { column: title });

  return (
    <div ref={ref} className={classes.columnHeader} data-align={align} data-testid={`column-header-${columnKey}`}>
      {sort ? (
        <UnstyledButton
          className={classes.sortButton}
          onClick={sort.onSort}
          data-sorted={direction}
          title={direction ? t(`sort.${direction}`) : t('sort.none')}
          data-testid={`sort-${columnKey}`}
        >
          <span className={classes.columnTitle}>{title}</span>
          <SortIcon size={14} stroke={2} aria-hidden className={classes.sortIcon} data-active={direction ? true : undefined} />
        </UnstyledButton>
      ) : (
        <span className={classes.columnTitle}>{title}</span>
      )}
      {filter && (
        <Popover opened={opened} onDismiss={close} closeOnEscape={false} trapFocus returnFocus={false} withArrow shadow="md" radius="md" position="bottom" withinPortal>
          <Popover.Target>
            <ActionIcon
              ref={trigger}
              // 24 px: the smallest target WCAG 2.2 (2.5.8) accepts, also in a narrow column beside the sort button
              size={24}
              variant={filter.active ? 'light' : 'subtle'}
              color={filter.active ? undefined : 'gray'}
              aria-label={filterLabel}
              data-active={filter.active || undefined}
              onClick={toggle}
              data-testid={`filter-button-${columnKey}`}
            >
              <FilterIcon size={14} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown
            aria-label={filterLabel}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !event.defaultPrevented) {
                event.stopPropagation();
                closeToButton();
              }
            }}
            data-testid={`filter-popover-${columnKey}`}
          >
            {opened && filter.render(closeToButton)}
          </Popover.Dropdown>
        </Popover>
      )}
    </div>
  );
}
