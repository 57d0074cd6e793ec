import type { AutoPayAccount, PaymentMethod } from '@coop-portal/api-client';
import {
  useAutoPayments,
  useEnrollAutoPayMutation,
  usePaymentMethods,
  useSiteConfiguration,
  useStopAutoPayMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  AlertDialog,
  Button,
  cx,
  DataTable,
  Dialog,
  Link,
  Select,
  SelectItem,
  Spinner,
  useCatalogue,
  useFocusOnChange,
  useLocale,
  type DataTableColumn,
} from '@coop-portal/ui';
import { formatNumber, paymentProfile } from '@coop-portal/validation';
import { useState, type ReactNode } from 'react';
import { OutcomeAlert } from '../shared/OutcomeAlert';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import * as styles from './AutoPay.css';
import {
  autoPayWidgetMessages,
  autoPayWidgetTranslations,
  type AutoPayWidgetMessages,
} from './messages';

export interface AutoPayProps {
  /** The signed-in member whose accounts these are. */
  memberNumber: string;
  /** Where a member adds a payment method (default '/billpayments/payment-profile'). */
  paymentProfileHref?: string;
  /** Today, for the cards' expiry (default: now). */
  today?: Date;
  headingLevel?: 2 | 3;
  /** Show the heading (default true); a page whose title says it passes false. */
  showHeading?: boolean;
  /** A co-op's own wording, in the language the widget speaks: it replaces that language's text. */
  messages?: Partial<AutoPayWidgetMessages>;
  className?: string;
}

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * The member's auto payments, account by account (doc 1 §2.2 Auto Payments): enrolled or not —
 * 'Draft Pay Enrolled', or 'EZ Pay Enrolled' when whecEnabled is on (doc 1 §9) — with the stored
 * method and the draft day; an account that cannot be enrolled says why as the API does. Enroll
 * chooses a method (the kinds the co-op allows, doc 3 §6; no expired card) and a day 1-28 (doc 3
 * §5, §9), then confirms; Stop confirms first. Each outcome is told in one alert above the list.
 */
