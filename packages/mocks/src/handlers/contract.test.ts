import {
  createApiClient,
  createSession,
  endpoints,
  type EndpointId,
  type EndpointInput,
} from '@coop-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembers } from '../data/accounts';
import { addDays, isoDay, today } from '../data/dates';
import { createDemoServer } from '../node';
import { scheduleParam } from './quickPay';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const day = today();
const from = isoDay(addDays(day, -14));
const to = isoDay(day);
const usage = {
  memberNumber: '800001',
  accountNumber: '1000001',
  fromDate: from,
  toDate: to,
  commodity: 'Electric',
  zipcode: '66000',
  ticks: 1,
};
const payment = {
  accountsToPay: [
    {
      accountNumber: '1000001',
      accountBalance: 142.37,
      paymentAmount: 142.37,
      dueDate: null,
      pastDueAmount: 0,
      reconnectFee: 0,
      additionalDeposit: 0,
      arrangementAmount: 0 as const,
      liabilityConfirmationAmount: 0,
      showLiabilityConfirmation: false,
      cutoffAmount: 0,
      derivedStatus: 'Current',
      disconnectFee: 0,
      isPrepaidAccount: false,
      minimumPaymentAmount: 0,
      overPayAmount: 1000,
      prepaidReconnectAmount: 0,
    },
  ],
  amount: 142.37,
  reconnectFee: 0,
  additionalDeposit: 0,
  arrangementPaymentAmount: 0 as const,
  reconnectMeter: true as const,
};
const member = { memberNumber: '800001' };
const account = { accountNumber: '1000001' };
const both = { ...member, ...account };

