import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

const require = createRequire(import.meta.url);

/**
 * Serves and emits the demo backend's service worker (`mockServiceWorker.js`) from
 * `@coop-portal/mocks`, so the repository holds one copy of it.
 */
function demoServiceWorker(): Plugin {
  const file = require.resolve('@coop-portal/mocks/mockServiceWorker.js');
  return {
    name: 'coop-demo-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(file),
      });
    },
  };
}

export default defineConfig({
  ...sourceResolve,
  plugins: [
    // The portal speaks English: the production build keeps react-aria's en-US strings only
    // (a few KB gzip less on every page; see the size budgets in README.md).
    { ...optimizeLocales.vite({ locales: ['en-US'] }), apply: 'build' },
    react(),
    vanillaExtractPlugin(),
    demoServiceWorker(),
  ],
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The manifest lets the size check (.size-limit.js) measure what each route downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The runtime every page needs (React, React Router, TanStack Query) in one chunk, not
          // in several small ones shared with the pages: gzip compresses it better (/home 1.4 KB
          // less) and no page downloads anything more.
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][a-z-]+)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/vitest.dom-setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
