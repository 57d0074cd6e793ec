import { isApiError, newIdempotencyKey } from '@coop-portal/api-client';
import {
  useServiceAccountTypes,
  useSubmitServiceApplicationMutation,
} from '@coop-portal/api-client/react';
import {
  Button,
  Checkbox,
  cx,
  DatePicker,
  Form,
  MaskedPhoneField,
  parseIsoDate,
  Select,
  SelectItem,
  Spinner,
  TextArea,
  TextField,
  useCatalogue,
  useFocusOnChange,
  useLocale,
  type DateValue,
} from '@coop-portal/ui';
import {
  formatDate,
  formatUsPhone,
  serviceApplication,
  usStates,
  validateForm,
  withoutUsCountryCode,
  type DateInput,
} from '@coop-portal/validation';
import { createElement, useEffect, useRef, useState, type FormEvent } from 'react';
import { OutcomeAlert } from '../shared/OutcomeAlert';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import { WidgetSection } from '../shared/WidgetSection';
import * as sectionStyles from '../shared/widgetSection.css';
import {
  serviceApplicationWidgetMessages,
  serviceApplicationWidgetTranslations,
  type ServiceApplicationWidgetMessages,
} from './messages';
import * as styles from './ServiceApplication.css';
import type { ServiceAccountType } from './ServiceTypeChoice';

/** What `onSubmitted` tells: the application's confirmation number and its account type. */
export interface ServiceApplicationSubmittedDetail {
  confirmationNumber: string;
  accountType: string | null;
}

export interface ServiceApplicationFormProps {
  /** The code of the account type applied for (e.g. from the address: `?accountType=RES`). */
  accountType: string | null | undefined;
  /**
   * Called when the applicant must choose an account type first: the co-op has several and
   * `accountType` names none of them (`automatic`), or the applicant pressed Change account type.
   */
  onChooseAccountType: (how: { automatic: boolean }) => void;
  /** Called once an application is received. */
  onSubmitted?: (detail: ServiceApplicationSubmittedDetail) => void;
  /** Today (default: the local day now), for the start date's window. */
  today?: DateInput;
  /** Level of the 'Application For Service' heading (default 2). */
  headingLevel?: 1 | 2 | 3;
  /** Show the heading (default true); a page whose own title says it passes false. */
  showHeading?: boolean;
  /**
   * A co-op's own wording, in the language the widget speaks (its provider's `locale`): it replaces
   * that language's text.
   */
  messages?: Partial<ServiceApplicationWidgetMessages>;
  className?: string;
}

/**
 * Application For Service (doc 1 §2.3; the form is ours): the application for the account type
 * the caller names, checked against the co-op's types (an unknown one among several sends the
 * applicant back to the choice). On success the form is replaced by the confirmation number and
 * what happens next.
 */
export function ServiceApplicationForm({
  accountType,
  onChooseAccountType,
  onSubmitted,
  today,
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: ServiceApplicationFormProps) {
  const text: ServiceApplicationWidgetMessages = {
    ...useCatalogue(serviceApplicationWidgetMessages, serviceApplicationWidgetTranslations),
    ...messages,
  };
  const types = useServiceAccountTypes();
  const [received, setReceived] = useState<ServiceApplicationSubmittedDetail | null>(null);
  const target = types.data
    ? serviceApplication.applicationAccountType(types.data, accountType)
    : null;
  const mustChoose = target?.kind === 'choose';

  useEffect(() => {
    if (mustChoose) onChooseAccountType({ automatic: true });
  }, [mustChoose, onChooseAccountType]);

  let content;
  if (types.isError) {
    content = <ReadFailure reads={[types]} retryLabel={text.retry} />;
  } else if (!target || target.kind === 'choose') {
    content = <Spinner label={text.loadingTypes} showLabel size="sm" />;
  } else if (received) {
    content = (
      <Received
        detail={received}
        headingLevel={headingLevel}
        text={text}
        onStartAnother={() => setReceived(null)}
      />
    );
  } else {
    content = (
      <ApplicationFields
        accountType={target.accountType}
        canChange={(types.data?.length ?? 0) > 1}
        onChooseAccountType={onChooseAccountType}
        today={today}
        headingLevel={headingLevel}
        text={text}
        onSubmitted={(detail) => {
          setReceived(detail);
          onSubmitted?.(detail);
        }}
      />
    );
  }

  return (
    <WidgetSection
      heading={text.formHeading}
      headingLevel={headingLevel}
      showHeading={showHeading}
      busy={types.isPending}
      className={cx(sectionStyles.root, className)}
      headingClassName={sectionStyles.heading}
    >
      {content}
    </WidgetSection>
  );
}

/** The confirmation that replaces the form; it takes focus. */
function Received({
  detail,
  headingLevel,
  text,
  onStartAnother,
}: {
  detail: ServiceApplicationSubmittedDetail;
  headingLevel: 1 | 2 | 3;
  text: ServiceApplicationWidgetMessages;
  onStartAnother: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className={styles.received} role="status">
      {createElement(
        `h${headingLevel + 1}`,
        { className: sectionStyles.heading },
        text.receivedHeading,
      )}
      <p className={styles.confirmationNumber}>
        {text.confirmationNumber(detail.confirmationNumber)}
      </p>
      <p className={styles.paragraph}>{text.nextSteps}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onStartAnother}>
          {text.startAnother}
        </Button>
      </div>
    </div>
  );
}