/** A valid call of every endpoint for the demo co-op (member.demo, account 1000001). */
const samples: { [K in EndpointId]: EndpointInput<(typeof endpoints)[K]> | undefined } = {
  getSiteSettings: undefined,
  getSiteConfiguration: undefined,
  getMaintenanceStatus: undefined,
  getImageSettings: { params: { module: 'login' } },
  getConfigurationSettings: {
    body: {
      configKeys: ['ALLOW_NAME_UPDATE', 'NOT_A_KEY'],
      clientKeys: [],
      webContentKeys: ['MEMBER_NUMBER_LABEL'],
    },
  },
  verifyQuickPayAccount: { body: { accountNumber: '1000001', phoneLastFourDigits: '1111' } },
  getQuickPayPaymentSettings: { params: member, query: { applicationId: 'web' } },
  initiateQuickPayPayment: {
    params: member,
    query: { encryptedAccount: 'demo-enc~1000001' },
    body: payment,
  },
  getQuickPayPaymentStatus: { query: { encryptedPayload: 'set-below' } },
  login: { body: { userName: 'member.demo', password: 'Demo#2026' } },
  verifyMfaLogin: {
    body: {
      userName: 'member.mfa',
      token: '123456',
      encryptedMember: 'demo-enc-member~800002',
      encryptedUserName: 'demo-enc-user~member.mfa',
    },
  },
  refreshSession: undefined,
  validateResetLink: { query: { otc: 'demo-valid-otc' } },
  resetPassword: {
    body: {
      membername: 'Jordan Rivers',
      password: 'Demo#2026',
      cnfpassword: 'Demo#2026',
      otc: 'demo-valid-otc',
    },
  },
  validateCisResetLink: { query: { key: 'demo-valid-otc' } },
  resetCisPassword: {
    body: { key: 'demo-valid-otc', userName: 'member.demo', password: 'Demo#2026' },
  },
  requestPasswordReset: { body: { userName: 'member.demo' } },
  recoverUsername: { body: { email: 'jordan.rivers@example.com' } },
  getMemberAccounts: { params: member },
  getAccountInfo: { params: account },
  getLinkedAccounts: { params: account },
  getMyMeterUrl: { params: both },
  getPaymentHistory: { params: account },
  getBillingHistory: { params: account },
  getBillPdf: { params: account, query: { billDate: 'set-below', timestamp: 1 } },
  getCapitalCreditPdf: {
    params: account,
    query: { viewccPdfUrl: 'capital-credits/800001/statement.pdf', timestamp: 1 },
  },
  getDeposits: { params: account },
  getArrangements: { params: { accountNumber: '3000002' } },
  getPaymentAmounts: { params: both },
  getMemberPaymentSettings: { params: member },
  getPaymentTax: { params: member, body: { accountsToPay: payment.accountsToPay } },
  initiateMemberPayment: { params: member, body: payment },
  getPaymentStatus: { query: { encryptedPayload: 'set-below' } },
  getRegisteredAutopayments: { params: member },
  getScheduledPayments: { params: member },
  deleteScheduledPayment: { params: { ...member, transNo: 'SP-240117' } },
  completeScheduledPayment: {
    params: member,
    body: {
      encodedParam: scheduleParam({
        transNo: 'TX-contract',
        memberNumber: '800001',
        accounts: [{ accountNumber: '1000001', amount: 40 }],
        paymentDate: isoDay(addDays(day, 5)),
        method: 'cc',
      }),
    },
  },
  getAuthenticationTypes: { params: { accountNumber: '2000001' } },
  verifyRegistrationAccount: {
    body: { accountNumber: '2000001', validatorResource: 'j•••@example.com' },
  },
  verifyRegistrationCode: {
    body: {
      accountNumber: '2000001',
      verificationCode: '246810',
      validatorResource: 'j•••@example.com',
    },
  },
  registerMember: {
    body: {
      accountNumber: '2000001',
      memberNumber: '800010',
      loginId: 'jules.bennett',
      email: 'jules.bennett@example.com',
      cnfemail: 'jules.bennett@example.com',
      password: 'Demo#2026',
      cnfpassword: 'Demo#2026',
      secQuestion: 1,
      secAnswer: 'Rex',
      hasOptedForPaperlessBilling: true,
      hasOptedForPaperlessOther: false,
      areMarketingEmailsAllowed: false,
      paperlessConfirmation: true,
    },
  },
  checkUsernameAvailability: { query: { username: 'new.member' } },
  getAccountProfile: { params: both },
  updateAccountProfile: {
    params: both,
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
      contactPhones: [{ eCommunicationId: 2, phoneNumber: '(555) 214-1111', isDelete: false }],
    },
  },
  getMemberDetails: { params: member },
  updateMemberDetails: {
    params: member,
    body: {
      memberNumber: '800001',
      loginId: 'member.demo',
      userName: 'jordan.rivers@example.com',
      password: null,
      securityQuestionId: 2,
      securityQuestionAnswer: 'Riverbend',
      removeStoredCreditData: false,
      removeStoredBankData: false,
      receiveServiceOrderEmail: true,
      receivePaymentEmail: true,
      canMaskPhone: false,
      isPaperlessBilling: false,
      isPaperlessOther: false,
      annualMarketingElectricKit: false,
      isMarketEmail: true,
      paperlessAccounts: [
        { accountNumber: '3000002', isEmail: true, isPaperless: true, isPaperlessOther: false },
      ],
      roundupAccounts: [],
    },
  },
  getMfaStatus: { params: member },
  getMfaQrCode: { params: member },
  setMfaSecret: {
    params: member,
    body: { encryptedMember: 'demo-validator~800001', code: '654321', key: 'JBSWY3DPEHPK3PXP' },
  },
  deleteMfaSecret: { params: member },
  reportOutage: {
    body: {
      callbackNumber: '(555) 210-1111',
      callBack: true,
      outageReason: 'My power is completely out',
      accountNumber: '1000001',
      outageReportOrigin: 'WEB',
      remarks: 'Whole street is dark.',
    },
    headers: { 'Idempotency-Key': 'contract-test-report' },
  },
  getOutageStatus: { params: account },
  getAccountOutageInfo: { params: both },
  getOutageHistory: { params: { locationId: 'LOC-1000001' } },
  verifyOutageAccount: { body: { accountNumber: '1000002', phoneLastFourDigits: '2222' } },
  reportGuestOutage: {
    body: {
      callbackNumber: '(555) 210-2222',
      callBack: true,
      outageReason: 'Lights are flickering',
      accountNumber: '1000002',
      outageReportOrigin: 'WEB',
    },
    headers: { 'Idempotency-Key': 'contract-test-guest-report', 'Outage-Token': '' },
  },
  submitServiceApplication: {
    body: {
      accountType: 'FARM',
      businessName: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '7855550142',
      email: 'ada@example.com',
      serviceAddress: {
        address1: 'RR 2 Box 17',
        address2: '',
        city: 'Millbrook',
        state: 'KS',
        zip: '66010',
      },
      mailingAddress: null,
      requestedStartDate: isoDay(addDays(day, 7)),
      comments: '',
      agreedToTerms: true,
    },
    headers: { 'Idempotency-Key': 'contract-test-application' },
  },
  getDailyUsage: { body: usage },
  getMonthlyUsage: { body: { ...usage, fromDate: isoDay(addDays(day, -420)) } },
  getTemperatures: { body: usage },
  getUsagesWeatherByMeter: { body: usage },
  getPrepaidSummarization: { body: { ...usage, accountNumber: '3000003' } },
  getUsageAttributes: {
    params: { ...member, meterId: 'E-1000001' },
    query: { accountNumber: '1000001', fromDate: from, toDate: to },
  },
  getIntervalUsage: { body: { ...usage, fromDate: isoDay(addDays(day, -1)) } },
  getUsageAnalyticsSettings: { params: member, query: { accountNumber: '1000001' } },
  getPaymentDrafts: { params: member },
  getDraftPaymentSettings: { params: member },
  getFinancialInstitutions: undefined,
  initiateDraftPayment: {
    params: both,
    body: {
      accountsToDraft: [{ accountNumber: '1000001', action: 'ADD', draftMethod: 'WHEN_BILLED' }],
      paymentType: 'DRAFT',
      draftOption: 'CC',
      amount: 0,
      removeDraft: false,
    },
  },
  updateDraftAccounts: {
    params: member,
    body: {
      draftAccounts: [{ accountNumber: '3000003', action: 'ADD', draftMethod: 'END_OF_MONTH' }],
      memberNumber: '800001',
      draftType: 'Savings',
      bankAccountNumber: '000123456789',
      routingNumber: '101100029',
      bankName: 'Riverbend Community Credit Union',
    },
  },
  getDraftSetupOptions: undefined,
  updateRoundUp: {
    params: member,
    body: [{ accountNumber: '3000002', isRoundUp: true, amount: 1, expireDate: '12/31/2030' }],
  },
  getLevelizedAccounts: { params: member },
  updateLevelizedAccount: {
    params: account,
    body: {
      action: 'Add',
      billingType: 'Average',
      accountNumber: '1000001',
      estimatedBill: 131,
      settlementMonth: 6,
    },
  },
  updateLevelizedAccounts: {
    params: member,
    body: [{ action: 'Edit', billingType: 'Standard', accountNumber: '3000002' }],
  },
  getServiceAccountTypes: undefined,
  getServiceOrderTypes: { params: account },
  processServiceOrder: {
    body: {
      accountNumber: '1000001',
      workType: 'MR',
      comments: 'Reading looks high.',
      phone: '5552101111',
    },
  },
  getServiceOrders: { params: account },
  getDelinquentHistory: { params: account },
  getDelinquentPdf: { query: { delinquentViewUrl: 'set-below', ticks: 1 } },
  getMemberInfoDocuments: undefined,
  validateCapitalCreditLetter: { body: { memberNumber: '800001', letterId: 'CC2025A' } },
  searchUnclaimedCapitalCredits: { body: { firstName: '', lastName: 'jensen', companyName: '' } },
  sendCapitalCreditClaim: {
    body: {
      name: 'Harold Jensen',
      ssn: '1234',
      phone: '(555) 210-7788',
      contactPref: 'Email',
      email: 'harold.jensen@example.com',
      address1: '12 Old Mill Rd',
      city: 'Riverbend',
      state: 'KS',
      zip: '66000',
      memberNumber: '710221',
    },
  },
  getNotifications: { params: member },
  updateNotifications: {
    params: member,
    body: {
      subscriptions: [
        {
          notificationId: 'BILL-1000001',
          description: 'New bill is ready',
          accountNumber: '1000001',
          email: true,
          sms: true,
        },
      ],
      contacts: [
        { contactId: 'C1', type: 'Email', value: 'jordan.rivers@example.com', verified: true },
        { contactId: 'C2', type: 'SMS', value: '(555) 214-1111', verified: true },
      ],
    },
  },
  addNotificationContact: {
    params: member,
    body: { type: 'Email', value: 'jordan.alerts@example.com' },
  },
  verifyNotificationContact: { params: { ...member, contactId: 'C1' }, body: { code: '135790' } },
  deleteNotificationContact: { params: { ...member, contactId: 'C2' } },
  getPaymentMethods: { params: member },
  startPaymentMethod: { params: member, body: { allowCard: true, allowBank: true } },
  addPaymentMethod: undefined,
  setDefaultPaymentMethod: { params: { ...member, methodId: 'PM-1002' } },
  deletePaymentMethod: { params: { ...member, methodId: 'PM-1001' } },
  getAutoPayments: { params: member },
  enrollAutoPay: { params: both, body: { paymentMethodId: 'PM-1002', draftDay: 12 } },
  stopAutoPay: { params: both },
};

