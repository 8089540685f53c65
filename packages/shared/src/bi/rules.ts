/**
 * Pure rules of BI panels (3-admin §3 'BI panel', §7 PainelVistraBI, §9 'Dashboard and BI tenant-bound parameters:
 * tenantId, superiorId, usuarioId'; docs/bi.md): which value each parameter takes for a viewer, the claims of the
 * signed embed token, the check that a viewer did not change a locked parameter, and the iframe address.
 */

/** Parameter types: the three the spec binds to the viewer on the server, and a fixed value set by the administrator. */
export const PARAMETER_TYPES = ['tenantId', 'superiorId', 'usuarioId', 'fixed'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** The classification a panel is meant for (null: everyone who may see it). */
export const PANEL_CLASSIFICATIONS = ['student', 'manager', 'admin'] as const;
export type PanelClassification = (typeof PANEL_CLASSIFICATIONS)[number];

/** Life of an embed token (Metabase's guidance for signed embedding is about ten minutes). */
export const EMBED_TTL_SECONDS = 10 * 60;
/** Life of the BI session token of Login/{clientId}, and of its refresh token. */
export const SESSION_TTL_SECONDS = 10 * 60;
export const REFRESH_TTL_SECONDS = 60 * 60;

/** A parameter id: a name the BI tool can use in a filter (letters, digits, underscores; not starting with a digit). */
export const PARAMETER_ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export type PanelParameter = { id: string; value: string; type: ParameterType; description?: string | null };
/** The person the panel is shown to, as the server knows them. */
export type Viewer = { tenantId: string; usuarioId: string; superiorId: string | null };

/**
 * The locked parameter values for a viewer: tenantId, superiorId and usuarioId from the viewer (a person without a
 * direct supervisor gets ''), fixed ones as stored. Every parameter is locked: the browser never chooses one.
 */
export const bindParameters = (parameters: readonly PanelParameter[], viewer: Viewer): Record<string, string> => {
  const bound: Record<string, string> = {};
  for (const p of parameters) {
    bound[p.id] = p.type === 'tenantId' ? viewer.tenantId : p.type === 'usuarioId' ? viewer.usuarioId : p.type === 'superiorId' ? (viewer.superiorId ?? '') : p.value;
  }
  return bound;
};

/**
 * The claims of a signed embed token, as Metabase's signed embedding reads them: the resource (the panel's code as the
 * dashboard), the locked parameters and the expiry (seconds since the epoch).
 */
export type EmbedClaims = { resource: { dashboard: string }; params: Record<string, string>; exp: number };
export const embedClaims = (code: string, bound: Record<string, string>, nowSeconds: number, ttlSeconds = EMBED_TTL_SECONDS): EmbedClaims => ({
  resource: { dashboard: code },
  params: { ...bound },
  exp: Math.floor(nowSeconds) + ttlSeconds,
});

/**
 * The parameters a request asked for that differ from the locked ones: an id the panel does not have, or a value other
 * than the bound one. Empty when the request only repeats (or omits) locked values.
 */
export const lockedParameterConflicts = (requested: readonly { id: string; valor?: string | null }[], bound: Record<string, string>): string[] =>
  requested.filter((r) => !Object.hasOwn(bound, r.id) || (r.valor ?? '') !== bound[r.id]).map((r) => r.id);

/** A panel address: an http(s) address, or a path of this platform (starting with one '/'). */
export const isPanelAddress = (value: string): boolean => {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The iframe's options, in Metabase's order: no border, no title (the page shows it). */
export const EMBED_OPTIONS = 'bordered=false&titled=false';

/**
 * The iframe address: `<panel address>/embed/dashboard/<token>#bordered=false&titled=false` (Metabase's signed
 * embedding). A path is resolved against the platform's public address; query and fragment of the address are dropped.
 */
export const embedAddress = (address: string, token: string, publicUrl: string): string => {
  const base = address.startsWith('/') ? `${publicUrl.replace(/\/$/, '')}${address}` : address;
  const clean = base.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${clean}/embed/dashboard/${encodeURIComponent(token)}#${EMBED_OPTIONS}`;
};

/** Whether a viewer of a classification may see a panel meant for `panel` (null: everyone). */
export const classificationAllows = (panel: PanelClassification | null, viewer: PanelClassification | null): boolean => panel === null || panel === viewer;
