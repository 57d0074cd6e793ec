import { AlertDialog, Button, DismissibleAlert, Stepper } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import type { ReactNode, RefObject } from 'react';
import { submitFormById } from '../shared/submitForm';
import { AccountStep } from './AccountStep';
import type { QuickPayDialogMessages } from './messages';
import { payOptions } from './payOptions';
import { PayStep } from './PayStep';
import * as styles from './QuickPay.css';
import type { QuickPayFlow } from './useQuickPayFlow';
import { VerifyStep } from './VerifyStep';

// The parts of the Quick Pay flow that both shells (the dialog and the region in the page) lay
// out: the steps, the footer's actions and the questions that open over them.

export interface QuickPayStepsProps {
  flow: QuickPayFlow;
  /** The step heading's ref (`useQuickPayFlow`'s `headingRef`): it takes focus on a new step. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The stepper 1 Account, 2 Verify, 3 Pay, the step's heading, the last error and the step. */
export function QuickPaySteps({ flow, headingRef }: QuickPayStepsProps) {
  const { text, stage } = flow;
  const steps = [
    { id: 'account', label: text.stepAccount },
    { id: 'verify', label: text.stepVerify },
    { id: 'pay', label: text.stepPay },
  ] as const;
  const stepLabel = steps.find((step) => step.id === stage.step)?.label;
  return (
    <div className={styles.content}>
      <Stepper steps={steps} currentStep={stage.step} messages={{ label: text.stepperLabel }} />
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {stepLabel}
      </h3>
      {flow.error ? (
        <DismissibleAlert
          tone="error"
          onDismiss={flow.dismissError}
          dismissLabel={text.dismissLabel}
        >
          {flow.error}
        </DismissibleAlert>
      ) : null}
      {stage.step === 'account' ? (
        <AccountStep
          text={text}
          values={flow.values}
          onChange={flow.setValues}
          onVerify={flow.submitAccount}
          isVerifying={flow.isVerifying}
          formId={flow.formIds.account}
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
          formId={flow.formIds.pay}
          onPayingChange={flow.setPaying}
          onError={(message) => flow.fail('pay', message)}
          onClearError={flow.dismissError}
          onPaymentStarted={flow.onPaymentStarted}
        />
      ) : null}
    </div>
  );
}

export interface QuickPayActionsProps {
  flow: QuickPayFlow;
  /** A shell's own action, between Back and the step's action (e.g. Start over in the page). */
  extraAction?: ReactNode;
}

/**
 * The footer's actions: Back on step 2, then the step's action. The step's action is one button
 * that stays the same element from step to step, so what a screen reader was told about it (busy,
 * done) still points at a button that exists.
 */
export function QuickPayActions({ flow, extraAction }: QuickPayActionsProps) {
  const { text, stage, formIds } = flow;
  const label = { account: text.verifyAccount, verify: text.verify, pay: text.pay }[stage.step];
  const loadingLabel = {
    account: text.verifyingAccount,
    verify: text.loadingSettings,
    pay: text.paying,
  }[stage.step];
  const isBusy = {
    account: flow.isVerifying,
    verify: flow.isLoadingSettings,
    pay: flow.isPaying,
  }[stage.step];
  // doc 1 §2.5: Verify is hidden when the account is restricted for both card and echeck.
  const isHidden =
    stage.step === 'verify' && quickPay.isRestrictedForBothMethods(stage.verification.account);
  const isDisabled =
    stage.step === 'pay' && !payOptions(stage.verification, stage.settings, text).canSubmit;
  const onPress = (button: Element) => {
    if (stage.step === 'verify') void flow.loadSettings(stage.verification);
    else submitFormById(button, formIds[stage.step]);
  };
  return (
    <>
      {stage.step === 'verify' ? (
        <Button variant="secondary" onPress={flow.back} isDisabled={flow.isLoadingSettings}>
          {text.back}
        </Button>
      ) : null}
      {extraAction}
      <span className={styles.primary} hidden={isHidden}>
        <Button
          aria-controls={stage.step === 'verify' ? undefined : formIds[stage.step]}
          onPress={(event) => onPress(event.target)}
          isPending={isBusy}
          loadingLabel={loadingLabel}
          isDisabled={isDisabled}
        >
          {label}
        </Button>
      </span>
    </>
  );
}

/** The recent-payment question (doc 1 §2.5): Continue goes on to step 3, Cancel back to step 1. */
export function RecentPaymentQuestion({ flow }: { flow: QuickPayFlow }) {
  const { text, recentPayment } = flow;
  return (
    <AlertDialog
      title={text.recentPaymentTitle}
      isOpen={recentPayment !== null}
      confirmLabel={text.recentPaymentContinue}
      cancelLabel={text.recentPaymentCancel}
      buttonOrder="confirm-first"
      onConfirm={flow.continueToPay}
      onCancel={flow.back}
    >
      {recentPayment?.prompt}
    </AlertDialog>
  );
}

export interface QuitQuestionProps {
  text: QuickPayDialogMessages;
  isOpen: boolean;
  /** Yes: the shell quits (the dialog closes, the region in the page starts over). */
  onQuit: () => void;
  /** No: everything stays as it was. */
  onStay: () => void;
}

/** The quit question (doc 1 §2.5): 'Are you sure you want to quit making payment ?' No / Yes. */
export function QuitQuestion({ text, isOpen, onQuit, onStay }: QuitQuestionProps) {
  return (
    <AlertDialog
      title={text.quitTitle}
      isOpen={isOpen}
      confirmLabel={text.quitYes}
      cancelLabel={text.quitNo}
      onConfirm={onQuit}
      onCancel={onStay}
    >
      {text.quitConfirmation}
    </AlertDialog>
  );
}
