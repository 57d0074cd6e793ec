import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  plugins: [react(), vanillaExtractPlugin(), demoServiceWorker()],
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/vitest.dom-setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
