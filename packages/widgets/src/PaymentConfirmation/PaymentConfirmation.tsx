import {
  useCurrentUser,
  useIsLoggedIn,
  useMemberAccounts,
  useMemberPaymentSettings,
  usePaymentAmounts,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  Dialog,
  DismissibleAlert,
  useCatalogue,
  useOverlayState,
} from '@coop-portal/ui';
import type { quickPay } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import { useId, useState, type ReactElement } from 'react';
import { submitFormById } from '../shared/submitForm';
import { AccountChoice } from './AccountChoice';
import { CutoffDialog } from './CutoffDialog';
import { LoadFailed, Loading } from './LoadStates';
import {
  paymentConfirmationMessages,
  paymentConfirmationTranslations,
  type PaymentConfirmationMessages,
} from './messages';
import * as styles from './PaymentConfirmation.css';
import { PaymentForm } from './PaymentForm';
import { PaymentSummary } from './PaymentSummary';
import { memberPayOptions } from './payOptions';
import type {
  MemberAccount,
  PaymentConfirmationErrorDetail,
  PaymentConfirmationStartedDetail,
} from './types';
import { useMemberPayment } from './useMemberPayment';

export interface PaymentConfirmationProps {
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /** Whether it is open at first (uncontrolled). Inside a `DialogTrigger`, leave both out. */
  defaultOpen?: boolean;
  /** The dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * The account to pay first (e.g. the account the page is on); by default the member's primary
   * account. A member with several accounts can choose another in the dialog.
   */
  accountNumber?: string | null;
  /**
   * A co-op's own wording for any text of the dialog, rule messages included, in the language the
   * dialog speaks (its provider's `locale`): it replaces that language's text.
   */
  messages?: Partial<PaymentConfirmationMessages>;
  /** The payment was initiated and the form is being posted to the provider. */
  onPaymentStarted?: (detail: PaymentConfirmationStartedDetail) => void;
  /** A call failed; the dialog shows the message. */
  onError?: (detail: PaymentConfirmationErrorDetail) => void;
  /** The dialog closed (and was reset). */
  onClose?: () => void;
}

/** The account chosen first: the one asked for when the member has it, else the primary one. */
function firstAccount(accounts: readonly MemberAccount[], wanted: string | null | undefined) {
  return (
    accounts.find((account) => account.accountNumber === wanted) ??
    accounts.find((account) => account.isPrimaryAccount) ??
    accounts[0]
  );
}

/**
 * The signed-in member's payment confirmation (doc 1 §2.3, §3, §4.1, §5.1, §9): what the home
 * page's Quick Pay tile opens for a member. The account (the primary one, or the one asked for; a
 * member with several accounts can choose), its balance and due date, the payment amount from the
 * payment amounts object (the balance, 0 when it is negative), the payment type and Pay, which
 * initiates the payment and posts the hosted-payment form to the provider once per intent. The
 * cutoff block shows the configured message in a dialog. 90vw wide under 600px, else 80vw. Every
 * rule comes from `@coop-portal/validation`, every call goes through `@coop-portal/api-client`; it
 * needs a `CoopWidgetProvider` whose session has a signed-in member.
 */
