import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { writeWorkbook } from './spreadsheet';
import { checkZipArchive } from './zip-guard';
import { deflatedZeros, makeZip } from '../test/zip';

const MB = 1024 * 1024;

const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('checkZipArchive', () => {
  it('passes ordinary archives and counts what they inflate to', async () => {
    const random = randomBytes(3 * MB);
    const zip = makeZip([{ name: 'a/' }, { name: 'a/random.bin', data: random, deflate: true }, { name: 'text.txt', data: 'olá '.repeat(1000), deflate: true }]);
    const summary = await checkZipArchive(zip);
    expect(summary).toEqual({ entries: 3, inflatedBytes: 3 * MB + Buffer.byteLength('olá '.repeat(1000)), archiveBytes: zip.length });
  });

  it('passes a real .xlsx written by exceljs', async () => {
    const book = await writeWorkbook([{ name: 'Dados', header: ['Nome', 'E-mail'], rows: Array.from({ length: 2000 }, (_, i) => [`Pessoa ${i}`, `p${i}@x.local`]) }]);
    await expect(checkZipArchive(book)).resolves.toMatchObject({ archiveBytes: book.length });
  });

  it('refuses a bomb by the size it declares, before inflating', async () => {
    const zip = makeZip([{ name: 'bomb.bin', deflated: await deflatedZeros(64 * MB) }]);
    expect(zip.length).toBeLessThan(100 * 1024);
    const error = await refusal(checkZipArchive(zip));
    expect(error.key).toBe('files.zipRatio');
    expect(error.status).toBe(413);
    expect(error.params).toEqual({ ratio: 100, path: 'bomb.bin' });
  });

  it('refuses a bomb whose headers lie, by the bytes inflated', async () => {
    const zip = makeZip([{ name: 'liar.bin', deflated: await deflatedZeros(64 * MB), declaredSize: 10 }]);
    expect((await refusal(checkZipArchive(zip))).key).toBe('files.zipRatio');
  });

  it('keeps anything under the grace size, whatever its ratio', async () => {
    const zip = makeZip([{ name: 'zeros.bin', deflated: await deflatedZeros(MB) }]);
    await expect(checkZipArchive(zip)).resolves.toMatchObject({ inflatedBytes: MB });
  });

  it('refuses past the total, counted while inflating even when the headers understate it', async () => {
    const honest = makeZip([
      { name: 'a.bin', data: randomBytes(MB) },
      { name: 'b.bin', data: randomBytes(MB) },
    ]);
    await expect(checkZipArchive(honest, { maxTotalBytes: 2 * MB })).resolves.toMatchObject({ inflatedBytes: 2 * MB });
    const error = await refusal(checkZipArchive(honest, { maxTotalBytes: 2 * MB - 1 }));
    expect(error.key).toBe('files.zipTooLarge');
    expect(error.params).toEqual({ size: { bytes: 2 * MB - 1 } });
    const liar = makeZip([
      { name: 'a.bin', data: randomBytes(MB), deflate: true, declaredSize: 1 },
      { name: 'b.bin', data: randomBytes(MB), deflate: true, declaredSize: 1 },
    ]);
    expect((await refusal(checkZipArchive(liar, { maxTotalBytes: MB + 10 }))).key).toBe('files.zipTooLarge');
  });

  it('refuses too many entries', async () => {
    const zip = makeZip(Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' })));
    await expect(checkZipArchive(zip, { maxEntries: 6 })).resolves.toMatchObject({ entries: 6 });
    const error = await refusal(checkZipArchive(zip, { maxEntries: 5 }));
    expect(error.key).toBe('files.zipTooManyEntries');
    expect(error.params).toEqual({ max: 5 });
  });

  it('throws what is not a zip as it comes (not an AppError), for the caller to word', async () => {
    const error = await checkZipArchive(Buffer.from('não é um zip')).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
  });
});
