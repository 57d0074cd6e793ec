import type { CatalogueTranslations } from '@coop-portal/ui';
import { usage } from '@coop-portal/validation';

/**
 * Wording of the usage tracker (doc 2 §2.7, §4, §5, §8, §9). The spec's own words are verbatim
 * (the date rules and the usage messages come from `@coop-portal/validation`); the rest names the
 * parts the spec lists. A co-op may override any of these.
 */
export const usageTrackerMessages = {
  ...usage.usageMessages,
  heading: 'Usage Tracker',
  /** Shown when usage is suspended and the co-op has not set USAGE_SUSPENDED_MESSAGE. */
  usageSuspended: 'Usage data is not available for this account at this time.',
  loading: 'Loading usage',
  retry: 'Try again',
  // tabs (doc 2 §2.7)
  tabsLabel: 'Usage views',
  dailyTab: 'Daily',
  monthlyTab: 'Monthly',
  intervalTab: 'Interval',
  // date range form (doc 2 §5, §9)
  rangeLegend: 'Date range',
  startDate: 'Start Date',
  endDate: 'End Date',
  search: 'Search',
  errorSummaryTitle: 'Please correct the following:',
  timeframeLabel: 'Timeframe',
  last3Weeks: 'Last 3 Weeks',
  lastMonth: 'Last One Month',
  last3Months: 'Last 3 Months',
  last180Days: 'Last 180 Days',
  rangeShown: (start: string, end: string) => `Usage from ${start} to ${end}`,
  // meter and unit (doc 2 §2.7, §4)
  meter: 'Meter',
  allMeters: 'All meters',
  unit: 'Unit',
  usageUnit: (unitOfMeasure: string) => `Usage (${unitOfMeasure})`,
  dollarsUnit: 'Dollars ($)',
  demandUnit: 'Demand Usage (kW)',
  // summary tiles (doc 2 §3)
  summaryHeading: 'Summary',
  summaryForMeter: (meterId: string) => `Summary for meter ${meterId}`,
  lowestUsage: 'Lowest Usage',
  highestUsage: 'Highest Usage',
  averageConsumption: 'Average Consumption',
  maxDemand: 'Max Demand',
  totalConsumption: 'Total Consumption',
  lowestTemperature: 'Lowest Temperature',
  highestTemperature: 'Highest Temperature',
  temperatureOn: (degrees: string, date: string) => `${degrees}°F on ${date}`,
  currentBalance: 'Current Balance',
  averageDailyCharge: 'Average Daily Charge',
  lastEnergyUsage: 'Last Energy Usage',
  lastDailyEnergyCharge: 'Last Daily Energy Charge',
  lastPaymentAmount: 'Last Payment Amount',
  // chart titles (the chart's accessible name)
  dailyChart: 'Daily usage',
  monthlyChart: 'Monthly usage',
  intervalChart: 'Interval usage',
  dayIntervalChart: (date: string) => `Hourly usage for ${date}`,
  chartTitle: (view: string, unit: string) => `${view}: ${unit}`,
  dayIntervalHeading: (date: string) => `Hourly usage for ${date}`,
  showRangeIntervals: 'Show the whole range',
  dayHint: 'Choose a day in the chart or the table to see its hourly usage.',
  // the usage table (doc 2 §2.7, §9)
  tableLabel: (view: string) => `${view} table`,
  total: 'Total',
  columnDate: 'Date',
  columnDateTime: 'Date and time',
  columnMonth: 'Month',
  columnMeter: 'Meter',
  columnUsage: (unitOfMeasure: string) => `Usage (${unitOfMeasure})`,
  columnDemand: 'Demand (kW)',
  columnCost: 'Cost ($)',
  columnHighTemp: 'High Temp (°F)',
  columnLowTemp: 'Low Temp (°F)',
  columnAvgTemp: 'Average Temp (°F)',
  columnReading: 'Meter Reading',
  columnStatus: 'Reading Type',
  /** The reading status of a row, in words (doc 2 §3): in the table and its export. */
  readingActual: 'Actual',
  readingEstimate: 'Estimate',
  readingKeyed: 'Keyed',
  // export and print (doc 2 §2.7)
  actionsLabel: 'Export and print',
  exportExcel: 'Export to Excel',
  exportCsv: 'Export to CSV',
  print: 'Print',
  exportFailed: 'The export could not be created. Please try again.',
  sheetName: 'Usage',
};

export type UsageTrackerMessages = {
  [K in keyof typeof usageTrackerMessages]: (typeof usageTrackerMessages)[K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : string;
};

/** Its translations, each loaded the first time the tracker speaks that language. */
export const usageTrackerTranslations: CatalogueTranslations<UsageTrackerMessages> = {
  name: 'usageTracker',
  'es-US': () => import('./messages.es').then((module) => module.usageTrackerMessagesEs),
};
