import {
  ApiError,
  createApiClient,
  createSession,
  endpoints,
  type ApiClient,
  type Session,
} from '@coop-portal/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDay, today } from './data/dates';
import { createDemoServer } from './node';
import { resetDemoStore } from './store';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDemoStore());
afterAll(() => server.close());

const BASE = 'https://api.prairierivers.example';

function client(session: Session = createSession()): ApiClient {
  return createApiClient({
    apiBaseUrl: BASE,
    applicationId: 'web',
    requestTimeoutMs: 5_000,
    ...session.clientOptions(),
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function quickPay(accountNumber: string, phoneLastFourDigits: string) {
  const session = createSession();
  const api = client(session);
  const verified = await api.request(endpoints.verifyQuickPayAccount, {
    body: { accountNumber, phoneLastFourDigits },
  });
  session.setQuickPayToken(verified.quickPayToken);
  const settings = await api.request(endpoints.getQuickPayPaymentSettings, {
    params: { memberNumber: verified.memberNumber },
    query: { applicationId: 'web' },
  });
  return { ...verified, settings, api, session };
}

describe('issue 4 demo data: Quick Pay accounts, served exactly', () => {
  it('1000001/1111: Jordan Rivers, 142.37 due in 12 days, card and echeck, VI/MC/DI, overpay capped at 1000.00', async () => {
    const { account, settings, memberNumber } = await quickPay('1000001', '1111');
    expect(memberNumber).toBe('800001');
    expect(account).toMatchObject({
      accountHolderName: 'Jordan Rivers',
      accountBalance: 142.37,
      dueDate: isoDay(addDays(today(), 12)),
      pastDueAmount: 0,
      cutoffAmount: 0,
      isCcEligible: true,
      isEcheckEligible: true,
      overPayAmount: 1000,
      isPrepaidAccount: false,
    });
    expect(settings.paymentSettings).toMatchObject({
      utilityAllowCreditCard: true,
      utilityAllowEcheck: true,
      allowVisa: true,
      allowMaster: true,
      allowDiscover: true,
      allowAmex: false,
      allowOverPay: false,
      lastPayment: null,
    });
    expect(settings.defaultPaymentAmt).toBe('ACCOUNT BALANCE');
    expect(settings.onlineConvFeeText).toBe('A $2.95 convenience fee applies to card payments.');
    expect(settings.echeckProcessAsDraft).toBe(false);
  });

  it('1000002/2222: balance 180.00 with 80.00 past due', async () => {
    const { account } = await quickPay('1000002', '2222');
    expect(account).toMatchObject({ accountBalance: 180, pastDueAmount: 80, cutoffAmount: 0 });
  });

  it('1000003/3333: cutoff 250, reconnect 50, deposit 100, disconnect 25, balance 400; no override', async () => {
    const { account, settings } = await quickPay('1000003', '3333');
    expect(account).toMatchObject({
      cutoffAmount: 250,
      reconnectFee: 50,
      additionalDeposit: 100,
      disconnectFee: 25,
      accountBalance: 400,
    });
    expect(settings.payOnlineAllowCutoffPaymentOverride).toBe(false);
    expect(settings.payOnlinePayCutoffAccount).toBe(true);
  });

  it('1000004/4444: prepaid, balance −12.50, reconnect 0, prepaid minimum 20.00, no due date', async () => {
    const { account, settings } = await quickPay('1000004', '4444');
    expect(account).toMatchObject({
      isPrepaidAccount: true,
      accountBalance: -12.5,
      prepaidReconnectAmount: 0,
      dueDate: null,
    });
    expect(settings.paymentSettings.prepaidMinimumPaymentAmount).toBe(20);
  });

  it('1000005/5555: not card-eligible; 1000006/6666: neither', async () => {
    expect((await quickPay('1000005', '5555')).account).toMatchObject({
      isCcEligible: false,
      isEcheckEligible: true,
    });
    expect((await quickPay('1000006', '6666')).account).toMatchObject({
      isCcEligible: false,
      isEcheckEligible: false,
    });
  });

  it('1000007/7777: paid 55.00 two days ago (the recent-payment prompt)', async () => {
    const { settings } = await quickPay('1000007', '7777');
    expect(settings.paymentSettings.lastPayment).toEqual({
      paymentAmount: 55,
      paymentDate: isoDay(addDays(today(), -2)),
    });
  });

  it('1000008/8888: a cutoff account, paying it online not allowed, with the cutoff message', async () => {
    const { settings } = await quickPay('1000008', '8888');
    expect(settings.paymentSettings.memberHasCutoffAccount).toBe(true);
    expect(settings.payOnlinePayCutoffAccount).toBe(false);
    expect(settings.cutoffMessage).toBe(
      'Your service is scheduled for disconnection. Please call 1-800-555-0100 to make payment arrangements.',
    );
  });

  it('1000009/9999: balance 95.20, underpay not allowed', async () => {
    const { account, settings } = await quickPay('1000009', '9999');
    expect(account.accountBalance).toBe(95.2);
    expect(settings.paymentSettings.allowUnderPay).toBe(false);
  });

  it('5000000/5000: the service fails with status 500', async () => {
    const error = await failure(quickPay('5000000', '5000'));
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });

  it.each([
    ['1000001', '2222'],
    ['1234567', '1111'],
    ['3000002', '1111'],
  ])('any other pair (%s/%s): 400 with the no-match message', async (accountNumber, phone) => {
    const error = await failure(quickPay(accountNumber, phone));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'The account number and phone number you entered do not match our records.',
    );
  });
});

describe('issue 4 demo data: members (password Demo#2026)', () => {
  async function signIn(userName: string) {
    const session = createSession();
    const api = client(session);
    const user = await api.request(endpoints.login, {
      body: { userName, password: 'Demo#2026' },
    });
    session.signIn(user);
    return { session, api, user };
  }

  it('member.demo: member 800001, Jordan Rivers, 1000001 (primary, electric), 3000002 (water), 3000003 (electric prepaid)', async () => {
    const { api, session, user } = await signIn('member.demo');
    expect(session.isLoggedIn()).toBe(true);
    expect(user.memberNumber).toBe('800001');
    const accounts = await api.request(endpoints.getMemberAccounts, {
      params: { memberNumber: '800001' },
    });
    expect(
      accounts.map((a) => [a.accountNumber, a.accountType, a.isPrepaidAccount, a.isPrimaryAccount]),
    ).toEqual([
      ['1000001', 'Electric', false, true],
      ['3000002', 'Water', false, false],
      ['3000003', 'Electric', true, false],
    ]);
    expect(accounts.every((a) => a.accountHolderName === 'Jordan Rivers')).toBe(true);
  });

  it('member.demo: 14 months of billing and payment history; paperless and round-up on 1000001; a bank draft on 3000002', async () => {
    const { api } = await signIn('member.demo');
    const bills = await api.request(endpoints.getBillingHistory, {
      params: { accountNumber: '1000001' },
    });
    expect(bills).toHaveLength(14);
    expect(bills[0]?.endingBalance).toBe(142.37);
    const payments = await api.request(endpoints.getPaymentHistory, {
      params: { accountNumber: '1000001' },
    });
    expect(payments.results.length).toBeGreaterThanOrEqual(12);
    const details = await api.request(endpoints.getMemberDetails, {
      params: { memberNumber: '800001' },
    });
    expect(details.accounts.find((a) => a.accountNumber === '1000001')).toMatchObject({
      hasPaperlessBilling: true,
      operationRoundup: true,
    });
    const drafts = await api.request(endpoints.getPaymentDrafts, {
      params: { memberNumber: '800001' },
    });
    expect(drafts.results.find((d) => d.accountNumber === '3000002')?.draft?.draftType).toBe(
      'Bank Draft',
    );
    expect(drafts.results.filter((d) => d.draft)).toHaveLength(1);
  });

  it('a wrong password fails', async () => {
    const error = await failure(
      client().request(endpoints.login, { body: { userName: 'member.demo', password: 'nope' } }),
    );
    expect(error.status).toBe(400);
  });

  it('member.mfa: MFA on; 123456 verifies, any other code fails', async () => {
    const session = createSession();
    const api = client(session);
    const pending = await api.request(endpoints.login, {
      body: { userName: 'member.mfa', password: 'Demo#2026' },
    });
    session.signIn(pending);
    expect(pending.memberMfaEnabled).toBe(true);
    expect(session.isLoggedIn()).toBe(false);
    const model = pending.mfaAuthenticateModel!;
    const verify = (token: string) =>
      api.request(endpoints.verifyMfaLogin, {
        body: { userName: 'member.mfa', token, ...model },
      });
    expect((await failure(verify('654321'))).status).toBe(400);
    session.signIn(await verify('123456'));
    expect(session.isLoggedIn()).toBe(true);
  });

  it('member.solo: one account, 3000011; member.many: seven accounts, 3000021-3000027', async () => {
    const solo = await signIn('member.solo');
    const soloAccounts = await solo.api.request(endpoints.getMemberAccounts, {
      params: { memberNumber: solo.user.memberNumber },
    });
    expect(soloAccounts.map((a) => a.accountNumber)).toEqual(['3000011']);
    const many = await signIn('member.many');
    const manyAccounts = await many.api.request(endpoints.getMemberAccounts, {
      params: { memberNumber: many.user.memberNumber },
    });
    expect(manyAccounts.map((a) => a.accountNumber)).toEqual([
      '3000021',
      '3000022',
      '3000023',
      '3000024',
      '3000025',
      '3000026',
      '3000027',
    ]);
  });

  it('a member cannot read another member’s account (403)', async () => {
    const { api } = await signIn('member.solo');
    const error = await failure(
      api.request(endpoints.getAccountInfo, { params: { accountNumber: '1000001' } }),
    );
    expect(error.status).toBe(403);
  });

  it('an invalid or expired token answers 401, which signs the member out', async () => {
    const session = createSession();
    session.signIn({
      accessToken: 'demo-member~member.demo~800001~1',
      memberNumber: '800001',
      memberMfaEnabled: false,
    });
    const error = await failure(
      client(session).request(endpoints.getAccountInfo, { params: { accountNumber: '1000001' } }),
    );
    expect(error.message).toBe('Unauthorized access.');
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('issue 4 demo data: registration and reset password', () => {
  const api = client();

  it('2000001: an email (j•••@example.com) and a mobile phone on file; code 246810 verifies', async () => {
    const types = await api.request(endpoints.getAuthenticationTypes, {
      params: { accountNumber: '2000001' },
    });
    expect(types.emails).toEqual([{ value: 'j•••@example.com' }]);
    expect(types.cellPhones).toHaveLength(1);
    const verify = (verificationCode: string) =>
      api.request(endpoints.verifyRegistrationCode, {
        body: { accountNumber: '2000001', verificationCode, validatorResource: 'j•••@example.com' },
      });
    expect((await failure(verify('111111'))).status).toBe(400);
    expect((await verify('246810')).secretQuestions.length).toBeGreaterThan(0);
  });

  it('2000002: no contact on file and user-provided contact not allowed', async () => {
    const types = await api.request(endpoints.getAuthenticationTypes, {
      params: { accountNumber: '2000002' },
    });
    expect(types.emails).toEqual([]);
    expect(types.cellPhones).toEqual([]);
    const keys = await api.request(endpoints.getConfigurationSettings, {
      body: { configKeys: ['ALLOW_REGISTRATION_USER_PROVIDED_CONTACT'] },
    });
    expect(keys.configSettings.ALLOW_REGISTRATION_USER_PROVIDED_CONTACT).toBe('N');
  });

  it('username member.demo is taken; another is free', async () => {
    const check = (username: string) =>
      api.request(endpoints.checkUsernameAvailability, { query: { username } });
    expect((await failure(check('member.demo'))).message).toBe(
      'The username has already been registered.',
    );
    await expect(check('someone.new')).resolves.toEqual({ available: true });
  });

  it('otc=demo-valid-otc is valid for Jordan Rivers; any other otc is invalid', async () => {
    await expect(
      api.request(endpoints.validateResetLink, { query: { otc: 'demo-valid-otc' } }),
    ).resolves.toEqual({ memberName: 'Jordan Rivers' });
    expect(
      (await failure(api.request(endpoints.validateResetLink, { query: { otc: 'other' } }))).status,
    ).toBe(400);
  });
});
