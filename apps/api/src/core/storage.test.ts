import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './storage';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'plataforma-storage-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();

/** Sets a file's times `ms` in the past. */
const age = (path: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(path, when, when);
};

describe('local storage: temporary files of interrupted uploads', () => {
  it('leaves a .part file behind when the process dies mid-upload, and the start-up sweep removes it', async () => {
    const storage = createLocalStorage(root);
    // An upload whose sender stops sending (the process is then killed: the write never ends nor cleans up).
    const body = new PassThrough();
    const pending = storage.put('t1/midia/a/video.mp4', body).catch(() => undefined);
    body.write(Buffer.alloc(64 * 1024, 1));
    const folder = join(root, 't1/midia/a');
    await vi.waitFor(() => expect(existsSync(folder) && readdirSync(folder).some((n) => n.endsWith('.part'))).toBe(true), { timeout: 15_000, interval: 5 });
    const [part] = readdirSync(folder);
    expect(part).toMatch(/^video\.mp4\.[0-9a-f-]{36}\.part$/);

    // Freshly written: could be an upload of another process still under way, so it stays.
    expect(await storage.sweepInterrupted()).toBe(0);
    expect(readdirSync(folder)).toEqual([part]);
    // Left alone for longer than the idle time: abandoned.
    age(join(folder, part), 5 * 60_000);
    expect(await storage.sweepInterrupted()).toBe(1);
    expect(readdirSync(folder)).toEqual([]);
    body.destroy(new Error('killed'));
    await pending;
  });

  it('removes only abandoned .part files, at any depth, and never a stored file', async () => {
    const storage = createLocalStorage(root);
    await storage.put('t1/doc.pdf', Readable.from([Buffer.from('%PDF-1.4')]));
    await storage.put('t1/midia/b/hls/master.m3u8', Readable.from([Buffer.from('#EXTM3U')]));
    mkdirSync(join(root, 't2/midia/c/hls'), { recursive: true });
    const old = ['t1/doc.pdf.0b4f7c1e-1111-4c1e-9c1e-0b4f7c1e1111.part', 't2/midia/c/hls/seg-001.ts.0b4f7c1e-2222-4c1e-9c1e-0b4f7c1e2222.part'];
    const fresh = 't2/midia/c/hls/seg-002.ts.0b4f7c1e-3333-4c1e-9c1e-0b4f7c1e3333.part';
    // A stored file whose own name merely contains '.part' is not a temporary file.
    const lookalike = 't2/relatorio.partes.pdf';
    for (const name of [...old, fresh, lookalike]) writeFileSync(join(root, name), 'x');
    for (const name of [...old, lookalike, 't1/doc.pdf']) age(join(root, name), 10 * 60_000);

    expect(await storage.sweepInterrupted()).toBe(2);
    expect(filesUnder(root)).toEqual(['t1/doc.pdf', 't1/midia/b/hls/master.m3u8', fresh, lookalike].sort());
    // With no idle time asked, the fresh one goes too (nothing else is running at start-up).
    expect(await storage.sweepInterrupted(0)).toBe(1);
    expect(filesUnder(root)).toEqual(['t1/doc.pdf', 't1/midia/b/hls/master.m3u8', lookalike].sort());
  });

  it('answers 0 for a storage folder not created yet', async () => {
    expect(await createLocalStorage(join(root, 'none')).sweepInterrupted()).toBe(0);
  });
});
