import { BillView } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { useSearchParams } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { billingPageMessages, billingPageTranslations } from './messages';
import { useSelectedAccount } from '../memberAccount';
import { historyHref } from './historyHref';

/**
 * View Bill (/viewbill), the page a bill link leads to (e.g. from the new-bill e-mail): query
 * `accountno` (one of the member's, else the primary account) and `billdate` (yyyy-MM-dd). The
 * bill's PDF shows in the page with its download and the way to the account's history; a missing
 * statement or an unknown date says the statement is not available, a lost file 'Bill History
 * File not found.' (the BillView widget).
 */
export function ViewBillPage() {
  const m = useCatalogue(billingPageMessages, billingPageTranslations);
  const [params] = useSearchParams();
  const { account, content } = useSelectedAccount();
  const accountNumber = account?.accountNumber;
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.viewBillTitle}</h1>
      {accountNumber ? (
        <BillView
          key={accountNumber}
          accountNumber={accountNumber}
          billDate={params.get('billdate')}
          historyHref={historyHref(accountNumber)}
        />
      ) : (
        content
      )}
    </>
  );
}
