import { describe, expect, it } from 'vitest';
import { validateForm } from '../formErrors';
import {
  acceptedCardTypes,
  buildPaymentRequest,
  canPay,
  checkPaymentAmount,
  createQuickPayPaymentSchema,
  cutoffBlockMessage,
  cutoffMinimum,
  defaultPaymentAmount,
  defaultPaymentAmountText,
  defaultPaymentType,
  filterPaymentAmount,
  formatBalance,
  formatPaymentAmountOnBlur,
  formatDueDate,
  isRestrictedForBothMethods,
  loggedInPaymentAmounts,
  paymentMethods,
  paymentRestrictionMessage,
  quickPayMessages,
  quickPayPrefill,
  recentPaymentPrompt,
  type PayableAccount,
  type PaymentAmountRules,
  type PaymentMethodSettings,
} from './index';

const standard: PayableAccount = {
  accountNumber: '1000001',
  accountBalance: 125.4,
  overPayAmount: 500,
  pastDueAmount: 0,
  cutoffAmount: 0,
};

const strict: PaymentAmountRules = {
  allowOverPay: false,
  allowUnderPay: false,
  allowCutoffOverride: false,
  prepaidMinimum: 20,
};
const open: PaymentAmountRules = {
  allowOverPay: true,
  allowUnderPay: true,
  allowCutoffOverride: true,
  prepaidMinimum: 20,
};

describe('doc 1 §5.1 Quick Pay payment amount: the first checks, in order', () => {
  it.each([
    ['', 'You must enter valid amount.'],
    ['   ', 'You must enter valid amount.'],
    [null, 'You must enter valid amount.'],
    [undefined, 'You must enter valid amount.'],
    ['abc', 'You must enter valid amount.'],
    ['.', 'You must enter valid amount.'],
    ['1.2.3', 'You must enter valid amount.'],
    [Number.NaN, 'You must enter valid amount.'],
    ['0', 'Payment amount should be greater than 0.'],
    ['0.00', 'Payment amount should be greater than 0.'],
    ['0.004', 'Payment amount should be greater than 0.'],
    [0, 'Payment amount should be greater than 0.'],
    [-5, 'Payment amount should be greater than 0.'],
    ['10000000000', 'You must enter a payment amount less than 9999999999.99.'],
    ['10000000000.00', 'You must enter a payment amount less than 9999999999.99.'],
    [9999999999.99 + 0.01, 'You must enter a payment amount less than 9999999999.99.'],
    ['9999999999.99', undefined],
    [9999999999.99, undefined],
    ['0.01', undefined],
    ['12.5', undefined],
  ])('%j → %s', (value, message) => {
    expect(checkPaymentAmount(value, standard, open)).toBe(message);
  });

  it('filters key entry to 13 characters of digits and one point, and formats on blur', () => {
    expect(filterPaymentAmount('99999999999.999')).toBe('99999999999.9');
    expect(filterPaymentAmount('$1,2a5.4.0')).toBe('125.40');
    expect(filterPaymentAmount('1a2-.3.45 6')).toBe('12.34');
    expect(formatPaymentAmountOnBlur('125.4')).toBe('125.40');
    expect(formatPaymentAmountOnBlur('12x')).toBe('12x');
  });
});

