import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Midia } from '@plataforma/shared/content';
import type { UsageInfo } from '@plataforma/shared/accounts';
import { multipartBody } from '../../core/multipart-body';
import type { TestApp } from '../../test/build-test-app';
import { deflatedZeros, makeZip } from '../../test/zip';
import { contentTestKit } from './content.test-kit';

/**
 * The contract's disk space as the tenant's storage quota (features/tenancy/storage-quota.ts) and the zip-bomb guard,
 * seen through the repository uploads: what is refused leaves no file, no row and no usage behind.
 */

let t: TestApp;
const { admin, as, unique, create, uploadMain, storedFiles, messages } = contentTestKit('storage-quota', (app) => (t = app));

const GB = 1024 ** 3;
const KB = 1024;

const usage = async (who = 'admin@demo.local') => {
  const res = await as(who, { method: 'GET', url: '/api/v1/Contrato/UsageInfo' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UsageInfo>();
};

/** Sets the disk space (GB) of a demo tenant's contract. */
const setDiskSpace = (tenantId: string, gb: number) =>
  t.database.system((tx) => tx.execute(sql`update contrato set espaco_em_disco_contratado = ${gb} where id = (select contrato_id from tenant where id = ${tenantId})`));

/** The rows of the storage ledger of a tenant. */
const ledger = async (tenantId: string) =>
  (
    (await t.database.system((tx) => tx.execute(sql`select chave, bytes::float8 as bytes from arquivo_armazenado where tenant_id = ${tenantId}`))) as unknown as {
      rows: { chave: string; bytes: number }[];
    }
  ).rows;

/** A PDF of `size` bytes (recognised by its header; the pdf kind is stored as sent, with no processing). */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

const newPdfObject = () => create({ nome: unique('Apostila'), tipo: 'pdf', fileName: 'apostila.pdf' });

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="gen" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <organizations default="o"><organization identifier="o"><title>Gerado</title><item identifier="i" identifierref="r"><title>I</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;

const waitForSettled = async (id: string, timeoutMs = 60_000): Promise<Midia> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const m = (await admin({ method: 'GET', url: `/api/v1/midia/${id}` })).json<Midia>();
    if (m.processingStatus !== 'pending' && m.processingStatus !== 'processing') return m;
    if (Date.now() > until) throw new Error(`object ${id} still ${m.processingStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('GET Contrato/UsageInfo: the storage used against the contract disk space', () => {
  it('counts an upload to the byte and gives it back when the file is deleted', async () => {
    await setDiskSpace(t.tenants.demo, 2);
    const before = await usage();
    expect(before).toMatchObject({ espacoEmDiscoContratado: 2, espacoEmDiscoContratadoBytes: 2 * GB });

    const m = await newPdfObject();
    const res = await uploadMain('admin@demo.local', m.id, 'apostila.pdf', pdfOf(300 * KB));
    expect(res.statusCode, res.body).toBe(200);
    const after = await usage();
    expect(after.espacoEmDiscoUtilizadoBytes - before.espacoEmDiscoUtilizadoBytes).toBe(300 * KB);
    expect((await ledger(t.tenants.demo)).filter((r) => r.chave.includes(m.id))).toEqual([expect.objectContaining({ bytes: 300 * KB })]);
    // Another tenant's usage is its own.
    expect((await usage('admin@acme.local')).espacoEmDiscoUtilizadoBytes).toBe(0);

    expect((await admin({ method: 'DELETE', url: `/api/v1/midia/${m.id}` })).statusCode).toBeLessThan(300);
    expect((await usage()).espacoEmDiscoUtilizadoBytes).toBe(before.espacoEmDiscoUtilizadoBytes);
    expect((await ledger(t.tenants.demo)).filter((r) => r.chave.includes(m.id))).toEqual([]);
  });

  it('reports no limit when the contract sets 0 GB', async () => {
    await setDiskSpace(t.tenants.demo, 0);
    expect(await usage()).toMatchObject({ espacoEmDiscoContratado: 0, espacoEmDiscoContratadoBytes: null });
  });

  it('counts the unpacked files of a SCORM package beside the package itself', async () => {
    await setDiskSpace(t.tenants.demo, 2);
    const before = (await usage()).espacoEmDiscoUtilizadoBytes;
    const page = `<html><body>${'conteúdo '.repeat(2000)}</body></html>`;
    const zip = makeZip([
      { name: 'imsmanifest.xml', data: MANIFEST, deflate: true },
      { name: 'index.html', data: page, deflate: true },
    ]);
    const m = await create({ nome: unique('Curso'), tipo: 'scorm', scormType: 'scorm12', fileName: 'curso.zip' });
    expect((await uploadMain('admin@demo.local', m.id, 'curso.zip', zip)).statusCode).toBe(200);
    expect((await waitForSettled(m.id)).processingStatus).toBe('done');
    const added = (await usage()).espacoEmDiscoUtilizadoBytes - before;
    expect(added).toBe(zip.length + Buffer.byteLength(MANIFEST) + Buffer.byteLength(page));
  }, 90_000);
});

describe('an upload over the quota', () => {
  it('is refused with the used and contracted space, and nothing is stored', async () => {
    // 0.001 GB = 1 073 742 bytes.
    await setDiskSpace(t.tenants.demo, 0.001);
    const before = await usage();
    const free = 1_073_742 - before.espacoEmDiscoUtilizadoBytes;
    expect(free).toBeGreaterThan(600 * KB);

    const m = await newPdfObject();
    const res = await uploadMain('admin@demo.local', m.id, 'grande.pdf', pdfOf(free + 1));
    expect(res.statusCode).toBe(413);
    expect(messages(res.body)[0]).toMatch(/^Espaço em disco do contrato insuficiente: .+ usados de 1 MB contratados\./);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    expect(await usage()).toEqual(before);
    expect((await ledger(t.tenants.demo)).filter((r) => r.chave.includes(m.id))).toEqual([]);
    // The object kept no file.
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${m.id}` })).json<Midia>().fileName).not.toBe('grande.pdf');

    // Exactly what is free fits.
    const fits = await uploadMain('admin@demo.local', m.id, 'cabe.pdf', pdfOf(free));
    expect(fits.statusCode, fits.body).toBe(200);
    expect((await usage()).espacoEmDiscoUtilizadoBytes).toBe(1_073_742);
    // Full: even a small file is refused, in the reader's language.
    const other = await newPdfObject();
    const small = multipartBody({ field: 'arquivo', fileName: 'mais.pdf', content: pdfOf(10) });
    const refused = await as('admin@demo.local', { method: 'POST', url: `/api/v1/midia/big/${other.id}/fileUpload`, payload: small.payload, headers: { ...small.headers, 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(413);
    expect(messages(refused.body)).toEqual(["Not enough contracted disk space: 1 MB used of 1 MB. Delete files or increase the contract's disk space."]);
    expect(storedFiles(t.tenants.demo, other.id)).toEqual([]);
    await admin({ method: 'DELETE', url: `/api/v1/midia/${m.id}` });
    expect((await usage()).espacoEmDiscoUtilizadoBytes).toBe(before.espacoEmDiscoUtilizadoBytes);
  });

  it('keeps only one of two concurrent uploads that each fit alone but not together', async () => {
    await setDiskSpace(t.tenants.demo, 0.001);
    const before = await usage();
    const free = 1_073_742 - before.espacoEmDiscoUtilizadoBytes;
    const size = Math.floor(free * 0.6);
    const [a, b] = await Promise.all([newPdfObject(), newPdfObject()]);
    const results = await Promise.all([uploadMain('admin@demo.local', a.id, 'a.pdf', pdfOf(size)), uploadMain('admin@demo.local', b.id, 'b.pdf', pdfOf(size))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 413]);
    expect((await usage()).espacoEmDiscoUtilizadoBytes - before.espacoEmDiscoUtilizadoBytes).toBe(size);
    expect([...storedFiles(t.tenants.demo, a.id), ...storedFiles(t.tenants.demo, b.id)]).toHaveLength(1);
    await admin({ method: 'DELETE', url: `/api/v1/midia/${a.id}` });
    await admin({ method: 'DELETE', url: `/api/v1/midia/${b.id}` });
    expect((await usage()).espacoEmDiscoUtilizadoBytes).toBe(before.espacoEmDiscoUtilizadoBytes);
  });
});

