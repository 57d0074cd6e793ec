import type { Deposit } from './types';
import { depositsQuery } from '@coop-portal/api-client/react';
import {
  DataTable,
  DescriptionList,
  useCatalogue,
  useLocale,
  type DataTableColumn,
} from '@coop-portal/ui';
import { depositsAndArrangements, formatCurrency } from '@coop-portal/validation';
import { AccountsFrame, type AccountsWidgetProps } from './AccountsFrame';
import { depositsMessages, depositsTranslations, type DepositsMessages } from './messages';
import { useAccountsRead } from './useAccountsRead';
import * as styles from './DepositsAndArrangements.css';

export interface DepositsProps extends AccountsWidgetProps {
  /** A co-op's own wording. */
  messages?: Partial<DepositsMessages>;
}

type DepositRow = depositsAndArrangements.DepositRow<Deposit>;

/** A status's colours: held in the co-op's keeping, refunded or applied done with. */
const statusTone: Record<depositsAndArrangements.DepositStatus, string> = {
  held: 'neutral',
  refunded: 'success',
  applied: 'success',
  other: 'neutral',
};

/** One account's deposits: a table newest first, what is still held in its footer. */
function DepositsTable({
  accountNumber,
  deposits,
  text,
}: {
  accountNumber: string;
  deposits: Deposit[];
  text: DepositsMessages;
}) {
  const locale = useLocale();
  const rows = depositsAndArrangements.depositRows(deposits, text, locale);
  const held = depositsAndArrangements.depositsHeld(deposits);
  const columns: DataTableColumn<DepositRow>[] = [
    {
      id: 'datePaid',
      header: text.columnDatePaid,
      isRowHeader: true,
      cell: (row) => row.datePaid,
      footer: text.totalHeld,
    },
    { id: 'type', header: text.columnType, cell: (row) => row.type },
    {
      id: 'amount',
      header: text.columnAmount,
      align: 'end',
      cell: (row) => <span className={styles.amount}>{row.amount}</span>,
      footer: <span className={styles.amount}>{formatCurrency(held.amount, locale)}</span>,
    },
    {
      id: 'status',
      header: text.columnStatus,
      cell: (row) => (
        <span className={styles.badge} data-tone={statusTone[row.status]}>
          {row.statusLabel}
        </span>
      ),
    },
    {
      id: 'refundDate',
      header: text.columnRefundDate,
      cell: (row) => row.refundDate ?? text.notRefunded,
    },
    {
      id: 'interest',
      header: text.columnInterest,
      align: 'end',
      cell: (row) => <span className={styles.amount}>{row.interest ?? text.noInterest}</span>,
    },
  ];
  return (
    <DataTable
      aria-label={text.tableLabel(accountNumber)}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
    />
  );
}

/**
 * The deposits on the member's accounts (the Deposits page of the Billing menu, doc 1 §2.2; its
 * content is not in the specs): for every account of the member, or only the one of
 * `accountNumber`, each deposit newest first with its date paid, type, amount, status, refund date
 * and interest, and what is still held; one line says what a refund and the interest mean. Accounts
 * without a deposit are named in one line; without any deposit at all, an empty state says so. A
 * failed read shows its message with Try again.
 */
export function Deposits({ memberNumber, accountNumber, messages, ...frame }: DepositsProps) {
  const text: DepositsMessages = {
    ...useCatalogue(depositsMessages, depositsTranslations),
    ...messages,
  };
  const locale = useLocale();
  const data = useAccountsRead(memberNumber, accountNumber, depositsQuery);
  return (
    <AccountsFrame
      {...frame}
      data={data}
      text={text}
      empty={(only) => (only ? text.noDepositsOnAccount(only) : text.noDeposits)}
      without={text.accountsWithoutDeposits}
      intro={(withItems) => {
        const held = depositsAndArrangements.depositsHeld(
          withItems.flatMap((entry) => entry.items),
        );
        return (
          <>
            <p className={styles.muted}>{text.depositsExplained}</p>
            {withItems.length > 1 ? (
              <DescriptionList
                variant="boxed"
                aria-label={text.summaryLabel}
                items={[
                  {
                    id: 'held',
                    term: text.heldOnAccounts,
                    details: formatCurrency(held.amount, locale),
                  },
                  {
                    id: 'interest',
                    term: text.interestOnHeld,
                    details: formatCurrency(held.interest, locale),
                  },
                ]}
              />
            ) : null}
          </>
        );
      }}
      renderAccount={(account, deposits) => (
        <DepositsTable accountNumber={account.accountNumber} deposits={deposits} text={text} />
      )}
    />
  );
}
