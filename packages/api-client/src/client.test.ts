import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createApiClient } from './client';
import {
  defineEndpoint,
  getSiteSettings,
  newIdempotencyKey,
  reportOutage,
  verifyQuickPayAccount,
} from './contract';
import { ApiError, httpErrorMessage } from './errors';

const BASE = 'https://api.coop.test/portal';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const memberCall = defineEndpoint({
  id: 'testMemberCall',
  tag: 'test',
  summary: 'test',
  spec: 'test',
  method: 'POST',
  path: '/v3/member/{memberNumber}/things',
  auth: 'member',
  params: z.object({ memberNumber: z.string() }),
  query: z.object({ page: z.number().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number() }),
});

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    apiBaseUrl: BASE,
    applicationId: 'web',
    requestTimeoutMs: 2_000,
    getToken: () => 'member-token',
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('doc 1 §7 calls go to the configured API base URL', () => {
  it('fills the path, adds the query, sends the body, the bearer token and checks the answer', async () => {
    let seen: { url: string; auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/v3/member/:memberNumber/things`, async ({ request }) => {
        seen = {
          url: request.url,
          auth: request.headers.get('Authorization'),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 7 });
      }),
    );
    const answer = await client().request(memberCall, {
      params: { memberNumber: '800 001' },
      query: { page: 2 },
      body: { name: 'x' },
    });
    expect(answer).toEqual({ id: 7 });
    expect(seen).toEqual({
      url: `${BASE}/v3/member/800%20001/things?page=2`,
      auth: 'Bearer member-token',
      body: { name: 'x' },
    });
  });

  it('sends the headers the contract declares: an outage report carries its Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/v3/outages/report`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ statusMessage: 'Received.' });
      }),
    );
    const key = newIdempotencyKey();
    const body = {
      accountNumber: '1000001',
      callBack: false,
      outageReason: 'Power line down',
      outageReportOrigin: 'WEB',
    };
    await client().request(reportOutage, { body, headers: { 'Idempotency-Key': key } });
    await client().request(reportOutage, { body, headers: { 'Idempotency-Key': key } });
    expect(keys).toEqual([key, key]);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    // A report without its key is refused before anything is sent.
    await expect(client().request(reportOutage, { body } as never)).rejects.toThrow();
    expect(keys).toHaveLength(2);
  });

  it('sends the ApplicationId header where the contract asks for it', async () => {
    let applicationId: string | null = null;
    server.use(
      http.post(`${BASE}/v3/quick-pay/verify/account/phone`, ({ request }) => {
        applicationId = request.headers.get('ApplicationId');
        return HttpResponse.json({ message: 'no match' }, { status: 400 });
      }),
    );
    await expect(
      client().request(verifyQuickPayAccount, {
        body: { accountNumber: '1000001', phoneLastFourDigits: '1234' },
      }),
    ).rejects.toThrow();
    expect(applicationId).toBe('web');
  });

  it("a guest's read carries the application id in its query and no header a browser must ask an API on another origin about first", async () => {
    let seen: { applicationId: string | null; header: string | null; names: string[] } | null =
      null;
    server.use(
      http.get(`${BASE}/v3/site/settings`, ({ request }) => {
        seen = {
          applicationId: new URL(request.url).searchParams.get('applicationId'),
          header: request.headers.get('ApplicationId'),
          names: [...request.headers.keys()],
        };
        return HttpResponse.json({ coopName: 'Test Co-op' });
      }),
    );
    const settings = await client().request(getSiteSettings);
    expect(seen).toEqual({ applicationId: 'web', header: null, names: ['accept'] });
    expect(settings.coopName).toBe('Test Co-op');
    expect(settings.features).toEqual([]);
  });
});

