import {
  createApiClient,
  createSession,
  endpoints,
  featureNames,
  type ApiClient,
} from '@coop-portal/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoServer } from './node';
import { DEMO_OVERRIDES_KEY, setDemoOverrides } from './overrides';
import { restoreCarriedDrafts } from './handlers/quickPay';
import { resetDemoStore } from './store';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDemoStore());
afterEach(() => setDemoOverrides());
afterAll(() => server.close());

const BASE = 'http://localhost:4010/api';
let api: ApiClient;

beforeEach(async () => {
  const session = createSession();
  api = createApiClient({
    apiBaseUrl: BASE,
    applicationId: 'web',
    requestTimeoutMs: 5_000,
    ...session.clientOptions(),
  });
  session.signIn(
    await api.request(endpoints.login, {
      body: { userName: 'member.demo', password: 'Demo#2026' },
    }),
  );
});

/** Pay or Cancel on the fake provider page, as the page's form posts it. */
async function provider(fields: Record<string, string>): Promise<string> {
  const response = await fetch(`${BASE}/demo-provider/complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('Location') ?? '';
}

describe('in-memory store: writes stick while the page lives', () => {
  it('a payment made through the provider shows in history and lowers the balance', async () => {
    const before = await api.request(endpoints.getPaymentHistory, {
      params: { accountNumber: '1000001' },
    });
    const started = await api.request(endpoints.initiateMemberPayment, {
      params: { memberNumber: '800001' },
      body: {
        accountsToPay: [
          {
            accountNumber: '1000001',
            accountBalance: 142.37,
            paymentAmount: 100,
            pastDueAmount: 0,
            reconnectFee: 0,
            additionalDeposit: 0,
            arrangementAmount: 0,
            liabilityConfirmationAmount: 0,
            showLiabilityConfirmation: false,
            cutoffAmount: 0,
            disconnectFee: 0,
            isPrepaidAccount: false,
            minimumPaymentAmount: 0,
            overPayAmount: 1000,
            prepaidReconnectAmount: 0,
          },
        ],
        amount: 100,
        reconnectFee: 0,
        additionalDeposit: 0,
        arrangementPaymentAmount: 0,
        reconnectMeter: true,
      },
    });
    const { actionUrl, transNo } = started.paymentRequisitionSettings;
    expect(actionUrl).toBe(`${BASE}/demo-provider/hosted-payment`);

    // The provider page shows what it received.
    const page = await fetch(actionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ClientReferenceId: transNo, AccountNumber: '1000001' }),
    });
    const html = await page.text();
    expect(html).toContain('$100.00');
    expect(html).toContain('ClientReferenceId');

    const location = await provider({
      transNo,
      outcome: 'pay',
      method: 'cc',
      HostedCCReturn: `${BASE}/PaymentCallback/payments/success`,
      portal: 'http://localhost:5173/',
    });
    expect(location).toContain('/PaymentCallback/payments/success?');
    const back = await fetch(location, { redirect: 'manual' });
    expect(back.headers.get('Location')).toMatch(
      new RegExp(
        `^http://localhost:5173/payment-success\\?encodedParam=demo-result~${transNo}~[\\w-]+&accountno=1000001$`,
      ),
    );

    const after = await api.request(endpoints.getPaymentHistory, {
      params: { accountNumber: '1000001' },
    });
    expect(after.results[0]?.paymentAmount).toBe(100);
    expect(after.results).toHaveLength(before.results.length + 1);
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '1000001' },
    });
    expect(info.accountBalance).toBe(42.37);
    const result = await api.request(endpoints.getPaymentStatus, {
      query: { encryptedPayload: `demo-result~${transNo}` },
    });
    expect(result).toMatchObject({ paymentAmount: 100, convenienceFee: 2.95 });
  });

  it('a payment of several accounts tells the result of each account', async () => {
    const entry = (accountNumber: string, paymentAmount: number) => ({
      accountNumber,
      accountBalance: 0,
      paymentAmount,
      pastDueAmount: 0,
      reconnectFee: 0,
      additionalDeposit: 0,
      arrangementAmount: 0 as const,
      liabilityConfirmationAmount: 0,
      showLiabilityConfirmation: false,
      cutoffAmount: 0,
      disconnectFee: 0,
      isPrepaidAccount: false,
      minimumPaymentAmount: 0,
      overPayAmount: 1000,
      prepaidReconnectAmount: 0,
    });
    const started = await api.request(endpoints.initiateMemberPayment, {
      params: { memberNumber: '800001' },
      body: {
        accountsToPay: [entry('1000001', 40), entry('3000002', 10.5)],
        amount: 50.5,
        reconnectFee: 0,
        additionalDeposit: 0,
        arrangementPaymentAmount: 0,
        reconnectMeter: true,
      },
    });
    const { transNo } = started.paymentRequisitionSettings;
    await provider({
      transNo,
      outcome: 'pay',
      method: 'cc',
      HostedCCReturn: `${BASE}/PaymentCallback/payments/success`,
      portal: 'http://localhost:5173/',
    });
    const result = await api.request(endpoints.getPaymentStatus, {
      query: { encryptedPayload: `demo-result~${transNo}` },
    });
    expect(result.paymentAmount).toBe(50.5);
    expect(
      result.accounts?.map(({ accountNumber, paymentAmount }) => [accountNumber, paymentAmount]),
    ).toEqual([
      ['1000001', 40],
      ['3000002', 10.5],
    ]);
  });

  it('Cancel on the provider returns to the cancel callback and records nothing', async () => {
    const location = await provider({
      transNo: 'TX-unknown',
      outcome: 'cancel',
      HostedCCCancel: `${BASE}/PaymentCallback/quick-pay/cancel`,
      portal: 'http://localhost:5173/',
    });
    const back = await fetch(location, { redirect: 'manual' });
    expect(back.headers.get('Location')).toBe('http://localhost:5173/payment-cancel');
  });

  it('a draft set up through the hosted card page shows in the Remove tab (has a draft)', async () => {
    const started = await api.request(endpoints.initiateDraftPayment, {
      params: { memberNumber: '800001', accountNumber: '1000001' },
      body: {
        accountsToDraft: [{ accountNumber: '1000001', action: 'ADD', draftMethod: 'WHEN_BILLED' }],
        paymentType: 'DRAFT',
        draftOption: 'CC',
        amount: 0,
        removeDraft: false,
      },
    });
    const location = await provider({
      transNo: started.transNo,
      outcome: 'pay',
      method: 'cc',
      HostedCCReturn: `${BASE}/PaymentCallback/drafts/success`,
      portal: 'http://localhost:5173/',
    });
    const back = await fetch(location, { redirect: 'manual' });
    const portalPage = new URL(back.headers.get('Location') ?? '');
    expect(`${portalPage.origin}${portalPage.pathname}`).toBe(
      'http://localhost:5173/draft-payments',
    );
    expect(portalPage.searchParams.get('statuscode')).toBe('0');
    const drafts = await api.request(endpoints.getPaymentDrafts, {
      params: { memberNumber: '800001' },
    });
    expect(drafts.results.find((d) => d.accountNumber === '1000001')?.draft?.draftType).toBe(
      'Credit Card Draft',
    );
    // The return reloads the browser demo's page and its store starts afresh: the return's
    // encodedParam carries the drafts set up, and they are put back.
    restoreCarriedDrafts(portalPage.searchParams.get('encodedParam'), resetDemoStore());
    const restored = await api.request(endpoints.getPaymentDrafts, {
      params: { memberNumber: '800001' },
    });
    expect(restored.results.find((d) => d.accountNumber === '1000001')?.draft?.draftType).toBe(
      'Credit Card Draft',
    );
    // Removing it (doc 3 §3 draft request action REMOVE).
    await api.request(endpoints.updateDraftAccounts, {
      params: { memberNumber: '800001' },
      body: {
        draftAccounts: [{ accountNumber: '1000001', action: 'REMOVE' }],
        memberNumber: '800001',
      },
    });
    const again = await api.request(endpoints.getPaymentDrafts, {
      params: { memberNumber: '800001' },
    });
    expect(again.results.find((d) => d.accountNumber === '1000001')?.draft).toBeNull();
  });

  it('a round-up or paperless change shows when the data is read again (the expiration as an ISO date)', async () => {
    await api.request(endpoints.updateRoundUp, {
      params: { memberNumber: '800001' },
      body: [{ accountNumber: '3000002', isRoundUp: true, amount: 2, expireDate: '12/31/2030' }],
    });
    const details = await api.request(endpoints.getMemberDetails, {
      params: { memberNumber: '800001' },
    });
    expect(details.accounts.find((a) => a.accountNumber === '3000002')).toMatchObject({
      operationRoundup: true,
      operationRoundupAmount: 2,
      operationRoundupExpiration: '2030-12-31',
    });
    await api.request(endpoints.updateMemberDetails, {
      params: { memberNumber: '800001' },
      body: {
        memberNumber: '800001',
        loginId: details.loginId,
        userName: details.userName,
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
        isMarketEmail: false,
        paperlessAccounts: [
          { accountNumber: '1000001', isEmail: false, isPaperless: false, isPaperlessOther: false },
        ],
        roundupAccounts: [],
      },
    });
    const reloaded = await api.request(endpoints.getMemberDetails, {
      params: { memberNumber: '800001' },
    });
    expect(reloaded.accounts.find((a) => a.accountNumber === '1000001')?.hasPaperlessBilling).toBe(
      false,
    );
    expect(reloaded.accounts.find((a) => a.accountNumber === '3000002')?.operationRoundup).toBe(
      true,
    );
  });

  it('a deleted scheduled payment, an average-billing sign-up and a service request stick', async () => {
    const member = { memberNumber: '800001' };
    await api.request(endpoints.deleteScheduledPayment, {
      params: { ...member, transNo: 'SP-240117' },
    });
    const scheduled = await api.request(endpoints.getScheduledPayments, { params: member });
    expect(scheduled.scheduledPaymentsList.map((p) => p.transNo)).toEqual(['SP-240118']);

    await api.request(endpoints.updateLevelizedAccount, {
      params: { accountNumber: '1000001' },
      body: { action: 'Add', billingType: 'Average', accountNumber: '1000001' },
    });
    const levelized = await api.request(endpoints.getLevelizedAccounts, { params: member });
    expect(levelized.find((a) => a.accountNumber === '1000001')?.billingType).toBe('Average');

    const filed = await api.request(endpoints.processServiceOrder, {
      body: { accountNumber: '1000001', workType: 'SL', comments: '', phone: '5552101111' },
    });
    const orders = await api.request(endpoints.getServiceOrders, {
      params: { accountNumber: '1000001' },
    });
    expect(filed.message).toContain(orders[0]!.soNumber);
    expect(orders[0]?.description).toBe('Security light repair');
  });
});

