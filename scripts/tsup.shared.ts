import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';

interface LibraryOptions {
  /** Entry points, name → source file. `index` is the main entry. */
  entry: Record<string, string>;
  /** The package has vanilla-extract styles: extract them into one `dist/styles.css`. */
  styled?: boolean;
  /** Bundle these packages in instead of leaving them as imports. */
  noExternal?: (string | RegExp)[];
  /** Extra esbuild plugins. */
  esbuildPlugins?: Options['esbuildPlugins'];
}

/**
 * The one build every public package uses: ESM + `.d.ts`, dependencies left external, and, for a
 * styled package, all CSS extracted into a single `dist/styles.css` (the JS keeps class names only).
 */
export function libraryConfig({
  entry,
  styled = false,
  noExternal,
  esbuildPlugins = [],
}: LibraryOptions): Options {
  return {
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    dts: true,
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: false,
    ...(noExternal ? { noExternal } : {}),
    esbuildPlugins: [
      ...(styled ? [vanillaExtractPlugin({ identifiers: 'short' })] : []),
      ...esbuildPlugins,
    ],
    async onSuccess() {
      if (!styled) return;
      const dist = join(process.cwd(), 'dist');
      // One stylesheet, without vanilla-extract's per-file source comments (they embed the whole
      // source, base64) and without a map (it would point at lines that are gone).
      const css = await readFile(join(dist, 'index.css'), 'utf8');
      await writeFile(
        join(dist, 'styles.css'),
        css
          .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '')
          .replace(/\/\*# sourceMappingURL=\S+ \*\/\s*$/, ''),
      );
      await rm(join(dist, 'index.css'));
      await rm(join(dist, 'index.css.map'), { force: true });
      for (const name of Object.keys(entry)) {
        if (name === 'index') continue;
        await rm(join(dist, `${name}.css`), { force: true });
        await rm(join(dist, `${name}.css.map`), { force: true });
      }
    },
  };
}
