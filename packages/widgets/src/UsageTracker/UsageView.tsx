import type { EndpointResponse, getAccountInfo, UsageRequest } from '@coop-portal/api-client';
import { useDailyUsage } from '@coop-portal/api-client/react';
import {
  Button,
  DatePicker,
  Form,
  parseIsoDate,
  SafeHtml,
  Select,
  SelectItem,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useLocale,
  type CalendarDate,
  type FormValidationErrors,
} from '@coop-portal/ui';
import { formatDate, usage, validateForm } from '@coop-portal/validation';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { UsageTrackerConfiguration } from './configuration';
import type { UsageTrackerMessages } from './messages';
import { DailyPanel, IntervalPanel, MonthlyPanel } from './UsagePanels';
import { UsageSummary } from './UsageSummary';
import * as styles from './UsageTracker.css';

type AccountInfo = EndpointResponse<typeof getAccountInfo>;

/** 'All meters' in the meter selector. */
export const ALL_METERS = '__all';

export interface UsageViewProps {
  account: AccountInfo;
  memberNumber: string;
  config: UsageTrackerConfiguration;
  meterDataEnabled: boolean;
  cloudMeterDataEnabled: boolean;
  monthlyRequested: boolean;
  headingLevel: 2 | 3 | 4;
  text: UsageTrackerMessages;
}

const timeframeLabel = (timeframe: usage.UsageTimeframe, text: UsageTrackerMessages) =>
  ({
    last3Weeks: text.last3Weeks,
    lastMonth: text.lastMonth,
    last3Months: text.last3Months,
    last180Days: text.last180Days,
  })[timeframe];

interface UsageRangeFormProps {
  initialRange: usage.UsageDateRange;
  meterDataEnabled: boolean;
  headingLevel: 2 | 3 | 4;
  text: UsageTrackerMessages;
  /** A range searched (valid) or a timeframe chosen. */
  onRange: (range: usage.UsageDateRange) => void;
}

/**
 * The Start Date and End Date fields with Search, and the timeframe buttons. The dates typed are
 * this form's own state: a key pressed in a date re-renders the form, not the chart and the
 * table (dozens of bars and rows), which change only when a range is searched.
 */
function UsageRangeForm({
  initialRange,
  meterDataEnabled,
  headingLevel,
  text,
  onRange,
}: UsageRangeFormProps) {
  const [fields, setFields] = useState<{
    startDate: CalendarDate | null;
    endDate: CalendarDate | null;
  }>(() => ({
    startDate: parseIsoDate(initialRange.startDate),
    endDate: parseIsoDate(initialRange.endDate),
  }));
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const timeframeId = useId();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(
      usage.createUsageDateRangeSchema({ meterDataEnabled, messages: text }),
      fields,
    );
    setErrors(result.errors);
    if (result.success) onRange(result.data);
  };

  const chooseTimeframe = (timeframe: usage.UsageTimeframe) => {
    const next = usage.usageTimeframeRange(timeframe);
    setFields({ startDate: parseIsoDate(next.startDate), endDate: parseIsoDate(next.endDate) });
    setErrors({});
    onRange(next);
  };

  return (
    <>
      <Form
        onSubmit={search}
        validationErrors={errors}
        errorSummaryTitle={text.errorSummaryTitle}
        errorSummaryHeadingLevel={headingLevel}
        aria-label={text.rangeLegend}
      >
        <div className={styles.rangeForm}>
          <DatePicker
            name="startDate"
            label={text.startDate}
            value={fields.startDate}
            onChange={(value) => setFields((f) => ({ ...f, startDate: value }))}
            isRequired
          />
          <DatePicker
            name="endDate"
            label={text.endDate}
            value={fields.endDate}
            onChange={(value) => setFields((f) => ({ ...f, endDate: value }))}
            isRequired
          />
          <Button type="submit" className={styles.formButton}>
            {text.search}
          </Button>
        </div>
      </Form>
      <div role="group" aria-labelledby={timeframeId} className={styles.buttonRow}>
        <span className={styles.groupLabel} id={timeframeId}>
          {text.timeframeLabel}
        </span>
        {usage.usageTimeframes.map((timeframe) => (
          <Button key={timeframe} variant="secondary" onPress={() => chooseTimeframe(timeframe)}>
            {timeframeLabel(timeframe, text)}
          </Button>
        ))}
      </div>
    </>
  );
}

