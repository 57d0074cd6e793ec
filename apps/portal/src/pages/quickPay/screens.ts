import { loginPathFor } from '../../routing/guard';
import { page, type Screens } from '../../routing/page';
import { redirectTo } from '../../routing/router';

/** The screens of this feature by route path; a path without one shows "not available yet". */
export const screens: Screens = {
  // doc 1 §2.5, doc 3 §2.12: a signed-in member with a valid token goes to the account overview.
  'quick-pay': {
    lazy: page(() => import('./QuickPayPage'), 'QuickPayPage'),
    loader:
      ({ session }) =>
      () =>
        session.isLoggedIn() ? redirectTo('/accountoverview') : null,
  },
  // doc 2 §2.9: the Quick Pay result is available without sign-in; a member's result is read as
  // the signed-in member, so a visitor who is not signed in signs in first and comes back.
  'payment-success': {
    lazy: page(() => import('./PaymentSuccessPage'), 'PaymentSuccessPage'),
    loader:
      ({ session }) =>
      ({ url }) => {
        const quickPay = url.searchParams.get('isFromQuickPay')?.toLowerCase() === 'true';
        return quickPay || session.isLoggedIn() ? null : redirectTo(loginPathFor(url));
      },
  },
  'payment-cancel': {
    lazy: page(() => import('./PaymentCancelPage'), 'PaymentCancelPage'),
  },
};
