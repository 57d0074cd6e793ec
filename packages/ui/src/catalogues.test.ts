/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { kitCatalogues } from './catalogues';
import { kitMessagesEs } from './catalogues.es';

type Module = Record<string, unknown>;

// Every component's catalogue and its Spanish one, found by their file names, so that a new
// catalogue is checked (and must have its translation) without being listed here.
const englishModules = import.meta.glob<Module>('./*/messages.ts', { eager: true });
const spanishModules = import.meta.glob<Module>('./*/messages.es.ts', { eager: true });

/**
 * Spanish wording that is the same as the English on purpose, by file and key: digits only, or a
 * word both languages share.
 */
const sameInBothLanguages = new Set([
  'TextArea › counter', // '23/400'
  'Alert › toneLabels.error', // 'Error'
]);

/** Arguments to call a message function with: a count of one, and several. */
const sampleArguments = [[1], [3, 400], [3, 7, 42]];

interface Catalogue {
  component: string;
  /** Its key in `kitMessagesEs` (and `useKitCatalogue`'s). */
  key: string;
  english: Module;
  spanish: Module;
}

const catalogues: Catalogue[] = Object.entries(englishModules).map(([path, module]) => {
  const component = path.split('/')[1]!;
  const name = Object.keys(module).find((key) => key.endsWith('Messages'));
  const spanishModule = spanishModules[path.replace(/\.ts$/, '.es.ts')];
  if (!name || !spanishModule) {
    throw new Error(`${path} needs xMessages and a messages.es.ts beside it.`);
  }
  return {
    component,
    key: name.replace(/Messages$/, ''),
    english: module[name] as Module,
    spanish: spanishModule[`${name}Es`] as Module,
  };
});

/** Every leaf of a catalogue as text, keyed by its path; a function once per sample call. */
function texts(catalogue: Module, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') {
      for (const args of sampleArguments) {
        found.set(`${path}(${args.join(', ')})`, (value as (...a: unknown[]) => unknown)(...args));
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of texts(value as Module, path)) found.set(leaf, text);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

/** The shape of a catalogue: its keys at every depth, and each function's number of parameters. */
function shape(catalogue: Module): unknown {
  return Object.fromEntries(
    Object.entries(catalogue)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [
        key,
        typeof value === 'function'
          ? `function of ${value.length}`
          : typeof value === 'object' && value !== null
            ? shape(value as Module)
            : typeof value,
      ]),
  );
}

describe('ui catalogues: the kit’s wording in English and Spanish (US)', () => {
  it('finds every component’s catalogue', () => {
    expect(catalogues.map((c) => c.component)).toEqual(
      expect.arrayContaining(['Pagination', 'Spinner', 'Dialog', 'PasswordField', 'TextArea']),
    );
    expect(Object.keys(spanishModules)).toHaveLength(catalogues.length);
  });

  it.each(catalogues)('$component: Spanish has the same keys at every depth', (catalogue) => {
    expect(shape(catalogue.spanish)).toEqual(shape(catalogue.english));
  });

  it.each(catalogues)('$component: no Spanish text is empty or left in English', (catalogue) => {
    const english = texts(catalogue.english);
    for (const [path, text] of texts(catalogue.spanish)) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
      const key = `${catalogue.component} › ${path.replace(/\(.*\)$/, '')}`;
      if (!sameInBothLanguages.has(key)) expect(text, key).not.toBe(english.get(path));
    }
  });

  it.each(catalogues)(
    '$component: the kit’s one Spanish module holds it, under its name',
    (catalogue) => {
      expect((kitMessagesEs as Record<string, unknown>)[catalogue.key]).toBe(catalogue.spanish);
    },
  );

  it('the kit’s Spanish module holds nothing else', () => {
    expect(Object.keys(kitMessagesEs).sort()).toEqual(catalogues.map((c) => c.key).sort());
  });

  it('the list a co-op’s overrides are checked against names every catalogue `kit.<key>`, with its English, and nothing else', () => {
    expect(kitCatalogues.map((c) => c.name).sort()).toEqual(
      catalogues.map((c) => `kit.${c.key}`).sort(),
    );
    for (const catalogue of catalogues) {
      const listed = kitCatalogues.find((c) => c.name === `kit.${catalogue.key}`);
      expect(listed?.english, catalogue.component).toBe(catalogue.english);
    }
  });
});
