import {
  ApiError,
  createApiClient,
  createSession,
  endpoints,
  type ApiClient,
} from '@coop-portal/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDay, today } from './data/dates';
import { createDemoServer } from './node';
import { setDemoOverrides } from './overrides';
import { demoAnswer } from './answer';
import { demoStore, resetDemoStore } from './store';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDemoStore());
afterEach(() => setDemoOverrides());
afterAll(() => server.close());

const BASE = 'https://api.prairierivers.example';
const day = today();

async function signIn(userName: string): Promise<ApiClient> {
  const session = createSession();
  const api = createApiClient({
    apiBaseUrl: BASE,
    applicationId: 'web',
    requestTimeoutMs: 5_000,
    ...session.clientOptions(),
  });
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

const member = { memberNumber: '800001' };
const usageRequest = (accountNumber: string, fromDays: number, commodity = 'Electric') => ({
  memberNumber: '800001',
  accountNumber,
  fromDate: isoDay(addDays(day, -fromDays)),
  toDate: isoDay(day),
  commodity,
  zipcode: '66000',
});
/** A PDF's bytes, base64: "%PDF" is "JVBER". */
const isPdf = (bytes: string | null | undefined) =>
  typeof bytes === 'string' && /^JVBER/.test(bytes);

describe('doc 2 §2.1 demo data: member.demo exercises the states of the account overview', () => {
  it('1000001: statement heading, bill message, capital credit refund message and a working capital credit PDF', async () => {
    const api = await signIn('member.demo');
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '1000001' },
    });
    expect(info.statementHeadingMessage).toBeTruthy();
    expect(info.billMessages.length).toBeGreaterThan(0);
    expect(info.capitalCreditRefundMessage).toBeTruthy();
    expect(info.ccPdfLinkText).toBe('Capital Credit Statement');
    expect(info).toMatchObject({ derivedStatus: 'Current', outageStatus: 'N', cutOffMsg: null });
    const pdf = await api.request(endpoints.getCapitalCreditPdf, {
      params: { accountNumber: '1000001' },
      query: { viewccPdfUrl: info.viewccPdfUrl!, timestamp: 1 },
    });
    expect(isPdf(pdf.ccViewUrlFileBytes)).toBe(true);
  });

  it('3000002: Average billing with an arrangement due in 5 days and a bank draft (autopay ECHECK)', async () => {
    const api = await signIn('member.demo');
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000002' },
    });
    expect(info).toMatchObject({
      accountType: 'Water',
      billingType: 'Average',
      hasArrangement: true,
      autoPayExists: true,
      arrangement: {
        arrangementBalance: 75,
        nextPaymentAmount: 25,
        nextPaymentDueDate: isoDay(addDays(day, 5)),
      },
    });
    expect(info.arrangement?.arrangementNotation).toBeTruthy();
    const arrangements = await api.request(endpoints.getArrangements, {
      params: { accountNumber: '3000002' },
    });
    expect(arrangements[0]?.installments.some((item) => item.paid)).toBe(true);
    const autopays = await api.request(endpoints.getRegisteredAutopayments, { params: member });
    expect(autopays).toEqual([{ accountNumber: '3000002', paymentMethod: 'ECHECK' }]);
  });

  it('3000003: prepaid, low-balance alert, an active outage with a restoration estimate', async () => {
    const api = await signIn('member.demo');
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000003' },
    });
    expect(info).toMatchObject({
      isPrepaidAccount: true,
      prepaidLabel: 'Prepaid',
      outageStatus: 'Y',
      activeReturnedItems: false,
    });
    expect(info.prepaidDisconnectAlert).toBeTruthy();
    expect(Date.parse(info.estimatedTimeOfRestoration!)).toBeGreaterThan(Date.now());
    const status = await api.request(endpoints.getOutageStatus, {
      params: { accountNumber: '3000003' },
    });
    expect(status.isActive).toBe('Y');
  });

  it('billing history: a missing statement (6th newest), a lost file (12th newest), real PDFs otherwise', async () => {
    const api = await signIn('member.demo');
    const bills = await api.request(endpoints.getBillingHistory, {
      params: { accountNumber: '1000001' },
    });
    expect(bills.map((bill) => bill.billViewUrl === null)).toEqual(
      Array.from({ length: 14 }, (_, index) => index === 5),
    );
    const pdf = (index: number) =>
      api.request(endpoints.getBillPdf, {
        params: { accountNumber: '1000001' },
        query: {
          billDate: bills[index]!.billDate,
          billViewUrl: bills[index]!.billViewUrl!,
          timestamp: 1,
        },
      });
    expect(isPdf((await pdf(0)).billViewUrlFileBytes)).toBe(true);
    expect((await failure(pdf(11))).message).toBe('Bill History File not found.');
    const prepaid = await api.request(endpoints.getBillingHistory, {
      params: { accountNumber: '3000003' },
    });
    expect(prepaid[0]).toMatchObject({ dueDate: null, billType: 'Prepaid Statement' });
    expect(prepaid[0]?.prepaidUsageDollars).toBeGreaterThan(0);
  });

  it('My Meter link and usage analytics settings (aclarajump) for member 800001', async () => {
    const api = await signIn('member.demo');
    const link = await api.request(endpoints.getMyMeterUrl, {
      params: { ...member, accountNumber: '1000001' },
    });
    expect(link.link).toMatch(/^https:\/\//);
    const settings = await api.request(endpoints.getUsageAnalyticsSettings, {
      params: member,
      query: { accountNumber: '1000001' },
    });
    expect(settings).toMatchObject({ memberNumber: '800001', accountNumber: '1000001' });
  });
});

