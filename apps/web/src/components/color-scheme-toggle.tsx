import { ActionIcon, Menu, Tooltip, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<MantineColorScheme, typeof IconSun> = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop };
const SCHEMES: MantineColorScheme[] = ['light', 'dark', 'auto'];

type ColorSchemeToggleProps = { size?: 'sm' | 'md' | 'lg' };

/** Light / dark / follow-the-system choice (local option `dark`: 0, 1, 2). */
export function ColorSchemeToggle({ size = 'lg' }: ColorSchemeToggleProps) {
  const { t } = useTranslation('common');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Current = ICONS[colorScheme];
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Tooltip label={t('theme.label')} openDelay={400} withArrow>
          <ActionIcon variant="subtle" color="gray" size={size} aria-label={t('theme.label')} data-testid="color-scheme-toggle">
            <Current size={20} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('theme.label')}</Menu.Label>
        {SCHEMES.map((scheme) => {
          const Icon = ICONS[scheme];
          return (
            <Menu.Item
              key={scheme}
              leftSection={<Icon size={16} stroke={1.7} />}
              rightSection={scheme === colorScheme ? <IconCheck size={16} /> : undefined}
              onClick={() => setColorScheme(scheme)}
            >
              {t(`theme.${scheme}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
