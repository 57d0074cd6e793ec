import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
      // esbuild also writes a stylesheet per entry and per lazily loaded chunk (e.g. widgets'
      // SignInHelpDialog-*.css): their rules are already in index.css, and nothing imports them.
      // Drop them, so the package ships exactly one stylesheet, after checking that no class would
      // be lost.
      for (const file of await readdir(dist)) {
        if (!/\.css(\.map)?$/.test(file) || file === 'styles.css') continue;
        if (file.endsWith('.css')) {
          const extra = await readFile(join(dist, file), 'utf8');
          const lost = [...extra.matchAll(/\.([\w-]+)/g)]
            .map(([, name]) => name!)
            .filter((name) => !/^\d/.test(name) && !css.includes(`.${name}`));
          if (lost.length) {
            throw new Error(
              `dist/${file} has classes that dist/styles.css lacks: ${lost.join(', ')}`,
            );
          }
        }
        await rm(join(dist, file));
      }
    },
  };
}
