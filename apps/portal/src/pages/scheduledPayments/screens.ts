import { page, type Screens } from '../../routing/page';

const results = () => import('./ScheduleResultPages');

/**
 * The scheduled payments screens by route path (doc 2 §2.8): the list, and the three pages a
 * schedule ends on. The result pages share one module (one small chunk): each is a title, a
 * message and Done.
 */
export const screens = {
  'scheduled-payments': {
    lazy: page(() => import('./ScheduledPaymentsPage'), 'ScheduledPaymentsPage'),
  },
  'schedule-payments-success': { lazy: page(results, 'ScheduleSuccessPage') },
  'schedule-payments-error': { lazy: page(results, 'ScheduleErrorPage') },
  'schedule-payments-cancel': { lazy: page(results, 'ScheduleCancelPage') },
} satisfies Screens;
