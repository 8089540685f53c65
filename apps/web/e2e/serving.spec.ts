import { expect, test, type Response } from '@playwright/test';

/**
 * How the browser receives the web app (docs/operations.md, 'Serving the web app'): every script and style sheet of the
 * first page above 1 KB arrives brotli-compressed, all marked immutable, the entry is revalidated on each visit, a later
 * visit takes the assets from the browser's cache without asking the server, and a chunk of an older build is a 404.
 */
test('the first page arrives compressed, and a later visit takes its assets from the cache', async ({ page, context }) => {
  const assets: Response[] = [];
  let entry: { cache?: string } | null = null;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && /\.(?:js|css)$/.test(url.pathname)) assets.push(response);
    if (response.request().resourceType() === 'document') entry = { cache: response.headers()['cache-control'] };
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();

  expect(entry).toEqual({ cache: 'no-cache' });
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const headers = asset.headers();
    const path = new URL(asset.url()).pathname;
    expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    // Files under 1 KB have no compressed sibling (nothing to gain); every other one arrives as brotli.
    if ((await asset.body()).length >= 1024) expect(headers['content-encoding'], path).toBe('br');
  }

  // Another page (its own chunks), then /login again: everything /login needs comes from the browser's cache (Chromium
  // tells through the DevTools protocol, which announces a cached answer before the response); the entry is asked for
  // again.
  await page.goto('/auth/recover');
  await expect(page.getByRole('button', { name: 'Enviar instruções', exact: true })).toBeVisible();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const cached = new Set<string>();
  const fromNetwork: string[] = [];
  const fromCache: string[] = [];
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const path = new URL(response.url).pathname;
    if (!path.startsWith('/assets/')) {
      if (response.mimeType === 'text/html') fromNetwork.push(path);
      return;
    }
    (cached.has(requestId) || response.fromDiskCache ? fromCache : fromNetwork).push(path);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  expect(fromNetwork.filter((path) => path.startsWith('/assets/'))).toEqual([]);
  expect(fromCache.length).toBeGreaterThan(0);
  expect(fromNetwork).toContain('/login');
});

test('a chunk of an older build answers 404, never the web app in its place', async ({ request }) => {
  const res = await request.get('/assets/index-0ld8u1ld.js');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toMatch(/application\/json/);
});
