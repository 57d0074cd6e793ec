import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup, type UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';
import { firstViewControls } from './build/firstViewControls.ts';
import { portalStart } from './build/portalStart.ts';
import { reactAriaStrings } from './build/reactAriaStrings.ts';

const require = createRequire(import.meta.url);

/** The chunk of React DOM's renderer, which main.tsx imports on demand (see its group below). */
const RENDERER_CHUNK = 'renderer';

/** The portal's first script (src/startup/early.ts): an entry of its own, see firstScript(). */
const EARLY_SCRIPT = 'src/startup/early.ts';

/**
 * The modules of the first script, and Vite's helper for its imports on demand. They must stay out
 * of the portal's own chunks (the first script would wait for those); the size check of the first
 * script fails if one does not.
 */
const EARLY_MODULES =
  /(^\0vite\/preload-helper\.js$)|[\\/](apps[\\/]portal[\\/]src[\\/]startup[\\/](early|earlyStart)\.ts|packages[\\/]api-client[\\/]src[\\/](url|sessionKeys|contract[\\/]configKeys)\.ts)$/;

/**
 * The parts of the frame that show in a signed-in member's first view, out of a guest's first
 * page: the account switcher. Asked for only when the frame rendered, it was the last round trip
 * before a member's first view.
 */
const MEMBER_FRAME_PARTS: readonly string[] = ['src/frame/MemberAccountSwitcher.tsx'];

/**
 * The modules a route's first view needs beyond the portal's own code, by route as the first
 * script names it (`routeOf` in src/startup/earlyStart.ts): the page itself, whose module also
 * holds the reads its loader sends. index.html lists their files, and the first script asks for
 * them all at once (`preloadRouteCode`) as soon as a signed-in member opens the route, or anyone
 * the sign-in page — not once the portal's code has run the loader, nor one level of imports after
 * another as each arrives (the outage page's code came in four such rounds, its status shown 0.4 s
 * later). Under '*' (no route's name), what every signed-in member's first view needs
 * (MEMBER_FRAME_PARTS). The build fails if a module is in no chunk, so a moved module cannot lose
 * its hint unnoticed.
 */
const ROUTE_LOADER_CODE: Record<string, readonly string[]> = {
  'outage-status': ['src/pages/outage/OutagePage.tsx'],
  login: ['src/pages/signIn/LoginPage.tsx'],
  '*': MEMBER_FRAME_PARTS,
};

/** Whether a module id is the portal's module at `path` (relative to apps/portal). */
const isModule = (id: string, path: string) =>
  id.split(sep).join('/').endsWith(`/apps/portal/${path}`);

/** The unit tests that need modules not loaded yet (see the test projects below). */
const FRESH_MODULE_TESTS = ['src/frame/lazyMenus.test.tsx', 'src/frame/switcherCode.test.tsx'];

/** The build's chunks and how to find the files a module's code needs. */
function bundleFiles(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? [output] : [],
  );
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
    return into;
  };
  return {
    /** Every file the entries import, directly or not. */
    entries() {
      const loaded = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, loaded);
      return loaded;
    },
    /** The files of modules' chunks and what they import, less those in `loaded`. */
    of(modules: readonly string[], loaded: ReadonlySet<string>, list: string) {
      const files = new Set<string>();
      for (const module of modules) {
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((id) => isModule(id, module)),
        );
        // So that a moved module cannot lose its hint unnoticed.
        if (!chunk) throw new Error(`The build has no chunk for ${module} (${list}).`);
        closure(chunk.fileName, files);
      }
      return [...files].filter((file) => !loaded.has(file));
    },
  };
}

/**
 * The portal's first script in index.html, ahead of the portal's code: it reads the configuration
 * and sends the start-up reads while that code downloads (src/startup/earlyStart.ts). In the build
 * it is an entry of its own, a file of about 1 KB; the dev server serves the portal's modules one
 * by one, and main.tsx imports it there as in the build.
 */
