import { arrangementsQuery } from '@coop-portal/api-client/react';
import {
  Alert,
  Card,
  DataTable,
  DescriptionList,
  useCatalogue,
  useLocale,
  type DataTableColumn,
} from '@coop-portal/ui';
import { depositsAndArrangements, formatCurrency } from '@coop-portal/validation';
import { AccountsFrame, type AccountsWidgetProps, type HeadingLevel } from './AccountsFrame';
import {
  arrangementsMessages,
  arrangementsTranslations,
  type ArrangementsMessages,
} from './messages';
import type { Arrangement } from './types';
import { useAccountsRead } from './useAccountsRead';
import * as styles from './DepositsAndArrangements.css';

export interface ArrangementsProps extends AccountsWidgetProps {
  /** A co-op's own wording. */
  messages?: Partial<ArrangementsMessages>;
  /** Today, for the overdue rule (tests and stories); by default the day it is. */
  today?: string;
}

type InstallmentRow = depositsAndArrangements.InstallmentRow;

/** An instalment status's colours: paid done with, overdue a warning, the next one in view. */
const installmentTone: Record<depositsAndArrangements.InstallmentStatus, string> = {
  paid: 'success',
  overdue: 'warning',
  next: 'info',
  upcoming: 'neutral',
};

/** One arrangement: the overdue warning, its note and terms, and its instalments. */
function ArrangementCard({
  accountNumber,
  arrangement,
  level,
  today,
  text,
}: {
  accountNumber: string;
  arrangement: Arrangement;
  level: HeadingLevel;
  today: string | undefined;
  text: ArrangementsMessages;
}) {
  const locale = useLocale();
  const view = depositsAndArrangements.arrangementView(arrangement, today, text, locale);
  const title = text.arrangementTitle(view.startDate);
  const columns: DataTableColumn<InstallmentRow>[] = [
    { id: 'dueDate', header: text.columnDueDate, isRowHeader: true, cell: (row) => row.dueDate },
    {
      id: 'amount',
      header: text.columnAmount,
      align: 'end',
      cell: (row) => <span className={styles.amount}>{row.amount}</span>,
    },
    {
      id: 'status',
      header: text.columnStatus,
      cell: (row) => (
        <span className={styles.badge} data-tone={installmentTone[row.status]}>
          {row.statusLabel}
        </span>
      ),
    },
  ];
  return (
    <Card as="article" title={title} headingLevel={level}>
      <div className={styles.cards}>
        {view.overdueWarning ? <Alert tone="warning">{view.overdueWarning}</Alert> : null}
        {view.notation ? <p className={styles.muted}>{view.notation}</p> : null}
        <DescriptionList
          items={[
            { id: 'balance', term: text.arrangementBalanceLabel, details: view.balance },
            { id: 'next', term: text.nextPaymentLabel, details: view.nextPaymentAmount },
            {
              id: 'due',
              term: text.nextPaymentDueLabel,
              details: (
                <>
                  {view.nextPaymentDueDate ?? text.notAvailable}
                  {view.overdue ? (
                    <>
                      {' '}
                      <span className={styles.badge} data-tone="warning">
                        {text.overdue}
                      </span>
                    </>
                  ) : null}
                </>
              ),
            },
            {
              id: 'left',
              term: text.leftToPayLabel,
              details: text.leftToPay(view.remaining.count, view.remaining.amount),
            },
          ]}
        />
        {view.installments.length > 0 ? (
          <DataTable
            aria-label={text.installmentsLabel(accountNumber, title)}
            columns={columns}
            rows={view.installments}
            getRowId={(row) => row.id}
          />
        ) : null}
      </div>
    </Card>
  );
}

/**
 * The payment arrangements on the member's accounts (the Arrangements page of the Billing menu,
 * doc 1 §2.2; doc 2 §2.1, §3): for every account of the member, or only the one of
 * `accountNumber`, each arrangement newest first with its note, balance, next payment and its due
 * date, what is left to pay, and its instalments in due order (paid, overdue, the next payment,
 * upcoming). An arrangement whose next payment was due before today carries the account
 * overview's overdue warning. Accounts without an arrangement are named in one line; without any
 * arrangement at all, an empty state says so. A failed read shows its message with Try again.
 */
export function Arrangements({
  memberNumber,
  accountNumber,
  messages,
  today,
  ...frame
}: ArrangementsProps) {
  const text: ArrangementsMessages = {
    ...useCatalogue(arrangementsMessages, arrangementsTranslations),
    ...messages,
  };
  const locale = useLocale();
  const data = useAccountsRead(memberNumber, accountNumber, arrangementsQuery);
  return (
    <AccountsFrame
      {...frame}
      data={data}
      text={text}
      empty={(only) => (only ? text.noArrangementsOnAccount(only) : text.noArrangements)}
      without={text.accountsWithoutArrangements}
      intro={(withItems) => {
        const all = withItems.flatMap((entry) => entry.items);
        return all.length > 1 ? (
          <DescriptionList
            variant="boxed"
            aria-label={text.summaryLabel}
            items={[
              {
                id: 'balance',
                term: text.balanceOnAccounts,
                details: formatCurrency(depositsAndArrangements.arrangementsBalance(all), locale),
              },
            ]}
          />
        ) : null;
      }}
      renderAccount={(account, arrangements, level) => (
        <div className={styles.cards}>
          {depositsAndArrangements.sortArrangements(arrangements).map((arrangement, index) => (
            <ArrangementCard
              key={index}
              accountNumber={account.accountNumber}
              arrangement={arrangement}
              level={level}
              today={today}
              text={text}
            />
          ))}
        </div>
      )}
    />
  );
}
