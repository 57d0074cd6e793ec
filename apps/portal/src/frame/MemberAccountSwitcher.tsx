import { useCurrentUser, useIsLoggedIn, useMemberAccounts } from '@coop-portal/api-client/react';
import { navigation } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ACCOUNT_QUERY } from './AccountSwitcher';
import { frameMessages } from './messages';
import * as styles from './switcher.css';

const m = frameMessages.accountSwitcher;

/**
 * The account switcher strip (doc 1 §2.1): for a signed-in member with more than one account,
 * off the pages the spec lists; the selected account (query `accountno`, or the account a page kept
 * in its history state once it took the query out of its address, else the primary) plus
 * at most 4 others (doc 1 §9). Choosing one opens the same page with `?accountno=<number>`
 * (other query values kept). Loaded on demand by `AccountSwitcher` once a member is signed in.
 */
export function MemberAccountSwitcher() {
  const isLoggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const memberNumber = isLoggedIn ? user?.memberNumber : undefined;
  const accounts = useMemberAccounts(memberNumber ? { params: { memberNumber } } : skipToken);
  const strip = navigation.accountSwitcher({
    pathname,
    isLoggedIn,
    accounts: accounts.data ?? [],
    // A page that took the query out of its address keeps the account in its history state.
    selectedAccountNumber: params.get(ACCOUNT_QUERY) ?? navigation.accountNumberInState(state),
  });
  if (!strip) return null;

  return (
    <nav aria-label={m.label} className={styles.strip}>
      <ul className={styles.list}>
        {[strip.selected, ...strip.others].map((account) => {
          const current = account === strip.selected;
          const next = new URLSearchParams(params);
          next.set(ACCOUNT_QUERY, account.accountNumber);
          const details = [account.accountType, account.serviceAddress].filter(Boolean).join(' · ');
          return (
            <li key={account.accountNumber} className={styles.item}>
              <Link
                to={{ pathname, search: `?${next.toString()}` }}
                aria-current={current ? 'true' : undefined}
                className={styles.account}
              >
                <span className={styles.number}>{m.account(account.accountNumber)}</span>
                {details ? (
                  <>
                    {' '}
                    <span className={styles.details}>{details}</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
