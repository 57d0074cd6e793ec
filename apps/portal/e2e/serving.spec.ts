import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// How the reference server (scripts/serve.mjs) sends the build: the code and styles of a page in
// the brotli copies the build wrote beside them, to a browser that takes brotli; gzip otherwise.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'the server, not the page, is under test');
});

const dist = fileURLToPath(new URL(`../${process.env.PORTAL_DIST ?? 'dist'}/`, import.meta.url));

test('the first page’s code and styles arrive as the build’s brotli copies, and read the same', async ({
  page,
}) => {
  const assets: { path: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/[^/]+\.(js|css)$/.test(pathname)) {
      assets.push({ path: pathname, encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(assets.length).toBeGreaterThan(2);
  expect(assets.filter(({ encoding }) => encoding !== 'br')).toEqual([]);

  const [first] = assets;
  const sent = await page.request.get(first?.path ?? '', {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(sent.headers()['content-encoding']).toBe('br');
  expect(sent.headers()['cache-control']).toContain('immutable');
  expect((await sent.body()).equals(readFileSync(join(dist, first?.path ?? '')))).toBe(true);
});

test('a client that does not take brotli gets gzip; one that refuses it (q=0) too', async ({
  request,
}) => {
  const html = await (await request.get('/home')).text();
  // The largest of the first page's files (a file under 1 KB is sent as it is).
  const [script] = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .sort((a, b) => readFileSync(join(dist, b)).length - readFileSync(join(dist, a)).length);
  expect(script).toBeDefined();
  for (const accept of ['gzip', 'br;q=0, gzip']) {
    const sent = await request.get(script ?? '', { headers: { 'Accept-Encoding': accept } });
    expect(sent.status()).toBe(200);
    expect(sent.headers()['content-encoding']).toBe('gzip');
    expect((await sent.body()).equals(readFileSync(join(dist, script ?? '')))).toBe(true);
  }
});
