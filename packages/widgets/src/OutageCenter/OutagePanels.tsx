import type { AccountInfo } from '@coop-portal/api-client';
import { useAccountInfo, useOutageStatus } from '@coop-portal/api-client/react';
import {
  Alert,
  DescriptionList,
  DismissibleAlert,
  Link,
  Spinner,
  useLocale,
} from '@coop-portal/ui';
import { formatDateTime, outage } from '@coop-portal/validation';
import { createElement, useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { ReadFailure } from '../shared/ReadFailure';
import type { OutageCenterMessages } from './messages';
import * as styles from './OutageCenter.css';

export type Level = 2 | 3 | 4;

/** A tab's heading; with `headingRef` it can take focus. */
export function PanelHeading({
  level,
  id,
  children,
  headingRef,
}: {
  level: Level;
  id: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return createElement(
    `h${level}`,
    { className: styles.subheading, id, ref: headingRef, tabIndex: headingRef ? -1 : undefined },
    children,
  );
}

/**
 * Status (doc 2 §4): the power at the account's location (Y → OFF, N → ON, absent → N/A), the
 * active-outage or no-outage message and the estimated restoration time when known. Mounted each
 * time the tab opens, and then reads the status (and the account's restoration time) again, except
 * on the widget's first showing, which has just read them.
 */
export function StatusPanel({
  accountNumber,
  account,
  readAgain,
  reported,
  onReportedFocused,
  onDismissReported,
  headingLevel,
  text,
}: {
  accountNumber: string;
  account: AccountInfo;
  /** Read the status again as the panel opens (not on the widget's first showing: just read). */
  readAgain: boolean;
  /**
   * The server's message for the report just made, shown above the status; `focus`: it takes
   * focus (once, right after the report: the form the member was in is gone).
   */
  reported: { message: string; focus: boolean } | null;
  onReportedFocused: () => void;
  onDismissReported: () => void;
  headingLevel: Level;
  text: OutageCenterMessages;
}) {
  const headingId = useId();
  const locale = useLocale();
  const input = { params: { accountNumber } };
  const refetchOnMount = readAgain ? 'always' : false;
  const status = useOutageStatus(input, { refetchOnMount });
  const info = useAccountInfo(input, { refetchOnMount });
  const message = useRef<HTMLDivElement>(null);
  const focusMessage = reported?.focus ?? false;
  useEffect(() => {
    if (!focusMessage) return;
    message.current?.focus();
    onReportedFocused();
  }, [focusMessage, onReportedFocused]);

  const current = info.data ?? account;
  const flag = status.data ? (status.data.isActive ?? null) : current.outageStatus;
  const active = outage.isOutageActive(flag);
  const restoration = active
    ? formatDateTime(current.estimatedTimeOfRestoration, locale)
    : undefined;

  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={status.isFetching || undefined}
    >
      <PanelHeading level={headingLevel} id={headingId}>
        {text.statusHeading}
      </PanelHeading>
      {reported ? (
        <div ref={message} tabIndex={-1} className={styles.focusTarget}>
          <DismissibleAlert
            tone="success"
            onDismiss={onDismissReported}
            dismissLabel={text.dismiss}
          >
            {reported.message}
          </DismissibleAlert>
        </div>
      ) : null}
      {status.isError ? (
        <ReadFailure reads={[status]} retryLabel={text.retry} className={styles.failure} />
      ) : null}
      {status.isFetching && !status.data ? (
        <Spinner label={text.checkingStatus} showLabel size="sm" />
      ) : null}
      <DescriptionList
        items={[
          { id: 'account', term: text.accountTerm, details: current.accountNumber },
          ...(current.serviceAddress
            ? [{ id: 'address', term: text.addressTerm, details: current.serviceAddress }]
            : []),
          {
            id: 'power',
            term: text.powerTerm,
            details: (
              <strong className={styles.power}>
                {text.powerStatus[outage.outageStatusLabel(flag)]}
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
    </section>
  );
}

/** Map (doc 2 §2.6, §7): the co-op's outage map, opened in a new tab. */
export function MapPanel({
  link,
  headingLevel,
  text,
}: {
  link: string;
  headingLevel: Level;
  text: OutageCenterMessages;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <PanelHeading level={headingLevel} id={headingId}>
        {text.mapHeading}
      </PanelHeading>
      <p className={styles.note}>{text.mapIntro}</p>
      <p className={styles.note}>
        <Link href={link} variant="standalone" isExternal>
          {text.mapLink}
        </Link>
      </p>
    </section>
  );
}
