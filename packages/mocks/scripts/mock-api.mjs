#!/usr/bin/env node
// `pnpm --filter @coop-portal/mocks mock-api`: the demo co-op over real HTTP with CORS. Port from
// PORT (default 4010), host from HOST (default localhost), PORTAL_URL for the payment callbacks.
// Reads the sources directly (through Vite's module runner), so no build is needed.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const conditions = ['coop-source', 'module', 'node', 'development|production'];
const { module } = await runnerImport(fileURLToPath(new URL('../src/server.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
  // runnerImport evaluates in its own `inline` environment, which leaves every package to Node:
  // the workspace packages are read from source by the runner instead (their dist/ may not exist).
  environments: { inline: { resolve: { conditions, noExternal: [/^@coop-portal\//] } } },
});

const { url } = await module.startMockApiServer({
  portalUrl: process.env.PORTAL_URL,
  log: process.env.MOCK_API_LOG === '1',
});
console.log(`Co-op Portal Kit mock API (the demo co-op) at ${url}`);
console.log(`  Use it as apiBaseUrl in portal-config.json: "${url}" (demoMode false).`);
console.log('  Press Ctrl+C to stop.');

// Started by a test runner (Playwright's webServer, which sets STOP_WITH_PARENT): stop when the
// runner goes away, even if it was killed, so no stale server holds the port for the next run.
if (process.env.STOP_WITH_PARENT === '1') process.stdin.on('end', () => process.exit(0)).resume();
