import { DelinquentHistory } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { BackToAllAccounts, useSelectedAccount } from '../memberAccount';
import * as pageStyles from '../pages.css';
import { delinquentsPageMessages, delinquentsPageTranslations } from './messages';

/**
 * Delinquent History (/delinquent-history; doc 3 §2.6): the delinquent notices of the account of
 * query `accountno` when it is one of the member's, else their primary account; query
 * `isFromViewAllAccounts` adds a way back to the list. The notices are the DelinquentHistory widget.
 */
export function DelinquentHistoryPage() {
  const m = useCatalogue(delinquentsPageMessages, delinquentsPageTranslations);
  const { account, content } = useSelectedAccount();
  const accountNumber = account?.accountNumber;
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      <BackToAllAccounts />
      {accountNumber ? (
        <>
          <p className={pageStyles.intro}>{m.accountShown(accountNumber)}</p>
          <DelinquentHistory
            key={accountNumber}
            accountNumber={accountNumber}
            showHeading={false}
          />
        </>
      ) : (
        content
      )}
    </>
  );
}