describe('doc 2 §2.1 demo data: member.many and member.solo carry the other overview states', () => {
  it('3000021 an overdue arrangement instalment; all seven are linked accounts', async () => {
    const api = await signIn('member.many');
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000021' },
    });
    expect(info.isLinkedAccount).toBe(true);
    expect(info.arrangement!.nextPaymentDueDate < isoDay(day)).toBe(true);
    const linked = await api.request(endpoints.getLinkedAccounts, {
      params: { accountNumber: '3000021' },
    });
    expect(linked.map((account) => account.accountNumber)).toEqual([
      '3000022',
      '3000023',
      '3000024',
      '3000025',
      '3000026',
      '3000027',
    ]);
  });

  it('3000022 a new account: no due date, no bills or payments, no usage history', async () => {
    const api = await signIn('member.many');
    const params = { accountNumber: '3000022' };
    const info = await api.request(endpoints.getAccountInfo, { params });
    expect(info).toMatchObject({ dueDate: null, viewUsageHistory: false });
    expect(await api.request(endpoints.getBillingHistory, { params })).toEqual([]);
    expect((await api.request(endpoints.getPaymentHistory, { params })).results).toEqual([]);
  });

  it('3000023 usage suspended; 3000024 Budget billing with a card autopayment (drafts not allowed)', async () => {
    const api = await signIn('member.many');
    expect(
      (await api.request(endpoints.getAccountInfo, { params: { accountNumber: '3000023' } }))
        .showUsageSuspendedMsg,
    ).toBe(true);
    const budget = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000024' },
    });
    expect(budget).toMatchObject({ billingType: 'Budget', autoPayExists: true });
    const autopays = await api.request(endpoints.getRegisteredAutopayments, {
      params: { memberNumber: '800004' },
    });
    // 3000021 drafts from a checking account (its auto payment on Auto Payments).
    expect(autopays).toEqual([
      { accountNumber: '3000021', paymentMethod: 'ECHECK' },
      { accountNumber: '3000024', paymentMethod: 'CHARGE' },
    ]);
    const drafts = await api.request(endpoints.getPaymentDrafts, {
      params: { memberNumber: '800004' },
    });
    const byAccount = (n: string) => drafts.results.find((d) => d.accountNumber === n);
    expect(byAccount('3000024')?.autopayExists).toBe(true);
    expect(byAccount('3000025')?.noMoreChecks).toBe(true);
    expect(byAccount('3000026')?.pastDueAmount).toBe(120);
    const levelized = await api.request(endpoints.getLevelizedAccounts, {
      params: { memberNumber: '800004' },
    });
    expect(levelized.find((a) => a.accountNumber === '3000024')).toMatchObject({
      billingType: 'Budget',
    });
  });

  it('3000025 pending reconnect with returned items; 3000026 past due with a cutoff message', async () => {
    const api = await signIn('member.many');
    expect(
      await api.request(endpoints.getAccountInfo, { params: { accountNumber: '3000025' } }),
    ).toMatchObject({ derivedStatus: 'Pending Reconnect', activeReturnedItems: true });
    const pastDue = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000026' },
    });
    expect(pastDue).toMatchObject({
      derivedStatus: 'Past Due',
      pastDueAmount: 120,
      isPrepaidAccount: false,
      activeReturnedItems: false,
    });
    expect(pastDue.cutOffMsg).toBeTruthy();
    expect(pastDue.cutOffDate).toBeTruthy();
  });

  it('3000027 final billed, no service location (outage report unavailable), no usage data', async () => {
    const api = await signIn('member.many');
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000027' },
    });
    expect(info).toMatchObject({ derivedStatus: 'Final Billed', locationId: null, meters: [] });
    const usage = await api.request(endpoints.getDailyUsage, {
      body: { ...usageRequest('3000027', 14), memberNumber: '800004' },
    });
    expect(usage.usagesByMeter).toEqual([]);
  });

  it("member.solo 3000011: meter readings collected; its capital credit link → 'Capital Credit File not found.'", async () => {
    const api = await signIn('member.solo');
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '3000011' },
    });
    expect(info.collectMeterReading).toBe(true);
    const error = await failure(
      api.request(endpoints.getCapitalCreditPdf, {
        params: { accountNumber: '3000011' },
        query: { viewccPdfUrl: info.viewccPdfUrl!, timestamp: 1 },
      }),
    );
    expect(error.message).toBe('Capital Credit File not found.');
    const scheduled = await api.request(endpoints.getScheduledPayments, {
      params: { memberNumber: '800003' },
    });
    expect(scheduled.scheduledPaymentsList).toEqual([]);
    const jump = await failure(
      api.request(endpoints.getUsageAnalyticsSettings, {
        params: { memberNumber: '800003' },
        query: {},
      }),
    );
    expect(jump.code).toBe(3101);
  });
});

