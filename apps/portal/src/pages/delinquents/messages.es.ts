import type { DelinquentsPageMessages } from './messages';

/** The Delinquent History page's wording in Spanish (US). */
export const delinquentsPageMessagesEs = {
  title: 'Historial de morosidad',
  accountShown: (accountNumber: string) => `Avisos de morosidad de la cuenta ${accountNumber}.`,
} satisfies DelinquentsPageMessages;
