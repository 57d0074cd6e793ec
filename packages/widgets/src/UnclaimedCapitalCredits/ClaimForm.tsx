import { useSendCapitalCreditClaimMutation } from '@coop-portal/api-client/react';
import {
  Button,
  cx,
  DismissibleAlert,
  Form,
  MaskedPhoneField,
  Select,
  SelectItem,
  Spinner,
  TextArea,
  TextField,
  useFocusOnChange,
} from '@coop-portal/ui';
import {
  capitalCredits,
  formatUsPhone,
  keepDigitsUpTo,
  usStates,
  validateForm,
  withoutUsCountryCode,
} from '@coop-portal/validation';
import { useRef, useState, type FormEvent } from 'react';
import { capitalCreditFailure } from '../shared/capitalCreditFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import type { UnclaimedCapitalCreditsMessages } from './messages';
import type { UnclaimedCredit } from './UnclaimedCapitalCredits';
import * as styles from './UnclaimedCapitalCredits.css';

interface ClaimInput {
  name: string;
  ssn: string;
  phone: string;
  contactPref: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  comments: string;
}

const empty: ClaimInput = {
  name: '',
  ssn: '',
  phone: '',
  contactPref: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  comments: '',
};

const limits = capitalCredits.capitalCreditsLimits;
const keepSsn = (value: string) => keepDigitsUpTo(value, limits.ssnLength);
const keepZip = (value: string) => value.replace(/[^\d-]/g, '').slice(0, limits.zipMaxLength);
/** The contact preferences as listed, in the catalogue's words; the value sent is the spec's own. */
const contactPreferences = (text: UnclaimedCapitalCreditsMessages) => {
  const labels = {
    Phone: text.contactPrefPhone,
    Email: text.contactPrefEmail,
    Mail: text.contactPrefMail,
  } satisfies Record<(typeof capitalCredits.claimContactPreferences)[number], string>;
  return capitalCredits.claimContactPreferences.map((value) => ({
    id: value,
    label: labels[value],
  }));
};
const states = usStates.map((state) => ({ id: state.value, label: state.label }));

/**
 * The claim's contact form (doc 3 §2.10 step 2, §3, §5, §9) for one search result: name, the last 4
 * SSN digits (typed hidden, never shown back), phone, contact preference (e-mail required with
 * Email), address, city, state, zip and comments, with the spec's messages and limits; an invalid
 * submit shows them on their fields and focuses the first. The claim is sent once however often
 * Submit is pressed; a failure (a 429 with the wait) says why in an alert and keeps the form.
 */
export function ClaimForm({
  credit,
  text,
  errorSummaryHeadingLevel,
  onCancel,
  onClaimed,
}: {
  credit: UnclaimedCredit;
  text: UnclaimedCapitalCreditsMessages;
  errorSummaryHeadingLevel: 3 | 4 | 5;
  onCancel: () => void;
  onClaimed: (message: string) => void;
}) {
  const errorMessage = useErrorMessage();
  const send = useSendCapitalCreditClaimMutation();
  const [values, setValues] = useState<ClaimInput>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A claim under way: further presses are the same intent.
  const sending = useRef(false);
  const { ref: failureRef } = useFocusOnChange<string | null, HTMLDivElement>(failure, {
    shouldFocus: () => failure !== null,
  });

  const change = (field: keyof ClaimInput, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const result = validateForm(capitalCredits.createClaimSchema(text), values);
    setErrors(result.errors);
    if (!result.success) return;
    sending.current = true;
    setFailure(null);
    send.mutate(
      { body: capitalCredits.buildClaimRequest(result.data, credit.memberNumber) },
      {
        onSuccess: ({ message }) => onClaimed(message),
        onError: (error) => setFailure(capitalCreditFailure(error, text, errorMessage)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const address = [credit.address, text.cityState(credit.city, credit.state), credit.zip]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <p className={styles.note}>{text.claiming(credit.name, address)}</p>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className={styles.focusTarget}>
          <DismissibleAlert
            tone="error"
            onDismiss={() => setFailure(null)}
            dismissLabel={text.dismissLabel}
          >
            {failure}
          </DismissibleAlert>
        </div>
      ) : null}
      <Form
        onSubmit={submit}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={errorSummaryHeadingLevel}
        className={styles.form}
      >
        <div className={styles.fields}>
          <TextField
            name="name"
            label={text.nameLabel}
            value={values.name}
            onChange={(value) => change('name', value)}
            maxLength={limits.nameMaxLength}
            autoComplete="name"
          />
          <TextField
            name="ssn"
            type="password"
            label={text.ssnLabel}
            description={text.ssnDescription}
            value={values.ssn}
            onChange={(value) => change('ssn', value)}
            inputFilter={keepSsn}
            inputMode="numeric"
            autoComplete="off"
          />
          <MaskedPhoneField
            name="phone"
            label={text.phoneLabel}
            value={values.phone}
            onChange={(value) => change('phone', value)}
            format={formatUsPhone}
            normalizePasted={withoutUsCountryCode}
            isRequired
          />
          <Select
            name="contactPref"
            label={text.contactPrefLabel}
            placeholder={text.contactPrefPlaceholder}
            items={contactPreferences(text)}
            selectedKey={values.contactPref || null}
            onSelectionChange={(key) => change('contactPref', key === null ? '' : String(key))}
            isRequired
          >
            {(preference) => <SelectItem id={preference.id}>{preference.label}</SelectItem>}
          </Select>
          <TextField
            name="email"
            type="email"
            label={text.emailLabel}
            value={values.email}
            onChange={(value) => change('email', value)}
            maxLength={limits.emailMaxLength}
            autoComplete="email"
            isRequired={values.contactPref === limits.emailContactPreference}
          />
          <TextField
            name="address1"
            label={text.address1Label}
            value={values.address1}
            onChange={(value) => change('address1', value)}
            maxLength={limits.addressMaxLength}
            autoComplete="address-line1"
            isRequired
          />
          <TextField
            name="address2"
            label={text.address2Label}
            value={values.address2}
            onChange={(value) => change('address2', value)}
            maxLength={limits.addressMaxLength}
            autoComplete="address-line2"
          />
          <TextField
            name="city"
            label={text.cityLabel}
            value={values.city}
            onChange={(value) => change('city', value)}
            maxLength={limits.cityMaxLength}
            autoComplete="address-level2"
            isRequired
          />
          <Select
            name="state"
            label={text.stateLabel}
            placeholder={text.statePlaceholder}
            items={states}
            selectedKey={values.state || null}
            onSelectionChange={(key) => change('state', key === null ? '' : String(key))}
            isRequired
          >
            {(state) => <SelectItem id={state.id}>{state.label}</SelectItem>}
          </Select>
          <TextField
            name="zip"
            label={text.zipLabel}
            value={values.zip}
            onChange={(value) => change('zip', value)}
            inputFilter={keepZip}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <TextArea
            name="comments"
            label={text.commentsLabel}
            value={values.comments}
            onChange={(value) => change('comments', value)}
            maxLength={limits.commentsMaxLength}
            className={cx(styles.wide)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">{text.submitClaim}</Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={send.isPending}>
            {text.cancel}
          </Button>
          {/* Not the button's own pending state: a claim sent takes the form away, and an
              announcement pointing at the button would be left behind. */}
          {send.isPending ? <Spinner label={text.sendingClaim} showLabel size="sm" /> : null}
        </div>
      </Form>
    </>
  );
}
