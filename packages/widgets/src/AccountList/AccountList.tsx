import { useMemberAccounts, useSiteSettings } from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DataTable,
  DescriptionList,
  Link,
  Spinner,
  TextField,
  useCatalogue,
  useLocale,
  type DataTableColumn,
} from '@coop-portal/ui';
import { accountList, accountOverview, formatCurrency } from '@coop-portal/validation';
import { createElement, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type {
  MemberAccount,
  PaymentConfirmationErrorDetail,
  PaymentConfirmationStartedDetail,
} from '../PaymentConfirmation/types';
import * as styles from './AccountList.css';
import { accountListMessages, accountListTranslations, type AccountListMessages } from './messages';
import { ReadFailure } from '../shared/ReadFailure';

// The payment confirmation loads when a Pay button is first pointed at, focused or pressed: the
// list itself stays light, and the dialog is usually there before the press ends.
const loadPayment = () => import('../PaymentConfirmation/PaymentConfirmation');
const PaymentConfirmation = lazy(() =>
  loadPayment().then((module) => ({ default: module.PaymentConfirmation })),
);

export interface AccountListProps {
  /** The signed-in member whose accounts are listed. */
  memberNumber: string;
  /** Level of the 'All Accounts' heading (default 2). */
  headingLevel?: 1 | 2 | 3 | 4;
  /**
   * Show the 'All Accounts' heading (default true). A page whose own title already says it passes
   * false: the list is then named by its label alone.
   */
  showHeading?: boolean;
  /** A co-op's own wording, in the language the widget speaks (its provider's `locale`). */
  messages?: Partial<AccountListMessages>;
  /**
   * Where an account's Account Overview, Outage and Usage actions lead. By default the portal's
   * pages with `isFromViewAllAccounts=true` (validation's `accountList.accountActionHrefs`); a site
   * with other addresses passes its own.
   */
  actionHrefs?: (account: MemberAccount, memberNumber: string) => accountList.AccountActionHrefs;
  /** A payment from the list was initiated; its form is being posted to the provider. */
  onPaymentStarted?: (detail: PaymentConfirmationStartedDetail) => void;
  /** A call of the payment confirmation failed; the dialog shows the message. */
  onPaymentError?: (detail: PaymentConfirmationErrorDetail) => void;
  className?: string;
}

/** An account's actions: links to its pages and Pay, which opens the payment confirmation. */
function AccountActions({
  account,
  hrefs,
  actions,
  text,
  onPay,
  onPayIntent,
}: {
  account: MemberAccount;
  hrefs: accountList.AccountActionHrefs;
  actions: accountList.AccountListActions;
  text: AccountListMessages;
  onPay: () => void;
  onPayIntent: () => void;
}) {
  const name = (action: string) => text.actionFor(action, account.accountNumber);
  return (
    <span className={styles.actions}>
      <Link href={hrefs.overview} variant="standalone" aria-label={name(text.overview)}>
        {text.overview}
      </Link>
      <Button
        variant="secondary"
        className={styles.payButton}
        aria-label={name(text.pay)}
        aria-haspopup="dialog"
        onHoverStart={onPayIntent}
        onFocus={onPayIntent}
        onPress={onPay}
      >
        {text.pay}
      </Button>
      {actions.outage ? (
        <Link href={hrefs.outage} variant="standalone" aria-label={name(text.outage)}>
          {text.outage}
        </Link>
      ) : null}
      {actions.usage ? (
        <Link href={hrefs.usage} variant="standalone" aria-label={name(text.usage)}>
          {text.usage}
        </Link>
      ) : null}
    </span>
  );
}

/**
 * Every account of the signed-in member (/view-all-accounts): a search by account number or
 * service address, the total amount due of all accounts (the balances owed; credits and prepaid
 * balances are not included, and the list says so), and a table sorted by account number, 10 a
 * page (10, 25, 50 or 100), scrolling at 480px high on wider screens (doc 2 §9) and stacking each
 * account as a card under 600px. Each account shows its number, type, status label (doc 2 §4),
 * service address, balance (the prepaid wording and a negative prepaid balance in parentheses, doc
 * 1 §9) and due date (MM/dd/yyyy in English, or N/A for prepaid or missing, doc 1 §4.1), with its
 * actions: Account Overview, Pay (the signed-in payment confirmation for that account, its cutoff
 * block included), Outage and Usage (when the co-op has those features on). Amounts and dates are
 * written as the provider's language writes them. Every rule comes from
 * `@coop-portal/validation`'s `accountList`; it needs a `CoopWidgetProvider` whose session has the
 * member signed in.
 */
export function AccountList({
  memberNumber,
  headingLevel = 2,
  showHeading = true,
  messages,
  actionHrefs = accountList.accountActionHrefs,
  onPaymentStarted,
  onPaymentError,
  className,
}: AccountListProps) {
  const text: AccountListMessages = {
    ...useCatalogue(accountListMessages, accountListTranslations),
    ...messages,
  };
  const locale = useLocale();
  const headingId = useId();
  const accounts = useMemberAccounts({ params: { memberNumber } });
  const settings = useSiteSettings();

  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(accountList.accountListLimits.pageSize);
  const [sortDirection, setSortDirection] = useState<accountList.AccountSortDirection>('ascending');
  /** The account being paid; the dialog stays mounted once opened, so focus returns on close. */
  const [paying, setPaying] = useState<{ accountNumber: string; isOpen: boolean } | null>(null);

  const heading = showHeading
    ? createElement(`h${headingLevel}`, { className: styles.heading, id: headingId }, text.heading)
    : null;
  const frame = (content: ReactNode, busy = false) => (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : text.heading}
      aria-busy={busy || undefined}
    >
      {heading}
      {content}
    </section>
  );

  const reads = [accounts, settings];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!accounts.data || !settings.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }
  // The kit's parts of the list (its table, links and buttons) load their own wording the first
  // time they speak another language: meanwhile the list says it is loading, under its heading. The
  // boundary is new with the accounts, so the spinner before it is replaced, never hidden.
  const loaded = (content: ReactNode) =>
    frame(
      <Suspense fallback={<Spinner label={text.loading} showLabel size="sm" />}>
        {content}
      </Suspense>,
    );
  if (accounts.data.length === 0) {
    return loaded(<Alert tone="info">{text.noAccounts}</Alert>);
  }

  const actions = accountList.accountListActions(settings.data.features);
  const view = accountList.accountListPage(accounts.data, {
    search,
    sortDirection,
    page,
    pageSize,
  });

  const columns: DataTableColumn<MemberAccount>[] = [
    {
      id: 'accountNumber',
      header: text.accountNumber,
      isRowHeader: true,
      sortable: true,
      cell: (account) => <span className={styles.nowrap}>{account.accountNumber}</span>,
    },
    {
      id: 'accountType',
      header: text.accountType,
      cell: (account) => <span className={styles.nowrap}>{account.accountType}</span>,
    },
    {
      id: 'status',
      header: text.status,
      cell: (account) => accountOverview.accountStatusLabel(account),
    },
    {
      id: 'serviceAddress',
      header: text.serviceAddress,
      cell: (account) => account.serviceAddress ?? '',
    },
    {
      id: 'balance',
      header: text.balance,
      align: 'end',
      cell: (account) => {
        const balance = accountList.balanceDisplay(account, text, locale);
        return balance.isPrepaid ? (
          <span className={styles.balance}>
            <span>{balance.amount}</span>
            <span className={styles.balanceLabel}>{balance.label}</span>
          </span>
        ) : (
          <span className={styles.nowrap}>{balance.amount}</span>
        );
      },
    },
    {
      id: 'dueDate',
      header: text.dueDate,
      cell: (account) => (
        <span className={styles.nowrap}>{accountList.dueDateDisplay(account, text, locale)}</span>
      ),
    },
    {
      id: 'actions',
      header: text.actions,
      cell: (account) => (
        <Suspense fallback={null}>
          <AccountActions
            account={account}
            hrefs={actionHrefs(account, memberNumber)}
            actions={actions}
            text={text}
            onPayIntent={() => void loadPayment()}
            onPay={() => setPaying({ accountNumber: account.accountNumber, isOpen: true })}
          />
        </Suspense>
      ),
    },
  ];

  return loaded(
    <>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          type="search"
          label={text.searchLabel}
          description={text.searchDescription}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <div className={styles.total}>
          <DescriptionList
            variant="boxed"
            items={[
              {
                term: text.totalDue,
                details: (
                  <strong className={styles.totalAmount}>
                    {formatCurrency(accountList.totalAmountDue(accounts.data), locale)}
                  </strong>
                ),
              },
            ]}
          />
          <p className={styles.totalNote}>{text.totalDueNote}</p>
        </div>
      </div>
      <DataTable
        className={styles.table}
        aria-label={text.tableLabel}
        columns={columns}
        rows={view.rows}
        getRowId={(account) => account.accountNumber}
        sortDescriptor={{ column: 'accountNumber', direction: sortDirection }}
        onSortChange={(descriptor) => {
          setSortDirection(descriptor.direction);
          setPage(1);
        }}
        emptyState={view.isSearching ? text.noMatch(search.trim()) : text.noAccounts}
        maxHeight={styles.listHeight}
        pagination={{
          totalItems: view.totalItems,
          page: view.page,
          onPageChange: setPage,
          pageSize,
          onPageSizeChange: setPageSize,
          pageSizeOptions: accountList.accountListLimits.pageSizeOptions,
        }}
      />
      {paying ? (
        <Suspense fallback={<Spinner label={text.openingPayment} size="sm" />}>
          <PaymentConfirmation
            isOpen={paying.isOpen}
            onOpenChange={(isOpen) => setPaying((current) => current && { ...current, isOpen })}
            accountNumber={paying.accountNumber}
            onPaymentStarted={onPaymentStarted}
            onError={onPaymentError}
          />
        </Suspense>
      ) : null}
    </>,
  );
}
