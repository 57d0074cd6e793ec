import type { kitMessagesEs } from '../catalogues.es';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { useLocale } from './LocaleProvider';
import { withOverrides } from './messageOverrides';
import { useMessageOverrides } from './MessageOverridesProvider';

/** The kit's own catalogues, by component. */
type KitCatalogues = typeof kitMessagesEs;

/** A language other than the default one. */
type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** Where each language's catalogues of the kit come from: one module each, loaded on demand. */
const loaders: Readonly<Record<OtherLocale, () => Promise<KitCatalogues>>> = {
  'es-US': () => import('../catalogues.es').then((module) => module.kitMessagesEs),
};

const loaded = new Map<OtherLocale, KitCatalogues | 'failed'>();
const loading = new Map<OtherLocale, Promise<void>>();
const moreWording = new Map<OtherLocale, Array<() => Promise<unknown>>>();

/**
 * More wording of a language that every `LocaleProvider` waits for, with the kit's own, before
 * its content shows in that language: e.g. react-aria's own strings, where an app's build keeps
 * only their English and loads the others on demand (the reference portal does). Add it before
 * anything renders in that language. If it cannot load, the content shows anyway.
 */
export function addTranslationLoader(locale: Locale, load: () => Promise<unknown>): void {
  if (locale === DEFAULT_LOCALE) return;
  moreWording.set(locale, [...(moreWording.get(locale) ?? []), load]);
}

function loadMoreWording(locale: OtherLocale): Promise<unknown> {
  return Promise.all(
    (moreWording.get(locale) ?? []).map((load) =>
      load().catch((error: unknown) => {
        console.error('A translation could not be loaded; the English wording is shown.', error);
      }),
    ),
  );
}

/**
 * Loads the kit's catalogues of a language once; undefined when they are in (or failed: the kit
 * then speaks English), else the promise of their arrival. `LocaleProvider` waits for it before
 * anything inside it shows.
 */
export function loadKitCatalogues(locale: Locale): Promise<void> | undefined {
  if (locale === DEFAULT_LOCALE || loaded.has(locale)) return undefined;
  let pending = loading.get(locale);
  if (!pending) {
    pending = Promise.all([loaders[locale](), loadMoreWording(locale)]).then(
      ([catalogues]) => {
        loaded.set(locale, catalogues);
      },
      (error: unknown) => {
        console.error('A translation could not be loaded; the English wording is shown.', error);
        loaded.set(locale, 'failed');
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** The name a co-op gives a kit component's catalogue to override its wording: `kit.<component>`. */
export const kitCatalogueName = (component: keyof KitCatalogues): string => `kit.${component}`;

/**
 * A kit component's catalogue in the language of the nearest `LocaleProvider`, at once: the
 * provider has loaded every catalogue of the kit before its content shows, so a control that
 * appears later (a busy button, an alert, a dialog, a row's link in a table) never waits for its
 * words. English (US) outside a provider, or when the translation could not be loaded. The co-op's
 * wording for that language (under `kit.<component>`) is applied on top.
 */
export function useKitCatalogue<K extends keyof KitCatalogues>(
  component: K,
  english: KitCatalogues[K],
): KitCatalogues[K] {
  const locale = useLocale();
  const overrides = useMessageOverrides();
  const catalogues = locale === DEFAULT_LOCALE ? undefined : loaded.get(locale);
  const catalogue = catalogues && catalogues !== 'failed' ? catalogues[component] : english;
  return withOverrides(catalogue, overrides, locale, kitCatalogueName(component));
}
