import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
