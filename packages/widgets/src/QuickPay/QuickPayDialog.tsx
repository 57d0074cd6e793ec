import { errorMessage } from '@coop-portal/api-client';
import {
  quickPayPaymentSettingsQuery,
  useApiClient,
  useVerifyQuickPayAccount,
} from '@coop-portal/api-client/react';
import { Alert, AlertDialog, Button, Dialog, Stepper } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { AccountStep, type AccountValues } from './AccountStep';
import { quickPayDialogMessages, type QuickPayDialogMessages } from './messages';
import { payOptions } from './payOptions';
import { PayStep } from './PayStep';
import { submitFormById } from '../shared/submitForm';
import * as styles from './QuickPayDialog.css';
import type {
  QuickPayErrorDetail,
  QuickPayPaymentStartedDetail,
  QuickPaySettings,
  QuickPayStep,
  QuickPayVerification,
  QuickPayVerifiedDetail,
} from './types';
import { VerifyStep } from './VerifyStep';

/**
 * `dialog` (default): the modal 600px dialog. `inline`: the same titled Quick Pay region, stepper
 * and steps rendered in the page where the component is (a "Pay your bill" page or an embed), with
 * no close button (Escape leaves nothing); on the Pay step a Start over button asks the quit
 * question and goes back to step 1. The recent-payment and quit questions open as dialogs.
 */
export type QuickPayPresentation = 'dialog' | 'inline';

export interface QuickPayDialogProps {
  /** How Quick Pay shows: a modal dialog (default) or a region in the page. */
  presentation?: QuickPayPresentation;
  /** Whether the dialog is open (controlled). Ignored when `presentation` is `inline`. */
  isOpen?: boolean;
  /** Whether it is open at first (uncontrolled). Inside a `DialogTrigger`, leave both out. */
  defaultOpen?: boolean;
  /** The dialog asks to open or close (closing mid-way only after the quit confirmation's Yes). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Prefills the account number: its first 12 characters, when they are digits (doc 1 §2.5). */
  accountNumber?: string | null;
  /** Prefills the last 4 phone digits: the first 4 characters, when they are digits. */
  phoneLastFour?: string | null;
  /** A co-op's own wording for any text of the dialog, rule messages included. */
  messages?: Partial<QuickPayDialogMessages>;
  /** The account was verified (step 2 shows). */
  onVerified?: (detail: QuickPayVerifiedDetail) => void;
  /** The payment was initiated and the form is being posted to the provider. */
  onPaymentStarted?: (detail: QuickPayPaymentStartedDetail) => void;
  /** A call failed; the dialog shows the message. */
  onError?: (detail: QuickPayErrorDetail) => void;
  /** The step changed. */
  onStepChange?: (step: QuickPayStep) => void;
  /** The dialog closed (and was reset). Never called when `presentation` is `inline`. */
  onClose?: () => void;
}

type Stage =
  | { step: 'account' }
  | { step: 'verify'; verification: QuickPayVerification }
  | { step: 'pay'; verification: QuickPayVerification; settings: QuickPaySettings };

interface RecentPayment {
  prompt: string;
  verification: QuickPayVerification;
  settings: QuickPaySettings;
}

const emptyAccount: AccountValues = { accountNumber: '', phoneLastFourDigits: '' };

