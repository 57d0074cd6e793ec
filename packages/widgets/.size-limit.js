// The size budget of UsageChart (built by size.config.ts): what the chart adds to a React page —
// its code, its table alternative, the kit's chart parts, d3 and its CSS — read from the build
// manifest: the entry with every chunk it imports statically. `pnpm bench:chart` compares the chart
// with recharts (121 KB gzip; a third of that is 40 KB). 29.0 KB when this budget was set.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticFiles } from '../../scripts/viteManifest.mjs';

const LIMIT = '31 KB';

const root = dirname(fileURLToPath(import.meta.url));
const folder = join('node_modules', '.cache', 'usage-chart-size');
const manifestFile = join(root, folder, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  throw new Error(
    'No UsageChart build: `pnpm size` builds it first (vite build -c size.config.ts).',
  );
}
/** @type {import('../../scripts/viteManifest.mjs').Manifest} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('The UsageChart build manifest has no entry.');
/** A library build extracts all CSS to one file, which the manifest lists on its own. */
const css = manifest['style.css']?.file;
if (!css) throw new Error('The UsageChart build manifest has no style.css.');

export default [
  {
    name: 'UsageChart (JS and CSS, React left out)',
    path: [...staticFiles(manifest, entry), css].map((file) => join(folder, file)),
    limit: LIMIT,
    gzip: true,
  },
];
