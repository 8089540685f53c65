import { MAIN_ROUTES } from '../../../lib/route-access.ts';

/** A script of the client's settings (`scripts`: name, content or link). */
export type TenantScript = { name: string; content: string; isLink: boolean };

/** Where the client's scripts may run (docs/settings-look.md, decision 0027). */
export type ScriptContext = {
  authenticated: boolean;
  /** Admin mode: an elevated person outside client mode, on the platform's own administration. */
  elevated: boolean;
  /** Client mode: a person of the platform acting in a customer's tenant (never one of its users). */
  clientMode: boolean;
  tenantId: string | null;
  pathname: string;
};

/** The customisation screens: never with the client's scripts, so a broken script can always be removed there. */
const CUSTOMISATION = /^\/settings\/config(\/|$)/i;

const ADMIN_ONLY_PREFIXES = MAIN_ROUTES.filter((route) => route.adminOnly).map((route) => route.path.replace(/\/:.*$/, ''));

/**
 * The client's scripts run for that tenant's own users only: signed in, not in admin mode nor client mode (the
 * platform's people, whose sessions carry the platform's privileges), and not on the platform's administration pages
 * (the admin-only routes) nor the customisation screens.
 */
export function mayRunTenantScripts(context: ScriptContext): boolean {
  if (!context.authenticated || context.elevated || context.clientMode || !context.tenantId) return false;
  const path = context.pathname.replace(/\/+$/, '').toLowerCase();
  if (CUSTOMISATION.test(path)) return false;
  return !ADMIN_ONLY_PREFIXES.some((prefix) => path === prefix.toLowerCase() || path.startsWith(`${prefix.toLowerCase()}/`));
}

/** A short stable hash (FNV-1a, base 36) that changes the content script's address when its text changes. */
export function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The addresses the page loads: a content script from this origin (GET Parametro/script/{tenant}/{index}, allowed by
 * `script-src 'self'`), a link as written when it is https (its origin is in the page's policy on the tenant's own
 * sub-domain). Empty ones and other links are skipped.
 */
export function tenantScriptSources(tenantId: string, scripts: readonly TenantScript[]): { key: string; src: string }[] {
  const sources: { key: string; src: string }[] = [];
  scripts.forEach((script, index) => {
    const content = script.content.trim();
    if (!content) return;
    if (!script.isLink) {
      const version = contentVersion(content);
      sources.push({ key: `${index}-${version}`, src: `/api/v1/Parametro/script/${tenantId}/${index}?v=${version}` });
      return;
    }
    try {
      const url = new URL(content);
      if (url.protocol === 'https:') sources.push({ key: `link-${url.href}`, src: url.href });
    } catch {
      // not an address
    }
  });
  return sources;
}
