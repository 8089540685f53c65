import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { searchSpotlight } from '../utils/search-store.ts';
import classes from './top-bar.module.css';

/** The search box look-alike of the top bar (Ctrl+K / ⌘K); an icon on small screens. */
export function SearchTrigger({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const os = useOs();
  const mod = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  if (compact) {
    return (
      <ActionIcon variant="subtle" color="gray" size={36} onClick={searchSpotlight.open} aria-label={t('search.trigger')} data-testid="search-trigger">
        <IconSearch size={20} stroke={1.7} />
      </ActionIcon>
    );
  }
  return (
    <UnstyledButton className={classes.searchTrigger} onClick={searchSpotlight.open} aria-keyshortcuts="Control+K Meta+K" data-testid="search-trigger">
      <Group gap={10} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <IconSearch size={17} stroke={1.8} className={classes.searchIcon} />
        <Text size="sm" c="dimmed" truncate>
          {t('search.trigger')}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap" className={classes.searchKeys} aria-hidden>
        <Kbd size="xs">{mod}</Kbd>
        <Kbd size="xs">K</Kbd>
      </Group>
    </UnstyledButton>
  );
}