function firstScript(): Plugin {
  let base = '/';
  return {
    name: 'coop-first-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isEntry &&
            output.facadeModuleId?.endsWith(EARLY_SCRIPT),
        );
        if (!chunk) throw new Error(`The build has no chunk for ${EARLY_SCRIPT}.`);
        // The portal's code is preloaded, not run: the first script runs it once the start-up
        // reads are sent (src/startup/early.ts), so its parsing does not hold them back.
        const portalScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(
          html,
        );
        if (!portalScript)
          throw new Error("index.html has no module script for the portal's code.");
        const start = portalStart(context.bundle ?? {}, portalScript[1]?.slice(base.length) ?? '');
        const portalCode = start
          ? `<link rel="modulepreload" crossorigin href="${base}${start.file}" data-coop-portal-code data-coop-portal-start="${start.name}">`
          : `<link rel="modulepreload" crossorigin href="${portalScript[1]}" data-coop-portal-code>`;
        const bundle = context.bundle ?? {};
        const renderer = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.name === RENDERER_CHUNK,
        );
        if (!renderer) throw new Error(`The build has no ${RENDERER_CHUNK} chunk (React DOM's).`);
        const files = bundleFiles(bundle);
        const loaded = files.entries();
        // Imported on demand by main.tsx, needed for the first view all the same.
        loaded.add(renderer.fileName);
        const memberFrame = files.of(ROUTE_LOADER_CODE['*'] ?? [], loaded, 'ROUTE_LOADER_CODE');
        for (const file of memberFrame) loaded.add(file);
        const routeCode = Object.fromEntries(
          Object.entries(ROUTE_LOADER_CODE).map(([route, modules]) => [
            route,
            (route === '*' ? memberFrame : files.of(modules, loaded, 'ROUTE_LOADER_CODE')).map(
              (file) => `${base}${file}`,
            ),
          ]),
        );
        const tags = [
          `<script type="module" crossorigin src="${base}${chunk.fileName}"></script>`,
          portalCode,
          `<link rel="modulepreload" crossorigin href="${base}${renderer.fileName}">`,
          `<script type="application/json" data-coop-route-code>${JSON.stringify(routeCode)}</script>`,
        ].join('\n    ');
        const preloads = start
          ? html.replace(`<link rel="modulepreload" crossorigin href="${base}${start.file}">`, '')
          : html;
        return preloads.replace(portalScript[0], tags);
      },
    },
  };
}

/**
 * Serves and emits what the demo backend needs beside the portal, from `@coop-portal/mocks`'s
 * public folder, so the repository holds one copy of each: its service worker
 * (`mockServiceWorker.js`) and the demo co-op's stand-in website (`demo-site/`: the pages, images
 * and documents its links point at).
 */
function demoFiles(): Plugin {
  const folder = dirname(require.resolve('@coop-portal/mocks/mockServiceWorker.js'));
  const files = [
    'mockServiceWorker.js',
    ...readdirSync(join(folder, 'demo-site'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')),
  ];
  const types: Record<string, string> = {
    js: 'text/javascript',
    html: 'text/html; charset=utf-8',
    svg: 'image/svg+xml',
    pdf: 'application/pdf',
  };
  return {
    name: 'coop-demo-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split(/[?#]/)[0] ?? '').replace(/^\//, '');
        const file = path === 'demo-site/' ? 'demo-site/index.html' : path;
        if (!files.includes(file)) return next();
        res.setHeader(
          'Content-Type',
          types[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
        res.end(readFileSync(join(folder, file)));
      });
    },
    generateBundle() {
      for (const fileName of files) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(join(folder, fileName)) });
      }
    },
  };
}

/**
 * Gives msw, in the demo backend, an empty cookie store instead of its tough-cookie jar (see
 * src/startup/demoCookieStore.ts). The build fails if msw no longer imports its store this way, so
 * a msw upgrade cannot bring the jar back unnoticed.
 */
