import type { MessageCatalogue } from '../shared/catalogue';

/** Usage tracker messages, verbatim from doc 2 §5 (and §8 for the empty states). */
export const usageMessages = {
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  chooseLaterDate: 'Choose a later date.',
  invalidDateRange: 'Invalid date range.',
  rangeTooLong: 'The search date range should not exceed 180 days.',
  startTooOld: 'The start date should be within 180 days before today.',
  noUsageData: 'There were no usage data found for this account.',
  noUsageInRange:
    'No usage data was found for the selected date range ... Please adjust the date range',
  noHourlyData: 'There were no hourly usage data found for the selected date ...',
  noIntervalData: 'No interval data available for the selected account.',
  notSupported: 'Usage data is not supported for the selected account.',
};

export type UsageMessages = MessageCatalogue<typeof usageMessages>;
