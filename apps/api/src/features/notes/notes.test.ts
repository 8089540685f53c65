import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import { NOTE_DESCRIPTION_MAX, NOTE_IMAGE_MAX_BYTES, type ListNotesResponse, type Note } from '@plataforma/shared/notes';
import { buildTestApp, callAs, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
let run = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(run += 1)}`;

const ADMIN = 'admin@demo.local';
const LEARNER = 'aluno@demo.local';
const OTHER = 'gestor@demo.local';
const ACME = 'admin@acme.local';

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [ADMIN, LEARNER, OTHER, ACME]) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
});

/** A real PNG of w x h grey pixels (signature, IHDR, IDAT, IEND with their CRCs). */
const png = (w = 4, h = 3): Buffer => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y += 1) raw[y * (w + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
};

/** multipart/form-data with the text fields first, then optionally one file. */
const form = (fields: Record<string, string | number>, file?: { content: Buffer; fileName?: string; mimeType?: string }) => {
  const boundary = `----notas${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagem"; filename="${file.fileName ?? 'captura.png'}"\r\nContent-Type: ${file.mimeType ?? 'image/png'}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Buffer | Record<string, unknown>; headers?: Record<string, string> };
const as = (who: string, call: Call) => callAs(t.app, token[who], call);

const createMidia = async (extra: Record<string, unknown> = {}) => {
  const res = await as(ADMIN, { method: 'POST', url: '/api/v1/midia', payload: { nome: unique('Vídeo notas'), tipo: 'video', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Midia>();
};

const post = (who: string, fields: Record<string, string | number>, file?: Parameters<typeof form>[1]) => as(who, { method: 'POST', url: '/api/v1/MidiaAnotacaoUsuario', ...form(fields, file) });
const put = (who: string, id: string, fields: Record<string, string | number>, file?: Parameters<typeof form>[1]) =>
  as(who, { method: 'PUT', url: `/api/v1/MidiaAnotacaoUsuario/${id}`, ...form(fields, file) });
const list = async (who: string, query = '') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/MidiaAnotacaoUsuario${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListNotesResponse>();
};
const image = (url: string) => t.app.inject({ method: 'GET', url });

let video: Midia;
beforeAll(async () => {
  video = await createMidia();
});

describe('notes (MidiaAnotacaoUsuario)', () => {
  it('creates a note without an image, lists it newest first with the object, edits and deletes it', async () => {
    const first = await post(LEARNER, { midiaId: video.id, titulo: 'Primeira', descricao: 'Sem imagem', tempo: '75.6' });
    expect(first.statusCode, first.body).toBe(201);
    const note = first.json<Note>();
    expect(note).toMatchObject({ midiaId: video.id, midiaNome: video.nome, midiaTipo: 'video', titulo: 'Primeira', descricao: 'Sem imagem', tempo: 75, imagemUrl: null, cursoId: null, formacaoId: null });
    const second = (await post(LEARNER, { midiaId: video.id, titulo: 'Segunda' })).json<Note>();
    expect(second.tempo).toBeNull();

    const page = await list(LEARNER, `?midiaId=${video.id}`);
    expect(page.data.map((n) => n.id).slice(0, 2)).toEqual([second.id, note.id]);
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10 });

    const edited = await put(LEARNER, note.id, { titulo: 'Primeira (editada)', descricao: '', tempo: '80' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Note>()).toMatchObject({ id: note.id, titulo: 'Primeira (editada)', descricao: null, tempo: 80, midiaId: video.id });

    const removed = await as(LEARNER, { method: 'DELETE', url: `/api/v1/MidiaAnotacaoUsuario/${note.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await list(LEARNER, `?midiaId=${video.id}`)).data.map((n) => n.id)).not.toContain(note.id);
    expect((await as(LEARNER, { method: 'DELETE', url: `/api/v1/MidiaAnotacaoUsuario/${note.id}` })).statusCode).toBe(404);
  });

  it('keeps a PNG screenshot served under a token address, replaces it, keeps it, removes it and deletes it with the note', async () => {
    const shot = png(8, 6);
    const res = await post(LEARNER, { midiaId: video.id, titulo: 'Com captura', tempo: 12 }, { content: shot });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json<Note>();
    expect(note.imagemUrl).toMatch(new RegExp(`^/api/v1/MidiaAnotacaoUsuario/${note.id}/imagem/[\\w-]+\\.[\\w-]+$`));
    // no session header: the token in the path is the access
    const served = await image(note.imagemUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(shot)).toBe(true);
    // a forged token or another note's id: not found
    expect((await image(note.imagemUrl!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).statusCode).toBe(404);
    const other = (await post(LEARNER, { midiaId: video.id, titulo: 'Outra' }, { content: png(2, 2) })).json<Note>();
    expect((await image(note.imagemUrl!.replace(note.id, other.id))).statusCode).toBe(404);

    // text only: the screenshot is kept
    const kept = (await put(LEARNER, note.id, { titulo: 'Com captura', descricao: 'mais texto' })).json<Note>();
    expect(kept.imagemUrl).toBe(note.imagemUrl);

    // a new image replaces it: the old address stops working
    const replacement = png(16, 9);
    const replaced = await put(LEARNER, note.id, { titulo: 'Com captura' }, { content: replacement });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<Note>();
    expect(after.imagemUrl).not.toBe(note.imagemUrl);
    expect((await image(note.imagemUrl!)).statusCode).toBe(404);
    expect((await image(after.imagemUrl!)).rawPayload.equals(replacement)).toBe(true);

    // removerImagem=true removes it
    const cleared = (await put(LEARNER, note.id, { titulo: 'Com captura', removerImagem: 'true' })).json<Note>();
    expect(cleared.imagemUrl).toBeNull();
    expect((await image(after.imagemUrl!)).statusCode).toBe(404);

    // deleting the note removes its screenshot too
    expect((await as(LEARNER, { method: 'DELETE', url: `/api/v1/MidiaAnotacaoUsuario/${other.id}` })).statusCode).toBe(200);
    expect((await image(other.imagemUrl!)).statusCode).toBe(404);
  });

  it('checks the screenshot by its content: a GIF or text named .png is refused (415), over 5 MB is refused (413), nothing stored', async () => {
    const before = (await list(LEARNER, `?midiaId=${video.id}`)).totalItems;
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b])]);
    const wrong = await post(LEARNER, { midiaId: video.id, titulo: 'GIF' }, { content: gif, fileName: 'captura.png', mimeType: 'image/png' });
    expect(wrong.statusCode, wrong.body).toBe(415);
    expect(wrong.json().notifications[0].message).toBe('Arquivo inválido. Arquivos aceitos: jpg, png, webp');
    const text = await post(LEARNER, { midiaId: video.id, titulo: 'Texto' }, { content: Buffer.from('não é uma imagem'), fileName: 'captura.png' });
    expect(text.statusCode).toBe(415);

    const big = Buffer.concat([png(), Buffer.alloc(NOTE_IMAGE_MAX_BYTES)]);
    const tooBig = await post(LEARNER, { midiaId: video.id, titulo: 'Grande' }, { content: big });
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(tooBig.json().notifications[0].message).toBe('O arquivo excede o tamanho máximo de 5 MB');
    expect((await list(LEARNER, `?midiaId=${video.id}`)).totalItems).toBe(before);
  });

  it('validates the fields (title required, note length, time), even when an image follows', async () => {
    const noTitle = await post(LEARNER, { midiaId: video.id, titulo: ' ' }, { content: png() });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ notifications: [{ message: 'Campo obrigatório' }], details: { field: 'titulo' } });
    const long = await post(LEARNER, { midiaId: video.id, titulo: 'Longa', descricao: 'x'.repeat(NOTE_DESCRIPTION_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().notifications[0].message).toBe('A anotação não pode exceder 2.000 caracteres.');
    expect((await post(LEARNER, { midiaId: video.id, titulo: 'Tempo', tempo: 'depois' })).statusCode).toBe(400);
    expect((await post(LEARNER, { titulo: 'Sem objeto' })).json()).toMatchObject({ details: { field: 'midiaId' } });
    const json = await as(LEARNER, { method: 'POST', url: '/api/v1/MidiaAnotacaoUsuario', payload: { midiaId: video.id, titulo: 'JSON' } });
    expect(json.statusCode).toBe(415);
  });

  it('keeps course and trail ids and filters by them and by text', async () => {
    const cursoId = crypto.randomUUID();
    const formacaoId = crypto.randomUUID();
    const word = unique('palavra').replace(' ', '-');
    const a = (await post(LEARNER, { midiaId: video.id, titulo: `Curso ${word}`, cursoId })).json<Note>();
    const b = (await post(LEARNER, { midiaId: video.id, titulo: 'Trilha', descricao: `na descrição ${word}`, cursoId, formacaoId })).json<Note>();
    expect(b).toMatchObject({ cursoId, formacaoId });
    expect((await list(LEARNER, `?cursoId=${cursoId}`)).data.map((n) => n.id)).toEqual([b.id, a.id]);
    expect((await list(LEARNER, `?formacaoId=${formacaoId}`)).data.map((n) => n.id)).toEqual([b.id]);
    expect((await list(LEARNER, `?search=${encodeURIComponent(word)}`)).data.map((n) => n.id)).toEqual([b.id, a.id]);
    expect((await list(LEARNER, `?search=${encodeURIComponent(video.nome)}&cursoId=${cursoId}`)).totalItems).toBe(2);
    expect((await as(LEARNER, { method: 'GET', url: '/api/v1/MidiaAnotacaoUsuario?cursoId=x' })).statusCode).toBe(400);
  });

  it("hides another person's note: not listed, and 404 on change or delete", async () => {
    const mine = (await post(LEARNER, { midiaId: video.id, titulo: 'Minha' }, { content: png() })).json<Note>();
    expect((await list(OTHER)).data.map((n) => n.id)).not.toContain(mine.id);
    const edit = await put(OTHER, mine.id, { titulo: 'Alheia' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().notifications[0].message).toBe('Anotação não encontrada.');
    expect((await as(OTHER, { method: 'DELETE', url: `/api/v1/MidiaAnotacaoUsuario/${mine.id}` })).statusCode).toBe(404);
    // with an image sent: still 404, nothing stored, the owner's note unchanged
    expect((await put(OTHER, mine.id, { titulo: 'Alheia' }, { content: png(5, 5) })).statusCode).toBe(404);
    expect((await list(LEARNER, `?midiaId=${video.id}`)).data.find((n) => n.id === mine.id)).toMatchObject({ titulo: 'Minha', imagemUrl: mine.imagemUrl });
  });

  it('keeps tenants apart: an object or a note of another company is not found', async () => {
    const mine = (await post(LEARNER, { midiaId: video.id, titulo: 'Da Demo' })).json<Note>();
    const onOther = await post(ACME, { midiaId: video.id, titulo: 'Da Acme' });
    expect(onOther.statusCode).toBe(404);
    expect(onOther.json().notifications[0].message).toBe('Objeto não encontrado.');
    expect((await put(ACME, mine.id, { titulo: 'Acme' })).statusCode).toBe(404);
    expect((await as(ACME, { method: 'DELETE', url: `/api/v1/MidiaAnotacaoUsuario/${mine.id}` })).statusCode).toBe(404);
    expect((await list(ACME)).data.map((n) => n.id)).not.toContain(mine.id);
    // the demo administrator acting in Acme (X-Tenant) does not see the Demo notes either
    const acme = await as(ADMIN, { method: 'GET', url: '/api/v1/MidiaAnotacaoUsuario', headers: { 'x-tenant': t.tenants.acme } });
    if (acme.statusCode === 200) expect(acme.json<ListNotesResponse>().data.map((n) => n.id)).not.toContain(mine.id);
  });

  it('refuses an object the person cannot read (inactive, unknown); a repository holder may note an inactive one', async () => {
    const inactive = await createMidia({ active: false });
    const res = await post(LEARNER, { midiaId: inactive.id, titulo: 'Inativo' }, { content: png() });
    expect(res.statusCode).toBe(404);
    expect((await post(LEARNER, { midiaId: crypto.randomUUID(), titulo: 'Nenhum' })).statusCode).toBe(404);
    const held = await post(ADMIN, { midiaId: inactive.id, titulo: 'Inativo (administração)' });
    expect(held.statusCode, held.body).toBe(201);

    // a note on an object that became inactive cannot be changed by a learner any more
    const active = await createMidia();
    const note = (await post(LEARNER, { midiaId: active.id, titulo: 'Antes' })).json<Note>();
    const off = await as(ADMIN, { method: 'PUT', url: `/api/v1/midia/${active.id}`, payload: { nome: active.nome, tipo: 'video', link: active.link, active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await put(LEARNER, note.id, { titulo: 'Depois' })).statusCode).toBe(404);
  });

  it('goes with the object: deleting the object deletes its notes', async () => {
    const temp = await createMidia();
    const note = (await post(LEARNER, { midiaId: temp.id, titulo: 'Vai junto' }, { content: png() })).json<Note>();
    expect((await as(ADMIN, { method: 'DELETE', url: `/api/v1/midia/${temp.id}` })).statusCode).toBe(200);
    expect((await list(LEARNER, `?midiaId=${temp.id}`)).totalItems).toBe(0);
    expect((await image(note.imagemUrl!)).statusCode).toBe(404);
  });

  it('needs a session for the calls (the screenshot address excepted)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/MidiaAnotacaoUsuario' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/MidiaAnotacaoUsuario', ...form({ midiaId: video.id, titulo: 'x' }) })).statusCode).toBe(401);
  });
});
