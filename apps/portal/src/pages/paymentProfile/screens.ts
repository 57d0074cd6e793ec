import { page, type Screens } from '../../routing/page';

/**
 * The Payments menu's Payment Profile and Auto Payments pages by route path (doc 1 §2.2), both
 * guarded by the route table (billpayments). Each is its own small chunk.
 */
export const screens = {
  'billpayments/payment-profile': {
    lazy: page(() => import('./PaymentProfilePage'), 'PaymentProfilePage'),
  },
  'billpayments/auto-pay': { lazy: page(() => import('./AutoPayPage'), 'AutoPayPage') },
} satisfies Screens;
