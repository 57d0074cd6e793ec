import type { RegisterMemberRequest } from '@coop-portal/api-client';
import { useSiteConfiguration } from '@coop-portal/api-client/react';
import { Button, Checkbox, Form, PasswordField, TextField } from '@coop-portal/ui';
import { password, registration, validateForm } from '@coop-portal/validation';
import { useMemo, useState, type FormEvent } from 'react';
import type { ValidationResult } from 'react-aria-components';
import type { RegistrationConfiguration } from './configuration';
import type { RegistrationWizardMessages } from './messages';
import * as styles from './RegistrationWizard.css';
import {
  SecurityQuestionFields,
  UsernameField,
  useUsernameAvailability,
} from '../shared/SignInDetails';

export interface SecretQuestion {
  id: string | number;
  description: string;
  visible: boolean;
}

export interface CompleteStageProps {
  text: RegistrationWizardMessages;
  /** The id of the stage's main button: the same in every stage (see the wizard). */
  actionId: string;
  /** The error summary's heading level: one below the stage heading. */
  summaryLevel: 2 | 3 | 4;
  configuration: RegistrationConfiguration;
  accountNumber: string;
  memberNumber: string;
  /** The email on file from the code check: the email field starts with it. */
  emailOnFile: string | null | undefined;
  secretQuestions: readonly SecretQuestion[];
  /** Called with the register request once every field is valid. */
  onRegister: (request: RegisterMemberRequest) => void;
  isBusy: boolean;
}

interface CompleteValues {
  loginId: string;
  email: string;
  cnfemail: string;
  password: string;
  cnfpassword: string;
  secQuestion: string | number | null;
  secAnswer: string;
  hasOptedForPaperlessBilling: boolean;
  hasOptedForPaperlessOther: boolean;
  areMarketingEmailsAllowed: boolean;
  paperlessConfirmation: boolean;
}

/** A checkbox shows the form's error for it (its error slot is left out without one). */
const formError = (validation: ValidationResult) => validation.validationErrors.join(' ');

/**
 * Stage 4 'Complete Registration' (doc 1 §2.8, §3 register member form, §4.3, §5.4): the member
 * number (read-only), username with the availability check on blur, email (twice when
 * REGISTER_KEY_EMAIL_ADDRESS_TWICE), password and confirmation with show/hide and a strength meter,
 * security question and answer, the paperless options with their confirmation, and marketing
 * emails, as the configuration says. An invalid submit focuses the first invalid field.
 */
