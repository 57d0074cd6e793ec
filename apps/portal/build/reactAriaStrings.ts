import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/*
 * react-aria's own strings (what its controls announce: a date field's segment names, a combo
 * box's "Show suggestions", a dialog's "Dismiss") in the languages the portal speaks, and no
 * others. react-aria, react-aria-components and react-stately ship every control's strings in 34
 * languages, each in a module its `intlStrings.mjs` imports statically; React Aria's own build
 * plugin can keep some of them, but every kept language is then in every English page.
 *
 * This plugin keeps English as it is, leaves every language the portal does not speak out, and
 * makes a language it speaks load on demand: the control's table of strings gets an object for it
 * that reads the English strings until the language's module (one chunk for every control) has
 * filled it in. `loadReactAriaStrings(locale)` from 'virtual:react-aria-strings' loads that chunk;
 * the kit's LocaleProvider waits for it before anything shows in that language (the portal adds it
 * with `addTranslationLoader`). react-aria reads a language's strings through that object, so a
 * control made before the switch speaks the new language too.
 *
 * In the dev server and the tests nothing is left out: every language is there already, and
 * `loadReactAriaStrings` has nothing to do.
 */

/** The public module's name (declared in src/reactAriaStrings.d.ts). */
export const REACT_ARIA_STRINGS_MODULE = 'virtual:react-aria-strings';

/**
 * The portal's languages other than English, each with the language of react-aria's modules that
 * holds its strings (react-aria has Spain's Spanish only; it is what its Spanish users get too).
 */
export const ON_DEMAND: Readonly<Record<string, string>> = { 'es-US': 'es-ES' };

const KEPT = 'en-US';
const PACKAGES = ['react-aria', 'react-aria-components', 'react-stately'] as const;

/** A control's table of strings in one of the three packages. */
const STRINGS_TABLE =
  /[\\/](?:react-aria|react-aria-components|react-stately)[\\/]dist[\\/]private[\\/](?:.*[\\/])?intlStrings\.mjs$/;
/** What such a table imports: one language's strings. */
const LANGUAGE_MODULE = /^\.{1,2}\/(?:.*\/)?([a-z]{2}-[A-Z]{2})\.mjs$/;
/** A language module's file: its package, and its folder under dist/private. */
const LANGUAGE_FILE =
  /[\\/](react-aria|react-aria-components|react-stately)[\\/]dist[\\/]private[\\/](.+)[\\/]([a-z]{2}-[A-Z]{2})\.mjs$/;

const PUBLIC_ID = `\0${REACT_ARIA_STRINGS_MODULE}`;
const REGISTRY_ID = '\0react-aria-strings:registry';
const REMOVED_ID = '\0react-aria-strings:removed';
const PLACEHOLDER_PREFIX = '\0react-aria-strings:placeholder:';
const LANGUAGE_PREFIX = 'virtual:react-aria-strings/';

/** The name a language module's strings are filled in under: e.g. 'react-aria/intl/combobox'. */
export function stringsKey(file: string): string | undefined {
  const match = LANGUAGE_FILE.exec(file);
  return match ? `${match[1]}/${match[2]!.split(/[\\/]/).join('/')}` : undefined;
}

function filesIn(folder: string, name: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === name || file.endsWith(`/${name}`) || file.endsWith(`\\${name}`))
    .map((file) => join(folder, file));
}

/** The folder of a package as the portal's build resolves it (react-aria through its components). */
function packageRoot(name: (typeof PACKAGES)[number], from: string): string {
  const require = createRequire(join(from, 'package.json'));
  const components = dirname(require.resolve('react-aria-components/package.json'));
  if (name === 'react-aria-components') return components;
  const fromComponents = createRequire(join(components, 'package.json'));
  return dirname(fromComponents.resolve(`${name}/package.json`));
}

/** Every module of a react-aria language in the three packages, by its strings key. */
export function languageModules(language: string, root: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const name of PACKAGES) {
    const folder = join(packageRoot(name, root), 'dist', 'private');
    for (const file of filesIn(folder, `${language}.mjs`)) {
      const key = stringsKey(file);
      if (key) modules.set(key, file);
    }
  }
  return modules;
}