describe('demo co-op: every endpoint answers, and the answer parses with its response schema', () => {
  const session = createSession();
  const api = createApiClient({
    apiBaseUrl: 'https://api.prairierivers.example/portal',
    applicationId: 'web',
    requestTimeoutMs: 5_000,
    ...session.clientOptions(),
  });

  beforeAll(async () => {
    session.signIn(await api.request(endpoints.login, samples.login!));
    const verified = await api.request(
      endpoints.verifyQuickPayAccount,
      samples.verifyQuickPayAccount!,
    );
    session.setQuickPayToken(verified.quickPayToken);
    const guest = await api.request(endpoints.verifyOutageAccount, samples.verifyOutageAccount!);
    samples.reportGuestOutage!.headers['Outage-Token'] = guest.outageToken;
    const bills = await api.request(endpoints.getBillingHistory, samples.getBillingHistory!);
    samples.getBillPdf = { params: account, query: { billDate: bills[0]!.billDate, timestamp: 1 } };
    const delinquents = await api.request(
      endpoints.getDelinquentHistory,
      samples.getDelinquentHistory!,
    );
    samples.getDelinquentPdf = {
      query: { delinquentViewUrl: delinquents[0]!.delinquentViewUrl!, ticks: 1 },
    };
    // A paid transaction, for the two status calls.
    const started = await api.request(
      endpoints.initiateMemberPayment,
      samples.initiateMemberPayment!,
    );
    const transNo = started.paymentRequisitionSettings.transNo;
    const form = new URLSearchParams({
      transNo,
      outcome: 'pay',
      method: 'cc',
      HostedCCReturn: '/',
    });
    await fetch('https://api.prairierivers.example/portal/demo-provider/complete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Demo-Provider': 'fetch' },
      body: form,
    });
    samples.getPaymentStatus = { query: { encryptedPayload: `demo-result~${transNo}` } };
    samples.getQuickPayPaymentStatus = { query: { encryptedPayload: `demo-result~${transNo}` } };
    // A method saved on the provider's page, for the add call: its token.
    const method = await api.request(endpoints.startPaymentMethod, samples.startPaymentMethod!);
    const saved = await fetch('https://api.prairierivers.example/portal/demo-provider/complete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Demo-Provider': 'fetch' },
      body: new URLSearchParams({ transNo: method.transNo, outcome: 'pay', HostedCCReturn: '/' }),
    });
    const { location } = (await saved.json()) as { location: string };
    samples.addPaymentMethod = {
      params: member,
      body: { token: new URL(location).searchParams.get('token') ?? '' },
    };
  });

  it.each(Object.keys(endpoints) as EndpointId[])('%s', async (id) => {
    const endpoint = endpoints[id];
    const call = api.request as (e: typeof endpoint, input: unknown) => Promise<unknown>;
    const answer = await call(endpoint, samples[id]);
    expect(endpoint.response.safeParse(answer).success).toBe(true);
    // The demo is self-contained: every address in an answer is on the demo backend's own host
    // (its stand-in website, its demo providers), never on a host that does not exist.
    for (const address of JSON.stringify(answer).match(/\bhttps?:\/\/[^"\s]+/g) ?? []) {
      expect(new URL(address).host, `${id}: ${address}`).toBe('api.prairierivers.example');
    }
  });

  it.each(['https://api.prairierivers.example', 'http://localhost:4010/api/'])(
    'answers under any base URL (%s)',
    async (apiBaseUrl) => {
      const other = createApiClient({ apiBaseUrl, applicationId: 'web', requestTimeoutMs: 5_000 });
      const settings = await other.request(endpoints.getSiteSettings);
      expect(settings.coopName).toBe('Prairie Rivers Electric & Water Cooperative');
      // Every feature on but the usage-analytics jump after sign-in (on through an override).
      expect(settings.features.filter((feature) => !feature.enable)).toEqual([
        { name: 'AclaraAce', enable: false },
      ]);
    },
  );
});

