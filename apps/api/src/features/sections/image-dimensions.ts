/**
 * Pixel size of an image from its first bytes (PNG, GIF, WebP, JPEG): the card and banner uploads report whether the
 * image has the design's size. Null when the header is not understood or not within `bytes`.
 */
export type Dimensions = { width: number; height: number };

const png = (b: Buffer): Dimensions | null =>
  b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR' ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) } : null;

const gif = (b: Buffer): Dimensions | null => (b.length >= 10 && b.toString('ascii', 0, 4) === 'GIF8' ? { width: b.readUInt16LE(6), height: b.readUInt16LE(8) } : null);

const webp = (b: Buffer): Dimensions | null => {
  if (b.length < 30 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
};

/** JPEG: walks the markers to the first start-of-frame (SOF0..SOF15 except DHT, JPG and DAC). */
const jpeg = (b: Buffer): Dimensions | null => {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
};

export const imageDimensions = (bytes: Buffer): Dimensions | null => png(bytes) ?? gif(bytes) ?? webp(bytes) ?? jpeg(bytes);
