import { DEFAULT_LOCALE, type Locale } from './locales';
import { useLocale } from './LocaleProvider';
import { withOverrides } from './messageOverrides';
import { useMessageOverrides } from './MessageOverridesProvider';

/** A language other than the default one. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/**
 * Where a catalogue's translations come from: for each language, a function that loads it (a
 * dynamic `import()`, so that a translation downloads only when that language is used). Declare it
 * once, at module level: the loaded catalogue is kept by that function.
 */
export type CatalogueTranslations<T> = {
  /**
   * The catalogue's name, unique in the suite and never changed once published: a co-op names it
   * to override the catalogue's wording (`quickPay`, `portal.frame`; the kit's own are
   * `kit.<component>`).
   */
  readonly name: string;
} & { readonly [L in TranslatedLocale]: () => Promise<T> };

type Loaded<T> =
  | { state: 'loading'; promise: Promise<void> }
  | { state: 'loaded'; catalogue: T }
  | { state: 'failed' };

const loaded = new WeakMap<() => Promise<unknown>, Loaded<unknown>>();

/** Starts loading a translation once; what it has come to so far. */
function load<T>(loader: () => Promise<T>): Loaded<T> {
  const known = loaded.get(loader) as Loaded<T> | undefined;
  if (known) return known;
  const promise = loader().then(
    (catalogue) => {
      loaded.set(loader, { state: 'loaded', catalogue });
    },
    (error: unknown) => {
      // The page stays usable in English; the failure is worth a line for whoever runs the site.
      console.error('A translation could not be loaded; the English wording is shown.', error);
      loaded.set(loader, { state: 'failed' });
    },
  );
  const loading: Loaded<T> = { state: 'loading', promise };
  loaded.set(loader, loading);
  return loading;
}

/**
 * Starts loading the translations of these catalogues for a language, before anything needs them
 * (a language switch can wait for it, so the page changes language at once); resolves when they
 * are in or have failed.
 */
export function preloadCatalogues(
  locale: Locale,
  catalogues: readonly CatalogueTranslations<unknown>[],
): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  return Promise.all(
    catalogues.map((translations) => {
      const state = load(translations[locale]);
      return state.state === 'loading' ? state.promise : undefined;
    }),
  ).then(() => undefined);
}

/** The catalogue in a language: `english` at once, a translation once loaded (else suspends). */
function catalogueIn<T>(locale: Locale, english: T, translations: CatalogueTranslations<T>): T {
  if (locale === DEFAULT_LOCALE) return english;
  const state = load(translations[locale]);
  if (state.state === 'loaded') return state.catalogue;
  if (state.state === 'failed') return english;
  // Suspends: React (and Preact's compat layer, in the embeds) renders again once it settles.
  throw state.promise;
}

/**
 * The catalogue of the language chosen by the nearest `LocaleProvider`: `english` at once, a
 * translation once loaded. Until then the component suspends (the nearest `Suspense` shows its
 * fallback; in a transition, what was on screen stays). A translation that cannot be loaded gives
 * the English wording, never an empty or broken view. The co-op's wording for that language (the
 * nearest `MessageOverridesProvider`'s, under the catalogue's name) is applied on top; without
 * any, the catalogue is returned as it is.
 */
export function useCatalogue<T>(english: T, translations: CatalogueTranslations<T>): T {
  const locale = useLocale();
  const overrides = useMessageOverrides();
  return withOverrides(
    catalogueIn(locale, english, translations),
    overrides,
    locale,
    translations.name,
  );
}
