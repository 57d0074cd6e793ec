import { Checkbox, PasswordField, Switch, TextField } from '@coop-portal/ui';
import { profile } from '@coop-portal/validation';
import {
  SecurityQuestionFields,
  UsernameField,
  type AvailabilityStatus,
} from '../shared/SignInDetails';
import type { MyProfileMessages } from './messages';
import * as styles from './MyProfile.css';

export interface LoginInfoTabProps {
  text: MyProfileMessages;
  values: profile.LoginInfoValues;
  onChange: (patch: Partial<profile.LoginInfoValues>) => void;
  /** The security questions the member may choose from. */
  secretQuestions: readonly { id: string | number; description: string }[];
  /** The username check's result for the username in the field. */
  availability: AvailabilityStatus | null;
  onUsernameBlur: () => void;
  allowPasswordPaste: boolean;
  /** Which confirmation e-mails the co-op sends (SEND_EBPP_PAYMENT_EMAIL, SEND_OPEN_ACCESS_SERVICEORDER_EMAIL). */
  confirmationEmails: { payment: boolean; serviceOrder: boolean };
  /** Stored data the member has (paymentTypes Credit, Check) and whether its removal is allowed. */
  storedData: {
    card: profile.StoredDataRemoval | null;
    bank: profile.StoredDataRemoval | null;
  };
  /** The level of the tab's section headings. */
  headingLevel: 2 | 3 | 4;
}

/**
 * The Login Info tab (doc 2 §2.3, §4, §5): email, username with its rule behind an info button and
 * the availability check on blur, security question and answer, an optional new password with its
 * confirmation (show/hide, strength meter, paste per allowPasswordPasting), the confirmation e-mail
 * switches, removal of stored card or bank data (disabled with 'Update not allowed. Active Payment
 * setup exists.' while an autopay uses it) and the unlisted phone. Errors come from the form around
 * it, by field name.
 */
export function LoginInfoTab({
  text,
  values,
  onChange,
  secretQuestions,
  availability,
  onUsernameBlur,
  allowPasswordPaste,
  confirmationEmails,
  storedData,
  headingLevel,
}: LoginInfoTabProps) {
  const Heading = `h${headingLevel}` as const;
  const showEmails = confirmationEmails.payment || confirmationEmails.serviceOrder;
  const removal = (
    name: 'removeStoredCreditData' | 'removeStoredBankData',
    label: string,
    state: profile.StoredDataRemoval,
  ) => (
    <Checkbox
      name={name}
      isSelected={values[name] && !state.disabled}
      onChange={(checked) => onChange({ [name]: checked })}
      isDisabled={state.disabled}
      description={state.message}
    >
      {label}
    </Checkbox>
  );

  return (
    <div className={styles.tabContent}>
      <TextField
        name="userName"
        type="email"
        label={text.emailLabel}
        value={values.userName}
        onChange={(userName) => onChange({ userName })}
        maxLength={profile.profileLimits.emailMaxLength}
        autoComplete="email"
        isRequired
      />
      <UsernameField
        name="loginId"
        label={text.usernameLabel}
        value={values.loginId}
        onChange={(loginId) => onChange({ loginId })}
        onBlur={onUsernameBlur}
        maxLength={profile.profileLimits.usernameMaxLength}
        status={availability}
        text={{
          checking: text.usernameChecking,
          available: text.usernameAvailable,
          taken: text.usernameNotAvailable,
        }}
        info={{ content: text.usernameRules, buttonLabel: text.usernameRulesButton }}
      />
      <SecurityQuestionFields
        names={{ question: 'secretQuestionId', answer: 'secretQuestionAnswer' }}
        text={{
          question: text.securityQuestionLabel,
          placeholder: text.securityQuestionPlaceholder,
          answer: text.securityAnswerLabel,
        }}
        questions={secretQuestions}
        question={values.secretQuestionId}
        answer={values.secretQuestionAnswer}
        onQuestionChange={(secretQuestionId) => onChange({ secretQuestionId })}
        onAnswerChange={(secretQuestionAnswer) => onChange({ secretQuestionAnswer })}
        answerMaxLength={profile.profileLimits.securityAnswerMaxLength}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text.passwordLegend}</legend>
        <p className={styles.hint}>{text.passwordHint}</p>
        <PasswordField
          name="password"
          label={text.newPasswordLabel}
          description={text.passwordDescription}
          value={values.password}
          onChange={(password) => onChange({ password })}
          maxLength={profile.profileLimits.passwordMaxLength}
          autoComplete="new-password"
          allowPaste={allowPasswordPaste}
          showStrength
        />
        <PasswordField
          name="confirmPassword"
          label={text.confirmPasswordLabel}
          value={values.confirmPassword}
          onChange={(confirmPassword) => onChange({ confirmPassword })}
          maxLength={profile.profileLimits.passwordMaxLength}
          autoComplete="new-password"
          allowPaste={allowPasswordPaste}
        />
      </fieldset>
      {showEmails ? (
        <section className={styles.group}>
          <Heading className={styles.groupHeading}>{text.emailsLegend}</Heading>
          {confirmationEmails.payment ? (
            <Switch
              name="receivePaymentEmail"
              isSelected={values.receivePaymentEmail}
              onChange={(receivePaymentEmail) => onChange({ receivePaymentEmail })}
            >
              {text.paymentEmailLabel}
            </Switch>
          ) : null}
          {confirmationEmails.serviceOrder ? (
            <Switch
              name="receiveServiceOrderEmail"
              isSelected={values.receiveServiceOrderEmail}
              onChange={(receiveServiceOrderEmail) => onChange({ receiveServiceOrderEmail })}
            >
              {text.serviceOrderEmailLabel}
            </Switch>
          ) : null}
        </section>
      ) : null}
      {storedData.card || storedData.bank ? (
        <section className={styles.group}>
          <Heading className={styles.groupHeading}>{text.storedDataLegend}</Heading>
          <p className={styles.hint}>{text.storedDataHint}</p>
          {storedData.card
            ? removal('removeStoredCreditData', text.removeCardLabel, storedData.card)
            : null}
          {storedData.bank
            ? removal('removeStoredBankData', text.removeBankLabel, storedData.bank)
            : null}
        </section>
      ) : null}
      <section className={styles.group}>
        <Heading className={styles.groupHeading}>{text.privacyLegend}</Heading>
        <Switch
          name="canMaskPhone"
          isSelected={values.canMaskPhone}
          onChange={(canMaskPhone) => onChange({ canMaskPhone })}
          description={text.unlistedPhoneDescription}
        >
          {text.unlistedPhoneLabel}
        </Switch>
      </section>
    </div>
  );
}
