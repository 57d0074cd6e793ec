// Builds one chart benchmark page for production (minified, tree-shaken) beside the baseline page
// (React alone), with a manifest so run.mjs can add up what the chart adds. One build per chart
// (BENCH_PAGE names its HTML file), so two charts never share a chunk: recharts and UsageChart
// both use d3-scale, and a shared chunk would hold the parts of it that either one needs.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const page = process.env.BENCH_PAGE ?? 'usage-chart.html';
const name = page.replace(/\.html$/, '');

export default defineConfig({
  root: here('.'),
  base: './',
  logLevel: 'warn',
  ...sourceResolve,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    // Outside the sources, so linters, type checks and formatters never read the built files.
    outDir: here(`../../node_modules/.cache/bench-chart/${name}`),
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: { baseline: here('./baseline.html'), [name]: here(`./${page}`) },
    },
  },
});
