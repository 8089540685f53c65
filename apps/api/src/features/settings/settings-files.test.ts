import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsFile } from '@plataforma/shared/settings';
import { generateTestVideo } from '../../core/media/test-media';
import { buildTestApp, callAs, login, multipartFile, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let workDir: string;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'parametro-test-'));
  for (const email of ['admin@acme.local', 'aluno@acme.local', 'admin@demo.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
/** A file that reads as PNG by its bytes, padded to `size`. */
const png = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length)]);
const jpeg = (size: number) => Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(size - 20)]);

const upload = (email: string, tipo: string, fileName: string, content: Buffer, mimeType = 'image/png') => {
  const { payload, headers } = multipartFile('arquivo', fileName, content, mimeType);
  return callAs(t.app, token[email], { method: 'POST', url: `/api/v1/Parametro/AdicionarArquivo?tipo=${tipo}`, payload, headers });
};

describe('POST /api/v1/Parametro/AdicionarArquivo', () => {
  it('judges a logo by its bytes: a PNG named .jpg is a PNG, served publicly with its type', async () => {
    const content = png(2048);
    const res = await upload('admin@acme.local', 'logoMenu', 'logo.jpg', content, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<SettingsFile>();
    expect(file).toMatchObject({ tipo: 'logoMenu', mimeType: 'image/png', tamanho: 2048 });
    expect(file.id).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(file.url).toBe(`/api/v1/Parametro/arquivo/${t.tenants.acme}/${file.id}`);
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(content)).toBe(true);
    // the same id under another tenant is not there
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/Parametro/arquivo/${t.tenants.demo}/${file.id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, notifications: [{ message: 'Arquivo não encontrado.' }] });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Parametro/arquivo/${t.tenants.acme}/..%2F..%2Fsegredo` })).statusCode).toBe(404);
  });

  it('takes a logo of exactly 100 kb and refuses one byte more with the spec message', async () => {
    expect((await upload('admin@acme.local', 'logoLogin', 'a.png', png(102400))).statusCode).toBe(200);
    expect((await upload('admin@acme.local', 'icon', 'a.png', png(102400))).statusCode).toBe(200);
    const over = await upload('admin@acme.local', 'logoLogin', 'a.png', png(102401));
    expect(over.statusCode).toBe(413);
    expect(over.json().notifications[0].message).toBe('O arquivo deve ter no máximo 100 kb.');
    const jpg = await upload('admin@acme.local', 'logoMenu', 'a.jpeg', jpeg(4096), 'image/jpeg');
    expect(jpg.json<SettingsFile>().mimeType).toBe('image/jpeg');
  });

  it('refuses a text file named .png, a JPEG icon and a missing file', async () => {
    const text = await upload('admin@acme.local', 'logoMenu', 'logo.png', Buffer.from('isto não é uma imagem'.repeat(20)));
    expect(text.statusCode).toBe(415);
    expect(text.json().notifications[0].message).toBe('Arquivo inválido. Arquivos aceitos: .JPG, .PNG');
    const icon = await upload('admin@acme.local', 'icon', 'icone.png', jpeg(1024));
    expect(icon.statusCode).toBe(415);
    expect(icon.json().notifications[0].message).toBe('Arquivo inválido. Arquivo aceito: .PNG');
    const empty = await upload('admin@acme.local', 'banner', 'b.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const wrongField = multipartFile('file', 'b.png', png(100));
    expect((await callAs(t.app, token['admin@acme.local'], { method: 'POST', url: '/api/v1/Parametro/AdicionarArquivo?tipo=banner', ...wrongField })).statusCode).toBe(400);
    expect((await upload('admin@acme.local', 'outro', 'b.png', png(100))).statusCode).toBe(400);
  });

  it('takes banner and background images up to 5 MB', async () => {
    expect((await upload('admin@acme.local', 'banner', 'b.png', png(5 * 1024 * 1024))).statusCode).toBe(200);
    const over = await upload('admin@acme.local', 'background', 'b.png', png(5 * 1024 * 1024 + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().notifications[0].message).toBe('A imagem deve ter no máximo 5 MB.');
  });

  it('takes a video without an audio track and refuses one with audio', async () => {
    const silent = await readFile(await generateTestVideo(join(workDir, 'mudo.mp4'), { width: 160, height: 90, seconds: 1, audio: false }));
    const loud = await readFile(await generateTestVideo(join(workDir, 'som.mp4'), { width: 160, height: 90, seconds: 1 }));
    const ok = await upload('admin@acme.local', 'slide', 'slide.mp4', silent, 'video/mp4');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<SettingsFile>()).toMatchObject({ tipo: 'slide', mimeType: 'video/mp4' });
    const ranged = await t.app.inject({ method: 'GET', url: ok.json<SettingsFile>().url, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(10);
    const refused = await upload('admin@acme.local', 'background', 'fundo.mp4', loud, 'video/mp4');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().notifications[0].message).toBe('O vídeo não pode ter áudio.');
    // a banner is an image only
    expect((await upload('admin@acme.local', 'banner', 'b.mp4', silent, 'video/mp4')).statusCode).toBe(415);
  });

  it("needs 'Configurações'", async () => {
    expect((await upload('aluno@acme.local', 'banner', 'b.png', png(100))).statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/Parametro/RemoverArquivo/{id}', () => {
  it("removes the tenant's own file; another tenant's id is 404", async () => {
    const file = (await upload('admin@acme.local', 'banner', 'b.png', png(300))).json<SettingsFile>();
    const remove = (email: string, id: string) => callAs(t.app, token[email], { method: 'DELETE', url: `/api/v1/Parametro/RemoverArquivo/${id}` });
    expect((await remove('admin@demo.local', file.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    expect((await remove('aluno@acme.local', file.id)).statusCode).toBe(403);
    const res = await remove('admin@acme.local', file.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await remove('admin@acme.local', file.id)).statusCode).toBe(404);
    expect((await remove('admin@acme.local', 'nada')).statusCode).toBe(404);
  });
});
