import { page, type Screens } from '../../routing/page';

/**
 * The billing pages' screens by route path: Account History (doc 1 §2.2), a bill shown on a page
 * of its own for bill links (/viewbill), and the bill-not-available page (/no-bill). All three are
 * guarded by the route table.
 */
export const screens = {
  'billpayments/history': {
    lazy: page(() => import('./AccountHistoryPage'), 'AccountHistoryPage'),
  },
  viewbill: { lazy: page(() => import('./ViewBillPage'), 'ViewBillPage') },
  'no-bill': { lazy: page(() => import('./NoBillPage'), 'NoBillPage') },
} satisfies Screens;
