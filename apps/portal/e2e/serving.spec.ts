import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { builtFile, dist } from './support/build';

// How the reference server (scripts/serve.mjs) sends the build: the code and styles of a page in
// the brotli copies the build wrote beside them, to a browser that takes brotli; gzip otherwise.
// With API_PROXY it passes /api on to an API.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'the server, not the page, is under test');
});

/** A free TCP port on localhost. */
const freePort = () =>
  new Promise<number>((done) => {
    const server = createNetServer();
    server.listen(0, 'localhost', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });

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

test('doc 2 §2.6: index.html names, for the outage route, its page’s code (with its loader’s reads), which the server sends', async ({
  request,
}) => {
  const html = await (await request.get('/home')).text();
  const list = /<script type="application\/json" data-coop-route-code>([^<]*)<\/script>/.exec(html);
  const files = (JSON.parse(list?.[1] ?? '{}') as Record<string, string[]>)['outage-status'];
  // The build's manifest says which chunk holds the outage page, whose module sends its first reads.
  const page = builtFile('src/pages/outage/OutagePage.tsx');
  expect(files).toContain(`/${page}`);
  for (const file of files ?? []) {
    const sent = await request.get(file);
    expect(sent.status(), file).toBe(200);
    expect(sent.headers()['content-type'], file).toContain('javascript');
  }
});

test('with API_PROXY, a request under /api goes on to that API without /api, query and body kept', async () => {
  const seen: { method?: string; url?: string; body: string }[] = [];
  const api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += String(chunk)));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, body });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ answered: true }));
    });
  });
  await new Promise<void>((done) => api.listen(0, 'localhost', done));
  const apiPort = (api.address() as AddressInfo).port;
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(port),
        PORTAL_DIST: process.env.PORTAL_DIST ?? 'dist',
        API_PROXY: `http://localhost:${apiPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  try {
    await new Promise<void>((ready, failed) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += String(chunk);
        if (output.includes('Open http')) ready();
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.once('exit', (code) => failed(new Error(`serve.mjs stopped (${code}): ${output}`)));
    });
    const answer = await fetch(`http://localhost:${port}/api/v3/site/images?module=login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(await answer.json()).toEqual({ answered: true });
    expect(seen).toEqual([
      { method: 'POST', url: '/v3/site/images?module=login', body: '{"a":1}' },
    ]);
    // The portal's own files are not passed on.
    expect((await fetch(`http://localhost:${port}/home`)).headers.get('content-type')).toContain(
      'text/html',
    );
    expect(seen).toHaveLength(1);
  } finally {
    server.kill();
    api.close();
  }
});