describe('doc 1 §5.1 Quick Pay payment amount: standard account', () => {
  it.each([
    // overpay: not above the overpay amount (500)
    ['500.00', strict, undefined],
    ['500.01', strict, 'You may not overpay your account balance.'],
    ['500.01', { ...strict, allowOverPay: true }, undefined],
    // underpay: not below the balance (125.40)
    ['125.40', strict, undefined],
    ['125.39', strict, 'You may not pay less than your account balance.'],
    ['125.39', { ...strict, allowUnderPay: true }, undefined],
  ])('%s with %j → %s', (value, rules, message) => {
    expect(checkPaymentAmount(value, standard, rules)).toBe(message);
  });

  it('limits an account without an overpay amount to its balance', () => {
    const account = { accountNumber: '1', accountBalance: 80 };
    expect(checkPaymentAmount('80', account, strict)).toBeUndefined();
    expect(checkPaymentAmount('80.01', account, strict)).toBe(
      'You may not overpay your account balance.',
    );
  });

  const cutoff: PayableAccount = {
    accountNumber: '1000002',
    accountBalance: 300,
    overPayAmount: 1000,
    cutoffAmount: 100,
    reconnectFee: 25,
    additionalDeposit: 50,
    disconnectFee: 10,
  };

  it.each([
    // with cutoff > 0, the underpay limit is cutoff + reconnect + deposit = 175; the overpay limit
    // also takes the disconnect fee (185), so the minimum and the default amount can be paid
    ['185.00', strict, undefined],
    ['185.01', strict, 'You may not overpay your account balance.'],
    ['174.99', strict, 'You may not pay less than your account balance.'],
    [
      '175.00',
      strict,
      'At this time, you are required to pay a minimum payment amount of $185.00, which includes the cutoff amount, reconnect fee, disconnect fee and additional deposit.',
    ],
    ['185.01', { ...strict, allowOverPay: true }, undefined],
    // the cutoff minimum adds the disconnect fee: 185
    [
      '175.00',
      { ...strict, allowOverPay: true, allowUnderPay: true },
      'At this time, you are required to pay a minimum payment amount of $185.00, which includes the cutoff amount, reconnect fee, disconnect fee and additional deposit.',
    ],
    ['185.00', { ...strict, allowOverPay: true, allowUnderPay: true }, undefined],
    ['175.00', open, undefined],
    ['185.01', { ...open, allowOverPay: false }, 'You may not overpay your account balance.'],
  ])('cutoff account: %s with %j → %s', (value, rules, message) => {
    expect(checkPaymentAmount(value, cutoff, rules)).toBe(message);
  });

  it.each([
    [
      { cutoffAmount: 100 },
      'At this time, you are required to pay a minimum payment amount of $100.00, which includes the cutoff amount.',
    ],
    [
      { cutoffAmount: 100, reconnectFee: 25 },
      'At this time, you are required to pay a minimum payment amount of $125.00, which includes the cutoff amount and reconnect fee.',
    ],
    [
      { cutoffAmount: 100, disconnectFee: 10, additionalDeposit: 0.1 },
      'At this time, you are required to pay a minimum payment amount of $110.10, which includes the cutoff amount, disconnect fee and additional deposit.',
    ],
  ])('the minimum sentence names the parts above 0: %j', (amounts, message) => {
    const account = { accountNumber: '1', accountBalance: 0, ...amounts };
    expect(
      checkPaymentAmount('1', account, { ...strict, allowOverPay: true, allowUnderPay: true }),
    ).toBe(message);
  });

  it('lets the default amount of a cutoff account be paid under the strictest settings', () => {
    const amount = defaultPaymentAmount(cutoff, {});
    expect(amount).toBe(185);
    expect(checkPaymentAmount(amount, cutoff, strict)).toBeUndefined();
  });

  it('sums the minimum in cents', () => {
    expect(cutoffMinimum({ accountNumber: '1', cutoffAmount: 0.1, reconnectFee: 0.2 }).amount).toBe(
      0.3,
    );
    expect(quickPayMessages.minimumPayment('$1.00', [])).toBe(
      'At this time, you are required to pay a minimum payment amount of $1.00',
    );
  });
});

describe('doc 1 §5.1 Quick Pay payment amount: prepaid account', () => {
  const prepaid = (amounts: Partial<PayableAccount>): PayableAccount => ({
    accountNumber: '2000001',
    isPrepaidAccount: true,
    accountBalance: -12.5,
    ...amounts,
  });

  it.each([
    // prepaid minimum 20 above the reconnect amount 0
    [prepaid({}), '19.99', 'You must pay the minimum amount of $20.00'],
    [prepaid({}), '20', undefined],
    // reconnect amount 35 at least the minimum
    [
      prepaid({ prepaidReconnectAmount: 35 }),
      '34.99',
      'You must pay the minimum reconnect amount of $35.00',
    ],
    [prepaid({ prepaidReconnectAmount: 35 }), '35', undefined],
    // equal: the reconnect message
    [
      prepaid({ prepaidReconnectAmount: 20 }),
      '19',
      'You must pay the minimum reconnect amount of $20.00',
    ],
    // the cutoff rule comes first
    [
      prepaid({ cutoffAmount: 50, reconnectFee: 5 }),
      '30',
      'At this time, you are required to pay a minimum payment amount of $55.00, which includes the cutoff amount and reconnect fee.',
    ],
    // prepaid accounts ignore overpay and underpay
    [prepaid({}), '100000', undefined],
  ])('%j pays %s → %s', (account, value, message) => {
    expect(checkPaymentAmount(value, account, strict)).toBe(message);
  });

  it('uses no minimum when none is configured', () => {
    expect(
      checkPaymentAmount('0.01', prepaid({}), { ...strict, prepaidMinimum: undefined }),
    ).toBeUndefined();
  });
});