describe('doc 2 §2.7, §3, §4 demo data: usage', () => {
  it('daily usage with weekends and an estimated read on the 7th, temperatures, readings, attributes, monthly', async () => {
    const api = await signIn('member.demo');
    const daily = await api.request(endpoints.getDailyUsage, { body: usageRequest('1000001', 60) });
    const usages = daily.usagesByMeter[0]!.meterUsages;
    expect(usages).toHaveLength(61);
    expect(usages.some((u) => u.isWeekend) && usages.some((u) => !u.isWeekend)).toBe(true);
    expect(usages.filter((u) => u.status === 'Estimate').every((u) => u.date.endsWith('-07'))).toBe(
      true,
    );
    expect(usages.some((u) => u.status === 'Estimate')).toBe(true);
    expect(usages[0]?.unitOfMeasure).toBe('kWh');
    const weather = await api.request(endpoints.getTemperatures, {
      body: usageRequest('1000001', 14),
    });
    expect(weather.weatherOverlays).toHaveLength(15);
    const readings = await api.request(endpoints.getUsagesWeatherByMeter, {
      body: usageRequest('1000001', 14),
    });
    expect(readings.usagesWeatherByMeterId[0]?.usagesWeather[0]?.endReading).toBeGreaterThan(0);
    const attributes = await api.request(endpoints.getUsageAttributes, {
      params: { ...member, meterId: 'E-1000001' },
      query: {
        accountNumber: '1000001',
        fromDate: isoDay(addDays(day, -14)),
        toDate: isoDay(day),
      },
    });
    expect(attributes.highestUsage).toBeGreaterThanOrEqual(attributes.lowestUsage!);
    const monthly = await api.request(endpoints.getMonthlyUsage, {
      body: usageRequest('1000001', 365),
    });
    expect(monthly.usagesByMeter[0]!.meterUsages.length).toBeGreaterThanOrEqual(12);
  });

  it('hourly interval data for electric; none for water; prepaid Dollars for 3000003', async () => {
    const api = await signIn('member.demo');
    const electric = await api.request(endpoints.getIntervalUsage, {
      body: usageRequest('1000001', 0),
    });
    expect(electric.intervals[0]?.values).toHaveLength(24);
    const water = await api.request(endpoints.getIntervalUsage, {
      body: usageRequest('3000002', 0, 'Water'),
    });
    expect(water.intervals).toEqual([]);
    const prepaid = await api.request(endpoints.getDailyUsage, {
      body: usageRequest('3000003', 3),
    });
    expect(prepaid.usagesByMeter[0]?.meterUsages[0]).toMatchObject({
      prepaidVendor: 'ATS',
      prepaidAccountFlag: 'Y',
    });
    const summary = await api.request(endpoints.getPrepaidSummarization, {
      body: usageRequest('3000003', 3),
    });
    expect(summary.currentBalance).toBe(37.85);
  });
});

