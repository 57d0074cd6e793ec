import { Button, Form, TextField } from '@coop-portal/ui';
import { registration, validateForm } from '@coop-portal/validation';
import { useState, type FormEvent, type Ref } from 'react';
import type { RegistrationWizardMessages } from './messages';
import * as styles from './RegistrationWizard.css';

export interface AccountStageProps {
  text: RegistrationWizardMessages;
  /** The id of the stage's main button: the same in every stage (see the wizard). */
  actionId: string;
  /** The error summary's heading level: one below the stage heading. */
  summaryLevel: 2 | 3 | 4;
  /** The field's label (STATEMENT_ID_LABEL where configured, else the wizard's own). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with a valid account number; the wizard looks it up. */
  onNext: (accountNumber: string) => void;
  isBusy: boolean;
  /** The last lookup failed for this value: Next stays disabled until the form changes (§4.3). */
  isBlocked: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** Stage 1 'Registration' (doc 1 §2.8, §5.3): the account number. */
export function AccountStage({
  text,
  actionId,
  summaryLevel,
  label,
  value,
  onChange,
  onNext,
  isBusy,
  isBlocked,
  inputRef,
}: AccountStageProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy || isBlocked) return;
    const result = validateForm(registration.createRegistrationAccountSchema(text), {
      accountNumber: value,
    });
    setErrors(result.errors);
    if (result.success) onNext(result.data.accountNumber);
  };

  return (
    <Form
      onSubmit={submit}
      validationErrors={errors}
      errorSummaryTitle={text.errorSummaryTitle}
      errorSummaryHeadingLevel={summaryLevel}
      className={styles.fields}
    >
      <p className={styles.intro}>{text.accountIntro}</p>
      <TextField
        name="accountNumber"
        label={label}
        value={value}
        onChange={onChange}
        maxLength={registration.registrationLimits.accountNumberMaxLength}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        inputRef={inputRef}
      />
      <div className={styles.actions}>
        <Button
          id={actionId}
          type="submit"
          isPending={isBusy}
          loadingLabel={text.checkingAccount}
          isDisabled={isBlocked}
        >
          {text.next}
        </Button>
      </div>
    </Form>
  );
}
