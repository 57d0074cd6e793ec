// Size budgets of the portal, which stays light (little to download before the first page shows,
// little more for each page after it), measured on the production build through Vite's build
// manifest (dist/.vite/manifest.json), never through hand-kept globs:
//
// - /home: the entry chunk with every chunk it imports statically, plus the home page's chunk and
//   what that adds — all the JavaScript a visitor downloads to see the home page — ≤ 140 KB gzip.
// - every other page module the routes load on demand (src/pages/*): its chunk plus the chunks it
//   imports statically that neither the entry nor another page brings — ≤ 30 KB gzip each;
// - the chunks several on-demand pages share (react-aria's components, the ui kit's fields and
//   dialogs, the validation rules, the contract's feature endpoints): downloaded once with the
//   first such page — ≤ 102 KB gzip.
//
// - the demo backend (@coop-portal/mocks with msw, and the contract's feature chunks it brings):
//   imported only when portal-config.json says `"demoMode": true`, so a co-op's production portal
//   never loads it; every demo visit downloads, parses and runs it before the first API call
//   answers, so it has a budget of its own — ≤ 75 KB gzip — that keeps the demo's first view
//   quick as the demo co-op's data grows.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The first page stays small: 140 KB. /home measures 135.8 KB since the portal's router
// (src/routing/router.ts) replaced React Router's data router (151.8 KB before) and the runtime
// became one chunk (see "Size budgets" in README.md).
const HOME_LIMIT = '140 KB';
const ROUTE_LIMIT = '30 KB';
// 101.3 KB since react-aria's Button, press and focus code left the first page for this chunk;
// 118.3 KB since the usage tracker shares DOMPurify (the co-op's usage texts are HTML) with the
// terms of use page and the checkbox code with registration (14.6 KB that were those pages' own);
// 120.4 KB since the account overview loads the payment confirmation when Pay Bill is first
// pressed: the bundler then splits the chunk the Quick Pay page and the home page's dialogs shared
// into smaller ones (the payment confirmation's own chunk loads without Quick Pay), about 2 KB more
// in all for the same code.
const SHARED_LIMIT = '122 KB';
// 71.9 KB since msw's cookie jar (and its public-suffix list) left the demo build; 193 KB before.
const DEMO_LIMIT = '75 KB';
const HOME_PAGE = 'src/pages/HomePage.tsx';

/**
 * Pages over the per-route budget, each with its own limit and the reason. The usage tracker adds
 * 89 KB: about 30 KB is its own code (the tracker, the chart and d3, the usage rules) and the rest
 * is the kit's data table, date picker and tabs with their react-aria code, which no other page
 * uses yet. They move to the shared budget once a second page (the account overview's billing
 * history) shows a table, and the tracker's own limit comes back to ROUTE_LIMIT then.
 */
const ROUTE_EXCEPTIONS = { 'src/pages/usage/UsageTrackerPage.tsx': '92 KB' };

const root = dirname(fileURLToPath(import.meta.url));
const manifestFile = join(root, 'dist', '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  throw new Error(
    'No build manifest in apps/portal/dist/.vite: run `pnpm build` before `pnpm size`.',
  );
}

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The demo backend: loaded only in demo mode, so not part of any budget. */
const isDemoBackend = (key) => /(^|\/)packages\/mocks\/|@coop-portal\/mocks/.test(key);

/** A chunk's key with every chunk it imports statically, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key) || isDemoBackend(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const files = (keys) => [...keys].map((key) => join('dist', manifest[key].file));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The build manifest has no entry chunk.');
if (!manifest[HOME_PAGE]) throw new Error(`The build manifest has no ${HOME_PAGE} chunk.`);

const entry = staticClosure(entryKey);
const home = staticClosure(HOME_PAGE, new Set(entry));

/** The page modules the routes load on demand (the home page is counted with the entry). */
const routePages = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/pages/'))
  .filter((key) => key !== HOME_PAGE)
  .sort();

/** What each page adds to the entry when it loads on demand. */
const added = new Map(
  routePages.map((key) => [key, [...staticClosure(key)].filter((chunk) => !entry.has(chunk))]),
);

/**
 * Chunks two or more pages add: the libraries the form and dialog pages share (react-aria's
 * components, the ui kit's fields, the validation rules). A visitor downloads them once, with the
 * first such page, and the browser keeps them for the next; they get one budget of their own
 * instead of being counted again in each page's.
 */
const useCount = new Map();
for (const chunks of added.values()) {
  for (const chunk of chunks) useCount.set(chunk, (useCount.get(chunk) ?? 0) + 1);
}
const shared = [...useCount].filter(([, count]) => count > 1).map(([chunk]) => chunk);

/** The demo backend's chunk with what it adds to the entry (it starts with the portal). */
const demoKey = Object.keys(manifest).find((key) => /mocks[\\/]src[\\/]browser\.ts$/.test(key));
if (!demoKey)
  throw new Error('The build manifest has no demo backend chunk (mocks/src/browser.ts).');
function demoClosure(key, into = new Set()) {
  if (into.has(key) || entry.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) demoClosure(imported, into);
  return into;
}

export default [
  {
    name: '/home: entry chunk, its static imports and the home page',
    path: files(home),
    limit: HOME_LIMIT,
    gzip: true,
  },
  {
    name: 'on demand: the chunks several pages share (downloaded once)',
    path: files(shared),
    limit: SHARED_LIMIT,
    gzip: true,
  },
  {
    name: 'demo mode: the demo backend and what it adds to the entry',
    path: files(demoClosure(demoKey)),
    limit: DEMO_LIMIT,
    gzip: true,
  },
  ...routePages.map((key) => ({
    name: `on demand: ${key.replace(/^src\/pages\//, '')} and the chunks only it adds`,
    path: files(added.get(key).filter((chunk) => useCount.get(chunk) === 1)),
    limit: ROUTE_EXCEPTIONS[key] ?? ROUTE_LIMIT,
    gzip: true,
  })),
];
