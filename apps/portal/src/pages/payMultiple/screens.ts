import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The Payments menu's Pay Multiple Accounts page by route path (doc 1 §2.2; always in the menu, doc
 * 2 §2.1), guarded by the route table (billpayments).
 */
export const screens = {
  'billpayments/pay-multiple': {
    lazy: page(pageModules['billpayments/pay-multiple'], 'PayMultiplePage'),
  },
} satisfies Screens;
