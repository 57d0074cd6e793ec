import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { loadKitCatalogues } from './kitCatalogues';
import { DEFAULT_LOCALE, type Locale } from './locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export interface LocaleProviderProps {
  /** The language of everything inside: its wording, its formats and react-aria's own strings. */
  locale: Locale;
  children: ReactNode;
}

/** Shows its content once the kit's catalogues of the language are in (see `useKitCatalogue`). */
function KitCataloguesReady({ locale, children }: { locale: Locale; children: ReactNode }) {
  const pending = loadKitCatalogues(locale);
  // Suspends: React (and Preact's compat layer, in the embeds) renders again once they are in.
  if (pending) throw pending;
  return children;
}

/**
 * Sets the language of what it wraps: the kit's and the widgets' wording (`useCatalogue`), their
 * dates, numbers and money, and react-aria's (date fields, calendars, the strings its controls
 * announce). Outside any provider, the language is English (US), not the browser's: a widget
 * speaks what its host chose. In another language, its content shows once the kit's wording in
 * that language is in (one small file, loaded once); a switch made in a transition keeps what was
 * on screen until then.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider locale={locale}>
        <Suspense fallback={null}>
          <KitCataloguesReady locale={locale}>{children}</KitCataloguesReady>
        </Suspense>
      </I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The language chosen by the nearest `LocaleProvider`, else English (US). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
