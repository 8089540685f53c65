import { Box, Collapse, Image, Menu, ScrollArea, Text, Tooltip, UnstyledButton, useComputedColorScheme } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { normalizeHex } from '@plataforma/shared/settings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { TruncationTooltip } from '../../../components/truncation-tooltip.tsx';
import { useClientSettings } from '../../settings';
import { useNavigation } from '../hooks/use-navigation.ts';
import { findActiveItem, type NavGroup, type NavGroupKey } from '../utils/navigation.ts';
import { NAV_ICONS } from './nav-icons.tsx';
import classes from './sidebar.module.css';

const TOOLTIP_DELAY = 400;
const OPEN_GROUPS_KEY = 'plataforma.shell.openGroups';

type SidebarProps = {
  /** Minimised (80 px, icons only). */
  collapsed: boolean;
  /** Shows the minimise toggle at the bottom (desktop). */
  onToggleCollapsed?: () => void;
  /** Called after a menu item is chosen (closes the drawer on small screens). */
  onNavigate?: () => void;
};

/** The sidebar content: the client's logo (or the page title), the permission-built menu, the minimise toggle. */
export function Sidebar({ collapsed, onToggleCollapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation('shell');
  const groups = useNavigation();
  const { pathname } = useLocation();
  const active = findActiveItem(groups, pathname);
  const [openGroups, setOpenGroups] = useLocalStorage<NavGroupKey[]>({
    key: OPEN_GROUPS_KEY,
    defaultValue: ['learning'],
    getInitialValueInEffect: false,
  });

  // The group holding the current page is always unfolded when the page is reached.
  const activeGroup = active?.group;
  useEffect(() => {
    if (activeGroup) setOpenGroups((current) => (current.includes(activeGroup) ? current : [...current, activeGroup]));
  }, [activeGroup, setOpenGroups]);

  const toggleGroup = (key: NavGroupKey) =>
    setOpenGroups((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));

  const customColor = normalizeHex(useClientSettings().colors.menu ?? '') !== null;

  return (
    <Box className={classes.root} data-collapsed={collapsed || undefined} data-custom={customColor || undefined} data-testid="sidebar">
      <SidebarBrand collapsed={collapsed} />
      <ScrollArea className={classes.scroll} type="hover" scrollbarSize={6} offsetScrollbars={false}>
        <nav aria-label={t('nav.label')} className={classes.nav} data-testid="main-nav">
          {groups.map((group) =>
            collapsed ? (
              <CollapsedGroup key={group.key} group={group} activePath={active?.item.path ?? null} active={activeGroup === group.key} onNavigate={onNavigate} />
            ) : (
              <ExpandedGroup
                key={group.key}
                group={group}
                opened={openGroups.includes(group.key)}
                onToggle={() => toggleGroup(group.key)}
                activePath={active?.item.path ?? null}
                onNavigate={onNavigate}
              />
            ),
          )}
        </nav>
      </ScrollArea>
      {onToggleCollapsed && (
        <Box className={classes.footer}>
          <Tooltip label={t('nav.expand')} position="right" openDelay={TOOLTIP_DELAY} disabled={!collapsed} withArrow>
            <UnstyledButton
              className={classes.collapseButton}
              onClick={onToggleCollapsed}
              aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
              aria-expanded={!collapsed}
              data-testid="sidebar-collapse"
            >
              {collapsed ? <IconLayoutSidebarLeftExpand size={20} stroke={1.7} /> : <IconLayoutSidebarLeftCollapse size={20} stroke={1.7} />}
              {!collapsed && <span>{t('nav.collapse')}</span>}
            </UnstyledButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}

function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const settings = useClientSettings();
  const scheme = useComputedColorScheme('light');
  const title = settings.page.title;
  const menuLogo = settings.logos.menu;
  const iconLogo = settings.logos.icon;
  return (
    <Box className={classes.brand} component={Link} to="/" aria-label={title} data-testid="sidebar-brand">
      {collapsed ? (
        iconLogo ? (
          <Image src={iconLogo} alt={title} h={36} w={36} fit="contain" />
        ) : (
          <BrandMark title={title} height={36} withTitle={false} />
        )
      ) : menuLogo ? (
        <Image src={menuLogo} alt={title} mah={48} maw={180} w="auto" fit="contain" data-scheme={scheme} />
      ) : (
        <BrandMark title={title} height={36} />
      )}
    </Box>
  );
}

type GroupProps = { group: NavGroup; activePath: string | null; onNavigate?: () => void };

function ExpandedGroup({ group, opened, onToggle, activePath, onNavigate }: GroupProps & { opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation('shell');
  const GroupIcon = NAV_ICONS[group.icon];
  const containsActive = group.items.some((item) => item.path === activePath);
  const panelId = `nav-group-${group.key}`;
  return (
    <Box className={classes.group} data-testid={`nav-group-${group.key}`}>
      <UnstyledButton
        className={classes.groupHeader}
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={panelId}
        data-active={containsActive || undefined}
      >
        <span className={classes.groupIcon}>
          <GroupIcon size={18} stroke={1.8} />
        </span>
        <span className={classes.groupLabel}>{t(`nav.groups.${group.key}`)}</span>
        <IconChevronDown size={16} className={classes.chevron} data-opened={opened || undefined} aria-hidden />
      </UnstyledButton>
      <Collapse expanded={opened} id={panelId} transitionDuration={180}>
        <ul className={classes.items}>
          {group.items.map((item) => {
            const ItemIcon = NAV_ICONS[item.key];
            const isActive = item.path === activePath;
            return (
              <li key={item.key}>
                <TruncationTooltip label={t(`nav.items.${item.key}`)}>
                  {(textRef, handlers) => (
                    <UnstyledButton
                      component={Link}
                      to={item.path}
                      className={classes.item}
                      data-active={isActive || undefined}
                      aria-current={isActive ? 'page' : undefined}
                      onClick={onNavigate}
                      {...handlers}
                      data-testid={`nav-item-${item.key}`}
                    >
                      <ItemIcon size={18} stroke={1.7} className={classes.itemIcon} />
                      <span ref={textRef} className={classes.itemLabel}>
                        {t(`nav.items.${item.key}`)}
                      </span>
                    </UnstyledButton>
                  )}
                </TruncationTooltip>
              </li>
            );
          })}
        </ul>
      </Collapse>
    </Box>
  );
}

function CollapsedGroup({ group, active, activePath, onNavigate }: GroupProps & { active: boolean }) {
  const { t } = useTranslation('shell');
  const GroupIcon = NAV_ICONS[group.icon];
  const label = t(`nav.groups.${group.key}`);
  return (
    <Menu position="right-start" offset={12} shadow="lg" width={248} withinPortal trigger="click" radius="md">
      <Menu.Target>
        <Tooltip label={label} position="right" openDelay={TOOLTIP_DELAY} withArrow>
          <UnstyledButton className={classes.iconButton} data-active={active || undefined} aria-label={label} data-testid={`nav-group-${group.key}`}>
            <GroupIcon size={22} stroke={1.7} />
          </UnstyledButton>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.4}>
            {label}
          </Text>
        </Menu.Label>
        {group.items.map((item) => {
          const ItemIcon = NAV_ICONS[item.key];
          const isActive = item.path === activePath;
          return (
            <Menu.Item
              key={item.key}
              component={Link}
              to={item.path}
              onClick={onNavigate}
              leftSection={<ItemIcon size={17} stroke={1.7} />}
              className={classes.menuItem}
              data-active={isActive || undefined}
              data-testid={`nav-item-${item.key}`}
            >
              {t(`nav.items.${item.key}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
