import { Deposits } from '@coop-portal/widgets';
import { AccountsPage } from './AccountsPage';
import { depositsPageMessages as m } from './messages';

/**
 * Deposits (/billpayments/view-deposits, doc 1 §2.2): the deposits on the member's accounts, or on
 * the account of query `accountno`, when the Deposits feature is on. The list is the Deposits
 * widget.
 */
export function DepositsPage() {
  return (
    <AccountsPage
      title={m.depositsTitle}
      feature="Deposits"
      unavailable={m.depositsUnavailable}
      allAccounts={m.allAccountsDeposits}
      render={(memberNumber, accountNumber) => (
        <Deposits
          key={accountNumber ?? 'all'}
          memberNumber={memberNumber}
          accountNumber={accountNumber}
          showHeading={false}
        />
      )}
    />
  );
}
