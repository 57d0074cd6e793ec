#!/usr/bin/env node
// Serves the example co-op page the way a co-op's web server would: a strict
// Content-Security-Policy (no inline script or style, no eval), the page's own stylesheet, and the
// versioned Quick Pay and outage files of @coop-portal/embed under /cdn/.
//
//   node examples/plain-html/serve.mjs            # http://localhost:4870, API http://localhost:4010
//   PORT=4871 API_URL=http://localhost:4872 node examples/plain-html/serve.mjs
//
// The pages (index.html: Quick Pay behind its button; inline.html: mode="inline"; es.html: the
// co-op's Spanish page, Quick Pay with lang="es"; outage.html: the outage report,
// <coop-outage mode="inline">) hold the snippet
// with placeholder values; this server fills in the loader's file name and SRI hash from
// packages/embed/dist/cdn/manifest.json (run `pnpm build` first), and the API URL from API_URL
// when set. On a real site, paste the snippet from that manifest instead.
import { createServer } from 'node:http';
import process from 'node:process';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cdnDir =
  process.env.EMBED_CDN_DIR ?? join(here, '..', '..', 'packages', 'embed', 'dist', 'cdn');
const port = Number(process.env.PORT ?? 4870);
const apiUrl = process.env.API_URL ?? 'http://localhost:4010';
const apiOrigin = new URL(apiUrl).origin;

/** What the host page needs for Quick Pay, and nothing looser. */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  `connect-src ${apiOrigin}`,
  `form-action ${apiOrigin}`,
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The example's pages: Quick Pay behind a button, inline in the page (`mode="inline"`), and in
 * Spanish on the co-op's Spanish page (`lang="es"`); the outage report in the page
 * (`<coop-outage mode="inline">`).
 */
const pages = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/inline.html': 'inline.html',
  '/es.html': 'es.html',
  '/outage.html': 'outage.html',
};

async function page(name) {
  const manifest = JSON.parse(await readFile(join(cdnDir, 'manifest.json'), 'utf8'));
  const html = await readFile(join(here, name), 'utf8');
  // The outage page includes the <coop-outage> loader, the others the <coop-quick-pay> one.
  const [stem, loader] = html.includes('/cdn/coop-outage.')
    ? ['coop-outage', manifest.outage.files.loader]
    : ['coop-quick-pay', manifest.files.loader];
  return html
    .replace(new RegExp(`/cdn/${stem}\\.[^"]+\\.js`), `/cdn/${loader.file}`)
    .replace(/integrity="[^"]*"/, `integrity="${loader.integrity}"`)
    .replaceAll(/api-base-url="[^"]*"/g, `api-base-url="${apiUrl}"`);
}

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  try {
    if (Object.hasOwn(pages, path)) {
      const body = await page(pages[path]);
      response.writeHead(200, {
        'Content-Type': types['.html'],
        'Content-Security-Policy': contentSecurityPolicy,
        'Cache-Control': 'no-store',
      });
      response.end(body);
      return;
    }
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const [base, relative] = path.startsWith('/cdn/')
      ? [cdnDir, path.slice('/cdn/'.length)]
      : [here, path.slice(1)];
    const file = normalize(join(base, relative));
    if (!file.startsWith(base) || !(path.startsWith('/cdn/') || path.startsWith('/styles/'))) {
      response.writeHead(404).end();
      return;
    }
    const body = await readFile(file);
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      // Versioned file names never change: cache them for a year.
      'Cache-Control': path.startsWith('/cdn/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});

server.listen(port, 'localhost', () => {
  console.log(`Example co-op page at http://localhost:${port}/ (API ${apiUrl})`);
});

// Started by a test runner (Playwright's webServer, which sets STOP_WITH_PARENT): stop when the
// runner goes away, even if it was killed, so no stale server holds the port for the next run.
if (process.env.STOP_WITH_PARENT === '1') process.stdin.on('end', () => process.exit(0)).resume();
