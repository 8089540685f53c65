import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
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

  /** A SCORM 1.2 object of `who` holding the package `content`, once its processing job has unpacked it. */
  const uploadPackage = async (who: string, content: Buffer) => {
    const m = await create({ nome: unique('Pacote'), tipo: 'scorm', scormType: 'scorm12', fileName: 'p.zip' }, who);
    const res = await uploadMain(who, m.id, 'p.zip', content);
    expect(res.statusCode, res.body).toBe(200);
    const processed = await vi.waitFor(
      async () => {
        const read = (await as(who, { method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>();
        if (read.processingStatus !== 'done' && read.processingStatus !== 'failed') throw new Error('package not unpacked yet');
        return read;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(processed.processingStatus, JSON.stringify(processed)).toBe('done');
    return processed;
  };

  return { filesDir, as, admin, unique, create, uploadMain, uploadPackage, storedFiles, messages };
};

export { makeZip, type ZipEntrySpec } from '../../test/zip';
