import { useIsLoggedIn } from '@coop-portal/api-client/react';
import { lazy } from 'react';
import { LazyBoundary } from './LazyBoundary';

/** The query parameter that names the account a page is on. */
export const ACCOUNT_QUERY = 'accountno';

const MemberAccountSwitcher = lazy(() =>
  import('./MemberAccountSwitcher').then((module) => ({ default: module.MemberAccountSwitcher })),
);

/**
 * The account switcher strip (doc 1 §2.1) of a signed-in member: its code and the member
 * accounts it reads load once a member is signed in, so a guest's page never downloads them.
 */
export function AccountSwitcher() {
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return null;
  return (
    <LazyBoundary>
      <MemberAccountSwitcher />
    </LazyBoundary>
  );
}
