import { configKeys, type GuestOutageAccess } from '@coop-portal/api-client';
import {
  useAccountOutageInfo,
  useConfigurationSettings,
  useCurrentUser,
  useIsLoggedIn,
  useMemberAccounts,
  useSiteConfiguration,
  useSiteSettings,
  useVerifyOutageAccountMutation,
} from '@coop-portal/api-client/react';
import {
  Alert,
  Button,
  cx,
  DescriptionList,
  DismissibleAlert,
  Link,
  Spinner,
  useCatalogue,
  useLocale,
} from '@coop-portal/ui';
import { formatDateTime, navigation, outage, telHref } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import {
  createElement,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from '../OutageCenter/OutageCenter.css';
import { ReportFields, type OutageReportedDetail } from '../OutageCenter/ReportForm';
import { deviceReportQueue, type ReportQueue } from '../OutageCenter/reportQueue';
import { useReportQueue } from '../OutageCenter/useReportQueue';
import { ReadFailure } from '../shared/ReadFailure';
import { useErrorMessage } from '../shared/useErrorMessage';
import {
  outageReportMessages,
  outageReportTranslations,
  type OutageReportMessages,
} from './messages';
import { VerifyForm, type VerifyValues } from './VerifyForm';

/** Where a guest's report went wrong: the verification or the report (for `onError`). */
export interface OutageReportErrorDetail {
  step: 'verify' | 'report';
  message: string;
}

export interface OutageReportProps {
  /**
   * A guest: prefills the account number. A signed-in member (the provider's session): the account
   * reported for (default: the member's primary account).
   */
  accountNumber?: string | null;
  /** A guest: prefills the last 4 phone digits. */
  phoneLastFourDigits?: string | null;
  /** Where the report comes from, sent as `outageReportOrigin` (default 'WEB'). */
  reportOrigin?: string;
  /** Called once a report is received (also one sent from the device's queue later). */
  onReported?: (detail: OutageReportedDetail) => void;
  /** Called when a verification or a report fails, with the message shown. */
  onError?: (detail: OutageReportErrorDetail) => void;
  /** Level of the 'Report an Outage' heading (default 2); the parts' headings use the next one. */
  headingLevel?: 1 | 2 | 3;
  /**
   * Show the 'Report an Outage' heading (default true). A dialog or page whose own title says it
   * passes false (and its title's level as `headingLevel`): the widget is then named by its label.
   */
  showHeading?: boolean;
  /**
   * A co-op's own wording for any text of the widget, in the language it speaks (its provider's
   * `locale`): it replaces that language's text.
   */
  messages?: Partial<OutageReportMessages>;
  /**
   * Where reports made without a network wait to be sent (default: the device's IndexedDB queue,
   * none where the browser has none); null shows a failed send's error instead of queuing.
   */
  offlineQueue?: ReportQueue | null;
  className?: string;
}

type Level = 2 | 3 | 4;

const keyLists = {
  configKeys: [configKeys.hideNonElectric],
  clientKeys: [],
  webContentKeys: [],
};

/**
 * Report an outage from any page (the co-op's website as well as the portal): the emergency
 * outage number (doc 1 §2.1) and the outage map link (doc 1 §2.2: the OutageMapLinkEnabled feature
 * and a link that is not '#'), then, for a guest, a verification as Quick Pay's (account number
 * and the last 4 phone digits, doc 1 §5.1) and the report form of the outage centre (doc 2 §3, §4,
 * §5) with the server's message on success. The form is offered as the Report an Outage tab is
 * (doc 2 §4): while no outage is active at the location, or the account is disconnected, pending
 * or final billed; otherwise the active outage shows. A report made without a network is kept on
 * the device and sent once when the connection returns, as in the portal. A signed-in member (a
 * host React app's session) reports as that member, without verifying.
 */
export function OutageReport({
  accountNumber,
  phoneLastFourDigits,
  reportOrigin = 'WEB',
  onReported,
  onError,
  headingLevel = 2,
  showHeading = true,
  messages,
  offlineQueue,
  className,
}: OutageReportProps) {
  const text: OutageReportMessages = {
    ...useCatalogue(outageReportMessages, outageReportTranslations),
    ...messages,
  };
  const headingId = useId();
  const isLoggedIn = useIsLoggedIn();
  const memberNumber = useCurrentUser()?.memberNumber;
  const member = isLoggedIn && memberNumber ? memberNumber : null;
  const level = Math.min(headingLevel + 1, 4) as Level;
  const queue = useMemo(
    () => (offlineQueue === undefined ? deviceReportQueue() : offlineQueue),
    [offlineQueue],
  );
  const [reported, setReported] = useState<string | null>(null);
  const [queuedFailure, setQueuedFailure] = useState<string | null>(null);
  const report = (detail: OutageReportedDetail) => {
    setReported(detail.statusMessage);
    onReported?.(detail);
  };

  // A guest's reports kept on this device are sent when the widget loads and when the connection
  // returns, whatever their account; a member's as the outage centre sends them.
  const queued = useReportQueue({
    queue,
    memberNumber: member,
    accountNumber: member ? (accountNumber ?? '') : '',
    guest: !member,
    onSent: (statusMessage, reportedAccount) =>
      report({ accountNumber: reportedAccount, statusMessage }),
    onFailed: (message, error) => {
      const shown = isExpired(error) ? text.expired : message;
      setQueuedFailure(shown);
      onError?.({ step: 'report', message: shown });
    },
  });

  const heading = showHeading
    ? createElement(`h${headingLevel}`, { className: styles.heading, id: headingId }, text.heading)
    : null;

  return (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : text.heading}
    >
      {heading}
      <OutageContacts text={text} />
      {queued.waiting > 0 ? <Alert tone="info">{text.reportQueued(queued.waiting)}</Alert> : null}
      {queuedFailure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setQueuedFailure(null)}
          dismissLabel={text.dismiss}
        >
          {queuedFailure}
        </DismissibleAlert>
      ) : null}
      {/* In a language other than English, the kit's parts load their wording the first time they
          show: the part that waits for it shows a spinner, the heading and contacts stay. */}
      <Suspense fallback={<Spinner label={text.loading} showLabel size="sm" />}>
        {reported ? (
          <ReportedMessage
            message={reported}
            text={text}
            onDismiss={() => setReported(null)}
            onReportAnother={() => setReported(null)}
          />
        ) : member ? (
          <MemberReport
            memberNumber={member}
            accountNumber={accountNumber}
            reportOrigin={reportOrigin}
            headingLevel={level}
            text={text}
            onReported={report}
            enqueue={queued.enqueue}
          />
        ) : (
          <GuestReport
            initial={{
              accountNumber: accountNumber ?? '',
              phoneLastFourDigits: phoneLastFourDigits ?? '',
            }}
            reportOrigin={reportOrigin}
            headingLevel={level}
            text={text}
            onReported={report}
            onError={(detail) => onError?.(detail)}
            enqueue={queued.enqueue}
          />
        )}
      </Suspense>
    </section>
  );
}

