import { ServiceRequests } from '@coop-portal/widgets';
import { useCatalogue } from '@coop-portal/ui';
import { BackToAllAccounts, useSelectedAccount } from '../memberAccount';
import { useAccountQueryTakenOut } from './accountQuery';
import * as pageStyles from '../pages.css';
import { serviceRequestsPageMessages, serviceRequestsPageTranslations } from './messages';

/**
 * Service Requests (/service-requests; doc 3 §2.5): the request form and history of the account of
 * query `accountno` when it is one of the member's, else their primary account. The query is then
 * taken out of the address (the account stays, in the history entry). The form and the history are
 * the ServiceRequests widget.
 */
export function ServiceRequestsPage() {
  const m = useCatalogue(serviceRequestsPageMessages, serviceRequestsPageTranslations);
  const requestedAccountNumber = useAccountQueryTakenOut();
  const { account, content } = useSelectedAccount({}, { requestedAccountNumber });
  const accountNumber = account?.accountNumber;
  return (
    <>
      <h1 className={pageStyles.pageTitle}>{m.title}</h1>
      <BackToAllAccounts />
      {accountNumber ? (
        <>
          <p className={pageStyles.intro}>{m.accountShown(accountNumber)}</p>
          <ServiceRequests key={accountNumber} accountNumber={accountNumber} showHeading={false} />
        </>
      ) : (
        content
      )}
    </>
  );
}
