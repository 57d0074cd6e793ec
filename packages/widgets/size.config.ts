// Builds UsageChart on its own, minified, for its size budget (.size-limit.js): everything it adds
// to a React page (its code, the kit's chart parts, d3, its CSS), React left out.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./node_modules/.cache/usage-chart-size', import.meta.url)),
    emptyOutDir: true,
    minify: true,
    manifest: true,
    lib: {
      entry: fileURLToPath(new URL('./src/UsageChart/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: 'usage-chart',
      cssFileName: 'usage-chart',
    },
    rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] },
  },
});
