import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The billing pages' screens by route path: Account History (doc 1 §2.2), a bill shown on a page
 * of its own for bill links (/viewbill), and the bill-not-available page (/no-bill). All three are
 * guarded by the route table.
 */
export const screens = {
  'billpayments/history': {
    lazy: page(pageModules['billpayments/history'], 'AccountHistoryPage'),
  },
  viewbill: { lazy: page(pageModules.viewbill, 'ViewBillPage') },
  'no-bill': { lazy: page(pageModules['no-bill'], 'NoBillPage') },
} satisfies Screens;
