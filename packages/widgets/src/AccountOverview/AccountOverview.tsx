import { configKeys, type AccountInfo, type UsageRequest } from '@coop-portal/api-client';
import {
  useAccountInfo,
  useConfigurationSettings,
  useMemberDetails,
  useSiteConfiguration,
  useSiteSettings,
} from '@coop-portal/api-client/react';
import { Alert, cx, Spinner, useCatalogue, useLocale } from '@coop-portal/ui';
import { accountOverview } from '@coop-portal/validation';
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useId,
  useState,
  type ReactNode,
} from 'react';
import { configurationReader } from '../shared/configuration';
import * as styles from './AccountOverview.css';
import { AccountSummary } from './AccountSummary';
import {
  accountOverviewWidgetMessages,
  accountOverviewWidgetTranslations,
  type AccountOverviewWidgetMessages,
} from './messages';
import {
  ArrangementCard,
  BudgetOrUsageCard,
  LinksCard,
  MyAccountCard,
  MyBillCard,
} from './OverviewCards';
import { LinkedAccounts } from './LinkedAccounts';
import { StateLink, type NavigateWithState } from './OverviewLink';
import { useBilledUsageRequest } from './useBilledUsage';
import { ReadFailure } from '../shared/ReadFailure';

// Loaded on demand (doc 2 §2.1): the chart with its table and the monthly usage read when the
// Billed Usage Summary shows, the PDF dialog when the capital credit statement is asked for.
const BilledUsageChart = lazy(() =>
  import('./BilledUsage').then((module) => ({ default: module.BilledUsageChart })),
);
const CapitalCreditDialog = lazy(() =>
  import('./CapitalCreditDialog').then((module) => ({ default: module.CapitalCreditDialog })),
);

/** The configuration keys the overview reads (doc 2 §2.1, §7). */
export const accountOverviewConfigKeys = [
  configKeys.accountOverviewLayout,
  configKeys.hideNonElectric,
] as const;

const keyLists = {
  configKeys: [...accountOverviewConfigKeys],
  clientKeys: [],
  webContentKeys: [],
};

export interface AccountOverviewProps {
  /** The account shown. */
  accountNumber: string;
  /** The signed-in member (My Meter, the usage and paperless reads need it). */
  memberNumber: string;
  /**
   * The Billing & Payment History card, placed where doc 2 §2.1 lists it (after the cards; in the
   * compact layout after My Bill). The portal passes the BillingHistory widget's
   * `RecentBillingHistory` for the same account; without it the overview has no history card.
   */
  history?: ReactNode;
  /** Level of the cards' headings (default 2); the page's title is above them. */
  headingLevel?: 2 | 3;
  /** A co-op's own wording, in the language the widget speaks (its provider's `locale`). */
  messages?: Partial<AccountOverviewWidgetMessages>;
  /**
   * Opens My Meter (the energy-tracking site) in a new tab once the overview shows: the portal's
   * `link=mymeter` (doc 1 §2.2, §2.3).
   */
  openMyMeter?: boolean;
  /**
   * My Meter, asked for by `openMyMeter`, opened in a new tab (the page may clear its link). When it
   * could not (the service failed, or the browser blocked the tab), the overview says so and this
   * is not called.
   */
  onMyMeterOpened?: () => void;
  /**
   * Follows a portal link that carries navigation state — View Details to the usage tracker with
   * `{ isMonthlyUsageTab: true }`, Paperless Billing to My Profile with `{ isPaperless: true }`.
   * Without it they are plain links (the page they lead to then opens on its first tab).
   */
  onNavigate?: NavigateWithState;
  className?: string;
}

/**
 * The signed-in member's account overview (doc 2 §2.1, §3, §4, §8; doc 1 §9): the banners in the
 * spec's order; the account card with Pay Bill (the signed-in payment confirmation and its cutoff
 * block), Report Outage and My Meter; the cards My Account, My Bill, Budget Billing (or usage),
 * Arrangement Details, Quick Links and Payment Programs; the Billing & Payment History (`history`);
 * the Billed Usage Summary (the UsageChart of the last 12 months, loaded on demand) with View
 * Details; the linked accounts with their total. ACCOUNT_OVERVIEW_LAYOUT 'BASIC' gives the compact
 * one-column layout. Every rule is `@coop-portal/validation`'s `accountOverview`; it needs a
 * `CoopWidgetProvider` whose session has the signed-in member.
 */
