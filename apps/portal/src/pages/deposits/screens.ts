import { page, type Screens } from '../../routing/page';

/**
 * The Billing menu's Deposits and Arrangements pages by route path (doc 1 §2.2): each shown when
 * its feature is on; both guarded by the route table (billpayments).
 */
export const screens = {
  'billpayments/view-deposits': { lazy: page(() => import('./DepositsPages'), 'DepositsPage') },
  'billpayments/view-arrangements': {
    lazy: page(() => import('./DepositsPages'), 'ArrangementsPage'),
  },
} satisfies Screens;
