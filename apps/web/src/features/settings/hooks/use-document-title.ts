import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { composeDocumentTitle, routeTitleKey } from '../../../lib/route-titles.ts';
import { useClientSettings } from './use-client-settings.ts';

/**
 * Keeps <title> as '<route title> · <client page title>' ('Catálogo · Demo Academy') for the current path, in the
 * current language (WCAG 2.4.2). The layouts and the pages outside them call it once; routes come from
 * lib/route-titles.ts.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('common');
  const clientTitle = useClientSettings().page.title;
  const key = routeTitleKey(pathname);
  const routeTitle = key ? t(`routes.${key}`) : null;
  useEffect(() => {
    document.title = composeDocumentTitle(routeTitle, clientTitle);
  }, [routeTitle, clientTitle, i18n.language]);
}
