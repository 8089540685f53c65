import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions';

describe('imageDimensions', () => {
  it('reads PNG, GIF, WebP (VP8X) and JPEG headers', () => {
    const png = Buffer.alloc(24);
    png.writeUInt32BE(0x89504e47, 0);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(1152, 16);
    png.writeUInt32BE(335, 20);
    expect(imageDimensions(png)).toEqual({ width: 1152, height: 335 });

    const gif = Buffer.alloc(10);
    gif.write('GIF89a', 0, 'ascii');
    gif.writeUInt16LE(1156, 6);
    gif.writeUInt16LE(384, 8);
    expect(imageDimensions(gif)).toEqual({ width: 1156, height: 384 });

    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBP', 8, 'ascii');
    webp.write('VP8X', 12, 'ascii');
    webp.writeUIntLE(1151, 24, 3);
    webp.writeUIntLE(334, 27, 3);
    expect(imageDimensions(webp)).toEqual({ width: 1152, height: 335 });

    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 384 and width 1156
    const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.alloc(14)]);
    const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x80, 0x04, 0x84, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(imageDimensions(Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0]))).toEqual({ width: 1156, height: 384 });
  });

  it('answers null for other content or cut headers', () => {
    expect(imageDimensions(Buffer.from('not an image at all'))).toBeNull();
    expect(imageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
  });
});