describe('processing outputs over the quota', () => {
  it('a SCORM package that fits but whose unpacked files do not fails its processing and leaves only the package', async () => {
    await setDiskSpace(t.tenants.demo, 0.001);
    const before = (await usage()).espacoEmDiscoUtilizadoBytes;
    const free = 1_073_742 - before;
    // Incompressible text stored as is: the package and its unpacked files each take 60 % of the free space.
    const page = `<html><body>${randomBytes(Math.floor(free * 0.45)).toString('base64')}</body></html>`;
    const zip = makeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: page },
    ]);
    const m = await create({ nome: unique('Curso grande'), tipo: 'scorm', scormType: 'scorm12', fileName: 'grande.zip' });
    const res = await uploadMain('admin@demo.local', m.id, 'grande.zip', zip);
    expect(res.statusCode, res.body).toBe(200);
    const settled = await waitForSettled(m.id);
    expect(settled).toMatchObject({
      processingStatus: 'failed',
      processingError: 'Espaço em disco do contrato insuficiente para os arquivos processados. Exclua arquivos ou amplie o espaço contratado.',
    });
    expect((await usage()).espacoEmDiscoUtilizadoBytes - before).toBe(zip.length);
    expect((await ledger(t.tenants.demo)).filter((r) => r.chave.includes(`${m.id}/scorm/`))).toEqual([]);
    expect(storedFiles(t.tenants.demo, m.id)).not.toContain('scorm');
    await admin({ method: 'DELETE', url: `/api/v1/midia/${m.id}` });
    expect((await usage()).espacoEmDiscoUtilizadoBytes).toBe(before);
  }, 90_000);
});

