import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import { multipartBody } from '../../core/multipart-body';
import { buildTestApp, callAs, login, type TestApp } from '../../test/build-test-app';

/**
 * What the content feature's API tests share: one test app per file with its own storage folder, the demo people
 * signed in, calls as one of them, unique names, and the repository calls most tests start with.
 */
export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> };

export const DEFAULT_PEOPLE = ['admin@demo.local', 'aluno@demo.local', 'admin@acme.local'];

/** Registers the file's beforeAll/afterAll; `onReady` receives the app once it is built. */
export const contentTestKit = (label: string, onReady: (t: TestApp) => void = () => undefined, people: string[] = DEFAULT_PEOPLE) => {
  const filesDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const token: Record<string, string> = {};
  let t: TestApp | undefined;
  let run = 0;

  beforeAll(async () => {
    t = await buildTestApp({ filesDir });
    for (const email of people) token[email] = (await login(t.app, email)).access_token;
    onReady(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const as = (who: string, call: Call) => callAs(t!.app, token[who], call);
  const admin = (call: Call) => as('admin@demo.local', call);
  const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

  /** POST midia as `who` (201 expected). */
  const create = async (payload: Record<string, unknown>, who = 'admin@demo.local') => {
    const res = await as(who, { method: 'POST', url: '/api/v1/midia', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Midia>();
  };

  /** POST midia/big/{id}/fileUpload: the object's main file. */
  const uploadMain = (who: string, midiaId: string, fileName: string, content: Buffer, mimeType = 'application/octet-stream') => {
    const body = multipartBody({ field: 'arquivo', fileName, content, mimeType });
    return as(who, { method: 'POST', url: `/api/v1/midia/big/${midiaId}/fileUpload`, payload: body.payload, headers: body.headers });
  };

  /** The files stored under an object's folder (local storage). */
  const storedFiles = (tenantId: string, midiaId: string) => {
    try {
      return readdirSync(join(filesDir, tenantId, 'midia', midiaId));
    } catch {
      return [];
    }
  };

  /** The messages of a failure envelope. */
  const messages = (body: string) => (JSON.parse(body) as { notifications: { message: string }[] }).notifications.map((n) => n.message);

  return { filesDir, as, admin, unique, create, uploadMain, storedFiles, messages };
};

export type ZipEntrySpec = {
  name: string;
  data?: Buffer | string;
  /** Unix mode written in the external attributes (0o120777 makes a symlink). */
  mode?: number;
  deflate?: boolean;
  /** Overrides the uncompressed size the headers claim, to build archives that lie. */
  declaredSize?: number;
};

/**
 * Writes a zip by hand so tests can hold what no well-behaved zip tool produces (escaping paths, links, lying sizes).
 * Local headers, central directory and end record as in the PKWARE APPNOTE, no data descriptors, no zip64.
 */
export const makeZip = (entries: readonly ZipEntrySpec[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const spec of entries) {
    const name = Buffer.from(spec.name, 'utf8');
    const raw = Buffer.isBuffer(spec.data) ? spec.data : Buffer.from(spec.data ?? '', 'utf8');
    const body = spec.deflate ? deflateRawSync(raw) : raw;
    const method = spec.deflate ? 8 : 0;
    const size = spec.declaredSize ?? raw.length;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((spec.mode ?? (spec.name.endsWith('/') ? 0o040755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};
