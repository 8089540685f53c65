import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Midia, MidiaBonds, VideoInfo } from '@plataforma/shared/content';
import { multipartBody } from '../../core/multipart-body';
import { multipartFile, type TestApp } from '../../test/build-test-app';
import { contentTestKit } from './content.test-kit';
import { registerMidiaBondSource } from './bonds';
import { publishInSection } from '../../test/classroom-kit';

let t: TestApp;
const { as, admin, unique, create } = contentTestKit('midia-video-info', (app) => (t = app));

const video = (duration: number | null = 600) => create({ nome: unique('Vídeo'), tipo: 'video', link: 'https://vimeo.com/76979871', duration });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const subtitle = (midiaId: string) => {
  const body = multipartBody({ field: 'arquivo', fileName: 'pt.vtt', content: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOlá\n'), mimeType: 'text/vtt' }, { name: 'Português', srclang: 'pt-BR' });
  return admin({ method: 'POST', url: `/api/v1/midia/uploadLegenda/${midiaId}`, payload: body.payload, headers: body.headers });
};

describe('video info', () => {
  it('answers chapters, captions, cover and duration, readable by learners', async () => {
    const m = await video();
    await publishInSection(t.database, t.tenants.demo, { tipo: 'midia', id: m.id });
    const empty = await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/GetVideoInfo/${m.id}` });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ chapters: [], captions: [], thumbnailFileName: null, duration: 600 });
    expect((await subtitle(m.id)).statusCode).toBe(201);
    const cover = multipartFile('arquivo', 'capa.png', PNG);
    expect((await admin({ method: 'POST', url: `/api/v1/midia/uploadThumbnail/${m.id}`, payload: cover.payload, headers: cover.headers })).statusCode).toBe(200);
    const info = (await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/GetVideoInfo/${m.id}` })).json<VideoInfo>();
    const full = (await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>();
    expect(info.captions).toEqual(full.subtitles.map(({ id, name, srclang, url }) => ({ id, name, srclang, url })));
    expect(info.captions).toMatchObject([{ name: 'Português', srclang: 'pt-BR' }]);
    expect(info.thumbnailFileName).toBe(full.thumbnailUrl);
    expect(info.thumbnailFileName).toBeTruthy();
    // the addresses carry the reader's access token (a <track> cannot send the Authorization header)
    expect(info.captions[0].url).toMatch(/\/acesso\/[^/]+\/legenda\//);
    const vtt = await t.app.inject({ method: 'GET', url: info.captions[0].url });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toContain('Olá');
  });

  it('saves chapters in playing order, with a new duration', async () => {
    const m = await video(null);
    const res = await admin({
      method: 'POST',
      url: `/api/v1/midia/updateVideoInfo/${m.id}`,
      payload: {
        chapters: [
          { title: ' Conclusão ', start: 300, end: 359.4 },
          { title: 'Abertura', start: 0, end: 120 },
          { title: 'Meio', start: 120, end: 300 },
        ],
        duration: 360,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<VideoInfo>()).toMatchObject({
      duration: 360,
      chapters: [
        { title: 'Abertura', start: 0, end: 120 },
        { title: 'Meio', start: 120, end: 300 },
        { title: 'Conclusão', start: 300, end: 359.4 },
      ],
    });
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>()).toMatchObject({ duration: 360, chapters: res.json<VideoInfo>().chapters });
    // the stored duration applies when none is sent
    const beyond = await admin({ method: 'POST', url: `/api/v1/midia/updateVideoInfo/${m.id}`, payload: { chapters: [{ title: 'A', start: 0, end: 400 }] } });
    expect(beyond.statusCode).toBe(400);
    // an empty list clears them
    const cleared = await admin({ method: 'POST', url: `/api/v1/midia/updateVideoInfo/${m.id}`, payload: { chapters: [] } });
    expect(cleared.json<VideoInfo>()).toMatchObject({ chapters: [], duration: 360 });
  });

  it('refuses broken chapters with the first message and every problem per index and field', async () => {
    const m = await video(100);
    const res = await admin({
      method: 'POST',
      url: `/api/v1/midia/updateVideoInfo/${m.id}`,
      payload: {
        chapters: [
          { title: 'Invertido', start: 50, end: 40 },
          { title: 'Longo demais', start: 60, end: 130 },
          { title: 'Primeiro', start: 0, end: 30 },
          { title: 'Sobreposto', start: 20, end: 45 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ notifications: { message: string }[]; details: { errors: { index: number; field: string; message: string }[] } }>();
    expect(body.notifications).toHaveLength(1);
    expect(body.notifications[0].message).toBe(body.details.errors[0].message);
    const byIndex = body.details.errors.map((e) => [e.index, e.field]);
    expect(byIndex).toEqual(expect.arrayContaining([[0, 'start'], [1, 'end'], [3, 'start']]));
    expect(body.details.errors.find((e) => e.index === 1)?.message).toContain('00:01:40');
    expect(body.details.errors.find((e) => e.index === 3)?.message).toContain('Primeiro');
    const english = await admin({ method: 'POST', url: `/api/v1/midia/updateVideoInfo/${m.id}`, payload: { chapters: [{ title: '', start: 0, end: 10 }] }, headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(400);
    expect(english.json().details.errors).toEqual([{ index: 0, field: 'title', message: english.json().notifications[0].message }]);
    // nothing saved
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>().chapters).toEqual([]);
  });

  it('video kind only (422), Depósito only for changes (403), other tenants 404', async () => {
    const link = await create({ nome: unique('Link'), tipo: 'link', link: 'https://a.com' });
    expect((await admin({ method: 'GET', url: `/api/v1/midia/GetVideoInfo/${link.id}` })).statusCode).toBe(422);
    const notVideo = await admin({ method: 'POST', url: `/api/v1/midia/updateVideoInfo/${link.id}`, payload: { chapters: [] } });
    expect(notVideo.statusCode).toBe(422);
    expect(notVideo.json().notifications).toEqual([{ message: 'O objeto não é um vídeo.' }]);
    const m = await video();
    expect((await as('aluno@demo.local', { method: 'POST', url: `/api/v1/midia/updateVideoInfo/${m.id}`, payload: { chapters: [] } })).statusCode).toBe(403);
    expect((await as('admin@acme.local', { method: 'GET', url: `/api/v1/midia/GetVideoInfo/${m.id}` })).statusCode).toBe(404);
    expect((await as('admin@acme.local', { method: 'POST', url: `/api/v1/midia/updateVideoInfo/${m.id}`, payload: { chapters: [] } })).statusCode).toBe(404);
  });
});

describe('bonds (vinculos)', () => {
  it('answers empty lists without sources, and what the registered sources find', async () => {
    const m = await video();
    const none = await admin({ method: 'GET', url: `/api/v1/midia/vinculos/${m.id}` });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ cursos: [], formacoes: [], secoes: [], avaliacoes: [], total: 0 });

    const cursoId = randomUUID();
    const seen: string[] = [];
    const removeCursos = registerMidiaBondSource('cursos', async (_tx, tenantId, midiaId) => {
      seen.push(tenantId);
      return midiaId === m.id ? [{ id: cursoId, nome: 'Segurança do trabalho' }, { id: randomUUID(), nome: 'Boas-vindas' }] : [];
    });
    const removeFormacoes = registerMidiaBondSource('formacoes', async () => [{ id: cursoId, nome: 'Trilha de integração' }]);
    try {
      const bonds = (await admin({ method: 'GET', url: `/api/v1/midia/vinculos/${m.id}` })).json<MidiaBonds>();
      expect(bonds.total).toBe(3);
      expect(bonds.cursos.map((c) => c.nome)).toEqual(['Boas-vindas', 'Segurança do trabalho']);
      expect(bonds.formacoes).toEqual([{ id: cursoId, nome: 'Trilha de integração' }]);
      expect(bonds.secoes).toEqual([]);
      expect(seen).toEqual([t.tenants.demo]);
      // another tenant's object: 404 before any source runs
      expect((await as('admin@acme.local', { method: 'GET', url: `/api/v1/midia/vinculos/${m.id}` })).statusCode).toBe(404);
      expect(seen).toHaveLength(1);
    } finally {
      removeCursos();
      removeFormacoes();
    }
    expect((await admin({ method: 'GET', url: `/api/v1/midia/vinculos/${m.id}` })).json<MidiaBonds>().total).toBe(0);
  });

  it("answers content administration only: a learner gets 403 and no names, even for an object they may read", async () => {
    const m = await video();
    const removeCursos = registerMidiaBondSource('cursos', async () => [{ id: randomUUID(), nome: 'Curso oculto' }]);
    try {
      const res = await as('aluno@demo.local', { method: 'GET', url: `/api/v1/midia/vinculos/${m.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Curso oculto');
      expect(res.json()).toMatchObject({ success: false, notifications: [{ message: expect.any(String) }] });
      expect((await admin({ method: 'GET', url: `/api/v1/midia/vinculos/${m.id}` })).json<MidiaBonds>().cursos).toEqual([{ id: expect.any(String), nome: 'Curso oculto' }]);
    } finally {
      removeCursos();
    }
  });
});
