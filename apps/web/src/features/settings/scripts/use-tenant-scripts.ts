import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiUrl } from '../../../lib/api-client.ts';
import { isElevated, useSession } from '../../../lib/session.ts';
import { useClientSettings } from '../hooks/use-client-settings.ts';
import { mayRunTenantScripts, tenantScriptSources } from './tenant-scripts.ts';

/** Scripts added to this page already (a script runs once per page load; a changed one has a new key). */
const added = new Set<string>();

/**
 * Adds the client's scripts to the page where they may run (tenant-scripts.ts): each as a <script async> in <head>,
 * once per page load. A script cannot be taken back once it ran; the pages without them simply never add them.
 */
export function useTenantScripts(): void {
  const session = useSession();
  const settings = useClientSettings();
  const { pathname } = useLocation();
  const allowed = mayRunTenantScripts({
    authenticated: session.tokens !== null,
    elevated: isElevated(session),
    clientMode: session.clientMode !== null,
    tenantId: settings.tenantId,
    pathname,
  });
  const tenantId = settings.tenantId;
  const scripts = settings.scripts;
  useEffect(() => {
    if (!allowed || !tenantId) return;
    for (const { key, src } of tenantScriptSources(tenantId, scripts)) {
      const id = `${tenantId}:${key}`;
      if (added.has(id)) continue;
      added.add(id);
      const element = document.createElement('script');
      element.src = src.startsWith('/') ? apiUrl(src) : src;
      element.async = true;
      element.dataset.tenantScript = key;
      document.head.appendChild(element);
    }
  }, [allowed, tenantId, scripts]);
}