export function AccountOverview({
  accountNumber,
  memberNumber,
  history,
  headingLevel = 2,
  messages,
  openMyMeter,
  onMyMeterOpened,
  onNavigate,
  className,
}: AccountOverviewProps) {
  const text: AccountOverviewWidgetMessages = {
    ...useCatalogue(accountOverviewWidgetMessages, accountOverviewWidgetTranslations),
    ...messages,
  };
  const settings = useSiteSettings();
  const siteConfiguration = useSiteConfiguration();
  const configuration = useConfigurationSettings({ body: keyLists });
  // The overview (its cards, banners and summary) renders in the background, in slices, once the
  // account's details are in: a phone stays responsive meanwhile.
  const account = useDeferredValue(useAccountInfo({ params: { accountNumber } }));

  const frame = (content: ReactNode, layout?: accountOverview.AccountOverviewLayout) => (
    <div
      className={cx(styles.root, className)}
      data-layout={layout}
      aria-busy={layout ? undefined : true}
    >
      {content}
    </div>
  );

  const reads = [settings, siteConfiguration, configuration, account];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!settings.data || !siteConfiguration.data || !configuration.data || !account.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />);
  }

  const config = configurationReader(configuration.data);
  const layout = accountOverview.accountOverviewLayout(
    config.value(configKeys.accountOverviewLayout),
  );
  return frame(
    <OverviewContent
      account={account.data}
      memberNumber={memberNumber}
      features={settings.data.features}
      siteConfiguration={siteConfiguration.data}
      hideNonElectric={config.value(configKeys.hideNonElectric)}
      layout={layout}
      history={history}
      headingLevel={headingLevel}
      text={text}
      openMyMeter={openMyMeter}
      onMyMeterOpened={onMyMeterOpened}
      onNavigate={onNavigate}
    />,
    layout,
  );
}

interface OverviewContentProps {
  account: AccountInfo;
  memberNumber: string;
  features: NonNullable<ReturnType<typeof useSiteSettings>['data']>['features'];
  siteConfiguration: NonNullable<ReturnType<typeof useSiteConfiguration>['data']>;
  hideNonElectric: string | null;
  layout: accountOverview.AccountOverviewLayout;
  history: ReactNode;
  headingLevel: 2 | 3;
  text: AccountOverviewWidgetMessages;
  openMyMeter: boolean | undefined;
  onMyMeterOpened: (() => void) | undefined;
  onNavigate: NavigateWithState | undefined;
}

