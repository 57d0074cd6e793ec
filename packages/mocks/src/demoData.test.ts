import {
  ApiError,
  createApiClient,
  createSession,
  endpoints,
  type ApiClient,
  type EndpointResponse,
  type Session,
} from '@coop-portal/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDay, today, usDate } from './data/dates';
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

type Verified = EndpointResponse<typeof endpoints.verifyQuickPayAccount>;
type Settings = EndpointResponse<typeof endpoints.getQuickPayPaymentSettings>;

const money = (value: number) => value.toFixed(2);

/**
 * What a person sees on the Quick Pay screens for an account, computed with the rules of doc 1
 * §4.1 and §5.1 exactly as the spec words them (the product computes them in
 * @coop-portal/validation; here they only read the demo's answers).
 */
function quickPayScreen({ account }: Verified, settings: Settings) {
  const s = settings.paymentSettings;
  const card = account.isCcEligible && s.utilityAllowCreditCard;
  const echeck =
    !settings.echeckProcessAsDraft &&
    account.isEcheckEligible &&
    s.utilityAllowEcheck &&
    !(account.nomoreCheck && settings.enforceNoMoreEchecks);
  const cutoff3 = account.cutoffAmount + account.reconnectFee + account.additionalDeposit;
  const cutoff4 = cutoff3 + account.disconnectFee;
  const defaultAmount = account.isPrepaidAccount
    ? account.prepaidReconnectAmount > 0
      ? account.prepaidReconnectAmount
      : s.prepaidMinimumPaymentAmount
    : account.cutoffAmount > 0
      ? cutoff4
      : account.pastDueAmount > 0
        ? account.pastDueAmount
        : settings.defaultPaymentAmt === 'ACCOUNT BALANCE' && account.accountBalance > 0
          ? account.accountBalance
          : 0;
  /** doc 1 §5.1: the first message the amount gets, or undefined. */
  const amountError = (amount: number): string | undefined => {
    if (amount <= 0) return 'Payment amount should be greater than 0.';
    if (account.isPrepaidAccount) {
      if (
        amount < s.prepaidMinimumPaymentAmount &&
        s.prepaidMinimumPaymentAmount > account.prepaidReconnectAmount
      ) {
        return `You must pay the minimum amount of ${money(s.prepaidMinimumPaymentAmount)}`;
      }
      return undefined;
    }
    if (!s.allowOverPay && amount > (account.cutoffAmount > 0 ? cutoff3 : account.overPayAmount)) {
      return 'You may not overpay your account balance.';
    }
    if (
      !s.allowUnderPay &&
      amount < (account.cutoffAmount > 0 ? cutoff3 : account.accountBalance)
    ) {
      return 'You may not pay less than your account balance.';
    }
    if (
      !settings.payOnlineAllowCutoffPaymentOverride &&
      account.cutoffAmount > 0 &&
      amount < cutoff4
    ) {
      return `At this time, you are required to pay a minimum payment amount of ${money(cutoff4)}`;
    }
    return undefined;
  };
  return {
    holder: account.accountHolderName,
    balance:
      account.isPrepaidAccount && account.accountBalance < 0
        ? `(${money(-account.accountBalance)})`
        : money(account.accountBalance),
    dueDate:
      account.isPrepaidAccount || !account.dueDate
        ? 'N/A'
        : usDate(new Date(`${account.dueDate}T00:00:00`)),
    card,
    echeck,
    paymentType: card ? 'cc' : 'echeck',
    restriction:
      !card && !echeck
        ? 'ECheck & Credit Card Payment Restricted.'
        : !card
          ? 'Credit Card Payment Restricted.'
          : !echeck
            ? 'ECheck Payment Restricted.'
            : undefined,
    /** doc 1 §2.5, §8: both restricted → Verify hidden, with the §8 message. */
    verifyHidden: !account.isCcEligible && !account.isEcheckEligible,
    cardTypes: [
      s.allowVisa && 'VI',
      s.allowMaster && 'MC',
      s.allowAmex && 'AX',
      s.allowDiscover && 'DI',
    ]
      .filter(Boolean)
      .join(','),
    defaultAmount: money(defaultAmount),
    amountError,
    /** doc 1 §4.1 cutoff block: the configured message, and the form is invalid. */
    cutoffBlock:
      s.memberHasCutoffAccount && !settings.payOnlinePayCutoffAccount
        ? settings.cutoffMessage
        : undefined,
    recentPayment: s.lastPayment
      ? `You have made a recent payment of ${money(s.lastPayment.paymentAmount)} on ${usDate(new Date(`${s.lastPayment.paymentDate}T00:00:00`))}. Would you like to proceed with another payment?`
      : undefined,
    convenienceFeeText: settings.onlineConvFeeText,
  };
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
  return { ...verified, settings, screen: quickPayScreen(verified, settings) };
}

