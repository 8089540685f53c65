import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { extractScormPackage, inspectScormPackage } from './scorm-package';
import { makeZip, type ZipEntrySpec } from './content.test-kit';
import { deflatedZeros } from '../../test/zip';

/** Real packages written by others (ARCHITECTURE §6): shared/fixtures/scorm beside the repository. */
const FIXTURES = fileURLToPath(new URL('../../../../../../shared/fixtures/scorm/', import.meta.url));
const fixture = (name: string) => path.join(FIXTURES, name);

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="gen" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <organizations default="o"><organization identifier="o"><title>Gerado</title><item identifier="i" identifierref="r"><title>I</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;

let work: string;
let dest: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'scorm-test-'));
  dest = path.join(work, 'out', 'package');
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const writeZip = async (entries: readonly ZipEntrySpec[]): Promise<string> => {
  const file = path.join(work, `upload-${Math.random().toString(36).slice(2)}.zip`);
  await writeFile(file, makeZip(entries));
  return file;
};

/** The refusal an extraction ends with (fails the test when it succeeds or throws something else). */
const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('extractScormPackage with real packages', () => {
  it('unpacks the SCORM 1.2 single-SCO package', async () => {
    const pkg = await extractScormPackage(fixture('singlesco_scorm12.zip'), dest);
    expect(pkg).toMatchObject({
      version: '1.2',
      schemaVersion: '1.2',
      identifier: 'com.scorm.golfsamples.contentpackaging.singlesco.12',
      title: 'Golf Explained - CP Single SCO',
      launchPath: 'shared/launchpage.html',
      launchFile: 'shared/launchpage.html',
    });
    expect(pkg.files.map((f) => f.path)).toEqual(expect.arrayContaining(['imsmanifest.xml', 'shared/launchpage.html', 'Etiquette/Course.html']));
    expect(pkg.totalBytes).toBe(pkg.files.reduce((sum, f) => sum + f.size, 0));
    const launch = await readFile(path.join(dest, pkg.launchFile), 'utf8');
    expect(launch.toLowerCase()).toContain('<html');
    expect(pkg.files.find((f) => f.path === 'shared/launchpage.html')?.size).toBe(347);
  });

  it('unpacks the SCORM 2004 3rd edition package', async () => {
    const pkg = await extractScormPackage(fixture('RuntimeBasicCalls_SCORM20043rdEdition.zip'), dest);
    expect(pkg).toMatchObject({
      version: '2004',
      schemaVersion: '2004 3rd Edition',
      identifier: 'com.scorm.golfsamples.runtime.basicruntime.20043rd',
      title: 'Golf Explained - Run-time Basic Calls',
      launchPath: 'shared/launchpage.html',
    });
    expect(existsSync(path.join(dest, 'shared', 'launchpage.html'))).toBe(true);
    expect(existsSync(path.join(dest, 'common', 'dataTypes.xsd'))).toBe(true);
  });

  it('refuses badscorm.zip: its manifest is inside a folder', async () => {
    const error = await refusal(extractScormPackage(fixture('badscorm.zip'), dest));
    expect(error.key).toBe('scorm.manifestNotAtRoot');
    expect(error.status).toBe(422);
    expect(error.params).toEqual({ path: 'badscorm/imsmanifest.xml' });
    expect(existsSync(dest)).toBe(false);
  });

  it('refuses invalid.zip: no manifest at all', async () => {
    const error = await refusal(extractScormPackage(fixture('invalid.zip'), dest));
    expect(error.key).toBe('scorm.manifestMissing');
    expect(existsSync(dest)).toBe(false);
  });

  it('holds the file count limit', async () => {
    const error = await refusal(extractScormPackage(fixture('singlesco_scorm12.zip'), dest, { maxFiles: 5 }));
    expect(error.key).toBe('scorm.tooManyFiles');
    expect(error.params).toEqual({ max: 5 });
  });
});

/** A 1.2 manifest launching `href` (as written in the manifest: accents, or percent-encoded). */
const manifestLaunching = (href: string) => MANIFEST.replace('href="index.html"', `href="${href}"`);

