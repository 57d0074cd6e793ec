import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, buildSync, type Plugin } from 'esbuild';
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
  /**
   * One output module per source module (the default for a package without `noExternal`): a
   * consumer's bundler then drops what it does not use as precisely as from the sources.
   * A single bundle turns `export * as quickPay from './quickPay'` into an object that keeps every
   * function of the namespace, and a module's imports (e.g. DOMPurify for SafeHtml) into imports
   * of the whole file: Quick Pay in a React app was 181 kB gzip from one-file bundles, 137 kB
   * from the sources.
   */
  preserveModules?: boolean;
  /** Runs after the build (and the package's own steps here). */
  afterBuild?: () => Promise<void>;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** The source file a relative import names, if it is one of ours (`./x`, `./x.css`, `./dir`). */
function sourceFile(resolveDir: string, specifier: string): string | undefined {
  const base = resolve(resolveDir, specifier);
  const candidates = [
    ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`),
    ...SOURCE_EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((file) => existsSync(file));
}

/**
 * Every relative import stays an import, of the module's own output file (`./Button.css` →
 * `./Button.css.js`), so each source module becomes one output module.
 */
const keepModules: Plugin = {
  name: 'coop-keep-modules',
  setup(context) {
    context.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const file = sourceFile(args.resolveDir, args.path);
      if (!file) return undefined;
      let specifier = relative(args.resolveDir, file)
        .split(sep)
        .join('/')
        .replace(/\.tsx?$/, '.js');
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      return { path: specifier, external: true };
    });
  },
};

/** The source modules the public entries reach, dynamic imports included (esbuild's own graph). */
function reachedModules(entry: Record<string, string>): string[] {
  const { metafile } = buildSync({
    entryPoints: Object.values(entry),
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'browser',
    format: 'esm',
    outdir: 'dist',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
  });
  return Object.keys(metafile.inputs)
    .filter((file) => file.startsWith('src/') && SOURCE_EXTENSIONS.some((e) => file.endsWith(e)))
    .sort();
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesIn(path) : [path];
    }),
  );
  return nested.flat();
}

/** Fails the build if an output module imports a relative file that is not there. */
async function checkRelativeImports(dist: string) {
  const missing: string[] = [];
  for (const file of await filesIn(dist)) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*"(\.\.?\/[^"]+)"/g)) {
      if (!existsSync(resolve(dirname(file), specifier!))) {
        missing.push(`${relative(dist, file)} → ${specifier}`);
      }
    }
  }
  if (missing.length) throw new Error(`dist/ imports files it lacks:\n${missing.join('\n')}`);
}

/** The package's one stylesheet: every vanilla-extract file the main entry reaches, in order. */
async function bundledCss(entry: string): Promise<string> {
  const result = await build({
    entryPoints: { index: entry },
    bundle: true,
    write: false,
    packages: 'external',
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    outdir: 'dist',
    logLevel: 'warning',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
  if (!css) throw new Error(`${entry} reaches no vanilla-extract styles.`);
  return css.text;
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
  preserveModules = !noExternal,
  afterBuild,
}: LibraryOptions): Options {
  const styles = styled ? [vanillaExtractPlugin({ identifiers: 'short' })] : [];
  return {
    entry: preserveModules ? reachedModules(entry) : entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    dts: preserveModules ? { entry } : true,
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    splitting: !preserveModules,
    treeshake: false,
    ...(noExternal ? { noExternal } : {}),
    esbuildPlugins: [...(preserveModules ? [keepModules] : []), ...styles, ...esbuildPlugins],
    async onSuccess() {
      const dist = join(process.cwd(), 'dist');
      if (preserveModules) {
        // The public entries under the names package.json exports (dist/theme.js for
        // src/theme/index.ts): a module that re-exports the entry's own output module.
        for (const [name, source] of Object.entries(entry)) {
          const own = `${relative('src', source)
            .split(sep)
            .join('/')
            .replace(/\.tsx?$/, '')}`;
          if (own === name) continue;
          await mkdir(dirname(join(dist, name)), { recursive: true });
          await writeFile(join(dist, `${name}.js`), `export * from './${own}.js';\n`);
        }
        await checkRelativeImports(dist);
      }
      if (styled) await writeStylesheet(dist, entry);
      await afterBuild?.();
    },
  };
}

async function writeStylesheet(dist: string, entry: Record<string, string>) {
  // One stylesheet, without vanilla-extract's per-file source comments (they embed the whole
  // source, base64) and without a map (it would point at lines that are gone).
  const css = (await bundledCss(entry.index!))
    .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '')
    .replace(/\/\*# sourceMappingURL=\S+ \*\/\s*$/, '');
  await writeFile(join(dist, 'styles.css'), css);
  // esbuild also writes a stylesheet per entry, per lazily loaded chunk and, module by module,
  // per `.css.ts` file: their rules are in styles.css, and nothing imports them. Drop them, so
  // the package ships exactly one stylesheet, after checking that no class would be lost.
  for (const file of await filesIn(dist)) {
    if (!/\.css(\.map)?$/.test(file) || file === join(dist, 'styles.css')) continue;
    if (file.endsWith('.css')) {
      const extra = (await readFile(file, 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/url\([^)]*\)/g, '');
      const lost = [...extra.matchAll(/\.([\w-]+)/g)]
        .map(([, name]) => name!)
        .filter((name) => !/^\d/.test(name) && !css.includes(`.${name}`));
      if (lost.length) {
        throw new Error(
          `dist/${relative(dist, file)} has classes that dist/styles.css lacks: ${lost.join(', ')}`,
        );
      }
    }
    await rm(file);
  }
}
