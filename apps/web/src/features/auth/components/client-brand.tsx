import { Anchor, useComputedColorScheme } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { useClientSettings } from '../../settings';

/** The client's login logo (by colour scheme) linking to the start. */
export function ClientBrand() {
  const settings = useClientSettings();
  const scheme = useComputedColorScheme('light');
  const logo = scheme === 'dark' ? (settings.logos.loginDark ?? settings.logos.loginLight) : (settings.logos.loginLight ?? settings.logos.loginDark);
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={settings.page.title}>
      <BrandMark logo={logo ?? settings.logos.menu} title={settings.page.title} height={logo ? 44 : 36} />
    </Anchor>
  );
}
