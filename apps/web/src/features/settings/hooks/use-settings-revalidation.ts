import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useClientSettingsQuery } from '../api/get-client-settings.ts';

/**
 * Reads the client settings again when the page changes (docs/settings-look.md): the reply is a 304 while their
 * version is the same, and a new theme, logo or title shows at once when an administrator saved one.
 */
export function useSettingsRevalidation(): void {
  const { pathname } = useLocation();
  const { refetch } = useClientSettingsQuery();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [pathname, refetch]);
}
