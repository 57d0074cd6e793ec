import {
  Alert,
  Button,
  Form,
  MaskedPhoneField,
  Radio,
  RadioGroup,
  TextField,
} from '@coop-portal/ui';
import {
  formatUsPhone,
  registration,
  validateForm,
  withoutUsCountryCode,
} from '@coop-portal/validation';
import { useState, type FormEvent } from 'react';
import type { RegistrationWizardMessages } from './messages';
import * as styles from './RegistrationWizard.css';

export interface SendCodeValues {
  /** A destination's id ('email-0', 'sms-0'), or 'email' / 'phone' for a user-provided contact. */
  authenticationType: string;
  email: string;
  phone: string;
}

export const emptySendCodeValues: SendCodeValues = { authenticationType: '', email: '', phone: '' };

/** Where the code goes: the `validatorResource` sent, and the words naming it to the member. */
export interface CodeTarget {
  validatorResource: string;
  description: string;
}

export interface SendCodeStageProps {
  text: RegistrationWizardMessages;
  /** The id of the stage's main button: the same in every stage (see the wizard). */
  actionId: string;
  /** The error summary's heading level: one below the stage heading. */
  summaryLevel: 2 | 3 | 4;
  mode: registration.SendCodeMode;
  destinations: readonly registration.CodeDestination[];
  values: SendCodeValues;
  onChange: (values: SendCodeValues) => void;
  onSend: (target: CodeTarget) => void;
  onBack: () => void;
  isBusy: boolean;
}

/**
 * Stage 2 'Send Verification Code' (doc 1 §2.8, §4.3, §5.3, §8): choose one of the contacts on file
 * (cell phones only when SMS is enabled); with none on file, enter an email or a US phone when the
 * co-op allows it; otherwise 'Unable to fetch details…' and Send is disabled.
 */
export function SendCodeStage({
  text,
  actionId,
  summaryLevel,
  mode,
  destinations,
  values,
  onChange,
  onSend,
  onBack,
  isBusy,
}: SendCodeStageProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy || mode === 'unavailable') return;
    const result = validateForm(registration.createSendCodeSchema(mode, text), values);
    setErrors(result.errors);
    if (!result.success) return;
    const { authenticationType, email, phone } = result.data;
    if (mode === 'userProvided') {
      onSend(
        authenticationType === 'email'
          ? { validatorResource: email, description: email }
          : { validatorResource: phone, description: phone },
      );
      return;
    }
    const chosen = destinations.find((destination) => destination.id === authenticationType);
    if (chosen) onSend({ validatorResource: chosen.value, description: chosen.value });
  };

  const set = (patch: Partial<SendCodeValues>) => onChange({ ...values, ...patch });

  return (
    <Form
      onSubmit={submit}
      validationErrors={errors}
      errorSummaryTitle={text.errorSummaryTitle}
      errorSummaryHeadingLevel={summaryLevel}
      className={styles.fields}
    >
      {mode === 'onFile' ? (
        <>
          <p className={styles.intro}>{text.sendCodeIntro}</p>
          <RadioGroup
            name="authenticationType"
            label={text.destinationLabel}
            value={values.authenticationType || null}
            onChange={(authenticationType) => set({ authenticationType })}
            isRequired
          >
            {destinations.map((destination) => (
              <Radio key={destination.id} value={destination.id}>
                {destination.kind === 'email'
                  ? text.destinationEmail(destination.value)
                  : text.destinationSms(destination.value)}
              </Radio>
            ))}
          </RadioGroup>
        </>
      ) : null}
      {mode === 'userProvided' ? (
        <>
          <p className={styles.intro}>{text.userProvidedIntro}</p>
          <RadioGroup
            name="authenticationType"
            label={text.userProvidedTypeLabel}
            value={values.authenticationType || null}
            onChange={(authenticationType) => set({ authenticationType })}
            isRequired
          >
            <Radio value="email">{text.userProvidedEmail}</Radio>
            <Radio value="phone">{text.userProvidedPhone}</Radio>
          </RadioGroup>
          {values.authenticationType === 'email' ? (
            <TextField
              name="email"
              type="email"
              label={text.contactEmailLabel}
              value={values.email}
              onChange={(email) => set({ email })}
              maxLength={registration.registrationLimits.emailMaxLength}
              autoComplete="email"
              isRequired
            />
          ) : null}
          {values.authenticationType === 'phone' ? (
            <MaskedPhoneField
              name="phone"
              label={text.contactPhoneLabel}
              description={text.contactPhoneDescription}
              value={values.phone}
              onChange={(phone) => set({ phone })}
              format={formatUsPhone}
              normalizePasted={withoutUsCountryCode}
              autoComplete="tel-national"
              isRequired
            />
          ) : null}
        </>
      ) : null}
      {mode === 'unavailable' ? <Alert tone="error">{text.noContactOnFile}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack} isDisabled={isBusy}>
          {text.back}
        </Button>
        <Button
          id={actionId}
          type="submit"
          isPending={isBusy}
          loadingLabel={text.sending}
          isDisabled={mode === 'unavailable'}
        >
          {text.send}
        </Button>
      </div>
    </Form>
  );
}
