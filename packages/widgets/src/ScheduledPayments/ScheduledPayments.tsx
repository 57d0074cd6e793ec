import { webContentKeys } from '@coop-portal/api-client';
import {
  useConfigurationSettings,
  useDeleteScheduledPaymentMutation,
  useScheduledPayments,
} from '@coop-portal/api-client/react';
import {
  Alert,
  AlertDialog,
  Button,
  cx,
  DataTable,
  Dialog,
  SafeHtml,
  Spinner,
  useCatalogue,
  useFocusOnChange,
  useLocale,
  type DataTableColumn,
} from '@coop-portal/ui';
import { formatCurrency, scheduledPayments } from '@coop-portal/validation';
import { createElement, useId, useState, type ReactNode } from 'react';
import { configurationReader } from '../shared/configuration';
import { OutcomeAlert } from '../shared/OutcomeAlert';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import {
  scheduledPaymentsMessages,
  scheduledPaymentsTranslations,
  type ScheduledPaymentsWidgetMessages,
} from './messages';
import * as styles from './ScheduledPayments.css';

type ScheduledPayment = scheduledPayments.ScheduledPayment;
type PaymentAccount = scheduledPayments.ScheduledPaymentAccount;

export interface ScheduledPaymentsProps {
  /** The signed-in member whose scheduled payments these are. */
  memberNumber: string;
  /** Level of the 'Scheduled Payments' heading (default 2). */
  headingLevel?: 2 | 3;
  /**
   * Show the heading (default true). A page whose own title already says it passes false: the
   * list is then a region named by its label alone.
   */
  showHeading?: boolean;
  /** A co-op's own wording, in the language the widget speaks: it replaces that language's text. */
  messages?: Partial<ScheduledPaymentsWidgetMessages>;
  className?: string;
}

/** The web content keys the list reads (doc 2 §2.8, §7): its introduction and the dialog's. */
export const scheduledPaymentsWebContentKeys = [
  webContentKeys.scheduledPaymentsOverview,
  webContentKeys.scheduledPaymentsAccountListOverview,
] as const;

const keyLists = {
  configKeys: [],
  clientKeys: [],
  webContentKeys: [...scheduledPaymentsWebContentKeys],
};

/** What the widget last did, told in one alert above the list. */
type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * The member's scheduled payments (doc 2 §2.8, §3, §4, §8): a list of Created Date, Type, Amount,
 * Method and Payment Date, sortable by each, introduced by the co-op's SCHEDULEDPAYMENTS_OVERVIEW
 * text. A created date opens 'Accounts to be paid' (Account, Type, Amount and their total, with
 * the SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW text); Delete asks first, then deletes and reloads the
 * list, and says so — or says why it failed and keeps the row. No payment: 'No Payments scheduled
 * at this time.'. Under 600px each row stacks as a card.
 */