describe('demo co-op: every answer for every demo member and account stays within the contract', () => {
  // Every demo member, so a member added to the fixtures is covered too.
  const members = demoMembers.map((member) => [member.username, member.memberNumber] as const);

  /** Calls a read; a refusal is fine (e.g. 3101), an answer outside the contract is not. */
  async function read(run: () => Promise<unknown>) {
    try {
      await run();
      return 'ok';
    } catch (error) {
      expect((error as { kind?: string }).kind, String(error)).toBe('http');
      return 'refused';
    }
  }

  it.each(members)(
    '%s (member %s): every member and account read',
    async (userName, memberNumber) => {
      const session = createSession();
      const api = createApiClient({
        apiBaseUrl: 'http://localhost:4010/api',
        applicationId: 'web',
        requestTimeoutMs: 5_000,
        ...session.clientOptions(),
      });
      const pending = await api.request(endpoints.login, {
        body: { userName, password: 'Demo#2026' },
      });
      session.signIn(
        pending.accessToken
          ? pending
          : await api.request(endpoints.verifyMfaLogin, {
              body: { userName, token: '123456', ...pending.mfaAuthenticateModel! },
            }),
      );
      const params = { memberNumber };
      const outcomes: string[] = [];
      const run = async (fn: () => Promise<unknown>) => outcomes.push(await read(fn));
      await run(() => api.request(endpoints.getMemberDetails, { params }));
      await run(() => api.request(endpoints.getMemberPaymentSettings, { params }));
      await run(() => api.request(endpoints.getRegisteredAutopayments, { params }));
      await run(() => api.request(endpoints.getScheduledPayments, { params }));
      await run(() => api.request(endpoints.getMfaStatus, { params }));
      await run(() => api.request(endpoints.getNotifications, { params }));
      await run(() => api.request(endpoints.getPaymentDrafts, { params }));
      await run(() => api.request(endpoints.getDraftPaymentSettings, { params }));
      await run(() => api.request(endpoints.getLevelizedAccounts, { params }));
      await run(() => api.request(endpoints.getUsageAnalyticsSettings, { params, query: {} }));
      const accounts = await api.request(endpoints.getMemberAccounts, { params });
      expect(accounts.filter((account) => account.isPrimaryAccount)).toHaveLength(1);
      for (const account of accounts) {
        const { accountNumber } = account;
        const one = { params: { accountNumber } };
        const both = { params: { memberNumber, accountNumber } };
        const usageBody = {
          memberNumber,
          accountNumber,
          fromDate: isoDay(addDays(day, -20)),
          toDate: isoDay(day),
          commodity: account.accountType,
          zipcode: account.zip ?? null,
        };
        await run(() => api.request(endpoints.getAccountInfo, one));
        await run(() => api.request(endpoints.getLinkedAccounts, one));
        await run(() => api.request(endpoints.getMyMeterUrl, both));
        await run(() => api.request(endpoints.getPaymentHistory, one));
        await run(() => api.request(endpoints.getDeposits, one));
        await run(() => api.request(endpoints.getArrangements, one));
        await run(() => api.request(endpoints.getPaymentAmounts, both));
        await run(() => api.request(endpoints.getAccountProfile, both));
        await run(() => api.request(endpoints.getOutageStatus, one));
        await run(() => api.request(endpoints.getAccountOutageInfo, both));
        await run(() => api.request(endpoints.getServiceOrderTypes, one));
        await run(() => api.request(endpoints.getServiceOrders, one));
        await run(() => api.request(endpoints.getDelinquentHistory, one));
        if (account.locationId) {
          await run(() =>
            api.request(endpoints.getOutageHistory, {
              params: { locationId: account.locationId! },
            }),
          );
        }
        for (const endpoint of [
          endpoints.getDailyUsage,
          endpoints.getMonthlyUsage,
          endpoints.getTemperatures,
          endpoints.getUsagesWeatherByMeter,
          endpoints.getIntervalUsage,
          endpoints.getPrepaidSummarization,
        ]) {
          await run(() => api.request(endpoint, { body: usageBody }));
        }
        for (const meterId of account.meters) {
          await run(() =>
            api.request(endpoints.getUsageAttributes, {
              params: { memberNumber, meterId },
              query: { accountNumber, fromDate: usageBody.fromDate, toDate: usageBody.toDate },
            }),
          );
        }
        const bills = await api.request(endpoints.getBillingHistory, one);
        for (const bill of bills) {
          await run(() =>
            api.request(endpoints.getBillPdf, {
              params: { accountNumber },
              query: {
                billDate: bill.billDate,
                ...(bill.billViewUrl ? { billViewUrl: bill.billViewUrl } : {}),
                timestamp: 1,
              },
            }),
          );
        }
      }
      expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeGreaterThan(
        outcomes.length / 2,
      );
    },
  );

  it.each([
    ['1000001', '1111'],
    ['1000002', '2222'],
    ['1000003', '3333'],
    ['1000004', '4444'],
    ['1000005', '5555'],
    ['1000006', '6666'],
    ['1000007', '7777'],
    ['1000008', '8888'],
    ['1000009', '9999'],
  ])('Quick Pay %s/%s: verification, settings and account info', async (accountNumber, phone) => {
    const session = createSession();
    const api = createApiClient({
      apiBaseUrl: 'http://localhost:4010/api',
      applicationId: 'web',
      requestTimeoutMs: 5_000,
      ...session.clientOptions(),
    });
    const verified = await api.request(endpoints.verifyQuickPayAccount, {
      body: { accountNumber, phoneLastFourDigits: phone },
    });
    session.setQuickPayToken(verified.quickPayToken);
    await api.request(endpoints.getQuickPayPaymentSettings, {
      params: { memberNumber: verified.memberNumber },
      query: { applicationId: 'web' },
    });
    await api.request(endpoints.getAccountInfo, { params: { accountNumber } });
    await api.request(endpoints.getBillingHistory, { params: { accountNumber } });
    await api.request(endpoints.getPaymentHistory, { params: { accountNumber } });
  });
});
