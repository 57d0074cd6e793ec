import type { CatalogueTranslations } from '@coop-portal/ui';
import { accountList, type MessageCatalogue } from '@coop-portal/validation';

/**
 * Wording of the all-accounts list (/view-all-accounts). The rules' texts (the prepaid wording of
 * doc 1 §9, 'N/A' of doc 1 §4.1, the empty list, the total and what it counts) come from
 * `@coop-portal/validation`'s `accountListMessages`; the spec names the list's parts without their
 * labels, so the rest is ours. A co-op may override any of them through the `messages` prop.
 */
export const accountListMessages = {
  ...accountList.accountListMessages,
  heading: 'All Accounts',
  loading: 'Loading your accounts',
  retry: 'Try again',
  /** Names the table. */
  tableLabel: 'Your accounts',

  // The search
  searchLabel: 'Search accounts',
  searchDescription: 'Account number or service address',

  // The columns
  accountNumber: 'Account Number',
  accountType: 'Type',
  status: 'Status',
  serviceAddress: 'Service Address',
  balance: 'Balance',
  dueDate: 'Due Date',
  actions: 'Actions',

  // Each account's actions; the accessible name adds the account ('Pay account 3000026').
  overview: 'Account Overview',
  pay: 'Pay',
  outage: 'Outage',
  usage: 'Usage',
  actionFor: (action: string, accountNumber: string) => `${action} account ${accountNumber}`,
  /** While the payment confirmation's code loads. */
  openingPayment: 'Opening the payment confirmation',
};

export type AccountListMessages = MessageCatalogue<typeof accountListMessages>;

/** Its translations, each loaded the first time the account list speaks that language. */
export const accountListTranslations: CatalogueTranslations<AccountListMessages> = {
  name: 'accountList',
  'es-US': () => import('./messages.es').then((module) => module.accountListMessagesEs),
};