const isExpired = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

/**
 * The emergency outage number (doc 1 §2.1, from the site settings) and the outage map link (doc 1
 * §2.2); either is left out when the co-op has none. They never hold up the report: while the
 * settings load, or if they fail, the rest works.
 */
function OutageContacts({ text }: { text: OutageReportMessages }) {
  const settings = useSiteSettings();
  const configuration = useSiteConfiguration();
  const emergency = settings.data?.emergencyContactNumber?.trim();
  const mapLink = outage.siteOutageMapLink({
    features: settings.data?.features,
    outageMapLink: configuration.data?.outageMapLink,
  });
  if (!emergency && !mapLink) return null;
  return (
    <div className={styles.section}>
      {emergency ? (
        <p className={styles.note}>
          {text.emergency} <Link href={telHref(emergency)}>{emergency}</Link>.
        </p>
      ) : null}
      {mapLink ? (
        <p className={styles.note}>
          {text.mapIntro}{' '}
          <Link href={mapLink} isExternal>
            {text.mapLink}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The server's message for the report just made; it takes focus (the form has gone). */
function ReportedMessage({
  message,
  text,
  onDismiss,
  onReportAnother,
}: {
  message: string;
  text: OutageReportMessages;
  onDismiss: () => void;
  onReportAnother: () => void;
}) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => target.current?.focus(), []);
  return (
    <div ref={target} tabIndex={-1} className={cx(styles.focusTarget, styles.section)}>
      <DismissibleAlert tone="success" onDismiss={onDismiss} dismissLabel={text.dismiss}>
        {message}
      </DismissibleAlert>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onReportAnother}>
          {text.reportAnother}
        </Button>
      </div>
    </div>
  );
}

type Enqueue = ReturnType<typeof useReportQueue>['enqueue'];

/** A guest: verify, then the account's outage status and, when a report may be made, the form. */
function GuestReport({
  initial,
  reportOrigin,
  headingLevel,
  text,
  onReported,
  onError,
  enqueue,
}: {
  initial: VerifyValues;
  reportOrigin: string;
  headingLevel: Level;
  text: OutageReportMessages;
  onReported: (detail: OutageReportedDetail) => void;
  onError: (detail: OutageReportErrorDetail) => void;
  enqueue: Enqueue;
}) {
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const [access, setAccess] = useState<GuestOutageAccess | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState(initial);
  const verify = useVerifyOutageAccountMutation();

  const fail = (message: string) => {
    setFailure(message);
    onError({ step: 'verify', message });
  };

  if (access) {
    return (
      <VerifiedAccount
        access={access}
        reportOrigin={reportOrigin}
        headingLevel={headingLevel}
        text={text}
        onReported={onReported}
        onReportFailed={(message) => onError({ step: 'report', message })}
        enqueue={enqueue}
        onExpired={() => {
          setAccess(null);
          fail(text.expired);
        }}
        onOtherAccount={() => {
          setAccess(null);
          setValues({ accountNumber: '', phoneLastFourDigits: '' });
        }}
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {createElement(
        `h${headingLevel}`,
        { className: styles.subheading, id: headingId },
        text.verifyHeading,
      )}
      {failure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setFailure(null)}
          dismissLabel={text.dismiss}
        >
          {failure}
        </DismissibleAlert>
      ) : null}
      <VerifyForm
        key={`${values.accountNumber}|${values.phoneLastFourDigits}`}
        text={text}
        initial={values}
        isVerifying={verify.isPending}
        errorSummaryHeadingLevel={(headingLevel + 1) as 3 | 4 | 5}
        onVerify={(body) => {
          setFailure(null);
          setValues(body);
          verify.mutate(
            { body },
            { onSuccess: setAccess, onError: (error) => fail(errorMessage(error)) },
          );
        }}
      />
    </section>
  );
}

