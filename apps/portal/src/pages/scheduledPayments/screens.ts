import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The scheduled payments screens by route path (doc 2 §2.8): the list, and the three pages a
 * schedule ends on. The result pages share one module (one small chunk): each is a title, a
 * message and Done.
 */
export const screens = {
  'scheduled-payments': {
    lazy: page(pageModules['scheduled-payments'], 'ScheduledPaymentsPage'),
  },
  'schedule-payments-success': {
    lazy: page(pageModules['schedule-payments-success'], 'ScheduleSuccessPage'),
  },
  'schedule-payments-error': {
    lazy: page(pageModules['schedule-payments-error'], 'ScheduleErrorPage'),
  },
  'schedule-payments-cancel': {
    lazy: page(pageModules['schedule-payments-cancel'], 'ScheduleCancelPage'),
  },
} satisfies Screens;
