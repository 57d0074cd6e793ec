import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';
import { reactAriaStrings } from './build/reactAriaStrings.ts';

const require = createRequire(import.meta.url);

/** The portal's first script (src/startup/early.ts): an entry of its own, see firstScript(). */
const EARLY_SCRIPT = 'src/startup/early.ts';

/**
 * The modules of the first script. They must stay out of the portal's own chunks (the first
 * script would wait for those); the size check of the first script fails if one does not.
 */
const EARLY_MODULES =
  /[\\/](apps[\\/]portal[\\/]src[\\/]startup[\\/](early|earlyStart)\.ts|packages[\\/]api-client[\\/]src[\\/](url|sessionKeys|contract[\\/]configKeys)\.ts)$/;

/**
 * The modules a route's first view needs beyond the portal's own code, by route as the first
 * script names it (`routeOf` in src/startup/earlyStart.ts): the one its loader imports to send the
 * page's own reads, and the page itself. index.html lists their files, and the first script asks
 * for them all at once as soon as a signed-in member opens the route (`preloadRouteCode`), not
 * once the portal's code has run the loader, nor one level of imports after another as each
 * arrives (the outage page's code came in four such rounds, its status shown 0.4 s later). The
 * build fails if one is not a chunk of its own, so a moved module cannot lose its hint unnoticed.
 */
const ROUTE_LOADER_CODE: Record<string, readonly string[]> = {
  'outage-status': ['src/pages/outage/prefetch.ts', 'src/pages/outage/OutagePage.tsx'],
};

/** The unit test that needs modules not loaded yet (see the test projects below). */
const LAZY_MENUS_TEST = 'src/frame/lazyMenus.test.tsx';

/**
 * The files of each route's first-view code (ROUTE_LOADER_CODE): its modules' chunks and the chunks
 * they import that the entries do not bring already (index.html preloads those).
 */
function routeLoaderFiles(bundle: Rollup.OutputBundle, base: string): Record<string, string[]> {
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
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, loaded);
  return Object.fromEntries(
    Object.entries(ROUTE_LOADER_CODE).map(([route, modules]) => {
      const files = new Set<string>();
      for (const module of modules) {
        const chunk = chunks.find((candidate) =>
          candidate.facadeModuleId?.split(sep).join('/').endsWith(`/apps/portal/${module}`),
        );
        if (!chunk)
          throw new Error(`The build has no chunk of its own for ${module} (ROUTE_LOADER_CODE).`);
        closure(chunk.fileName, files);
      }
      return [
        route,
        [...files].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`),
      ];
    }),
  );
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
        const tags = [
          `<script type="module" crossorigin src="${base}${chunk.fileName}"></script>`,
          `<link rel="modulepreload" crossorigin href="${portalScript[1]}" data-coop-portal-code>`,
          `<script type="application/json" data-coop-route-code>${JSON.stringify(
            routeLoaderFiles(context.bundle ?? {}, base),
          )}</script>`,
        ].join('\n    ');
        return html.replace(portalScript[0], tags);
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

export default defineConfig({
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
      preserveEntrySignatures: process.env.EXP_INLINE === '0' ? 'exports-only' : false,
      output: {
        // Files named by their hash alone, 7 characters of it (the fewest rolldown accepts for
        // this many files): the first page's code lists every page's files (what to preload with
        // each), and that list grows with every page; the names in it were 1.5 KB gzip of /home.
        // The source maps and the build manifest still name each chunk's modules.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        codeSplitting: {
          groups: [
            // The first script's modules in a chunk of their own (the portal's code imports it).
            { name: 'early', priority: 3, test: EARLY_MODULES },
            {
              // The runtime every page needs (React, TanStack Query) in one chunk,
              // not in several small ones shared with the pages: gzip compresses it better (/home
              // 1.4 KB less) and no page downloads anything more.
              name: 'runtime',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][a-z-]+)[\\/]/,
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
          // files. Chunks with styles stay files, so that each style sheet is emitted once.
          experimentalInlineCommonChunks: {
            maxSize: Number(process.env.EXP_INLINE ?? 16 * 1024),
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
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
          exclude: [LAZY_MENUS_TEST],
          isolate: false,
        },
      },
      {
        // This file checks what happens before the menus' code has loaded, so it needs a module
        // graph of its own.
        extends: true,
        test: { name: 'portal (fresh modules)', include: [LAZY_MENUS_TEST], isolate: true },
      },
    ],
  },
});
