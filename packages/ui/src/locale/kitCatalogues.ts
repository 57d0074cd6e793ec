import type { ComponentType, ReactNode } from 'react';
import type { kitMessagesEs } from '../catalogues.es';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { useLocale } from './LocaleProvider';

/** The kit's own catalogues, by component. */
type KitCatalogues = typeof kitMessagesEs;

/** A language other than the default one. */
type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** What a language brings: the kit's catalogues, and React Aria's locale provider. */
interface KitLanguage {
  catalogues: KitCatalogues;
  AriaLocale: ComponentType<{ locale: string; children: ReactNode }>;
}

/** Where each language's catalogues of the kit come from: one module each, loaded on demand. */
const loaders: Readonly<Record<OtherLocale, () => Promise<KitLanguage>>> = {
  'es-US': () =>
    import('../catalogues.es').then((module) => ({
      catalogues: module.kitMessagesEs,
      AriaLocale: module.I18nProvider,
    })),
};

const loaded = new Map<OtherLocale, KitLanguage | 'failed'>();
const loading = new Map<OtherLocale, Promise<void>>();

/**
 * Loads the kit's catalogues of a language once; undefined when they are in (or failed: the kit
 * then speaks English), else the promise of their arrival. `LocaleProvider` waits for it before
 * anything inside it shows.
 */
export function loadKitCatalogues(locale: Locale): Promise<void> | undefined {
  if (locale === DEFAULT_LOCALE || loaded.has(locale)) return undefined;
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (language) => {
        loaded.set(locale, language);
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

/**
 * A kit component's catalogue in the language of the nearest `LocaleProvider`, at once: the
 * provider has loaded every catalogue of the kit before its content shows, so a control that
 * appears later (a busy button, an alert, a dialog, a row's link in a table) never waits for its
 * words. English (US) outside a provider, or when the translation could not be loaded.
 */
export function useKitCatalogue<K extends keyof KitCatalogues>(
  component: K,
  english: KitCatalogues[K],
): KitCatalogues[K] {
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return english;
  const language = loaded.get(locale);
  return language && language !== 'failed' ? language.catalogues[component] : english;
}

/**
 * React Aria's locale provider for a language whose kit catalogues are in (see `LocaleProvider`),
 * or undefined (English (US), or a translation that could not be loaded).
 */
export function ariaLocaleProvider(locale: Locale): KitLanguage['AriaLocale'] | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const language = loaded.get(locale);
  return language && language !== 'failed' ? language.AriaLocale : undefined;
}
