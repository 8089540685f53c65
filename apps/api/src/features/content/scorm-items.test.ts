import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MidiaProgress, ScormOutline, ScormRecord } from '@plataforma/shared/content';
import { contentTestKit, DEFAULT_PEOPLE, makeZip } from './content.test-kit';

/**
 * A package played item by item (docs/scorm.md 'Items, records and roll-up'): its table of contents, one record per
 * SCO and attempt, the whole data model kept, and the object's progress and score rolled up from its items.
 */

const FIXTURES = fileURLToPath(new URL('../../../../../../shared/fixtures/scorm/', import.meta.url));
const { as, uploadPackage } = contentTestKit('scorm-items', () => undefined, [...DEFAULT_PEOPLE]);
const learner = (call: Parameters<typeof as>[1]) => as('aluno@demo.local', call);

const NS12 = 'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"';
const NS2004 = 'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss"';

/** Three SCOs (the first with a mastery score and launch data) and an asset, in a module and at the top. */
const threeScosAndAsset = (version: '1.2' | '2004') => {
  const sco = version === '1.2' ? 'adlcp:scormtype="sco"' : 'adlcp:scormType="sco"';
  const asset = version === '1.2' ? 'adlcp:scormtype="asset"' : 'adlcp:scormType="asset"';
  const first =
    version === '1.2'
      ? '<adlcp:masteryscore>80</adlcp:masteryscore><adlcp:datafromlms>turma=A</adlcp:datafromlms>'
      : '<adlcp:completionThreshold>0.5</adlcp:completionThreshold><adlcp:dataFromLMS>turma=A</adlcp:dataFromLMS>';
  return makeZip([
    {
      name: 'imsmanifest.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="tres-${version}" version="1" ${version === '1.2' ? NS12 : NS2004}>
  <metadata><schema>ADL SCORM</schema><schemaversion>${version === '1.2' ? '1.2' : '2004 3rd Edition'}</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Três SCOs</title>
    <item identifier="modulo"><title>Módulo</title>
      <item identifier="sco1" identifierref="r1"><title>Aula 1</title>${first}</item>
      <item identifier="sco2" identifierref="r2"><title>Aula 2</title></item>
    </item>
    <item identifier="sco3" identifierref="r3"><title>Aula 3</title></item>
    <item identifier="glossario" identifierref="r4"><title>Glossário</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="r1" type="webcontent" ${sco} href="sco1.html"/>
    <resource identifier="r2" type="webcontent" ${sco} href="sco2.html"/>
    <resource identifier="r3" type="webcontent" ${sco} href="sco3.html"/>
    <resource identifier="r4" type="webcontent" ${asset} href="glossario.html"/>
  </resources>
</manifest>`,
    },
    ...['sco1', 'sco2', 'sco3', 'glossario'].map((name) => ({ name: `${name}.html`, data: `<html><body>${name}</body></html>` })),
  ]);
};

const outline = async (midiaId: string, who = 'aluno@demo.local') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/scormacompanhamento/midia/${midiaId}/pacote` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScormOutline>();
};
const open = async (midiaId: string, scoId: string, extra: Record<string, unknown> = {}) => {
  const res = await learner({ method: 'POST', url: '/api/v1/scormacompanhamento', payload: { midiaId, scoId, ...extra } });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json<ScormRecord>();
};
const commit = async (id: string, payload: Record<string, unknown>) => {
  const res = await learner({ method: 'PUT', url: `/api/v1/scormacompanhamento/${id}`, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScormRecord>();
};
const progress = async (midiaId: string) => (await learner({ method: 'GET', url: `/api/v1/midia/progresso/${midiaId}/${midiaId}` })).json<MidiaProgress>();

describe.each(['1.2', '2004'] as const)('a SCORM %s package with three SCOs and an asset', (version) => {
  const completed = version === '1.2' ? { completionStatus: 'completed', successStatus: 'unknown' } : { completionStatus: 'completed', successStatus: 'unknown' };

  it('lists its items, keeps one record per SCO and completes the object when every item is done', async () => {
    const m = await uploadPackage('admin@demo.local', threeScosAndAsset(version));
    const toc = await outline(m.id);
    expect(toc).toMatchObject({ version, title: 'Três SCOs', percent: 0, score: null });
    expect(toc.items.map((i) => [i.identifier, i.level, i.type, i.scoId])).toEqual([
      ['modulo', 0, null, null],
      ['sco1', 1, 'sco', ''],
      ['sco2', 1, 'sco', 'sco2'],
      ['sco3', 0, 'sco', 'sco3'],
      ['glossario', 0, 'asset', 'glossario'],
    ]);
    expect(toc.items[1].data).toEqual(version === '1.2' ? { masteryScore: '80', dataFromLms: 'turma=A' } : { completionThreshold: '0.5', dataFromLms: 'turma=A' });
    expect(toc.items.map((i) => i.launch)).toEqual([null, 'sco1.html', 'sco2.html', 'sco3.html', 'glossario.html']);

    // One record per item; an item that is not in the package has none.
    const records = await Promise.all(['', 'sco2', 'sco3', 'glossario'].map((scoId) => open(m.id, scoId)));
    expect(new Set(records.map((r) => r.id)).size).toBe(4);
    expect(records.map((r) => r.scoId)).toEqual(['', 'sco2', 'sco3', 'glossario']);
    const unknown = await learner({ method: 'POST', url: '/api/v1/scormacompanhamento', payload: { midiaId: m.id, scoId: 'nao-existe' } });
    expect(unknown.statusCode).toBe(404);

    // Each completed item moves the object on; it is complete only with all of them.
    await commit(records[0].id, { ...completed, scoreRaw: '90', scoreMax: '100', scoreMin: '0' });
    expect((await outline(m.id)).percent).toBe(25);
    expect((await progress(m.id)).percentualProgresso).toBe(25);
    await commit(records[1].id, { ...completed, scoreRaw: '70', scoreMax: '100', scoreMin: '0' });
    await commit(records[2].id, completed);
    const three = await outline(m.id);
    expect(three.percent).toBe(75);
    expect(three.items.find((i) => i.identifier === 'sco2')?.state).toMatchObject({ complete: true, score: 0.7, attempts: 1 });
    expect((await progress(m.id)).concluido).toBe(false);
    // The asset: opened is done.
    await commit(records[3].id, { completionStatus: 'completed' });
    const all = await outline(m.id);
    expect(all.percent).toBe(100);
    // The object's score: the mean of the scored SCOs.
    expect(all.score).toBe(80);
    expect(await progress(m.id)).toMatchObject({ percentualProgresso: 100, concluido: true });
  });
});

describe('the whole data model between sessions', () => {
  it('keeps objectives, interactions, comments and preferences and the exact 1.2 status', async () => {
    const m = await uploadPackage('admin@demo.local', threeScosAndAsset('1.2'));
    const record = await open(m.id, 'sco2');
    const cmi = {
      core: { lesson_status: 'browsed', lesson_location: 'p2', score: { raw: '', min: '', max: '' } },
      comments: 'anotação do aluno',
      objectives: { '0': { id: 'obj-1', status: 'passed', score: { raw: '100' } } },
      interactions: { '0': { id: 'q1', type: 'choice', student_response: 'b', result: 'correct' } },
      student_preference: { audio: '1', language: 'pt', speed: '0', text: '1' },
    };
    await commit(record.id, { completionStatus: 'incomplete', location: 'p2', cmi });
    const read = await learner({ method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}?scoId=sco2` });
    expect(read.statusCode).toBe(200);
    expect(read.json<ScormRecord>().cmi).toEqual(cmi);
    // Another item, and the first item, have records of their own.
    expect((await learner({ method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}` })).statusCode).toBe(404);
  });

  it('starts a new attempt only when the latest one ended, and counts the best one', async () => {
    const m = await uploadPackage('admin@demo.local', threeScosAndAsset('2004'));
    const first = await open(m.id, 'sco3');
    // Incomplete or suspended: the same attempt resumes.
    await commit(first.id, { completionStatus: 'incomplete', exit: 'suspend' });
    expect((await open(m.id, 'sco3', { novaTentativa: true })).id).toBe(first.id);
    await commit(first.id, { completionStatus: 'completed', exit: 'normal' });
    // Without asking for one, the latest attempt is answered.
    expect((await open(m.id, 'sco3')).id).toBe(first.id);
    const second = await open(m.id, 'sco3', { novaTentativa: true });
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ scoId: 'sco3', tentativa: 2, completionStatus: null, cmi: null });
    const item = (await outline(m.id)).items.find((i) => i.identifier === 'sco3');
    expect(item?.state).toMatchObject({ complete: true, attempts: 2 });
    expect((await learner({ method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}?scoId=sco3` })).json<ScormRecord>().tentativa).toBe(2);
  });
});

describe('single-SCO packages and isolation', () => {
  it('a single-SCO package rolls up from its one record as before', async () => {
    const m = await uploadPackage('admin@demo.local', readFileSync(join(FIXTURES, 'singlesco_scorm12.zip')));
    const toc = await outline(m.id);
    expect(toc.items.filter((i) => i.launch)).toHaveLength(1);
    expect(toc.items.find((i) => i.launch)?.scoId).toBe('');
    const record = await open(m.id, '');
    await commit(record.id, { completionStatus: 'completed' });
    expect((await outline(m.id)).percent).toBe(100);
  });

  it('the 2004 fixture (Golf, one SCO) lists its item and its completion rolls up to 100', async () => {
    const m = await uploadPackage('admin@demo.local', readFileSync(join(FIXTURES, 'RuntimeBasicCalls_SCORM20043rdEdition.zip')));
    const toc = await outline(m.id);
    expect(toc).toMatchObject({ version: '2004', title: 'Golf Explained - Run-time Basic Calls' });
    expect(toc.items.map((i) => [i.identifier, i.type, i.launch, i.scoId])).toEqual([['item_1', 'sco', 'shared/launchpage.html', '']]);
    const record = await open(m.id, '');
    await commit(record.id, { completionStatus: 'incomplete', progressMeasure: '0.5' });
    expect((await outline(m.id)).percent).toBe(50);
    await commit(record.id, { completionStatus: 'completed', successStatus: 'passed', scoreScaled: '0.8' });
    expect(await outline(m.id)).toMatchObject({ percent: 100, score: 80 });
  });

  it('a manifest whose name a Windows tool wrote in capitals still gives the table of contents', async () => {
    const zip = threeScosAndAsset('1.2');
    // The same archive with the manifest's name in capitals (same length: offsets unchanged).
    const renamed = Buffer.from(zip.toString('latin1').replaceAll('imsmanifest.xml', 'IMSMANIFEST.XML'), 'latin1');
    const m = await uploadPackage('admin@demo.local', renamed);
    expect((await outline(m.id)).items.filter((i) => i.launch)).toHaveLength(4);
  });

  it('another company cannot read the table of contents nor open an item', async () => {
    const m = await uploadPackage('admin@demo.local', threeScosAndAsset('1.2'));
    expect((await as('admin@acme.local', { method: 'GET', url: `/api/v1/scormacompanhamento/midia/${m.id}/pacote` })).statusCode).toBe(404);
    expect((await as('admin@acme.local', { method: 'POST', url: '/api/v1/scormacompanhamento', payload: { midiaId: m.id, scoId: 'sco2' } })).statusCode).toBe(404);
    const mine = await open(m.id, 'sco2');
    expect((await as('admin@demo.local', { method: 'PUT', url: `/api/v1/scormacompanhamento/${mine.id}`, payload: { completionStatus: 'completed' } })).statusCode).toBe(404);
  });
});
