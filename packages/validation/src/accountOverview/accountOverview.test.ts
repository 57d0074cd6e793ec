import { describe, expect, it } from 'vitest';
import {
  accountOverviewMessages,
  accountStatusLabel,
  billingHistoryRows,
  isArrangementOverdue,
} from './index';
import { usageMessages } from '../usage/messages';

describe('doc 2 §4 Account status label', () => {
  it.each([
    [
      { derivedStatus: 'Past Due', accountStatus: 'Active', accountType: 'Electric' },
      'Past Due Electric',
    ],
    [{ derivedStatus: 'Current', accountStatus: 'Active', accountType: 'Water' }, 'Active Water'],
    [{ derivedStatus: ' current ', accountStatus: 'Active', accountType: 'Water' }, 'Active Water'],
    [{ derivedStatus: 'Current', accountStatus: null, accountType: 'Water' }, 'Water'],
    [
      {
        derivedStatus: 'Current',
        accountStatus: 'Active',
        accountType: 'Electric',
        isPrepaidAccount: true,
        prepaidLabel: 'Prepaid',
      },
      'Current Electric Prepaid',
    ],
    [{ derivedStatus: 'Disconnected', isPrepaidAccount: true }, 'Disconnected'],
    [{}, ''],
  ])('%j → %j', (account, label) => {
    expect(accountStatusLabel(account)).toBe(label);
  });
});

describe('doc 2 §2.1, §9 Billing & Payment History: latest 9 entries padded to 10 rows', () => {
  const record = (recordDate: string | null, id: number) => ({ id, recordDate });

  it('keeps the latest 9, newest first, and says more exist', () => {
    const records = Array.from({ length: 12 }, (_, i) =>
      record(`2024-${String(i + 1).padStart(2, '0')}-01`, i + 1),
    );
    const { rows, hasMore } = billingHistoryRows(records);
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 9).map((row) => row?.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(rows[9]).toBeNull();
    expect(hasMore).toBe(true);
  });

  it.each([
    [0, 10, false],
    [3, 7, false],
    [9, 1, false],
    [10, 1, true],
  ])('%s records → %s dummy rows, more: %s', (count, dummies, more) => {
    const records = Array.from({ length: count }, (_, i) => record('2024-05-01', i));
    const { rows, hasMore } = billingHistoryRows(records);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row === null)).toHaveLength(dummies);
    expect(hasMore).toBe(more);
  });

  it('puts records without a date last, in their order', () => {
    const { rows } = billingHistoryRows([record(null, 1), record('2024-01-01', 2), record('x', 3)]);
    expect(rows.slice(0, 3).map((row) => row?.id)).toEqual([2, 1, 3]);
  });

  it('has the empty and error texts verbatim (doc 2 §2.1, §8)', () => {
    expect(accountOverviewMessages.noHistory).toBe('No Billing / Payment History Record Found');
    expect(accountOverviewMessages.noUsageData).toBe(usageMessages.noUsageData);
    expect(accountOverviewMessages.linkedAccountsFailed('timeout')).toBe(
      'Failed to load linked accounts: timeout',
    );
  });
});

describe('doc 2 §2.1 an overdue arrangement payment', () => {
  it.each([
    ['2024-05-14', true],
    ['2024-05-15', false],
    ['2024-05-16', false],
    [null, false],
    ['soon', false],
  ])('next payment due %j (today 2024-05-15) → overdue %s', (due, overdue) => {
    expect(isArrangementOverdue(due, '2024-05-15')).toBe(overdue);
  });
});