/** The overview once the account, settings and configuration are read. */
function OverviewContent({
  account,
  memberNumber,
  features,
  siteConfiguration,
  hideNonElectric,
  layout,
  history,
  headingLevel,
  text,
  openMyMeter,
  onMyMeterOpened,
  onNavigate,
}: OverviewContentProps) {
  const [capitalCredit, setCapitalCredit] = useState<{
    link: accountOverview.CapitalCreditPdfLink;
    timestamp: number;
    isOpen: boolean;
  } | null>(null);
  const [capitalCreditMissing, setCapitalCreditMissing] = useState(false);
  const details = useMemberDetails({ params: { memberNumber } });
  const locale = useLocale();

  const usageShown = accountOverview.isBilledUsageSummaryShown({ account, hideNonElectric });
  const billedUsage = useBilledUsageRequest(account, memberNumber);
  const usageRequest = usageShown ? billedUsage : undefined;

  const banners = accountOverview.overviewBanners(
    { account, capitalCreditFileMissing: capitalCreditMissing, messages: text },
    locale,
  );
  const card = accountOverview.accountCard(account, siteConfiguration, text, locale);
  const memberDetails = details.data;
  const quickLinks = accountOverview.quickLinks({
    account,
    features,
    configuration: siteConfiguration,
    paperless: {
      memberLevel: memberDetails?.hasPaperlessBilling ?? false,
      accountLevel:
        memberDetails?.accounts.find((entry) => entry.accountNumber === account.accountNumber)
          ?.hasPaperlessBilling ?? false,
    },
    messages: text,
  });
  const programs = accountOverview.paymentProgramLinks({
    features,
    configuration: siteConfiguration,
    messages: text,
  });
  const linkedShown = accountOverview.isLinkedAccountsShown({ features, account });
  const cardLevel = headingLevel;

  const openCapitalCredit = (link: accountOverview.CapitalCreditPdfLink) => {
    setCapitalCreditMissing(false);
    setCapitalCredit({ link, timestamp: Date.now(), isOpen: true });
  };
  const capitalCreditFailed = useCallback(() => {
    setCapitalCredit(null);
    setCapitalCreditMissing(true);
  }, []);

  const bannerList =
    banners.length > 0 ? (
      <div className={styles.banners} role="group" aria-label={text.bannersLabel}>
        {banners.map((banner) => (
          <div key={banner.id} data-banner={banner.id}>
            <Alert tone={banner.tone} title={banner.title}>
              {banner.lines.length === 1 ? (
                banner.lines[0]
              ) : banner.lines.length > 1 ? (
                <ul className={styles.bannerLines}>
                  {banner.lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          </div>
        ))}
      </div>
    ) : null;

  const summary = (
    <AccountSummary
      card={card}
      memberNumber={memberNumber}
      outageHref={accountOverview.outageStatusHref(account)}
      headingLevel={headingLevel}
      text={text}
      openMyMeter={openMyMeter}
      onMyMeterOpened={onMyMeterOpened}
    />
  );
  const myBill = <MyBillCard account={account} card={card} text={text} headingLevel={cardLevel} />;
  const usageSummary = usageShown ? (
    <BilledUsageSummary
      accountNumber={account.accountNumber}
      request={billedUsage}
      text={text}
      headingLevel={cardLevel}
      onNavigate={onNavigate}
    />
  ) : null;
  const linked = linkedShown ? (
    <LinkedAccounts
      accountNumber={account.accountNumber}
      text={text}
      headingLevel={cardLevel}
      className={layout === 'INITIAL' ? styles.wide : undefined}
    />
  ) : null;
  const capitalCreditDialog = capitalCredit ? (
    <Suspense fallback={null}>
      <CapitalCreditDialog
        accountNumber={account.accountNumber}
        viewccPdfUrl={capitalCredit.link.viewccPdfUrl}
        title={capitalCredit.link.label}
        timestamp={capitalCredit.timestamp}
        isOpen={capitalCredit.isOpen}
        onOpenChange={(isOpen) =>
          setCapitalCredit((current) => (current ? { ...current, isOpen } : current))
        }
        onFailed={capitalCreditFailed}
        text={text}
      />
    </Suspense>
  ) : null;

  if (layout === 'BASIC') {
    return (
      <>
        {bannerList}
        {summary}
        <div className={styles.column}>
          {myBill}
          {history}
          {usageSummary}
          <LinksCard
            title={text.quickLinksTitle}
            links={[...quickLinks, ...programs.links]}
            onNavigate={onNavigate}
            onOpenCapitalCredit={openCapitalCredit}
            plain
            text={text}
            headingLevel={cardLevel}
          />
          {linked}
        </div>
        {capitalCreditDialog}
      </>
    );
  }

  return (
    <>
      {bannerList}
      {summary}
      <div className={styles.grid}>
        <MyAccountCard account={account} card={card} text={text} headingLevel={cardLevel} />
        {myBill}
        <BudgetOrUsageCard
          account={account}
          usageRequest={usageRequest}
          text={text}
          headingLevel={cardLevel}
        />
        <ArrangementCard account={account} text={text} headingLevel={cardLevel} />
        <LinksCard
          title={text.quickLinksTitle}
          links={quickLinks}
          onNavigate={onNavigate}
          onOpenCapitalCredit={openCapitalCredit}
          text={text}
          headingLevel={cardLevel}
        />
        <LinksCard
          title={text.paymentProgramsTitle}
          links={programs.links}
          onNavigate={onNavigate}
          onOpenCapitalCredit={openCapitalCredit}
          text={text}
          headingLevel={cardLevel}
        />
        {history ? <div className={styles.wide}>{history}</div> : null}
        {usageSummary ? <div className={styles.wide}>{usageSummary}</div> : null}
        {linked}
      </div>
      {capitalCreditDialog}
    </>
  );
}

/**
 * The Billed Usage Summary (doc 2 §2.1): the chart of the account's last 12 months, loaded on
 * demand in a place kept for it, and View Details to the usage tracker on its Monthly tab.
 */
function BilledUsageSummary({
  accountNumber,
  request,
  text,
  headingLevel,
  onNavigate,
}: {
  accountNumber: string;
  request: UsageRequest;
  text: AccountOverviewWidgetMessages;
  headingLevel: 2 | 3;
  onNavigate: NavigateWithState | undefined;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.chartSlot}>
      {createElement(
        `h${headingLevel}`,
        { id: headingId, className: styles.sectionHeading },
        text.billedUsageSummary,
      )}
      <Suspense
        fallback={
          <div className={styles.chartLoading} aria-busy="true">
            <Spinner label={text.usageLoading} showLabel size="md" />
          </div>
        }
      >
        <BilledUsageChart request={request} text={text} />
      </Suspense>
      <p>
        <StateLink
          href={accountOverview.accountPageHref('/usage-tracker', accountNumber)}
          state={{ isMonthlyUsageTab: true }}
          onNavigate={onNavigate}
          variant="standalone"
        >
          {text.viewDetails}
        </StateLink>
      </p>
    </section>
  );
}
