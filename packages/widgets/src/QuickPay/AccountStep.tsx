import { Form, TextField } from '@coop-portal/ui';
import { keepDigitsUpTo, quickPay, validateForm } from '@coop-portal/validation';
import { useState, type FormEvent } from 'react';
import type { QuickPayDialogMessages } from './messages';
import * as styles from './QuickPay.css';
import { submitOnEnter } from '../shared/submitForm';

export interface AccountValues {
  accountNumber: string;
  phoneLastFourDigits: string;
}

export interface AccountStepProps {
  text: QuickPayDialogMessages;
  values: AccountValues;
  onChange: (values: AccountValues) => void;
  /** Called with valid values; the dialog verifies them. */
  onVerify: (values: quickPay.QuickPayAccountValues) => void;
  isVerifying: boolean;
  /** The form's id: the dialog's Verify button (in the footer) submits it. */
  formId: string;
}

const keepAccountNumber = (value: string) =>
  keepDigitsUpTo(value, quickPay.quickPayLimits.accountNumberMaxLength);
const keepPhoneDigits = (value: string) =>
  keepDigitsUpTo(value, quickPay.quickPayLimits.phoneLastFourLength);

/**
 * Step 1 Account (doc 1 §2.5, §5.1): account number (digits, at most 12) and the last 4 phone
 * digits (digits, exactly 4). An invalid submit shows the spec's messages and focuses the first
 * invalid field.
 */
export function AccountStep({
  text,
  values,
  onChange,
  onVerify,
  isVerifying,
  formId,
}: AccountStepProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isVerifying) return;
    const result = validateForm(quickPay.createQuickPayAccountSchema(text), values);
    setErrors(result.errors);
    if (result.success) onVerify(result.data);
  };

  return (
    <Form
      id={formId}
      onSubmit={submit}
      validationErrors={errors}
      errorSummaryTitle={text.errorSummaryTitle}
      errorSummaryHeadingLevel={4}
      className={styles.fields}
    >
      <p className={styles.intro}>{text.accountIntro}</p>
      <TextField
        name="accountNumber"
        label={text.accountNumberLabel}
        value={values.accountNumber}
        onChange={(accountNumber) => onChange({ ...values, accountNumber })}
        inputFilter={keepAccountNumber}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        onKeyDown={submitOnEnter}
      />
      <TextField
        name="phoneLastFourDigits"
        label={text.phoneLastFourLabel}
        value={values.phoneLastFourDigits}
        onChange={(phoneLastFourDigits) => onChange({ ...values, phoneLastFourDigits })}
        inputFilter={keepPhoneDigits}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        onKeyDown={submitOnEnter}
      />
    </Form>
  );
}
