// Builds the chart benchmark's pages for production (minified, tree-shaken), each from one HTML
// entry, with a manifest so run.mjs can add up what each page downloads.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  logLevel: 'warn',
  ...sourceResolve,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: {
        baseline: here('./baseline.html'),
        recharts: here('./recharts.html'),
        'usage-chart': here('./usage-chart.html'),
      },
    },
  },
});