describe('doc 1 §2.5, §4.1, §5.1 demo data: Quick Pay accounts, served exactly', () => {
  it('1000001/1111: Jordan Rivers, 142.37 due 12 days from today, card and echeck, VI/MC/DI, no overpay above 1000.00 → default 142.37', async () => {
    const { screen, memberNumber, account, settings } = await quickPay('1000001', '1111');
    expect(memberNumber).toBe('800001');
    expect(account.isPrepaidAccount).toBe(false);
    const info = await client().request(endpoints.getAccountInfo, {
      params: { accountNumber: '1000001' },
    });
    expect(info).toMatchObject({ accountType: 'Electric', derivedStatus: 'Current' });
    expect(screen).toMatchObject({
      holder: 'Jordan Rivers',
      balance: '142.37',
      dueDate: usDate(addDays(today(), 12)),
      card: true,
      echeck: true,
      paymentType: 'cc',
      restriction: undefined,
      verifyHidden: false,
      cardTypes: 'VI,MC,DI',
      defaultAmount: '142.37',
      cutoffBlock: undefined,
      recentPayment: undefined,
      convenienceFeeText: 'A $2.95 convenience fee applies to card payments.',
    });
    expect(settings.defaultPaymentAmt).toBe('ACCOUNT BALANCE');
    expect(screen.amountError(1000)).toBeUndefined();
    expect(screen.amountError(1000.01)).toBe('You may not overpay your account balance.');
  });

  it('1000002/2222: balance 180.00 with 80.00 past due → default 80.00', async () => {
    const { screen, account } = await quickPay('1000002', '2222');
    expect(account).toMatchObject({ accountBalance: 180, pastDueAmount: 80 });
    expect(screen.balance).toBe('180.00');
    expect(screen.defaultAmount).toBe('80.00');
  });

  it('1000003/3333: cutoff 250.00 + reconnect 50.00 + deposit 100.00 + disconnect 25.00, balance 400.00, no override → default 425.00; less shows the minimum-payment message', async () => {
    const { screen, account, settings } = await quickPay('1000003', '3333');
    expect(account).toMatchObject({
      cutoffAmount: 250,
      reconnectFee: 50,
      additionalDeposit: 100,
      disconnectFee: 25,
      accountBalance: 400,
    });
    expect(settings.payOnlineAllowCutoffPaymentOverride).toBe(false);
    expect(screen.defaultAmount).toBe('425.00');
    expect(screen.amountError(425)).toBeUndefined();
    expect(screen.amountError(424.99)).toBe(
      'At this time, you are required to pay a minimum payment amount of 425.00',
    );
    expect(screen.cutoffBlock).toBeUndefined();
  });

  it('1000004/4444: prepaid, balance −12.50, reconnect 0, prepaid minimum 20.00 → due date N/A; (12.50); default 20.00', async () => {
    const { screen, account } = await quickPay('1000004', '4444');
    expect(account).toMatchObject({
      isPrepaidAccount: true,
      accountBalance: -12.5,
      prepaidReconnectAmount: 0,
    });
    expect(screen).toMatchObject({ dueDate: 'N/A', balance: '(12.50)', defaultAmount: '20.00' });
    expect(screen.amountError(19.99)).toBe('You must pay the minimum amount of 20.00');
  });

  it("1000005/5555: not card-eligible → echeck only; 'Credit Card Payment Restricted.'", async () => {
    const { screen } = await quickPay('1000005', '5555');
    expect(screen).toMatchObject({
      card: false,
      echeck: true,
      paymentType: 'echeck',
      verifyHidden: false,
      restriction: 'Credit Card Payment Restricted.',
    });
  });

  it('1000006/6666: neither card- nor echeck-eligible → Verify hidden (the both-restricted message)', async () => {
    const { screen } = await quickPay('1000006', '6666');
    expect(screen).toMatchObject({
      card: false,
      echeck: false,
      verifyHidden: true,
      restriction: 'ECheck & Credit Card Payment Restricted.',
    });
  });

  it('1000007/7777: paid 55.00 two days ago → the recent-payment prompt', async () => {
    const { screen } = await quickPay('1000007', '7777');
    expect(screen.recentPayment).toBe(
      `You have made a recent payment of 55.00 on ${usDate(addDays(today(), -2))}. Would you like to proceed with another payment?`,
    );
  });

  it('1000008/8888: a cutoff account, paying cutoff accounts online not allowed → the cutoff message, form invalid', async () => {
    const { screen } = await quickPay('1000008', '8888');
    expect(screen.cutoffBlock).toBe(
      'Your service is scheduled for disconnection. Please call 1-800-555-0100 to make payment arrangements.',
    );
  });

  it("1000009/9999: balance 95.20, underpay not allowed → 50.00 gives 'You may not pay less than your account balance.'", async () => {
    const { screen } = await quickPay('1000009', '9999');
    expect(screen.balance).toBe('95.20');
    expect(screen.defaultAmount).toBe('95.20');
    expect(screen.amountError(50)).toBe('You may not pay less than your account balance.');
    expect(screen.amountError(95.2)).toBeUndefined();
  });

  it('5000000/5000: the service fails with status 500 → the generic message', async () => {
    const error = await failure(quickPay('5000000', '5000'));
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      'We are unable to process your request at this time. Please try again later.',
    );
  });

  it.each([
    ['1000001', '2222'],
    ['1000009', '1111'],
    ['1234567', '1111'],
    ['3000002', '1111'],
    ['2000001', '0000'],
  ])(
    'any other pair (%s/%s): status 400 with the one-message list → that message',
    async (accountNumber, phone) => {
      const response = await fetch(`${BASE}/v3/quick-pay/verify/account/phone`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ApplicationId: 'web' },
        body: JSON.stringify({ accountNumber, phoneLastFourDigits: phone }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([
        'The account number and phone number you entered do not match our records.',
      ]);
      const error = await failure(quickPay(accountNumber, phone));
      expect(error.message).toBe(
        'The account number and phone number you entered do not match our records.',
      );
    },
  );
});

