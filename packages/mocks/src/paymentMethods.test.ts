import {
  ApiError,
  createApiClient,
  createSession,
  endpoints,
  paymentMethodCallbackPaths,
  type ApiClient,
} from '@coop-portal/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer } from './node';
import { resetDemoStore } from './store';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDemoStore());
afterAll(() => server.close());

const BASE = 'https://api.prairierivers.example';

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

const demo = { memberNumber: '800001' };

async function post(path: string, fields: Record<string, string>) {
  const answer = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Demo-Provider': 'fetch' },
    body: new URLSearchParams(fields),
  });
  return new URL(((await answer.json()) as { location: string }).location);
}

describe('doc 1 §2.2 Payment Profile and Auto Payments: the demo co-op', () => {
  it('member.demo: a Visa card (default) and the checking account 3000002 drafts from', async () => {
    const api = await signIn('member.demo');
    const { paymentMethods } = await api.request(endpoints.getPaymentMethods, { params: demo });
    expect(paymentMethods).toMatchObject([
      {
        id: 'PM-1001',
        type: 'card',
        maskedNumber: '••••4242',
        isDefault: true,
        autoPayAccounts: [],
      },
      { id: 'PM-1002', type: 'bank', maskedNumber: '••••6789', autoPayAccounts: ['3000002'] },
    ]);
  });

  it('removing a method an auto payment uses answers 409 with the block message; stopping it lets it go', async () => {
    const api = await signIn('member.demo');
    const remove = () =>
      api.request(endpoints.deletePaymentMethod, { params: { ...demo, methodId: 'PM-1002' } });
    const error = await remove().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Update not allowed. Active Payment setup exists.',
    });
    await api.request(endpoints.stopAutoPay, { params: { ...demo, accountNumber: '3000002' } });
    await remove();
    const { paymentMethods } = await api.request(endpoints.getPaymentMethods, { params: demo });
    expect(paymentMethods.map((method) => method.id)).toEqual(['PM-1001']);
  });

  it('adding a method: the provider returns a token and a masked number; the token adds it once', async () => {
    const api = await signIn('member.demo');
    const started = await api.request(endpoints.startPaymentMethod, {
      params: demo,
      body: { allowCard: true, allowBank: true },
    });
    expect(started.actionUrl).toBe(`${BASE}/demo-provider/hosted-method`);
    const back = await post('/demo-provider/complete', {
      transNo: started.transNo,
      outcome: 'pay',
      method: 'echeck',
      HostedCCReturn: `${BASE}${paymentMethodCallbackPaths.success}`,
    });
    const portal = await post(`${back.pathname}${back.search}`, { portal: 'http://portal.test/' });
    expect(portal.pathname).toBe('/billpayments/payment-profile');
    expect(portal.searchParams.get('maskedNumber')).toBe('••••2468');
    const token = portal.searchParams.get('token') ?? '';
    const added = await api.request(endpoints.addPaymentMethod, { params: demo, body: { token } });
    expect(added).toMatchObject({ type: 'bank', bankAccountType: 'Savings', isDefault: false });
    const again = await api.request(endpoints.addPaymentMethod, { params: demo, body: { token } });
    expect(again.id).toBe(added.id);
    const { paymentMethods } = await api.request(endpoints.getPaymentMethods, { params: demo });
    expect(paymentMethods).toHaveLength(3);
  });

  it('auto pay: 3000002 enrolled by the bank account, 3000003 (prepaid) not eligible; enrol and stop 1000001', async () => {
    const api = await signIn('member.demo');
    const read = async () =>
      (await api.request(endpoints.getAutoPayments, { params: demo })).accounts;
    expect(await read()).toMatchObject([
      { accountNumber: '1000001', enrolled: false, eligible: true },
      { accountNumber: '3000002', enrolled: true, paymentMethodId: 'PM-1002', draftDay: null },
      { accountNumber: '3000003', enrolled: false, eligible: false },
    ]);
    const params = { ...demo, accountNumber: '1000001' };
    await api.request(endpoints.enrollAutoPay, {
      params,
      body: { paymentMethodId: 'PM-1001', draftDay: 12 },
    });
    expect((await read())[0]).toMatchObject({
      enrolled: true,
      paymentMethodId: 'PM-1001',
      draftDay: 12,
    });
    const info = await api.request(endpoints.getAccountInfo, {
      params: { accountNumber: '1000001' },
    });
    expect(info.autoPayExists).toBe(true);
    await api.request(endpoints.stopAutoPay, { params });
    expect((await read())[0]).toMatchObject({ enrolled: false });
  });

  it('member.many: four methods, 3000021 and 3000024 enrolled, 3000027 (final billed) not eligible; member.solo: none', async () => {
    const many = await signIn('member.many');
    const params = { memberNumber: '800004' };
    expect(
      (await many.request(endpoints.getPaymentMethods, { params })).paymentMethods,
    ).toHaveLength(4);
    const accounts = (await many.request(endpoints.getAutoPayments, { params })).accounts;
    expect(accounts.filter((a) => a.enrolled).map((a) => a.accountNumber)).toEqual([
      '3000021',
      '3000024',
    ]);
    expect(accounts.find((a) => a.accountNumber === '3000027')?.notEligibleMessage).toBe(
      'Final billed accounts cannot be enrolled in auto pay.',
    );
    // Stopping 3000024's card autopayment (outside drafts) ends it everywhere: Draft Payments
    // may set up a draft and the registered autopayments no longer list it.
    await many.request(endpoints.stopAutoPay, { params: { ...params, accountNumber: '3000024' } });
    const drafts = await many.request(endpoints.getPaymentDrafts, { params });
    expect(drafts.results.find((a) => a.accountNumber === '3000024')?.autopayExists).toBe(false);
    const registered = await many.request(endpoints.getRegisteredAutopayments, { params });
    expect(registered.map((a) => a.accountNumber)).not.toContain('3000024');
    const solo = await signIn('member.solo');
    expect(
      (await solo.request(endpoints.getPaymentMethods, { params: { memberNumber: '800003' } }))
        .paymentMethods,
    ).toEqual([]);
  });
});
