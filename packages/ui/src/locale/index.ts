export {
  catalogueShapes,
  checkMessageOverrides,
  namedCatalogue,
  warnAboutMessageOverrides,
  type CatalogueShape,
  type NamedCatalogue,
} from './checkMessageOverrides';
export { addTranslationLoader, useKitCatalogue } from './kitCatalogues';
export { DEFAULT_LOCALE, isLocale, LOCALES, matchLocale, type Locale } from './locales';
export { LocaleProvider, useLocale, type LocaleProviderProps } from './LocaleProvider';
export type { CatalogueOverrides, MessageOverrides, MessageOverrideTree } from './messageOverrides';
export {
  MessageOverridesProvider,
  useMessageOverrides,
  type MessageOverridesProviderProps,
} from './MessageOverridesProvider';
export { plural } from './plural';
export {
  preloadCatalogues,
  useCatalogue,
  type CatalogueTranslations,
  type TranslatedLocale,
} from './useCatalogue';
