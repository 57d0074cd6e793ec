import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '@coop-portal/ui';
import { createContext, useContext } from 'react';

/**
 * Where the member's choice of language is kept on the device. Signing out keeps it: it is the
 * device's, not the session's.
 */
export const LOCALE_STORAGE_KEY = 'coop-portal:language';

/** The browser's local storage, or undefined where reading it is refused. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The portal's language when it starts: the member's choice remembered on this device, else the
 * first of the browser's languages the portal speaks ('es-MX' → Spanish (US)), else English (US).
 */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Locale {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused: the browser's language decides.
  }
  if (isLocale(stored)) return stored;
  return matchLocale(languages) ?? DEFAULT_LOCALE;
}

/** Remembers the member's choice on this device (nothing when storage is refused). */
export function rememberLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

export interface LocaleChoice {
  /** The portal's language. */
  locale: Locale;
  /** Switches the portal's language, and remembers the choice on this device. */
  chooseLocale: (locale: Locale) => void;
}

const LocaleChoiceContext = createContext<LocaleChoice>({
  locale: DEFAULT_LOCALE,
  chooseLocale: () => undefined,
});

export const LocaleChoiceProvider = LocaleChoiceContext.Provider;

/** The portal's language and the way to switch it (the header's and the mobile menu's switch). */
export function useLocaleChoice(): LocaleChoice {
  return useContext(LocaleChoiceContext);
}
