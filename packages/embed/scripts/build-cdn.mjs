#!/usr/bin/env node
// Builds the script-tag files into dist/cdn/ from the workspace sources (the `coop-source` export
// condition), so tree-shaking drops everything Quick Pay does not use:
//
// - coop-quick-pay.<version>.<hash>.js         the loader a page includes: defines <coop-quick-pay>
//                                              and window.CoopPortalEmbed, draws the button;
// - coop-quick-pay-widget.<version>.<hash>.js  the dialog and the API client on Preact (preact/compat,
//                                              scripts/preact.mjs), with their CSS, fetched by the
//                                              loader (with its SRI hash) on intent;
// - coop-outage.<version>.<hash>.js            the same pair for <coop-outage>, the outage report
//   coop-outage-widget.<version>.<hash>.js     (a page may include both loaders);
// - manifest.json and snippet.html             each file's SRI hash (sha384) and the snippets.
//
// File names carry the version and a content hash: a published file never changes.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, transform } from 'esbuild';
import { noHeadStyle } from './no-head-style.mjs';
import { preactAlias, preactEventFields } from './preact.mjs';
import { shadowDomFocus } from './shadow-dom-focus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'cdn');
const { name, version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));

/** Where the published files can be fetched, version pinned (any CDN that mirrors npm works). */
const cdnBase = `https://cdn.jsdelivr.net/npm/${name}@${version}/dist/cdn/`;

const common = {
  bundle: true,
  write: false,
  platform: 'browser',
  target: 'es2022',
  conditions: ['coop-source'],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: root,
  outdir: out,
  define: { 'process.env.NODE_ENV': '"production"', __COOP_VERSION__: JSON.stringify(version) },
  alias: preactAlias,
};

/**
 * The ui kit and the widgets mark every `.css.ts` file as a side effect (their npm builds need it),
 * so importing their index keeps every component's styles, used or not. Here a component's
 * `.css.ts` is side-effect free, so the widget's JavaScript keeps only the ones a rendered component
 * uses; `liveStyles` then keeps only their CSS (esbuild's CSS output would still hold every
 * imported file's). The theme (`theme/`: tokens, layers, themes) stays a side effect.
 */
const isComponentStyle = (path) => path.endsWith('.css.ts') && !/[\\/]theme[\\/]/.test(path);
const pureComponentStyles = {
  name: 'coop-pure-component-styles',
  setup(context) {
    context.onResolve({ filter: /\.css$/ }, async (args) => {
      if (args.pluginData?.coopPureStyles || !args.importer) return undefined;
      const result = await context.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { coopPureStyles: true },
      });
      if (result.errors.length > 0) return { errors: result.errors };
      return isComponentStyle(result.path) ? { ...result, sideEffects: false } : result;
    });
  },
};

/**
 * The CSS of the `.css.ts` files the JavaScript output kept, in esbuild's order. The unminified CSS
 * output starts each file's rules with a `/* vanilla-extract-css-ns:<file>.vanilla.css… *\/`
 * comment; the build fails if that changes.
 */
function liveStyles(result) {
  const js = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('.js'));
  const live = new Set(Object.keys(js[1].inputs).filter((input) => input.endsWith('.css.ts')));
  const sections = cssOf(result).split(/(?=\/\* vanilla-extract-css-ns:)/);
  const kept = [];
  let dropped = 0;
  for (const section of sections) {
    const file = /^\/\* vanilla-extract-css-ns:(.+?\.css\.ts)\.vanilla\.css/.exec(section)?.[1];
    if (file && isComponentStyle(file) && !live.has(file)) dropped += 1;
    else kept.push(section);
  }
  if (sections.length < 2 || live.size === 0) {
    throw new Error('vanilla-extract CSS output changed shape; update liveStyles in build-cdn.mjs');
  }
  return { css: kept.join(''), dropped };
}

const cssModule = (css) => ({
  name: 'coop-embed-css',
  setup(context) {
    context.onResolve({ filter: /^coop-embed:css$/ }, () => ({ path: 'css', namespace: 'coop' }));
    context.onLoad({ filter: /.*/, namespace: 'coop' }, () => ({
      contents: `export default ${JSON.stringify(css)};`,
      loader: 'js',
    }));
  },
});

