import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { languageModules, reactAriaStrings, stringsKey } from './reactAriaStrings';

const root = join(import.meta.dirname, '..');
const components = dirname(
  createRequire(join(root, 'package.json')).resolve('react-aria-components/package.json'),
);
const ariaRoot = dirname(
  createRequire(join(components, 'package.json')).resolve('react-aria/package.json'),
);
const comboBoxTable = join(ariaRoot, 'dist', 'private', 'combobox', 'intlStrings.mjs');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'load', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args);

function plugin(command: 'build' | 'serve') {
  const made = reactAriaStrings({ root });
  (made.configResolved as Hook).call({}, { command } as ResolvedConfig);
  return made;
}

describe('DESIGN size: react-aria’s own strings, English in every page, Spanish on demand', () => {
  it('names each control’s strings by package and folder', () => {
    expect(stringsKey('/x/node_modules/react-aria/dist/private/intl/combobox/es-ES.mjs')).toBe(
      'react-aria/intl/combobox',
    );
    expect(stringsKey('C:\\x\\react-aria-components\\dist\\private\\intl\\es-ES.mjs')).toBe(
      'react-aria-components/intl',
    );
    expect(stringsKey('/x/node_modules/other/dist/es-ES.mjs')).toBeUndefined();
  });

  it('finds react-aria’s Spanish of every control the portal uses, in the three packages', () => {
    const keys = [...languageModules('es-ES', root).keys()];
    expect(keys).toEqual(
      expect.arrayContaining([
        'react-aria/intl/combobox',
        'react-aria/intl/datepicker',
        'react-aria/intl/calendar',
        'react-aria/intl/overlays',
        'react-aria-components/intl',
        'react-stately/intl/datepicker',
      ]),
    );
  });

  it('in a build: English stays, Spanish becomes a table filled on demand, other languages go', () => {
    const build = plugin('build');
    expect(call(build, 'resolveId', '../intl/combobox/en-US.mjs', comboBoxTable)).toBeNull();
    expect(call(build, 'resolveId', '../intl/combobox/fr-FR.mjs', comboBoxTable)).toBe(
      '\0react-aria-strings:removed',
    );
    const spanish = call(build, 'resolveId', '../intl/combobox/es-ES.mjs', comboBoxTable);
    expect(spanish).toBe(
      `\0react-aria-strings:placeholder:${join(ariaRoot, 'dist/private/intl/combobox/es-ES.mjs')}`,
    );
    const table = call(build, 'load', spanish) as string;
    expect(table).toContain(JSON.stringify(join(ariaRoot, 'dist/private/intl/combobox/en-US.mjs')));
    expect(table).toContain('"react-aria/intl/combobox"');
    // Any other module's imports are not the plugin's.
    expect(call(build, 'resolveId', './es-ES.mjs', join(root, 'src/main.tsx'))).toBeNull();
    // The on-demand chunk imports every control's Spanish.
    const chunk = call(build, 'load', '\0virtual:react-aria-strings/es-ES') as string;
    expect(chunk).toContain(JSON.stringify(join(ariaRoot, 'dist/private/intl/combobox/es-ES.mjs')));
    expect(call(build, 'load', '\0virtual:react-aria-strings')).toContain('"es-US"');
  });

  it('in the dev server and the tests: every language stays, and loading has nothing to do', () => {
    const serve = plugin('serve');
    expect(call(serve, 'resolveId', '../intl/combobox/es-ES.mjs', comboBoxTable)).toBeNull();
    expect(call(serve, 'resolveId', '../intl/combobox/fr-FR.mjs', comboBoxTable)).toBeNull();
    expect(call(serve, 'load', '\0virtual:react-aria-strings')).toBe(
      'export function loadReactAriaStrings() { return Promise.resolve(); }',
    );
  });
});

describe('DESIGN size: the table of a language on demand', () => {
  it('reads English until the language is in, then the language; a table made later is filled at once', async () => {
    const plugged = plugin('build');
    const registry = call(plugged, 'load', '\0react-aria-strings:registry') as string;
    const { placeholder, fill } = (await import(
      `data:text/javascript,${encodeURIComponent(registry)}`
    )) as {
      placeholder: (language: string, key: string, english: object) => Record<string, unknown>;
      fill: (language: string, modules: Record<string, object>) => void;
    };
    const before = placeholder('es-ES', 'react-aria/intl/overlays', { dismiss: 'Dismiss' });
    expect(before.dismiss).toBe('Dismiss');
    fill('es-ES', {
      'react-aria/intl/overlays': { dismiss: 'Descartar' },
      'react-aria/intl/combobox': { buttonLabel: 'Mostrar sugerencias' },
    });
    expect(before.dismiss).toBe('Descartar');
    const after = placeholder('es-ES', 'react-aria/intl/combobox', {
      buttonLabel: 'Show suggestions',
      listboxLabel: 'Suggestions',
    });
    expect(after.buttonLabel).toBe('Mostrar sugerencias');
    // A string the language lacks reads the English one.
    expect(after.listboxLabel).toBe('Suggestions');
  });
});
