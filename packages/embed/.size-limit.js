// Size budgets of the `<coop-quick-pay>` script (what a member downloads before the dialog opens
// stays small), measured on dist/cdn from the build manifest (never hand-kept globs):
//
// - the loader a page includes: ≤ 5 KB gzip;
// - everything loaded to open the dialog (the loader and the widget script it fetches on intent):
//   ≤ 130 KB gzip. The widget runs on Preact (scripts/preact.mjs) instead of React, ~60 KB less;
// - the `<coop-outage>` loader: ≤ 5 KB gzip too; everything loaded to report an outage (its loader
//   and the widget script it fetches): ≤ 160 KB gzip (155.7 kB when set: the report form's combo
//   box, radio group, checkbox and text area from react-aria are most of what Quick Pay lacks;
//   162.8 kB with its Spanish wording and the kit's, in the script so that `lang="es"` needs no
//   file more: 166 KB);
// - the npm build of `mount()` (every JavaScript file tsup writes to dist/, on Preact too):
//   ≤ 170 KB gzip (166.9 kB with the three widgets' Spanish wording and the kit's).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOADER_LIMIT = '5 kB';
const OPEN_DIALOG_LIMIT = '130 kB';
const OUTAGE_LIMIT = '166 kB';
// 101.2 kB: on Preact (204 kB with React), from the kit packages' module-per-module dist/;
// 154.5 kB with the outage report (its form's react-aria controls, the outage rules and queue);
// 166.9 kB with the widgets' and the kit's Spanish wording, bundled in.
const NPM_LIMIT = '170 kB';

const root = dirname(fileURLToPath(import.meta.url));
const manifestFile = join(root, 'dist', 'cdn', 'manifest.json');
if (!existsSync(manifestFile)) {
  throw new Error(
    'No dist/cdn/manifest.json in packages/embed: run `pnpm build` before `pnpm size`.',
  );
}
const { files, outage } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const npmFiles = readdirSync(join(root, 'dist'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => join('dist', name));
const file = (name) => join('dist', 'cdn', files[name].file);
const outageFile = (name) => join('dist', 'cdn', outage.files[name].file);

export default [
  {
    name: '<coop-quick-pay> loader (the script a page includes)',
    path: [file('loader')],
    limit: LOADER_LIMIT,
    gzip: true,
  },
  {
    name: 'everything loaded to open the Quick Pay dialog (loader + widget)',
    path: [file('loader'), file('widget')],
    limit: OPEN_DIALOG_LIMIT,
    gzip: true,
  },
  {
    name: '<coop-outage> loader (the script a page includes)',
    path: [outageFile('loader')],
    limit: LOADER_LIMIT,
    gzip: true,
  },
  {
    name: 'everything loaded to report an outage (loader + widget)',
    path: [outageFile('loader'), outageFile('widget')],
    limit: OUTAGE_LIMIT,
    gzip: true,
  },
  {
    name: 'the npm build of mount() (dist/*.js: the entry and its chunks)',
    path: npmFiles,
    limit: NPM_LIMIT,
    gzip: true,
  },
];