describe('doc 2 §2.6, §4 demo data: outages', () => {
  it('problems, call-back on by default with two phones; four past outages newest first; none elsewhere', async () => {
    const api = await signIn('member.demo');
    const outageInfo = await api.request(endpoints.getAccountOutageInfo, {
      params: { ...member, accountNumber: '1000001' },
    });
    expect(outageInfo.problems).toHaveLength(7);
    expect(outageInfo).toMatchObject({
      callbackCheckBoxDefaultValue: true,
      hideOutageCallBackRequest: false,
    });
    // The phones on file pass the outage call-back phone rule (area code and exchange start 1-9).
    expect(outageInfo.contactPhones).toEqual([
      { phoneNumber: '(555) 210-1111' },
      { phoneNumber: '(555) 214-1111' },
    ]);
    for (const { phoneNumber } of outageInfo.contactPhones) {
      expect(phoneNumber).toMatch(/^\([1-9]\d{2}\) [1-9]\d{2}-\d{4}$/);
    }
    const history = await api.request(endpoints.getOutageHistory, {
      params: { locationId: 'LOC-1000001' },
    });
    expect(history).toHaveLength(4);
    const starts = history.map((row) => row.timeOfInterruption);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(
      await api.request(endpoints.getOutageHistory, { params: { locationId: 'LOC-3000002' } }),
    ).toEqual([]);
    expect(
      (await api.request(endpoints.getOutageStatus, { params: { accountNumber: '3000002' } }))
        .isActive ?? null,
    ).toBeNull();
  });

  it('a report makes the outage active on the overview, restoration not yet known', async () => {
    const api = await signIn('member.demo');
    await api.request(endpoints.reportOutage, {
      body: {
        callBack: false,
        outageReason: 'My power is completely out',
        accountNumber: '1000001',
        outageReportOrigin: 'WEB',
      },
      headers: { 'Idempotency-Key': 'report-1' },
    });
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '1000001' },
    });
    expect(info).toMatchObject({ outageStatus: 'Y', estimatedTimeOfRestoration: null });
  });

  it('a repeated Idempotency-Key answers the first answer and records one report; a new key a new one', async () => {
    const api = await signIn('member.demo');
    const report = (key: string, accountNumber = '1000001') =>
      api.request(endpoints.reportOutage, {
        body: {
          callBack: true,
          callbackNumber: '5552101111',
          outageReason: 'Power line down',
          accountNumber,
          outageReportOrigin: 'WEB',
        },
        headers: { 'Idempotency-Key': key },
      });
    const answers = await Promise.all([report('same'), report('same'), report('same')]);
    expect(new Set(answers.map((answer) => answer.statusMessage)).size).toBe(1);
    const store = demoStore();
    expect(store.outageReports).toHaveLength(1);
    await report('another', '3000003');
    expect(store.outageReports.map((r) => r.accountNumber)).toEqual(['1000001', '3000003']);
  });

  it('a report without its key is refused (400), and nothing is recorded', async () => {
    const answer = await demoAnswer(
      new Request('http://localhost/api/v3/outages/report', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          callBack: false,
          outageReason: 'Power line down',
          accountNumber: '1000001',
          outageReportOrigin: 'WEB',
        }),
      }),
    );
    expect(answer?.status).toBe(400);
    expect(demoStore().outageReports).toEqual([]);
  });

  it('overrides: outageInfo hides the call-back request; failures make a report fail', async () => {
    const api = await signIn('member.demo');
    setDemoOverrides({ outageInfo: { hideOutageCallBackRequest: true } });
    expect(
      await api.request(endpoints.getAccountOutageInfo, {
        params: { ...member, accountNumber: '1000001' },
      }),
    ).toMatchObject({ hideOutageCallBackRequest: true, callbackCheckBoxDefaultValue: true });
    setDemoOverrides({ failures: { reportOutage: 500 } });
    await expect(
      api.request(endpoints.reportOutage, {
        body: {
          callBack: false,
          outageReason: 'Power line down',
          accountNumber: '1000001',
          outageReportOrigin: 'WEB',
        },
        headers: { 'Idempotency-Key': 'fails' },
      }),
    ).rejects.toThrow(
      'We are unable to process your request at this time. Please try again later.',
    );
    expect(demoStore().outageReports).toEqual([]);
  });
});

