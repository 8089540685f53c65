import { encodeDeviceToken, pushPermissionState, REGISTRATION_STATUS, shouldRegister, type PushPermissionState, type RegistrationStatus } from '@plataforma/shared/push';
import { findDevice, getPushPublicKey, registerDevice } from '../api.ts';

/**
 * The browser's side of Web Push (2-learner §4 'Push'; docs/push.md): the service worker (public/sw.js), the
 * subscription made with the platform's VAPID key, and its registration as the person's device, once after
 * permission is granted. Errors are only logged (status -1 token error, -2 permission error), as the spec says.
 */

export const SERVICE_WORKER_URL = '/sw.js';

export const isPushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext;

export const currentPermissionState = (): PushPermissionState => pushPermissionState(isPushSupported(), isPushSupported() ? Notification.permission : null);

/** Registration status of this browser for a person, kept per tab session (0 until the first try). */
const statuses = new Map<string, RegistrationStatus>();
export const registrationStatus = (userKey: string): RegistrationStatus => statuses.get(userKey) ?? REGISTRATION_STATUS.notStarted;

const base64UrlToBytes = (value: string): Uint8Array<ArrayBuffer> => {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const subscriptionToken = (sub: PushSubscription): string | null => {
  const json = sub.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return encodeDeviceToken({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
};

/** Subscribes this browser (or reuses its subscription) and registers it for the person unless already theirs. */
export async function registerThisBrowser(userKey: string, userName: string | null): Promise<RegistrationStatus> {
  const state = currentPermissionState();
  if (!shouldRegister(state, registrationStatus(userKey))) return registrationStatus(userKey);
  statuses.set(userKey, REGISTRATION_STATUS.inProgress);
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    await navigator.serviceWorker.ready;
    const { publicKey } = await getPushPublicKey();
    let sub = await registration.pushManager.getSubscription();
    // A subscription made with another key (keys rotated) cannot receive our pushes.
    const key = sub?.options.applicationServerKey ? new Uint8Array(sub.options.applicationServerKey) : null;
    const wanted = base64UrlToBytes(publicKey);
    if (sub && key && (key.length !== wanted.length || key.some((b, i) => b !== wanted[i]))) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted });
    const token = subscriptionToken(sub);
    if (!token) throw new Error('subscription without keys');
    if ((await findDevice(token)).length === 0) {
      await registerDevice({ userId: userKey, userName, type: 'PUSH', device: 'Web Browser', product: navigator.userAgent.slice(0, 200), token });
    }
    statuses.set(userKey, REGISTRATION_STATUS.done);
  } catch (err) {
    const status = currentPermissionState() === 'granted' ? REGISTRATION_STATUS.tokenError : REGISTRATION_STATUS.permissionError;
    statuses.set(userKey, status);
    console.warn('push registration failed', status, err);
  }
  return registrationStatus(userKey);
}

/** Asks the browser's permission (from a click), then registers when granted. Answers the new state. */
export async function enablePush(userKey: string, userName: string | null): Promise<PushPermissionState> {
  if (!isPushSupported()) return 'unsupported';
  try {
    await Notification.requestPermission();
  } catch (err) {
    statuses.set(userKey, REGISTRATION_STATUS.permissionError);
    console.warn('push permission failed', err);
  }
  const state = currentPermissionState();
  if (state === 'granted') await registerThisBrowser(userKey, userName);
  return state;
}
