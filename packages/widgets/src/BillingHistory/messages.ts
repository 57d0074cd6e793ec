import type { CatalogueTranslations } from '@coop-portal/ui';
import { billingHistory, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of the billing and payment history (doc 2 §2.1, §8, §9; doc 1 §2.2 Account History). The
 * spec's own words are verbatim (from `@coop-portal/validation`); the rest names what the spec
 * lists. A co-op may override any of these.
 */
export const billingHistoryMessages = {
  ...billingHistory.billingHistoryMessages,
  heading: 'Billing & Payment History',
  loading: 'Loading billing and payment history',
  retry: 'Try again',
  // the table
  tableLabel: 'Billing and payment history',
  columnDate: 'Date',
  columnType: 'Type',
  columnAmount: 'Amount',
  columnDueDate: 'Due Date',
  columnBill: 'Statement',
  typeBill: 'Bill',
  typePayment: 'Payment',
  // a bill
  viewBill: 'View Bill',
  /** The accessible name of a bill's button: it names the bill. */
  viewBillLabel: (date: string) => `View Bill of ${date}`,
  /** The PDF dialog's title. */
  billTitle: (date: string) => `Bill of ${date}`,
  /** The PDF's file name when the answer has none. */
  billFileName: (accountNumber: string, billDate: string) =>
    `bill-${accountNumber}-${billDate}.pdf`,
  loadingBill: 'Opening the bill',
  downloadBill: (fileName: string) => `Download ${fileName}`,
  /** The bill could not be opened for another reason than the call (its code did not load). */
  billOpenFailed: 'The bill could not be opened. Please try again.',
  close: 'Close',
  ok: 'OK',
  // filters and download (the Account History page)
  filtersLabel: 'Filter the history',
  typeFilter: 'Show',
  typeAll: 'Bills and payments',
  typeBills: 'Bills',
  typePayments: 'Payments',
  fromDate: 'From',
  toDate: 'To',
  clearFilters: 'Clear Filters',
  downloadCsv: 'Download CSV',
  // the overview card
  viewMore: 'View More',
  // a bill on a page of its own (a bill link: account and bill date)
  loadingBillPage: 'Loading the bill',
  viewHistory: 'View Billing & Payment History',
};

export type BillingHistoryMessages = MessageCatalogue<typeof billingHistoryMessages>;

/** Its translations, each loaded the first time the history speaks that language. */
export const billingHistoryTranslations: CatalogueTranslations<BillingHistoryMessages> = {
  name: 'billingHistory',
  'es-US': () => import('./messages.es').then((module) => module.billingHistoryMessagesEs),
};
