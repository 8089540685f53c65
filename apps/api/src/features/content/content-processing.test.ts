import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ListMidiaEnviosResponse, Midia } from '@plataforma/shared/content';
import { generateTestAudio, generateTestAudioWithCover, generateTestMpeg, generateTestVideo } from '../../core/media/test-media';
import type { TestApp } from '../../test/build-test-app';
import * as XLSX from '@e965/xlsx';
import { contentTestKit, makeZip } from './content.test-kit';
import { convertToPdf, findLibreOffice, MEDIA_QUEUES } from './content.processing';
import * as repo from './content.repository';

/** Real SCORM packages written by others (ARCHITECTURE §6). */
const FIXTURES = fileURLToPath(new URL('../../../../../../shared/fixtures/scorm/', import.meta.url));
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

let t: TestApp;
const workDir = mkdtempSync(join(tmpdir(), 'midia-processing-work-'));
const { as, admin, unique, create, uploadMain, storedFiles, messages } = contentTestKit('midia-processing', (app) => (t = app));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The object as its owner reads it, once `done` holds (polled: the jobs run in this process). */
const waitFor = async (id: string, done: (m: Midia) => boolean, who = 'admin@demo.local', timeoutMs = 90_000): Promise<Midia> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const m = (await as(who, { method: 'GET', url: `/api/v1/midia/${id}` })).json<Midia>();
    if (done(m)) return m;
    if (Date.now() > until) throw new Error(`object ${id} still ${m.processingStatus} (${m.processingProgress ?? '-'}%)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
const settled = (m: Midia) => m.processingStatus !== 'pending' && m.processingStatus !== 'processing';
/** A stored file of the object's access root, as a browser fetches it: no session, the token in the path. */
const fetchUrl = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** A GET of a content origin address (a SCORM package's file), answered by the content listener. */
const fetchContent = (url: string) => {
  const address = new URL(url);
  expect(address.origin).toBe(t.config.contentOrigin);
  return t.app.contentApp.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
};
const jobsOf = async (midiaId: string) =>
  Number(
    (
      // The job queue's tables belong to plataforma_jobs, which the login role inherits (core/db-roles.ts).
      (await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name like 'media.%' and data->>'midiaId' = ${midiaId}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );
const history = async (who: string, query = '') => {
  const res = await as(who, { method: 'GET', url: `/api/v1/midia/envios${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListMidiaEnviosResponse>();
};

/** A zip of stored entries (enough for an office document the type detection recognises). */
const storedZip = (entries: { name: string; data: string }[]) => makeZip(entries);
const DOCX = storedZip([
  {
    name: '[Content_Types].xml',
    data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  { name: 'word/document.xml', data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Olá</w:t></w:r></w:p></w:body></w:document>' },
]);

/**
 * A stand-in for LibreOffice: records its arguments and writes a small PDF where `--outdir` says, named after the
 * input, as `soffice --convert-to pdf` does.
 */
const fakeSoffice = (exitCode = 0) => {
  const dir = mkdtempSync(join(workDir, 'soffice-'));
  const script = join(dir, 'soffice');
  const log = join(dir, 'args.txt');
  writeFileSync(
    script,
    `#!/bin/sh
for a in "$@"; do printf '%s\\n' "$a"; done > '${log}'
[ ${exitCode} -ne 0 ] && exit ${exitCode}
outdir=""; prev=""; last=""
for a in "$@"; do [ "$prev" = "--outdir" ] && outdir="$a"; prev="$a"; last="$a"; done
name=$(basename "$last")
printf '%%PDF-1.4\\n1 0 obj << /Type /Catalog >> endobj\\ntrailer << /Root 1 0 R >>\\n%%%%EOF\\n' > "$outdir/\${name%.*}.pdf"
`,
  );
  chmodSync(script, 0o755);
  return { script, args: () => readFileSync(log, 'utf8').trim().split('\n') };
};

const savedLibreOffice = process.env.LIBREOFFICE_PATH;
afterEach(() => {
  if (savedLibreOffice === undefined) delete process.env.LIBREOFFICE_PATH;
  else process.env.LIBREOFFICE_PATH = savedLibreOffice;
});

describe('video: HLS ladder in the background', () => {
  it('uploads a video, transcodes it in a job and serves the ladder, segments and cover through the access address', async () => {
    const source = await generateTestVideo(join(workDir, 'aula.mp4'), { width: 640, height: 360, seconds: 3 });
    const nome = unique('Aula em vídeo');
    const created = await create({ nome, tipo: 'video', fileName: 'aula.mp4' });
    const res = await uploadMain('admin@demo.local', created.id, 'aula.mp4', readFileSync(source));
    expect(res.statusCode, res.body).toBe(200);
    const uploaded = res.json<Midia>();
    // Playable from its file at once; the ladder follows.
    expect(uploaded).toMatchObject({ finished: true, hlsPlaylistUrl: null, processingStatus: 'pending', processingError: null });
    expect(uploaded.fileUrl).toBeTruthy();

    const done = await waitFor(created.id, settled);
    expect(done, JSON.stringify(done)).toMatchObject({ processingStatus: 'done', processingProgress: 100, processingError: null, finished: true });
    expect(done.hlsPlaylistUrl).toMatch(new RegExp(`^/api/v1/midia/${created.id}/acesso/[^/]+/hls/master\\.m3u8$`));

    const master = await fetchUrl(done.hlsPlaylistUrl!);
    expect(master.statusCode, master.body).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    // 640x360 allows the 360p rendition only.
    const variants = master.body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(variants).toEqual(['360p/index.m3u8']);
    expect(master.body).toContain('RESOLUTION=640x360');

    const base = done.hlsPlaylistUrl!.replace(/master\.m3u8$/, '');
    const playlist = await fetchUrl(`${base}360p/index.m3u8`);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((l) => l.endsWith('.ts'));
    expect(segment).toBeTruthy();
    const ts = await fetchUrl(`${base}360p/${segment}`);
    expect(ts.statusCode).toBe(200);
    expect(ts.headers['content-type']).toBe('video/mp2t');
    expect(ts.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    const partial = await fetchUrl(`${base}360p/${segment}`, { range: 'bytes=0-187' });
    expect(partial.statusCode).toBe(206);
    expect(partial.rawPayload.length).toBe(188);
    const poster = await fetchUrl(`${base}poster.jpg`);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    // The poster became the cover (none was uploaded by a person).
    expect(done.thumbnailUrl).toBeTruthy();
    const cover = await fetchUrl(done.thumbnailUrl!);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');

    const mine = await history('admin@demo.local');
    expect(mine.data.find((e) => e.midiaId === created.id)).toMatchObject({ midiaNome: nome, fileName: 'aula.mp4', fileType: 'video/mp4', status: 'Concluido', progress: 100, error: null });
  }, 180_000);

  it('a video without a picture fails, with its message on the object and in the history', async () => {
    const created = await create({ nome: unique('Vídeo sem imagem'), tipo: 'video', fileName: 'som.mp4' });
    // An MP4 holding audio only: stored and probed fine, but there is no picture to transcode.
    const audio = await generateTestAudio(join(workDir, 'som.mp4'), 2);
    const res = await uploadMain('admin@demo.local', created.id, 'som.mp4', readFileSync(audio));
    expect(res.statusCode, res.body).toBe(200);
    const failed = await waitFor(created.id, settled);
    expect(failed).toMatchObject({ processingStatus: 'failed', processingError: 'O arquivo não contém uma faixa de vídeo.', hlsPlaylistUrl: null, finished: true });
    const row = (await history('admin@demo.local', '?status=Erro')).data.find((e) => e.midiaId === created.id);
    expect(row).toMatchObject({ status: 'Erro', error: 'O arquivo não contém uma faixa de vídeo.', progress: null });
    const english = await as('admin@demo.local', { method: 'GET', url: '/api/v1/midia/envios?status=Erro', headers: { 'accept-language': 'en' } });
    expect(english.json<ListMidiaEnviosResponse>().data.find((e) => e.midiaId === created.id)?.error).toBe('The file contains no video track.');
  }, 120_000);

  it('a cut-off video whose index is at the front is flagged as damaged, not ready', async () => {
    const created = await create({ nome: unique('Vídeo cortado'), tipo: 'video', fileName: 'cortado.mp4' });
    const whole = readFileSync(await generateTestVideo(join(workDir, 'inteiro.mp4'), { width: 320, height: 240, seconds: 8 }));
    const res = await uploadMain('admin@demo.local', created.id, 'cortado.mp4', whole.subarray(0, Math.floor(whole.length * 0.45)));
    expect(res.statusCode, res.body).toBe(200);
    const failed = await waitFor(created.id, settled);
    expect(failed).toMatchObject({ processingStatus: 'failed', hlsPlaylistUrl: null });
    expect(failed.processingError).toMatch(/^O arquivo de vídeo está danificado/);
  }, 120_000);

  it("an audio file's cover art becomes the card image; an .mpg video is stored as video/mpeg", async () => {
    const song = await create({ nome: unique('Podcast com capa'), tipo: 'audio', fileName: 'episodio.mp3' });
    const res = await uploadMain('admin@demo.local', song.id, 'episodio.mp3', readFileSync(await generateTestAudioWithCover(join(workDir, 'episodio.mp3'), 2)));
    expect(res.statusCode, res.body).toBe(200);
    const withCover = res.json<Midia>();
    expect(withCover.cardHorizontalUrl).toBeTruthy();
    const image = await fetchUrl(withCover.cardHorizontalUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // a card image chosen by a person is never replaced by the cover of a new file
    const again = await uploadMain('admin@demo.local', song.id, 'episodio.mp3', readFileSync(join(workDir, 'episodio.mp3')));
    expect(again.json<Midia>().cardHorizontalUrl).toBe(withCover.cardHorizontalUrl);

    const mpeg = await create({ nome: unique('Vídeo MPEG'), tipo: 'video', fileName: 'filmadora.mpg' });
    const stored = await uploadMain('admin@demo.local', mpeg.id, 'filmadora.mpg', readFileSync(await generateTestMpeg(join(workDir, 'filmadora.mpg'), 2)));
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json<Midia>().fileType).toBe('video/mpeg');
  }, 120_000);
});

describe('SCORM packages', () => {
  it.each([
    ['singlesco_scorm12.zip', 'scorm12', 'scorm2004'],
    ['RuntimeBasicCalls_SCORM20043rdEdition.zip', 'scorm2004', 'scorm12'],
  ] as const)('unpacks %s, detects its version from the manifest and serves its launch page', async (file, detected, entered) => {
    const created = await create({ nome: unique('Curso SCORM'), tipo: 'scorm', scormType: entered, fileName: file });
    const res = await uploadMain('admin@demo.local', created.id, file, fixture(file));
    expect(res.statusCode, res.body).toBe(200);
    // A package cannot play before it is unpacked.
    expect(res.json<Midia>()).toMatchObject({ finished: false, processingStatus: 'pending', scormScriptUrl: null });

    const done = await waitFor(created.id, settled);
    expect(done, JSON.stringify(done)).toMatchObject({ processingStatus: 'done', finished: true, scormType: detected });
    expect(await jobsOf(created.id)).toBe(1);
    expect(done.scormScriptUrl).toMatch(new RegExp(`^${t.config.contentOrigin}/scorm/${created.id}/[^/]+/shared/launchpage\\.html$`));
    const page = await fetchContent(done.scormScriptUrl!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // The package runs its own scripts: its policy says only who may frame it (the web app's would stop them).
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${new URL(t.config.publicUrl).origin}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body.toLowerCase()).toContain('<html');
    // Files the page loads by relative address resolve under the same root.
    const base = done.scormScriptUrl!.replace(/shared\/launchpage\.html$/, '');
    const manifest = await fetchContent(`${base}imsmanifest.xml`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('xml');
    expect((await fetchContent(`${base}nao-existe.html`)).statusCode).toBe(404);
  }, 60_000);

  it.each([
    ['badscorm.zip', 'Pacote SCORM inválido: o imsmanifest.xml deve estar na raiz do .zip, não dentro de uma pasta (badscorm/imsmanifest.xml).'],
    ['invalid.zip', 'Pacote SCORM inválido: o arquivo imsmanifest.xml não foi encontrado.'],
  ])('refuses %s in the upload request, keeping no file and queueing no job', async (file, message) => {
    const created = await create({ nome: unique('Pacote ruim'), tipo: 'scorm', scormType: 'scorm12', fileName: file });
    const res = await uploadMain('admin@demo.local', created.id, file, fixture(file));
    expect(res.statusCode, res.body).toBe(422);
    expect(messages(res.body)).toEqual([message]);
    expect(storedFiles(t.tenants.demo, created.id)).toEqual([]);
    expect(await jobsOf(created.id)).toBe(0);
    const after = (await admin({ method: 'GET', url: `/api/v1/midia/${created.id}` })).json<Midia>();
    expect(after).toMatchObject({ processingStatus: 'none', fileName: null, finished: false });
    expect((await history('admin@demo.local')).data.some((e) => e.midiaId === created.id)).toBe(false);
  });

  it('a new package replaces the unpacked files of the previous one', async () => {
    const created = await create({ nome: unique('Curso trocado'), tipo: 'scorm', scormType: 'scorm12', fileName: 'a.zip' });
    await uploadMain('admin@demo.local', created.id, 'a.zip', fixture('singlesco_scorm12.zip'));
    const first = await waitFor(created.id, settled);
    expect(first.scormType).toBe('scorm12');
    await uploadMain('admin@demo.local', created.id, 'b.zip', fixture('RuntimeBasicCalls_SCORM20043rdEdition.zip'));
    const second = await waitFor(created.id, (m) => settled(m) && m.fileName === 'b.zip');
    expect(second).toMatchObject({ processingStatus: 'done', scormType: 'scorm2004' });
    // Golf Explained's 1.2 schema file is gone; the 2004 package's are there.
    const base = second.scormScriptUrl!.replace(/shared\/launchpage\.html$/, '');
    expect((await fetchContent(`${base}adlcp_rootv1p2.xsd`)).statusCode).toBe(404);
    expect((await fetchContent(`${base}adlcp_v1p3.xsd`)).statusCode).toBe(200);
    const rows = (await history('admin@demo.local')).data.filter((e) => e.midiaId === created.id);
    expect(rows.map((r) => [r.fileName, r.status])).toEqual([
      ['b.zip', 'Concluido'],
      ['a.zip', 'Concluido'],
    ]);
  }, 60_000);
});

describe('jobs that no longer apply', () => {
  it('stop quietly when their file was replaced or their object deleted, leaving the object as it is', async () => {
    const created = await create({ nome: unique('Curso atual'), tipo: 'scorm', scormType: 'scorm12', fileName: 'c.zip' });
    await uploadMain('admin@demo.local', created.id, 'c.zip', fixture('singlesco_scorm12.zip'));
    const current = await waitFor(created.id, settled);
    const adminId = await t.userId('admin@demo.local');
    const envio = (midiaId: string | null, arquivoId: string) =>
      t.database.inTenant(t.tenants.demo, (tx) =>
        repo.insertEnvio(tx, t.tenants.demo, { usuarioId: adminId, midiaId, midiaNome: 'antigo', arquivoId, nomeArquivo: 'antigo.zip', tipoMime: 'application/zip', tamanho: 1, status: 'Enviado' }),
      );
    const oldFile = randomUUID();
    const replaced = { tenantId: t.tenants.demo, midiaId: created.id, fileId: oldFile, envioId: await envio(created.id, oldFile) };
    const gone = { tenantId: t.tenants.demo, midiaId: randomUUID(), fileId: randomUUID(), envioId: '' };
    gone.envioId = await envio(null, gone.fileId);
    await t.app.deps.jobs.send(MEDIA_QUEUES.scorm, replaced);
    await t.app.deps.jobs.send(MEDIA_QUEUES.video, gone);
    const until = Date.now() + 30_000;
    let rows = (await history('admin@demo.local', '?status=Erro&pageSize=50')).data;
    while (!(rows.some((r) => r.id === replaced.envioId) && rows.some((r) => r.id === gone.envioId)) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = (await history('admin@demo.local', '?status=Erro&pageSize=50')).data;
    }
    expect(rows.find((r) => r.id === replaced.envioId)).toMatchObject({ status: 'Erro', error: 'Substituído por um arquivo enviado depois.' });
    expect(rows.find((r) => r.id === gone.envioId)).toMatchObject({ status: 'Erro', error: 'O objeto foi excluído antes do fim do processamento.' });
    const after = (await admin({ method: 'GET', url: `/api/v1/midia/${created.id}` })).json<Midia>();
    expect(after).toMatchObject({ processingStatus: 'done', scormScriptUrl: current.scormScriptUrl, finished: true });
    expect((await fetchContent(after.scormScriptUrl!)).statusCode).toBe(200);
  }, 60_000);
});

describe('documents: PDF by LibreOffice when the server has it', () => {
  it('without LibreOffice the document stays as uploaded: status none, no preview', async () => {
    process.env.LIBREOFFICE_PATH = join(workDir, 'nao-instalado', 'soffice');
    expect(findLibreOffice()).toBeNull();
    const created = await create({ nome: unique('Manual'), tipo: 'documento', fileName: 'manual.docx' });
    const res = await uploadMain('admin@demo.local', created.id, 'manual.docx', DOCX);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Midia>()).toMatchObject({ processingStatus: 'pending', finished: true });
    const done = await waitFor(created.id, (m) => m.processingStatus === 'none');
    expect(done).toMatchObject({ processingStatus: 'none', previewPdfUrl: null, processingProgress: null, finished: true });
    expect((await history('admin@demo.local')).data.find((e) => e.midiaId === created.id)).toMatchObject({ status: 'Concluido' });
  }, 60_000);

  it('with LibreOffice (LIBREOFFICE_PATH) converts in the background and serves the PDF inline', async () => {
    const soffice = fakeSoffice();
    process.env.LIBREOFFICE_PATH = soffice.script;
    const created = await create({ nome: unique('Relatório'), tipo: 'documento', fileName: 'relatorio.docx' });
    expect((await uploadMain('admin@demo.local', created.id, 'relatorio.docx', DOCX)).statusCode).toBe(200);
    const done = await waitFor(created.id, settled);
    expect(done, JSON.stringify(done)).toMatchObject({ processingStatus: 'done' });
    expect(done.previewPdfUrl).toMatch(new RegExp(`^/api/v1/midia/${created.id}/acesso/[^/]+/documento\\.pdf$`));
    const pdf = await fetchUrl(done.previewPdfUrl!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    // The command: headless, a profile of its own, convert to PDF into a temporary folder, the input last.
    const args = soffice.args();
    expect(args[0]).toMatch(/^-env:UserInstallation=file:\/\/\//);
    expect(args).toEqual(expect.arrayContaining(['--headless', '--convert-to', 'pdf', '--outdir']));
    expect(args[args.length - 1]).toMatch(/documento\.docx$/);
  }, 60_000);

  it('a conversion that fails is reported; the document stays downloadable', async () => {
    const soffice = fakeSoffice(3);
    await expect(convertToPdf(soffice.script, join(workDir, 'x.docx'), join(workDir, 'out'))).rejects.toMatchObject({ key: 'mediaProcessing.documentFailed' });
    process.env.LIBREOFFICE_PATH = soffice.script;
    const created = await create({ nome: unique('Planilha'), tipo: 'documento', fileName: 'p.docx' });
    expect((await uploadMain('admin@demo.local', created.id, 'p.docx', DOCX)).statusCode).toBe(200);
    const done = await waitFor(created.id, settled);
    expect(done).toMatchObject({ processingStatus: 'failed', processingError: 'Não foi possível converter o documento para PDF.', previewPdfUrl: null, finished: true });
  }, 60_000);
});

/** A Word document as Word writes its parts (content types, package relationships, the body). */
const WORD_DOCUMENT = makeZip([
  {
    name: '[Content_Types].xml',
    deflate: true,
    data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  {
    name: '_rels/.rels',
    deflate: true,
    data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  },
  {
    name: 'word/document.xml',
    deflate: true,
    data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Política de segurança da informação</w:t></w:r></w:p></w:body></w:document>',
  },
]);

describe('documents: the real LibreOffice (installed by .ci/run)', () => {
  const real = findLibreOffice({ PATH: process.env.PATH });
  // CI installs it, so there the conversion is always tested; elsewhere it runs when the machine has it
  if (process.env.CI && !real) throw new Error('LibreOffice (soffice) is missing: .ci/run installs it');

  it.runIf(real)('converts a Word document, an Excel workbook and an OpenDocument spreadsheet to PDF', async () => {
    process.env.LIBREOFFICE_PATH = real!;
    const sheet = XLSX.utils.aoa_to_sheet([['Nome', 'Horas'], ['Ana', 12]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Horas');
    const files = [
      { name: 'politica.docx', bytes: WORD_DOCUMENT },
      { name: 'horas.xlsx', bytes: Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array) },
      { name: 'horas.ods', bytes: Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'ods' }) as Uint8Array) },
    ];
    for (const file of files) {
      const created = await create({ nome: unique(file.name), tipo: 'documento', fileName: file.name });
      const res = await uploadMain('admin@demo.local', created.id, file.name, file.bytes);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(200);
      const done = await waitFor(created.id, settled, 'admin@demo.local', 120_000);
      expect(done, `${file.name}: ${JSON.stringify(done)}`).toMatchObject({ processingStatus: 'done' });
      const pdf = await fetchUrl(done.previewPdfUrl!);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeGreaterThan(1000);
    }
  }, 300_000);
});

describe('upload history (GET midia/envios)', () => {
  it('lists only the caller\'s own uploads of the active company, newest first, and does not collide with GET midia/{id}', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const demo = await create({ nome: unique('PDF da Demo'), tipo: 'pdf', fileName: 'demo.pdf' });
    expect((await uploadMain('admin@demo.local', demo.id, 'demo.pdf', pdf)).statusCode).toBe(200);
    const acme = await create({ nome: unique('PDF da Acme'), tipo: 'pdf', fileName: 'acme.pdf' }, 'admin@acme.local');
    expect((await uploadMain('admin@acme.local', acme.id, 'acme.pdf', pdf)).statusCode).toBe(200);

    const mine = await history('admin@demo.local', '?pageSize=50');
    // A kind without processing is complete once stored.
    expect(mine.data[0]).toMatchObject({ midiaId: demo.id, fileName: 'demo.pdf', fileType: 'application/pdf', status: 'Concluido', progress: 100 });
    expect(mine.data.some((e) => e.midiaId === acme.id)).toBe(false);
    const created = mine.data.map((e) => e.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const theirs = await history('admin@acme.local');
    expect(theirs.data.map((e) => e.midiaId)).toEqual([acme.id]);
    // Another person of the same company sees none of them (no permission needed to ask).
    expect((await history('aluno@demo.local')).totalItems).toBe(0);

    const filtered = await history('admin@demo.local', '?status=Erro&pageSize=50');
    expect(filtered.data.every((e) => e.status === 'Erro')).toBe(true);
    expect((await admin({ method: 'GET', url: '/api/v1/midia/envios?status=Outro' })).statusCode).toBe(400);

    // The object's name stays in the history after it is deleted.
    expect((await admin({ method: 'DELETE', url: `/api/v1/midia/${demo.id}` })).statusCode).toBe(200);
    const after = (await history('admin@demo.local', '?pageSize=50')).data.find((e) => e.fileName === 'demo.pdf' && e.midiaNome === demo.nome);
    expect(after).toMatchObject({ midiaId: null, status: 'Concluido' });
  });
});
