import { describe, expect, it } from 'vitest';
import { validateFormByPath } from '../formErrors';
import {
  acceptedCardTypes,
  autoPayEnrolledLabel,
  availableDraftOptions,
  billedDayWindow,
  buildHostedDraftForm,
  draftDayText,
  draftForwardingMessage,
  draftHelpTitle,
  bankAccountNumberMessage,
  createDraftSetupSchema,
  dayOfMonthMessage,
  daysAfterBillingMessage,
  defaultBankAccountType,
  draftDayWindow,
  draftIneligibility,
  draftMessages,
  draftRemovalAccount,
  draftRequestAccount,
  draftStartDateMessage,
  draftSubmission,
  emptyBankForm,
  resolveBankName,
  routingNumberMessage,
  splitDraftAccounts,
  type DraftAccount,
} from './index';

const institutions = [
  { routingNumber: '011000015', name: 'First Co-op Bank' },
  { routingNumber: '021000021', name: 'DO NOT USE' },
  { routingNumber: '031000053', name: ' do not use ' },
];

describe('doc 3 §5 Draft setup: day of month and days after billing', () => {
  it.each([
    ['0', 'Day of the Month must be before 29th'],
    ['1', undefined],
    [28, undefined],
    ['29', 'Day of the Month must be before 29th'],
    ['', 'Day of the Month must be before 29th'],
    [null, 'Day of the Month must be before 29th'],
    ['1a', 'Day of the Month must be before 29th'],
    ['015', 'Day of the Month must be before 29th'],
    [' 7 ', undefined],
  ])('day of month %j → %s', (value, message) => {
    expect(dayOfMonthMessage(value)).toBe(message);
  });

  const window = { billedDay: 10, allowBeforeBilledDay: 5, allowAfterBilledDay: 15 };
  it.each([
    ['4', 'Day of the Month must be after 4 and before 26'],
    ['5', undefined],
    ['25', undefined],
    ['26', 'Day of the Month must be after 4 and before 26'],
    ['29', 'Day of the Month must be before 29th'],
  ])('day of month %s in the billed-day window 5-25 → %s', (value, message) => {
    expect(dayOfMonthMessage(value, window)).toBe(message);
  });

  it('keeps the window within 1-28', () => {
    expect(
      draftDayWindow({ billedDay: 3, allowBeforeBilledDay: 5, allowAfterBilledDay: 40 }),
    ).toEqual({
      first: 1,
      last: 28,
    });
  });

  it.each([
    ['0', 10, 'Number of Days after billing must be between 1 and 10'],
    ['1', 10, undefined],
    ['10', 10, undefined],
    ['11', 10, 'Number of Days after billing must be between 1 and 10'],
    ['', 15, 'Number of Days after billing must be between 1 and 15'],
    ['x', 15, 'Number of Days after billing must be between 1 and 15'],
    [5, 15, undefined],
  ])('days after billing %j with maximum %s → %s', (value, max, message) => {
    expect(daysAfterBillingMessage(value, max)).toBe(message);
  });

  it.each([
    ['1989-12-31', 'Choose a later date.'],
    ['1990-01-01', undefined],
    ['', undefined],
    [null, undefined],
    ['01/32/2024', 'Please enter a valid date.'],
  ])('start date %j → %s', (value, message) => {
    expect(draftStartDateMessage(value)).toBe(message);
  });
});

describe('doc 3 §5 Draft setup: bank account and routing number', () => {
  it.each([
    ['', 'Please enter bank account number.'],
    ['12a4', 'Please enter valid input.'],
    ['123', "The bank account number's length must be between 4 and 18."],
    ['1234', undefined],
    ['1'.repeat(18), undefined],
    ['1'.repeat(19), "The bank account number's length must be between 4 and 18."],
  ])('bank account %j → %s', (value, message) => {
    expect(bankAccountNumberMessage(value)).toBe(message);
  });

  it.each([
    ['', institutions, 'Please enter your bank routing number.'],
    ['000000000', institutions, 'Please enter valid routing number.'],
    ['01100001', institutions, 'Please enter valid routing number.'],
    ['0110000155', institutions, 'Please enter valid routing number.'],
    ['01100001x', institutions, 'Please enter valid routing number.'],
    ['011000015', institutions, undefined],
    ['999999999', institutions, 'Please enter valid routing number.'],
    ['021000021', institutions, 'Please enter valid routing number.'],
    ['999999999', undefined, undefined],
  ])('routing %j → %s', (value, list, message) => {
    expect(routingNumberMessage(value, list)).toBe(message);
  });

  it('resolves the bank name, never to DO NOT USE (doc 3 §4)', () => {
    expect(resolveBankName(' 011000015 ', institutions)).toBe('First Co-op Bank');
    expect(resolveBankName('021000021', institutions)).toBeUndefined();
    expect(resolveBankName('031000053', institutions)).toBeUndefined();
    expect(resolveBankName('123456789', institutions)).toBeUndefined();
  });

  it('defaults the account type to Checking and clears the bank form', () => {
    expect(defaultBankAccountType).toBe('Checking');
    expect(emptyBankForm()).toEqual({
      accountType: 'Checking',
      bankAccountNumber: '',
      confirmBankAccountNumber: '',
      bankTransitNumber: '',
      bankName: '',
    });
  });
});