/** CP850 bytes of the Portuguese letters the tests use (Windows' compressed folders in pt/es): ç 87, ã C6, á A0, õ E4. */
const CP850: Record<string, number> = { ç: 0x87, ã: 0xc6, á: 0xa0, õ: 0xe4, é: 0x82 };
const cp850 = (text: string) => Buffer.from([...text].map((c) => CP850[c] ?? c.charCodeAt(0)));
/** CP437 bytes (the zip format's own encoding): ç 87, á A0, é 82, ñ A4. */
const CP437: Record<string, number> = { ç: 0x87, á: 0xa0, é: 0x82, ñ: 0xa4 };
const cp437 = (text: string) => Buffer.from([...text].map((c) => CP437[c] ?? c.charCodeAt(0)));

describe('file names as their authors wrote them', () => {
  it('reads UTF-8 names written without the UTF-8 flag (Linux zip, many Windows tools): the accented launch page is found', async () => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: manifestLaunching('lição/página inicial.html'), utf8Flag: false },
      { name: 'lição/página inicial.html', data: '<html><img src="imagens/ação.png"></html>', utf8Flag: false },
      { name: 'lição/imagens/ação.png', data: 'png', utf8Flag: false },
    ]);
    const inspected = await inspectScormPackage(zip);
    expect(inspected.launchFile).toBe('lição/página inicial.html');
    const pkg = await extractScormPackage(zip, dest);
    expect(pkg.files.map((f) => f.path).sort()).toEqual(['imsmanifest.xml', 'lição/imagens/ação.png', 'lição/página inicial.html']);
    expect(await readFile(path.join(dest, 'lição', 'imagens', 'ação.png'), 'utf8')).toBe('png');
  });

  it('finds a percent-encoded href of the manifest', async () => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: manifestLaunching('li%C3%A7%C3%A3o/p%C3%A1gina%20inicial.html') },
      { name: 'lição/página inicial.html', data: '<html></html>', utf8Flag: false },
    ]);
    const pkg = await extractScormPackage(zip, dest);
    expect(pkg.launchFile).toBe('lição/página inicial.html');
    expect(pkg.launchPath).toBe('li%C3%A7%C3%A3o/p%C3%A1gina%20inicial.html');
  });

  it('reads CP437 names (the zip format default) and CP850 names (Windows in Portuguese)', async () => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: manifestLaunching('introdução.html') },
      { name: 'introdução.html', nameBytes: cp850('introdução.html'), data: '<html></html>', utf8Flag: false },
      { name: 'café-niño.css', nameBytes: cp437('café-niño.css'), data: 'x', utf8Flag: false },
      { name: 'ação.js', nameBytes: cp850('ação.js'), data: 'x', utf8Flag: false },
    ]);
    const pkg = await extractScormPackage(zip, dest);
    expect(pkg.launchFile).toBe('introdução.html');
    expect(pkg.files.map((f) => f.path).sort()).toEqual(['ação.js', 'café-niño.css', 'imsmanifest.xml', 'introdução.html']);
  });

  it('keeps decomposed accents (macOS) in composed form, as manifests and browsers name them', async () => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: manifestLaunching('página.html') },
      { name: 'página.html'.normalize('NFD'), data: '<html></html>' },
    ]);
    const pkg = await extractScormPackage(zip, dest);
    expect(pkg.files.map((f) => f.path)).toContain('página.html');
    expect(existsSync(path.join(dest, 'página.html'))).toBe(true);
  });

  it('still refuses escaping names written without the flag', async () => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: '<html></html>' },
      { name: '../fuga.html', nameBytes: cp850('../fuga.html'), data: 'x', utf8Flag: false },
    ]);
    expect((await refusal(extractScormPackage(zip, dest))).key).toBe('scorm.unsafeEntry');
  });
});