describe('doc 1 §4.1 the cutoff block', () => {
  const block = {
    memberHasCutoffAccount: true,
    payCutoffAccountOnline: false,
    cutoffMessage: 'Your account is scheduled for disconnection. Please call us.',
  };

  it('shows the configured message and makes the form invalid', () => {
    expect(cutoffBlockMessage(block)).toBe(block.cutoffMessage);
    expect(checkPaymentAmount('50', standard, { ...open, cutoffBlock: block })).toBe(
      block.cutoffMessage,
    );
    const schema = createQuickPayPaymentSchema(standard, { ...open, cutoffBlock: block });
    expect(validateForm(schema, { paymentAmount: '50', paymentType: 'cc' }).errors).toEqual({
      paymentAmount: block.cutoffMessage,
    });
  });

  it.each([
    [{ ...block, payCutoffAccountOnline: true }],
    [{ ...block, memberHasCutoffAccount: false }],
    [undefined],
  ])('does not apply to %j', (settings) => {
    expect(cutoffBlockMessage(settings)).toBeUndefined();
  });
});

describe('doc 1 §2.5 step 3 the Pay form', () => {
  const schema = createQuickPayPaymentSchema(standard, strict);

  it('outputs the amount rounded to 2 decimals', () => {
    expect(validateForm(schema, { paymentAmount: '125.404', paymentType: 'echeck' })).toEqual({
      success: true,
      data: { paymentAmount: 125.4, paymentType: 'echeck' },
      errors: {},
    });
    expect(validateForm(schema, { paymentAmount: 130, paymentType: 'cc' }).data).toEqual({
      paymentAmount: 130,
      paymentType: 'cc',
    });
  });

  it('reports the amount message on the field', () => {
    expect(validateForm(schema, { paymentAmount: '', paymentType: 'cc' }).errors).toEqual({
      paymentAmount: 'You must enter valid amount.',
    });
    expect(validateForm(schema, { paymentType: 'cc' }).errors).toEqual({
      paymentAmount: 'You must enter valid amount.',
    });
    expect(validateForm(schema, { paymentAmount: true, paymentType: 'cc' }).errors).toEqual({
      paymentAmount: 'You must enter valid amount.',
    });
  });
});

const allowAll: PaymentMethodSettings = {
  utilityAllowCreditCard: true,
  utilityAllowEcheck: true,
  echeckProcessAsDraft: false,
  enforceNoMoreEchecks: true,
};
const eligible: PayableAccount = { accountNumber: '1', isCcEligible: true, isEcheckEligible: true };

describe('doc 1 §4.1 card and echeck enablement, payment type default', () => {
  it.each([
    [eligible, allowAll, { card: true, echeck: true }, 'cc', undefined],
    [
      { ...eligible, isCcEligible: false },
      allowAll,
      { card: false, echeck: true },
      'echeck',
      'Credit Card Payment Restricted.',
    ],
    [
      eligible,
      { ...allowAll, utilityAllowCreditCard: false },
      { card: false, echeck: true },
      'echeck',
      'Credit Card Payment Restricted.',
    ],
    [
      eligible,
      { ...allowAll, echeckProcessAsDraft: true },
      { card: true, echeck: false },
      'cc',
      'ECheck Payment Restricted.',
    ],
    [
      { ...eligible, isEcheckEligible: false },
      allowAll,
      { card: true, echeck: false },
      'cc',
      'ECheck Payment Restricted.',
    ],
    [
      eligible,
      { ...allowAll, utilityAllowEcheck: false },
      { card: true, echeck: false },
      'cc',
      'ECheck Payment Restricted.',
    ],
    [
      { ...eligible, nomoreCheck: true },
      allowAll,
      { card: true, echeck: false },
      'cc',
      'ECheck Payment Restricted.',
    ],
    [
      { ...eligible, nomoreCheck: true },
      { ...allowAll, enforceNoMoreEchecks: false },
      { card: true, echeck: true },
      'cc',
      undefined,
    ],
    [
      { accountNumber: '1' },
      allowAll,
      { card: false, echeck: false },
      'echeck',
      'ECheck & Credit Card Payment Restricted.',
    ],
  ])('%j with %j → %j, %s, %s', (account, settings, methods, type, tooltip) => {
    const found = paymentMethods(account, settings);
    expect(found).toEqual(methods);
    expect(defaultPaymentType(found)).toBe(type);
    expect(paymentRestrictionMessage(found)).toBe(tooltip);
    expect(canPay(found)).toBe(methods.card || methods.echeck);
  });

  it('hides Verify when the account is restricted for both methods (doc 1 §2.5, §8)', () => {
    expect(isRestrictedForBothMethods({ accountNumber: '1' })).toBe(true);
    expect(isRestrictedForBothMethods({ accountNumber: '1', isEcheckEligible: true })).toBe(false);
    expect(quickPayMessages.bothMethodsRestricted).toBe(
      'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
    );
  });
});