const bank = {
  accountType: 'Savings',
  bankAccountNumber: '123456789',
  confirmBankAccountNumber: '123456789',
  bankTransitNumber: '011000015',
  bankName: 'First Co-op Bank',
  draftAuthorize: true,
};
const account = (changes = {}) => ({
  accountNumber: '1000001',
  draftMethod: 'WHEN_BILLED' as const,
  ...changes,
});

describe('doc 3 §5 Draft setup form', () => {
  const nacha = createDraftSetupSchema({
    draftOption: 'bankDraft',
    nacha: true,
    maxDaysAfterBilling: 10,
    institutions,
  });

  it('accepts a complete bank draft', () => {
    const result = validateFormByPath(nacha, { ...bank, accounts: [account()] });
    expect(result.success).toBe(true);
    expect(result.data?.accountType).toBe('Savings');
    expect(
      validateFormByPath(nacha, { ...bank, accountType: undefined, accounts: [account()] }).data
        ?.accountType,
    ).toBe('Checking');
  });

  it.each([
    [{ accounts: [] }, { accounts: 'Please select an account to add a draft.' }],
    [{ accounts: undefined }, { accounts: 'Please select an account to add a draft.' }],
    [
      { draftAuthorize: false },
      { draftAuthorize: 'Please check the authorize checkbox to submit your draft.' },
    ],
    [
      {
        accounts: [
          account(),
          account({ accountNumber: '1000002', draftMethod: 'DAY_OF_MONTH', dayOfMonth: '29' }),
          account({ accountNumber: '1000003', draftMethod: 'DAYS_AFTER_BILLING', daysAfter: '0' }),
        ],
      },
      {
        accounts: 'Account: 1000002 Day of the Month must be before 29th',
        'accounts.1.dayOfMonth': 'Day of the Month must be before 29th',
        'accounts.2.daysAfter': 'Number of Days after billing must be between 1 and 10',
      },
    ],
    [
      {
        accounts: [
          account({
            draftMethod: 'DAY_OF_MONTH',
            dayOfMonth: 3,
            window: { billedDay: 10, allowBeforeBilledDay: 5, allowAfterBilledDay: 5 },
          }),
        ],
      },
      {
        accounts: 'Account: 1000001 Day of the Month must be after 4 and before 16',
        'accounts.0.dayOfMonth': 'Day of the Month must be after 4 and before 16',
      },
    ],
    [
      { accounts: [account({ draftStartDate: '1989-12-31' })] },
      {
        accounts: 'Account: 1000001 Choose a later date.',
        'accounts.0.draftStartDate': 'Choose a later date.',
      },
    ],
    [
      { bankAccountNumber: '', confirmBankAccountNumber: '' },
      {
        bankAccountNumber: 'Please enter bank account number.',
        confirmBankAccountNumber: 'Please confirm your bank account number.',
      },
    ],
    [
      { confirmBankAccountNumber: '123456780' },
      { confirmBankAccountNumber: 'Bank account and Confirm bank account number does not match.' },
    ],
    [{ bankTransitNumber: '' }, { bankTransitNumber: 'Please enter your bank routing number.' }],
    [
      { bankTransitNumber: '021000021' },
      { bankTransitNumber: 'Please enter valid routing number.' },
    ],
    [{ bankName: ' ' }, { bankName: 'Please enter bank name.' }],
    [{ bankName: 'b'.repeat(256) }, {}],
    [{ bankName: 'b'.repeat(257) }, { bankName: 'Please enter no more than 256 characters.' }],
  ])('%j → %j', (changes, errors) => {
    const values = { ...bank, accounts: [account()], ...changes };
    expect(validateFormByPath(nacha, values).errors).toEqual(errors);
  });

  it('does not ask for the bank form for a card draft or a hosted bank draft', () => {
    for (const options of [
      { draftOption: 'creditCard' as const, nacha: true },
      { draftOption: 'bankDraft' as const, nacha: false },
    ]) {
      const schema = createDraftSetupSchema({ ...options, maxDaysAfterBilling: 10 });
      expect(
        validateFormByPath(schema, { accounts: [account()], draftAuthorize: true }).success,
      ).toBe(true);
    }
  });

  it('builds the draft request per account (doc 3 §3)', () => {
    expect(
      draftRequestAccount(
        account({ draftMethod: 'DAY_OF_MONTH', dayOfMonth: '15', draftStartDate: '06/01/2024' }),
      ),
    ).toEqual({
      accountNumber: '1000001',
      action: 'ADD',
      draftMethod: 'DAY_OF_MONTH',
      draftDay: 15,
      draftStartDate: '2024-06-01',
    });
    expect(
      draftRequestAccount(account({ draftMethod: 'DAYS_AFTER_BILLING', daysAfter: 5 })),
    ).toMatchObject({
      draftDay: 5,
      draftStartDate: null,
    });
    expect(
      draftRequestAccount(account({ draftMethod: 'DAY_OF_MONTH', dayOfMonth: '' })).draftDay,
    ).toBeNull();
    expect(draftRequestAccount(account()).draftDay).toBeNull();
    expect(draftRemovalAccount('1000001')).toEqual({
      accountNumber: '1000001',
      action: 'REMOVE',
      draftMethod: null,
      draftDay: null,
      draftStartDate: null,
    });
  });
});

