#!/usr/bin/env node
// Serves the production build (dist/) of the reference portal. Port from PORT (default 4173),
// host from HOST (default localhost), folder from PORTAL_DIST (default dist). Unknown paths fall
// back to index.html (client-side routes). With API_PROXY (an address, e.g. http://localhost:4010)
// it also passes every request under /api on to that API, /api removed: the portal's
// `"apiBaseUrl": "/api"` then reaches the API on the portal's own origin, without CORS preflights.
// A code or style file the build also wrote as brotli
// (`<file>.br`) goes out as that copy to a browser that accepts brotli; the rest is compressed
// with gzip as it is sent.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.PORTAL_DIST ?? 'dist';
if (!existsSync(resolve(root, outDir, 'index.html'))) {
  console.error(
    `No production build in apps/portal/${outDir}. Run \`pnpm build\` first (or \`pnpm start\` from the repository root).`,
  );
  process.exit(1);
}

const port = Number.parseInt(process.env.PORT ?? '4173', 10);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}

const apiProxy = process.env.API_PROXY ? URL.parse(process.env.API_PROXY) : undefined;
if (process.env.API_PROXY && (!apiProxy || !/^https?:$/.test(apiProxy.protocol))) {
  console.error(`API_PROXY must be an http(s) address, not "${process.env.API_PROXY}".`);
  process.exit(1);
}

/** @type {Record<string, string | undefined>} */
const contentTypes = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Whether an Accept-Encoding header names brotli (and not with q=0). */
const acceptsBrotli = (/** @type {string} */ header) =>
  header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    return name === 'br' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });

/**
 * Sends `/assets/<file>`'s brotli copy, when there is one and the browser accepts brotli.
 * @type {import('vite').Plugin}
 */
const brotliCopies = {
  name: 'coop-serve-brotli-copies',
  configurePreviewServer(server) {
    const assets = resolve(root, outDir, 'assets');
    server.middlewares.use((request, response, next) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      // A file directly under /assets/ (its name alone: nothing outside the folder).
      const name = path.startsWith('/assets/') ? path.slice('/assets/'.length) : '';
      const type = contentTypes[extname(name)];
      const file = join(assets, `${name}.br`);
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        name === '' ||
        name !== basename(name) ||
        !type ||
        !acceptsBrotli(String(request.headers['accept-encoding'] ?? '')) ||
        !existsSync(file)
      ) {
        next();
        return;
      }
      response.writeHead(200, {
        'Content-Type': type,
        'Content-Encoding': 'br',
        'Content-Length': statSync(file).size,
        Vary: 'Accept-Encoding',
        // Named after their content: a file of that name never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    });
  },
};

const server = await preview({
  root,
  configFile: false,
  plugins: [brotliCopies],
  logLevel: 'warn',
  build: { outDir },
  preview: {
    port,
    strictPort: true,
    host: process.env.HOST ?? 'localhost',
    proxy: apiProxy
      ? {
          '/api': {
            target: apiProxy.href,
            changeOrigin: true,
            rewrite: (path) => path.replace(/^\/api(?=\/|$)/, '') || '/',
          },
        }
      : undefined,
  },
});
const config = JSON.parse(
  await import('node:fs/promises').then((fs) =>
    fs.readFile(resolve(root, outDir, 'portal-config.json'), 'utf8'),
  ),
);
console.log(
  `Co-op Portal Kit reference portal (${config.demoMode ? 'demo mode: the embedded demo co-op answers every API call' : `API ${config.apiBaseUrl}`}${apiProxy ? `; /api passed on to ${apiProxy.href}` : ''})`,
);
for (const url of server.resolvedUrls?.local ?? [`http://localhost:${port}/`]) {
  console.log(`  Open ${url}`);
}
console.log('  Press Ctrl+C to stop.');

// Started by a test runner (Playwright's webServer, which sets STOP_WITH_PARENT): stop when the
// runner goes away, even if it was killed, so no stale server holds the port for the next run.
if (process.env.STOP_WITH_PARENT === '1') process.stdin.on('end', () => process.exit(0)).resume();