export function CompleteStage({
  text,
  actionId,
  summaryLevel,
  configuration,
  accountNumber,
  memberNumber,
  emailOnFile,
  secretQuestions,
  onRegister,
  isBusy,
}: CompleteStageProps) {
  const siteConfiguration = useSiteConfiguration();
  const allowPaste = password.isPasswordPasteAllowed(siteConfiguration.data?.allowPasswordPasting);
  const { doubleEmailEntry, paperlessBilling, paperlessOther, marketingEmails } = configuration;

  const [values, setValues] = useState<CompleteValues>(() => ({
    loginId: '',
    email: emailOnFile?.trim() ?? '',
    cnfemail: '',
    password: '',
    cnfpassword: '',
    secQuestion: null,
    secAnswer: '',
    hasOptedForPaperlessBilling: paperlessBilling.offered && paperlessBilling.default,
    hasOptedForPaperlessOther: paperlessOther.offered && paperlessOther.default,
    areMarketingEmailsAllowed: false,
    paperlessConfirmation: false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const availability = useUsernameAvailability(registration.shouldCheckUsernameAvailability);
  const [isChecking, setChecking] = useState(false);

  const set = (patch: Partial<CompleteValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const questions = secretQuestions.filter((question) => question.visible);
  const paperlessOffered = paperlessBilling.offered || paperlessOther.offered;
  const paperlessChosen =
    (paperlessBilling.offered && values.hasOptedForPaperlessBilling) ||
    (paperlessOther.offered && values.hasOptedForPaperlessOther);

  const username = values.loginId.trim();
  const shownAvailability = availability.statusOf(username);
  const isTaken = shownAvailability === 'taken';

  // doc 1 §8: a taken username is an error on the username field, shown as soon as it is known.
  const shownErrors = useMemo(
    () => (isTaken ? { ...errors, loginId: text.usernameTaken } : errors),
    [errors, isTaken, text.usernameTaken],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy || isChecking) return;
    setChecking(true);
    const taken = await availability.isTaken(username);
    setChecking(false);
    const schema = registration.createCompleteRegistrationSchema({
      doubleEmailEntry,
      usernameTaken: taken,
      messages: text,
    });
    const result = validateForm(schema, { memberNumber, ...values });
    setErrors(result.errors);
    if (!result.success) return;
    const data = result.data;
    onRegister({
      accountNumber,
      memberNumber,
      loginId: data.loginId,
      email: data.email,
      ...(doubleEmailEntry ? { cnfemail: data.cnfemail } : {}),
      password: data.password,
      cnfpassword: data.cnfpassword,
      secQuestion: data.secQuestion ?? '',
      secAnswer: data.secAnswer,
      hasOptedForPaperlessBilling: paperlessBilling.offered && data.hasOptedForPaperlessBilling,
      hasOptedForPaperlessOther: paperlessOther.offered && data.hasOptedForPaperlessOther,
      areMarketingEmailsAllowed: marketingEmails.offered && data.areMarketingEmailsAllowed,
      paperlessConfirmation: paperlessChosen && data.paperlessConfirmation,
    });
  };

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      validationErrors={shownErrors}
      errorSummaryTitle={text.errorSummaryTitle}
      errorSummaryHeadingLevel={summaryLevel}
      className={styles.fields}
    >
      <p className={styles.intro}>{text.completeIntro}</p>
      <TextField
        name="memberNumber"
        label={configuration.memberNumberLabel ?? text.memberNumberLabel}
        value={memberNumber}
        isReadOnly
      />
      <UsernameField
        name="loginId"
        label={text.usernameLabel}
        description={text.usernameDescription}
        value={values.loginId}
        onChange={(loginId) => set({ loginId })}
        onBlur={() => availability.onBlur(username)}
        maxLength={registration.registrationLimits.usernameMaxLength}
        status={shownAvailability}
        text={{
          checking: text.usernameChecking,
          available: text.usernameAvailable,
          taken: text.usernameNotAvailable,
        }}
      />
      <TextField
        name="email"
        type="email"
        label={text.emailLabel}
        value={values.email}
        onChange={(email) => set({ email })}
        maxLength={registration.registrationLimits.emailMaxLength}
        autoComplete="email"
        isRequired
      />
      {doubleEmailEntry ? (
        <TextField
          name="cnfemail"
          type="email"
          label={text.confirmEmailLabel}
          value={values.cnfemail}
          onChange={(cnfemail) => set({ cnfemail })}
          maxLength={registration.registrationLimits.emailMaxLength}
          autoComplete="email"
          isRequired
        />
      ) : null}
      <PasswordField
        name="password"
        label={text.passwordLabel}
        description={text.passwordDescription}
        value={values.password}
        onChange={(value) => set({ password: value })}
        maxLength={password.passwordLimits.maxLength}
        autoComplete="new-password"
        allowPaste={allowPaste}
        showStrength
        isRequired
      />
      <PasswordField
        name="cnfpassword"
        label={text.confirmPasswordLabel}
        value={values.cnfpassword}
        onChange={(cnfpassword) => set({ cnfpassword })}
        maxLength={password.passwordLimits.maxLength}
        autoComplete="new-password"
        allowPaste={allowPaste}
        isRequired
      />
      <SecurityQuestionFields
        names={{ question: 'secQuestion', answer: 'secAnswer' }}
        text={{
          question: text.securityQuestionLabel,
          placeholder: text.securityQuestionPlaceholder,
          answer: text.securityAnswerLabel,
        }}
        questions={questions}
        question={values.secQuestion}
        answer={values.secAnswer}
        onQuestionChange={(secQuestion) => set({ secQuestion })}
        onAnswerChange={(secAnswer) => set({ secAnswer })}
        answerMaxLength={registration.registrationLimits.securityAnswerMaxLength}
      />
      {paperlessOffered ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{text.paperlessLegend}</legend>
          {paperlessBilling.offered ? (
            <Checkbox
              name="hasOptedForPaperlessBilling"
              isSelected={values.hasOptedForPaperlessBilling}
              onChange={(hasOptedForPaperlessBilling) => set({ hasOptedForPaperlessBilling })}
            >
              {text.paperlessBillingLabel}
            </Checkbox>
          ) : null}
          {paperlessOther.offered ? (
            <Checkbox
              name="hasOptedForPaperlessOther"
              isSelected={values.hasOptedForPaperlessOther}
              onChange={(hasOptedForPaperlessOther) => set({ hasOptedForPaperlessOther })}
            >
              {text.paperlessOtherLabel}
            </Checkbox>
          ) : null}
          {paperlessChosen ? (
            <Checkbox
              name="paperlessConfirmation"
              isSelected={values.paperlessConfirmation}
              onChange={(paperlessConfirmation) => set({ paperlessConfirmation })}
              errorMessage={formError}
              isRequired
            >
              {configuration.paperlessConfirmationText ?? text.paperlessConfirmationLabel}
            </Checkbox>
          ) : null}
        </fieldset>
      ) : null}
      {marketingEmails.offered ? (
        <Checkbox
          name="areMarketingEmailsAllowed"
          isSelected={values.areMarketingEmailsAllowed}
          onChange={(areMarketingEmailsAllowed) => set({ areMarketingEmailsAllowed })}
        >
          {marketingEmails.text ?? text.marketingEmailsLabel}
        </Checkbox>
      ) : null}
      <div className={styles.actions}>
        <Button
          id={actionId}
          type="submit"
          isPending={isBusy || isChecking}
          loadingLabel={isChecking ? text.usernameChecking : text.registering}
        >
          {text.register}
        </Button>
      </div>
    </Form>
  );
}
