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

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
/** Page loads per chart (each gives one first render), and data updates timed after each load. */
const LOADS = Number(process.env.BENCH_LOADS ?? 15);
const UPDATES_PER_LOAD = 5;
const pages = [
  { name: 'UsageChart', html: 'usage-chart.html' },
  { name: 'recharts', html: 'recharts.html' },
];

await build({ configFile: join(here, 'vite.config.ts') });

/** @type {Record<string, { file: string, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The files a page downloads: its entry chunk, the chunks it imports statically and their CSS. */
function pageFiles(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) pageFiles(imported, into);
  return into;
}

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file))).length;
const baseline = pageFiles('baseline.html');
/** Gzip bytes a chart page downloads beyond the baseline page (React, ReactDOM, the harness). */
const addedBytes = (html) =>
  [...pageFiles(html)]
    .filter((file) => !baseline.has(file))
    .reduce((sum, file) => sum + gzipBytes(file), 0);

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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch(chromiumLaunchOptions());
const results = new Map(pages.map((page) => [page.name, { first: [], update: [], shapes: 0 }]));
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Loads alternate between the charts, so a change in the machine's load touches both alike.
  for (let load = 0; load < LOADS; load += 1) {
    for (const { name, html } of pages) {
      const page = await context.newPage();
      await page.goto(`${origin}/${html}`);
      await page.waitForFunction(() => window.chartBench !== undefined);
      const result = results.get(name);
      result.first.push(await page.evaluate(() => window.chartBench.firstRender()));
      for (let update = 0; update < UPDATES_PER_LOAD; update += 1) {
        result.update.push(await page.evaluate(() => window.chartBench.update()));
      }
      result.shapes = await page.evaluate(() => window.chartBench.shapes());
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

const rows = pages.map(({ name, html }) => {
  const result = results.get(name);
  return {
    chart: name,
    'first render (median ms)': Number(median(result.first).toFixed(1)),
    'data update (median ms)': Number(median(result.update).toFixed(1)),
    'adds to a page (gzip KB)': Number((addedBytes(html) / 1024).toFixed(1)),
    'SVG shapes drawn': result.shapes,
  };
});
console.log(
  `\nUsage chart benchmark: 180 daily bars × 3 meters + temperature line, 960 px wide; ` +
    `${LOADS} page loads per chart (${LOADS} first renders, ${LOADS * UPDATES_PER_LOAD} updates).\n`,
);
console.table(rows);
const [kit, other] = rows;
const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
console.log(
  `UsageChart / recharts: first render ${ratio(kit['first render (median ms)'], other['first render (median ms)'])}×, ` +
    `update ${ratio(kit['data update (median ms)'], other['data update (median ms)'])}×, ` +
    `bytes ${ratio(kit['adds to a page (gzip KB)'], other['adds to a page (gzip KB)'])}× ` +
    `(goal: at most 0.5× the time and 0.33× the bytes).`,
);
