import type { Locale } from '@coop-portal/ui/locales';

/**
 * The button's text unless the page sets `label`, in each language: the report form's title, as
 * the outage report widget's catalogues word it (label.test.ts checks that they agree).
 */
export const defaultOutageLabels: Readonly<Record<Locale, string>> = {
  'en-US': 'Report an Outage',
  'es-US': 'Reportar un apagón',
};
