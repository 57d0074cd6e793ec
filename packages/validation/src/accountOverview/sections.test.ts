import { describe, expect, it } from 'vitest';
import {
  accountOverviewLayout,
  billedUsageRange,
  isBilledUsageSummaryShown,
  isLinkedAccountsShown,
  linkedAccountsTotal,
  monthlyUsageSummary,
} from './index';

describe('doc 2 §2.1 the layout chosen by a setting (ACCOUNT_OVERVIEW_LAYOUT)', () => {
  it.each([
    ['BASIC', 'BASIC'],
    [' basic ', 'BASIC'],
    ['INITIAL', 'INITIAL'],
    [null, 'INITIAL'],
    [undefined, 'INITIAL'],
    ['', 'INITIAL'],
    ['COMPACT', 'INITIAL'],
  ])('%j → %s', (value, layout) => {
    expect(accountOverviewLayout(value)).toBe(layout);
  });
});

describe('doc 2 §2.1 Billed Usage Summary', () => {
  it.each([
    [{ viewUsageHistory: true, accountType: 'Electric' }, 'Y', true],
    [{ viewUsageHistory: true, accountType: 'Water' }, 'N', true],
    [{ viewUsageHistory: true, accountType: 'Water' }, null, true],
    [{ viewUsageHistory: true, accountType: 'Water' }, 'Y', false],
    [{ viewUsageHistory: false, accountType: 'Electric' }, 'N', false],
  ])('%j with hide-non-electric %j → shown %s', (account, hideNonElectric, shown) => {
    expect(isBilledUsageSummaryShown({ account, hideNonElectric })).toBe(shown);
  });

  it('covers the last 12 months, this one included', () => {
    expect(billedUsageRange('2026-05-15')).toEqual({
      fromDate: '2025-06-01',
      toDate: '2026-05-15',
    });
    expect(billedUsageRange('2026-01-31')).toEqual({
      fromDate: '2025-02-01',
      toDate: '2026-01-31',
    });
  });

  it('sums the meters by month for the usage card', () => {
    const summary = monthlyUsageSummary([
      {
        meterId: 'E-1',
        meterUsages: [
          { date: '2026-03-01', usageValue: 600, unitOfMeasure: 'kWh' },
          { date: '2026-04-01', usageValue: 500, unitOfMeasure: 'kWh' },
        ],
      },
      {
        meterId: 'E-2',
        meterUsages: [{ date: '2026-04-01T00:00:00', usageValue: 100, unitOfMeasure: 'kWh' }],
      },
    ]);
    expect(summary).toEqual({
      unit: 'kWh',
      latest: { date: '2026-04-01', value: 600 },
      months: 2,
      total: 1200,
      average: 600,
    });
    expect(monthlyUsageSummary([])).toEqual({ unit: 'kWh', months: 0, total: 0, average: 0 });
  });
});

describe('doc 2 §2.1 linked accounts', () => {
  const linked = [{ name: 'LinkedAccountsEnabled', enable: true }];

  it.each([
    [linked, true, true],
    [linked, false, false],
    [[{ name: 'LinkedAccountsEnabled', enable: false }], true, false],
    [[], true, false],
  ])('features %j, linked %s → shown %s', (features, isLinkedAccount, shown) => {
    expect(isLinkedAccountsShown({ features, account: { isLinkedAccount } })).toBe(shown);
  });

  it('totals the billed balances in cents', () => {
    expect(
      linkedAccountsTotal([
        { billedBalance: 0.1 },
        { billedBalance: 0.2 },
        { billedBalance: null },
      ]),
    ).toBe(0.3);
    expect(linkedAccountsTotal([])).toBe(0);
  });
});
