import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.shared.ts';
import { noHeadStyle } from './scripts/no-head-style.mjs';
import { preactAlias, preactEventFields } from './scripts/preact.mjs';
import { shadowDomFocus } from './scripts/shadow-dom-focus.mjs';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** `import css from 'x.css?inline'` → the file's text, as Vite does: styles adopted in a shadow root. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
      const result = await build.resolve(args.path.replace(/\?inline$/, ''), {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
      });
      if (result.errors.length > 0) return { errors: result.errors };
      // Keep the suffix: tsup's own CSS handling claims every path that ends in `.css`.
      return { path: `${result.path}?inline`, namespace: 'inline-css' };
    });
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => ({
      contents: (await readFile(args.path.replace(/\?inline$/, ''), 'utf8')).replace(
        /\/\*# sourceMappingURL=\S+ \*\//g,
        '',
      ),
      loader: 'text',
    }));
  },
};

/**
 * A translation (a widget's `./messages.es`, the kit's `catalogues.es`), which the widgets and
 * the kit load the first time they speak that language: the embed keeps it, a file of its own in
 * dist/ (the script-tag build bundles it in), so that `lang="es"` works with nothing left out.
 */
const TRANSLATION = /\.es(\.[cm]?[jt]sx?)?$/;

/**
 * Leaves out what the widgets load on demand (a dialog, a chart, the Excel writer). esbuild writes
 * a chunk for every dynamic import it meets, even in code it then leaves out, and shares the
 * modules of those chunks with the entry, which then runs them at start: the account overview's
 * chart, PDF dialog and payment confirmation would have put 70 KB gzip in dist/ that no embedded
 * widget shows. The embedded widgets (Quick Pay, contact details) load nothing on demand; the build
 * fails if one starts to (see `noOnDemandImports`), so nothing is silently lost.
 */
const withoutOnDemandImports: Plugin = {
  name: 'without-on-demand-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && !TRANSLATION.test(args.path)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * Fails the build when the bundle still loads a module on demand that is not in dist/ (one the
 * build left out). A translation's own file, in dist/ beside the code that loads it, is fine.
 */
async function noOnDemandImports() {
  const files = await readdir('dist');
  for (const name of files) {
    if (!name.endsWith('.js')) continue;
    const code = await readFile(join('dist', name), 'utf8');
    for (const [, imported] of code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) {
      if (imported?.startsWith('./') && files.includes(imported.slice(2))) continue;
      throw new Error(
        `dist/${name} loads ${imported} on demand, which the embed build leaves out (withoutOnDemandImports in tsup.config.ts): bundle it statically or let the embed load it.`,
      );
    }
  }
}

/**
 * Self-contained: the widgets, react-aria and the UI runtime are bundled in, so any page can use
 * it. Like the script-tag widget it runs on preact/compat (scripts/preact.mjs): ~60 KB gzip less
 * than bundling React.
 */
export default defineConfig({
  ...libraryConfig({
    entry: { index: 'src/index.ts' },
    noExternal: [/.*/],
    // react-aria is bundled in: leave out its `<style>` in the host page's head, as the CDN build
    // does; its keyboard events keep their fields on Preact; its focus containment works in the
    // shadow root.
    esbuildPlugins: [
      inlineCss,
      noHeadStyle,
      preactEventFields,
      shadowDomFocus,
      withoutOnDemandImports,
    ],
    // `@coop-portal/embed/jsx` is types only (React's JSX typings for `<coop-quick-pay>`); its
    // JavaScript module is empty, so that importing it for its types costs a bundle nothing.
    afterBuild: async () => {
      await noOnDemandImports();
      await writeFile('dist/jsx.js', 'export {};\n');
    },
  }),
  dts: { entry: { index: 'src/index.ts', jsx: 'src/jsx.ts' } },
  minify: true,
  // One file: the translations the widgets load on demand are bundled into it (see TRANSLATION),
  // not split into chunks of their own.
  splitting: false,
  define: { 'process.env.NODE_ENV': '"production"' },
  inject: ['src/cdn/preactSetup.ts'],
  esbuildOptions(options) {
    options.alias = { ...options.alias, ...preactAlias };
  },
});
