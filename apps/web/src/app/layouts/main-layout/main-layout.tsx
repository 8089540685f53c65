import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../../components/skip-link.tsx';
import { TermsViewer } from '../../../components/terms-viewer/index.ts';
import { CommunicationsGate } from '../../../features/communications/index.ts';
import { useClientSettings, useDocumentTitle, useSettingsRevalidation, useTenantScripts } from '../../../features/settings/index.ts';
import {
  CLIENT_MODE_BANNER_HEIGHT,
  ClientModeBanner,
  ClientModePicker,
  CookieBanner,
  SearchSpotlight,
  Sidebar,
  TermsGate,
  TopBar,
  isClassroomPath,
  useVersionCheck,
} from '../../../features/shell/index.ts';
import { NAV_BREAKPOINT, useNavInDrawer } from '../../../lib/breakpoints.ts';
import { useSession } from '../../../lib/session.ts';
import classes from './main-layout.module.css';

/** Sidebar widths (1-shell §9): 260 px, 80 px minimised; under 992 px the menu is a drawer (docs/responsive.md). */
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_MINIMISED_WIDTH = 80;
export const TOP_BAR_HEIGHT = 64;
/** The main landmark, target of the skip link. */
const MAIN_CONTENT_ID = 'main-content';
const SIDEBAR_STATE_KEY = 'plataforma.shell.sidebarCollapsed';

/**
 * Main layout of the authenticated area (1-shell §2): collapsible sidebar built from the permissions, top bar
 * (menu toggle, environment badge, Ctrl+K search, theme, language, user menu), client-mode banner, terms-of-use
 * gate, communications pop-up, cookie banner and the new-version watcher. The page renders in the <Outlet/>.
 */
export function MainLayout() {
  useDocumentTitle();
  useSettingsRevalidation();
  useTenantScripts();
  const settings = useClientSettings();
  const session = useSession();
  const { pathname } = useLocation();
  const isMobile = useNavInDrawer();
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({ key: SIDEBAR_STATE_KEY, defaultValue: false, getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [pickerOpened, picker] = useDisclosure(false);
  const [termsPreview, setTermsPreview] = useState(false);
  const isClassroom = isClassroomPath(pathname);
  const bannerHeight = session.clientMode ? CLIENT_MODE_BANNER_HEIGHT : 0;

  useVersionCheck();

  // a chosen menu item, or a wider window, closes the drawer
  const closeDrawer = drawer.close;
  useEffect(() => {
    closeDrawer();
  }, [pathname, isMobile, closeDrawer]);

  return (
    <>
      <SkipLink target={MAIN_CONTENT_ID} />
      <ClientModeBanner />
      <AppShell
        layout="alt"
        padding={0}
        header={{ height: TOP_BAR_HEIGHT + bannerHeight }}
        navbar={{ width: collapsed ? SIDEBAR_MINIMISED_WIDTH : SIDEBAR_WIDTH, breakpoint: NAV_BREAKPOINT, collapsed: { mobile: true } }}
        styles={{
          header: { top: bannerHeight, height: TOP_BAR_HEIGHT },
          navbar: { top: bannerHeight, height: `calc(100dvh - ${bannerHeight}px)` },
        }}
        transitionDuration={180}
        data-testid="main-layout"
        data-sidebar={collapsed ? 'minimised' : 'expanded'}
      >
        <AppShell.Header>
          <TopBar
            isMobile={isMobile}
            isClassroom={isClassroom}
            sidebarCollapsed={collapsed}
            onToggleSidebar={() => setCollapsed((current) => !current)}
            onOpenDrawer={drawer.open}
            onOpenTerms={() => setTermsPreview(true)}
            onEnterClientMode={picker.open}
          />
        </AppShell.Header>
        <AppShell.Navbar>{!isMobile && <Sidebar collapsed={collapsed} />}</AppShell.Navbar>
        <AppShell.Main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
          <div className={classes.page}>
            <Outlet />
          </div>
        </AppShell.Main>
        <CookieBanner />
      </AppShell>

      <Drawer
        opened={drawerOpened && isMobile}
        onClose={drawer.close}
        size={SIDEBAR_WIDTH + 20}
        padding={0}
        withCloseButton={false}
        classNames={{ body: classes.drawerBody }}
        data-testid="nav-drawer"
      >
        <Sidebar collapsed={false} onNavigate={drawer.close} />
      </Drawer>

      <SearchSpotlight />
      <ClientModePicker opened={pickerOpened} onClose={picker.close} />
      <TermsViewer opened={termsPreview} termId={settings.general.termOfUse} mode="preview" onClose={() => setTermsPreview(false)} />
      <TermsGate />
      <CommunicationsGate />
    </>
  );
}
