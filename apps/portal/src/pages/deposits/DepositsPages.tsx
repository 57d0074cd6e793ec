// Both pages in one module: one chunk for the two (they show the same frame and share the
// widgets' code), and one entry in the first page's preload lists instead of two.
import { useCurrentUser } from '@coop-portal/api-client/react';
import { Alert, Link, useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { Arrangements, Deposits } from '@coop-portal/widgets';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from '../../routing/hooks';
import { useSiteSettingsData } from '../../startup/useStartup';
import { BackToAllAccounts } from '../memberAccount';
import * as pageStyles from '../pages.css';
import { depositsPageMessages, depositsPageTranslations } from './messages';

interface AccountsPageProps {
  title: string;
  /** The site feature the Billing menu shows the page by (doc 1 §2.2). */
  feature: string;
  unavailable: string;
  /** The way from one account (query accountno) to all of them. */
  allAccounts: string;
  /** The page's widget for the member and the account asked for, if any. */
  render: (memberNumber: string, accountNumber: string | undefined) => ReactNode;
}

/**
 * A Billing page about the member's accounts (Deposits, Arrangements; doc 1 §2.2): shown when its
 * feature is on, as the menu shows its item; the widget shows every account of the member, or the
 * account of query `accountno` with a link to all of them; query `isFromViewAllAccounts` adds the
 * way back to that list.
 */
function AccountsPage({ title, feature, unavailable, allAccounts, render }: AccountsPageProps) {
  const m = useCatalogue(depositsPageMessages, depositsPageTranslations);
  const settings = useSiteSettingsData();
  const memberNumber = useCurrentUser()?.memberNumber;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const accountNumber = params.get('accountno')?.trim() || undefined;

  let content: ReactNode = null;
  if (!navigation.isFeatureOn(settings.features, feature)) {
    content = (
      <Alert tone="info">
        {unavailable} <Link href="/accountoverview">{m.accountOverview}</Link>
      </Alert>
    );
  } else if (memberNumber) {
    content = (
      <>
        {accountNumber ? (
          <p className={pageStyles.message}>
            <Link href={pathname}>{allAccounts}</Link>
          </p>
        ) : null}
        {render(memberNumber, accountNumber)}
      </>
    );
  }

  return (
    <>
      <h1 className={pageStyles.pageTitle}>{title}</h1>
      <BackToAllAccounts />
      {content}
    </>
  );
}

/**
 * Deposits (/billpayments/view-deposits, doc 1 §2.2): the deposits on the member's accounts, or on
 * the account of query `accountno`, when the Deposits feature is on. The list is the Deposits
 * widget.
 */
export function DepositsPage() {
  const m = useCatalogue(depositsPageMessages, depositsPageTranslations);
  return (
    <AccountsPage
      title={m.depositsTitle}
      feature="Deposits"
      unavailable={m.depositsUnavailable}
      allAccounts={m.allAccountsDeposits}
      render={(memberNumber, accountNumber) => (
        <Deposits
          key={accountNumber ?? 'all'}
          memberNumber={memberNumber}
          accountNumber={accountNumber}
          showHeading={false}
        />
      )}
    />
  );
}

/**
 * Arrangements (/billpayments/view-arrangements, doc 1 §2.2; doc 2 §2.1): the payment
 * arrangements on the member's accounts, or on the account of query `accountno` (the overview's
 * View Arrangements passes it), when the Arrangements feature is on. The list is the Arrangements
 * widget.
 */
export function ArrangementsPage() {
  const m = useCatalogue(depositsPageMessages, depositsPageTranslations);
  return (
    <AccountsPage
      title={m.arrangementsTitle}
      feature="Arrangements"
      unavailable={m.arrangementsUnavailable}
      allAccounts={m.allAccountsArrangements}
      render={(memberNumber, accountNumber) => (
        <Arrangements
          key={accountNumber ?? 'all'}
          memberNumber={memberNumber}
          accountNumber={accountNumber}
          showHeading={false}
        />
      )}
    />
  );
}