describe('doc 3 §4 Draft eligibility', () => {
  const base: DraftAccount = { accountNumber: '1', ccEligible: true, pastDueAmount: 0 };
  const options = { preventPastDue: true, enforceNoMoreChecks: true };

  it.each([
    [base, 'creditCard', undefined],
    [{ ...base, pastDueAmount: 10 }, 'creditCard', 'pastDue'],
    [{ ...base, autopayExists: true }, 'bankDraft', 'autopayExists'],
    [{ ...base, ccEligible: false }, 'creditCard', 'cardRestricted'],
    [{ ...base, ccEligible: false }, 'bankDraft', undefined],
    [{ ...base, noMoreChecks: true }, 'bankDraft', 'echeckRestricted'],
    [{ ...base, noMoreChecks: true }, 'creditCard', undefined],
  ] as const)('%j for %s → %s', (draftAccount, draftOption, reason) => {
    expect(draftIneligibility(draftAccount, { ...options, draftOption })?.reason).toBe(reason);
  });

  it('gives the spec’s reason texts and respects the settings', () => {
    expect(
      draftIneligibility(
        { ...base, autopayExists: true },
        { ...options, draftOption: 'creditCard' },
      )?.message,
    ).toBe('Account is signed up for AutoPay. Draft is not allowed.');
    expect(
      draftIneligibility({ ...base, ccEligible: false }, { ...options, draftOption: 'creditCard' })
        ?.message,
    ).toBe('Credit Card Payment Restricted.');
    expect(
      draftIneligibility({ ...base, noMoreChecks: true }, { ...options, draftOption: 'bankDraft' })
        ?.message,
    ).toBe('ECheck Payment Restricted.');
    expect(
      draftIneligibility(
        { ...base, pastDueAmount: 10, noMoreChecks: true },
        {
          draftOption: 'bankDraft',
          preventPastDue: false,
          enforceNoMoreChecks: false,
        },
      ),
    ).toBeUndefined();
  });

  it('lists accounts with a draft for removal and the others for setup', () => {
    const withDraft = { accountNumber: '1', draft: { draftType: 'BANK', draftDay: 5 } };
    const without = { accountNumber: '2', draft: null };
    expect(splitDraftAccounts([withDraft, without])).toEqual({
      withDraft: [withDraft],
      withoutDraft: [without],
    });
  });

  it('accepts the allowed card types (doc 3 §7)', () => {
    expect(
      acceptedCardTypes({
        allowVisa: true,
        allowMaster: true,
        allowAmex: false,
        allowDiscover: true,
      }),
    ).toBe('VI,MC,DI');
  });

  it('has the confirmation and list texts verbatim', () => {
    expect(draftMessages.confirmRemoval).toBe(
      'Are you sure you want to delete draft on selected account(s) ?',
    );
    expect(draftMessages.noAccounts).toBe('There are no accounts available...!');
  });
});

