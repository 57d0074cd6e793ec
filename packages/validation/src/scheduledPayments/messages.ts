import type { MessageCatalogue } from '../shared/catalogue';

/**
 * Scheduled payment texts. The spec's own are verbatim (doc 2 §2.8, §8; doc 3 §2.12); the rest
 * (marked) are ours, as the spec names the pages but does not word them.
 */
export const scheduledPaymentsMessages = {
  /** doc 2 §8, verbatim: the member has no scheduled payment. */
  noScheduledPayments: 'No Payments scheduled at this time.',
  /** doc 2 §2.8, verbatim: the title of the dialog a created date opens. */
  accountsToBePaid: 'Accounts to be paid',
  /** doc 2 §2.8, doc 3 §2.12, verbatim: the title of the schedule result pages. */
  scheduleTitle: 'Schedule Payment',
  /** doc 2 §2.8, verbatim: the schedule was canceled at the provider. */
  scheduleCanceled: 'Your schedule payment has been canceled.',
  /** Not in the spec: a payment's name, e.g. '$142.37 on 12/07/2026'. */
  paymentName: (amount: string, paymentDate: string) => `${amount} on ${paymentDate}`,
  /** Not in the spec: the schedule succeeded. */
  scheduled: 'Your payment has been scheduled.',
  /**
   * Not in the spec: the schedule error page opened without the error message that scheduling
   * passes to it (a bookmark, a reload in another tab).
   */
  scheduleFailed:
    'Your payment could not be scheduled. Please try again, or contact us if the problem continues.',
};

export type ScheduledPaymentsMessages = MessageCatalogue<typeof scheduledPaymentsMessages>;
