import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';

/**
 * The Payments menu's Payment Profile and Auto Payments pages by route path (doc 1 §2.2), both
 * guarded by the route table (billpayments). Each is its own small chunk.
 */
export const screens = {
  'billpayments/payment-profile': {
    lazy: page(pageModules['billpayments/payment-profile'], 'PaymentProfilePage'),
  },
  'billpayments/auto-pay': { lazy: page(pageModules['billpayments/auto-pay'], 'AutoPayPage') },
} satisfies Screens;