describe('extractScormPackage refuses crafted archives', () => {
  it.each(['../evil.html', 'lesson/../../evil.html', '/tmp/evil.html', '..\\evil.html'])('refuses the zip-slip entry %s', async (name) => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: '<html></html>' },
      { name, data: 'pwned' },
    ]);
    const error = await refusal(extractScormPackage(zip, dest));
    expect(error.key).toBe('scorm.unsafeEntry');
    expect(existsSync(dest)).toBe(false);
    expect(existsSync(path.join(work, 'out', 'evil.html'))).toBe(false);
  });

  it('refuses an archive without a manifest', async () => {
    const zip = await writeZip([{ name: 'index.html', data: '<html></html>' }, { name: 'lesson/page.html', data: '<html></html>' }]);
    expect((await refusal(extractScormPackage(zip, dest))).key).toBe('scorm.manifestMissing');
  });

  it('refuses symbolic links', async () => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: '<html></html>' },
      { name: 'secrets', data: '/etc/passwd', mode: 0o120777 },
    ]);
    const error = await refusal(extractScormPackage(zip, dest));
    expect(error.key).toBe('scorm.symlink');
    expect(error.params).toEqual({ path: 'secrets' });
  });

  it('refuses a zip bomb by its declared size before inflating it', async () => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: '<html></html>' },
      { name: 'bomb.bin', data: Buffer.alloc(8 * 1024 * 1024), deflate: true },
    ]);
    const error = await refusal(extractScormPackage(zip, dest, { maxTotalBytes: 1024 * 1024 }));
    expect(error.key).toBe('scorm.tooLarge');
    expect(error.status).toBe(413);
    expect(existsSync(dest)).toBe(false);
  });

  it('refuses an entry that inflates past the size it declares, leaving nothing behind', async () => {
    const zip = await writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: '<html></html>' },
      { name: 'liar.bin', data: Buffer.alloc(4 * 1024 * 1024), deflate: true, declaredSize: 10 },
    ]);
    const error = await refusal(extractScormPackage(zip, dest, { maxTotalBytes: 1024 * 1024 }));
    // Caught while inflating (the headers passed every check), so the folder was already started: it is removed.
    expect(error.key).toBe('scorm.notZip');
    expect(existsSync(dest)).toBe(false);
  });

  it('refuses a manifest that is not SCORM, and a launch file the archive lacks', async () => {
    const broken = await writeZip([{ name: 'imsmanifest.xml', data: '<?xml version="1.0"?><manifest identifier="x"></manifest>' }]);
    expect((await refusal(extractScormPackage(broken, dest))).key).toBe('scorm.noOrganization');
    const notXml = await writeZip([{ name: 'imsmanifest.xml', data: 'PK this is not xml' }]);
    expect((await refusal(extractScormPackage(notXml, dest))).key).toBe('scorm.notXml');
    const noLaunch = await writeZip([{ name: 'imsmanifest.xml', data: MANIFEST }]);
    const error = await refusal(extractScormPackage(noLaunch, dest));
    expect(error.key).toBe('scorm.launchFileMissing');
    expect(error.params).toEqual({ path: 'index.html' });
  });

  it('refuses a file that is not a zip', async () => {
    const file = path.join(work, 'fake.zip');
    await writeFile(file, '<html>not a zip</html>');
    const error = await refusal(extractScormPackage(file, dest));
    expect(error.key).toBe('scorm.notZip');
    expect(error.status).toBe(415);
  });

  it('unpacks a generated package with folders and a case-changed manifest name', async () => {
    const zip = await writeZip([
      { name: './' },
      { name: 'IMSManifest.xml', data: MANIFEST, deflate: true },
      { name: 'assets/' },
      { name: 'assets/style.css', data: 'body{}' },
      { name: 'index.html', data: '<html>olá</html>', deflate: true },
    ]);
    const pkg = await extractScormPackage(zip, dest);
    expect(pkg).toMatchObject({ version: '1.2', title: 'Gerado', launchPath: 'index.html' });
    expect((await readdir(dest)).sort()).toEqual(['IMSManifest.xml', 'assets', 'index.html']);
    expect(await readFile(path.join(dest, 'index.html'), 'utf8')).toBe('<html>olá</html>');
    expect(pkg.totalBytes).toBe(Buffer.byteLength(MANIFEST) + 6 + Buffer.byteLength('<html>olá</html>'));
  });

  it('will not unpack into a folder that already holds files', async () => {
    const zip = await writeZip([{ name: 'imsmanifest.xml', data: MANIFEST }, { name: 'index.html', data: '<html></html>' }]);
    await extractScormPackage(zip, dest);
    await expect(extractScormPackage(zip, dest)).rejects.toThrow(/not empty/);
  });
});

