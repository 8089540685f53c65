import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The four customisation screens of /settings/config (1-shell §3, 3-admin §7), in the order the menu lists them. */
export const SETTINGS_TABS = [
  { path: '/settings/config', titleKey: 'customisation' },
  { path: '/settings/config/parameterization', titleKey: 'parameterization' },
  { path: '/settings/config/login', titleKey: 'loginPage' },
  { path: '/settings/config/backgrounds-and-banners', titleKey: 'backgrounds' },
] as const;

/**
 * The tab bar over the customisation screens: each tab is its own route (a link that keeps the browser's history),
 * the current one marked for assistive technology by Mantine's tabs.
 */
export function SettingsTabs() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = SETTINGS_TABS.find((tab) => tab.path === pathname.replace(/\/$/, ''))?.path ?? SETTINGS_TABS[0].path;
  return (
    <Tabs value={current} onChange={(value) => value && value !== current && navigate(value)} mb="md" keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {SETTINGS_TABS.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path} style={{ whiteSpace: 'nowrap' }}>
            {t(`routes.${tab.titleKey}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
