import {
  useAccountInfo,
  useConfigurationSettings,
  useSiteSettings,
} from '@coop-portal/api-client/react';
import {
  Alert,
  cx,
  preloadCatalogues,
  SafeHtml,
  Spinner,
  useCatalogue,
  useLocale,
} from '@coop-portal/ui';
import { navigation, usage } from '@coop-portal/validation';
import { createElement, useDeferredValue, useId, type ReactNode } from 'react';
import {
  usageTrackerConfigKeys,
  usageTrackerConfiguration,
  usageTrackerWebContentKeys,
} from './configuration';
import {
  usageTrackerMessages,
  usageTrackerTranslations,
  type UsageTrackerMessages,
} from './messages';
import { UsageView } from './UsageView';
import * as styles from './UsageTracker.css';
import { ReadFailure } from '../shared/ReadFailure';
import { usageChartTranslations } from '../UsageChart/messages';

export interface UsageTrackerProps {
  /** The account shown. */
  accountNumber: string;
  /** The signed-in member. */
  memberNumber: string;
  /** Start on the Monthly tab (the navigation state isMonthlyUsageTab, doc 2 §2.7). */
  monthlyRequested?: boolean;
  /** Level of the 'Usage Tracker' heading (default 2); the sections below it use the next one. */
  headingLevel?: 2 | 3;
  /**
   * Show the 'Usage Tracker' heading (default true). A page whose own title already says it passes
   * false: the tracker is then named by its label alone, and its sections take `headingLevel`.
   */
  showHeading?: boolean;
  /** A co-op's own wording. */
  messages?: Partial<UsageTrackerMessages>;
  className?: string;
}

const keyLists = {
  configKeys: [...usageTrackerConfigKeys],
  clientKeys: [],
  webContentKeys: [...usageTrackerWebContentKeys],
};

/**
 * The usage tracker (doc 2 §2.7, §4, §5, §8, §9): Daily, Monthly and Interval tabs over a date
 * range, timeframe presets, meter and unit selectors, summary tiles, the chart and the usage table
 * with footer totals, Excel and CSV export and print. Reads the site settings (MDMEnabled,
 * MdmCloudEnabled), the usage configuration keys and texts, and the account info; an account whose
 * usage is not supported or suspended shows only why.
 */
export function UsageTracker({
  accountNumber,
  memberNumber,
  monthlyRequested = false,
  headingLevel = 2,
  showHeading = true,
  messages,
  className,
}: UsageTrackerProps) {
  // The chart's wording starts loading with the tracker's, not once the usage is in.
  void preloadCatalogues(useLocale(), [usageChartTranslations]);
  const text: UsageTrackerMessages = {
    ...useCatalogue(usageTrackerMessages, usageTrackerTranslations),
    ...messages,
  };
  const headingId = useId();
  const settings = useSiteSettings();
  const configuration = useConfigurationSettings({ body: keyLists });
  // The tracker (its form, tabs and panels) renders in the background, in slices, once the
  // account's details are in: a phone stays responsive meanwhile.
  const account = useDeferredValue(useAccountInfo({ params: { accountNumber } }));

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
      {content}
    </section>
  );

  const reads = [settings, configuration, account];
  if (reads.some((read) => read.isError)) {
    return frame(<ReadFailure reads={reads} retryLabel={text.retry} className={styles.status} />);
  }
  if (!settings.data || !configuration.data || !account.data) {
    return frame(<Spinner label={text.loading} showLabel size="sm" />, true);
  }

  const config = usageTrackerConfiguration(configuration.data);
  const info = account.data;
  const availability = usage.usageAvailability({
    accountType: info.accountType,
    showUsageSuspendedMsg: info.showUsageSuspendedMsg,
    hideNonElectric: config.hideNonElectric,
  });
  if (availability === 'notSupported') {
    return frame(<Alert tone="info">{text.notSupported}</Alert>);
  }
  if (availability === 'suspended') {
    return frame(
      <Alert tone="warning">
        {config.suspendedMessage ? (
          <SafeHtml html={config.suspendedMessage} />
        ) : (
          text.usageSuspended
        )}
      </Alert>,
    );
  }
  if (info.meters.length === 0) {
    return frame(<Alert tone="info">{text.noUsageData}</Alert>);
  }

  const features = settings.data.features;
  return frame(
    <UsageView
      // A new account starts afresh: its own meters, units and range.
      key={info.accountNumber}
      account={info}
      memberNumber={memberNumber}
      config={config}
      meterDataEnabled={navigation.isFeatureOn(features, 'MDMEnabled')}
      cloudMeterDataEnabled={navigation.isFeatureOn(features, 'MdmCloudEnabled')}
      monthlyRequested={monthlyRequested}
      headingLevel={showHeading ? (headingLevel === 2 ? 3 : 4) : headingLevel}
      text={text}
    />,
  );
}
