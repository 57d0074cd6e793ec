import { navigation } from '@coop-portal/validation';
import { AccountOverview, RecentBillingHistory } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../routing/hooks';
import { BackToAllAccounts, useSelectedAccount } from '../memberAccount';
import * as pageStyles from '../pages.css';
import { overviewPageMessages, overviewPageTranslations } from './messages';

const OVERVIEW_PATH = '/accountoverview';

/**
 * The account overview (doc 2 §2.1) for the account of query `accountno` when it is one of the
 * member's, else their primary account (doc 1 §2.1); query `isFromViewAllAccounts` adds a way back
 * to the list. `link` (query or path) with the my-meter value opens the energy-tracking site once
 * (doc 1 §2.2, §2.3), then leaves the address, so switching accounts or reloading does not open it
 * again; the detailed usage analysis value never reaches the page (its loader sends it to the
 * usage-analytics jump). The overview itself is the AccountOverview widget.
 */
export function AccountOverviewPage() {
  const m = useCatalogue(overviewPageMessages, overviewPageTranslations);
  const navigate = useNavigate();
  const routeParams = useParams();
  const [params] = useSearchParams();
  const { account, memberNumber, content: waiting } = useSelectedAccount();
  const link = params.get('link') ?? routeParams['link'] ?? null;
  const openMyMeter = link === navigation.accountOverviewLinks.myMeter;

  // My Meter opened: the overview's address without the link, so the account switcher and a
  // reload keep the account and do not open it again. (When it could not open, the link stays
  // with the overview's message.)
  const search = params.toString();
  const myMeterOpened = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('link');
    const query = next.toString();
    void navigate(`${OVERVIEW_PATH}${query ? `?${query}` : ''}`, { replace: true });
  }, [navigate, search]);

  const navigateWithState = useCallback(
    (href: string, state: Record<string, unknown>) => void navigate(href, { state }),
    [navigate],
  );

  let content;
  if (!account || !memberNumber) {
    content = waiting;
  } else {
    content = (
      <AccountOverview
        // A new account shows anew: every card reloads for it.
        key={account.accountNumber}
        accountNumber={account.accountNumber}
        memberNumber={memberNumber}
        headingLevel={2}
        openMyMeter={openMyMeter}
        onMyMeterOpened={myMeterOpened}
        onNavigate={navigateWithState}
        history={
          <RecentBillingHistory
            accountNumber={account.accountNumber}
            viewMoreHref={`/billpayments/history?accountno=${encodeURIComponent(account.accountNumber)}`}
            headingLevel={2}
          />
        }
      />
    );
  }

  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      <BackToAllAccounts />
      {content}
    </>
  );
}
