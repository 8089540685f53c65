import type { FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from './config';

/**
 * Security headers of every response (issue 16, docs/security-headers.md), with @fastify/helmet: set when the request
 * arrives, so API replies, stored files, the web app, its static files and error replies all carry them.
 *
 * The content security policy is the web app's: its own scripts only (the scripts that run before the app are a file,
 * public/boot.js); inline styles, because Mantine writes its CSS variables into <style> elements and style
 * attributes; media and workers from blob: (hls.js feeds the <video> through MediaSource, pdf.js and hls.js run
 * workers); images from data: and blob: (previews of chosen files) and from https (pictures in rich text); frames of
 * this origin, blob: previews, the video sites a link object embeds and the content origin of packaged content.
 * It may be framed only by this origin.
 *
 * One file differs: pdf.js's worker (the PDF viewer's `assets/pdf.worker…mjs`) decodes JPEG 2000, JBIG2 and ICC
 * images with WebAssembly, and a worker runs under the policy of its own script's reply. That reply alone adds
 * 'wasm-unsafe-eval' (compiling WebAssembly; never JavaScript's eval) to script-src; the pages keep script-src 'self'
 * (docs/decisions/0024-pdf-viewer-layers-and-assets.md).
 */

/** The sites whose players a link object embeds (apps/web/src/features/content/players/link-embed.ts). */
export const EMBEDDED_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://w.soundcloud.com'] as const;

type Directives = Record<string, string[]>;

/** The origin of an address (scheme, host and port), or null when it is not one. */
const originOf = (address: string | undefined | null): string | null => {
  if (!address) return null;
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

export const isHttps = (publicUrl: string) => publicUrl.toLowerCase().startsWith('https:');

/**
 * The web app's policy. `contentOrigin` is the separate origin packaged content (SCORM) is served from, when there is
 * one: the app frames it.
 */
export const contentSecurityDirectives = ({
  publicUrl,
  contentOrigin,
  biFrameOrigins = [],
}: {
  publicUrl: string;
  contentOrigin?: string | null;
  /** The BI tools whose panels /gestao/bi-dashboard frames (BI_FRAME_ORIGINS, docs/bi.md). */
  biFrameOrigins?: readonly string[];
}): Directives => {
  const content = originOf(contentOrigin);
  const bi = biFrameOrigins.map(originOf).filter((o): o is string => o !== null);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'blob:', ...EMBEDDED_PLAYER_ORIGINS, ...(content ? [content] : []), ...bi],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    // Browsers run no plugin but their PDF viewer, which shows the PDF previews (blob: frames).
    'object-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    ...(isHttps(publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
};

export const helmetOptions = (config: Pick<Config, 'publicUrl' | 'contentOrigin'> & Partial<Pick<Config, 'biFrameOrigins'>>): FastifyHelmetOptions => ({
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
  // Same site rather than same origin: the content origin of packaged content may be a sibling host.
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Only over TLS: on plain HTTP the header is ignored, and a local address must never be pinned to https.
  strictTransportSecurity: isHttps(config.publicUrl) ? { maxAge: 31536000, includeSubDomains: true } : false,
  xFrameOptions: { action: 'sameorigin' },
  xContentTypeOptions: true,
});

/** The built pdf.js worker (Vite names it `assets/pdf.worker.min-<hash>.mjs`). */
export const isPdfWorkerPath = (url: string) => /^\/assets\/pdf\.worker[\w.-]*\.m?js$/.test(url.split('?')[0]);

/** The policy of the pdf.js worker's reply: the web app's, with WebAssembly allowed in script-src. */
export const pdfWorkerDirectives = (config: { publicUrl: string; contentOrigin?: string | null; biFrameOrigins?: readonly string[] }): Directives => {
  const directives = contentSecurityDirectives(config);
  return { ...directives, 'script-src': [...directives['script-src'], "'wasm-unsafe-eval'"] };
};

/** A policy header's value, as helmet writes it. */
export const policyHeader = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

export const registerSecurityHeaders = async (app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'contentOrigin'> & Partial<Pick<Config, 'biFrameOrigins'>>) => {
  await app.register(helmet, helmetOptions(config));
  const workerPolicy = policyHeader(pdfWorkerDirectives(config));
  // After helmet's own hook: the worker's reply gets its policy in place of the app's.
  app.addHook('onRequest', async (request, reply) => {
    if (isPdfWorkerPath(request.url)) reply.header('content-security-policy', workerPolicy);
  });
};