const REGISTRY = `
const tables = new Map();
const filled = new Map();
/** A control's table for a language: its English until the language's strings are in. */
export function placeholder(language, key, english) {
  const strings = Object.create(english);
  const known = filled.get(language);
  if (known) Object.assign(strings, known[key]);
  tables.set(language + ' ' + key, strings);
  return strings;
}
export function fill(language, modules) {
  filled.set(language, modules);
  for (const [key, strings] of Object.entries(modules)) {
    const table = tables.get(language + ' ' + key);
    if (table) Object.assign(table, strings);
  }
}
`;

export function reactAriaStrings({ root }: { root: string }): Plugin {
  let building = false;
  const placeholders = new Set<string>();
  const modules = new Map<string, Map<string, string>>();
  const languageOf = Object.fromEntries(
    Object.entries(ON_DEMAND).map(([locale, language]) => [language, locale]),
  );
  const modulesOf = (language: string) => {
    let found = modules.get(language);
    if (!found) {
      found = languageModules(language, root);
      modules.set(language, found);
    }
    return found;
  };
  return {
    name: 'coop-react-aria-strings',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (source === REACT_ARIA_STRINGS_MODULE) return PUBLIC_ID;
      if (source.startsWith(LANGUAGE_PREFIX)) return `\0${source}`;
      if (source === REGISTRY_ID || source.startsWith(PLACEHOLDER_PREFIX)) return source;
      if (!building || !importer || !STRINGS_TABLE.test(importer)) return null;
      const language = LANGUAGE_MODULE.exec(source)?.[1];
      if (!language || language === KEPT) return null;
      if (!languageOf[language]) return REMOVED_ID;
      const file = resolve(dirname(importer), source);
      placeholders.add(`${language} ${stringsKey(file)}`);
      return `${PLACEHOLDER_PREFIX}${file}`;
    },
    load(id) {
      if (id === PUBLIC_ID) {
        if (!building) {
          return 'export function loadReactAriaStrings() { return Promise.resolve(); }';
        }
        const loaders = Object.entries(ON_DEMAND).map(
          ([locale, language]) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(LANGUAGE_PREFIX + language)}).then((module) => fill(${JSON.stringify(language)}, module.default)),`,
        );
        return [
          `import { fill } from ${JSON.stringify(REGISTRY_ID)};`,
          `const loaders = {`,
          ...loaders,
          `};`,
          `export function loadReactAriaStrings(locale) {`,
          `  const load = loaders[locale];`,
          `  return load ? load() : Promise.resolve();`,
          `}`,
        ].join('\n');
      }
      if (id === REGISTRY_ID) return REGISTRY;
      if (id === REMOVED_ID) return 'export default undefined;';
      if (id.startsWith(PLACEHOLDER_PREFIX)) {
        const file = id.slice(PLACEHOLDER_PREFIX.length);
        const language = LANGUAGE_FILE.exec(file)![3]!;
        const english = join(dirname(file), `${KEPT}.mjs`);
        return [
          `import english from ${JSON.stringify(english)};`,
          `import { placeholder } from ${JSON.stringify(REGISTRY_ID)};`,
          `export default placeholder(${JSON.stringify(language)}, ${JSON.stringify(stringsKey(file))}, english);`,
        ].join('\n');
      }
      if (id.startsWith(`\0${LANGUAGE_PREFIX}`)) {
        const language = id.slice(LANGUAGE_PREFIX.length + 1);
        const entries = [...modulesOf(language)];
        return [
          ...entries.map(([, file], index) => `import m${index} from ${JSON.stringify(file)};`),
          `export default {`,
          ...entries.map(([key], index) => `  ${JSON.stringify(key)}: m${index},`),
          `};`,
        ].join('\n');
      }
      return null;
    },
    buildEnd(error) {
      if (error || !building) return;
      if (placeholders.size === 0) {
        this.error(
          "No react-aria strings table was seen: update build/reactAriaStrings.ts to react-aria's layout.",
        );
      }
      for (const entry of placeholders) {
        const [language, key] = entry.split(' ') as [string, string];
        if (!modulesOf(language).has(key)) {
          this.error(
            `react-aria's ${language} strings of ${key} were not found for the on-demand chunk.`,
          );
        }
      }
    },
  };
}
