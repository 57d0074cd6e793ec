import { configKeys, scheduleCallbackPaths } from '@coop-portal/api-client';
import {
  useConfigurationSettings,
  useMemberAccounts,
  useMemberPaymentSettings,
  usePaymentTax,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DatePicker,
  dateValueToIso,
  DescriptionList,
  DismissibleAlert,
  Form,
  parseIsoDate,
  Spinner,
  todayPlus,
  useCatalogue,
  useLocale,
  type DescriptionListItem,
} from '@coop-portal/ui';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  payMultiple,
  quickPay,
} from '@coop-portal/validation';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { createElement, useId, useRef, useState, type ReactNode } from 'react';
import { CutoffDialog } from '../PaymentConfirmation/CutoffDialog';
import { memberPayOptions } from '../PaymentConfirmation/payOptions';
import { useMemberPayment } from '../PaymentConfirmation/useMemberPayment';
import { PaymentTypeFields } from '../shared/PaymentFields';
import { configurationReader } from '../shared/configuration';
import { ReadFailure } from '../shared/ReadFailure';
import { AccountsTable, amountFieldName, type PayRow } from './AccountsTable';
import {
  payMultipleAccountsMessages,
  payMultipleAccountsTranslations,
  type PayMultipleAccountsMessages,
} from './messages';
import * as styles from './PayMultipleAccounts.css';
import { usePaymentAmountsOf } from './usePaymentAmountsOf';

/** `onPaymentStarted`: the payment was initiated; the form is being posted to the provider. */
export interface PayMultipleStartedDetail {
  memberNumber: string;
  /** Each account paid and its amount (rounded to cents). */
  accounts: { accountNumber: string; paymentAmount: number }[];
  /** The total, rounded to cents. */
  paymentAmount: number;
  paymentType: quickPay.PaymentType;
  /** Where the hosted-payment form goes. */
  actionUrl: string;
  /** The payment date (yyyy-MM-dd) where the site allows future-dated payments. */
  paymentDate?: string;
  /** The payment date is after today: the payment is scheduled (doc 2 §2.8). */
  isScheduled: boolean;
}

/** The name of the payment date field (its error is keyed by it). */
const PAYMENT_DATE = 'paymentDate';

/** The configuration key the widget reads where future-dated payments are allowed. */
const keyLists = {
  configKeys: [configKeys.scheduledPaymentMaxDays],
  clientKeys: [],
  webContentKeys: [],
};

export interface PayMultipleAccountsProps {
  /** The signed-in member whose accounts are paid. */
  memberNumber: string;
  /** Level of the heading (default 2). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /**
   * The site allows future-dated payments (site configuration allowFutureDatedPayments, doc 1
   * §3): a Payment Date field, today by default, up to the earliest due date among the selected
   * accounts or `SCHEDULED_PAYMENT_MAX_DAYS` days ahead; a later day schedules the payment, which
   * returns from the provider to the schedule result pages (doc 2 §2.8). Default false.
   */
  allowFutureDatedPayments?: boolean;
  /**
   * A co-op's own wording, the rule messages included, in the language the widget speaks (its
   * provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<PayMultipleAccountsMessages>;
  /** The payment was initiated and the form is being posted to the provider. */
  onPaymentStarted?: (detail: PayMultipleStartedDetail) => void;
  /** A call failed; the widget shows the message. */
  onError?: (detail: { message: string }) => void;
  /** The cutoff block's dialog was closed (OK or Escape), e.g. to leave the page. */
  onCutoffClose?: () => void;
  className?: string;
}

