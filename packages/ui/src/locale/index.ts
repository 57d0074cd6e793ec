export { addTranslationLoader, useKitCatalogue } from './kitCatalogues';
export { DEFAULT_LOCALE, isLocale, LOCALES, matchLocale, type Locale } from './locales';
export { LocaleProvider, useLocale, type LocaleProviderProps } from './LocaleProvider';
export { plural } from './plural';
export {
  preloadCatalogues,
  useCatalogue,
  type CatalogueTranslations,
  type TranslatedLocale,
} from './useCatalogue';