describe('doc 1 §8 and doc 3 §8 error catalogue', () => {
  it.each([
    [
      400,
      ['The account number and phone number you entered do not match our records.', 'second'],
      'The account number and phone number you entered do not match our records.',
    ],
    [400, [{ message: 'First as object.' }], 'First as object.'],
    [400, { errors: ['Listed under errors.'] }, 'Listed under errors.'],
    [401, { message: 'ignored' }, 'Unauthorized access.'],
    [
      500,
      { message: 'ignored' },
      'We are unable to process your request at this time. Please try again later.',
    ],
    [503, { message: 'Down for a moment.' }, 'Down for a moment.'],
    [409, 'Plain text body.', 'Plain text body.'],
  ])('status %i with %j → %s', async (status, body, message) => {
    server.use(
      http.get(`${BASE}/v3/site/settings`, () =>
        typeof body === 'string'
          ? new HttpResponse(body, { status })
          : HttpResponse.json(body, { status }),
      ),
    );
    const error = await failure(client().request(getSiteSettings));
    expect(error.message).toBe(message);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
  });

  it('otherwise: status plus status text', async () => {
    server.use(
      http.get(
        `${BASE}/v3/site/settings`,
        () => new HttpResponse(null, { status: 404, statusText: 'Not Found' }),
      ),
    );
    expect((await failure(client().request(getSiteSettings))).message).toBe('404 Not Found');
  });

  it("fallback: 'Unknown error!'", () => {
    expect(httpErrorMessage(0, '', undefined)).toBe('Unknown error!');
  });

  it('a 401 on a member call tells the session, a 401 on a guest call does not', async () => {
    const onUnauthorized = vi.fn();
    server.use(
      http.post(
        `${BASE}/v3/member/:memberNumber/things`,
        () => new HttpResponse(null, { status: 401 }),
      ),
      http.get(`${BASE}/v3/site/settings`, () => new HttpResponse(null, { status: 401 })),
    );
    const api = client({ onUnauthorized });
    await failure(
      api.request(memberCall, { params: { memberNumber: '1' }, query: {}, body: { name: 'x' } }),
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBe('member');
    await failure(api.request(getSiteSettings));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a bad answer or no answer ends in a clear message, never a crash', () => {
  it('an answer outside the contract', async () => {
    server.use(http.get(`${BASE}/v3/site/settings`, () => HttpResponse.json({ coopName: 42 })));
    const error = await failure(client().request(getSiteSettings));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(
      'We received an answer from the server that we could not read. Please try again later.',
    );
    expect(String((error.cause as Error).message)).toContain('coopName');
  });

  it('an answer that is not JSON', async () => {
    server.use(
      http.get(`${BASE}/v3/site/settings`, () => HttpResponse.html('<html>proxy page</html>')),
    );
    expect((await failure(client().request(getSiteSettings))).kind).toBe('invalid-response');
  });

  it('a never-answering endpoint ends at the configured time-out', async () => {
    server.use(
      http.get(`${BASE}/v3/site/settings`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = await failure(client({ requestTimeoutMs: 80 }).request(getSiteSettings));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      'The server took too long to answer. Please check your connection and try again.',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('no connection', async () => {
    server.use(http.get(`${BASE}/v3/site/settings`, () => HttpResponse.error()));
    const error = await failure(client().request(getSiteSettings));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });

  it('honours an abort signal', async () => {
    server.use(
      http.get(`${BASE}/v3/site/settings`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const call = client().request(getSiteSettings, undefined, { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('waits for `ready` before sending (a demo backend still starting), and fails clearly when it fails', async () => {
    const sent: string[] = [];
    server.use(
      http.get(`${BASE}/v3/site/settings`, ({ request }) => {
        sent.push(request.url);
        return HttpResponse.error();
      }),
    );
    let start!: () => void;
    const ready = new Promise<void>((resolve) => (start = resolve));
    const call = failure(client({ ready }).request(getSiteSettings));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    start();
    expect((await call).kind).toBe('network');
    expect(sent).toHaveLength(1);

    const broken = Promise.reject(new Error('the demo backend did not start'));
    const error = await failure(client({ ready: broken }).request(getSiteSettings));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    expect(sent).toHaveLength(1);
  });

  it('builds absolute URLs for form posts under a relative base', () => {
    const api = client({ apiBaseUrl: '/api/' });
    expect(api.url('/v3/quick-pay/x', { a: 1, b: undefined })).toBe(
      `${location.origin}/api/v3/quick-pay/x?a=1`,
    );
  });
});
