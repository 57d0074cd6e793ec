import { quickPay } from '@coop-portal/validation';
import { loginPathFor } from '../../routing/guard';
import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';
import { redirectTo } from '../../routing/router';

/** The screens of this feature by route path (routes.tsx checks that every route has one). */
export const screens = {
  // doc 1 §2.5, doc 3 §2.12: a signed-in member with a valid token goes to the account overview.
  'quick-pay': {
    lazy: page(pageModules['quick-pay'], 'QuickPayPage'),
    loader:
      ({ session }) =>
      () => {
        const target = quickPay.quickPayPageTarget({ isLoggedIn: session.isLoggedIn() });
        return target ? redirectTo(target) : null;
      },
  },
  // doc 2 §2.9: the Quick Pay result is available without sign-in; a member's result is read as
  // the signed-in member, so a visitor who is not signed in signs in first and comes back.
  'payment-success': {
    lazy: page(pageModules['payment-success'], 'PaymentSuccessPage'),
    loader:
      ({ session }) =>
      ({ url }) =>
        quickPay.paymentResultNeedsSignIn({
          query: url.searchParams,
          isLoggedIn: session.isLoggedIn(),
        })
          ? redirectTo(loginPathFor(url))
          : null,
  },
  'payment-cancel': {
    lazy: page(pageModules['payment-cancel'], 'PaymentCancelPage'),
  },
} satisfies Screens;
