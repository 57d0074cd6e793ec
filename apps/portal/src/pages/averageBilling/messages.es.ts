import type { AverageBillingPageMessages } from './messages';

/** The Average Billing page's wording in Spanish (US). */
export const averageBillingPageMessagesEs = {
  title: 'Facturación promedio',
} satisfies AverageBillingPageMessages;
