import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadVapidKeys } from '../../core/config';

const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('VAPID keys (docs/decisions/0031)', () => {
  it('are generated on the first start, kept in the data folder (owner only) and the same on the next', () => {
    const first = loadVapidKeys(dir, {}, 'http://localhost:3000');
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(dir, {}, 'http://localhost:3000')).toEqual(first);
    expect(first.subject).toMatch(/^mailto:/);
    // web-push signs with them
    const headers = webpush.getVapidHeaders('https://push.example.com', first.subject, first.publicKey, first.privateKey, 'aes128gcm');
    expect(headers.Authorization).toMatch(new RegExp(`^vapid t=.+, k=${first.publicKey}$`));
  });

  it('come from the environment when both are set; the subject is the https address otherwise', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(loadVapidKeys(dir, { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' }, 'https://lms.example.com')).toEqual({
      publicKey,
      privateKey,
      subject: 'mailto:ops@example.com',
    });
    expect(loadVapidKeys(dir, { VAPID_PUBLIC_KEY: publicKey }, 'https://lms.example.com')).toMatchObject({ publicKey: expect.not.stringMatching(publicKey), subject: 'https://lms.example.com' });
  });
});
