import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  availableUsageUnits,
  createUsageDateRangeSchema,
  defaultUsageRange,
  formatUsageValue,
  isUsageGraphEnabled,
  usageBarKind,
  usageDateRangeMessages,
  usageDecimals,
  usageTabs,
  usageTimeframeRange,
} from './index';

const today = '2024-06-30';

describe('doc 2 §5 Usage dates', () => {
  it.each([
    [{}, false, { startDate: 'Start date is required.', endDate: 'End date is required.' }],
    [
      { startDate: '', endDate: 'junk' },
      false,
      { startDate: 'Start date is required.', endDate: 'End date is required.' },
    ],
    [
      { startDate: '1989-12-31', endDate: '2024-06-01' },
      false,
      { startDate: 'Choose a later date.' },
    ],
    [{ startDate: '1990-01-01', endDate: '2024-06-01' }, false, {}],
    [
      { startDate: '1990-01-01', endDate: '1989-12-31' },
      false,
      { endDate: 'Choose a later date.' },
    ],
    [{ startDate: '2024-06-01', endDate: '2024-06-30' }, false, {}],
    [{ startDate: '2024-06-01', endDate: '2024-07-01' }, false, { endDate: 'Invalid date range.' }],
    [{ startDate: '2024-06-10', endDate: '2024-06-09' }, false, { endDate: 'Invalid date range.' }],
    [{ startDate: '2024-06-10', endDate: '2024-06-10' }, false, {}],
    // meter data on: 180 days counting both ends, and a start within the last 180 days
    [{ startDate: '2024-01-03', endDate: '2024-06-30' }, true, {}],
    [
      { startDate: '2024-01-02', endDate: '2024-06-30' },
      true,
      {
        startDate: 'The start date should be within 180 days before today.',
        endDate: 'The search date range should not exceed 180 days.',
      },
    ],
    [
      { startDate: '2024-01-02', endDate: '2024-06-29' },
      true,
      { startDate: 'The start date should be within 180 days before today.' },
    ],
    [{ startDate: '2023-01-01', endDate: '2023-06-29' }, false, {}],
    [{ startDate: '2023-01-01', endDate: '2023-06-30' }, false, {}],
  ])('%j (meter data %s) → %j', (range, meterDataEnabled, errors) => {
    expect(usageDateRangeMessages(range, { meterDataEnabled, today })).toEqual(errors);
  });

  it('counts 180 days with both ends (a longer range also starts too early)', () => {
    expect(
      usageDateRangeMessages(
        { startDate: '2024-03-01', endDate: '2024-08-28' },
        { meterDataEnabled: true, today: '2024-08-28' },
      ),
    ).toEqual({
      startDate: 'The start date should be within 180 days before today.',
      endDate: 'The search date range should not exceed 180 days.',
    });
    expect(
      usageDateRangeMessages(
        { startDate: '2024-03-02', endDate: '2024-08-28' },
        { meterDataEnabled: true, today: '2024-08-28' },
      ),
    ).toEqual({});
  });

  it('makes today and tomorrow the end date boundary', () => {
    const schema = createUsageDateRangeSchema({ meterDataEnabled: false, today });
    expect(validateForm(schema, { startDate: '2024-06-01', endDate: '2024-06-30' }).data).toEqual({
      startDate: '2024-06-01',
      endDate: '2024-06-30',
    });
    expect(
      validateForm(schema, {
        startDate: new Date(2024, 5, 1),
        endDate: { year: 2024, month: 7, day: 1 },
      }).errors,
    ).toEqual({ endDate: 'Invalid date range.' });
    expect(validateForm(schema, {}).errors).toEqual({
      startDate: 'Start date is required.',
      endDate: 'End date is required.',
    });
    expect(validateForm(schema, { startDate: '', endDate: '' }).errors).toEqual({
      startDate: 'Start date is required.',
      endDate: 'End date is required.',
    });
  });
});

