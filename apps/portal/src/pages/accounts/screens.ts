import { page, type Screens } from '../../routing/page';
import { pageModules } from '../../routing/pageModules';
import { replaceWith } from '../../routing/router';

const allAccounts = page(pageModules['view-all-accounts'], 'AllAccountsPage');

/**
 * The all-accounts screens by route path (doc 3 §2.1 lists account-list and view-all-accounts,
 * without saying what sets them apart): /view-all-accounts is the list of every account of the
 * signed-in member, and /account-list, its older name, sends to it with the query kept, replacing
 * itself in the history so Back does not return to the redirect. One list under one address: the
 * pages' 'Back to All Accounts' links, the menus and the tests all name /view-all-accounts. The
 * member guard runs first, so a guest is sent to sign in with returnUrl=/account-list and lands on
 * the list after signing in.
 */
export const screens = {
  'view-all-accounts': { lazy: allAccounts },
  'account-list': {
    lazy: allAccounts,
    loader:
      () =>
      ({ url }) =>
        replaceWith(`/view-all-accounts${url.search}`),
  },
} satisfies Screens;
