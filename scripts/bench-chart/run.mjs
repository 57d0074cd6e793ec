// `pnpm bench:chart`: the usage chart benchmark. It builds three pages for production (React
// alone, the kit's UsageChart, an equivalent recharts chart: 180 daily bars for 3 meters with a
// temperature line, legend and tooltip), opens each in Chromium many times, and prints the median
// time to the first render and to a data update, and the gzip bytes each chart adds to a page.
// A measurement, not a test: the figures vary with the machine and its load.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../browser.mjs';
import { staticFiles } from '../viteManifest.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Where vite.config.ts builds the pages. */
const dist = join(here, '..', '..', 'node_modules', '.cache', 'bench-chart');
/** Page loads per chart (each gives one first render), and data updates timed after each load. */
const LOADS = Number(process.env.BENCH_LOADS ?? 15);
const UPDATES_PER_LOAD = 5;
const pages = [
  { name: 'UsageChart', html: 'usage-chart.html' },
  { name: 'recharts', html: 'recharts.html' },
];

/** @typedef {import('../viteManifest.mjs').Manifest} Manifest */

/**
 * Builds a chart's page beside the baseline page (React, ReactDOM, the harness) and returns the
 * gzip bytes the chart's page downloads beyond the baseline's.
 * @param {string} html
 */
async function buildPage(html) {
  process.env.BENCH_PAGE = html;
  await build({ configFile: join(here, 'vite.config.ts') });
  const folder = join(dist, html.replace(/\.html$/, ''));
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(folder, '.vite', 'manifest.json'), 'utf8'));
  const baseline = staticFiles(manifest, 'baseline.html');
  return [...staticFiles(manifest, html)]
    .filter((file) => !baseline.has(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(folder, file))).length, 0);
}

/** @type {Map<string, number>} */
const addedBytes = new Map();
for (const { html } of pages) addedBytes.set(html, await buildPage(html));

/** @type {Record<string, string>} */
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  try {
    const body = readFileSync(join(dist, path));
    response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? 0;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

const browser = await chromium.launch(chromiumLaunchOptions());
/** @typedef {{ first: number[], update: number[], shapes: number }} Result */
/** @type {Map<string, Result>} */
const results = new Map(pages.map((page) => [page.name, { first: [], update: [], shapes: 0 }]));
/** @param {string} name @returns {Result} */
const resultOf = (name) => {
  const result = results.get(name);
  if (!result) throw new Error(`No results for ${name}.`);
  return result;
};
/** The page's benchmark (mountBench in harness.tsx). */
const bench = () => {
  if (!window.chartBench) throw new Error('The page has no chartBench.');
  return window.chartBench;
};
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Loads alternate between the charts, so a change in the machine's load touches both alike.
  for (let load = 0; load < LOADS; load += 1) {
    for (const { name, html } of pages) {
      const page = await context.newPage();
      await page.goto(`${origin}/${html.replace(/\.html$/, '')}/${html}`);
      await page.waitForFunction(() => window.chartBench !== undefined);
      const result = resultOf(name);
      result.first.push(await page.evaluate(`(${bench})().firstRender()`));
      for (let update = 0; update < UPDATES_PER_LOAD; update += 1) {
        result.update.push(await page.evaluate(`(${bench})().update()`));
      }
      result.shapes = await page.evaluate(`(${bench})().shapes()`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

const rows = pages.map(({ name, html }) => {
  const result = resultOf(name);
  return {
    chart: name,
    'first render (median ms)': Number(median(result.first).toFixed(1)),
    'data update (median ms)': Number(median(result.update).toFixed(1)),
    'adds to a page (gzip KB)': Number(((addedBytes.get(html) ?? 0) / 1024).toFixed(1)),
    'SVG shapes drawn': result.shapes,
  };
});
console.log(
  `\nUsage chart benchmark: 180 daily bars × 3 meters + temperature line, 960 px wide; ` +
    `${LOADS} page loads per chart (${LOADS} first renders, ${LOADS * UPDATES_PER_LOAD} updates).\n`,
);
console.table(rows);
const [kit, other] = rows;
if (!kit || !other) throw new Error('Both charts need results.');
/** @param {number} a @param {number} b */
const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
console.log(
  `UsageChart / recharts: first render ${ratio(kit['first render (median ms)'], other['first render (median ms)'])}×, ` +
    `update ${ratio(kit['data update (median ms)'], other['data update (median ms)'])}×, ` +
    `bytes ${ratio(kit['adds to a page (gzip KB)'], other['adds to a page (gzip KB)'])}× ` +
    `(goal: at most 0.5× the time and 0.33× the bytes).`,
);