describe('doc 1 §4.1 accepted card types', () => {
  it.each([
    [{ allowVisa: true, allowMaster: true, allowAmex: true, allowDiscover: true }, 'VI,MC,AX,DI'],
    [{ allowVisa: true, allowMaster: false, allowAmex: false, allowDiscover: true }, 'VI,DI'],
    [{ allowVisa: false, allowMaster: true, allowAmex: true, allowDiscover: false }, 'MC,AX'],
    [{ allowVisa: false, allowMaster: false, allowAmex: false, allowDiscover: false }, ''],
  ])('%j → %j', (settings, codes) => {
    expect(acceptedCardTypes(settings)).toBe(codes);
  });
});

describe('doc 1 §4.1 default payment amount', () => {
  it.each([
    [
      'prepaid: the reconnect amount above 0',
      { isPrepaidAccount: true, prepaidReconnectAmount: 35 },
      {},
      35,
    ],
    [
      'prepaid: else the prepaid minimum',
      { isPrepaidAccount: true, prepaidReconnectAmount: 0 },
      {},
      20,
    ],
    [
      'prepaid: no minimum configured',
      { isPrepaidAccount: true },
      { prepaidMinimum: undefined },
      0,
    ],
    [
      'standard: cutoff + reconnect + deposit + disconnect',
      {
        cutoffAmount: 100.1,
        reconnectFee: 25.2,
        additionalDeposit: 50,
        disconnectFee: 10,
        pastDueAmount: 60,
      },
      {},
      185.3,
    ],
    ['standard: else the past due amount', { pastDueAmount: 60.5, accountBalance: 200 }, {}, 60.5],
    ['standard: else the balance with ACCOUNT BALANCE', { accountBalance: 200 }, {}, 200],
    [
      'standard: the setting in any case',
      { accountBalance: 200 },
      { defaultPaymentAmount: ' account balance ' },
      200,
    ],
    ['standard: a credit balance pays 0', { accountBalance: -5 }, {}, 0],
    [
      'standard: other setting pays 0',
      { accountBalance: 200 },
      { defaultPaymentAmount: 'ZERO' },
      0,
    ],
    ['standard: no setting pays 0', { accountBalance: 200 }, { defaultPaymentAmount: null }, 0],
  ])('%s', (_, amounts, settings, amount) => {
    const account = { accountNumber: '1', ...amounts };
    const found = defaultPaymentAmount(account, {
      prepaidMinimum: 20,
      defaultPaymentAmount: 'ACCOUNT BALANCE',
      ...settings,
    });
    expect(found).toBe(amount);
  });

  it('is shown with 2 decimals', () => {
    expect(defaultPaymentAmountText({ accountNumber: '1', pastDueAmount: 60.5 }, {})).toBe('60.50');
    expect(defaultPaymentAmountText({ accountNumber: '1' }, {})).toBe('0.00');
  });
});

describe('doc 1 §4.1, §9 due date and balance display', () => {
  it.each([
    [{ dueDate: '2024-05-01T00:00:00' }, '05/01/2024'],
    [{ dueDate: '2024-05-01', isPrepaidAccount: true }, 'N/A'],
    [{ dueDate: null }, 'N/A'],
    [{ dueDate: 'soon' }, 'N/A'],
  ])('due date %j → %s', (account, shown) => {
    expect(formatDueDate(account)).toBe(shown);
  });

  it.each([
    [{ accountBalance: -12.5, isPrepaidAccount: true }, '($12.50)'],
    [{ accountBalance: 12.5, isPrepaidAccount: true }, '$12.50'],
    [{ accountBalance: -12.5, isPrepaidAccount: false }, '-$12.50'],
    [{ accountBalance: 1234.5 }, '$1,234.50'],
  ])('balance %j → %s', (account, shown) => {
    expect(formatBalance(account)).toBe(shown);
  });
});

