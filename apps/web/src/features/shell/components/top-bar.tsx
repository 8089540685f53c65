import { ActionIcon, Box, Button, Group, Image, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from '@tabler/icons-react';
import { normalizeHex } from '@plataforma/shared/settings';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle.tsx';
import { UploadBar } from '../../content';
import { NotificationBell } from '../../push';
import { GamificationTrigger } from '../../gamification';
import { useIsPhone } from '../../../lib/breakpoints.ts';
import { useClientSettings } from '../../settings';
import { EnvironmentBadge } from './environment-badge.tsx';
import { LanguageButton } from './language-button.tsx';
import { SearchTrigger } from './search-trigger.tsx';
import { UserMenu } from './user-menu.tsx';
import classes from './top-bar.module.css';

type TopBarProps = {
  /** The menu is in the burger drawer (under 992 px) instead of the sidebar. */
  isMobile: boolean;
  /** On classroom routes a 'leave classroom' button replaces the menu on small screens. */
  isClassroom: boolean;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onOpenDrawer: () => void;
  onOpenTerms: () => void;
  onEnterClientMode: () => void;
};

/** Top bar: menu toggle, search trigger, environment badge, uploads, notifications, theme, language and the person's menu. */
export function TopBar({ isMobile, isClassroom, sidebarCollapsed, onToggleSidebar, onOpenDrawer, onOpenTerms, onEnterClientMode }: TopBarProps) {
  const { t } = useTranslation('shell');
  const settings = useClientSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const isPhone = useIsPhone();

  const leaveClassroom = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/home');
  };

  return (
    <Box className={classes.bar} data-custom={normalizeHex(settings.colors.topBar ?? '') ? true : undefined} data-testid="top-bar">
      {isMobile && isClassroom ? (
        <Button variant="subtle" color="gray" size="compact-md" leftSection={<IconArrowLeft size={18} />} onClick={leaveClassroom} data-testid="leave-classroom">
          {t('nav.leaveClassroom')}
        </Button>
      ) : isMobile ? (
        <ActionIcon variant="subtle" color="gray" size={38} onClick={onOpenDrawer} aria-label={t('nav.openMenu')} data-testid="menu-toggle">
          <IconMenu2 size={22} stroke={1.8} />
        </ActionIcon>
      ) : (
        <Tooltip label={sidebarCollapsed ? t('nav.expand') : t('nav.collapse')} openDelay={400} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={38}
            onClick={onToggleSidebar}
            aria-label={sidebarCollapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!sidebarCollapsed}
            data-testid="menu-toggle"
          >
            {sidebarCollapsed ? <IconLayoutSidebarLeftExpand size={22} stroke={1.7} /> : <IconLayoutSidebarLeftCollapse size={22} stroke={1.7} />}
          </ActionIcon>
        </Tooltip>
      )}

      {isMobile && !isClassroom && (
        <Box component={Link} to="/" aria-label={settings.page.title} className={classes.logo}>
          {settings.logos.icon ? (
            <Image src={settings.logos.icon} alt={settings.page.title} h={32} w={32} fit="contain" />
          ) : (
            <BrandMark title={settings.page.title} height={32} withTitle={false} />
          )}
        </Box>
      )}

      {!isPhone && <SearchTrigger compact={false} />}

      <Group gap={isPhone ? 4 : 6} wrap="nowrap" ml="auto" className={classes.actions}>
        <EnvironmentBadge compact={isPhone} />
        {isPhone && <SearchTrigger compact />}
        <UploadBar />
        <NotificationBell />
        <GamificationTrigger />
        <ColorSchemeToggle size="lg" />
        <LanguageButton compact={isPhone} className={classes.language} />
        {!isMobile && <span className={classes.divider} aria-hidden />}
        <UserMenu withDetails={!isMobile} onOpenTerms={onOpenTerms} onEnterClientMode={onEnterClientMode} />
      </Group>
    </Box>
  );
}