describe('doc 2 §3 outage report, guest: verification as doc 1 §5.1 Quick Pay, report with the outage token', () => {
  const guestApi = () =>
    createApiClient({ apiBaseUrl: BASE, applicationId: 'web', requestTimeoutMs: 5_000 });
  const report = (api: ApiClient, token: string, key: string, accountNumber = '1000002') =>
    api.request(endpoints.reportGuestOutage, {
      body: {
        callBack: false,
        outageReason: 'Power line down',
        accountNumber,
        outageReportOrigin: 'WEB',
      },
      headers: { 'Idempotency-Key': key, 'Outage-Token': token },
    });

  it('the Quick Pay account and phone verify: service address, outage status and the report form’s choices', async () => {
    const access = await guestApi().request(endpoints.verifyOutageAccount, {
      body: { accountNumber: '1000002', phoneLastFourDigits: '2222' },
    });
    expect(access).toMatchObject({
      accountNumber: '1000002',
      serviceAddress: '27 Cottonwood Ln, Riverbend, KS 66000',
      outageStatus: 'N',
      expiresInMinutes: 120,
      outageInfo: { hideOutageCallBackRequest: false, callbackCheckBoxDefaultValue: true },
    });
    expect(access.outageInfo.problems).toHaveLength(7);
    expect(access).not.toHaveProperty('contactPhones');
  });

  it('a wrong pair gets the no-match message', async () => {
    const error = await failure(
      guestApi().request(endpoints.verifyOutageAccount, {
        body: { accountNumber: '1000002', phoneLastFourDigits: '1111' },
      }),
    );
    expect(error.message).toBe(
      'The account number and phone number you entered do not match our records.',
    );
  });

  it('a report is recorded once per Idempotency-Key and makes the outage active', async () => {
    const api = guestApi();
    const { outageToken } = await api.request(endpoints.verifyOutageAccount, {
      body: { accountNumber: '1000002', phoneLastFourDigits: '2222' },
    });
    const answers = await Promise.all([
      report(api, outageToken, 'guest-1'),
      report(api, outageToken, 'guest-1'),
    ]);
    expect(answers[0]!.statusMessage).toContain('account 1000002 has been received');
    expect(answers[1]).toEqual(answers[0]);
    expect(demoStore().outageReports).toHaveLength(1);
    const again = await api.request(endpoints.verifyOutageAccount, {
      body: { accountNumber: '1000002', phoneLastFourDigits: '2222' },
    });
    expect(again.outageStatus).toBe('Y');
  });

  it('an invalid or expired token answers 401 with a message; another account’s report 403', async () => {
    const api = guestApi();
    const expired = await failure(report(api, `demo-outage~1000002~${Date.now() - 1}`, 'k1'));
    expect(expired.status).toBe(401);
    const answer = await demoAnswer(
      new Request(`${BASE}/v3/outages/guest/report`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': 'k2',
          'Outage-Token': 'not-a-token',
        },
        body: JSON.stringify({
          callBack: false,
          outageReason: 'Power line down',
          accountNumber: '1000002',
          outageReportOrigin: 'WEB',
        }),
      }),
    );
    expect(answer?.status).toBe(401);
    expect(await answer?.json()).toEqual({
      message: 'Your verification has expired. Please verify your account again.',
    });
    const { outageToken } = await api.request(endpoints.verifyOutageAccount, {
      body: { accountNumber: '1000002', phoneLastFourDigits: '2222' },
    });
    expect((await failure(report(api, outageToken, 'k3', '1000001'))).status).toBe(403);
    expect(demoStore().outageReports).toEqual([]);
  });
});