/** The tracker once the account's usage can be shown: range, selectors, summary and tabs. */
export function UsageView({
  account,
  memberNumber,
  config,
  meterDataEnabled,
  cloudMeterDataEnabled,
  monthlyRequested,
  headingLevel,
  text,
}: UsageViewProps) {
  const { tabs, initialTab } = usage.usageTabs({
    cloudMeterDataEnabled,
    monthlyRequested,
    usageGraphEnabled: config.usageGraphEnabled,
  });
  const [tab, setTab] = useState<usage.UsageTab>(initialTab);
  const [range, setRange] = useState<usage.UsageDateRange>(() => usage.defaultUsageRange());
  const meters = account.meters;
  const [meter, setMeter] = useState<string>(meters[0] ?? ALL_METERS);
  const [unit, setUnit] = useState<usage.UsageUnit>('kWh');
  /** The day whose interval data is shown (a day bar activated). */
  const [selectedDay, setSelectedDay] = useState<string | undefined>();
  const locale = useLocale();

  const request: UsageRequest = useMemo(
    () => ({
      memberNumber,
      accountNumber: account.accountNumber,
      fromDate: range.startDate,
      toDate: range.endDate,
      commodity: account.accountType,
      zipcode: account.zip ?? null,
    }),
    [memberNumber, account.accountNumber, account.accountType, account.zip, range],
  );

  // The daily usage decides the units offered (prepaid vendor, demand values, unit of measure).
  const daily = useDailyUsage({ body: request });
  const allDays = daily.data?.usagesByMeter ?? [];
  const firstDay = allDays.flatMap((m) => m.meterUsages)[0];
  const unitOfMeasure = firstDay?.unitOfMeasure ?? 'kWh';
  const units = usage.availableUsageUnits({
    prepaidVendor: firstDay?.prepaidVendor,
    prepaidAccountFlag: firstDay?.prepaidAccountFlag,
    meterDataEnabled,
    hasDemand: usage.usageHasDemand(allDays),
  });
  const shownUnit = units.includes(unit) ? unit : 'kWh';
  const unitLabel = (option: usage.UsageUnit) =>
    option === '$'
      ? text.dollarsUnit
      : option === 'kW'
        ? text.demandUnit
        : text.usageUnit(unitOfMeasure);

  const showRange = (next: usage.UsageDateRange) => {
    setRange(next);
    setSelectedDay(undefined);
  };

  const activateDay = (date: string) => {
    setSelectedDay(date);
    if (tabs.includes('interval')) setTab('interval');
  };

  const meterId = meter === ALL_METERS ? undefined : meter;
  const panelProps = {
    request,
    meterId,
    severalMeters: meterId === undefined && meters.length > 1,
    unit: shownUnit,
    unitOfMeasure,
    unitLabel: unitLabel(shownUnit),
    config,
    headingLevel,
    text,
  };
  const tabLabel = { daily: text.dailyTab, monthly: text.monthlyTab, interval: text.intervalTab };

  return (
    <>
      {config.disclaimer ? <SafeHtml html={config.disclaimer} /> : null}
      <div className={styles.controls}>
        <UsageRangeForm
          initialRange={range}
          meterDataEnabled={meterDataEnabled}
          headingLevel={headingLevel}
          text={text}
          onRange={showRange}
        />
        {meters.length > 1 || units.length > 1 ? (
          <div className={styles.selectors}>
            {meters.length > 1 ? (
              <Select
                label={text.meter}
                selectedKey={meter}
                onSelectionChange={(key) => {
                  if (key !== null) setMeter(String(key));
                }}
              >
                {[
                  ...meters.map((id) => ({ id, label: id })),
                  { id: ALL_METERS, label: text.allMeters },
                ].map((option) => (
                  <SelectItem key={option.id} id={option.id}>
                    {option.label}
                  </SelectItem>
                ))}
              </Select>
            ) : null}
            {units.length > 1 ? (
              <Select
                label={text.unit}
                selectedKey={shownUnit}
                onSelectionChange={(key) => {
                  if (key !== null) setUnit(key as usage.UsageUnit);
                }}
              >
                {units.map((option) => (
                  <SelectItem key={option} id={option}>
                    {unitLabel(option)}
                  </SelectItem>
                ))}
              </Select>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className={styles.rangeShown}>
        {text.rangeShown(
          formatDate(range.startDate, locale) ?? '',
          formatDate(range.endDate, locale) ?? '',
        )}
      </p>
      <UsageSummary
        request={request}
        meterId={meterId ?? meters[0] ?? ''}
        isPrepaid={account.isPrepaidAccount}
        unitOfMeasure={unitOfMeasure}
        headingLevel={headingLevel}
        text={text}
      />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as usage.UsageTab)}>
        <TabList aria-label={text.tabsLabel} className={styles.tabList}>
          {tabs.map((id) => (
            <Tab key={id} id={id}>
              {tabLabel[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="daily" className={styles.panel}>
          <DailyPanel
            {...panelProps}
            daily={daily}
            onActivateDay={meterDataEnabled ? activateDay : undefined}
            selectedDay={selectedDay}
            showDayIntervals={meterDataEnabled && !tabs.includes('interval')}
          />
        </TabPanel>
        <TabPanel id="monthly" className={styles.panel}>
          <MonthlyPanel {...panelProps} />
        </TabPanel>
        {tabs.includes('interval') ? (
          <TabPanel id="interval" className={styles.panel}>
            <IntervalPanel
              {...panelProps}
              selectedDay={selectedDay}
              onShowRange={() => setSelectedDay(undefined)}
            />
          </TabPanel>
        ) : null}
      </Tabs>
    </>
  );
}