describe('zip bombs', () => {
  it('refuses a 1 MB SCORM package that expands to 1 GB, storing nothing and counting nothing', async () => {
    await setDiskSpace(t.tenants.demo, 0);
    const before = await usage();
    const bomb = makeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: '<html></html>' },
      // The headers understate the content: only the bytes inflated tell.
      { name: 'video.mp4', deflated: await deflatedZeros(GB), declaredSize: 1000 },
    ]);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const m = await create({ nome: unique('Bomba'), tipo: 'scorm', scormType: 'scorm12', fileName: 'bomba.zip' });
    const res = await uploadMain('admin@demo.local', m.id, 'bomba.zip', bomb);
    expect(res.statusCode).toBe(413);
    expect(messages(res.body)).toEqual(['Arquivo compactado recusado: o conteúdo se expande mais de 100 vezes o tamanho compactado (video.mp4).']);
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    expect(await usage()).toEqual(before);
    const body = multipartBody({ field: 'arquivo', fileName: 'bomba.zip', content: bomb, mimeType: 'application/zip' });
    const english = await as('admin@demo.local', { method: 'POST', url: `/api/v1/midia/big/${m.id}/fileUpload`, payload: body.payload, headers: { ...body.headers, 'accept-language': 'en' } });
    expect(english.statusCode).toBe(413);
    expect(messages(english.body)).toEqual(['Compressed file refused: its content expands more than 100 times its compressed size (video.mp4).']);
  }, 120_000);

  it('refuses an office document that is a zip bomb before storing it', async () => {
    const before = await usage();
    const docx = makeZip([
      { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>' },
      { name: 'word/document.xml', deflated: await deflatedZeros(32 * 1024 * 1024) },
    ]);
    const m = await create({ nome: unique('Manual'), tipo: 'documento', fileName: 'manual.docx' });
    const res = await uploadMain('admin@demo.local', m.id, 'manual.docx', docx);
    expect(res.statusCode, res.body).toBe(413);
    expect(messages(res.body)[0]).toContain('Arquivo compactado recusado');
    expect(storedFiles(t.tenants.demo, m.id)).toEqual([]);
    expect(await usage()).toEqual(before);
  });
});
