import { describe, expect, it } from 'vitest';
import {
  accountCard,
  accountWarning,
  arrangementDetails,
  autoPayLabel,
  budgetBillingCard,
  type OverviewAccount,
} from './index';

const account: OverviewAccount = {
  accountNumber: '1000001',
  accountHolderName: ' Jordan Rivers ',
  serviceAddress: '418 Prairie View Rd, Riverbend, KS 66000',
  accountType: 'Electric',
  accountStatus: 'Active',
  derivedStatus: 'Current',
  accountBalance: 142.37,
  dueDate: '2026-05-27',
  isPrepaidAccount: false,
  pastDueAmount: 0,
  cutOffDate: null,
  autoPayExists: false,
  outageStatus: 'N',
};

describe('doc 2 §2.1, §4; doc 1 §9 the account card', () => {
  it('shows holder, number, status label, address, total amount due and due date', () => {
    expect(accountCard(account)).toEqual({
      holderName: 'Jordan Rivers',
      accountNumber: '1000001',
      statusLabel: 'Active Electric',
      serviceAddress: '418 Prairie View Rd, Riverbend, KS 66000',
      amountLabel: 'Total Amount Due',
      amount: '$142.37',
      dueDate: '05/27/2026',
      warning: null,
      powerStatus: 'ON',
    });
  });

  it('uses the prepaid wording, N/A for the due date and parentheses for a negative balance', () => {
    const card = accountCard({
      ...account,
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: -12.5,
      dueDate: '2026-05-27',
    });
    expect(card.amountLabel).toBe('Prepaid Balance');
    expect(card.amount).toBe('($12.50)');
    expect(card.dueDate).toBe('N/A');
    expect(card.statusLabel).toBe('Current Electric Prepaid');
    expect(accountCard({ ...account, isPrepaidAccount: true, accountBalance: 37.85 }).amount).toBe(
      '$37.85',
    );
  });

  it('shows N/A for a missing due date and keeps a credit’s minus sign', () => {
    const card = accountCard({ ...account, dueDate: null, accountBalance: -5 });
    expect(card.dueDate).toBe('N/A');
    expect(card.amount).toBe('-$5.00');
  });

  it('adds the past-due amount and the cutoff date when there are any', () => {
    const card = accountCard({
      ...account,
      derivedStatus: 'Past Due',
      pastDueAmount: 120,
      cutOffDate: '2026-05-30',
    });
    expect(card.pastDueAmount).toBe('$120.00');
    expect(card.cutoffDate).toBe('05/30/2026');
    expect(card.statusLabel).toBe('Past Due Electric');
  });

  it.each([
    ['Y', 'OFF'],
    ['N', 'ON'],
    [null, 'N/A'],
  ] as const)('outage status %j → power %s', (outageStatus, power) => {
    expect(accountCard({ ...account, outageStatus }).powerStatus).toBe(power);
  });

  describe('the auto-pay label, only when an auto payment exists', () => {
    it.each([
      [false, false, undefined],
      [false, true, undefined],
      [true, false, 'Draft Pay Enrolled'],
      [true, true, 'EZ Pay Enrolled'],
    ])('autoPayExists %s, whecEnabled %s → %j', (autoPayExists, whecEnabled, label) => {
      expect(autoPayLabel({ autoPayExists }, { whecEnabled })).toBe(label);
      expect(accountCard({ ...account, autoPayExists }, { whecEnabled }).autoPayLabel).toBe(label);
    });
  });

  describe('the past-due or cutoff warning style', () => {
    it.each([
      [{ derivedStatus: 'Current' }, null],
      [{ derivedStatus: 'Past Due' }, 'pastDue'],
      [{ derivedStatus: 'Current', pastDueAmount: 10 }, 'pastDue'],
      [{ derivedStatus: 'Past Due', pastDueAmount: 120, cutOffDate: '2026-05-30' }, 'cutoff'],
      [{ derivedStatus: 'Current', pastDueAmount: 0, cutOffDate: '2026-05-30' }, null],
      [{ derivedStatus: 'Pending Disconnect' }, 'cutoff'],
      [{ derivedStatus: 'disconnected' }, 'cutoff'],
      [{ derivedStatus: 'Pending Reconnect' }, null],
      [{ derivedStatus: 'Final Billed' }, null],
    ] as const)('%j → %j', (fields, warning) => {
      expect(accountWarning(fields)).toBe(warning);
    });
  });
});

describe('doc 2 §2.1 the Budget Billing card', () => {
  it('shows the year-to-date budget difference and the net balance for Budget billing', () => {
    expect(
      budgetBillingCard({
        billingType: 'Budget',
        yearToDateBudgetDifference: 18.6,
        netAccountBalance: 33.33,
      }),
    ).toEqual({
      title: 'Budget Billing',
      billingType: 'Budget',
      yearToDateBudgetDifference: '$18.60',
      netAccountBalance: '$33.33',
    });
  });

  it('names Average billing so and falls back to the balance without a net balance', () => {
    expect(
      budgetBillingCard({
        billingType: 'Average',
        yearToDateBudgetDifference: -12.4,
        accountBalance: 48.6,
      }),
    ).toEqual({
      title: 'Average Billing',
      billingType: 'Average',
      yearToDateBudgetDifference: '-$12.40',
      netAccountBalance: '$48.60',
    });
  });

  it.each([[null], [''], ['Standard']])(
    'is not shown for billing type %j (a usage card instead)',
    (billingType) => {
      expect(budgetBillingCard({ billingType })).toBeUndefined();
    },
  );
});

describe('doc 2 §2.1, §3 the arrangement details', () => {
  const arrangement = {
    arrangementNotation: 'Payment arrangement: $25.00 per month.',
    arrangementBalance: 75,
    nextPaymentAmount: 25,
    nextPaymentDueDate: '2026-05-20',
  };

  it('shows the note, balance, next payment and its due date', () => {
    expect(arrangementDetails({ arrangement }, '2026-05-15')).toEqual({
      notation: 'Payment arrangement: $25.00 per month.',
      balance: '$75.00',
      nextPaymentAmount: '$25.00',
      nextPaymentDueDate: '05/20/2026',
      overdue: false,
    });
  });

  it('is overdue when the next payment was due before today', () => {
    expect(arrangementDetails({ arrangement }, '2026-05-21')?.overdue).toBe(true);
    expect(arrangementDetails({ arrangement }, '2026-05-20')?.overdue).toBe(false);
  });

  it('is not shown without an arrangement', () => {
    expect(arrangementDetails({ arrangement: null })).toBeUndefined();
  });
});
