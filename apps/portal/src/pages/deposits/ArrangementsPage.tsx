import { Arrangements } from '@coop-portal/widgets';
import { AccountsPage } from './AccountsPage';
import { depositsPageMessages as m } from './messages';

/**
 * Arrangements (/billpayments/view-arrangements, doc 1 §2.2; doc 2 §2.1): the payment
 * arrangements on the member's accounts, or on the account of query `accountno` (the overview's
 * View Arrangements passes it), when the Arrangements feature is on. The list is the Arrangements
 * widget.
 */
export function ArrangementsPage() {
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
