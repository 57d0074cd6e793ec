import type { FormMessages } from './messages';

/** The Form's wording in Spanish (US). */
export const formMessagesEs = {
  errorSummaryTitle: 'Corrija lo siguiente:',
} satisfies FormMessages;
