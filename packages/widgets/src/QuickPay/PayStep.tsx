import { paymentCallbackPaths } from '@coop-portal/api-client';
import { useInitiateQuickPayPaymentMutation } from '@coop-portal/api-client/react';
import { Alert, Form } from '@coop-portal/ui';
import type { quickPay } from '@coop-portal/validation';
import { useState } from 'react';
import { PaymentFields } from '../shared/PaymentFields';
import { useHostedPayment } from '../shared/useHostedPayment';
import type { QuickPayDialogMessages } from './messages';
import { payOptions } from './payOptions';
import * as styles from './QuickPay.css';
import type { QuickPayPaymentStartedDetail, QuickPaySettings, QuickPayVerification } from './types';

export interface PayStepProps {
  text: QuickPayDialogMessages;
  verification: QuickPayVerification;
  settings: QuickPaySettings;
  /** The form's id: the dialog's Pay button (in the footer) submits it. */
  formId: string;
  /** Pay was pressed with a valid amount (true) or the initiation failed (false). */
  onPayingChange: (isPaying: boolean) => void;
  /** A call failed: the dialog shows the message above the form. */
  onError: (message: string) => void;
  /** Pay was pressed with a valid amount: the dialog hides its last error. */
  onClearError: () => void;
  onPaymentStarted?: (detail: QuickPayPaymentStartedDetail) => void;
}

/**
 * Step 3 Pay (doc 1 §2.5, §4.1, §5.1): payment amount (default from the rules, 13 characters,
 * paste blocked, 2 decimals on blur), payment type (restricted methods disabled with their
 * tooltip), the gateway text with the convenience-fee text. Pay (the dialog's button) with a valid
 * amount initiates the payment and posts the hosted-payment form to the provider, once per intent.
 */
export function PayStep({
  text,
  verification,
  settings,
  formId,
  onPayingChange,
  onError,
  onClearError,
  onPaymentStarted,
}: PayStepProps) {
  const initiate = useInitiateQuickPayPaymentMutation();
  const { account, memberNumber, encryptedAccount } = verification;
  const options = payOptions(verification, settings, text);

  const [amount, setAmount] = useState(options.defaultAmount);
  const [paymentType, setPaymentType] = useState<quickPay.PaymentType>(options.defaultType);
  const { pay, errors, postTarget } = useHostedPayment({
    initiate: (request) =>
      initiate.mutateAsync({
        params: { memberNumber },
        query: { encryptedAccount },
        body: request,
      }),
    callbackPaths: {
      success: paymentCallbackPaths.quickPaySuccess,
      cancel: paymentCallbackPaths.quickPayCancel,
    },
    messages: text,
    onPayingChange: (isPaying) => {
      onPayingChange(isPaying);
      if (isPaying) onClearError();
    },
    onStarted: onPaymentStarted,
    onError,
  });

  return (
    <>
      {options.cutoffBlock !== undefined ? <Alert tone="error">{options.cutoffBlock}</Alert> : null}
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!options.canSubmit) return;
          void pay({ account, rules: options.rules, paymentAmount: amount, paymentType });
        }}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={4}
        className={styles.fields}
      >
        <PaymentFields
          messages={text}
          amount={amount}
          onAmountChange={setAmount}
          paymentType={paymentType}
          onPaymentTypeChange={setPaymentType}
          methods={options.methods}
          restriction={options.restriction}
          convenienceFeeText={settings.onlineConvFeeText}
        />
      </Form>
      <div ref={postTarget} className={styles.hostedForm} />
    </>
  );
}
