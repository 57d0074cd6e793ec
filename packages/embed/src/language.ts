import { DEFAULT_LOCALE, matchLocale, type Locale } from '@coop-portal/ui/locales';

/**
 * The language of an embedded widget: its element's own `lang` attribute, else the nearest one
 * above it in the page (usually the page's `<html lang>`), matched to the kit's languages
 * ('es', 'es-MX' → Spanish (US)); English (US) when that language is not one of them or none is
 * set.
 */
export function embedLocale(element: Element): Locale {
  return matchLocale(element.closest('[lang]')?.getAttribute('lang')) ?? DEFAULT_LOCALE;
}