describe('doc 3 §4 Draft submission and doc 1 §9 the auto-pay label', () => {
  it.each([
    ['creditCard', true, 'hostedPage'],
    ['creditCard', false, 'hostedPage'],
    ['bankDraft', false, 'hostedPage'],
    ['bankDraft', true, 'bankDraftUpdate'],
  ] as const)('a %s draft with NACHA %s goes to %s', (draftOption, nacha, route) => {
    expect(draftSubmission({ draftOption, nacha })).toBe(route);
  });

  it.each([
    [false, 'Draft Pay Enrolled'],
    [true, 'EZ Pay Enrolled'],
  ])('whecEnabled %s → %s', (whecEnabled, label) => {
    expect(autoPayEnrolledLabel(whecEnabled)).toBe(label);
  });
});

describe('doc 3 §6 allowCreditDraft, allowBankDraft: the draft options offered', () => {
  it.each([
    [true, true, ['creditCard', 'bankDraft']],
    [true, false, ['creditCard']],
    [false, true, ['bankDraft']],
    [false, false, []],
  ])('credit %s, bank %s → %j', (allowCreditDraft, allowBankDraft, options) => {
    expect(availableDraftOptions({ allowCreditDraft, allowBankDraft })).toEqual(options);
  });
});

describe('doc 3 §3, §5 the billed-day window of a draft account record', () => {
  it('the billed day is the day of the month of the eligible draft date', () => {
    expect(
      billedDayWindow({
        eligibleDraftDate: '2026-12-04',
        allowBeforeBilledDay: 5,
        allowAfterBilledDay: 25,
      }),
    ).toEqual({ billedDay: 4, allowBeforeBilledDay: 5, allowAfterBilledDay: 25 });
  });
  it('none without the date or an allowance', () => {
    expect(
      billedDayWindow({ eligibleDraftDate: null, allowBeforeBilledDay: 5, allowAfterBilledDay: 5 }),
    ).toBeUndefined();
    expect(
      billedDayWindow({ eligibleDraftDate: '2026-12-04', allowBeforeBilledDay: 5 }),
    ).toBeUndefined();
  });
});

describe('doc 3 §2.2, §9 wording: help title, forwarding message, draft day', () => {
  it('Draft Setup, or EZ Pay Setup where whecEnabled is on', () => {
    expect(draftHelpTitle(false)).toBe('Draft Setup');
    expect(draftHelpTitle(true)).toBe('EZ Pay Setup');
  });
  it('the forwarding message has its own wording for MERIDIAN', () => {
    expect(draftForwardingMessage('meridian ')).toBe(draftMessages.forwardingMeridian);
    expect(draftForwardingMessage('DEMO')).toBe(draftMessages.forwarding);
    expect(draftForwardingMessage(null)).toBe(draftMessages.forwarding);
    expect(draftMessages.forwarding).not.toBe(draftMessages.forwardingMeridian);
  });
  it('a draft day is its number, or the name of its method', () => {
    expect(draftDayText(15)).toBe('15');
    expect(draftDayText('WHEN_BILLED')).toBe('When Billed');
    expect(draftDayText(null)).toBe('');
  });
});

describe('doc 3 §7 the hosted card page form of a draft set-up', () => {
  const initiation = { clientId: 'CLIENT', transNo: 'DR-1', securityToken: 'token' };
  it('a card draft: the accounts, member-account pairs, card codes, return and cancel URLs', () => {
    expect(
      buildHostedDraftForm({
        initiation,
        memberNumber: '800001',
        accountNumbers: ['1000001', '3000003'],
        draftOption: 'creditCard',
        returnUrl: 'https://api/PaymentCallback/drafts/success',
        cancelUrl: 'https://api/PaymentCallback/drafts/cancel',
        acceptedCardTypes: acceptedCardTypes({
          allowVisa: true,
          allowMaster: true,
          allowAmex: false,
          allowDiscover: true,
        }),
      }),
    ).toEqual({
      CustomData: 'DR-1',
      ClientId: 'CLIENT',
      MemberAccountPairs: '800001:1000001,800001:3000003',
      Accounts: '1000001,3000003',
      IsPostbackRequired: 'true',
      EnableECheck: 'false',
      HostedCCReturn: 'https://api/PaymentCallback/drafts/success',
      HostedCCCancel: 'https://api/PaymentCallback/drafts/cancel',
      AcceptedCreditCardTypes: 'VI,MC,DI',
      SecurityToken: 'token',
    });
  });
  it('a bank draft through the hosted page turns echeck on and accepts no card', () => {
    const form = buildHostedDraftForm({
      initiation,
      memberNumber: '800001',
      accountNumbers: ['1000001'],
      draftOption: 'bankDraft',
      returnUrl: 'r',
      cancelUrl: 'c',
      acceptedCardTypes: 'VI',
    });
    expect(form).toMatchObject({ EnableECheck: 'true', AcceptedCreditCardTypes: '' });
  });
});
