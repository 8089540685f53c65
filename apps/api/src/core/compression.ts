import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Replies smaller than this go as they are: below about one packet, compressing saves no round trip. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of the API's replies (JSON, CSV, text) with @fastify/compress: brotli at a low quality (4:
 * most of its gain for a fraction of the CPU of the default 11) or gzip, whichever the browser prefers. The web app's
 * own files are compressed at build time and sent pre-compressed (core/web-app.ts), so they never reach this step
 * compressed twice; media types (video, audio, images, PDF, zip) are not compressible and pass through.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are read as sent: a compressed upload would bypass the byte limits that guard every route.
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)\b)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
};
