import { ApiError, createApiClient, endpoints } from '@coop-portal/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoServer } from './node';
import { DEMO_OVERRIDES_KEY, readDemoOverrides, setDemoOverrides } from './overrides';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => setDemoOverrides());
afterAll(() => server.close());

/** Calls without a session: the demo lets them through (the override applies all the same). */
const api = createApiClient({
  apiBaseUrl: 'https://api.prairierivers.example',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
});

const myMeter = () =>
  api.request(endpoints.getMyMeterUrl, {
    params: { memberNumber: '800004', accountNumber: '3000021' },
  });
const linked = () =>
  api.request(endpoints.getLinkedAccounts, { params: { accountNumber: '3000021' } });
const accountInfo = () =>
  api.request(endpoints.getAccountInfo, { params: { accountNumber: '3000021' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The browser's localStorage holding these overrides. */
function storeOverrides(overrides: unknown) {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === DEMO_OVERRIDES_KEY ? JSON.stringify(overrides) : null),
  });
}

describe('doc 2 §8 demo overrides: failures make a named call fail with its status', () => {
  it("from code: My Meter → 'Service unavailable, please contact administrator.'; linked accounts → 'Failed to load linked accounts: ' plus the error", async () => {
    setDemoOverrides({ failures: { getMyMeterUrl: 500, getLinkedAccounts: 500 } });
    const meter = await failure(myMeter());
    expect(meter).toMatchObject({ status: 500, kind: 'http' });
    expect(meter.message).toBe('Service unavailable, please contact administrator.');
    const list = await failure(linked());
    expect(list.status).toBe(500);
    expect(list.message).toBe(
      'Failed to load linked accounts: We are unable to process your request at this time. Please try again later.',
    );
    // The other calls answer as usual.
    expect((await accountInfo()).accountNumber).toBe('3000021');
  });

  it('from the browser’s localStorage, merged over the code’s (the browser’s status wins)', async () => {
    setDemoOverrides({ failures: { getMyMeterUrl: 500, getAccountInfo: 500 } });
    storeOverrides({ failures: { getAccountInfo: 503 } });
    expect((await failure(myMeter())).status).toBe(500);
    const info = await failure(accountInfo());
    expect(info.status).toBe(503);
    // Not 500 and not 400: the body's message, the status's reason phrase.
    expect(info.message).toBe('Service Unavailable');
    expect(await linked()).toHaveLength(6);
  });

  it("a 400 answers the co-op API's list of messages; the client shows its first", async () => {
    setDemoOverrides({ failures: { getAccountInfo: 400 } });
    const error = await failure(accountInfo());
    expect(error.status).toBe(400);
    expect(error.body).toEqual(['Bad Request']);
    expect(error.message).toBe('Bad Request');
  });

  it('the failure comes before the request is checked: even a call the demo would refuse fails with the status', async () => {
    setDemoOverrides({ failures: { getAccountInfo: 502 } });
    const error = await failure(
      api.request(endpoints.getAccountInfo, { params: { accountNumber: '9999999' } }),
    );
    expect(error.status).toBe(502);
  });

  it('a value that is not an error status (400-599), or not an object, is ignored', async () => {
    storeOverrides({
      failures: { getAccountInfo: 200, getMyMeterUrl: '500', getLinkedAccounts: 450.5 },
    });
    expect(readDemoOverrides().failures).toBeUndefined();
    expect((await accountInfo()).accountNumber).toBe('3000021');
    expect((await myMeter()).link).toContain('account=3000021');
    expect(await linked()).toHaveLength(6);
    storeOverrides({ failures: [500] });
    expect(readDemoOverrides()).toEqual({});
    // A stored value that is not a status leaves the code's failure of that call in force.
    setDemoOverrides({ failures: { getAccountInfo: 500 } });
    storeOverrides({ failures: { getAccountInfo: 'no' } });
    expect(readDemoOverrides().failures).toEqual({ getAccountInfo: 500 });
  });
});
