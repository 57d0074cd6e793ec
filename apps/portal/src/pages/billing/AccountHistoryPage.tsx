import { Link } from '@coop-portal/ui';
import { BillingHistory } from '@coop-portal/widgets';
import { useSearchParams } from 'react-router';
import * as pageStyles from '../pages.css';
import { billingPageMessages as m } from './messages';
import { useSelectedAccount } from './useSelectedAccount';

/**
 * Account History (/billpayments/history, doc 1 §2.2): the whole billing and payment history of
 * the account of query `accountno` when it is one of the member's, else their primary account;
 * query `isFromViewAllAccounts` adds a way back to the list. The history itself is the
 * BillingHistory widget.
 */
export function AccountHistoryPage() {
  const [params] = useSearchParams();
  const { accountNumber, content } = useSelectedAccount();
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.historyTitle}</h1>
      {params.get('isFromViewAllAccounts') === 'true' ? (
        <p>
          <Link href="/view-all-accounts">{m.backToAllAccounts}</Link>
        </p>
      ) : null}
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
