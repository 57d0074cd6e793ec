import { Alert, Link, useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { UsageTracker } from '@coop-portal/widgets';
import { useLocation } from '../../routing/hooks';
import { useSiteSettingsData } from '../../startup/useStartup';
import { BackToAllAccounts, useSelectedAccount } from '../memberAccount';
import * as pageStyles from '../pages.css';
import { usagePageMessages, usagePageTranslations } from './messages';

/** Navigation state a page may pass: `isMonthlyUsageTab` opens the Monthly tab (doc 2 §2.7). */
function monthlyRequested(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { isMonthlyUsageTab?: unknown }).isMonthlyUsageTab === true
  );
}

/**
 * The usage tracker (doc 2 §2.7) for the account of query `accountno` when it is one of the
 * member's, else their primary account (doc 1 §2.1); query `isFromViewAllAccounts` adds a way back
 * to the list, navigation state `isMonthlyUsageTab` opens the Monthly tab. The tracker itself is
 * the UsageTracker widget.
 */
function UsageTrackerScreen() {
  const m = useCatalogue(usagePageMessages, usagePageTranslations);
  const settings = useSiteSettingsData();
  const { state } = useLocation();
  const selected = useSelectedAccount({ noAccounts: m.noAccounts });

  let content;
  if (!navigation.isFeatureOn(settings.features, 'Usages')) {
    content = (
      <Alert tone="info">
        {m.unavailable} <Link href="/accountoverview">{m.accountOverview}</Link>
      </Alert>
    );
  } else if (!selected.account || !selected.memberNumber) {
    content = selected.content;
  } else {
    content = (
      <UsageTracker
        key={selected.account.accountNumber}
        accountNumber={selected.account.accountNumber}
        memberNumber={selected.memberNumber}
        monthlyRequested={monthlyRequested(state)}
        showHeading={false}
        headingLevel={2}
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

/**
 * /usage-tracker and /direct-usage-tracker (doc 2 §2.7): the same tracker; on the direct one, which
 * a co-op links members straight to, the page frame leaves out the header and the account switcher
 * (doc 1 §2.1).
 */
export function UsageTrackerPage() {
  return <UsageTrackerScreen />;
}