describe('doc 2 §9 Usage timeframes and default range', () => {
  it.each([
    ['last3Weeks', '2024-06-09'],
    ['lastMonth', '2024-05-30'],
    ['last3Months', '2024-03-30'],
    ['last180Days', '2024-01-03'],
  ] as const)('%s starts %s and ends today', (timeframe, startDate) => {
    expect(usageTimeframeRange(timeframe, today)).toEqual({ startDate, endDate: today });
  });

  it('keeps the month’s last day', () => {
    expect(usageTimeframeRange('lastMonth', '2024-03-31').startDate).toBe('2024-02-29');
  });

  it('fits the 180-day rules with the last 180 days preset', () => {
    const range = usageTimeframeRange('last180Days', today);
    expect(usageDateRangeMessages(range, { meterDataEnabled: true, today })).toEqual({});
  });

  it('defaults to the last 15 days', () => {
    expect(defaultUsageRange(today)).toEqual({ startDate: '2024-06-15', endDate: today });
  });
});

describe('doc 2 §4, §9 Usage units, tabs, bars and figures', () => {
  it.each([
    [
      { prepaidVendor: 'ATS', prepaidAccountFlag: 'Y', meterDataEnabled: false },
      ['kWh', '$', 'kW'],
    ],
    [{ prepaidVendor: 'ats', prepaidAccountFlag: 'y', meterDataEnabled: true }, ['kWh', 'kW']],
    [{ prepaidVendor: 'OTHER', prepaidAccountFlag: 'Y', meterDataEnabled: false }, ['kWh', 'kW']],
    [{ meterDataEnabled: false }, ['kWh', 'kW']],
    [
      { prepaidVendor: 'ATS', prepaidAccountFlag: 'Y', meterDataEnabled: false, hasDemand: false },
      ['kWh', '$'],
    ],
    [{ meterDataEnabled: true, hasDemand: false }, ['kWh']],
  ])('%j → %j', (options, units) => {
    expect(availableUsageUnits(options)).toEqual(units);
  });

  it.each([
    [
      { cloudMeterDataEnabled: true, monthlyRequested: false, usageGraphEnabled: true },
      ['daily', 'monthly', 'interval'],
      'daily',
    ],
    [
      { cloudMeterDataEnabled: false, monthlyRequested: true, usageGraphEnabled: true },
      ['daily', 'monthly'],
      'monthly',
    ],
    [
      { cloudMeterDataEnabled: false, monthlyRequested: false, usageGraphEnabled: false },
      ['daily', 'monthly'],
      'monthly',
    ],
  ])('%j → %j starting %s', (options, tabs, initialTab) => {
    expect(usageTabs(options)).toEqual({ tabs, initialTab });
  });

  it.each([
    [null, true],
    ['', true],
    ['Y', true],
    ['N', false],
  ])('usage graph feature %j → %s (unset counts as on)', (value, on) => {
    expect(isUsageGraphEnabled(value)).toBe(on);
  });

  it.each([
    [{ status: 'Estimate', isWeekend: true }, 'estimate'],
    [{ status: 'Keyed', isWeekend: false }, 'keyed'],
    [{ status: null, isWeekend: true }, 'weekend'],
    [{ isWeekend: false }, 'weekday'],
  ])('%j → %s', (day, kind) => {
    expect(usageBarKind(day)).toBe(kind);
  });

  it('shows usage with 0 decimals and kW with 2', () => {
    expect(formatUsageValue(1234.6, 'kWh')).toBe('1,235');
    expect(formatUsageValue(3.456, 'kW')).toBe('3.46');
    expect(formatUsageValue(12, '$')).toBe('12.00');
    expect(formatUsageValue(1234.4, 'Gal')).toBe('1,234');
  });

  it('shows an hour of usage (interval) with 2 decimals, so a small hour does not read 0', () => {
    expect(usageDecimals('kWh', 'interval')).toBe(2);
    expect(usageDecimals('Gal', 'interval')).toBe(2);
    expect(formatUsageValue(0.45, 'kWh', usageDecimals('kWh', 'interval'))).toBe('0.45');
    expect(formatUsageValue(0.45, 'kWh')).toBe('0');
  });

  it.each([
    ['kWh', 'daily', 0],
    ['kWh', 'monthly', 0],
    ['kW', 'daily', 2],
    ['$', 'monthly', 2],
    ['Gal', 'daily', 0],
  ] as const)('gives %s by %s %i decimals', (unit, summarization, decimals) => {
    expect(usageDecimals(unit, summarization)).toBe(decimals);
  });

  it('reads a value without a summarization as a day’s', () => {
    expect(usageDecimals('kWh')).toBe(0);
    expect(usageDecimals('kW')).toBe(2);
  });
});
