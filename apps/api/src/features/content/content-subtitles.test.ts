import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Midia, Subtitle } from '@plataforma/shared/content';
import { generateTestAudio, generateTestVideo } from '../../core/media/test-media';
import { multipartBody } from '../../core/multipart-body';
import { multipartFile, type TestApp } from '../../test/build-test-app';
import { contentTestKit } from './content.test-kit';
import { publishInSection } from '../../test/classroom-kit';

let t: TestApp;
const mediaDir = mkdtempSync(join(tmpdir(), 'midia-probe-test-'));
const { as, admin, unique, create, messages, storedFiles } = contentTestKit('midia-legendas', (app) => (t = app));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const video = () => create({ nome: unique('Vídeo legendado'), tipo: 'video', link: 'https://vimeo.com/76979871' });

/** multipart/form-data with text fields first, then one file (the order a browser's FormData keeps). */
const multipart = (fields: Record<string, string>, fileName: string, content: Buffer) => multipartBody({ field: 'arquivo', fileName, content }, fields);
const uploadSubtitle = (who: string, midiaId: string, fileName: string, content: Buffer | string, fields: Record<string, string> = { name: 'Português', srclang: 'pt-BR' }) => {
  const body = multipart(fields, fileName, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'));
  return as(who, { method: 'POST', url: `/api/v1/midia/uploadLegenda/${midiaId}`, payload: body.payload, headers: body.headers });
};

const SRT = '\ufeff1\r\n00:00:01,000 --> 00:00:02,500\r\nOlá, mundo\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\n{\\an8}Segunda linha\r\n';
const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHello\n';

describe('subtitles: upload', () => {
  it('converts an .srt to WebVTT, lists it on the object and serves it as text/vtt to readers', async () => {
    const m = await video();
    const res = await uploadSubtitle('admin@demo.local', m.id, 'aula.srt', SRT);
    expect(res.statusCode, res.body).toBe(201);
    const sub = res.json<Subtitle>();
    expect(sub).toMatchObject({ name: 'Português', srclang: 'pt-BR' });
    expect(sub.url).toMatch(new RegExp(`^/api/v1/midia/${m.id}/acesso/[\\w-]+\\.[\\w-]+/legenda/${sub.id}$`));
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>().subtitles).toEqual([sub]);
    const served = await as('aluno@demo.local', { method: 'GET', url: sub.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.body).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nOlá, mundo\n\n00:00:03.000 --> 00:00:04.000\nSegunda linha\n');
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([`legenda-${sub.id}.vtt`]);
  });

  it('keeps a .vtt as sent (any case of extension) and reads Windows-1252 text', async () => {
    const m = await video();
    const res = await uploadSubtitle('admin@demo.local', m.id, 'EN.VTT', VTT, { name: 'English', srclang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await admin({ method: 'GET', url: res.json<Subtitle>().url })).body).toBe(VTT);
    const latin = await uploadSubtitle('admin@demo.local', m.id, 'es.srt', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nAcción\n', 'latin1'), { name: 'Español', srclang: 'es' });
    expect(latin.statusCode, latin.body).toBe(201);
    expect((await admin({ method: 'GET', url: latin.json<Subtitle>().url })).body).toContain('Acción');
  });

  it('refuses a wrong extension or content, missing fields and non-video objects, and stores nothing', async () => {
    const m = await video();
    const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const cases: [string, Buffer | string, Record<string, string> | undefined, number, string][] = [
      ['legenda.txt', SRT, undefined, 415, 'Arquivo inválido. Arquivos aceitos: .vtt, .srt'],
      ['legenda.vtt', PNG, undefined, 422, 'O arquivo de legenda .vtt deve começar com WEBVTT.'],
      ['legenda.vtt', SRT, undefined, 422, 'O arquivo de legenda .vtt deve começar com WEBVTT.'],
      ['legenda.srt', PNG, undefined, 422, 'O arquivo de legenda não contém nenhuma legenda válida.'],
      ['legenda.srt', 'não é legenda', undefined, 422, 'O arquivo de legenda não contém nenhuma legenda válida.'],
      ['legenda.srt', SRT, { srclang: 'pt' }, 400, 'Campo obrigatório'],
      ['legenda.srt', SRT, { name: 'Sem idioma' }, 400, 'Campo obrigatório'],
      ['legenda.srt', SRT, { name: 'Idioma', srclang: 'português!' }, 400, 'Informe o idioma da legenda (ex.: pt-BR).'],
    ];
    for (const [fileName, content, fields, status, message] of cases) {
      const res = await uploadSubtitle('admin@demo.local', m.id, fileName, content, fields);
      expect(res.statusCode, `${fileName} ${res.body}`).toBe(status);
      expect(messages(res.body)).toEqual([message]);
    }
    const body = multipart({ name: 'x', srclang: 'en' }, 'x.vtt', Buffer.from('hello'));
    const english = await admin({ method: 'POST', url: `/api/v1/midia/uploadLegenda/${m.id}`, payload: body.payload, headers: { ...body.headers, 'accept-language': 'en' } });
    expect(english.statusCode).toBe(422);
    expect(messages(english.body)).toEqual(['The .vtt subtitle file must start with WEBVTT.']);
    const pdf = await create({ nome: unique('PDF'), tipo: 'pdf', link: 'https://a.com/manual.pdf' });
    const notVideo = await uploadSubtitle('admin@demo.local', pdf.id, 'a.srt', SRT);
    expect(notVideo.statusCode).toBe(422);
    expect(messages(notVideo.body)).toEqual(['Somente vídeos recebem legendas.']);
    const noFile = multipartFile('arquivo', '', Buffer.alloc(0));
    expect((await admin({ method: 'POST', url: `/api/v1/midia/uploadLegenda/${m.id}`, payload: noFile.payload, headers: noFile.headers })).statusCode).toBe(400);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>().subtitles).toEqual([]);
  });

  it('refuses a file over 5 MB (413) and stores nothing', async () => {
    const m = await video();
    const cue = '1\n00:00:01,000 --> 00:00:02,000\nTexto\n\n';
    const big = Buffer.from(cue.repeat(Math.ceil((5 * 1048576 + 10) / cue.length)));
    const res = await uploadSubtitle('admin@demo.local', m.id, 'grande.srt', big);
    expect(res.statusCode).toBe(413);
    expect(messages(res.body)).toEqual(['O arquivo excede o tamanho máximo de 5 MB']);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
  });
});

describe('subtitles: update, delete and access', () => {
  it('renames, changes the language and deletes a subtitle with its stored file', async () => {
    const m = await video();
    const sub = (await uploadSubtitle('admin@demo.local', m.id, 'a.vtt', VTT)).json<Subtitle>();
    const res = await admin({ method: 'PUT', url: `/api/v1/midia/updateLegenda/${sub.id}`, payload: { name: ' Inglês ', srclang: 'en-US' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...sub, name: 'Inglês', srclang: 'en-US' });
    const bad = await admin({ method: 'PUT', url: `/api/v1/midia/updateLegenda/${sub.id}`, payload: { name: '', srclang: 'en' } });
    expect(bad.statusCode).toBe(400);
    expect((await admin({ method: 'DELETE', url: `/api/v1/midia/deleteLegenda/${sub.id}` })).json()).toEqual({ success: true });
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    expect((await admin({ method: 'GET', url: sub.url })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/v1/midia/deleteLegenda/${sub.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: `/api/v1/midia/updateLegenda/${sub.id}`, payload: { name: 'x', srclang: 'en' } })).statusCode).toBe(404);
  });

  it("needs 'Depósito' for changes (403), keeps tenants apart (404) and hides inactive objects' subtitles from learners", async () => {
    const m = await video();
    const sub = (await uploadSubtitle('admin@demo.local', m.id, 'a.srt', SRT)).json<Subtitle>();
    expect((await uploadSubtitle('aluno@demo.local', m.id, 'b.srt', SRT)).statusCode).toBe(403);
    expect((await as('aluno@demo.local', { method: 'PUT', url: `/api/v1/midia/updateLegenda/${sub.id}`, payload: { name: 'x', srclang: 'en' } })).statusCode).toBe(403);
    expect((await as('aluno@demo.local', { method: 'DELETE', url: `/api/v1/midia/deleteLegenda/${sub.id}` })).statusCode).toBe(403);

    expect((await uploadSubtitle('admin@acme.local', m.id, 'b.srt', SRT)).statusCode).toBe(404);
    expect((await as('admin@acme.local', { method: 'PUT', url: `/api/v1/midia/updateLegenda/${sub.id}`, payload: { name: 'x', srclang: 'en' } })).statusCode).toBe(404);
    expect((await as('admin@acme.local', { method: 'DELETE', url: `/api/v1/midia/deleteLegenda/${sub.id}` })).statusCode).toBe(404);
    // the address is the access: another object's id, or a token altered by one character, opens nothing
    const other = await video();
    expect((await admin({ method: 'GET', url: sub.url.replace(m.id, other.id) })).statusCode).toBe(404);
    const token = sub.url.split('/')[6];
    const forged = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
    expect((await admin({ method: 'GET', url: sub.url.replace(token, forged) })).statusCode).toBe(404);
    // a learner's address of an active object (read through the API), then the object is deactivated
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: m.id });
    const learnerUrl = (await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>().subtitles[0].url;
    expect((await as('aluno@demo.local', { method: 'GET', url: learnerUrl })).statusCode).toBe(200);
    await admin({ method: 'PUT', url: `/api/v1/midia/${m.id}`, payload: { nome: m.nome, tipo: 'video', link: m.link, active: false } });
    expect((await t.app.inject({ method: 'GET', url: learnerUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: sub.url })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>().subtitles.map((s) => s.id)).toEqual([sub.id]);
    // the object's deletion takes its subtitles
    expect((await admin({ method: 'DELETE', url: `/api/v1/midia/${m.id}` })).statusCode).toBe(200);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
  });
});

describe('main file: duration from the media', () => {
  const uploadMain = async (midiaId: string, fileName: string, content: Buffer) => {
    const body = multipartFile('arquivo', fileName, content);
    return admin({ method: 'POST', url: `/api/v1/midia/big/${midiaId}/fileUpload`, payload: body.payload, headers: body.headers });
  };

  it('fills the duration of a video or audio from the stored file, keeping one already entered', async () => {
    const [clip, tone] = await Promise.all([
      generateTestVideo(join(mediaDir, 'clip.mp4'), { width: 160, height: 90, seconds: 3 }),
      generateTestAudio(join(mediaDir, 'tone.m4a'), 2),
    ]);
    const mp4 = await readFile(clip);
    const m = await create({ nome: unique('Vídeo'), tipo: 'video', fileName: 'clip.mp4' });
    expect(m.duration).toBeNull();
    const res = await uploadMain(m.id, 'clip.mp4', mp4);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Midia>()).toMatchObject({ duration: 3, finished: true, fileType: 'video/mp4' });

    const entered = await create({ nome: unique('Vídeo'), tipo: 'video', fileName: 'clip.mp4', duration: 90 });
    expect((await uploadMain(entered.id, 'clip.mp4', mp4)).json<Midia>().duration).toBe(90);

    const audio = await create({ nome: unique('Áudio'), tipo: 'audio', fileName: 'tone.m4a' });
    const heard = await uploadMain(audio.id, 'tone.m4a', await readFile(tone));
    expect(heard.statusCode, heard.body).toBe(200);
    expect(heard.json<Midia>().duration).toBe(2);
  });

  it('refuses unreadable media with the media message and keeps nothing', async () => {
    const m = await create({ nome: unique('Quebrado'), tipo: 'video', fileName: 'quebrado.mp4' });
    // An MP4 'ftyp' header (the type is detected as mp4) followed by noise: no playable track.
    const broken = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'), Buffer.alloc(4096, 0x5a)]);
    const res = await uploadMain(m.id, 'quebrado.mp4', broken);
    expect(res.statusCode, res.body).toBe(422);
    expect(messages(res.body)).toEqual(['Não foi possível ler o arquivo de mídia. Verifique se ele não está corrompido.']);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>()).toMatchObject({ finished: false, fileName: null, duration: null });
  });
});
