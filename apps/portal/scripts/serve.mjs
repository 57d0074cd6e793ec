#!/usr/bin/env node
// Serves the production build (dist/) of the reference portal. Port from PORT (default 4173),
// host from HOST (default localhost), folder from PORTAL_DIST (default dist). Unknown paths fall
// back to index.html (client-side routes).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

const server = await preview({
  root,
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: { port, strictPort: true, host: process.env.HOST ?? 'localhost' },
});
const config = JSON.parse(
  await import('node:fs/promises').then((fs) =>
    fs.readFile(resolve(root, outDir, 'portal-config.json'), 'utf8'),
  ),
);
console.log(
  `Co-op Portal Kit reference portal (${config.demoMode ? 'demo mode: the embedded demo co-op answers every API call' : `API ${config.apiBaseUrl}`})`,
);
for (const url of server.resolvedUrls?.local ?? [`http://localhost:${port}/`]) {
  console.log(`  Open ${url}`);
}
console.log('  Press Ctrl+C to stop.');

// Started by a test runner (Playwright's webServer, which sets STOP_WITH_PARENT): stop when the
// runner goes away, even if it was killed, so no stale server holds the port for the next run.
if (process.env.STOP_WITH_PARENT === '1') process.stdin.on('end', () => process.exit(0)).resume();
