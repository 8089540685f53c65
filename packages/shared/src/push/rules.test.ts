import { describe, expect, it } from 'vitest';
import { listPushRequestSchema, sendPushRequestSchema } from './contracts.ts';
import {
  decodeDeviceToken,
  DEFAULT_PUSH_SERVICE_HOSTS,
  encodeDeviceToken,
  isBlankContent,
  isKnownPushService,
  isSafeLink,
  pushPermissionState,
  REGISTRATION_STATUS,
  shouldRegister,
  unreadBadge,
} from './rules.ts';

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);
const sub = { endpoint: 'https://push.example.com/send/abc?x=1', keys: { p256dh: P256DH, auth: AUTH } };

describe('permission prompt states', () => {
  it('is unsupported without the browser APIs, else the browser permission (default when unknown)', () => {
    expect(pushPermissionState(false, 'granted')).toBe('unsupported');
    expect(pushPermissionState(true, 'granted')).toBe('granted');
    expect(pushPermissionState(true, 'denied')).toBe('denied');
    expect(pushPermissionState(true, 'default')).toBe('default');
    expect(pushPermissionState(true, 'prompt')).toBe('default');
    expect(pushPermissionState(true, undefined)).toBe('default');
  });

  it('registers once: only when granted and neither done nor under way', () => {
    expect(shouldRegister('granted', REGISTRATION_STATUS.notStarted)).toBe(true);
    expect(shouldRegister('granted', REGISTRATION_STATUS.tokenError)).toBe(true);
    expect(shouldRegister('granted', REGISTRATION_STATUS.inProgress)).toBe(false);
    expect(shouldRegister('granted', REGISTRATION_STATUS.done)).toBe(false);
    expect(shouldRegister('default', REGISTRATION_STATUS.notStarted)).toBe(false);
    expect(shouldRegister('denied', REGISTRATION_STATUS.notStarted)).toBe(false);
    expect(shouldRegister('unsupported', REGISTRATION_STATUS.notStarted)).toBe(false);
  });
});

describe('device token', () => {
  it('round-trips a subscription through a path-safe token', () => {
    const token = encodeDeviceToken(sub);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDeviceToken(token)).toEqual(sub);
  });

  it('refuses what is not a subscription: http endpoint, short keys, bad base64, not JSON, too long', () => {
    expect(decodeDeviceToken(encodeDeviceToken({ ...sub, endpoint: 'http://push.example.com/x' }))).toBeNull();
    expect(decodeDeviceToken(encodeDeviceToken({ ...sub, keys: { p256dh: P256DH.slice(1), auth: AUTH } }))).toBeNull();
    expect(decodeDeviceToken(encodeDeviceToken({ ...sub, keys: { p256dh: P256DH, auth: `${AUTH}A` } }))).toBeNull();
    expect(decodeDeviceToken('not+base64/=')).toBeNull();
    expect(decodeDeviceToken(btoa('hello').replace(/=+$/, ''))).toBeNull();
    expect(decodeDeviceToken('')).toBeNull();
    expect(decodeDeviceToken('A'.repeat(2001))).toBeNull();
  });
});

describe('drawer rules', () => {
  it('shows blank content as blank, and the unread badge up to 99+', () => {
    expect(isBlankContent('')).toBe(true);
    expect(isBlankContent('   ')).toBe(true);
    expect(isBlankContent(null)).toBe(true);
    expect(isBlankContent('x')).toBe(false);
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('accepts platform paths and https links only', () => {
    expect(isSafeLink('/gestao/minhas-avaliacoes')).toBe(true);
    expect(isSafeLink('https://example.com/a')).toBe(true);
    expect(isSafeLink('//evil.example.com')).toBe(false);
    expect(isSafeLink('/\\evil.example.com')).toBe(false);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('http://example.com')).toBe(false);
    expect(isSafeLink('gestao')).toBe(false);
  });
});

describe('contracts', () => {
  it('lists 10 by default, at most 10000, the unread filter by status', () => {
    expect(listPushRequestSchema.parse({})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(listPushRequestSchema.parse({ pageSize: '16', status: 'SENT' })).toEqual({ pageNumber: 1, pageSize: 16, status: 'SENT' });
    expect(listPushRequestSchema.safeParse({ pageSize: '10000' }).success).toBe(true);
    expect(listPushRequestSchema.safeParse({ pageSize: '10001' }).success).toBe(false);
    expect(listPushRequestSchema.safeParse({ status: 'UNREAD' }).success).toBe(false);
  });

  it('sends to 1..1000 distinct people with a title of at most 120 and a safe link', () => {
    const id = '0b6f6d1e-8a55-4c1a-9d7e-2d0f1d7a1a11';
    expect(sendPushRequestSchema.parse({ title: ' Olá ', usuarioIds: [id, id], link: '' })).toEqual({ title: 'Olá', content: '', link: null, usuarioIds: [id] });
    expect(sendPushRequestSchema.safeParse({ title: 'x'.repeat(120), usuarioIds: [id] }).success).toBe(true);
    expect(sendPushRequestSchema.safeParse({ title: 'x'.repeat(121), usuarioIds: [id] }).success).toBe(false);
    expect(sendPushRequestSchema.safeParse({ title: 'x', usuarioIds: [] }).success).toBe(false);
    expect(sendPushRequestSchema.safeParse({ title: 'x', usuarioIds: [id], link: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('isKnownPushService', () => {
  it('takes the listed hosts and their subdomains, nothing that only ends like them', () => {
    const hosts = DEFAULT_PUSH_SERVICE_HOSTS;
    expect(isKnownPushService('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isKnownPushService('https://updates.push.services.mozilla.com/wpush/v2/x', hosts)).toBe(true);
    expect(isKnownPushService('https://wns2-by3p.notify.windows.com/w/?token=x', hosts)).toBe(true);
    expect(isKnownPushService('https://web.push.apple.com/QG', hosts)).toBe(true);
    expect(isKnownPushService('https://FCM.googleapis.com/x', hosts)).toBe(true);
    expect(isKnownPushService('https://evilfcm.googleapis.com/x', hosts)).toBe(false);
    expect(isKnownPushService('https://fcm.googleapis.com.evil.example/x', hosts)).toBe(false);
    expect(isKnownPushService('https://127.0.0.1:8443/x', hosts)).toBe(false);
    expect(isKnownPushService('https://10.0.0.5/x', hosts)).toBe(false);
    expect(isKnownPushService('not a url', hosts)).toBe(false);
    expect(isKnownPushService('https://127.0.0.1:8443/x', ['127.0.0.1'])).toBe(true);
    expect(isKnownPushService('https://fcm.googleapis.com/x', [' ', ''])).toBe(false);
  });
});
