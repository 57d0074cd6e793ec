import { Button, Form, TextField } from '@coop-portal/ui';
import { keepDigitsUpTo, quickPay, validateForm } from '@coop-portal/validation';
import { useState, type FormEvent } from 'react';
import * as styles from '../OutageCenter/OutageCenter.css';
import { submitOnEnter } from '../shared/submitForm';
import type { OutageReportMessages } from './messages';

export interface VerifyValues {
  accountNumber: string;
  phoneLastFourDigits: string;
}

const keepAccountNumber = (value: string) =>
  keepDigitsUpTo(value, quickPay.quickPayLimits.accountNumberMaxLength);
const keepPhoneDigits = (value: string) =>
  keepDigitsUpTo(value, quickPay.quickPayLimits.phoneLastFourLength);

/**
 * The guest's verification, as Quick Pay's step 1 (doc 1 §5.1): account number (digits, at most
 * 12) and the last 4 phone digits (digits, exactly 4), with Quick Pay's messages; an invalid submit
 * shows them on their fields and focuses the first invalid one.
 */
export function VerifyForm({
  text,
  initial,
  isVerifying,
  onVerify,
  errorSummaryHeadingLevel,
}: {
  text: OutageReportMessages;
  initial: VerifyValues;
  isVerifying: boolean;
  onVerify: (values: VerifyValues) => void;
  errorSummaryHeadingLevel: 3 | 4 | 5;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isVerifying) return;
    const schema = quickPay.createQuickPayAccountSchema({ ...quickPay.quickPayMessages, ...text });
    const result = validateForm(schema, values);
    setErrors(result.errors);
    if (result.success) onVerify(result.data);
  };

  return (
    <Form
      onSubmit={submit}
      validationErrors={errors}
      errorSummaryTitle={text.errorSummaryTitle}
      errorSummaryHeadingLevel={errorSummaryHeadingLevel}
      className={styles.form}
    >
      <p className={styles.note}>{text.verifyIntro}</p>
      <TextField
        name="accountNumber"
        label={text.accountNumberLabel}
        value={values.accountNumber}
        onChange={(accountNumber) => setValues((current) => ({ ...current, accountNumber }))}
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
        onChange={(phoneLastFourDigits) =>
          setValues((current) => ({ ...current, phoneLastFourDigits }))
        }
        inputFilter={keepPhoneDigits}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        onKeyDown={submitOnEnter}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={isVerifying} loadingLabel={text.verifying}>
          {text.verify}
        </Button>
      </div>
    </Form>
  );
}
