import type { Locale } from '@coop-portal/ui/locales';

/**
 * The button's text unless the page sets `label`, in each language: the dialog's title (doc 1
 * §2.5), as the Quick Pay widget's catalogues word it (label.test.ts checks that they agree).
 */
export const defaultQuickPayLabels: Readonly<Record<Locale, string>> = {
  'en-US': 'Quick Pay',
  'es-US': 'Pago rápido',
};
