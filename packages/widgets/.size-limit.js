// The size budget of UsageChart (built by size.config.ts): what the chart adds to a React page —
// its code, its table alternative, the kit's chart parts, d3 and its CSS — read from the build
// manifest: the entry with every chunk it imports statically. `pnpm bench:chart` compares the chart
// with recharts (121 KB gzip; a third of that is 40 KB). 29.0 KB when this budget was set.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT = '31 KB';

const root = dirname(fileURLToPath(import.meta.url));
const folder = join('node_modules', '.cache', 'usage-chart-size');
const manifestFile = join(root, folder, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  throw new Error(
    'No UsageChart build: `pnpm size` builds it first (vite build -c size.config.ts).',
  );
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** A chunk's file, its CSS and those of the chunks it imports statically. */
function staticFiles(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(imported, into);
  return into;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('The UsageChart build manifest has no entry.');
/** A library build extracts all CSS to one file, which the manifest lists on its own. */
const css = manifest['style.css']?.file;
if (!css) throw new Error('The UsageChart build manifest has no style.css.');

export default [
  {
    name: 'UsageChart (JS and CSS, React left out)',
    path: [...staticFiles(entry), css].map((file) => join(folder, file)),
    limit: LIMIT,
    gzip: true,
  },
];
