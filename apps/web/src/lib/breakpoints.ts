import { useMediaQuery } from '@mantine/hooks';

/**
 * Layout breakpoints (docs/responsive.md), in em like Mantine's theme: phones are under `sm` (48em = 768 px); the
 * sidebar gives way to the burger menu and its drawer under `md` (62em = 992 px), where a 260 px sidebar would leave
 * the top bar too little room on tablets.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';
export const NAV_DRAWER_QUERY = '(max-width: 61.99em)';
/** The Mantine breakpoint of AppShell's navbar, matching NAV_DRAWER_QUERY. */
export const NAV_BREAKPOINT = 'md';

const now = { getInitialValueInEffect: false } as const;

/** True under 768 px: one column, icon buttons instead of labelled ones. */
export const useIsPhone = () => useMediaQuery(PHONE_QUERY, false, now) ?? false;

/** True under 992 px: the menu lives in the burger drawer instead of the sidebar. */
export const useNavInDrawer = () => useMediaQuery(NAV_DRAWER_QUERY, false, now) ?? false;
