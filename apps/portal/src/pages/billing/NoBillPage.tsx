import { Link, useCatalogue } from '@coop-portal/ui';
import { BillNotAvailable } from '@coop-portal/widgets';
import { useSearchParams } from '../../routing/hooks';
import * as pageStyles from '../pages.css';
import { billingPageMessages, billingPageTranslations } from './messages';
import { historyHref } from './historyHref';

/**
 * Bill Not Available (/no-bill): 'The billing statement is not available.' / 'Please check back
 * soon.' (doc 2 §2.1), with the way to the history (of query `accountno` when given; the history
 * page checks it is the member's) and back to the account overview.
 */
export function NoBillPage() {
  const m = useCatalogue(billingPageMessages, billingPageTranslations);
  const [params] = useSearchParams();
  const accountNumber = params.get('accountno');
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.noBillTitle}</h1>
      <BillNotAvailable
        historyHref={accountNumber ? historyHref(accountNumber) : '/billpayments/history'}
      />
      <p>
        <Link href="/accountoverview" variant="standalone">
          {m.accountOverview}
        </Link>
      </p>
    </>
  );
}
