import { Form } from '@coop-portal/ui';
import type { quickPay } from '@coop-portal/validation';
import { PaymentFields } from '../shared/PaymentFields';
import type { PaymentConfirmationMessages } from './messages';
import * as styles from './PaymentConfirmation.css';
import type { MemberPayOptions } from './payOptions';

export interface PaymentFormProps {
  text: PaymentConfirmationMessages;
  /** The form's id: the dialog's Pay button (in the footer) submits it. */
  formId: string;
  options: MemberPayOptions;
  amount: string;
  onAmountChange: (amount: string) => void;
  paymentType: quickPay.PaymentType;
  onPaymentTypeChange: (paymentType: quickPay.PaymentType) => void;
  /** The field errors of the last Pay, keyed `paymentAmount` and `paymentType`. */
  errors: Record<string, string>;
  convenienceFeeText: string | null | undefined;
  /** The form was submitted. */
  onPay: () => void;
}

/**
 * The payment amount and payment type (doc 1 §4.1, §5.1: the restriction tooltips, the gateway and
 * convenience-fee texts), in the form the dialog's Pay submits.
 */
export function PaymentForm({
  text,
  formId,
  options,
  amount,
  onAmountChange,
  paymentType,
  onPaymentTypeChange,
  errors,
  convenienceFeeText,
  onPay,
}: PaymentFormProps) {
  return (
    <Form
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
      validationErrors={errors}
      errorSummaryTitle={text.errorSummaryTitle}
      errorSummaryHeadingLevel={3}
      className={styles.fields}
    >
      <PaymentFields
        messages={text}
        amount={amount}
        onAmountChange={onAmountChange}
        paymentType={paymentType}
        onPaymentTypeChange={onPaymentTypeChange}
        methods={options.methods}
        restriction={options.restriction}
        convenienceFeeText={convenienceFeeText}
      />
    </Form>
  );
}