describe('doc 3 §2.2-§2.7 demo data: programs', () => {
  it('drafts: 1000001 eligible, 3000002 in the Remove list, 3000003 card-restricted; institutions and options', async () => {
    const api = await signIn('member.demo');
    const drafts = await api.request(endpoints.getPaymentDrafts, { params: member });
    expect(drafts.results.map((d) => [d.accountNumber, !!d.draft, d.ccEligible])).toEqual([
      ['1000001', false, true],
      ['3000002', true, true],
      ['3000003', false, false],
    ]);
    const institutions = await api.request(endpoints.getFinancialInstitutions);
    expect(institutions.map((i) => i.name)).toContain('DO NOT USE');
    expect((await api.request(endpoints.getDraftSetupOptions)).length).toBeGreaterThan(1);
    const updated = await api.request(endpoints.updateDraftAccounts, {
      params: member,
      body: {
        draftAccounts: [{ accountNumber: '1000001', action: 'ADD', draftMethod: 'WHEN_BILLED' }],
        memberNumber: '800001',
        draftType: 'Checking',
        bankAccountNumber: '123456789',
        routingNumber: '101000695',
        bankName: 'First Prairie Bank',
      },
    });
    expect(updated.message).toBe('Your draft information has been updated.');
  });

  it('average billing: Sign Up (1000001), Remove (3000002), Not Eligible (3000003); a refused sign-up answers 400', async () => {
    const api = await signIn('member.demo');
    const accounts = await api.request(endpoints.getLevelizedAccounts, { params: member });
    expect(accounts.map((a) => [a.accountNumber, a.billingType, a.isEligible])).toEqual([
      ['1000001', null, true],
      ['3000002', 'Average', true],
      ['3000003', null, false],
    ]);
    expect(accounts[2]?.notEligibleMessage).toBeTruthy();
    const error = await failure(
      api.request(endpoints.updateLevelizedAccount, {
        params: { accountNumber: '3000003' },
        body: { action: 'Add', billingType: 'Average', accountNumber: '3000003' },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(accounts[2]?.notEligibleMessage);
  });

  it('average billing: closed accounts are not eligible (member.states 3000032 Disconnected, member.many 3000027 Final Billed)', async () => {
    const states = await signIn('member.states');
    const disconnected = (
      await states.request(endpoints.getLevelizedAccounts, { params: { memberNumber: '800005' } })
    ).find((a) => a.accountNumber === '3000032');
    expect(disconnected).toMatchObject({
      isEligible: false,
      notEligibleMessage: 'Disconnected accounts are not eligible for Average Billing.',
    });
    const many = await signIn('member.many');
    const finalBilled = (
      await many.request(endpoints.getLevelizedAccounts, { params: { memberNumber: '800004' } })
    ).find((a) => a.accountNumber === '3000027');
    expect(finalBilled).toMatchObject({
      isEligible: false,
      notEligibleMessage: 'Final billed accounts are not eligible for Average Billing.',
    });
  });

  it('service requests: types, three past requests (reviewed and not) for 1000001', async () => {
    const api = await signIn('member.demo');
    const params = { accountNumber: '1000001' };
    expect((await api.request(endpoints.getServiceOrderTypes, { params })).length).toBeGreaterThan(
      1,
    );
    const orders = await api.request(endpoints.getServiceOrders, { params });
    expect(orders).toHaveLength(3);
    expect(new Set(orders.map((order) => order.reviewed))).toEqual(new Set([true, false]));
    expect((await api.request(endpoints.getServiceAccountTypes)).length).toBeGreaterThan(0);
  });

  it("delinquents: four notices, one without a PDF, one whose file is gone ('Delinquent File not found.'); none for 3000002", async () => {
    const api = await signIn('member.demo');
    const rows = await api.request(endpoints.getDelinquentHistory, {
      params: { accountNumber: '1000001' },
    });
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => !row.delinquentViewUrl)).toHaveLength(1);
    const outcomes = await Promise.all(
      rows
        .filter((row) => row.delinquentViewUrl)
        .map((row) =>
          api
            .request(endpoints.getDelinquentPdf, {
              query: {
                delinquentViewUrl: row.delinquentViewUrl!,
                ticks: 1,
                delinquentProcessedDate: row.delinquentProcessedDate ?? undefined,
              },
            })
            .then(
              (pdf) => (isPdf(pdf.delinquentViewUrlFileBytes) ? 'pdf' : 'other'),
              (error: unknown) => (error as Error).message,
            ),
        ),
    );
    expect(outcomes.sort()).toEqual(['Delinquent File not found.', 'pdf', 'pdf']);
    expect(
      await api.request(endpoints.getDelinquentHistory, { params: { accountNumber: '3000002' } }),
    ).toEqual([]);
  });

  it('member documents, scheduled payments, deposits, notifications, round-up on 1000001', async () => {
    const api = await signIn('member.demo');
    expect(await api.request(endpoints.getMemberInfoDocuments)).toHaveLength(4);
    const scheduled = await api.request(endpoints.getScheduledPayments, { params: member });
    expect(
      scheduled.scheduledPaymentsList.map((p) => [p.transNo, p.accountDetails.length]),
    ).toEqual([
      ['SP-240117', 1],
      ['SP-240118', 2],
    ]);
    const deposits = await api.request(endpoints.getDeposits, {
      params: { accountNumber: '1000001' },
    });
    expect(deposits[0]?.status).toBe('Held');
    const notifications = await api.request(endpoints.getNotifications, { params: member });
    expect(notifications.subscriptions.length).toBeGreaterThan(0);
    expect(notifications.contacts.length).toBeGreaterThan(0);
    const details = await api.request(endpoints.getMemberDetails, { params: member });
    expect(details.accounts.find((a) => a.accountNumber === '1000001')).toMatchObject({
      operationRoundup: true,
      operationRoundupAmount: 0,
    });
    expect(
      details.accounts.find((a) => a.accountNumber === '1000001')?.operationRoundupExpiration,
    ).toBeTruthy();
  });
});

describe('doc 1 §2.2 demo data: notification contacts (Manage Contacts)', () => {
  it('a new contact is unverified, 135790 verifies it, another code does not; removal takes it off; the four alerts per account', async () => {
    const api = await signIn('member.demo');
    const before = await api.request(endpoints.getNotifications, { params: member });
    expect(
      before.subscriptions.filter((s) => s.accountNumber === '1000001').map((s) => s.description),
    ).toEqual([
      'New bill is ready',
      'Payment due reminder (3 days before)',
      'Payment received',
      'Outage and restoration updates',
    ]);
    const added = await api.request(endpoints.addNotificationContact, {
      params: member,
      body: { type: 'SMS', value: '(555) 014-2468' },
    });
    expect(added).toMatchObject({ type: 'SMS', value: '(555) 014-2468', verified: false });
    const contact = { ...member, contactId: added.contactId };
    expect(
      await api.request(endpoints.verifyNotificationContact, {
        params: contact,
        body: { code: '000000' },
      }),
    ).toEqual({ verified: false });
    expect(
      await api.request(endpoints.verifyNotificationContact, {
        params: contact,
        body: { code: '135790' },
      }),
    ).toEqual({ verified: true });
    const after = await api.request(endpoints.getNotifications, { params: member });
    expect(after.contacts.find((c) => c.contactId === added.contactId)?.verified).toBe(true);
    await expect(
      api.request(endpoints.addNotificationContact, {
        params: member,
        body: { type: 'SMS', value: '555-014-2468' },
      }),
    ).rejects.toMatchObject({ message: 'This contact is already on your list.' });
    await api.request(endpoints.deleteNotificationContact, { params: contact });
    const removed = await api.request(endpoints.getNotifications, { params: member });
    expect(removed.contacts.map((c) => c.contactId)).not.toContain(added.contactId);
  });
});

describe('doc 2 §2.2-§2.4, doc 3 §2.9-§2.10 demo data: profile, MFA and capital credits', () => {
  it('account profile: 1000001 shares its address with 3000002 (Update All), has a spouse; review pending when not direct update', async () => {
    const api = await signIn('member.demo');
    const params = { ...member, accountNumber: '1000001' };
    const profile = await api.request(endpoints.getAccountProfile, { params });
    expect(profile).toMatchObject({ count: 1, isVerified: 'Y', spouseName: 'Dana Rivers' });
    expect(profile.contactPhones).toHaveLength(2);
    setDemoOverrides({ config: { ALLOW_PROFILE_DB_UPDATE: 'N' } });
    await api.request(endpoints.updateAccountProfile, {
      params,
      body: {
        memberNumber: '800001',
        accountNumber: '1000001',
        firstName: 'Jordan',
        lastName: 'Rivers',
        streetNumber: '418',
        streetName: 'Prairie View',
        streetType: 'Rd',
        city: 'Riverbend',
        state: 'KS',
        zip: '66000',
        updateIndicator: 'ONE',
        contactPhones: [],
      },
    });
    expect((await api.request(endpoints.getAccountProfile, { params })).isVerified).toBe('N');
  });

  it('My Profile: member.demo manages paperless and round-up for its three accounts; member.states has no eligible account (both tabs empty)', async () => {
    const demo = await (
      await signIn('member.demo')
    ).request(endpoints.getMemberDetails, {
      params: member,
    });
    expect(demo.accounts.map((account) => account.accountNumber)).toEqual([
      '1000001',
      '3000002',
      '3000003',
    ]);
    const states = await (
      await signIn('member.states')
    ).request(endpoints.getMemberDetails, {
      params: { memberNumber: '800005' },
    });
    expect(states.accounts).toEqual([]);
    expect(states.loginId).toBe('member.states');
  });

  it('MFA set-up: off for member.demo; a wrong code is unsuccessful, 123456 turns it on; removal turns it off', async () => {
    const api = await signIn('member.demo');
    expect(await api.request(endpoints.getMfaStatus, { params: member })).toEqual({
      mfaEnabled: false,
    });
    const qr = await api.request(endpoints.getMfaQrCode, { params: member });
    expect(qr.totpUri).toMatch(/^otpauth:\/\/totp\//);
    const set = (code: string) =>
      api.request(endpoints.setMfaSecret, {
        params: member,
        body: { encryptedMember: qr.encryptedValidator, code, key: qr.secretNewKey },
      });
    expect(await set('111111')).toEqual({ verificationSatus: false, transactionStatus: false });
    expect(await set('123456')).toEqual({ verificationSatus: true, transactionStatus: true });
    expect((await api.request(endpoints.getMfaStatus, { params: member })).mfaEnabled).toBe(true);
    await api.request(endpoints.deleteMfaSecret, { params: member });
    expect((await api.request(endpoints.getMfaStatus, { params: member })).mfaEnabled).toBe(false);
  });

  it('capital credit letter 800001/CC2025A; unclaimed search jensen (3), alvarez (2), none for another name', async () => {
    const api = await signIn('member.demo');
    await expect(
      api.request(endpoints.validateCapitalCreditLetter, {
        body: { memberNumber: '800001', letterId: 'CC2025A' },
      }),
    ).resolves.toHaveProperty('message');
    expect(
      (
        await failure(
          api.request(endpoints.validateCapitalCreditLetter, {
            body: { memberNumber: '800001', letterId: 'XX1' },
          }),
        )
      ).status,
    ).toBe(400);
    const search = (lastName: string) =>
      api.request(endpoints.searchUnclaimedCapitalCredits, { body: { lastName } });
    expect(await search('jensen')).toHaveLength(3);
    expect(await search('alvarez')).toHaveLength(2);
    expect(await search('nobody')).toEqual([]);
  });

  it('abuse protection: the 6th letter for a member number within 15 minutes after 5 failures → 429 with Retry-After, other member numbers unaffected', async () => {
    const api = await signIn('member.demo');
    const letter = (memberNumber: string, letterId: string) =>
      failure(
        api.request(endpoints.validateCapitalCreditLetter, { body: { memberNumber, letterId } }),
      );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await letter('800001', `XX${attempt}`)).status).toBe(400);
    }
    const refused = await letter('800001', 'CC2025A');
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect((await letter('800002', 'XX1')).status).toBe(400);
  });
});

