import { Button, Form, TextField } from '@coop-portal/ui';
import { registration, validateForm } from '@coop-portal/validation';
import { useState, type FormEvent, type Ref } from 'react';
import type { RegistrationWizardMessages } from './messages';
import * as styles from './RegistrationWizard.css';

export interface CodeStageProps {
  text: RegistrationWizardMessages;
  /** The id of the stage's main button: the same in every stage (see the wizard). */
  actionId: string;
  /** The error summary's heading level: one below the stage heading. */
  summaryLevel: 2 | 3 | 4;
  /** Where the code was sent, as shown to the member. */
  destination: string;
  value: string;
  onChange: (value: string) => void;
  onVerify: (verificationCode: string) => void;
  onBack: () => void;
  isBusy: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * Stage 3 'Enter Verification Code' (doc 1 §2.8, §4.3, §5.3): the 6-digit code, digits only, valid
 * for 2 hours. The wizard refocuses the field when the code is refused.
 */
export function CodeStage({
  text,
  actionId,
  summaryLevel,
  destination,
  value,
  onChange,
  onVerify,
  onBack,
  isBusy,
  inputRef,
}: CodeStageProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const result = validateForm(registration.createVerificationCodeSchema(text), {
      verificationCode: value,
    });
    setErrors(result.errors);
    if (result.success) onVerify(result.data.verificationCode);
  };

  return (
    <Form
      onSubmit={submit}
      validationErrors={errors}
      errorSummaryTitle={text.errorSummaryTitle}
      errorSummaryHeadingLevel={summaryLevel}
      className={styles.fields}
    >
      <p className={styles.text}>{text.codeSentTo(destination)}</p>
      <p className={styles.intro}>
        {text.codeIntro(registration.registrationLimits.verificationCodeValidHours)}
      </p>
      <TextField
        name="verificationCode"
        label={text.verificationCodeLabel}
        value={value}
        onChange={onChange}
        maxLength={registration.registrationLimits.verificationCodeLength}
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        inputRef={inputRef}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack} isDisabled={isBusy}>
          {text.back}
        </Button>
        <Button id={actionId} type="submit" isPending={isBusy} loadingLabel={text.verifying}>
          {text.verify}
        </Button>
      </div>
    </Form>
  );
}