describe('demo data: members (password Demo#2026 for all)', () => {
  async function signIn(userName: string) {
    const session = createSession();
    const api = client(session);
    const user = await api.request(endpoints.login, {
      body: { userName, password: 'Demo#2026' },
    });
    session.signIn(user);
    return { session, api, user };
  }

  it.each(['member.demo', 'member.mfa', 'member.solo', 'member.many'])(
    '%s signs in with Demo#2026, not with another password',
    async (userName) => {
      const { user } = await signIn(userName);
      expect(user.memberNumber).toMatch(/^\d+$/);
      const error = await failure(
        client().request(endpoints.login, { body: { userName, password: 'Demo#2025' } }),
      );
      expect(error.status).toBe(400);
    },
  );

  it('member.demo: member 800001, "Jordan Rivers", 1000001 electric (primary), 3000002 water, 3000003 electric prepaid', async () => {
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
    expect(accounts[0]?.accountBalance).toBe(142.37);
  });

  it.each(['1000001', '3000002', '3000003'])(
    'member.demo %s: billing and payment history of 14 months',
    async (accountNumber) => {
      const { api } = await signIn('member.demo');
      const bills = await api.request(endpoints.getBillingHistory, { params: { accountNumber } });
      const payments = await api.request(endpoints.getPaymentHistory, {
        params: { accountNumber },
      });
      const months = (dates: string[]) => new Set(dates.map((date) => date.slice(0, 7))).size;
      expect(bills).toHaveLength(14);
      expect(months(bills.map((bill) => bill.billDate))).toBe(14);
      expect(payments.results).toHaveLength(14);
      expect(months(payments.results.map((payment) => payment.paymentDate))).toBe(14);
      const dates = payments.results.map((payment) => payment.paymentDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(dates[0]! <= isoDay(today())).toBe(true);
    },
  );

  it('member.demo: paperless on 1000001; a bank draft on 3000002; round-up on 1000001', async () => {
    const { api } = await signIn('member.demo');
    const details = await api.request(endpoints.getMemberDetails, {
      params: { memberNumber: '800001' },
    });
    const byAccount = (n: string) => details.accounts.find((a) => a.accountNumber === n);
    expect(byAccount('1000001')).toMatchObject({
      hasPaperlessBilling: true,
      operationRoundup: true,
    });
    expect(byAccount('3000002')).toMatchObject({
      hasPaperlessBilling: false,
      operationRoundup: false,
    });
    expect(byAccount('3000003')).toMatchObject({
      hasPaperlessBilling: false,
      operationRoundup: false,
    });
    const drafts = await api.request(endpoints.getPaymentDrafts, {
      params: { memberNumber: '800001' },
    });
    expect(drafts.results.filter((d) => d.draft).map((d) => d.accountNumber)).toEqual(['3000002']);
    expect(drafts.results.find((d) => d.accountNumber === '3000002')?.draft).toMatchObject({
      draftType: 'Bank Draft',
      draftAccountType: 'Checking',
    });
  });

  it('member.mfa: MFA on; code 123456 verifies, any other code fails', async () => {
    const session = createSession();
    const api = client(session);
    const pending = await api.request(endpoints.login, {
      body: { userName: 'member.mfa', password: 'Demo#2026' },
    });
    session.signIn(pending);
    expect(pending.memberMfaEnabled).toBe(true);
    expect(pending.accessToken ?? null).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
    const model = pending.mfaAuthenticateModel!;
    const verify = (token: string) =>
      api.request(endpoints.verifyMfaLogin, {
        body: { userName: 'member.mfa', token, ...model },
      });
    for (const code of ['654321', '123457', '000000']) {
      expect((await failure(verify(code))).status).toBe(400);
    }
    session.signIn(await verify('123456'));
    expect(session.isLoggedIn()).toBe(true);
  });

  it('member.solo: one account, 3000011', async () => {
    const solo = await signIn('member.solo');
    const accounts = await solo.api.request(endpoints.getMemberAccounts, {
      params: { memberNumber: solo.user.memberNumber },
    });
    expect(accounts.map((a) => [a.accountNumber, a.isPrimaryAccount])).toEqual([['3000011', true]]);
  });

  it('member.many: seven accounts, 3000021-3000027', async () => {
    const many = await signIn('member.many');
    const accounts = await many.api.request(endpoints.getMemberAccounts, {
      params: { memberNumber: many.user.memberNumber },
    });
    expect(accounts.map((a) => a.accountNumber)).toEqual([
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

  it('a signed-in member extends the session: a new token with a fresh expiry (WCAG 2.2.1)', async () => {
    const session = createSession();
    const api = client(session);
    const first = await api.request(endpoints.login, {
      body: { userName: 'member.demo', password: 'Demo#2026' },
    });
    session.signIn(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renewed = await api.request(endpoints.refreshSession);
    expect(renewed).toMatchObject({ memberNumber: '800001', expireInMinutes: 30 });
    expect(renewed.accessToken).toMatch(/^demo-member~member\.demo~800001~/);
    expect(renewed.accessToken).not.toBe(first.accessToken);
    const guest = await failure(client().request(endpoints.refreshSession));
    expect(guest.status).toBe(401);
  });
});

describe('doc 1 §2.8, doc 2 §2.5 demo data: registration and reset password', () => {
  const api = client();

  it('2000001: an email (j•••@example.com) and a mobile phone on file; accepts code 246810', async () => {
    const types = await api.request(endpoints.getAuthenticationTypes, {
      params: { accountNumber: '2000001' },
    });
    expect(types.emails).toEqual([{ value: 'j•••@example.com' }]);
    expect(types.cellPhones).toHaveLength(1);
    expect(types.isSmsEnabled).toBe(true);
    await expect(
      api.request(endpoints.verifyRegistrationAccount, {
        body: { accountNumber: '2000001', validatorResource: 'j•••@example.com' },
      }),
    ).resolves.toHaveProperty('message');
    const verify = (verificationCode: string) =>
      api.request(endpoints.verifyRegistrationCode, {
        body: { accountNumber: '2000001', verificationCode, validatorResource: 'j•••@example.com' },
      });
    expect((await failure(verify('111111'))).status).toBe(400);
    const verified = await verify('246810');
    expect(verified.email).toMatch(/^j.*@example\.com$/);
    expect(verified.secretQuestions.length).toBeGreaterThan(0);
  });

  it("2000002: no contact on file and user-provided contact not allowed → 'Unable to fetch details…'", async () => {
    const types = await api.request(endpoints.getAuthenticationTypes, {
      params: { accountNumber: '2000002' },
    });
    expect(types.emails).toEqual([]);
    expect(types.cellPhones).toEqual([]);
    const keys = await api.request(endpoints.getConfigurationSettings, {
      body: { configKeys: ['ALLOW_REGISTRATION_USER_PROVIDED_CONTACT'] },
    });
    expect(keys.configSettings.ALLOW_REGISTRATION_USER_PROVIDED_CONTACT).toBe('N');
    const error = await failure(
      api.request(endpoints.verifyRegistrationAccount, {
        body: { accountNumber: '2000002', validatorResource: 'me@example.com' },
      }),
    );
    expect(error.message).toBe(
      'Unable to fetch details for entered account. Please contact customer support.',
    );
  });

  it('username member.demo is taken (the availability check fails, registration is refused); another is free', async () => {
    const check = (username: string) =>
      api.request(endpoints.checkUsernameAvailability, { query: { username } });
    expect((await failure(check('member.demo'))).message).toBe(
      'The username has already been registered.',
    );
    await expect(check('someone.new')).resolves.toEqual({ available: true });
    const error = await failure(
      api.request(endpoints.registerMember, {
        body: {
          accountNumber: '2000001',
          memberNumber: '800010',
          loginId: 'member.demo',
          email: 'jules.bennett@example.com',
          password: 'Demo#2026',
          cnfpassword: 'Demo#2026',
          secQuestion: 1,
          secAnswer: 'Rex',
          hasOptedForPaperlessBilling: false,
          hasOptedForPaperlessOther: false,
          areMarketingEmailsAllowed: false,
        },
      }),
    );
    expect(error.message).toBe('The username has already been registered.');
  });

  it('reset-password link otc=demo-valid-otc is valid for "Jordan Rivers"; any other otc is invalid', async () => {
    await expect(
      api.request(endpoints.validateResetLink, { query: { otc: 'demo-valid-otc' } }),
    ).resolves.toEqual({ memberName: 'Jordan Rivers' });
    const reset = (otc: string) =>
      api.request(endpoints.resetPassword, {
        body: { membername: 'Jordan Rivers', password: 'New#Pass1', cnfpassword: 'New#Pass1', otc },
      });
    for (const otc of ['other', 'demo-valid-otc2', 'DEMO-VALID-OTC']) {
      expect(
        (await failure(api.request(endpoints.validateResetLink, { query: { otc } }))).status,
      ).toBe(400);
      expect((await failure(reset(otc))).status).toBe(400);
    }
    await expect(reset('demo-valid-otc')).resolves.toMatchObject({ code: 2011 });
  });
});
