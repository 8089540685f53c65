import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSettings, SettingsFile } from '@plataforma/shared/settings';
import { buildTestApp, callAs, login, multipartFile, type TestApp } from '../../test/build-test-app';

/**
 * The sign-in page customisation through the settings calls (1-shell §3 `login`): a slide and a background uploaded,
 * the group saved whole, read by the open call of the tenant's sub-domain and not by another's; 10 slides pass and
 * the 11th is refused with the spec's message; addresses elsewhere are refused; nothing changes on a refusal.
 */

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['admin@demo.local', 'aluno@demo.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), Buffer.alloc(512)]);
const upload = async (tipo: 'slide' | 'background') => {
  const { payload, headers } = multipartFile('arquivo', `${tipo}.png`, PNG, 'image/png');
  const res = await callAs(t.app, token['admin@demo.local'], { method: 'POST', url: `/api/v1/Parametro/AdicionarArquivo?tipo=${tipo}`, payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SettingsFile>();
};
const put = (email: string, login: object) => callAs(t.app, token[email], { method: 'PUT', url: '/api/v1/Parametro/update', payload: { login } });
const openSettings = async (subDomain: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/Parametro/open/parametros', payload: { subDomain } })).json<ClientSettings>();

describe('login group of PUT /api/v1/Parametro/update', () => {
  it("saves a slide, a background and the alignment; the tenant's sign-in page reads them, another tenant's does not", async () => {
    const slide = await upload('slide');
    const background = await upload('background');
    const login = { backgrounds: [background.url], align: 'left', carousels: [{ slides: [{ image: slide.url }] }] };
    const res = await put('admin@demo.local', login);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClientSettings>().login).toEqual(login);
    expect((await openSettings('demo')).login).toEqual(login);
    expect((await openSettings('acme')).login).toEqual({ backgrounds: [], align: 'right', carousels: [] });
  });

  it('takes 10 slides and refuses the 11th with the limit message, changing nothing', async () => {
    const slide = await upload('slide');
    const slides = (count: number) => Array.from({ length: count }, () => ({ image: slide.url }));
    const ten = await put('admin@demo.local', { backgrounds: [], align: 'center', carousels: [{ slides: slides(10) }] });
    expect(ten.statusCode, ten.body).toBe(200);
    const eleven = await put('admin@demo.local', { backgrounds: [], align: 'right', carousels: [{ slides: slides(6) }, { slides: slides(5) }] });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().notifications[0]).toMatchObject({ message: 'Limite de 10 item(ns) atingido', field: 'login.carousels' });
    const stored = (await openSettings('demo')).login;
    expect(stored.align).toBe('center');
    expect(stored.carousels[0]?.slides).toHaveLength(10);
  });

  it('refuses files elsewhere, empty slides and other alignments', async () => {
    const cases: [object, string][] = [
      [{ backgrounds: ['https://elsewhere.example/bg.jpg'], align: 'right', carousels: [] }, 'Endereço de arquivo inválido: use um arquivo enviado à plataforma.'],
      [{ backgrounds: [], align: 'right', carousels: [{ slides: [{ video: { url: '//elsewhere.example/v.mp4' } }] }] }, 'Endereço de arquivo inválido: use um arquivo enviado à plataforma.'],
      [{ backgrounds: [], align: 'right', carousels: [{ slides: [{ image: null }] }] }, 'Cada slide precisa de uma imagem ou de um vídeo.'],
      [{ backgrounds: [], align: 'top', carousels: [] }, ''],
    ];
    for (const [login, message] of cases) {
      const res = await put('admin@demo.local', login);
      expect(res.statusCode, JSON.stringify(login)).toBe(400);
      if (message) expect(res.json().notifications[0].message).toBe(message);
    }
  });

  it("needs 'Configurações'", async () => {
    const res = await put('aluno@demo.local', { backgrounds: [], align: 'right', carousels: [] });
    expect(res.statusCode).toBe(403);
  });
});
