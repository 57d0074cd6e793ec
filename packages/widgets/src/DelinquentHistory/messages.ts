import type { CatalogueTranslations } from '@coop-portal/ui';
import { delinquents, type MessageCatalogue } from '@coop-portal/validation';

/**
 * The Delinquent History wording (doc 3 §2.6, §8): the empty, failure and missing-file texts are the
 * spec's; the column names are its column list; the rest (labels, the dialog's title) is ours.
 */
export const delinquentHistoryMessages = {
  ...delinquents.delinquentMessages,
  heading: 'Delinquent History',
  loading: 'Loading the delinquent notices…',
  retry: 'Try again',
  tableLabel: (accountNumber: string) => `Delinquent notices of account ${accountNumber}`,
  columnBillDate: 'Bill Date',
  columnPastDue: 'Past Due',
  columnLateFee: 'Late Fee',
  columnCutoffDate: 'Cutoff Date',
  columnView: 'Notice',
  notAvailable: '—',
  view: 'View PDF',
  // The visible text first: the name starts with what the button shows.
  viewLabel: (billDate: string) => `View PDF of the delinquent notice of ${billDate}`,
  dialogTitle: (billDate: string) => `Delinquent notice of ${billDate}`,
  fileName: (billDate: string) => `delinquent-notice-${billDate.replace(/\//g, '-')}.pdf`,
  loadingPdf: 'Loading the notice',
  close: 'Close',
  dismissLabel: 'Dismiss',
};

export type DelinquentHistoryMessages = MessageCatalogue<typeof delinquentHistoryMessages>;

/** Its translations, each loaded the first time Delinquent History speaks that language. */
export const delinquentHistoryTranslations: CatalogueTranslations<DelinquentHistoryMessages> = {
  name: 'delinquentHistory',
  'es-US': () => import('./messages.es').then((module) => module.delinquentHistoryMessagesEs),
};
