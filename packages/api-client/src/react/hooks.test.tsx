import { QueryClient, QueryClientProvider, skipToken } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { endpoints } from '../contract';
import { createSession } from '../session';
import * as react from './index';
import {
  ApiClientProvider,
  createQueryClient,
  queryKeys,
  SessionProvider,
  useAccountInfo,
  useCurrentUser,
  useIsLoggedIn,
  useLogin,
  useMemberDetails,
  useSignOut,
  useSiteSettings,
  useUpdateRoundUpMutation,
  useVerifyQuickPayAccount,
} from './index';

const BASE = 'https://api.coop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const session = createSession();
  const api = createApiClient({
    apiBaseUrl: BASE,
    applicationId: 'web',
    requestTimeoutMs: 2_000,
    ...session.clientOptions(),
  });
  const queryClient = createQueryClient();
  // Keep retries fast in tests.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 1 },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <SessionProvider session={session}>{children}</SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
  return { session, api, queryClient, wrapper };
}

const accountInfo = {
  accountNumber: '1000001',
  accountBalance: 142.37,
  isPrepaidAccount: false,
  accountHolderName: 'Jordan Rivers',
  accountType: 'Electric',
  pastDueAmount: 0,
  activeReturnedItems: false,
  autoPayExists: false,
  memberNumber: '800001',
  isLinkedAccount: false,
  memberHasCutoffAccount: false,
  hasArrangement: false,
  viewUsageHistory: true,
  showUsageSuspendedMsg: false,
  collectMeterReading: false,
};

const camel = (id: string) => id[0]!.toUpperCase() + id.slice(1);

describe('/react: a hook for every read, a mutation for every write', () => {
  it.each(Object.values(endpoints).map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s',
    (id, endpoint) => {
      const exported = react as Record<string, unknown>;
      if (endpoint.read) {
        const base = id.startsWith('get') ? id.slice(3) : camel(id);
        expect(typeof exported[`use${base}`]).toBe('function');
        expect(typeof exported[`${base[0]!.toLowerCase()}${base.slice(1)}Query`]).toBe('function');
      } else {
        expect(typeof exported[`use${camel(id)}Mutation`]).toBe('function');
      }
    },
  );
});