export function AutoPay({
  memberNumber,
  paymentProfileHref = '/billpayments/payment-profile',
  today = new Date(),
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: AutoPayProps) {
  const errorMessage = useErrorMessage();
  const text: AutoPayWidgetMessages = {
    ...useCatalogue(autoPayWidgetMessages, autoPayWidgetTranslations),
    ...messages,
  };
  const accounts = useAutoPayments({ params: { memberNumber } });
  const methods = usePaymentMethods({ params: { memberNumber } });
  const configuration = useSiteConfiguration();
  const enrol = useEnrollAutoPayMutation();
  const stop = useStopAutoPayMutation();
  const [enrolling, setEnrolling] = useState<AutoPayAccount | null>(null);
  const [stopping, setStopping] = useState<AutoPayAccount | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { ref: outcomeRef } = useFocusOnChange<Outcome, HTMLDivElement>(outcome, {
    afterFrame: true,
    shouldFocus: (element) => {
      const focused = element.ownerDocument.activeElement;
      return outcome !== null && (focused === null || focused === element.ownerDocument.body);
    },
  });

  const frame = (content: ReactNode, busy = false) => (
    <WidgetSection
      heading={text.heading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={busy}
      className={cx(styles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );

  const reads = [accounts, methods, configuration];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!accounts.data || !methods.data || !configuration.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }
  const settings = configuration.data;
  if (!paymentProfile.isAutoPayAvailable(settings)) {
    return frame(<Alert tone="info">{text.autoPayUnavailable}</Alert>);
  }
  const stored = methods.data.paymentMethods;
  const choices = paymentProfile.autoPayMethodChoices(stored, settings, today);
  const rows = accounts.data.accounts;
  const view = (account: AutoPayAccount) =>
    paymentProfile.autoPayRow(account, stored, settings, text);

  const confirmStop = (account: AutoPayAccount) => {
    stop.mutate(
      { params: { memberNumber, accountNumber: account.accountNumber } },
      {
        onSuccess: () =>
          setOutcome({ tone: 'success', message: text.stopped(account.accountNumber) }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            message: text.stopFailed(account.accountNumber, errorMessage(error)),
          }),
      },
    );
  };

  /** The accounts whose enrolment or stop is being saved. */
  const enrolled = enrol.variables?.params.accountNumber;
  const stopped = stop.variables?.params.accountNumber;

  const columns: DataTableColumn<AutoPayAccount>[] = [
    {
      id: 'account',
      header: text.columnAccount,
      isRowHeader: true,
      cell: (account) => (
        <span className={styles.cellStack}>
          <span>{account.accountNumber}</span>
          {account.serviceAddress ? (
            <span className={styles.address}>{account.serviceAddress}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: text.columnStatus,
      cell: (account) => {
        const row = view(account);
        return (
          <span className={styles.cellStack}>
            <span className={row.enrolled ? styles.enrolled : undefined}>{row.status}</span>
            {row.reason ? <span className={styles.reason}>{row.reason}</span> : null}
          </span>
        );
      },
    },
    { id: 'method', header: text.columnMethod, cell: (account) => view(account).method },
    { id: 'day', header: text.columnDay, cell: (account) => view(account).day },
    {
      kind: 'actions',
      id: 'actions',
      header: text.columnActions,
      actions: [
        {
          id: 'enrol',
          label: text.enrol,
          'aria-label': (account) => text.enrolLabel(account.accountNumber),
          isHidden: (account) => !view(account).canEnrol,
          // The account's own button is pending, not disabled, while its change is saved: it keeps
          // the focus its dialog gives back as it closes (a disabled button would drop it). The
          // other accounts' buttons wait, disabled.
          isPending: (account) => enrol.isPending && enrolled === account.accountNumber,
          pendingLabel: text.enrolling,
          isDisabled: (account) => enrol.isPending && enrolled !== account.accountNumber,
          onAction: (account) => {
            setOutcome(null);
            setEnrolling(account);
          },
        },
        {
          id: 'stop',
          label: text.stop,
          'aria-label': (account) => text.stopLabel(account.accountNumber),
          variant: 'danger',
          isHidden: (account) => !account.enrolled,
          isPending: (account) => stop.isPending && stopped === account.accountNumber,
          pendingLabel: text.stopping,
          isDisabled: (account) => stop.isPending && stopped !== account.accountNumber,
          onAction: (account) => {
            setOutcome(null);
            setStopping(account);
          },
        },
      ],
    },
  ];

  return frame(
    <>
      <p className={styles.intro}>{text.intro}</p>
      <OutcomeAlert
        ref={outcomeRef}
        outcome={outcome}
        onDismiss={() => setOutcome(null)}
        dismissLabel={text.dismiss}
        className={styles.outcome}
      />
      {rows.length === 0 ? (
        <Alert tone="info">{text.noAccounts}</Alert>
      ) : (
        <DataTable
          aria-label={text.tableLabel}
          columns={columns}
          rows={rows}
          getRowId={(account) => account.accountNumber}
        />
      )}
      <EnrolDialog
        account={enrolling}
        choices={choices}
        text={text}
        paymentProfileHref={paymentProfileHref}
        onClose={() => setEnrolling(null)}
        onEnrol={(account, method, draftDay) => {
          setEnrolling(null);
          enrol.mutate(
            {
              params: { memberNumber, accountNumber: account.accountNumber },
              body: { paymentMethodId: method.id, draftDay },
            },
            {
              onSuccess: () =>
                setOutcome({ tone: 'success', message: text.enrolled(account.accountNumber) }),
              onError: (error) =>
                setOutcome({
                  tone: 'error',
                  message: text.enrolFailed(account.accountNumber, errorMessage(error)),
                }),
            },
          );
        }}
      />
      <AlertDialog
        isOpen={stopping !== null}
        onOpenChange={(open) => {
          if (!open) setStopping(null);
        }}
        title={text.stopTitle}
        variant="destructive"
        confirmLabel={text.stopConfirm}
        cancelLabel={text.stopCancel}
        onConfirm={() => {
          if (stopping && !stop.isPending) confirmStop(stopping);
        }}
      >
        {stopping ? text.stopQuestion(stopping.accountNumber) : null}
      </AlertDialog>
    </>,
  );
}

/** Enrol one account: choose a method and a day, then confirm (doc 3 §5, §9: days 1-28). */
function EnrolDialog({
  account,
  choices,
  text,
  paymentProfileHref,
  onClose,
  onEnrol,
}: {
  account: AutoPayAccount | null;
  choices: readonly PaymentMethod[];
  text: AutoPayWidgetMessages;
  paymentProfileHref: string;
  onClose: () => void;
  onEnrol: (account: AutoPayAccount, method: PaymentMethod, draftDay: number) => void;
}) {
  const locale = useLocale();
  // The last account shown stays while the dialog closes, so its content does not vanish mid-exit.
  const [shown, setShown] = useState(account);
  const [values, setValues] = useState<paymentProfile.AutoPayEnrolValues>({
    paymentMethodId: '',
    draftDay: '',
  });
  const [errors, setErrors] = useState<ReturnType<typeof paymentProfile.autoPayEnrolErrors>>({});
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  if (account && account !== shown) {
    setShown(account);
    setValues({ paymentMethodId: choices[0]?.id ?? '', draftDay: '' });
    setErrors({});
    setStep('choose');
  }
  const current = account ?? shown;
  const method = choices.find((choice) => choice.id === values.paymentMethodId);
  const day = Number(values.draftDay);

  const goOn = () => {
    const found = paymentProfile.autoPayEnrolErrors(values, text);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };

  return (
    <Dialog
      isOpen={account !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={current ? text.enrolTitle(current.accountNumber) : ''}
      size="sm"
      closeLabel={text.close}
      footer={({ close }) =>
        choices.length === 0 ? (
          <div className={styles.footer}>
            <Button variant="secondary" onPress={close}>
              {text.close}
            </Button>
          </div>
        ) : step === 'choose' ? (
          <div className={styles.footer}>
            <Button variant="secondary" onPress={close}>
              {text.cancel}
            </Button>
            <Button variant="primary" onPress={goOn}>
              {text.continue}
            </Button>
          </div>
        ) : (
          <div className={styles.footer}>
            <Button variant="secondary" onPress={() => setStep('choose')}>
              {text.back}
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                if (current && method) onEnrol(current, method, day);
              }}
            >
              {text.enrolConfirm}
            </Button>
          </div>
        )
      }
    >
      {current ? (
        <div className={styles.dialogBody}>
          {choices.length === 0 ? (
            <>
              <p>{text.noMethods}</p>
              <p>
                <Link href={paymentProfileHref} variant="standalone">
                  {text.addMethod}
                </Link>
              </p>
            </>
          ) : step === 'choose' ? (
            <>
              <Select
                label={text.methodField}
                placeholder={text.chooseMethod}
                selectedKey={values.paymentMethodId || null}
                onSelectionChange={(key) =>
                  setValues((before) => ({ ...before, paymentMethodId: String(key ?? '') }))
                }
                isInvalid={errors.paymentMethodId !== undefined}
                errorMessage={errors.paymentMethodId}
                isRequired
              >
                {choices.map((choice) => (
                  <SelectItem key={choice.id} id={choice.id}>
                    {paymentProfile.paymentMethodName(choice, text)}
                  </SelectItem>
                ))}
              </Select>
              <Select
                label={text.dayField}
                description={text.dayHelp}
                placeholder={text.chooseDay}
                selectedKey={values.draftDay || null}
                onSelectionChange={(key) =>
                  setValues((before) => ({ ...before, draftDay: String(key ?? '') }))
                }
                isInvalid={errors.draftDay !== undefined}
                errorMessage={errors.draftDay}
                isRequired
              >
                {paymentProfile.autoPayDays.map((option) => (
                  <SelectItem key={option} id={String(option)}>
                    {formatNumber(option, locale)}
                  </SelectItem>
                ))}
              </Select>
            </>
          ) : method ? (
            <p>
              {text.enrolQuestion(
                current.accountNumber,
                paymentProfile.paymentMethodName(method, text),
                day,
              )}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