/** The verified account: its outage status, and the report form when a report may be made. */
function VerifiedAccount({
  access,
  reportOrigin,
  headingLevel,
  text,
  onReported,
  onReportFailed,
  enqueue,
  onExpired,
  onOtherAccount,
}: {
  access: GuestOutageAccess;
  reportOrigin: string;
  headingLevel: Level;
  text: OutageReportMessages;
  onReported: (detail: OutageReportedDetail) => void;
  onReportFailed: (message: string) => void;
  enqueue: Enqueue;
  onExpired: () => void;
  onOtherAccount: () => void;
}) {
  const headingId = useId();
  const locale = useLocale();
  const configuration = useConfigurationSettings({ body: keyLists });
  const [queuedHere, setQueuedHere] = useState(false);
  const active = outage.isOutageActive(access.outageStatus);
  const restoration = active
    ? formatDateTime(access.estimatedTimeOfRestoration, locale)
    : undefined;

  let content: ReactNode;
  if (configuration.isError) {
    content = <ReadFailure reads={[configuration]} retryLabel={text.retry} />;
  } else if (!configuration.data) {
    content = <Spinner label={text.loading} showLabel size="sm" />;
  } else if (
    outage.outageAvailability({
      accountNumber: access.accountNumber,
      accountType: access.accountType,
      // The verification refuses an account without a service location.
      locationId: access.accountNumber,
      hideNonElectric: configuration.data.configSettings[configKeys.hideNonElectric],
    }) === 'notSupported'
  ) {
    content = <Alert tone="info">{text.notSupported}</Alert>;
  } else if (queuedHere) {
    content = null;
  } else if (
    outage.canReportOutage({
      accountStatus: access.accountStatus,
      derivedStatus: access.derivedStatus,
      outageActive: active,
    })
  ) {
    content = (
      <ReportFields
        accountNumber={access.accountNumber}
        reportOrigin={reportOrigin}
        info={{ ...access.outageInfo, contactPhones: [] }}
        text={text}
        headingLevel={headingLevel}
        onReported={onReported}
        onFailed={onReportFailed}
        outageToken={access.outageToken}
        onUnauthorized={onExpired}
        onOffline={
          enqueue
            ? async (body, key) => {
                await enqueue(body, key, access.outageToken);
                setQueuedHere(true);
              }
            : null
        }
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {createElement(
        `h${headingLevel}`,
        { className: styles.subheading, id: headingId },
        text.statusHeading,
      )}
      <DescriptionList
        items={[
          { id: 'account', term: text.accountTerm, details: access.accountNumber },
          ...(access.serviceAddress
            ? [{ id: 'address', term: text.addressTerm, details: access.serviceAddress }]
            : []),
          {
            id: 'power',
            term: text.powerTerm,
            details: (
              <strong className={styles.power}>
                {text.powerStatus[outage.outageStatusLabel(access.outageStatus)]}
              </strong>
            ),
          },
          ...(restoration
            ? [{ id: 'restoration', term: text.restorationTerm, details: restoration }]
            : []),
        ]}
      />
      <Alert tone={active ? 'warning' : 'info'}>
        {active ? text.displayOutage : text.noOutage}
      </Alert>
      {/* The form's kit wording (see above): the account's status stays while it loads. */}
      <Suspense fallback={<Spinner label={text.loading} showLabel size="sm" />}>{content}</Suspense>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onOtherAccount}>
          {text.otherAccount}
        </Button>
      </div>
    </section>
  );
}

