import { Alert, Link, useCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { OutageCenter } from '@coop-portal/widgets';
import { useSiteSettingsData } from '../../startup/useStartup';
import { BackToAllAccounts, useSelectedAccount } from '../memberAccount';
import * as pageStyles from '../pages.css';
import { outagePageMessages, outagePageTranslations } from './messages';

// The loader's reads (loaders.ts), in the page's code.
export { prefetchOutageStatus } from './prefetch';

/**
 * /outage-status and /pages/outage-status (doc 2 §2.6): the OutageCenter widget for the account of
 * query `accountno` when it is one of the member's, else their primary account; query
 * `isFromViewAllAccounts` adds a way back to the list. The other queries of the spec (accounttype,
 * locationid, memberno) are accepted and not trusted: the widget reads the account's type and
 * location from its own account info, and the member is the signed-in one (doc 2 §6). Shown while
 * the Outage feature is on, as the menu's Outage item.
 */
export function OutagePage() {
  const m = useCatalogue(outagePageMessages, outagePageTranslations);
  const settings = useSiteSettingsData();
  const selected = useSelectedAccount({ noAccounts: m.noAccounts });

  let content;
  if (!navigation.isFeatureOn(settings.features, 'Outage')) {
    content = (
      <Alert tone="info">
        {m.unavailable} <Link href="/accountoverview">{m.accountOverview}</Link>
      </Alert>
    );
  } else if (!selected.account || !selected.memberNumber) {
    content = selected.content;
  } else {
    content = (
      <OutageCenter
        key={selected.account.accountNumber}
        accountNumber={selected.account.accountNumber}
        memberNumber={selected.memberNumber}
        showHeading={false}
        headingLevel={1}
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