/**
 * Pay Multiple Accounts (/billpayments/pay-multiple; doc 1 §3, §4.1, §5.1, §9): every account of
 * the signed-in member with its balance, due date, past due amount and status; a box per account
 * and Select All (the accounts with something to pay start selected); a payment amount per selected
 * account, starting at doc 1 §4.1's default and checked with the §5.1 rules (each message names its
 * account); the running total; the payment type the member's settings allow for every selected
 * account, the convenience-fee text, the tax and fee; and Pay, which sends one payment request for
 * all the selected accounts through the shared hosted-payment flow — initiated once however often
 * Pay is pressed — and posts the form to the provider, whose return shows /payment-success with
 * each account's result. When the cutoff block applies (doc 1 §4.1) its message shows in a dialog
 * and Pay is unavailable. Where the site allows future-dated payments, a Payment Date (today by
 * default, never before today nor after the earliest due date among the selected accounts or the
 * configured days ahead) makes a later day a scheduled payment: the same provider, returning to
 * the schedule result pages (doc 2 §2.8). Every rule comes from `@coop-portal/validation`
 * (`payMultiple`, `quickPay`); it needs a `CoopWidgetProvider` whose session has the member
 * signed in.
 */
export function PayMultipleAccounts({
  memberNumber,
  headingLevel = 2,
  showHeading = true,
  allowFutureDatedPayments = false,
  messages,
  onPaymentStarted,
  onError,
  onCutoffClose,
  className,
}: PayMultipleAccountsProps) {
  const text: PayMultipleAccountsMessages = {
    ...useCatalogue(payMultipleAccountsMessages, payMultipleAccountsTranslations),
    ...messages,
  };
  const locale = useLocale();
  const headingId = useId();
  const formId = useId();
  const accounts = useMemberAccounts({ params: { memberNumber } });
  const settings = useMemberPaymentSettings({ params: { memberNumber } }, { staleTime: 0 });
  const amounts = usePaymentAmountsOf(memberNumber, accounts.data);
  const configuration = useConfigurationSettings(
    allowFutureDatedPayments ? { body: keyLists } : skipToken,
  );

  /** Amounts as typed, by account number; an account not in it shows its default amount. */
  const [typed, setTyped] = useState<Record<string, string>>({});
  /** The selection; null: the accounts with something to pay by default. */
  const [selection, setSelection] = useState<Set<string> | null>(null);
  const [chosenType, setChosenType] = useState<quickPay.PaymentType | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [cutoffClosed, setCutoffClosed] = useState(false);
  /** The payment date as chosen (today at first), yyyy-MM-dd; null while the field is incomplete. */
  const [chosenDate, setChosenDate] = useState<string | null>(() => dateValueToIso(todayPlus(0)));
  /** What the last Pay sent, for `onPaymentStarted`. */
  const sent = useRef<Pick<PayMultipleStartedDetail, 'accounts' | 'paymentDate'>>({
    accounts: [],
  });

  const fail = (message: string) => {
    setError(message);
    onError?.({ message });
  };
  // One initiation and one form post however often Pay is pressed: the shared hosted-payment flow
  // holds the intent in a ref, set before its first call.
  const { payAccounts, isPaying, postTarget } = useMemberPayment({
    memberNumber,
    text,
    onPayingChange: (paying) => {
      if (paying) setError(null);
    },
    onStarted: (detail) =>
      onPaymentStarted?.({
        memberNumber: detail.memberNumber,
        ...sent.current,
        paymentAmount: detail.paymentAmount,
        paymentType: detail.paymentType,
        actionUrl: detail.actionUrl,
        isScheduled: payMultiple.isScheduledPayment(sent.current.paymentDate),
      }),
    onError: fail,
  });

  // The rows and the payment, once every read has answered.
  const ready =
    accounts.data &&
    settings.data &&
    amounts.data &&
    (!allowFutureDatedPayments || configuration.data)
      ? true
      : false;
  const rows: PayRow[] =
    accounts.data && settings.data && amounts.data
      ? accounts.data.flatMap((account, index) => {
          const paymentAmounts = amounts.data?.[index];
          return paymentAmounts && settings.data
            ? [
                {
                  account,
                  options: memberPayOptions(account, paymentAmounts, settings.data, text),
                },
              ]
            : [];
        })
      : [];
  const numbers = rows.map((row) => row.account.accountNumber);
  const defaults = settings.data
    ? payMultiple.defaultAmounts(
        rows.map((row) => row.options.account),
        settings.data,
      )
    : {};
  const selected = selection ?? payMultiple.initialSelection(defaults);
  const amountOf = (accountNumber: string) => typed[accountNumber] ?? defaults[accountNumber] ?? '';
  const selectedRows = rows.filter((row) => selected.has(row.account.accountNumber));
  const payments = selectedRows.map((row) => ({
    account: row.options.account,
    amount: amountOf(row.account.accountNumber),
  }));
  // One payment type for every selected account: a method each of them allows (with none selected,
  // what the accounts allow between them).
  const methods = payMultiple.combinedMethods(
    (selectedRows.length > 0 ? selectedRows : rows).map((row) => row.options.methods),
  );
  const paymentType =
    chosenType && (chosenType === 'cc' ? methods.card : methods.echeck)
      ? chosenType
      : quickPay.defaultPaymentType(methods);
  const first = rows[0]?.options;
  const cutoffBlock = first?.cutoffBlock;
  const canSubmit = quickPay.canPay(methods) && cutoffBlock === undefined;
  const total = payMultiple.paymentTotal(payments.map((payment) => payment.amount));
  // The payment date's days: today up to the earliest due date among the selected accounts, or the
  // configured days ahead.
  const dateLimits = payMultiple.paymentDateLimits(
    {
      dueDates: selectedRows.map((row) => row.options.account.dueDate),
      maxDaysAhead: payMultiple.scheduleMaxDaysAhead(
        configurationReader(configuration.data).value(configKeys.scheduledPaymentMaxDays),
      ),
    },
    locale,
  );
  const paymentDate = allowFutureDatedPayments ? chosenDate : null;
  const isScheduled = payMultiple.isScheduledPayment(paymentDate);

  // The tax and fees of the selected accounts (doc 1 §7), shown beside the total.
  const request =
    canSubmit && payments.length > 0
      ? quickPay.buildPaymentRequest(payMultiple.paymentsToRequest(payments))
      : undefined;
  const tax = usePaymentTax(
    request
      ? { params: { memberNumber }, body: { accountsToPay: request.accountsToPay } }
      : skipToken,
    { placeholderData: keepPreviousData },
  );

  const pay = () => {
    if (!canSubmit || !first) return;
    if (payments.length === 0) {
      setFieldErrors({});
      fail(text.noAccountSelected);
      return;
    }
    const found = payMultiple.accountAmountErrors(payments, first.rules, text, locale);
    const dateError = allowFutureDatedPayments
      ? payMultiple.paymentDateError(paymentDate, dateLimits, text)
      : undefined;
    const errors = Object.fromEntries([
      ...Object.entries(found).map(([accountNumber, message]) => [
        amountFieldName(accountNumber),
        message,
      ]),
      ...(dateError ? [[PAYMENT_DATE, dateError]] : []),
    ]);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const paid = payMultiple.paymentsToRequest(payments);
    sent.current = {
      accounts: paid.map(({ account, paymentAmount }) => ({
        accountNumber: account.accountNumber,
        paymentAmount,
      })),
      ...(paymentDate ? { paymentDate } : {}),
    };
    void payAccounts({
      payments: paid,
      paymentType,
      // A later day schedules the payment: the provider returns to the schedule result pages.
      ...(paymentDate ? { paymentDate } : {}),
      ...(isScheduled ? { callbackPaths: scheduleCallbackPaths } : {}),
    });
  };

  // The error summary's heading sits under the widget's heading, or at its level without one.
  const summaryLevel = Math.max(2, showHeading ? headingLevel + 1 : headingLevel) as 2 | 3 | 4 | 5;
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

  const reads = [accounts, settings, amounts, ...(allowFutureDatedPayments ? [configuration] : [])];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!ready) return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  if (rows.length === 0) return frame(<Alert tone="info">{text.noAccounts}</Alert>);

  const fee = paymentType === 'cc' ? tax.data?.ccConvenienceFee : tax.data?.ecConvenienceFee;
  const summary: DescriptionListItem[] = [
    { term: text.selectedCount, details: formatNumber(selectedRows.length, locale) },
    { term: text.total, details: formatCurrency(total, locale) },
    ...(isScheduled
      ? [{ term: text.scheduledFor, details: formatDate(paymentDate, locale) ?? '' }]
      : []),
    ...(request
      ? [
          {
            term: text.tax,
            details: !tax.data
              ? text.loadingTax
              : tax.data.taxIncludedInBillAmount
                ? text.taxIncluded
                : formatCurrency(tax.data.taxAmount, locale),
          },
          {
            term: text.convenienceFee,
            details: fee === undefined ? text.loadingTax : formatCurrency(fee, locale),
          },
        ]
      : []),
  ];

  return frame(
    <>
      <p className={styles.intro}>{text.intro}</p>
      {cutoffBlock !== undefined ? <Alert tone="error">{cutoffBlock}</Alert> : null}
      {error ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setError(null)}
          dismissLabel={text.dismissLabel}
        >
          {error}
        </DismissibleAlert>
      ) : null}
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
        validationErrors={fieldErrors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={summaryLevel}
        className={styles.form}
      >
        <AccountsTable
          text={text}
          rows={rows}
          selected={selected}
          amountOf={amountOf}
          isDisabled={isPaying}
          isReadOnly={!canSubmit}
          onSelectionChange={(next) => {
            setSelection(next);
            setFieldErrors({});
          }}
          onAmountChange={(accountNumber, amount) =>
            setTyped((current) => ({ ...current, [accountNumber]: amount }))
          }
          allNumbers={numbers}
        />
        {allowFutureDatedPayments ? (
          <DatePicker
            name={PAYMENT_DATE}
            className={styles.paymentDate}
            label={text.paymentDateLabel}
            description={
              dateLimits.todayOnly
                ? text.paymentDateTodayOnly
                : text.paymentDateHelp(dateLimits.latestShown)
            }
            value={parseIsoDate(chosenDate)}
            minValue={parseIsoDate(dateLimits.earliest) ?? undefined}
            maxValue={parseIsoDate(dateLimits.latest) ?? undefined}
            minValueMessage={text.paymentDateBeforeToday}
            maxValueMessage={text.paymentDateAfterLatest(dateLimits.latestShown)}
            isRequired
            isDisabled={isPaying}
            isReadOnly={!canSubmit}
            onChange={(value) => {
              setChosenDate(dateValueToIso(value));
              setFieldErrors(({ [PAYMENT_DATE]: _changed, ...rest }) => rest);
            }}
          />
        ) : null}
        <PaymentTypeFields
          messages={text}
          paymentType={paymentType}
          onPaymentTypeChange={setChosenType}
          methods={methods}
          restriction={quickPay.paymentRestrictionMessage(methods, text)}
          convenienceFeeText={settings.data?.onlineConvFeeText}
        />
        <DescriptionList
          variant="boxed"
          aria-label={text.summaryLabel}
          items={summary}
          className={styles.summary}
        />
        <Button
          type="submit"
          className={styles.pay}
          isPending={isPaying}
          loadingLabel={isScheduled ? text.scheduling : text.paying}
          isDisabled={!canSubmit}
        >
          {isScheduled ? text.schedulePay : text.pay}
        </Button>
      </Form>
      <div ref={postTarget} className={styles.hostedForm} />
      <CutoffDialog
        text={text}
        isOpen={cutoffBlock !== undefined && !cutoffClosed}
        message={cutoffBlock}
        onClose={() => {
          setCutoffClosed(true);
          onCutoffClose?.();
        }}
      />
    </>,
  );
}
