import { isApiError, newIdempotencyKey, OUTAGE_TOKEN_HEADER } from '@coop-portal/api-client';
import {
  useAccountOutageInfo,
  useReportGuestOutageMutation,
  useReportOutageMutation,
  useSiteSettings,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  Checkbox,
  ComboBox,
  ComboBoxItem,
  DismissibleAlert,
  Form,
  Link,
  Radio,
  RadioGroup,
  Spinner,
  TextArea,
} from '@coop-portal/ui';
import { outage, telHref, validateForm } from '@coop-portal/validation';
import { createElement, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import type { OutageCenterMessages } from './messages';
import * as styles from './OutageCenter.css';
import { isOfflineFailure, type OutageReport } from './reportQueue';
import { browserOffline } from './useReportQueue';

/** What `onReported` tells: the account reported and the server's message. */
export interface OutageReportedDetail {
  accountNumber: string;
  statusMessage: string;
}

type Level = 2 | 3 | 4;

/**
 * Report an Outage (doc 2 §3, §4, §5): the issue (required), the call-back request with its
 * default (left out when the co-op hides it), the call-back phone (a phone on file or one typed in
 * the (987) 456-1230 form; required while call-back is on) and remarks. One press of Submit is one
 * report: a report in flight ignores further presses, and its `Idempotency-Key` is made once for
 * these values, so sending them again (after a failure) is the same report to the server; changed
 * values are a new report with a new key.
 */
export function ReportForm({
  accountNumber,
  memberNumber,
  reportOrigin,
  headingLevel,
  text,
  onReported,
  onOffline,
}: {
  accountNumber: string;
  memberNumber: string;
  reportOrigin: string;
  headingLevel: Level;
  text: OutageCenterMessages;
  onReported: (detail: OutageReportedDetail) => void;
  /** Keeps a report made without a network on the device (null: not kept, the error shows). */
  onOffline: ((body: OutageReport, key: string) => Promise<void>) | null;
}) {
  const headingId = useId();
  const info = useAccountOutageInfo({ params: { memberNumber, accountNumber } });
  const settings = useSiteSettings();
  const heading = createElement(
    `h${headingLevel}`,
    { className: styles.subheading, id: headingId },
    text.reportHeading,
  );
  const emergency = settings.data?.emergencyContactNumber?.trim();

  let content;
  if (info.isError) {
    content = <ReadFailure reads={[info]} retryLabel={text.retry} className={styles.failure} />;
  } else if (!info.data) {
    content = <Spinner label={text.loading} showLabel size="sm" />;
  } else {
    content = (
      <ReportFields
        accountNumber={accountNumber}
        reportOrigin={reportOrigin}
        info={info.data}
        text={text}
        headingLevel={headingLevel}
        onReported={onReported}
        onOffline={onOffline}
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {heading}
      {emergency ? (
        <p className={styles.note}>
          {text.emergency} <Link href={telHref(emergency)}>{emergency}</Link>.
        </p>
      ) : null}
      {/* In a language other than English, the form's kit parts (combobox, text area, form) load
          their wording the first time they show: the heading stays while they do. */}
      <Suspense fallback={<Spinner label={text.loading} showLabel size="sm" />}>{content}</Suspense>
    </section>
  );
}

/** What the report form offers (doc 2 §3 outage info; a guest's has no phones on file). */
export interface OutageInfo {
  problems: { outageDescription: string }[];
  hideOutageCallBackRequest: boolean;
  callbackCheckBoxDefaultValue: boolean;
  contactPhones: { phoneNumber: string }[];
}

/**
 * The report form itself (doc 2 §3, §4, §5), for a member's account or, with `outageToken`, a
 * guest's verified one (sent with the guest report call; a 401 then calls `onUnauthorized`: the
 * guest verifies again).
 */
export function ReportFields({
  accountNumber,
  reportOrigin,
  info,
  text,
  headingLevel,
  onReported,
  onOffline,
  outageToken,
  onUnauthorized,
  onFailed,
}: {
  accountNumber: string;
  reportOrigin: string;
  info: OutageInfo;
  text: OutageCenterMessages;
  headingLevel: Level;
  onReported: (detail: OutageReportedDetail) => void;
  onOffline: ((body: OutageReport, key: string) => Promise<void>) | null;
  outageToken?: string;
  onUnauthorized?: () => void;
  /** Told the message of a report the server refused (it shows above the form too). */
  onFailed?: (message: string) => void;
}) {
  const errorMessage = useErrorMessage();
  const offersCallBack = !info.hideOutageCallBackRequest;
  const [issue, setIssue] = useState<string | null>(null);
  const [callBack, setCallBack] = useState(offersCallBack && info.callbackCheckBoxDefaultValue);
  const [phone, setPhone] = useState('');
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The report in flight (set at once, before React re-renders: a second press finds it) and the
  // key of the report these values make.
  const sending = useRef(false);
  const intent = useRef<{ payload: string; key: string } | null>(null);
  // Without a network (the browser says so, or the send got no answer at all) the report is kept
  // on the device with its key, when the widget has a queue; a server's answer shows as before.
  const keep = (body: OutageReport, key: string) => {
    if (!onOffline) return false;
    void onOffline(body, key).finally(() => {
      sending.current = false;
    });
    return true;
  };
  // The outcome is handled by the mutation itself, not by one call of `mutate`: the report makes
  // the outage active, and the reads it reloads may take this form away before its call settles.
  // A member's report and a guest's share it; `outageToken` says which call is made.
  const outcome = {
    // Sent even when TanStack Query thinks the browser is offline (it would hold the call in
    // memory, lost on reload): a send with no network fails, and the report is then queued.
    networkMode: 'always' as const,
    onSuccess: ({ statusMessage }: { statusMessage: string }) => {
      intent.current = null;
      onReported({ accountNumber, statusMessage });
    },
    onError: (
      error: Error,
      { body, headers }: { body: OutageReport; headers: { 'Idempotency-Key': string } },
    ) => {
      if (isOfflineFailure(error) && keep(body, headers['Idempotency-Key'])) return;
      if (onUnauthorized && isApiError(error) && error.status === 401) {
        onUnauthorized();
        return;
      }
      const message = errorMessage(error);
      setFailure(message);
      onFailed?.(message);
    },
    onSettled: (_data: unknown, error: Error | null) => {
      if (!(isOfflineFailure(error) && onOffline)) sending.current = false;
    },
  };
  const memberReport = useReportOutageMutation(outcome);
  const guestReport = useReportGuestOutageMutation(outcome);
  const isPending = outageToken === undefined ? memberReport.isPending : guestReport.isPending;
  const phones = outage.callbackPhoneChoices(info.contactPhones);
  const schema = outage.createOutageReportSchema(text);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const result = validateForm(schema, {
      callBack,
      callbackNumber: phone,
      outageReason: issue,
      remarks,
    });
    setErrors(result.errors);
    if (!result.data) return;
    const body = outage.buildOutageReport(result.data, {
      accountNumber,
      outageReportOrigin: reportOrigin,
    });
    const payload = JSON.stringify(body);
    if (intent.current?.payload !== payload) intent.current = { payload, key: newIdempotencyKey() };
    sending.current = true;
    if (browserOffline() && keep(body, intent.current.key)) return;
    const headers = { 'Idempotency-Key': intent.current.key };
    if (outageToken === undefined) memberReport.mutate({ body, headers });
    else guestReport.mutate({ body, headers: { ...headers, [OUTAGE_TOKEN_HEADER]: outageToken } });
  };

  if (info.problems.length === 0) return <Alert tone="warning">{text.noProblems}</Alert>;

  return (
    <>
      {failure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setFailure(null)}
          dismissLabel={text.dismiss}
        >
          {failure}
        </DismissibleAlert>
      ) : null}
      <Form
        onSubmit={submit}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={(headingLevel + 1) as 3 | 4 | 5}
        className={styles.form}
      >
        <RadioGroup
          name="outageReason"
          label={text.issueLabel}
          value={issue}
          onChange={setIssue}
          isRequired
        >
          {info.problems.map(({ outageDescription }) => (
            <Radio key={outageDescription} value={outageDescription}>
              {outageDescription}
            </Radio>
          ))}
        </RadioGroup>
        {offersCallBack ? (
          <Checkbox name="callBack" isSelected={callBack} onChange={setCallBack}>
            {text.callBackLabel}
          </Checkbox>
        ) : null}
        {offersCallBack && callBack ? (
          <ComboBox
            name="callbackNumber"
            label={text.phoneLabel}
            description={text.phoneDescription}
            items={phones.map((number) => ({ id: number, number }))}
            inputValue={phone}
            onInputChange={(typed) =>
              setPhone((previous) => outage.callbackPhoneInput(previous, typed))
            }
            allowsCustomValue
            emptyMessage={text.noPhoneMatch}
            isRequired
          >
            {(item) => <ComboBoxItem id={item.id}>{item.number}</ComboBoxItem>}
          </ComboBox>
        ) : null}
        <TextArea name="remarks" label={text.remarksLabel} value={remarks} onChange={setRemarks} />
        <div className={styles.actions}>
          <Button type="submit" isPending={isPending} loadingLabel={text.submitting}>
            {text.submit}
          </Button>
        </div>
      </Form>
    </>
  );
}
