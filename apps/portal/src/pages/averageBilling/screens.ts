import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The Average Billing page by route path (doc 3 §2.4; the Payment Programs' Average Billing link,
 * doc 2 §2.1), guarded by the route table (signed-in members only).
 */
export const screens = {
  'levelized-billing': {
    lazy: page(pageModules['levelized-billing'], 'AverageBillingPage'),
  },
} satisfies Screens;
