import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { rows } from './helpers.ts';

/** Media the content journeys upload: generated on the fly, or the shared SCORM fixtures (packages written by others). */

const require = createRequire(import.meta.url);
const ffmpegPath = () => (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

export const SCORM_FIXTURES = {
  scorm12: fileURLToPath(new URL('../../../../shared/fixtures/scorm/singlesco_scorm12.zip', import.meta.url)),
  scorm2004: fileURLToPath(new URL('../../../../shared/fixtures/scorm/RuntimeBasicCalls_SCORM20043rdEdition.zip', import.meta.url)),
};

/** A PDF of `pages` pages, each titled 'Pagina n' (Helvetica's WinAnsi set: no accents needed). */
export async function pdfWithPages(pages: number, subtitle = 'Manual de boas-vindas'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Pagina ${n}`, { x: 60, y: 760, size: 36, font });
    page.drawText(subtitle, { x: 60, y: 720, size: 18, font });
  }
  return Buffer.from(await doc.save());
}

/** A file made by ffmpeg's own generators (lavfi), written into `dir`; returns its path. */
export function generatedMedia(dir: string, name: string, input: string[], codec: string[]): string {
  const output = join(dir, name);
  execFileSync(ffmpegPath(), ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...input, ...codec, output]);
  return output;
}

/** An H.264 + AAC MP4 test pattern with a tone; returns its path. */
export function testVideo(dir: string, name: string, { width, height, seconds }: { width: number; height: number; seconds: number }): string {
  return generatedMedia(
    dir,
    name,
    ['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-shortest', '-movflags', '+faststart'],
  );
}

/** Opens the preview modal of the object named `name` from the repository list (/conteudo/deposito). */
export async function openPreview(page: Page, name: string) {
  await page.goto(`/conteudo/deposito?f_search=${encodeURIComponent(name)}`);
  const row = rows(page.getByTestId('repository-table')).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-action-preview').click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('media-preview-title')).toHaveText(name);
  return modal;
}

export type Created = { id: string; nome: string };

/** POST midia, then its file (the administrator's headers); answers the object's id and name. */
export async function createObject(
  request: APIRequestContext,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<Created> {
  const created = await request.post('/api/v1/midia', { headers, data: body });
  expect(created.ok(), `create ${String(body.nome)}: ${await created.text()}`).toBeTruthy();
  const { id } = (await created.json()) as { id: string };
  const upload = await request.post(`/api/v1/midia/big/${id}/fileUpload`, { headers, multipart: { arquivo: file }, timeout: 120_000 });
  expect(upload.ok(), `upload ${file.name}: ${await upload.text()}`).toBeTruthy();
  return { id, nome: String(body.nome) };
}

/** Waits until the object is ready to play (its processing no longer pending). */
export async function waitReady(request: APIRequestContext, headers: Record<string, string>, id: string, ready: (info: Record<string, unknown>) => boolean) {
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/v1/midia/getMidiaInfo/${id}`, { headers });
        return reply.ok() && ready((await reply.json()) as Record<string, unknown>);
      },
      { timeout: 120_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
}

/** The SCORM runtime API a package finds in its parents. */
export type ScormRuntimeApi = {
  LMSInitialize(p: string): string;
  LMSSetValue(k: string, v: string): string;
  LMSGetValue(k: string): string;
  LMSCommit(p: string): string;
  LMSFinish(p: string): string;
};

/**
 * The launch page of the SCORM frame (on the content origin, docs/scorm.md 'Launch') once its runtime API is installed:
 * the package's parent, where `window.API` lives — never the platform's window.
 */
export async function scormRuntime(page: Page): Promise<Frame> {
  const find = () => page.frames().find((frame) => new URL(frame.url() || 'about:blank', 'http://x').pathname.startsWith('/lancamento/'));
  await expect.poll(() => Boolean(find()), { timeout: 20_000 }).toBe(true);
  const frame = find()!;
  await expect.poll(() => frame.evaluate(() => typeof (window as unknown as { API?: unknown; API_1484_11?: unknown }).API + typeof (window as unknown as { API_1484_11?: unknown }).API_1484_11), { timeout: 20_000 }).toMatch(/object/);
  return frame;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * A zip of `files` (stored, not deflated: local headers, central directory, end record), for packages a test writes.
 * Names are UTF-8; `utf8Flag: false` leaves out the flag that says so, as Linux `zip` and many Windows tools do.
 */
export function storedZip(files: Record<string, string>, { utf8Flag = true }: { utf8Flag?: boolean } = {}): Buffer {
  const flags = utf8Flag ? 0x800 : 0;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [path, text] of Object.entries(files)) {
    const name = Buffer.from(path, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
