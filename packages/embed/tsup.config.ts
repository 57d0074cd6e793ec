import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.shared.ts';
import { noHeadStyle } from './scripts/no-head-style.mjs';
import { preactAlias, preactEventFields } from './scripts/preact.mjs';

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
 * Leaves the usage tracker's Excel writer out. The tracker loads it with a dynamic import when
 * Export is pressed, and esbuild writes a chunk for every dynamic import it meets, even in code it
 * then leaves out, as the tracker is here (no embedded widget shows usage): 20 KB gzip in dist/
 * that nothing would load.
 */
const withoutExcelWriter: Plugin = {
  name: 'without-excel-writer',
  setup(build) {
    build.onResolve({ filter: /^write-excel-file(\/|$)/ }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

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
    // does; its keyboard events keep their fields on Preact.
    esbuildPlugins: [inlineCss, noHeadStyle, preactEventFields, withoutExcelWriter],
    // `@coop-portal/embed/jsx` is types only (React's JSX typings for `<coop-quick-pay>`); its
    // JavaScript module is empty, so that importing it for its types costs a bundle nothing.
    afterBuild: () => writeFile('dist/jsx.js', 'export {};\n'),
  }),
  dts: { entry: { index: 'src/index.ts', jsx: 'src/jsx.ts' } },
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  inject: ['src/cdn/preactSetup.ts'],
  esbuildOptions(options) {
    options.alias = { ...options.alias, ...preactAlias };
  },
});
