import { describe, expect, it } from 'vitest';
import {
  averageBillingAction,
  averageBillingActionLabel,
  averageBillingMessages,
  averageBillingViewState,
  filterAverageBillingAccounts,
  levelizedUpdateItem,
  viewAfterBulkUpdate,
  type LevelizedAccount,
} from './index';

const accounts: LevelizedAccount[] = [
  {
    accountNumber: '1001',
    serviceAddress: '1 Elm St',
    billingType: 'Average',
    isEligible: true,
    estimatedAmount: 120,
    defaultSettlementMonth: 6,
  },
  { accountNumber: '1002', serviceAddress: '2 Oak Ave', billingType: 'Standard', isEligible: true },
  { accountNumber: '1003', serviceAddress: '3 Elm St', billingType: null, isEligible: true },
  { accountNumber: '1004', serviceAddress: '4 Pine Rd', billingType: 'Budget', isEligible: true },
  {
    accountNumber: '1005',
    serviceAddress: null,
    billingType: 'Standard',
    isEligible: false,
    notEligibleMessage: 'Account has a past due balance.',
  },
  { accountNumber: '1006', billingType: 'AVERAGE', isEligible: false },
];

describe('doc 3 §4 Average billing action per account', () => {
  it.each([
    ['1001', 'remove', 'Remove'],
    ['1002', 'signUp', 'Sign Up'],
    ['1003', 'signUp', 'Sign Up'],
    ['1004', 'notEligible', 'Not Eligible'],
    ['1005', 'notEligible', 'Not Eligible'],
    ['1006', 'remove', 'Remove'],
  ])('%s → %s', (accountNumber, action, label) => {
    const account = accounts.find(
      (entry) => entry.accountNumber === accountNumber,
    ) as LevelizedAccount;
    expect(averageBillingAction(account)).toBe(action);
    expect(averageBillingActionLabel(account).label).toBe(label);
  });

  it('shows the reason in the Not Eligible tooltip', () => {
    expect(averageBillingActionLabel(accounts[4] as LevelizedAccount).reason).toBe(
      'Account has a past due balance.',
    );
    expect(averageBillingActionLabel(accounts[3] as LevelizedAccount)).toEqual({
      action: 'notEligible',
      label: 'Not Eligible',
    });
  });
});

describe('doc 3 §2.4, §4 Average billing filter views', () => {
  it.each([
    ['all', '', ['1001', '1002', '1003', '1004', '1005', '1006']],
    ['view-enabled', '', ['1001', '1006']],
    // 1004 is on Budget billing: not eligible by §4, whatever isEligible says.
    ['view-non-enabled', '', ['1002', '1003']],
    ['all', ' elm ', ['1001', '1003']],
    ['view-enabled', 'ELM', ['1001']],
    ['all', '1005', ['1005']],
  ] as const)('%s searching %j → %j', (view, search, numbers) => {
    expect(
      filterAverageBillingAccounts(accounts, view, search).map((a) => a.accountNumber),
    ).toEqual(numbers);
  });

  it.each([
    ['all', 6, { showFilterBar: true, showSelectColumn: false, search: '' }],
    [
      'view-enabled',
      2,
      { showFilterBar: true, showSelectColumn: true, bulkLabel: 'Remove Selected', search: '' },
    ],
    [
      'view-non-enabled',
      1,
      { showFilterBar: false, showSelectColumn: true, bulkLabel: 'Sign Up Selected', search: '' },
    ],
  ] as const)('%s with %s accounts → %j', (view, count, state) => {
    expect(averageBillingViewState(view, count)).toEqual(state);
  });

  it('goes back to All after a bulk update, with the spec’s texts', () => {
    expect(viewAfterBulkUpdate).toBe('all');
    expect(averageBillingMessages.bulkHint).toBe('Check mutliple accounts then click ... button.');
    expect(averageBillingMessages.noAccounts).toBe('There are no accounts available.');
    expect(averageBillingMessages.accountUpdated('1001')).toBe(
      'Account 1001 billing type updated successfully',
    );
  });
});

describe('doc 3 §3, §4 Average billing update items', () => {
  it('signs up as Average (Add) and removes as Standard (Edit)', () => {
    expect(levelizedUpdateItem(accounts[0] as LevelizedAccount, 'remove')).toEqual({
      action: 'Edit',
      billingType: 'Standard',
      accountNumber: '1001',
      estimatedBill: 120,
      settlementMonth: 6,
    });
    expect(levelizedUpdateItem(accounts[1] as LevelizedAccount, 'signUp')).toEqual({
      action: 'Add',
      billingType: 'Average',
      accountNumber: '1002',
      estimatedBill: null,
      settlementMonth: null,
    });
  });
});
