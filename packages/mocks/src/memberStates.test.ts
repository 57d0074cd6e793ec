import {
  ApiError,
  createApiClient,
  createSession,
  endpoints,
  type ApiClient,
  type Session,
} from '@coop-portal/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CUTOFF_MESSAGE } from './data/accounts';
import { addDays, isoDay, today } from './data/dates';
import { createDemoServer } from './node';
import { resetDemoStore } from './store';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDemoStore());
afterAll(() => server.close());

const BASE = 'https://api.prairierivers.example';
const day = today();
const member = { memberNumber: '800005' };

/** A client whose every answer is checked against the contract's schemas. */
function client(session: Session = createSession()): ApiClient {
  return createApiClient({
    apiBaseUrl: BASE,
    applicationId: 'web',
    requestTimeoutMs: 5_000,
    ...session.clientOptions(),
  });
}

/** A client signed in as a demo member. */
async function signIn(userName: string): Promise<ApiClient> {
  const session = createSession();
  const api = client(session);
  session.signIn(await api.request(endpoints.login, { body: { userName, password: 'Demo#2026' } }));
  return api;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const usageRequest = (accountNumber: string, fromDays: number, commodity = 'Electric') => ({
  ...member,
  accountNumber,
  fromDate: isoDay(addDays(day, -fromDays)),
  toDate: isoDay(day),
  commodity,
  zipcode: '66000',
});

describe('doc 2 §2.1, §4 demo data: member.states has one account in each status', () => {
  it('signs in as "Morgan Ellis" (member 800005) with four accounts, 3000034 the primary', async () => {
    const session = createSession();
    const api = client(session);
    const login = await api.request(endpoints.login, {
      body: { userName: 'member.states', password: 'Demo#2026' },
    });
    expect(login).toMatchObject({
      memberNumber: '800005',
      memberMfaEnabled: false,
      loginInfo: { userName: 'member.states', displayName: 'Morgan Ellis' },
    });
    expect(login.accessToken).toBeTruthy();
    session.signIn(login);
    const accounts = await api.request(endpoints.getMemberAccounts, { params: member });
    expect(
      accounts.map((a) => [
        a.accountNumber,
        a.isPrimaryAccount,
        a.accountType,
        a.derivedStatus,
        a.isPrepaidAccount,
      ]),
    ).toEqual([
      ['3000034', true, 'Electric', 'Past Due', false],
      ['3000031', false, 'Electric', 'Current', true],
      ['3000032', false, 'Electric', 'Disconnected', false],
      ['3000033', false, 'Water', 'Pending Disconnect', false],
    ]);
    expect(new Set(accounts.map((a) => a.accountHolderName))).toEqual(new Set(['Morgan Ellis']));
    expect(accounts.every((a) => a.memberHasCutoffAccount && !a.isLinkedAccount)).toBe(true);
  });

  it('a wrong password is refused; the username is taken for registration', async () => {
    const api = client();
    const refused = await failure(
      api.request(endpoints.login, { body: { userName: 'member.states', password: 'Demo#2025' } }),
    );
    expect(refused.status).toBe(400);
    const taken = await failure(
      api.request(endpoints.checkUsernameAvailability, { query: { username: 'Member.States' } }),
    );
    expect(taken.message).toBe('The username has already been registered.');
  });

  it("3000034: Past Due $210.40 with $160.40 past due, a cutoff date and message; the member's cutoff block (doc 1 §4.1)", async () => {
    const api = await signIn('member.states');
    const params = { accountNumber: '3000034' };
    const info = await api.request(endpoints.getAccountInfo, { params });
    expect(info).toMatchObject({
      accountBalance: 210.4,
      pastDueAmount: 160.4,
      derivedStatus: 'Past Due',
      accountStatus: 'Active',
      isPrepaidAccount: false,
      activeReturnedItems: false,
      memberHasCutoffAccount: true,
      dueDate: isoDay(addDays(day, 6)),
      cutOffDate: isoDay(addDays(day, 6)),
    });
    expect(info.cutOffMsg).toBeTruthy();
    const settings = await api.request(endpoints.getMemberPaymentSettings, { params: member });
    expect(settings.paymentSettings.memberHasCutoffAccount).toBe(true);
    expect(settings).toMatchObject({
      payOnlinePayCutoffAccount: false,
      cutoffMessage: CUTOFF_MESSAGE,
    });
    const amounts = await api.request(endpoints.getPaymentAmounts, {
      params: { ...member, ...params },
    });
    expect(amounts).toMatchObject({ accountBalance: 210.4, pastDueAmount: 160.4, cutoffAmount: 0 });
  });

  it('3000034: 14 months of bills (the newest its balance) and payments, each paying the bill before it', async () => {
    const api = await signIn('member.states');
    const params = { accountNumber: '3000034' };
    const bills = await api.request(endpoints.getBillingHistory, { params });
    expect(bills).toHaveLength(14);
    expect(bills[0]).toMatchObject({ endingBalance: 210.4, billType: 'Regular Bill' });
    const payments = (await api.request(endpoints.getPaymentHistory, { params })).results;
    expect(payments).toHaveLength(14);
    expect(payments[0]?.paymentAmount).toBe(bills[1]?.endingBalance);
  });

  it('3000031: prepaid, balance −12.50, the prepaid label and the prepaid disconnect alert', async () => {
    const api = await signIn('member.states');
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000031' },
    });
    expect(info).toMatchObject({
      accountType: 'Electric',
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      accountBalance: -12.5,
      dueDate: null,
      activeReturnedItems: false,
      cutOffMsg: null,
    });
    expect(info.prepaidDisconnectAlert).toBeTruthy();
    const summary = await api.request(endpoints.getPrepaidSummarization, {
      body: usageRequest('3000031', 3),
    });
    expect(summary.currentBalance).toBe(-12.5);
    const bills = await api.request(endpoints.getBillingHistory, {
      params: { accountNumber: '3000031' },
    });
    expect(bills[0]).toMatchObject({ dueDate: null, billType: 'Prepaid Statement' });
  });

  it('3000032: Disconnected 20 days ago, no usage since (daily, monthly, hourly)', async () => {
    const api = await signIn('member.states');
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000032' },
    });
    expect(info).toMatchObject({ derivedStatus: 'Disconnected', accountType: 'Electric' });
    const daily = await api.request(endpoints.getDailyUsage, { body: usageRequest('3000032', 40) });
    const dates = daily.usagesByMeter[0]!.meterUsages.map((usage) => usage.date);
    expect(dates).toHaveLength(21);
    expect(dates.at(-1)).toBe(isoDay(addDays(day, -20)));
    const monthly = await api.request(endpoints.getMonthlyUsage, {
      body: usageRequest('3000032', 365),
    });
    const months = monthly.usagesByMeter[0]!.meterUsages.map((usage) => usage.date);
    expect(months.at(-1)).toBe(isoDay(addDays(day, -20)).slice(0, 7) + '-01');
    const hourly = await api.request(endpoints.getIntervalUsage, {
      body: usageRequest('3000032', 5),
    });
    expect(hourly.intervals).toEqual([{ meterId: 'E-3000032', unitOfMeasure: 'kWh', values: [] }]);
  });

  it('3000033: water, Pending Disconnect, a cutoff amount and reconnect fee; no interval data', async () => {
    const api = await signIn('member.states');
    const params = { accountNumber: '3000033' };
    const info = await api.request(endpoints.getAccountInfo, { params });
    expect(info).toMatchObject({
      accountType: 'Water',
      derivedStatus: 'Pending Disconnect',
      accountBalance: 138.25,
      pastDueAmount: 92.1,
    });
    expect(info.cutOffDate).toBeTruthy();
    const amounts = await api.request(endpoints.getPaymentAmounts, {
      params: { ...member, ...params },
    });
    expect(amounts).toMatchObject({ cutoffAmount: 92.1, reconnectFee: 40 });
    const hourly = await api.request(endpoints.getIntervalUsage, {
      body: usageRequest('3000033', 3, 'Water'),
    });
    expect(hourly.intervals).toEqual([]);
    const daily = await api.request(endpoints.getDailyUsage, {
      body: usageRequest('3000033', 3, 'Water'),
    });
    expect(daily.usagesByMeter[0]?.meterUsages[0]?.unitOfMeasure).toBe('Gal');
  });

  it('profile, member details, notifications, outages, programs and scheduled payments answer for Morgan Ellis', async () => {
    const api = await signIn('member.states');
    const profile = await api.request(endpoints.getAccountProfile, {
      params: { ...member, accountNumber: '3000034' },
    });
    // 3000033 is at the same address: the profile's "Update All" choice.
    expect(profile).toMatchObject({ firstName: 'Morgan', lastName: 'Ellis', count: 1 });
    const details = await api.request(endpoints.getMemberDetails, { params: member });
    expect(details).toMatchObject({
      loginId: 'member.states',
      userName: 'morgan.ellis@example.com',
    });
    // None of its accounts may manage paperless or round-up: My Profile's empty states.
    expect(details.accounts).toEqual([]);
    const notifications = await api.request(endpoints.getNotifications, { params: member });
    expect(notifications.contacts.map((c) => c.value)).toEqual([
      'morgan.ellis@example.com',
      '(555) 214-3005',
    ]);
    expect(
      (await api.request(endpoints.getOutageStatus, { params: { accountNumber: '3000034' } }))
        .isActive,
    ).toBe('N');
    expect(
      await api.request(endpoints.getOutageHistory, { params: { locationId: 'LOC-3000034' } }),
    ).toEqual([]);
    const drafts = await api.request(endpoints.getPaymentDrafts, { params: member });
    expect(drafts.results.map((d) => [d.accountNumber, d.pastDueAmount, d.draft])).toEqual([
      ['3000034', 160.4, null],
      ['3000031', 0, null],
      ['3000032', 0, null],
      ['3000033', 92.1, null],
    ]);
    expect(await api.request(endpoints.getRegisteredAutopayments, { params: member })).toEqual([]);
    expect(
      (await api.request(endpoints.getScheduledPayments, { params: member })).scheduledPaymentsList,
    ).toEqual([]);
    const link = await api.request(endpoints.getMyMeterUrl, {
      params: { ...member, accountNumber: '3000034' },
    });
    expect(link.link).toContain('account=3000034');
  });

  it("member.states cannot read member.demo's accounts, nor member.demo its", async () => {
    const states = await signIn('member.states');
    expect(
      (
        await failure(
          states.request(endpoints.getAccountInfo, { params: { accountNumber: '1000001' } }),
        )
      ).status,
    ).toBe(403);
    const demo = await signIn('member.demo');
    expect(
      (
        await failure(
          demo.request(endpoints.getAccountInfo, { params: { accountNumber: '3000034' } }),
        )
      ).status,
    ).toBe(403);
  });
});
