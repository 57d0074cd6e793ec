import { describe, expect, it } from 'vitest';
import {
  accountList,
  accountOverview,
  accountProfile,
  averageBilling,
  billingHistory,
  capitalCredits,
  depositsAndArrangements,
  drafts,
  formatUsPhone,
  keepAmount,
  memberInfoDocuments,
  navigation,
  notifications,
  outage,
  password,
  payMultiple,
  paymentProfile,
  profile,
  quickPay,
  registration,
  roundUp,
  scheduledPayments,
  serviceRequest,
  signIn,
  sumAmounts,
  usage,
  validateForm,
  validateFormByPath,
} from './index';

/** Every example of README.md, with the result it states (Done when: each feature with an example). */
describe('README examples', () => {
  it('form errors', () => {
    const result = validateForm(quickPay.quickPayAccountSchema, {
      accountNumber: '1000001',
      phoneLastFourDigits: '11',
    });
    expect(result.success).toBe(false);
    expect(result.errors).toEqual({
      phoneLastFourDigits: 'Please enter valid last 4 digits of your phone number.',
    });
  });

  it('shared helpers', () => {
    expect(formatUsPhone('5551234')).toBe('(555) 123-4');
    expect(keepAmount('1a2.3.4', 13)).toBe('12.34');
    expect(sumAmounts(0.1, 0.2)).toBe(0.3);
  });

  it('quickPay', () => {
    const account = {
      accountNumber: '1000002',
      accountBalance: 300,
      cutoffAmount: 100,
      reconnectFee: 25,
    };
    expect(
      quickPay.checkPaymentAmount('50', account, {
        allowOverPay: true,
        allowUnderPay: true,
        allowCutoffOverride: false,
      }),
    ).toBe(
      'At this time, you are required to pay a minimum payment amount of $125.00, which includes the cutoff amount and reconnect fee.',
    );
  });

  it('signIn', () => {
    expect(signIn.isCompleteMfaCode('12345')).toBe(false);
    expect(
      signIn.pathAfterSignIn({ returnUrl: 'https://elsewhere.example', aclaraEnabled: false }),
    ).toBe('accountoverview');
    expect(
      signIn.pathAfterSignIn({ returnUrl: '/%2F%2Felsewhere.example', aclaraEnabled: true }),
    ).toBe('aclarajump');
    expect(
      signIn.pathAfterSignIn({ returnUrl: '/billpayments/history', aclaraEnabled: true }),
    ).toBe('/billpayments/history');
  });

  it('registration', () => {
    const schema = registration.createCompleteRegistrationSchema({ doubleEmailEntry: true });
    expect(
      validateForm(schema, {
        loginId: 'ann..lee',
        email: 'ann@example.com',
        cnfemail: 'anne@example.com',
        password: 'Abcdefg1!',
        cnfpassword: 'Abcdefg1!',
        secQuestion: 2,
        secAnswer: 'Rex',
      }).errors,
    ).toEqual({
      loginId: 'Username entry does not meet criteria.',
      cnfemail: 'Email and Confirm Email does not match.',
    });
  });

  it('password', () => {
    expect(
      validateForm(password.createResetPasswordSchema(), {
        password: 'Abcdefg1!',
        confirmPassword: 'Abcdefg1?',
      }).errors,
    ).toEqual({ confirmPassword: 'Password and Confirm Password does not match.' });
    expect(password.passwordStrength('abc')).toBe(1);
    expect(
      validateForm(password.createForgotUsernameSchema(), { email: 'jordan@example' }).errors,
    ).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('profile', () => {
    const row = { accountNumber: '1', isEmail: false, isPaperless: false, isPaperlessOther: false };
    expect(profile.setPaperlessBox(row, 'isPaperless', true)).toEqual({
      ...row,
      isPaperless: true,
      isEmail: true,
    });
  });

  it('accountProfile', () => {
    expect(
      validateFormByPath(accountProfile.createPhonesSchema(), {
        phones: [{ eCommunicationId: 'CELL', phoneNumber: '987-456' }],
      }).errors,
    ).toEqual({ 'phones.0.phoneNumber': 'Invalid phone format.(Ex: (987) 456-1230)' });
  });

  it('outage', () => {
    expect(
      validateForm(outage.createOutageReportSchema(), {
        callBack: true,
        callbackNumber: '(087) 456-1230',
        outageReason: '',
      }).errors,
    ).toEqual({
      callbackNumber: 'Invalid phone format.(Ex: (987) 456-1230)',
      outageReason: 'You must select an issue',
    });
  });

  it('accountList', () => {
    const accounts = [
      { accountNumber: '3000022', serviceAddress: '112 Main St Unit B' },
      { accountNumber: '3000021', serviceAddress: '100 Main St' },
      { accountNumber: '3000031', serviceAddress: '9 Elm St' },
    ];
    expect(
      accountList
        .accountListPage(accounts, { search: 'main st', pageSize: 25 })
        .rows.map((a) => a.accountNumber),
    ).toEqual(['3000021', '3000022']);
    expect(
      accountList.totalAmountDue([
        { accountBalance: 100 },
        { accountBalance: -25 },
        { accountBalance: -12.5, isPrepaidAccount: true },
      ]),
    ).toBe(100);
    expect(accountList.balanceDisplay({ accountBalance: -12.5, isPrepaidAccount: true })).toEqual({
      label: 'Prepaid Balance',
      amount: '($12.50)',
      isPrepaid: true,
    });
  });

  it('accountOverview', () => {
    expect(
      accountOverview.accountStatusLabel({
        derivedStatus: 'Current',
        accountStatus: 'Active',
        accountType: 'Water',
      }),
    ).toBe('Active Water');
    const threeRecords = [
      { recordDate: '2024-05-01' },
      { recordDate: '2024-04-01' },
      { recordDate: '2024-03-01' },
    ];
    const { rows } = accountOverview.billingHistoryRows(threeRecords);
    expect(rows).toHaveLength(10);
    expect(rows.filter((entry) => entry === null)).toHaveLength(7);
    expect(
      accountOverview.accountCard({
        accountNumber: '1000004',
        isPrepaidAccount: true,
        accountBalance: -12.5,
      }).amount,
    ).toBe('($12.50)');
    expect(
      accountOverview.overviewBanners({
        account: { accountNumber: '3000003', outageStatus: 'Y' },
      })[0]?.lines,
    ).toEqual([
      'There is an active outage at this service location. Estimated restoration time: not yet known.',
    ]);
  });

  it('billingHistory', () => {
    const history = billingHistory.mergeAccountHistory(
      [{ paymentAmount: 98.1, paymentDate: '2026-02-15' }],
      [{ billDate: '2026-03-01', endingBalance: 120.5, billViewUrl: 'bills/2026-03.pdf' }],
    );
    expect(history.map((record) => record.historyType)).toEqual(['Bill', 'Payment']);
    expect(
      billingHistory.filterAccountHistory(history, { from: '2026-03-01', to: '2026-02-01' }).errors,
    ).toEqual({ to: 'The To date must be on or after the From date.' });
    expect(billingHistory.historyCsvFileName({ accountNumber: '1000001', type: 'bills' })).toBe(
      'billing-history-1000001-bills.csv',
    );
  });

  it('depositsAndArrangements', () => {
    expect(depositsAndArrangements.depositStatusLabel({ status: 'Applied to Final Bill' })).toBe(
      'Applied to bill',
    );
    expect(
      depositsAndArrangements.arrangementView(
        { arrangementBalance: 50, nextPaymentAmount: 25, nextPaymentDueDate: '2026-03-01' },
        '2026-03-15',
      ).overdueWarning,
    ).toBe('Your arrangement payment of $25.00 was due on 03/01/2026 and has not been received.');
  });

  it('payMultiple', () => {
    expect(payMultiple.paymentTotal(['125.40', '', '4.6'])).toBe(130);
    expect(
      payMultiple.accountAmountErrors(
        [
          {
            account: { accountNumber: '1000001', accountBalance: 50, overPayAmount: 50 },
            amount: '60',
          },
        ],
        { allowOverPay: false, allowUnderPay: true, allowCutoffOverride: true },
      ),
    ).toEqual({ '1000001': 'Account 1000001: You may not overpay your account balance.' });
  });

  it('usage', () => {
    expect(usage.usageTimeframeRange('last180Days', '2024-06-30')).toEqual({
      startDate: '2024-01-03',
      endDate: '2024-06-30',
    });
  });

  it('roundUp', () => {
    expect(roundUp.roundUpAmountMessage('-1')).toBe(
      'Please enter an amount greater than or equal to 0.',
    );
    expect(roundUp.formatRoundUpAmount('1234.5')).toBe('1,234.50');
    expect(roundUp.parseRoundUpAmount('$1,234.50')).toBe(1234.5);
    expect(roundUp.roundUpExpirationMessage('2024-05-15', { today: '2024-05-15' })).toBe(
      'You cannot use an expiration date in the past.',
    );
  });

  it('scheduledPayments', () => {
    expect(
      scheduledPayments.scheduledPaymentName({
        transNo: 'SP-240118',
        createdDate: '2026-11-26',
        paymentType: 'Multiple accounts',
        amount: 73.6,
        paymentMethod: 'Checking ••••6789',
        paymentDate: '2026-12-18',
        accountDetails: [],
      }),
    ).toBe('$73.60 on 12/18/2026');
    expect(scheduledPayments.scheduleErrorMessage(undefined)).toBe(
      'Your payment could not be scheduled. Please try again, or contact us if the problem continues.',
    );
  });

  it('paymentProfile', () => {
    expect(paymentProfile.removalBlock({ autoPayAccounts: ['3000002'] })).toBe(
      'Update not allowed. Active Payment setup exists.',
    );
  });

  it('drafts', () => {
    expect(
      drafts.dayOfMonthMessage('3', {
        billedDay: 10,
        allowBeforeBilledDay: 5,
        allowAfterBilledDay: 5,
      }),
    ).toBe('Day of the Month must be after 4 and before 16');
  });

  it('averageBilling', () => {
    expect(
      averageBilling.averageBillingAction({
        accountNumber: '1',
        billingType: 'Budget',
        isEligible: true,
      }),
    ).toBe('notEligible');
    expect(averageBilling.averageBillingViewState('view-enabled', 3).bulkLabel).toBe(
      'Remove Selected',
    );
  });

  it('serviceRequest', () => {
    expect(
      validateForm(serviceRequest.createServiceRequestSchema(), {
        workType: '',
        phone: '(987) 056-1230',
      }).errors,
    ).toEqual({
      workType: 'Service Type is required.',
      phone: 'Invalid phone format. (Ex: (987) 456-1230)',
    });
    expect(serviceRequest.reviewStatusLabel('Y')).toBe('Reviewed');
  });

  it('memberInfoDocuments', () => {
    expect(
      memberInfoDocuments.memberInfoDocumentLinks([
        { friendlyDescription: 'Bylaws', url: 'https://coop.example/bylaws.pdf' },
        { friendlyDescription: 'Gone', url: '' },
      ]),
    ).toEqual([{ text: 'Bylaws', href: 'https://coop.example/bylaws.pdf' }]);
  });

  it('capitalCredits', () => {
    expect(capitalCredits.canSearchUnclaimed({ firstName: '  ', lastName: '' })).toBe(false);
    expect(
      capitalCredits.noUnclaimedResultsMessage({ firstName: 'Ann', companyName: 'Acme Co' }),
    ).toBe('There were no unclaimed capital credits found matching Ann, Acme Co');
  });

  it('page frame, menus and home', () => {
    expect(
      navigation
        .mainMenu({ isLoggedIn: false, settings: { features: [] }, configuration: {} })
        .map((entry) => entry.label),
    ).toEqual(['Home', 'More']);
    expect(navigation.signOutTarget({ signOutLink: 'login' })).toBe('/login');
    expect(navigation.pageTitle(['Average Billing', 'Prairie Rivers'])).toBe(
      'Average Billing | Prairie Rivers',
    );
  });

  it('notifications', () => {
    expect(
      validateForm(notifications.createContactSchema(), { type: 'SMS', value: '555-014-2468' })
        .errors,
    ).toEqual({ value: 'Invalid phone format.(Ex: (987) 456-1230)' });
  });
});