export function ScheduledPayments({
  memberNumber,
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: ScheduledPaymentsProps) {
  const errorMessage = useErrorMessage();
  const text: ScheduledPaymentsWidgetMessages = {
    ...useCatalogue(scheduledPaymentsMessages, scheduledPaymentsTranslations),
    ...messages,
  };
  const locale = useLocale();
  const headingId = useId();
  const list = useScheduledPayments({ params: { memberNumber } });
  const configuration = useConfigurationSettings({ body: keyLists });
  const remove = useDeleteScheduledPaymentMutation();
  const [sort, setSort] = useState<scheduledPayments.ScheduledPaymentSort>(
    scheduledPayments.defaultScheduledPaymentSort,
  );
  const [viewing, setViewing] = useState<ScheduledPayment | null>(null);
  const [removing, setRemoving] = useState<ScheduledPayment | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Focus that a delete left nowhere (the last row gone with its button) goes to the outcome. While
  // rows remain, the table itself moves focus from a deleted row to its neighbour, and the outcome
  // is announced where focus is. A failed delete leaves focus on the row's Delete button, where the
  // confirmation gives it back as it closes, however soon the answer comes.
  const { ref: outcomeRef } = useFocusOnChange<Outcome, HTMLDivElement>(outcome, {
    afterFrame: true,
    shouldFocus: (element) => {
      const focused = element.ownerDocument.activeElement;
      return (
        outcome?.tone === 'success' && (focused === null || focused === element.ownerDocument.body)
      );
    },
  });

  const frame = (content: ReactNode, busy = false) => (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : text.heading}
      aria-busy={busy || undefined}
    >
      {showHeading
        ? createElement(
            `h${headingLevel}`,
            { className: styles.heading, id: headingId },
            text.heading,
          )
        : null}
      {content}
    </section>
  );

  const reads = [list, configuration];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!list.data || !configuration.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }

  const { content } = configurationReader(configuration.data);
  const overview = content(webContentKeys.scheduledPaymentsOverview);
  const accountsOverview = content(webContentKeys.scheduledPaymentsAccountListOverview);
  const payments = list.data.scheduledPaymentsList;
  const name = (payment: ScheduledPayment) =>
    scheduledPayments.scheduledPaymentName(payment, text, locale);
  const view = (payment: ScheduledPayment) =>
    scheduledPayments.scheduledPaymentView(payment, locale);

  const confirmDelete = (payment: ScheduledPayment) => {
    setOutcome(null);
    setDeletingId(payment.transNo);
    remove.mutate(
      { params: { memberNumber, transNo: payment.transNo } },
      {
        onSuccess: () => setOutcome({ tone: 'success', message: text.deleted(name(payment)) }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            message: text.deleteFailed(name(payment), errorMessage(error)),
          }),
        onSettled: () => setDeletingId(null),
      },
    );
  };

  const columns: DataTableColumn<ScheduledPayment>[] = [
    {
      id: 'createdDate',
      header: text.columnCreatedDate,
      sortable: true,
      isRowHeader: true,
      cell: (payment) => {
        const created = view(payment).createdDate;
        return (
          <Button
            variant="quiet"
            className={styles.dateButton}
            aria-label={text.showAccounts(created, name(payment))}
            aria-haspopup="dialog"
            onPress={() => setViewing(payment)}
          >
            {created}
          </Button>
        );
      },
    },
    {
      id: 'paymentType',
      header: text.columnType,
      sortable: true,
      cell: (payment) => payment.paymentType,
    },
    {
      id: 'amount',
      header: text.columnAmount,
      align: 'end',
      sortable: true,
      cell: (payment) => view(payment).amount,
    },
    {
      id: 'paymentMethod',
      header: text.columnMethod,
      sortable: true,
      cell: (payment) => payment.paymentMethod,
    },
    {
      id: 'paymentDate',
      header: text.columnPaymentDate,
      sortable: true,
      cell: (payment) => view(payment).paymentDate,
    },
    {
      kind: 'actions',
      id: 'actions',
      header: text.columnActions,
      actions: [
        {
          id: 'delete',
          label: text.delete,
          'aria-label': (payment) => text.deleteLabel(name(payment)),
          variant: 'danger',
          // Pending, not disabled: the button keeps the focus the confirmation gives back as it
          // closes, however long the answer takes.
          isPending: (payment) => deletingId === payment.transNo,
          pendingLabel: text.deleting,
          onAction: (payment) => {
            setOutcome(null);
            setRemoving(payment);
          },
        },
      ],
    },
  ];

  return frame(
    <>
      {overview ? <SafeHtml html={overview} className={styles.intro} /> : null}
      <OutcomeAlert
        ref={outcomeRef}
        outcome={outcome}
        onDismiss={() => setOutcome(null)}
        dismissLabel={text.dismiss}
        className={styles.outcome}
      />
      {payments.length === 0 ? (
        <Alert tone="info">{text.noScheduledPayments}</Alert>
      ) : (
        <DataTable
          aria-label={text.tableLabel}
          columns={columns}
          rows={scheduledPayments.sortScheduledPayments(payments, sort, locale)}
          getRowId={(payment) => payment.transNo}
          sortDescriptor={sort}
          onSortChange={(descriptor) =>
            setSort({
              column: scheduledPayments.scheduledPaymentSortColumn(descriptor.column),
              direction: descriptor.direction,
            })
          }
        />
      )}
      {deletingId !== null ? <Spinner label={text.deleting} showLabel size="sm" /> : null}
      <AccountsDialog
        payment={viewing}
        help={accountsOverview}
        text={text}
        onClose={() => setViewing(null)}
      />
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={text.deleteTitle}
        variant="destructive"
        confirmLabel={text.deleteConfirm}
        cancelLabel={text.deleteCancel}
        onConfirm={() => {
          if (removing && !remove.isPending) confirmDelete(removing);
        }}
      >
        {removing ? text.deleteQuestion(name(removing)) : null}
      </AlertDialog>
    </>,
  );
}

/** 'Accounts to be paid' (doc 2 §2.8): the accounts of one payment, with their total. */
function AccountsDialog({
  payment,
  help,
  text,
  onClose,
}: {
  payment: ScheduledPayment | null;
  help: string | null;
  text: ScheduledPaymentsWidgetMessages;
  onClose: () => void;
}) {
  const helpId = useId();
  const locale = useLocale();
  // The last payment shown stays while the dialog closes, so its content does not vanish mid-exit.
  const [shown, setShown] = useState(payment);
  if (payment && payment !== shown) setShown(payment);
  const current = payment ?? shown;
  const columns: DataTableColumn<PaymentAccount>[] = [
    {
      id: 'accountNumber',
      header: text.columnAccount,
      isRowHeader: true,
      cell: (account) => account.accountNumber,
      footer: text.total,
    },
    { id: 'accountType', header: text.columnAccountType, cell: (account) => account.accountType },
    {
      id: 'amount',
      header: text.columnAccountAmount,
      align: 'end',
      cell: (account) => formatCurrency(account.amount, locale),
      footer: current ? scheduledPayments.scheduledPaymentView(current, locale).total : undefined,
    },
  ];
  return (
    <Dialog
      isOpen={payment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.accountsToBePaid}
      closeLabel={text.close}
      aria-describedby={help ? helpId : undefined}
      footer={({ close }) => (
        <Button variant="secondary" onPress={close}>
          {text.close}
        </Button>
      )}
    >
      {current ? (
        <div className={styles.dialogBody}>
          {help ? <SafeHtml id={helpId} html={help} className={styles.intro} /> : null}
          <DataTable
            aria-label={text.accountsTableLabel(
              scheduledPayments.scheduledPaymentName(current, text, locale),
            )}
            columns={columns}
            rows={current.accountDetails}
            getRowId={(account) =>
              `${account.accountNumber}-${current.accountDetails.indexOf(account)}`
            }
          />
        </div>
      ) : null}
    </Dialog>
  );
}