describe('overrides: coop-portal:demo-overrides is merged into every answer', () => {
  it('features, settings, config and maintenance from localStorage', async () => {
    const values = new Map<string, string>([
      [
        DEMO_OVERRIDES_KEY,
        JSON.stringify({
          features: { QuickPay: false, AclaraAce: true },
          settings: { coopName: 'Test Co-op' },
          config: { whecEnabled: true, ALLOW_NAME_UPDATE: 'N' },
          maintenance: true,
        }),
      ],
    ]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    });
    const settings = await api.request(endpoints.getSiteSettings);
    expect(settings.coopName).toBe('Test Co-op');
    expect(settings.features.find((f) => f.name === 'QuickPay')?.enable).toBe(false);
    expect(settings.features.filter((f) => f.enable)).toHaveLength(featureNames.length - 1);
    expect((await api.request(endpoints.getSiteConfiguration)).whecEnabled).toBe(true);
    const keys = await api.request(endpoints.getConfigurationSettings, {
      body: { configKeys: ['ALLOW_NAME_UPDATE', 'ALLOW_PHONE_UPDATE'] },
    });
    expect(keys.configSettings).toEqual({ ALLOW_NAME_UPDATE: 'N', ALLOW_PHONE_UPDATE: 'Y' });
    expect(await api.request(endpoints.getMaintenanceStatus)).toBe(true);

    values.delete(DEMO_OVERRIDES_KEY);
    expect(await api.request(endpoints.getMaintenanceStatus)).toBe(false);
  });

  it('a malformed value is ignored', async () => {
    vi.stubGlobal('localStorage', { getItem: () => '{not json' });
    expect((await api.request(endpoints.getSiteSettings)).coopName).toBe(
      'Prairie Rivers Electric & Water Cooperative',
    );
  });

  it('code overrides (Node tests, the mock server)', async () => {
    setDemoOverrides({ maintenance: true, features: { Outage: false } });
    expect(await api.request(endpoints.getMaintenanceStatus)).toBe(true);
    const settings = await api.request(endpoints.getSiteSettings);
    expect(settings.features.find((f) => f.name === 'Outage')?.enable).toBe(false);
  });
});