export function PaymentConfirmation({
  isOpen,
  defaultOpen,
  onOpenChange,
  accountNumber,
  messages,
  onPaymentStarted,
  onError,
  onClose,
}: PaymentConfirmationProps) {
  const text: PaymentConfirmationMessages = {
    ...useCatalogue(paymentConfirmationMessages, paymentConfirmationTranslations),
    ...messages,
  };
  const { isOpen: open, setOpen } = useOverlayState({ isOpen, defaultOpen, onOpenChange });
  const user = useCurrentUser();
  const isLoggedIn = useIsLoggedIn();
  const memberNumber = isLoggedIn ? user?.memberNumber : undefined;

  const [chosen, setChosen] = useState<string | null>(null);
  /** The amount as typed; null: the account's default amount. */
  const [amountText, setAmountText] = useState<string | null>(null);
  const [chosenType, setChosenType] = useState<quickPay.PaymentType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const accounts = useMemberAccounts(
    open && memberNumber ? { params: { memberNumber } } : skipToken,
  );
  const account = accounts.data ? firstAccount(accounts.data, chosen ?? accountNumber) : undefined;
  const ready = open && memberNumber && account;
  const amounts = usePaymentAmounts(
    ready ? { params: { memberNumber, accountNumber: account.accountNumber } } : skipToken,
    { staleTime: 0 },
  );
  const settings = useMemberPaymentSettings(ready ? { params: { memberNumber } } : skipToken, {
    staleTime: 0,
  });

  const options =
    account && amounts.data && settings.data
      ? memberPayOptions(account, amounts.data, settings.data, text)
      : undefined;
  const amount = amountText ?? options?.defaultAmount ?? '';
  const paymentType = chosenType ?? options?.defaultType ?? 'cc';

  const fail = (message: string) => {
    setError(message);
    onError?.({ message });
  };

  // One initiation and one form post per intent, however often Pay is pressed; answers that arrive
  // after a close (or another account is chosen) are ignored.
  const { pay, isPaying, errors, postTarget, reset } = useMemberPayment({
    memberNumber,
    text,
    onPayingChange: (isPaying) => {
      if (isPaying) setError(null);
    },
    onStarted: onPaymentStarted,
    onError: fail,
  });

  const resetForm = () => {
    reset();
    setAmountText(null);
    setChosenType(null);
    setError(null);
  };

  const close = () => {
    resetForm();
    setChosen(null);
    setOpen(false);
    onClose?.();
  };

  let body: ReactElement;
  if (!memberNumber) {
    body = <Alert tone="error">{text.notSignedIn}</Alert>;
  } else if (accounts.isError) {
    body = (
      <LoadFailed
        error={accounts.error}
        retryLabel={text.tryAgain}
        onRetry={() => void accounts.refetch()}
      />
    );
  } else if (!accounts.data) {
    body = <Loading label={text.loadingAccounts} />;
  } else if (!account) {
    body = <Alert tone="info">{text.noAccounts}</Alert>;
  } else {
    const failed = amounts.isError ? amounts.error : settings.isError ? settings.error : null;
    const choice =
      accounts.data.length > 1 ? (
        <AccountChoice
          text={text}
          accounts={accounts.data}
          selected={account.accountNumber}
          onChoose={(number) => {
            resetForm();
            setChosen(number);
          }}
          isDisabled={isPaying}
        />
      ) : null;
    if (failed) {
      body = (
        <>
          {choice}
          <LoadFailed
            error={failed}
            retryLabel={text.tryAgain}
            onRetry={() => {
              if (amounts.isError) void amounts.refetch();
              if (settings.isError) void settings.refetch();
            }}
          />
        </>
      );
    } else if (!options) {
      body = (
        <>
          {choice}
          <Loading label={text.loadingPaymentDetails} />
        </>
      );
    } else {
      body = (
        <>
          {choice}
          {error ? (
            <DismissibleAlert
              tone="error"
              onDismiss={() => setError(null)}
              dismissLabel={text.dismissLabel}
            >
              {error}
            </DismissibleAlert>
          ) : null}
          {options.cutoffBlock !== undefined ? (
            <Alert tone="error">{options.cutoffBlock}</Alert>
          ) : null}
          <PaymentSummary text={text} account={account} amounts={options.amounts} />
          <PaymentForm
            text={text}
            formId={formId}
            options={options}
            amount={amount}
            onAmountChange={setAmountText}
            paymentType={paymentType}
            onPaymentTypeChange={setChosenType}
            errors={errors}
            convenienceFeeText={settings.data?.onlineConvFeeText}
            onPay={() => {
              if (!memberNumber || !options.canSubmit) return;
              void pay({
                account: options.account,
                rules: options.rules,
                paymentAmount: amount,
                paymentType,
              });
            }}
          />
          <div ref={postTarget} className={styles.hostedForm} />
        </>
      );
    }
  }

  const footer = (
    <>
      <Button variant="secondary" onPress={close}>
        {text.cancel}
      </Button>
      {options ? (
        <Button
          aria-controls={formId}
          onPress={(event) => submitFormById(event.target, formId)}
          isPending={isPaying}
          loadingLabel={text.paying}
          isDisabled={!options.canSubmit}
        >
          {text.pay}
        </Button>
      ) : null}
    </>
  );

  return (
    <Dialog
      title={text.title}
      width={styles.width}
      fullScreenOnMobile={false}
      className={styles.dialog}
      isOpen={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      closeLabel={text.closeLabel}
      footer={footer}
    >
      <div className={styles.content}>{body}</div>
      <CutoffDialog
        text={text}
        isOpen={open && options?.cutoffBlock !== undefined}
        message={options?.cutoffBlock}
        onClose={close}
      />
    </Dialog>
  );
}
