import { configKeys } from '@coop-portal/api-client';
import {
  useAccountInfo,
  useAccountOutageInfo,
  useConfigurationSettings,
  useOutageStatus,
} from '@coop-portal/api-client/react';
import {
  afterPaint,
  Alert,
  cx,
  DismissibleAlert,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useCatalogue,
} from '@coop-portal/ui';
import { outage } from '@coop-portal/validation';
import { skipToken } from '@tanstack/react-query';
import {
  createElement,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { configurationReader } from '../shared/configuration';
import { lazyPart, whenIdle } from '../shared/lazyPart';
import { ReadFailure } from '../shared/ReadFailure';
import {
  outageCenterMessages,
  outageCenterTranslations,
  type OutageCenterMessages,
} from './messages';
import * as styles from './OutageCenter.css';
import { MapPanel, StatusPanel } from './OutagePanels';
import type { OutageReportedDetail } from './ReportForm';
import { deviceReportQueue, type ReportQueue } from './reportQueue';
import { useReportQueue } from './useReportQueue';

// The report form and the history table load on demand, in one module: the Status tab shows
// without their code (a combobox, a form, a data table), which loads once the status is on screen.
const loadLaterTabs = () => import('./laterTabs');
const ReportForm = lazyPart(() => loadLaterTabs().then((module) => module.ReportForm));
const HistoryPanel = lazyPart(() => loadLaterTabs().then((module) => module.HistoryPanel));

/**
 * Runs `task` once what the status shows is on screen and the browser is idle: two painted frames
 * (an alert's text shows on the frame after it mounts, for screen readers to announce it), then
 * idle time. Work started sooner competes with the status's first view on a slow phone (and counts
 * in its Largest Contentful Paint). Returns the function that cancels it.
 */
function whenShownAndIdle(task: () => void): () => void {
  let cancelSecond: (() => void) | undefined;
  let cancelIdle: (() => void) | undefined;
  const cancelFirst = afterPaint(() => {
    cancelSecond = afterPaint(() => {
      cancelIdle = whenIdle(task);
    });
  });
  return () => {
    cancelFirst();
    cancelSecond?.();
    cancelIdle?.();
  };
}

/** The configuration keys the widget reads (doc 2 §6, §7): the map link, hide non-electric. */
export const outageCenterConfigKeys = [
  configKeys.outageMapLink,
  configKeys.hideNonElectric,
] as const;

const keyLists = {
  configKeys: [...outageCenterConfigKeys],
  clientKeys: [],
  webContentKeys: [],
};

export interface OutageCenterProps {
  /**
   * The account whose outages are shown and reported. Empty or missing: 'Please relogin to your
   * account then access to this page again!' (doc 2 §8).
   */
  accountNumber?: string | null;
  /** The signed-in member (the outage info of doc 2 §7 is read by account and member). */
  memberNumber?: string | null;
  /** The tab shown first (default Status); a tab the account does not offer falls back to it. */
  defaultTab?: outage.OutageTab;
  /** Where the report comes from, sent as `outageReportOrigin` (default 'WEB'). */
  reportOrigin?: string;
  /** Called once a report is received, with the account and the server's message. */
  onReported?: (detail: OutageReportedDetail) => void;
  /** Level of the 'Outage' heading (default 2); the tabs' headings use the next one. */
  headingLevel?: 1 | 2 | 3;
  /**
   * Show the 'Outage' heading (default true). A page whose own title already says it passes false
   * (and its title's level as `headingLevel`): the widget is then named by its label alone.
   */
  showHeading?: boolean;
  /**
   * A co-op's own wording for any text of the widget, in the language it speaks (its provider's
   * `locale`): it replaces that language's text.
   */
  messages?: Partial<OutageCenterMessages>;
  /**
   * Where reports made without a network wait to be sent (default: the device's IndexedDB queue,
   * none where the browser has no IndexedDB). Pass `createReportQueue(memoryStorage())` in tests,
   * or null to show a failed send's error instead of queuing.
   */
  offlineQueue?: ReportQueue | null;
  className?: string;
}

/**
 * The member's outage centre (doc 2 §2.6, §3, §4, §5, §8, §9): tabs Status (the power at the
 * account's location, ON, OFF or N/A, its message and the estimated restoration time; read again
 * whenever the tab opens), Report an Outage (only when a report may be made: the account is
 * disconnected, pending disconnect, pending reconnect or final billed, or no outage is active),
 * Map (only with a usable OUTAGEMAPLINK) and Outage History (newest first). An account that is not
 * known, has no service location, or is not electric while the co-op hides non-electric accounts
 * shows only why. Every report carries an `Idempotency-Key` made once per report, so a report
 * sent twice is recorded once. Takes its account and member as props: it works outside the portal.
 */
export function OutageCenter({
  accountNumber,
  memberNumber,
  defaultTab = 'status',
  reportOrigin = 'WEB',
  onReported,
  headingLevel = 2,
  showHeading = true,
  messages,
  offlineQueue,
  className,
}: OutageCenterProps) {
  const text: OutageCenterMessages = {
    ...useCatalogue(outageCenterMessages, outageCenterTranslations),
    ...messages,
  };
  const headingId = useId();
  const account = (accountNumber ?? '').trim();
  const configuration = useConfigurationSettings({ body: keyLists });
  const info = useAccountInfo(account ? { params: { accountNumber: account } } : skipToken);
  const data = info.data;
  const config = configurationReader(configuration.data);
  const availability = data
    ? outage.outageAvailability({
        accountNumber: account,
        accountType: data.accountType,
        locationId: data.locationId,
        hideNonElectric: config.value(configKeys.hideNonElectric),
      })
    : undefined;
  const status = useOutageStatus(
    availability === 'available' ? { params: { accountNumber: account } } : skipToken,
  );
  const reportable =
    !!data &&
    !!status.data &&
    outage.canReportOutage({
      accountStatus: data.accountStatus,
      derivedStatus: data.derivedStatus,
      outageActive: outage.isOutageActive(status.data.isActive ?? data.outageStatus),
    });
  // Once a status that lets the member report is on screen (painted, and the browser idle: a
  // phone still fetching would hold that first view back), the report is made ready before its
  // tab opens: the report form's outage info is read and the later tabs' code loads, so a member
  // who then loses the network on the Status tab can still fill in a report and queue it.
  const [reportReady, setReportReady] = useState(false);
  useEffect(() => {
    if (!reportable) return;
    return whenShownAndIdle(() => setReportReady(true));
  }, [reportable]);
  useAccountOutageInfo(
    reportable && reportReady && memberNumber
      ? { params: { memberNumber, accountNumber: account } }
      : skipToken,
  );
  // The later tabs' code: with the report made ready, or else while the browser is idle once the
  // status is on screen.
  const tabsShown = availability === 'available' && !!status.data && !!configuration.data;
  useEffect(() => {
    if (!tabsShown) return;
    // One module holds both: each part learns that it is in (no spinner when its tab opens).
    const load = () => {
      void ReportForm.preload();
      void HistoryPanel.preload();
    };
    if (!reportable) return whenShownAndIdle(load);
    if (reportReady) load();
  }, [tabsShown, reportable, reportReady]);
  const [selected, setSelected] = useState<string>(defaultTab);
  // Whether the Status tab is opened again (its first showing uses the status just read).
  const [statusReopened, setStatusReopened] = useState(defaultTab !== 'status');
  const [reported, setReported] = useState<{ message: string; focus: boolean } | null>(null);
  const [queuedFailure, setQueuedFailure] = useState<string | null>(null);
  const queue = useMemo(
    () => (offlineQueue === undefined ? deviceReportQueue() : offlineQueue),
    [offlineQueue],
  );
  // A queued report sent when the connection returns ends like a direct report: the server's
  // message above the Status tab, which reads the outage status again.
  const showReported = useCallback((statusMessage: string) => {
    setReported({ message: statusMessage, focus: true });
    setSelected('status');
  }, []);
  const queued = useReportQueue({
    queue,
    memberNumber,
    accountNumber: account,
    onSent: (statusMessage) => {
      showReported(statusMessage);
      onReported?.({ accountNumber: account, statusMessage });
    },
    onFailed: (message) => setQueuedFailure(message),
  });
  const reportedFocused = useCallback(
    () => setReported((current) => (current ? { ...current, focus: false } : current)),
    [],
  );

  const heading = showHeading
    ? createElement(`h${headingLevel}`, { className: styles.heading, id: headingId }, text.heading)
    : null;
  const frame = (content: ReactNode, busy = false) => (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : text.heading}
      aria-busy={busy || undefined}
    >
      {heading}
      {queued.waiting > 0 ? (
        <Alert tone="info" className={styles.failure}>
          {text.reportQueued(queued.waiting)}
        </Alert>
      ) : null}
      {queuedFailure ? (
        <DismissibleAlert
          tone="error"
          onDismiss={() => setQueuedFailure(null)}
          dismissLabel={text.dismiss}
          className={styles.failure}
        >
          {queuedFailure}
        </DismissibleAlert>
      ) : null}
      {content}
    </section>
  );

  if (!account) return frame(<Alert tone="warning">{text.noAccount}</Alert>);
  const reads = [configuration, info, ...(availability === 'available' ? [status] : [])];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.failure} />);
  }
  if (!configuration.data || !data || !availability) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }
  if (availability === 'noAccount') return frame(<Alert tone="warning">{text.noAccount}</Alert>);
  if (availability === 'notSupported') return frame(<Alert tone="info">{text.notSupported}</Alert>);
  if (availability === 'noLocation') return frame(<Alert tone="warning">{text.noLocation}</Alert>);
  if (!status.data) return frame(<Spinner label={text.loading} showLabel size="sm" />, true);

  const outageActive = outage.isOutageActive(status.data.isActive ?? data.outageStatus);
  const mapLink = outage.outageMapLink(config.value(configKeys.outageMapLink));
  const tabs = outage.outageTabs({
    canReport: outage.canReportOutage({
      accountStatus: data.accountStatus,
      derivedStatus: data.derivedStatus,
      outageActive,
    }),
    mapLink,
  });
  const shown = tabs.includes(selected as outage.OutageTab) ? selected : 'status';
  const level = (showHeading ? Math.min(headingLevel + 1, 6) : headingLevel + 1) as 2 | 3 | 4;
  const label: Record<outage.OutageTab, string> = {
    status: text.statusTab,
    report: text.reportTab,
    map: text.mapTab,
    history: text.historyTab,
  };

  return frame(
    <Tabs
      selectedKey={shown}
      onSelectionChange={(key) => {
        if (key !== 'status') setStatusReopened(true);
        setSelected(String(key));
      }}
    >
      <TabList aria-label={text.tabsLabel}>
        {tabs.map((tab) => (
          <Tab key={tab} id={tab}>
            {label[tab]}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="status" className={styles.panel}>
        <StatusPanel
          accountNumber={account}
          account={data}
          readAgain={statusReopened}
          reported={reported}
          onReportedFocused={reportedFocused}
          onDismissReported={() => setReported(null)}
          headingLevel={level}
          text={text}
        />
      </TabPanel>
      {tabs.includes('report') && memberNumber ? (
        <TabPanel id="report" className={styles.panel}>
          {/* In a language other than English, the form's kit parts (combobox, text area, form)
              load their wording the first time they show: only this tab waits for it, not the
              whole widget (the provider's boundary would hide it all, and the focus with it). */}
          <Suspense fallback={<Spinner label={text.loading} showLabel size="sm" />}>
            <ReportForm
              fallback={<Spinner label={text.loading} showLabel size="sm" />}
              retryLabel={text.retry}
              className={styles.failure}
              accountNumber={account}
              memberNumber={memberNumber}
              reportOrigin={reportOrigin}
              headingLevel={level}
              text={text}
              onReported={(detail) => {
                showReported(detail.statusMessage);
                onReported?.(detail);
              }}
              onOffline={
                queued.enqueue
                  ? async (body, key) => {
                      await queued.enqueue?.(body, key);
                      setSelected('status');
                    }
                  : null
              }
            />
          </Suspense>
        </TabPanel>
      ) : null}
      {tabs.includes('report') && !memberNumber ? (
        <TabPanel id="report" className={styles.panel}>
          <Alert tone="warning">{text.noAccount}</Alert>
        </TabPanel>
      ) : null}
      {mapLink ? (
        <TabPanel id="map" className={styles.panel}>
          <MapPanel link={mapLink} headingLevel={level} text={text} />
        </TabPanel>
      ) : null}
      <TabPanel id="history" className={styles.panel}>
        {/* The table's kit wording, as the report form's: only this tab waits for it. */}
        <Suspense fallback={<Spinner label={text.loadingHistory} showLabel size="sm" />}>
          <HistoryPanel
            fallback={<Spinner label={text.loadingHistory} showLabel size="sm" />}
            retryLabel={text.retry}
            className={styles.failure}
            locationId={data.locationId ?? ''}
            headingLevel={level}
            text={text}
          />
        </Suspense>
      </TabPanel>
    </Tabs>,
  );
}
