import { useCurrentUser } from '@coop-portal/api-client/react';
import { Spinner, useCatalogue } from '@coop-portal/ui';
import { AccountList } from '@coop-portal/widgets';
import * as pageStyles from '../pages.css';
import { accountsPageMessages, accountsPageTranslations } from './messages';

/**
 * /view-all-accounts: every account of the signed-in member (doc 2 §6: the member number is the
 * stored current user's), in the AccountList widget under the page's one 'All Accounts' title.
 * Doc 1 §2.1 leaves the account switcher off this path; each account's actions lead to its pages
 * with isFromViewAllAccounts=true, which show a way back here.
 */
export function AllAccountsPage() {
  const m = useCatalogue(accountsPageMessages, accountsPageTranslations);
  const memberNumber = useCurrentUser()?.memberNumber;
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      {memberNumber ? (
        <AccountList memberNumber={memberNumber} showHeading={false} />
      ) : (
        <Spinner label={m.loading} />
      )}
    </>
  );
}
