import type { OverviewPageMessages } from './messages';

/** The account overview page's wording in Spanish (US). */
export const overviewPageMessagesEs = {
  title: 'Resumen de la cuenta',
} satisfies OverviewPageMessages;
