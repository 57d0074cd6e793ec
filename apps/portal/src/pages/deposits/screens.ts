import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The Billing menu's Deposits and Arrangements pages by route path (doc 1 §2.2): each shown when
 * its feature is on; both guarded by the route table (billpayments).
 */
export const screens = {
  'billpayments/view-deposits': {
    lazy: page(pageModules['billpayments/view-deposits'], 'DepositsPage'),
  },
  'billpayments/view-arrangements': {
    lazy: page(pageModules['billpayments/view-deposits'], 'ArrangementsPage'),
  },
} satisfies Screens;