describe('doc 1 §2.5 the recent payment prompt and the quit confirmation', () => {
  it('asks when the settings contain a prior payment', () => {
    expect(recentPaymentPrompt({ paymentAmount: 45.5, paymentDate: '2024-04-28T10:00:00' })).toBe(
      'You have made a recent payment of $45.50 on 04/28/2024. Would you like to proceed with another payment?',
    );
  });
  it.each([
    [null],
    [undefined],
    [{}],
    [{ paymentAmount: 10 }],
    [{ paymentAmount: 10, paymentDate: 'x' }],
  ])('does not ask for %j', (lastPayment) => {
    expect(recentPaymentPrompt(lastPayment)).toBeUndefined();
  });
  it('keeps the spec’s spacing', () => {
    expect(quickPayMessages.quitConfirmation).toBe(
      'Are you sure you want to quit making payment ?',
    );
    expect(quickPayMessages.serviceUnavailable).toBe(
      'Service unavailable, please contact administrator.',
    );
  });
});

describe('doc 1 §3 the payment request and the logged-in payment amounts', () => {
  const account: PayableAccount = {
    accountNumber: '1000001',
    accountBalance: 250.1,
    dueDate: '2024-05-01',
    pastDueAmount: 100.2,
    reconnectFee: 0.1,
    additionalDeposit: 0.2,
    liabilityConfirmationAmount: 5,
    showLiabilityConfirmation: true,
    cutoffAmount: 100.2,
    derivedStatus: 'Past Due',
    disconnectFee: 10,
    minimumPaymentDue: 110.5,
    overPayAmount: 500,
    prepaidReconnectAmount: 0,
  };

  it('builds the request from an account', () => {
    expect(buildPaymentRequest([{ account, paymentAmount: 110.5 }])).toEqual({
      accountsToPay: [
        {
          accountNumber: '1000001',
          accountBalance: 250.1,
          paymentAmount: 110.5,
          dueDate: '2024-05-01',
          pastDueAmount: 100.2,
          reconnectFee: 0.1,
          additionalDeposit: 0.2,
          arrangementAmount: 0,
          liabilityConfirmationAmount: 5,
          showLiabilityConfirmation: true,
          cutoffAmount: 100.2,
          derivedStatus: 'Past Due',
          disconnectFee: 10,
          isPrepaidAccount: false,
          minimumPaymentAmount: 110.5,
          overPayAmount: 500,
          prepaidReconnectAmount: 0,
        },
      ],
      amount: 110.5,
      reconnectFee: 0.1,
      additionalDeposit: 0.2,
      arrangementPaymentAmount: 0,
      reconnectMeter: true,
    });
  });

  it('sums several accounts in cents', () => {
    const request = buildPaymentRequest([
      { account, paymentAmount: 0.1 },
      {
        account: { accountNumber: '2', reconnectFee: 0.2, additionalDeposit: 0.1 },
        paymentAmount: 0.2,
      },
    ]);
    expect(request.amount).toBe(0.3);
    expect(request.reconnectFee).toBe(0.3);
    expect(request.additionalDeposit).toBe(0.3);
    expect(request.accountsToPay[1]).toMatchObject({
      accountBalance: 0,
      dueDate: null,
      derivedStatus: null,
      showLiabilityConfirmation: false,
      arrangementAmount: 0,
    });
  });

  it('pays the balance, or 0 when the balance is negative', () => {
    expect(loggedInPaymentAmounts(account)).toMatchObject({
      accountNumber: '1000001',
      accountBalance: 250.1,
      paymentAmount: 250.1,
      dueDate: '2024-05-01',
      isPrepaidAccount: false,
      pastDueAmount: 0,
      reconnectFee: 0,
      cutoffAmount: 0,
    });
    expect(
      loggedInPaymentAmounts({ accountNumber: '2', accountBalance: -3, isPrepaidAccount: true }),
    ).toMatchObject({
      accountBalance: -3,
      paymentAmount: 0,
      dueDate: null,
      isPrepaidAccount: true,
    });
  });
});

describe('doc 1 §2.5 the Quick Pay query prefills the account step', () => {
  it.each([
    [
      { accountno: '1000001', phone: '1111' },
      { accountNumber: '1000001', phoneLastFourDigits: '1111' },
    ],
    [
      { accountno: '1234567890123', phone: '12345' },
      { accountNumber: '123456789012', phoneLastFourDigits: '1234' },
    ],
    [
      { accountno: 'abc', phone: '12a4' },
      { accountNumber: '', phoneLastFourDigits: '' },
    ],
    [{}, { accountNumber: '', phoneLastFourDigits: '' }],
  ])('%j → %j', (query, values) => {
    expect(quickPayPrefill(query)).toEqual(values);
  });
});
