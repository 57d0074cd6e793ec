import { useCurrentUser, useIsLoggedIn, useMemberAccounts } from '@coop-portal/api-client/react';
import { useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from '../routing/hooks';
import { ACCOUNT_QUERY } from './AccountSwitcher';
import { frameMessages, frameTranslations } from './messages';
import * as styles from './switcher.css';
import { rememberSwitcherRoom } from './switcherRoom';

/**
 * The account switcher strip (doc 1 §2.1): for a signed-in member with more than one account,
 * off the pages the spec lists; the selected account (query `accountno`, or the account a page kept
 * in its history state once it took the query out of its address, else the primary) plus
 * at most 4 others (doc 1 §9). Choosing one opens the same page with `?accountno=<number>`
 * (other query values kept). Loaded on demand by `AccountSwitcher` once a member is signed in;
 * while the accounts load it shows `placeholder` (the strip's room), and it remembers the room the
 * strip takes for the next page (none for a member with one account).
 */
export function MemberAccountSwitcher({ placeholder = null }: { placeholder?: ReactNode }) {
  const m = useCatalogue(frameMessages, frameTranslations).accountSwitcher;
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
  const stripRef = useRef<HTMLElement>(null);
  const loaded = accounts.isSuccess;
  const shown = strip !== null;
  const onStripPage = navigation.isAccountSwitcherPath(pathname);
  useLayoutEffect(() => {
    if (!memberNumber || !loaded || !onStripPage) return;
    rememberSwitcherRoom(memberNumber, shown ? (stripRef.current?.offsetHeight ?? 0) : 0);
  }, [memberNumber, loaded, onStripPage, shown]);

  if (!strip) return accounts.isPending && memberNumber ? placeholder : null;

  return (
    <nav ref={stripRef} aria-label={m.label} className={styles.strip}>
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
