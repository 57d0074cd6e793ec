import { errorMessage, paymentCallbackPaths } from '@coop-portal/api-client';
import { useApiClient, useInitiateQuickPayPaymentMutation } from '@coop-portal/api-client/react';
import { Alert, CurrencyField, Form, Radio, RadioGroup, Tooltip } from '@coop-portal/ui';
import { quickPay, validateForm } from '@coop-portal/validation';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { QuickPayDialogMessages } from './messages';
import { payOptions } from './payOptions';
import { postForm } from '../shared/postForm';
import * as styles from './QuickPayDialog.css';
import { submitOnEnter } from './submitForm';
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
  const api = useApiClient();
  const initiate = useInitiateQuickPayPaymentMutation();
  const { account, memberNumber, encryptedAccount } = verification;
  const options = payOptions(verification, settings, text);
  const { methods, payable, restriction, rules, cutoffBlock } = options;

  const [amount, setAmount] = useState(options.defaultAmount);
  const [paymentType, setPaymentType] = useState(options.defaultType);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One initiation and one form post per intent, however often Pay is pressed (state alone would
  // let presses through until the next render).
  const intent = useRef(false);
  const postTarget = useRef<HTMLDivElement>(null);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (intent.current || !options.canSubmit) return;
    const result = validateForm(quickPay.createQuickPayPaymentSchema(account, rules, text), {
      paymentAmount: amount,
      paymentType,
    });
    setErrors(result.errors);
    if (!result.success) return;
    intent.current = true;
    onPayingChange(true);
    onClearError();
    const { paymentAmount, paymentType: type } = result.data;
    let initiation;
    try {
      initiation = await initiate.mutateAsync({
        params: { memberNumber },
        query: { encryptedAccount },
        body: quickPay.buildPaymentRequest([{ account, paymentAmount }]),
      });
    } catch (error) {
      intent.current = false;
      onPayingChange(false);
      onError(errorMessage(error));
      return;
    }
    const fields = quickPay.buildHostedPaymentForm({
      initiation,
      account,
      paymentAmount,
      paymentType: type,
      applicationId: api.config.applicationId,
      returnUrl: api.url(paymentCallbackPaths.quickPaySuccess),
      cancelUrl: api.url(paymentCallbackPaths.quickPayCancel),
    });
    const { actionUrl } = initiation.paymentRequisitionSettings;
    onPaymentStarted?.({
      accountNumber: account.accountNumber,
      paymentAmount,
      paymentType: type,
      actionUrl,
    });
    if (postTarget.current) postForm(postTarget.current, actionUrl, fields);
  };

  const option = (value: quickPay.PaymentType, label: string, enabled: boolean) => {
    const radio: ReactElement = (
      <Radio key={value} value={value} isDisabled={!enabled}>
        {label}
      </Radio>
    );
    return enabled || !restriction ? (
      radio
    ) : (
      <Tooltip key={value} content={restriction} isTriggerDisabled>
        {radio}
      </Tooltip>
    );
  };

  return (
    <>
      {cutoffBlock !== undefined ? <Alert tone="error">{cutoffBlock}</Alert> : null}
      <Form
        id={formId}
        onSubmit={(event) => void pay(event)}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={4}
        className={styles.fields}
      >
        <CurrencyField
          name="paymentAmount"
          label={text.paymentAmountLabel}
          value={amount}
          onChange={(next) => setAmount(quickPay.filterPaymentAmount(next))}
          onBlur={() => setAmount((current) => quickPay.formatPaymentAmountOnBlur(current))}
          maxLength={quickPay.quickPayLimits.amountMaxLength}
          allowPaste={false}
          isReadOnly={!payable}
          isRequired={payable}
          onKeyDown={submitOnEnter}
        />
        <RadioGroup
          name="paymentType"
          label={text.paymentTypeLabel}
          value={paymentType}
          onChange={(value) => setPaymentType(value as quickPay.PaymentType)}
          orientation="horizontal"
        >
          {option('cc', text.creditCard, methods.card)}
          {option('echeck', text.echeck, methods.echeck)}
        </RadioGroup>
        <p className={styles.gateway}>
          {text.gateway}
          {settings.onlineConvFeeText ? (
            <>
              {' '}
              <span className={styles.fee}>{settings.onlineConvFeeText}</span>
            </>
          ) : null}
        </p>
      </Form>
      <div ref={postTarget} className={styles.hostedForm} />
    </>
  );
}