describe('zip bombs within the size limit', () => {
  const bomb = async () =>
    writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: '<html></html>' },
      // 64 MB of zeros in ~64 KB: far under the 2 GB package limit, far over the 100:1 ratio.
      { name: 'media/bomb.bin', deflated: await deflatedZeros(64 * 1024 * 1024) },
    ]);

  it('inspection inflates and refuses it, writing nothing', async () => {
    const error = await refusal(inspectScormPackage(await bomb()));
    expect(error.key).toBe('files.zipRatio');
    expect(error.status).toBe(413);
    expect(error.params).toEqual({ ratio: 100, path: 'media/bomb.bin' });
    expect((await readdir(work)).every((entry) => entry.endsWith('.zip'))).toBe(true);
  });

  it('unpacking counts the inflated bytes and refuses it, leaving nothing behind', async () => {
    const error = await refusal(extractScormPackage(await bomb(), dest));
    expect(error.key).toBe('files.zipRatio');
    expect(existsSync(dest)).toBe(false);
  });
});

describe('inspectScormPackage: the upload check, writing nothing', () => {
  it.each(['singlesco_scorm12.zip', 'RuntimeBasicCalls_SCORM20043rdEdition.zip'])('reads %s as unpacking would', async (name) => {
    const inspected = await inspectScormPackage(fixture(name));
    const unpacked = await extractScormPackage(fixture(name), dest);
    const { files, totalBytes, ...described } = inspected;
    const { files: unpackedFiles, totalBytes: unpackedBytes, ...unpackedDescribed } = unpacked;
    expect(described).toEqual(unpackedDescribed);
    // Declared sizes of the central directory: the same as inflated for an honest archive.
    expect(files).toEqual(unpackedFiles);
    expect(totalBytes).toBe(unpackedBytes);
  });

  it.each([
    ['badscorm.zip', 'scorm.manifestNotAtRoot'],
    ['invalid.zip', 'scorm.manifestMissing'],
  ])('refuses %s with the same message', async (name, key) => {
    expect((await refusal(inspectScormPackage(fixture(name)))).key).toBe(key);
  });

  it('refuses crafted archives by their directory, a manifest that is not SCORM and a missing launch file', async () => {
    const slip = await writeZip([{ name: 'imsmanifest.xml', data: MANIFEST }, { name: 'index.html', data: '<html></html>' }, { name: '../evil.html', data: 'x' }]);
    expect((await refusal(inspectScormPackage(slip))).key).toBe('scorm.unsafeEntry');
    const bomb = await writeZip([
      { name: 'imsmanifest.xml', data: MANIFEST },
      { name: 'index.html', data: '<html></html>' },
      { name: 'bomb.bin', data: Buffer.alloc(4 * 1024 * 1024), deflate: true },
    ]);
    expect((await refusal(inspectScormPackage(bomb, { maxTotalBytes: 1024 * 1024 }))).key).toBe('scorm.tooLarge');
    const noLaunch = await writeZip([{ name: 'imsmanifest.xml', data: MANIFEST }]);
    const missing = await refusal(inspectScormPackage(noLaunch));
    expect(missing.key).toBe('scorm.launchFileMissing');
    expect(missing.params).toEqual({ path: 'index.html' });
    const notScorm = await writeZip([{ name: 'imsmanifest.xml', data: '<nada/>' }, { name: 'index.html', data: '<html></html>' }]);
    expect((await refusal(inspectScormPackage(notScorm))).key).toBe('scorm.noManifest');
    const notZip = path.join(work, 'nao-e-zip.zip');
    await writeFile(notZip, 'isto não é um zip');
    expect((await refusal(inspectScormPackage(notZip))).key).toBe('scorm.notZip');
    // Nothing was written beside the archives.
    expect((await readdir(work)).every((entry) => entry.endsWith('.zip'))).toBe(true);
  });
});
