import { describe, expect, it } from 'vitest';
import type { PayableAccount } from '../quickPay/account';
import type { PaymentAmountRules } from '../quickPay/paymentAmount';
import {
  accountAmountErrors,
  combinedMethods,
  defaultAmounts,
  initialSelection,
  payMultipleMessages as m,
  paymentsToRequest,
  paymentTotal,
  selectAccount,
  selectAll,
  selectionState,
} from './index';

const numbers = ['1000001', '3000002', '3000003'];

describe('Pay Multiple Accounts: selecting accounts', () => {
  it('Select All is ticked with every account, mixed with some, clear with none', () => {
    expect(selectionState(numbers, new Set(numbers))).toBe('all');
    expect(selectionState(numbers, new Set(['3000002']))).toBe('some');
    expect(selectionState(numbers, new Set())).toBe('none');
    // An account that is no longer listed does not count.
    expect(selectionState(numbers, new Set(['9999999']))).toBe('none');
  });

  it('Select All selects every account, and unticked selects none', () => {
    expect([...selectAll(numbers, true)]).toEqual(numbers);
    expect(selectAll(numbers, false).size).toBe(0);
  });

  it('ticking one account leaves the others as they are', () => {
    const one = selectAccount(new Set(['1000001']), '3000003', true);
    expect([...one].sort()).toEqual(['1000001', '3000003']);
    expect([...selectAccount(one, '1000001', false)]).toEqual(['3000003']);
  });
});

describe('doc 1 §4.1 default payment amount, per account', () => {
  const settings = { paymentSettings: { prepaidMinimumPaymentAmount: 20 } };
  const accounts: PayableAccount[] = [
    { accountNumber: '1', accountBalance: 120, pastDueAmount: 40 },
    { accountNumber: '2', accountBalance: 120 },
    {
      accountNumber: '3',
      accountBalance: 300,
      cutoffAmount: 150,
      reconnectFee: 25,
      additionalDeposit: 10,
      disconnectFee: 5.5,
    },
    { accountNumber: '4', isPrepaidAccount: true, accountBalance: -12 },
    { accountNumber: '5', isPrepaidAccount: true, prepaidReconnectAmount: 35 },
  ];

  it('past due, else 0 without the ACCOUNT BALANCE setting; the cutoff total; prepaid minimum or reconnect', () => {
    expect(defaultAmounts(accounts, settings)).toEqual({
      '1': '40.00',
      '2': '0.00',
      '3': '190.50',
      '4': '20.00',
      '5': '35.00',
    });
  });

  it('the accounts with something to pay by default are selected at first', () => {
    expect([...initialSelection({ '1': '40.00', '2': '0.00', '3': '190.50' })]).toEqual(['1', '3']);
  });

  it('the balance when the co-op’s default is ACCOUNT BALANCE', () => {
    expect(
      defaultAmounts(accounts, { ...settings, defaultPaymentAmt: 'ACCOUNT BALANCE' })['2'],
    ).toBe('120.00');
  });
});

describe('doc 1 §5.1 amount messages, per account', () => {
  const rules: PaymentAmountRules = {
    allowOverPay: false,
    allowUnderPay: true,
    allowCutoffOverride: true,
  };
  const first: PayableAccount = { accountNumber: '1000001', accountBalance: 50, overPayAmount: 50 };
  const second: PayableAccount = {
    accountNumber: '3000002',
    accountBalance: 80,
    overPayAmount: 80,
  };

  it('names the account of each message, and leaves valid amounts alone', () => {
    expect(
      accountAmountErrors(
        [
          { account: first, amount: '60.00' },
          { account: second, amount: '80.00' },
        ],
        rules,
      ),
    ).toEqual({ '1000001': 'Account 1000001: You may not overpay your account balance.' });
    expect(accountAmountErrors([{ account: second, amount: '' }], rules)).toEqual({
      '3000002': 'Account 3000002: You must enter valid amount.',
    });
    expect(accountAmountErrors([{ account: second, amount: '0' }], rules)).toEqual({
      '3000002': 'Account 3000002: Payment amount should be greater than 0.',
    });
  });

  it('every selected account shows the cutoff block when it applies', () => {
    const blocked = {
      ...rules,
      cutoffBlock: {
        memberHasCutoffAccount: true,
        payCutoffAccountOnline: false,
        cutoffMessage: 'Please call us.',
      },
    };
    expect(accountAmountErrors([{ account: first, amount: '10' }], blocked)).toEqual({
      '1000001': 'Account 1000001: Please call us.',
    });
  });

  it('a co-op’s own wording names the account its way', () => {
    const messages = { ...m, accountAmountMessage: (n: string, t: string) => `${t} (${n})` };
    expect(accountAmountErrors([{ account: first, amount: '' }], rules, messages)).toEqual({
      '1000001': 'You must enter valid amount. (1000001)',
    });
  });
});

describe('Pay Multiple Accounts: the running total', () => {
  it('adds the amounts in cents; empty or invalid amounts count as 0', () => {
    expect(paymentTotal(['0.10', '0.20'])).toBe(0.3);
    expect(paymentTotal(['125.40', '', 'abc', '4.6'])).toBe(130);
    expect(paymentTotal([])).toBe(0);
  });
});

describe('doc 1 §4.1 card and echeck enablement for one payment of several accounts', () => {
  it('offers a method only when every selected account allows it', () => {
    expect(
      combinedMethods([
        { card: true, echeck: true },
        { card: true, echeck: false },
      ]),
    ).toEqual({ card: true, echeck: false });
    expect(combinedMethods([{ card: true, echeck: true }])).toEqual({ card: true, echeck: true });
    expect(combinedMethods([])).toEqual({ card: false, echeck: false });
  });
});

describe('doc 1 §3 payment request: the selected accounts’ amounts', () => {
  it('takes each amount as a number, rounded to cents', () => {
    const account = { accountNumber: '1000001' };
    expect(paymentsToRequest([{ account, amount: '12.345' }])).toEqual([
      { account, paymentAmount: 12.35 },
    ]);
  });
});