function demoWithoutCookieJar(): Plugin {
  const shim = fileURLToPath(new URL('./src/startup/demoCookieStore.ts', import.meta.url));
  const storeImporter =
    /[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]request[\\/][a-zA-Z]+Cookies\.mjs$/;
  let replaced = 0;
  return {
    name: 'coop-demo-without-cookie-jar',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../cookieStore.mjs' || !importer || !storeImporter.test(importer))
        return null;
      replaced += 1;
      return shim;
    },
    buildEnd(error) {
      if (!error && replaced === 0) {
        this.error(
          "msw's cookie store was not replaced: msw/lib/core/utils/request/*Cookies.mjs no longer import '../cookieStore.mjs'. Update demoWithoutCookieJar in vite.config.ts.",
        );
      }
    },
  };
}

/**
 * The portal's dates are Gregorian (its locales, en-US today and es-US next, use no other
 * calendar): react-aria's date fields ask `@internationalized/date`'s `createCalendar` for the
 * locale's calendar, and that function imports every calendar system (Japanese, Islamic, Hebrew,
 * Ethiopic…), about 4 KB gzip that every page with a date field downloads for nothing. The build
 * gives it a `createCalendar` that answers the Gregorian calendar, which is what the library's own
 * answers for 'gregory' and for any identifier it does not know. The build fails if the module is
 * no longer where this expects it, so an upgrade cannot bring the calendars back unnoticed.
 */
function gregorianCalendarOnly(): Plugin {
  const createCalendar =
    /[\\/]@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/;
  let replaced = 0;
  return {
    name: 'coop-gregorian-calendar-only',
    apply: 'build',
    load(id) {
      if (!createCalendar.test(id)) return null;
      replaced += 1;
      return [
        "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
        'export function createCalendar() {',
        '  return new GregorianCalendar();',
        '}',
      ].join('\n');
    },
    buildEnd(error) {
      if (!error && replaced === 0) {
        this.error(
          "@internationalized/date's dist/private/createCalendar.mjs was not loaded: update gregorianCalendarOnly in vite.config.ts.",
        );
      }
    },
  };
}

/**
 * Each of the build's code and style files also as brotli (`<file>.br`, at the highest quality),
 * for a server that sends a file's compressed copy as it is (nginx's `brotli_static`, Caddy's
 * `precompressed`, and scripts/serve.mjs): about an eighth fewer bytes than gzip, which a phone on
 * a slow network waits for before the first page shows. Only the files under assets/ (named by
 * their content, never edited after the build); portal-config.json and index.html stay as they
 * are, a co-op edits them.
 */
function brotliCopies(): Plugin {
  const compress = promisify(brotliCompress);
  let outDir = 'dist';
  return {
    name: 'coop-brotli-copies',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter(
        (file) => file.fileName.startsWith('assets/') && /\.(js|css|svg)$/.test(file.fileName),
      );
      await Promise.all(
        files.map(async (file) => {
          // As written (a chunk's code gains its source map comment on the way to the disk).
          const bytes = await readFile(join(outDir, file.fileName));
          const packed = await compress(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          await writeFile(join(outDir, `${file.fileName}.br`), packed);
        }),
      );
    },
  };
}

/**
 * The portal's configuration. `controls`: the react-aria modules of the first views, which the
 * build puts in one chunk (see `firstViewControls` and the group below); none in a first pass.
 */
