import { BillingHistory } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { BackToAllAccounts, useSelectedAccount } from '../memberAccount';
import * as pageStyles from '../pages.css';
import { billingPageMessages, billingPageTranslations } from './messages';

/**
 * Account History (/billpayments/history, doc 1 §2.2): the whole billing and payment history of
 * the account of query `accountno` when it is one of the member's, else their primary account;
 * query `isFromViewAllAccounts` adds a way back to the list. The history itself is the
 * BillingHistory widget.
 */
export function AccountHistoryPage() {
  const m = useCatalogue(billingPageMessages, billingPageTranslations);
  const { account, content } = useSelectedAccount();
  const accountNumber = account?.accountNumber;
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.historyTitle}</h1>
      <BackToAllAccounts />
      {accountNumber ? (
        <>
          <p className={pageStyles.intro}>{m.accountShown(accountNumber)}</p>
          <BillingHistory key={accountNumber} accountNumber={accountNumber} showHeading={false} />
        </>
      ) : (
        content
      )}
    </>
  );
}
