import type { CatalogueTranslations } from '@coop-portal/ui';
import { scheduledPayments } from '@coop-portal/validation';

const texts = scheduledPayments.scheduledPaymentsMessages;

/**
 * The wording of the scheduled payments page and the schedule result pages (doc 2 §2.8, doc 3
 * §2.12). Texts the specs give are verbatim (from `@coop-portal/validation`); the rest are ours. The
 * list's own wording is the ScheduledPayments widget's.
 */
export const scheduledPaymentsPageMessages = {
  list: {
    title: 'Scheduled Payments',
    loading: 'Loading your scheduled payments',
    /** The site does not allow future-dated payments (the menu hides the page then, doc 1 §2.2). */
    unavailable: 'Scheduled payments are not available at this time.',
    accountOverview: 'Go to Account Overview',
  },
  result: {
    /** doc 2 §2.8, doc 3 §2.12, verbatim. */
    title: texts.scheduleTitle,
    /** The schedule succeeded (not spec wording). */
    scheduled: texts.scheduled,
    transactionNumber: 'Transaction Number',
    /** Back from the provider, while the schedule is completed (not spec wording). */
    completing: 'Scheduling your payment',
    /** doc 2 §2.8, verbatim. */
    canceled: texts.scheduleCanceled,
    /** A direct visit to the error page, without the message scheduling passes (not spec wording). */
    failed: texts.scheduleFailed,
    done: 'Done',
  },
};

export type ScheduledPaymentsPageMessages = typeof scheduledPaymentsPageMessages;

/** Its translations, each loaded the first time the portal speaks that language. */
export const scheduledPaymentsPageTranslations: CatalogueTranslations<ScheduledPaymentsPageMessages> =
  {
    name: 'portal.scheduledPaymentsPage',
    'es-US': () => import('./messages.es').then((module) => module.scheduledPaymentsPageMessagesEs),
  };