describe('reads: query options, keys per API, skipToken, retries', () => {
  it('reads an account and caches it under the endpoint’s key', async () => {
    const { wrapper, queryClient, api } = setup();
    server.use(http.get(`${BASE}/v3/account/1000001/info`, () => HttpResponse.json(accountInfo)));
    const { result } = renderHook(() => useAccountInfo({ params: { accountNumber: '1000001' } }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.accountHolderName).toBe('Jordan Rivers');
    expect(
      queryClient.getQueryData(
        queryKeys.endpoint(api, endpoints.getAccountInfo, {
          params: { accountNumber: '1000001' },
        }),
      ),
    ).toMatchObject({ accountNumber: '1000001' });
  });

  it('skipToken waits without calling', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useAccountInfo(skipToken), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('a 503 is retried (at most twice), a 400 is not', async () => {
    const { wrapper } = setup();
    let calls = 0;
    server.use(
      http.get(`${BASE}/v3/account/1000001/info`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
      http.get(`${BASE}/v3/account/1000002/info`, () => {
        calls += 10;
        return HttpResponse.json(['No such account.'], { status: 400 });
      }),
    );
    const first = renderHook(() => useAccountInfo({ params: { accountNumber: '1000001' } }), {
      wrapper,
    });
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(calls).toBe(3);
    const second = renderHook(() => useAccountInfo({ params: { accountNumber: '1000002' } }), {
      wrapper,
    });
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    expect(calls).toBe(13);
    expect(second.result.current.error?.message).toBe('No such account.');
  });
});

describe('the retry policy travels with the reads, whatever the QueryClient', () => {
  it('under a plain QueryClient (default: 3 retries) a 503 is tried 3 times in all, a 404 once', async () => {
    const api = createApiClient({
      apiBaseUrl: BASE,
      applicationId: 'web',
      requestTimeoutMs: 2_000,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const calls = { '1000001': 0, '1000002': 0 };
    server.use(
      http.get(`${BASE}/v3/account/:accountNumber/info`, ({ params }) => {
        const accountNumber = params.accountNumber as keyof typeof calls;
        calls[accountNumber] += 1;
        return new HttpResponse(null, { status: accountNumber === '1000001' ? 503 : 404 });
      }),
    );
    const failing = renderHook(() => useAccountInfo({ params: { accountNumber: '1000001' } }), {
      wrapper,
    });
    const missing = renderHook(() => useAccountInfo({ params: { accountNumber: '1000002' } }), {
      wrapper,
    });
    await waitFor(() => expect(failing.result.current.isError).toBe(true));
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(calls).toEqual({ '1000001': 3, '1000002': 1 });
  });
});

describe('writes: never retried; the changed data is read again', () => {
  it('a round-up update fails once without retry, then reloads member details on success', async () => {
    const { wrapper } = setup();
    let writes = 0;
    let reads = 0;
    let roundup = false;
    server.use(
      http.get(`${BASE}/v3/member/800001/details`, () => {
        reads += 1;
        return HttpResponse.json({
          userName: 'jordan@example.com',
          loginId: 'member.demo',
          secretQuestions: [],
          paymentTypes: ['Credit'],
          paymentEmailReceived: true,
          serviceOrderEmailReceived: true,
          phoneNumberMask: false,
          hasPaperlessBilling: true,
          hasPaperlessOther: false,
          electronicKit: false,
          marketingEmail: false,
          accounts: [
            {
              accountNumber: '1000001',
              hasEmailBillNotice: true,
              hasPaperlessBilling: true,
              hasOtherPaperlessBillinge: false,
              operationRoundup: roundup,
            },
          ],
        });
      }),
      http.put(`${BASE}/v3/member/800001/roundup`, () => {
        writes += 1;
        if (writes === 1) return new HttpResponse(null, { status: 503 });
        roundup = true;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { result } = renderHook(
      () => ({
        details: useMemberDetails({ params: { memberNumber: '800001' } }),
        update: useUpdateRoundUpMutation(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.details.isSuccess).toBe(true));
    const input = {
      params: { memberNumber: '800001' },
      body: [{ accountNumber: '1000001', isRoundUp: true, amount: null, expireDate: null }],
    };
    await act(async () => {
      await result.current.update.mutateAsync(input).catch(() => undefined);
    });
    expect(writes).toBe(1);
    await act(async () => {
      await result.current.update.mutateAsync(input);
    });
    await waitFor(() =>
      expect(result.current.details.data?.accounts[0]?.operationRoundup).toBe(true),
    );
    expect(reads).toBe(2);
  });
});

describe('doc 1 §4.2 session in React: login keeps the user; sign-out clears the cache', () => {
  it('login → logged in; sign-out → logged out and the member answers are gone, the public ones kept', async () => {
    const { wrapper, queryClient } = setup();
    server.use(
      http.post(`${BASE}/v3/auth/login`, () =>
        HttpResponse.json({
          accessToken: 'demo-token',
          memberNumber: '800001',
          expireInMinutes: 20,
          memberMfaEnabled: false,
        }),
      ),
      http.get(`${BASE}/v3/site/settings`, () => HttpResponse.json({ coopName: 'Test Co-op' })),
      http.get(`${BASE}/v3/account/1000001/info`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer demo-token'
          ? HttpResponse.json(accountInfo)
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const { result } = renderHook(
      () => ({
        login: useLogin(),
        loggedIn: useIsLoggedIn(),
        user: useCurrentUser(),
        signOut: useSignOut(),
      }),
      { wrapper },
    );
    expect(result.current.loggedIn).toBe(false);
    await act(async () => {
      await result.current.login.mutateAsync({
        body: { userName: 'member.demo', password: 'Demo#2026' },
      });
    });
    expect(result.current.loggedIn).toBe(true);
    expect(result.current.user?.memberNumber).toBe('800001');

    const info = renderHook(() => useAccountInfo({ params: { accountNumber: '1000001' } }), {
      wrapper,
    });
    await waitFor(() => expect(info.result.current.isSuccess).toBe(true));
    const settings = renderHook(() => useSiteSettings(), { wrapper });
    await waitFor(() => expect(settings.result.current.isSuccess).toBe(true));
    const cachedIds = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[2]);
    expect(cachedIds()).toEqual(expect.arrayContaining(['getAccountInfo', 'getSiteSettings']));

    info.unmount();
    act(() => result.current.signOut());
    expect(result.current.loggedIn).toBe(false);
    expect(cachedIds()).toEqual(['getSiteSettings']);
  });

  it('Quick Pay verification keeps the quick-pay token (doc 1 §4.1)', async () => {
    const { wrapper, session } = setup();
    server.use(
      http.post(`${BASE}/v3/quick-pay/verify/account/phone`, () =>
        HttpResponse.json({
          quickPayToken: 'qp-1',
          memberNumber: '800001',
          encryptedAccount: 'enc',
          account: {
            accountNumber: '1000001',
            accountHolderName: 'Jordan Rivers',
            isPrepaidAccount: false,
            accountBalance: 142.37,
            pastDueAmount: 0,
            reconnectFee: 0,
            additionalDeposit: 0,
            liabilityConfirmationAmount: 0,
            showLiabilityConfirmation: false,
            cutoffAmount: 0,
            disconnectFee: 0,
            minimumPaymentDue: 0,
            overPayAmount: 1000,
            prepaidReconnectAmount: 0,
            isCcEligible: true,
            isEcheckEligible: true,
            nomoreCheck: false,
          },
        }),
      ),
    );
    const { result } = renderHook(() => useVerifyQuickPayAccount(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        body: { accountNumber: '1000001', phoneLastFourDigits: '1111' },
      });
    });
    expect(session.getQuickPayToken()).toBe('qp-1');
  });
});
