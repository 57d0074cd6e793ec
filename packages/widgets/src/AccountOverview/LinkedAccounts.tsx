import { useLinkedAccounts } from '@coop-portal/api-client/react';
import { Alert, Card, Spinner, useLocale } from '@coop-portal/ui';
import { accountOverview, formatCurrency } from '@coop-portal/validation';
import { useId } from 'react';
import { useErrorMessage } from '../shared/useErrorMessage';
import * as styles from './AccountOverview.css';
import type { AccountOverviewWidgetMessages } from './messages';

export interface LinkedAccountsProps {
  accountNumber: string;
  text: AccountOverviewWidgetMessages;
  headingLevel: 2 | 3 | 4;
  className?: string;
}

/**
 * The linked accounts list (doc 2 §2.1, §3): each linked account's number, type, address and billed
 * balance, and the total of the billed balances. A failure says 'Failed to load linked accounts: '
 * plus the error (the contract's error catalogue for the call gives that text).
 */
export function LinkedAccounts({
  accountNumber,
  text,
  headingLevel,
  className,
}: LinkedAccountsProps) {
  const errorMessage = useErrorMessage();
  const captionId = useId();
  const linked = useLinkedAccounts({ params: { accountNumber } });
  const locale = useLocale();

  let body;
  if (linked.isError) {
    body = <Alert tone="error">{errorMessage(linked.error)}</Alert>;
  } else if (!linked.data) {
    body = <Spinner label={text.linkedAccountsLoading} size="sm" />;
  } else if (linked.data.length === 0) {
    body = <p className={styles.muted}>{text.noLinkedAccounts}</p>;
  } else {
    const total = accountOverview.linkedAccountsTotal(linked.data);
    body = (
      <table className={styles.table}>
        <caption id={captionId} className={styles.visuallyHidden}>
          {text.linkedAccounts}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {text.linkedAccount}
            </th>
            <th scope="col" className={styles.th}>
              {text.linkedServiceAddress}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {text.billedBalance}
            </th>
          </tr>
        </thead>
        <tbody>
          {linked.data.map((account) => (
            <tr key={account.accountNumber}>
              <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                {account.accountNumber}
                <span className={styles.cellDetail}>{account.accountType}</span>
              </th>
              <td className={styles.td}>{account.serviceAddress ?? text.notAvailable}</td>
              <td className={`${styles.td} ${styles.numeric}`}>
                {formatCurrency(account.billedBalance, locale)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={2} className={styles.td}>
              {text.linkedTotal}
            </th>
            <td className={`${styles.td} ${styles.numeric}`} data-total="">
              {formatCurrency(total, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
    );
  }

  return (
    <Card title={text.linkedAccounts} headingLevel={headingLevel} className={className}>
      {body}
    </Card>
  );
}