/** A signed-in member: the report form for the account (default the primary), as in the portal. */
function MemberReport({
  memberNumber,
  accountNumber,
  reportOrigin,
  headingLevel,
  text,
  onReported,
  enqueue,
}: {
  memberNumber: string;
  accountNumber: string | null | undefined;
  reportOrigin: string;
  headingLevel: Level;
  text: OutageReportMessages;
  onReported: (detail: OutageReportedDetail) => void;
  enqueue: Enqueue;
}) {
  const accounts = useMemberAccounts({ params: { memberNumber } });
  const account = accounts.data
    ? navigation.selectedAccount(accounts.data, accountNumber)
    : undefined;
  const info = useAccountOutageInfo(
    account ? { params: { memberNumber, accountNumber: account.accountNumber } } : skipToken,
  );
  if (accounts.isError || info.isError) {
    return <ReadFailure reads={[accounts, info]} retryLabel={text.retry} />;
  }
  if (accounts.data && !account) return <Alert tone="warning">{text.noAccount}</Alert>;
  if (!account || !info.data) return <Spinner label={text.loading} showLabel size="sm" />;
  return (
    <ReportFields
      key={account.accountNumber}
      accountNumber={account.accountNumber}
      reportOrigin={reportOrigin}
      info={info.data}
      text={text}
      headingLevel={headingLevel}
      onReported={onReported}
      onOffline={enqueue ? async (body, key) => void (await enqueue(body, key)) : null}
    />
  );
}