describe('doc 1 §2.2 demo data: deposits and arrangements (README, Deposits and arrangements)', () => {
  const ago = (months: number) => isoDay(addMonths(day, -months));

  async function depositsOf(userName: string, accounts: string[]) {
    const api = await signIn(userName);
    return Promise.all(
      accounts.map(async (accountNumber) => [
        accountNumber,
        await api.request(endpoints.getDeposits, { params: { accountNumber } }),
      ]),
    ).then((entries) => Object.fromEntries(entries) as Record<string, unknown[]>);
  }

  it('member.demo: 1000001 a deposit held, 3000002 a deposit refunded, 3000003 none', async () => {
    expect(await depositsOf('member.demo', ['1000001', '3000002', '3000003'])).toEqual({
      '1000001': [
        {
          depositDate: ago(38),
          depositAmount: 150,
          depositType: 'Residential security deposit',
          interestAmount: 4.12,
          refundDate: null,
          status: 'Held',
        },
      ],
      '3000002': [
        {
          depositDate: ago(60),
          depositAmount: 75,
          depositType: 'Water service deposit',
          interestAmount: 2.3,
          refundDate: ago(36),
          status: 'Refunded',
        },
      ],
      '3000003': [],
    });
  });

  it('member.many: 3000021 and 3000025 deposits held, 3000027 one refunded, the rest none', async () => {
    const accounts = Array.from({ length: 7 }, (_, index) => `300002${index + 1}`);
    const deposits = await depositsOf('member.many', accounts);
    expect(
      Object.entries(deposits)
        .filter(([, list]) => list.length > 0)
        .map(([account, list]) => [account, list]),
    ).toEqual([
      [
        '3000021',
        [expect.objectContaining({ depositAmount: 200, status: 'Held', interestAmount: 2.65 })],
      ],
      [
        '3000025',
        [expect.objectContaining({ depositAmount: 100, status: 'Held', interestAmount: null })],
      ],
      [
        '3000027',
        [expect.objectContaining({ depositAmount: 150, status: 'Refunded', refundDate: ago(1) })],
      ],
    ]);
  });

  it('member.solo has no deposit and no arrangement', async () => {
    const api = await signIn('member.solo');
    const params = { accountNumber: '3000011' };
    expect(await api.request(endpoints.getDeposits, { params })).toEqual([]);
    expect(await api.request(endpoints.getArrangements, { params })).toEqual([]);
  });

  it('arrangements: 3000002 on schedule, 3000021 overdue; three of six instalments paid', async () => {
    const demo = await signIn('member.demo');
    const many = await signIn('member.many');
    const [onSchedule] = await demo.request(endpoints.getArrangements, {
      params: { accountNumber: '3000002' },
    });
    const [overdue] = await many.request(endpoints.getArrangements, {
      params: { accountNumber: '3000021' },
    });
    expect(onSchedule).toMatchObject({
      arrangementBalance: 75,
      nextPaymentAmount: 25,
      nextPaymentDueDate: isoDay(addDays(day, 5)),
    });
    expect(overdue).toMatchObject({
      arrangementBalance: 150,
      nextPaymentAmount: 50,
      nextPaymentDueDate: isoDay(addDays(day, -3)),
    });
    for (const arrangement of [onSchedule!, overdue!]) {
      expect(arrangement.installments.map((item) => item.paid)).toEqual([
        true,
        true,
        true,
        false,
        false,
        false,
      ]);
      // What is left to pay is the balance.
      expect(
        arrangement.installments
          .filter((item) => !item.paid)
          .reduce((sum, item) => sum + item.amount, 0),
      ).toBe(arrangement.arrangementBalance);
    }
    expect(
      await demo.request(endpoints.getArrangements, { params: { accountNumber: '1000001' } }),
    ).toEqual([]);
  });
});
