import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import type { ClientSettings } from '@plataforma/shared/settings';
import { buildTestApp, callAs, login, type TestApp } from '../../test/build-test-app';

/** New repository objects start from the company's watermark defaults (client settings waterMark). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await login(t.app, 'admin@acme.local')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const create = async (payload: object) => {
  const res = await callAs(t.app, admin, { method: 'POST', url: '/api/v1/midia', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Midia>();
};

describe('watermark defaults of new repository objects', () => {
  it("fill the watermark from the company's settings when the request leaves it out", async () => {
    const waterMark: ClientSettings['waterMark'] = {
      user: { name: true, email: false, company: true, businessUnit: false, department: true, role: false, registrationDate: true, ip: false },
      allowPDFDownload: true,
      includeWaterMarkInPDF: true,
    };
    const saved = await callAs(t.app, admin, { method: 'PUT', url: '/api/v1/Parametro/update', payload: { waterMark } });
    expect(saved.statusCode, saved.body).toBe(200);

    const pdf = await create({ nome: 'Manual de integração', tipo: 'pdf', link: 'https://acme.example/manual.pdf' });
    expect(pdf.watermark).toEqual({ enabled: true, userName: true, email: false, company: true, unit: false, department: true, position: false, dateTime: true, ip: false });
    // the company's download gate is not copied into the object
    expect(pdf.downloadable).toBe(false);

    // what the request gives wins
    const given = { enabled: false, userName: false, email: true, company: false, unit: false, department: false, position: false, dateTime: false, ip: true };
    expect((await create({ nome: 'Manual com marca própria', tipo: 'pdf', link: 'https://acme.example/m2.pdf', watermark: given })).watermark).toEqual(given);

    // the watermark starts off when the company does not write it into PDFs
    await callAs(t.app, admin, { method: 'PUT', url: '/api/v1/Parametro/update', payload: { waterMark: { ...waterMark, includeWaterMarkInPDF: false } } });
    expect((await create({ nome: 'Manual sem marca', tipo: 'pdf', link: 'https://acme.example/m3.pdf' })).watermark).toMatchObject({ enabled: false, userName: true });
  });
});
