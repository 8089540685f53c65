import { constants, crc32, deflateRawSync } from 'node:zlib';

export type ZipEntrySpec = {
  name: string;
  data?: Buffer | string;
  /** Unix mode written in the external attributes (0o120777 makes a symlink). */
  mode?: number;
  deflate?: boolean;
  /** Overrides the uncompressed size the headers claim, to build archives that lie. */
  declaredSize?: number;
  /** Data already deflated (raw deflate) with its inflated size and CRC: large content without holding it (`zerosEntry`). */
  deflated?: { body: Buffer; size: number; crc: number };
  /** The name's bytes as written (another encoding than UTF-8); `name` is then only a label. */
  nameBytes?: Buffer;
  /** Whether bit 11 (names in UTF-8) is set; true unless told, as conforming tools write UTF-8 names. */
  utf8Flag?: boolean;
};

/**
 * Writes a zip by hand so tests can hold what no well-behaved zip tool produces (escaping paths, links, lying sizes).
 * Local headers, central directory and end record as in the PKWARE APPNOTE, no data descriptors, no zip64.
 */
export const makeZip = (entries: readonly ZipEntrySpec[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const spec of entries) {
    const name = spec.nameBytes ?? Buffer.from(spec.name, 'utf8');
    const flags = spec.utf8Flag === false ? 0 : 0x800;
    const raw = Buffer.isBuffer(spec.data) ? spec.data : Buffer.from(spec.data ?? '', 'utf8');
    const body = spec.deflated ? spec.deflated.body : spec.deflate ? deflateRawSync(raw) : raw;
    const method = spec.deflate || spec.deflated ? 8 : 0;
    const size = spec.declaredSize ?? spec.deflated?.size ?? raw.length;
    const crc = spec.deflated ? spec.deflated.crc : crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((spec.mode ?? (spec.name.endsWith('/') ? 0o040755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const CHUNK = 16 * 1024 * 1024;

/**
 * `size` bytes of zeros as raw deflate: the classic zip bomb, 1 GB in about 1 MB, made in a fraction of a second.
 * One 16 MB chunk is deflated once, ending on a full flush (byte-aligned, no reference to earlier data), so the same
 * bytes stand for every further chunk; the rest and the final block end the stream.
 */
export const deflatedZeros = async (size: number): Promise<{ body: Buffer; size: number; crc: number }> => {
  const zeros = Buffer.alloc(Math.min(CHUNK, size));
  const block = deflateRawSync(zeros, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_FULL_FLUSH });
  const whole = Math.floor(size / zeros.length);
  const rest = size - whole * zeros.length;
  let crc = 0;
  for (let i = 0; i < whole; i += 1) crc = crc32(zeros, crc);
  if (rest > 0) crc = crc32(zeros.subarray(0, rest), crc);
  const tail = deflateRawSync(zeros.subarray(0, rest), { level: constants.Z_BEST_COMPRESSION });
  return { body: Buffer.concat([...Array.from({ length: whole }, () => block), tail]), size, crc };
};