function portalConfig(controls: ReadonlyMap<string, string>): UserConfig {
  return {
    ...sourceResolve,
    plugins: [
      // react-aria's own strings: English in every page, Spanish in a chunk of its own loaded only
      // when the portal speaks it, no other language (a few KB gzip less on every page).
      reactAriaStrings({ root: fileURLToPath(new URL('.', import.meta.url)) }),
      react(),
      vanillaExtractPlugin(),
      firstScript(),
      demoFiles(),
      demoWithoutCookieJar(),
      gregorianCalendarOnly(),
      brotliCopies(),
    ],
    optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    build: {
      target: 'es2022',
      // One style sheet for every page (17 KB gzip), loaded with the first page: a page's own style
      // sheets (three to five of them, a few hundred bytes each) were as many more requests in the
      // round trip that brings the page's code, which on a phone holds its first view back (/login:
      // LCP 2.9 → 2.7 s in Lighthouse); later pages need none.
      cssCodeSplit: false,
      sourcemap: true,
      // The manifest lets the size check (.size-limit.js) measure what each route downloads.
      manifest: true,
      rolldownOptions: {
        input: { index: 'index.html', early: EARLY_SCRIPT },
        // Required by the inlining of small common chunks below: the entries' unused exports may go.
        preserveEntrySignatures: false,
        output: {
          // Files named by their hash alone, 7 characters of it (the fewest rolldown accepts for
          // this many files): the first page's code lists every page's files (what to preload with
          // each), and that list grows with every page; the names in it were 1.5 KB gzip of /home.
          // The source maps and the build manifest still name each chunk's modules.
          chunkFileNames: 'assets/[hash:7].js',
          assetFileNames: 'assets/[hash:7][extname]',
          codeSplitting: {
            // A group takes the modules its test names, not what they import as well: React DOM's
            // renderer imports React, which every page's code needs at once (the runtime's group).
            includeDependenciesRecursively: false,
            groups: [
              // The first script's modules in a chunk of their own (the portal's code imports it).
              { name: 'early', priority: 3, test: EARLY_MODULES },
              {
                // React DOM's renderer (with its scheduler) in a chunk of its own, the largest file
                // of the first page: main.tsx imports it on demand, so the portal's code runs — the
                // opened page's loader sends the page's reads — while it still downloads (index.html
                // preloads it from the start; see firstScript()).
                name: RENDERER_CHUNK,
                priority: 2,
                test: /node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/,
              },
              {
                // The runtime every page needs (React, TanStack Query) in one chunk,
                // not in several small ones shared with the pages: gzip compresses it better (/home
                // 1.4 KB less) and no page downloads anything more.
                name: 'runtime',
                priority: 1.5,
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][a-z-]+)[\\/]/,
              },
              {
                // The react-aria code of the first views the first script asks for, in a chunk
                // for each set of them that shares it (build/firstViewControls.ts): the outage
                // page's came in five files, each a request more (its LCP 2.49 → 2.35 s).
                name: (id: string) => {
                  const views = controls.get(id);
                  return views ? `controls ${views}` : null;
                },
                priority: 0.5,
              },
              {
                // The rest of what the first page needs, in one chunk too (it was eleven files: a
                // phone pays a round trip for each), except the first script's own modules, which
                // must not wait for it.
                name: 'initial',
                priority: 1,
                tags: ['$initial'],
                test: (id: string) => !EARLY_MODULES.test(id),
              },
            ],
            // A page's code came in up to 55 files, most under 1 KB: the parts each set of pages
            // shares. Common chunks under 16 KB of source are copied into the chunks that use them
            // instead (rolldown keeps one instance of each module), so a page comes in a handful of
            // files. With one style sheet for every page (cssCodeSplit above), chunks of style
            // modules (a few hundred bytes of class names each) are copied too: the outage page's
            // first view came in ten files, two of them under 1 KB.
            experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['../../scripts/vitest.dom-setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      projects: [
        {
          // One environment per worker for the test files that clean up after themselves (see
          // unitTestConfig in vitest.shared.ts): a fresh one per file was half the run.
          extends: true,
          test: {
            name: 'portal',
            include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
            exclude: FRESH_MODULE_TESTS,
            isolate: false,
          },
        },
        {
          // These files check what happens before a part's code has loaded (the menus, the account
          // switcher strip), so each needs a module graph of its own.
          extends: true,
          test: { name: 'portal (fresh modules)', include: FRESH_MODULE_TESTS, isolate: true },
        },
      ],
    },
  };
}

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return portalConfig(new Map());
  // A first pass, not written, finds the react-aria modules the first views' files hold as the
  // bundler splits them by itself; the build proper groups them by the first views that share
  // them (about 5 s more).
  const first = portalConfig(new Map());
  const result = await build({
    ...first,
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'silent',
    build: { ...first.build, write: false, sourcemap: false, manifest: false },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((pass) =>
    'output' in pass ? pass.output : [],
  );
  return portalConfig(firstViewControls(output, ROUTE_LOADER_CODE, isModule));
});