function useOpenState({
  isOpen,
  defaultOpen,
  onOpenChange,
}: Pick<QuickPayDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>) {
  const trigger = useContext(OverlayTriggerStateContext);
  const [own, setOwn] = useState(defaultOpen ?? false);
  const fromTrigger = isOpen === undefined && defaultOpen === undefined && trigger !== null;
  const open = fromTrigger ? trigger.isOpen : (isOpen ?? own);
  const setOpen = (next: boolean) => {
    if (fromTrigger) trigger.setOpen(next);
    else if (isOpen === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return [open, setOpen] as const;
}

/**
 * Quick Pay (doc 1 §2.5, §4.1, §5.1, §8): a guest pays a bill without signing in. A 600px dialog
 * titled 'Quick Pay' with the stepper 1 Account, 2 Verify, 3 Pay: verify the account by account
 * number and the last 4 phone digits, confirm it, choose amount and payment type, then the
 * hosted-payment form is posted to the payment provider. Closing mid-way asks first. Every rule
 * comes from `@coop-portal/validation` and every call goes through `@coop-portal/api-client`; it
 * needs only a `CoopWidgetProvider`. With `presentation="inline"` the same flow renders in the page
 * instead, in a region titled 'Quick Pay' that is always shown.
 */
export function QuickPayDialog({
  presentation = 'dialog',
  isOpen,
  defaultOpen,
  onOpenChange,
  accountNumber,
  phoneLastFour,
  messages,
  onVerified,
  onPaymentStarted,
  onError,
  onStepChange,
  onClose,
}: QuickPayDialogProps) {
  const text: QuickPayDialogMessages = { ...quickPayDialogMessages, ...messages };
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [dialogOpen, setOpen] = useOpenState({ isOpen, defaultOpen, onOpenChange });
  const inline = presentation === 'inline';
  const open = inline || dialogOpen;

  const prefill = (): AccountValues =>
    quickPay.quickPayPrefill({ accountno: accountNumber, phone: phoneLastFour });
  const [values, setValues] = useState<AccountValues>(prefill);
  const [stage, setStage] = useState<Stage>({ step: 'account' });
  const [error, setError] = useState<string | null>(null);
  const [recentPayment, setRecentPayment] = useState<RecentPayment | null>(null);
  const [isQuitOpen, setQuitOpen] = useState(false);
  const [isLoadingSettings, setLoadingSettings] = useState(false);
  // Busy flags of our own (not the mutation's), so a step's button stops being busy in the same
  // render that replaces the step: a busy button that stays focused announces the change by its
  // id, which must still exist.
  const [isVerifying, setVerifying] = useState(false);
  const [isPaying, setPaying] = useState(false);
  const accountFormId = useId();
  const payFormId = useId();
  const titleId = useId();
  const formIds = { account: accountFormId, pay: payFormId };
  // Answers that arrive after the flow was reset (Back, Cancel, close) are ignored.
  const run = useRef(0);

  const verify = useVerifyQuickPayAccount();

  // A new prefill from the host (e.g. the route's query changed) while the dialog is closed; inline
  // (always shown), while step 1 still shows the last prefill untouched.
  const prefillKey = `${accountNumber ?? ''}|${phoneLastFour ?? ''}`;
  const [shownPrefill, setShownPrefill] = useState(() => ({ key: prefillKey, values }));
  const untouched =
    stage.step === 'account' &&
    values.accountNumber === shownPrefill.values.accountNumber &&
    values.phoneLastFourDigits === shownPrefill.values.phoneLastFourDigits;
  if (prefillKey !== shownPrefill.key && (inline ? untouched : !open)) {
    const next = prefill();
    setShownPrefill({ key: prefillKey, values: next });
    setValues(next);
  }

  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(stage.step);
  useEffect(() => {
    if (previousStep.current === stage.step) return;
    previousStep.current = stage.step;
    // The new step's heading takes focus, so keyboard and screen reader users start there.
    headingRef.current?.focus();
    onStepChange?.(stage.step);
    // onStepChange is the host's; only a step change should call it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage.step]);

  const fail = (step: QuickPayStep, message: string) => {
    setError(message);
    onError?.({ step, message });
  };

  const toAccountStep = (account: AccountValues) => {
    run.current += 1;
    verify.reset();
    setStage({ step: 'account' });
    setValues(account);
    setError(null);
    setRecentPayment(null);
    setLoadingSettings(false);
    setVerifying(false);
    setPaying(false);
  };

  const submitAccount = (input: quickPay.QuickPayAccountValues) => {
    const current = ++run.current;
    setError(null);
    setVerifying(true);
    verify.mutate(
      { body: input },
      {
        onSuccess: (verification) => {
          if (current !== run.current) return;
          setVerifying(false);
          setStage({ step: 'verify', verification });
          onVerified?.({
            accountNumber: verification.account.accountNumber,
            memberNumber: verification.memberNumber,
          });
        },
        onError: (failure) => {
          if (current !== run.current) return;
          setVerifying(false);
          fail('account', errorMessage(failure));
        },
      },
    );
  };

  const loadSettings = async (verification: QuickPayVerification) => {
    const current = ++run.current;
    setError(null);
    setLoadingSettings(true);
    let settings: QuickPaySettings;
    try {
      settings = await queryClient.fetchQuery({
        ...quickPayPaymentSettingsQuery(api, {
          params: { memberNumber: verification.memberNumber },
          query: { applicationId: api.config.applicationId },
        }),
        staleTime: 0,
      });
    } catch (failure) {
      if (current !== run.current) return;
      setLoadingSettings(false);
      fail('verify', errorMessage(failure));
      return;
    }
    if (current !== run.current) return;
    setLoadingSettings(false);
    const prompt = quickPay.recentPaymentPrompt(settings.paymentSettings.lastPayment, text);
    if (prompt) setRecentPayment({ prompt, verification, settings });
    else setStage({ step: 'pay', verification, settings });
  };

  const isMidWay =
    stage.step !== 'account' || values.accountNumber !== '' || values.phoneLastFourDigits !== '';

  const close = () => {
    toAccountStep(prefill());
    setQuitOpen(false);
    previousStep.current = 'account';
    setOpen(false);
    onClose?.();
  };

  const requestClose = () => {
    if (isMidWay) setQuitOpen(true);
    else close();
  };

  // Inline there is nothing to close: quitting starts over at step 1, with the host's prefill.
  const startOver = () => {
    toAccountStep(prefill());
    setQuitOpen(false);
  };

  const steps = [
    { id: 'account', label: text.stepAccount },
    { id: 'verify', label: text.stepVerify },
    { id: 'pay', label: text.stepPay },
  ] as const;
  const stepLabel = steps.find((step) => step.id === stage.step)?.label;

  // The step's action is one button in the footer that stays the same element from step to step,
  // so what a screen reader was told about it (busy, done) still points at a button that exists.
  const primaryLabel = { account: text.verifyAccount, verify: text.verify, pay: text.pay }[
    stage.step
  ];
  const primaryLoadingLabel = {
    account: text.verifyingAccount,
    verify: text.loadingSettings,
    pay: text.paying,
  }[stage.step];
  const primaryBusy = {
    account: isVerifying,
    verify: isLoadingSettings,
    pay: isPaying,
  }[stage.step];
  // doc 1 §2.5: Verify is hidden when the account is restricted for both card and echeck.
  const primaryHidden =
    stage.step === 'verify' && quickPay.isRestrictedForBothMethods(stage.verification.account);
  const primaryDisabled =
    stage.step === 'pay' && !payOptions(stage.verification, stage.settings, text).canSubmit;
  const onPrimaryPress = (button: Element) => {
    if (stage.step === 'verify') void loadSettings(stage.verification);
    else submitFormById(button, formIds[stage.step]);
  };

  const footer = (
    <>
      {stage.step === 'verify' ? (
        <Button
          variant="secondary"
          onPress={() => toAccountStep(emptyAccount)}
          isDisabled={isLoadingSettings}
        >
          {text.back}
        </Button>
      ) : null}
      {inline && stage.step === 'pay' ? (
        <Button variant="secondary" onPress={() => setQuitOpen(true)} isDisabled={isPaying}>
          {text.startOver}
        </Button>
      ) : null}
      <span className={styles.primary} hidden={primaryHidden}>
        <Button
          aria-controls={stage.step === 'verify' ? undefined : formIds[stage.step]}
          onPress={(event) => onPrimaryPress(event.target)}
          isPending={primaryBusy}
          loadingLabel={primaryLoadingLabel}
          isDisabled={primaryDisabled}
        >
          {primaryLabel}
        </Button>
      </span>
    </>
  );

  const body = (
    <div className={styles.content}>
      <Stepper steps={steps} currentStep={stage.step} messages={{ label: text.stepperLabel }} />
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {stepLabel}
      </h3>
      {error ? (
        <Alert tone="error" onDismiss={() => setError(null)} dismissLabel={text.dismissLabel}>
          {error}
        </Alert>
      ) : null}
      {stage.step === 'account' ? (
        <AccountStep
          text={text}
          values={values}
          onChange={setValues}
          onVerify={submitAccount}
          isVerifying={isVerifying}
          formId={accountFormId}
        />
      ) : null}
      {stage.step === 'verify' ? (
        <VerifyStep text={text} verification={stage.verification} />
      ) : null}
      {stage.step === 'pay' ? (
        <PayStep
          text={text}
          verification={stage.verification}
          settings={stage.settings}
          formId={payFormId}
          onPayingChange={setPaying}
          onError={(message) => fail('pay', message)}
          onClearError={() => setError(null)}
          onPaymentStarted={onPaymentStarted}
        />
      ) : null}
    </div>
  );

  const prompts = (
    <>
      <AlertDialog
        title={text.recentPaymentTitle}
        isOpen={recentPayment !== null}
        confirmLabel={text.recentPaymentContinue}
        cancelLabel={text.recentPaymentCancel}
        buttonOrder="confirm-first"
        onConfirm={() => {
          if (recentPayment) {
            setStage({
              step: 'pay',
              verification: recentPayment.verification,
              settings: recentPayment.settings,
            });
          }
          setRecentPayment(null);
        }}
        onCancel={() => toAccountStep(emptyAccount)}
      >
        {recentPayment?.prompt}
      </AlertDialog>
      <AlertDialog
        title={text.quitTitle}
        isOpen={isQuitOpen}
        confirmLabel={text.quitYes}
        cancelLabel={text.quitNo}
        onConfirm={inline ? startOver : close}
        onCancel={() => setQuitOpen(false)}
      >
        {text.quitConfirmation}
      </AlertDialog>
    </>
  );

  if (inline) {
    return (
      <section aria-labelledby={titleId} className={styles.inline}>
        <div className={styles.inlineHeader}>
          <h2 id={titleId} className={styles.inlineTitle}>
            {text.title}
          </h2>
        </div>
        <div className={styles.inlineBody}>{body}</div>
        <div className={styles.inlineFooter}>{footer}</div>
        {prompts}
      </section>
    );
  }

  return (
    <Dialog
      title={text.title}
      size="md"
      isOpen={open}
      onOpenChange={(next) => (next ? setOpen(true) : requestClose())}
      closeLabel={text.closeLabel}
      footer={footer}
    >
      {body}
      {prompts}
    </Dialog>
  );
}
