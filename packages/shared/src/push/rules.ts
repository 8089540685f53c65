/**
 * Pure rules of Web Push and the notifications drawer (2-learner §3 'Push notification', §4 'Push', §9 sizes;
 * docs/push.md).
 */

/** 'SENT' means unread (2-learner §3); a notification read by id turns 'READ'. */
export const PUSH_STATUSES = ['SENT', 'READ'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** What a notification is about (the events that produce one, a communication, or a send through POST Push). */
export const PUSH_KINDS = ['correcao', 'certificado', 'certificadoExterno', 'comunicacao', 'inscricao', 'manual'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The drawer lists 16 per page (2-learner §9). */
export const DRAWER_PAGE_SIZE = 16;
/** Push/List without a size (2-learner §9 'Push list default size'). */
export const PUSH_LIST_DEFAULT_SIZE = 10;
/** 'User notifications otherwise request 10000' (2-learner §7): the largest page. */
export const PUSH_LIST_MAX_SIZE = 10_000;

export const PUSH_TITLE_MAX = 120;
export const PUSH_CONTENT_MAX = 1_000;
export const PUSH_LINK_MAX = 1_000;
/** People of one POST Push. */
export const PUSH_RECIPIENTS_MAX = 1_000;
/** A device token: the browser's push subscription, serialised (docs/push.md). */
export const DEVICE_TOKEN_MAX = 2_000;

/**
 * The permission prompt's state (2-learner §4, §8): 'unsupported' when the browser has no service worker, Push API or
 * Notification API (a warning), else the browser's permission: 'default' shows the enable prompt, 'denied' a warning,
 * 'granted' registers the device once.
 */
export type PushPermissionState = 'unsupported' | 'default' | 'granted' | 'denied';

export const pushPermissionState = (supported: boolean, permission: string | null | undefined): PushPermissionState => {
  if (!supported) return 'unsupported';
  return permission === 'granted' || permission === 'denied' ? permission : 'default';
};

/** Token registration status (2-learner §4): 0 not started, 1 in progress, 2 done, -1 token error, -2 permission error. */
export const REGISTRATION_STATUS = { notStarted: 0, inProgress: 1, done: 2, tokenError: -1, permissionError: -2 } as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

/** Whether the device should be registered now: permission granted and not done nor under way. */
export const shouldRegister = (state: PushPermissionState, status: RegistrationStatus): boolean =>
  state === 'granted' && status !== REGISTRATION_STATUS.done && status !== REGISTRATION_STATUS.inProgress;

/** Empty content shows '(Conteúdo em branco)' (2-learner §8): true when nothing but blanks is left. */
export const isBlankContent = (content: string | null | undefined): boolean => !content || content.trim() === '';

/** The bell's badge: the count, '99+' above 99, nothing at 0. */
export const unreadBadge = (unread: number): string | null => (unread <= 0 ? null : unread > 99 ? '99+' : String(unread));

/**
 * A notification's link is a path of the platform ('/gestao/...') or an https address; anything else (javascript:,
 * protocol-relative '//host') is refused so a click never runs script or leaves for an unexpected scheme.
 */
export const isSafeLink = (link: string): boolean => {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
};

/** A device token is the browser's PushSubscription (endpoint and keys) as base64url JSON, so it fits in a path. */
export type PushSubscriptionKeys = { endpoint: string; keys: { p256dh: string; auth: string } };

const base64UrlPattern = /^[A-Za-z0-9_-]+$/;

/** The token of a subscription (the browser's `subscription.toJSON()`). */
export const encodeDeviceToken = (sub: PushSubscriptionKeys): string => {
  const json = JSON.stringify({ endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The subscription a token carries, or null when it is not one (an https endpoint and both keys in base64url). */
export const decodeDeviceToken = (token: string): PushSubscriptionKeys | null => {
  if (!token || token.length > DEVICE_TOKEN_MAX || !base64UrlPattern.test(token)) return null;
  try {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const value = JSON.parse(json) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
    const { endpoint } = value;
    const p256dh = value.keys?.p256dh;
    const auth = value.keys?.auth;
    if (typeof endpoint !== 'string' || typeof p256dh !== 'string' || typeof auth !== 'string') return null;
    if (new URL(endpoint).protocol !== 'https:') return null;
    // An uncompressed P-256 point is 65 bytes (87 characters), the auth secret 16 bytes (22 characters).
    if (!base64UrlPattern.test(p256dh.replace(/=+$/, '')) || p256dh.replace(/=+$/, '').length !== 87) return null;
    if (!base64UrlPattern.test(auth.replace(/=+$/, '')) || auth.replace(/=+$/, '').length !== 22) return null;
    return { endpoint, keys: { p256dh: p256dh.replace(/=+$/, ''), auth: auth.replace(/=+$/, '') } };
  } catch {
    return null;
  }
};

/**
 * The push services the platform sends to by default (docs/push.md): Chrome and Edge (FCM), Firefox (Mozilla autopush),
 * Windows (WNS) and Safari (Apple). A subscription elsewhere is refused, so a made-up endpoint never turns the server
 * into a client of an internal address. `PUSH_SERVICE_HOSTS` replaces the list.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'] as const;

/** Whether the endpoint's host is one of `hosts` or a subdomain of one ('evilfcm.googleapis.com' is neither). */
export const isKnownPushService = (endpoint: string, hosts: readonly string[]): boolean => {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((known) => {
    const k = known.trim().toLowerCase();
    return k !== '' && (host === k || host.endsWith(`.${k}`));
  });
};