const emptyValues = {
  businessName: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  mailingSameAsService: true,
  mailingAddress1: '',
  mailingAddress2: '',
  mailingCity: '',
  mailingState: '',
  mailingZip: '',
  startDate: null as DateValue | null,
  comments: '',
  agreed: false,
};

type Values = typeof emptyValues;

/**
 * The form itself. One press of Submit is one application: an application in flight ignores
 * further presses, and its `Idempotency-Key` is made once for these answers, so sending them again
 * after a failure is the same application to the server; changed answers are a new one.
 */
function ApplicationFields({
  accountType,
  canChange,
  onChooseAccountType,
  today,
  headingLevel,
  text,
  onSubmitted,
}: {
  accountType: ServiceAccountType | null;
  canChange: boolean;
  onChooseAccountType: ServiceApplicationFormProps['onChooseAccountType'];
  today: DateInput | undefined;
  headingLevel: 1 | 2 | 3;
  text: ServiceApplicationWidgetMessages;
  onSubmitted: (detail: ServiceApplicationSubmittedDetail) => void;
}) {
  const errorMessage = useErrorMessage();
  const business = serviceApplication.isBusinessAccountType(accountType);
  const locale = useLocale();
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const { ref: failureRef } = useFocusOnChange<number, HTMLDivElement>(failures);
  const sending = useRef(false);
  const intent = useRef<{ payload: string; key: string } | null>(null);
  const submission = useSubmitServiceApplicationMutation();
  const startWindow = serviceApplication.startDateWindow(today);
  /** A day of the start date's window as the member's language writes it. */
  const shown = (iso: string) => formatDate(iso, locale) ?? iso;
  const change = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const level = (headingLevel + 1) as 2 | 3 | 4;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const schema = serviceApplication.createServiceApplicationSchema(
      { business, ...(today === undefined ? {} : { today }), messages: text },
      locale,
    );
    const result = validateForm(schema, values);
    setErrors(result.errors);
    if (!result.data) return;
    const body = serviceApplication.buildServiceApplication(result.data, {
      accountType: accountType?.accountType ?? null,
      business,
    });
    const payload = JSON.stringify(body);
    if (intent.current?.payload !== payload) intent.current = { payload, key: newIdempotencyKey() };
    sending.current = true;
    submission.mutate(
      { body, headers: { 'Idempotency-Key': intent.current.key } },
      {
        onSuccess: ({ confirmationNumber }) => {
          intent.current = null;
          onSubmitted({ confirmationNumber, accountType: body.accountType });
        },
        onError: (error) => {
          setFailure(
            serviceApplication.submitFailureMessage(
              {
                status: isApiError(error) ? error.status : undefined,
                retryAfterSeconds: isApiError(error) ? error.retryAfterSeconds : undefined,
                message: errorMessage(error),
              },
              text,
            ),
          );
          setFailures((count) => count + 1);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const address = (prefix: '' | 'mailing') => {
    const name = (field: 'address1' | 'address2' | 'city' | 'state' | 'zip') =>
      (prefix
        ? `mailing${field.charAt(0).toUpperCase()}${field.slice(1)}`
        : field) as keyof Values & string;
    const stateName = name('state');
    return (
      <>
        <TextField
          name={name('address1')}
          label={text.address1}
          value={values[name('address1')] as string}
          onChange={(value) => change(name('address1'), value)}
          autoComplete={`${prefix ? 'billing' : 'shipping'} address-line1`}
          isRequired
          className={styles.wide}
        />
        <TextField
          name={name('address2')}
          label={text.address2}
          value={values[name('address2')] as string}
          onChange={(value) => change(name('address2'), value)}
          autoComplete={`${prefix ? 'billing' : 'shipping'} address-line2`}
          className={styles.wide}
        />
        <TextField
          name={name('city')}
          label={text.city}
          value={values[name('city')] as string}
          onChange={(value) => change(name('city'), value)}
          autoComplete={`${prefix ? 'billing' : 'shipping'} address-level2`}
          isRequired
        />
        <Select
          name={stateName}
          label={text.state}
          placeholder={text.statePlaceholder}
          items={usStates.map((state) => ({ id: state.value, ...state }))}
          selectedKey={(values[stateName] as string) || null}
          onSelectionChange={(key) => change(stateName, key === null ? '' : String(key))}
          isRequired
        >
          {(state) => <SelectItem id={state.id}>{state.label}</SelectItem>}
        </Select>
        <TextField
          name={name('zip')}
          label={text.zip}
          value={values[name('zip')] as string}
          onChange={(value) => change(name('zip'), value.replace(/[^\d-]/g, ''))}
          maxLength={serviceApplication.serviceApplicationLimits.zipMaxLength}
          inputMode="numeric"
          autoComplete={`${prefix ? 'billing' : 'shipping'} postal-code`}
          isRequired
        />
      </>
    );
  };

  return (
    <>
      <p className={styles.intro}>{text.formIntro}</p>
      {accountType ? (
        <p className={styles.applyingFor}>
          {text.applyingFor(accountType.description)}
          {canChange ? (
            <Button variant="quiet" onPress={() => onChooseAccountType({ automatic: false })}>
              {text.changeAccountType}
            </Button>
          ) : null}
        </p>
      ) : null}
      <OutcomeAlert
        ref={failureRef}
        outcome={failure ? { tone: 'error', message: failure } : null}
        onDismiss={() => setFailure(null)}
        dismissLabel={text.dismiss}
        className={styles.failure}
      />
      <Form
        onSubmit={submit}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={level}
        className={styles.form}
      >
        {business ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{text.businessSection}</legend>
            <TextField
              name="businessName"
              label={text.businessName}
              value={values.businessName}
              onChange={(value) => change('businessName', value)}
              autoComplete="organization"
              isRequired
              className={styles.wide}
            />
          </fieldset>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {business ? text.contactPersonSection : text.applicantSection}
          </legend>
          <TextField
            name="firstName"
            label={text.firstName}
            value={values.firstName}
            onChange={(value) => change('firstName', value)}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            name="lastName"
            label={text.lastName}
            value={values.lastName}
            onChange={(value) => change('lastName', value)}
            autoComplete="family-name"
            isRequired
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{text.contactSection}</legend>
          <MaskedPhoneField
            name="phone"
            label={text.phone}
            description={text.phoneDescription}
            value={values.phone}
            onChange={(value) => change('phone', value)}
            format={formatUsPhone}
            normalizePasted={withoutUsCountryCode}
            autoComplete="tel-national"
            isRequired
          />
          <TextField
            name="email"
            type="email"
            label={text.email}
            value={values.email}
            onChange={(value) => change('email', value)}
            autoComplete="email"
            isRequired
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{text.serviceAddressSection}</legend>
          {address('')}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{text.mailingAddressSection}</legend>
          <Checkbox
            name="mailingSameAsService"
            isSelected={values.mailingSameAsService}
            onChange={(value) => change('mailingSameAsService', value)}
            className={styles.wide}
          >
            {text.mailingSameAsService}
          </Checkbox>
          {values.mailingSameAsService ? null : address('mailing')}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{text.startSection}</legend>
          <DatePicker
            name="startDate"
            label={text.startDate}
            description={text.startDateDescription(shown(startWindow.min), shown(startWindow.max))}
            value={values.startDate}
            onChange={(value) => change('startDate', value)}
            minValue={parseIsoDate(startWindow.min) ?? undefined}
            maxValue={parseIsoDate(startWindow.max) ?? undefined}
            minValueMessage={text.startDateInPast}
            maxValueMessage={text.dateTooLate(shown(startWindow.max))}
            isRequired
          />
          <TextArea
            name="comments"
            label={text.comments}
            description={text.commentsDescription}
            value={values.comments}
            onChange={(value) => change('comments', value)}
            maxLength={serviceApplication.serviceApplicationLimits.commentsMaxLength}
            showCounter
            className={styles.wide}
          />
        </fieldset>
        <Checkbox
          name="agreed"
          isSelected={values.agreed}
          onChange={(value) => change('agreed', value)}
          isRequired
        >
          {text.agreement}
        </Checkbox>
        <div className={styles.actions}>
          <Button type="submit" isPending={submission.isPending} loadingLabel={text.submitting}>
            {text.submit}
          </Button>
        </div>
      </Form>
    </>
  );
}
