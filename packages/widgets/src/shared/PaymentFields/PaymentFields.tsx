import { CurrencyField, Radio, RadioGroup, Tooltip } from '@coop-portal/ui';
import { quickPay } from '@coop-portal/validation';
import type { ReactElement } from 'react';
import { submitOnEnter } from '../submitForm';
import type { PaymentFieldsMessages } from './messages';
import * as styles from './PaymentFields.css';

export interface PaymentFieldsProps {
  /** The labels and the gateway text (`paymentFieldsMessages`, or a widget's catalogue). */
  messages: PaymentFieldsMessages;
  /** The amount as typed. */
  amount: string;
  /** The amount changed: key entry filtered, or 2 decimals on blur. */
  onAmountChange: (amount: string) => void;
  paymentType: quickPay.PaymentType;
  onPaymentTypeChange: (paymentType: quickPay.PaymentType) => void;
  /** Card and echeck enablement (`quickPay.paymentOptions(…).methods`). */
  methods: quickPay.PaymentMethods;
  /** The restriction tooltip of the unavailable method(s) (`quickPay.paymentOptions(…).restriction`). */
  restriction: string | undefined;
  /** The configured convenience-fee text, shown after the gateway text when there is one. */
  convenienceFeeText?: string | null;
}

export type PaymentTypeFieldsProps = Pick<
  PaymentFieldsProps,
  | 'messages'
  | 'paymentType'
  | 'onPaymentTypeChange'
  | 'methods'
  | 'restriction'
  | 'convenienceFeeText'
>;

/**
 * The payment type (credit card or echeck; an unavailable method is disabled and, reached by
 * pointer or keyboard, shows its restriction tooltip) and the gateway text with the convenience-fee
 * text (doc 1 §2.5, §4.1): the part of `PaymentFields` a payment of several accounts, with an amount
 * per account, shows once.
 */
export function PaymentTypeFields({
  messages,
  paymentType,
  onPaymentTypeChange,
  methods,
  restriction,
  convenienceFeeText,
}: PaymentTypeFieldsProps) {
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
      <RadioGroup
        name="paymentType"
        label={messages.paymentTypeLabel}
        value={paymentType}
        onChange={(value) => onPaymentTypeChange(value as quickPay.PaymentType)}
        orientation="horizontal"
      >
        {option('cc', messages.creditCard, methods.card)}
        {option('echeck', messages.echeck, methods.echeck)}
      </RadioGroup>
      <p className={styles.gateway}>
        {messages.gateway}
        {convenienceFeeText ? (
          <>
            {' '}
            <span className={styles.fee}>{convenienceFeeText}</span>
          </>
        ) : null}
      </p>
    </>
  );
}

/**
 * The payment fields of a payment form (doc 1 §2.5 step 3, §4.1, §5.1), to put inside a ui `Form`
 * whose validation errors are keyed `paymentAmount` and `paymentType`: the payment amount (digits
 * and one decimal point, 13 characters, paste blocked, 2 decimals on blur; read-only when neither
 * method is available), the payment type (credit card or echeck; an unavailable method is disabled
 * and, reached by pointer or keyboard, shows its restriction tooltip), and the gateway text with
 * the convenience-fee text. Enter in the amount submits the form.
 */
export function PaymentFields({
  messages,
  amount,
  onAmountChange,
  paymentType,
  onPaymentTypeChange,
  methods,
  restriction,
  convenienceFeeText,
}: PaymentFieldsProps) {
  const payable = quickPay.canPay(methods);
  return (
    <>
      <CurrencyField
        name="paymentAmount"
        label={messages.paymentAmountLabel}
        value={amount}
        onChange={onAmountChange}
        inputFilter={quickPay.filterPaymentAmount}
        formatOnBlur={quickPay.formatPaymentAmountOnBlur}
        maxLength={quickPay.quickPayLimits.amountMaxLength}
        allowPaste={false}
        isReadOnly={!payable}
        isRequired={payable}
        onKeyDown={submitOnEnter}
      />
      <PaymentTypeFields
        messages={messages}
        paymentType={paymentType}
        onPaymentTypeChange={onPaymentTypeChange}
        methods={methods}
        restriction={restriction}
        convenienceFeeText={convenienceFeeText}
      />
    </>
  );
}