const vanillaExtract = () => vanillaExtractPlugin({ identifiers: 'short' });
const cssOf = (result) =>
  result.outputFiles
    .filter((file) => file.path.endsWith('.css'))
    .map((file) => file.text.replace(/\/\*# sourceMappingURL=\S+ \*\//g, ''))
    .join('\n');
const jsOf = (result, suffix) => {
  const file = result.outputFiles.find((output) => output.path.endsWith(suffix));
  if (!file) throw new Error(`no ${suffix} output`);
  return file.text;
};

const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const shortHash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Writes `<stem>.<version>.<hash>.js` and its source map; returns the file's facts. */
async function emit(stem, code, map) {
  const draft = `${stem}.${version}.${shortHash(code + map)}.js`;
  const text = `${code.trimEnd()}\n//# sourceMappingURL=${draft}.map\n`;
  const mapJson = JSON.parse(map);
  mapJson.file = draft;
  await writeFile(join(out, draft), text);
  await writeFile(join(out, `${draft}.map`), JSON.stringify(mapJson));
  return {
    file: draft,
    integrity: sri(text),
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
  };
}

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

// The theme tokens, for the button each loader draws before its widget arrives.
const themePass = await build({
  ...common,
  stdin: { contents: "import '@coop-portal/ui/theme';", resolveDir: root, loader: 'ts' },
  outdir: undefined,
  outfile: join(out, 'theme.js'),
  plugins: [vanillaExtract()],
});

/** Builds one element's widget script and loader; returns their files' facts. */
async function buildElement({ stem, widgetSource, loaderSource }) {
  // 1. The widget's CSS: the vanilla-extract styles of the ui kit and the widgets it renders.
  const widgetEntry = join(root, 'src', 'cdn', widgetSource);
  const cssPass = await build({
    ...common,
    entryPoints: { widget: widgetEntry },
    format: 'iife',
    minify: false,
    metafile: true,
    plugins: [pureComponentStyles, vanillaExtract(), cssModule(''), noHeadStyle],
  });
  const styles = liveStyles(cssPass);
  const { code: widgetCss } = await transform(styles.css, { loader: 'css', minify: true });
  if (process.env.COOP_CSS_DEBUG)
    await writeFile(`${process.env.COOP_CSS_DEBUG}.${stem}`, styles.css);
  if (!widgetCss.includes('--coop-color-text-default')) {
    throw new Error('The widget CSS lacks the theme tokens: is @coop-portal/ui/theme imported?');
  }

  // 2. The widget script, its CSS inlined as a string (adopted in the shadow root at run time).
  const widgetPass = await build({
    ...common,
    entryPoints: { widget: widgetEntry },
    format: 'iife',
    sourcemap: 'external',
    plugins: [
      pureComponentStyles,
      vanillaExtract(),
      cssModule(widgetCss),
      noHeadStyle,
      preactEventFields,
      shadowDomFocus,
    ],
  });
  const widget = await emit(
    `${stem}-widget`,
    jsOf(widgetPass, 'widget.js'),
    jsOf(widgetPass, 'widget.js.map'),
  );

  // 3. The loader: the theme tokens, the widget's file name and hash.
  const loaderPass = await build({
    ...common,
    entryPoints: { loader: join(root, 'src', 'cdn', loaderSource) },
    format: 'iife',
    sourcemap: 'external',
    define: {
      ...common.define,
      __COOP_WIDGET_FILE__: JSON.stringify(widget.file),
      __COOP_WIDGET_INTEGRITY__: JSON.stringify(widget.integrity),
      __COOP_THEME_CSS__: JSON.stringify(cssOf(themePass)),
    },
  });
  const loader = await emit(stem, jsOf(loaderPass, 'loader.js'), jsOf(loaderPass, 'loader.js.map'));
  return { loader, widget };
}

const quickPay = await buildElement({
  stem: 'coop-quick-pay',
  widgetSource: 'widget.tsx',
  loaderSource: 'loader.ts',
});
const outage = await buildElement({
  stem: 'coop-outage',
  widgetSource: 'outageWidget.tsx',
  loaderSource: 'outageLoader.ts',
});
const loaderFile = quickPay.loader;
const widgetFile = quickPay.widget;

const snippet = [
  `<script src="${cdnBase}${loaderFile.file}"`,
  `  integrity="${loaderFile.integrity}"`,
  '  crossorigin="anonymous" defer></script>',
  '<coop-quick-pay api-base-url="https://api.example.coop" application-id="web"></coop-quick-pay>',
].join('\n');

const outageSnippet = [
  `<script src="${cdnBase}${outage.loader.file}"`,
  `  integrity="${outage.loader.integrity}"`,
  '  crossorigin="anonymous" defer></script>',
  '<coop-outage api-base-url="https://api.example.coop" application-id="web"></coop-outage>',
].join('\n');

await writeFile(
  join(out, 'manifest.json'),
  `${JSON.stringify(
    {
      name,
      version,
      cdnBase,
      element: 'coop-quick-pay',
      global: 'CoopPortalEmbed',
      files: { loader: loaderFile, widget: widgetFile },
      snippet,
      // <coop-outage>: its own loader and widget (the manifest's top level is <coop-quick-pay>'s).
      outage: {
        element: 'coop-outage',
        files: { loader: outage.loader, widget: outage.widget },
        snippet: outageSnippet,
      },
    },
    null,
    2,
  )}\n`,
);
await writeFile(join(out, 'snippet.html'), `${snippet}\n`);
await writeFile(join(out, 'outage-snippet.html'), `${outageSnippet}\n`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`dist/cdn/${loaderFile.file}  ${kb(loaderFile.gzipBytes)} gzip`);
console.log(`dist/cdn/${widgetFile.file}  ${kb(widgetFile.gzipBytes)} gzip`);
console.log(`dist/cdn/${outage.loader.file}  ${kb(outage.loader.gzipBytes)} gzip`);
console.log(`dist/cdn/${outage.widget.file}  ${kb(outage.widget.gzipBytes)} gzip`);
