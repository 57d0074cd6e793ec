import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ConfigError, loadPortalConfig } from './config';
import {
  getAccountInfo,
  getBillPdf,
  getCapitalCreditPdf,
  getDelinquentHistory,
  getDelinquentPdf,
  getLevelizedAccounts,
  getLinkedAccounts,
  getMyMeterUrl,
  getPaymentDrafts,
  getUsageAnalyticsSettings,
  processServiceOrder,
  submitServiceApplication,
  updateLevelizedAccount,
  USAGE_ANALYTICS_REDIRECT_CODE,
  verifyQuickPayAccount,
} from './contract';
import {
  ApiError,
  errorMessage,
  errorMessageIn,
  failureMessage,
  httpErrorMessage,
  isUsageAnalyticsRedirect,
  retryAfterSeconds,
} from './errors';
import { apiMessages } from './messages';
import { apiMessagesEs } from './messages.es';

const BASE = 'https://api.coop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ apiBaseUrl: BASE, applicationId: 'web', requestTimeoutMs: 2_000 });

function answer(status: number, body?: unknown, statusText?: string) {
  return () =>
    body === undefined
      ? new HttpResponse(null, { status, ...(statusText ? { statusText } : {}) })
      : typeof body === 'string'
        ? new HttpResponse(body, { status })
        : HttpResponse.json(body, { status });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const generic = 'We are unable to process your request at this time. Please try again later.';
const support =
  'We are unable to process your request at this time. Please contact customer support.';

describe('doc 1 §8 Quick Pay error catalogue', () => {
  const verify = () =>
    api.request(verifyQuickPayAccount, {
      body: { accountNumber: '1234567', phoneLastFourDigits: '1234' },
    });
  const on = (resolver: () => Response) =>
    server.use(http.post(`${BASE}/v3/quick-pay/verify/account/phone`, resolver));

  it('status 400 → the first message of the returned error list', async () => {
    on(
      answer(400, [
        'The account number and phone number you entered do not match our records.',
        'A second message.',
      ]),
    );
    expect((await failure(verify())).message).toBe(
      'The account number and phone number you entered do not match our records.',
    );
  });

  it("status 401 → 'Unauthorized access.'", async () => {
    on(answer(401, { message: 'Token expired' }));
    expect((await failure(verify())).message).toBe('Unauthorized access.');
  });

  it('status 500 → the generic text', async () => {
    on(answer(500, { message: 'NullReferenceException' }));
    expect((await failure(verify())).message).toBe(generic);
  });

  it('another error with a body → the body’s message', async () => {
    on(answer(403, { message: 'Quick Pay is closed for this account.' }));
    expect((await failure(verify())).message).toBe('Quick Pay is closed for this account.');
  });

  it('otherwise → status plus status text', async () => {
    on(answer(502, undefined, 'Bad Gateway'));
    expect((await failure(verify())).message).toBe('502 Bad Gateway');
  });

  it("fallback → 'Unknown error!'", () => {
    expect(httpErrorMessage(0, '', undefined)).toBe('Unknown error!');
    expect(failureMessage({ kind: 'standard' }, { kind: 'http' }).message).toBe('Unknown error!');
  });
});

describe('doc 3 §8 service request layer', () => {
  const file = () =>
    api.request(processServiceOrder, {
      body: { accountNumber: '1000001', workType: 'MR', comments: '', phone: '5550102000' },
    });
  const on = (resolver: () => Response) =>
    server.use(http.post(`${BASE}/v2/applicationforservice/processserviceorder`, resolver));

  it.each([
    [
      400,
      ['Service Type is not available for this account.'],
      'Service Type is not available for this account.',
    ],
    [401, { message: 'x' }, 'Unauthorized access.'],
    [500, { message: 'x' }, generic],
    [
      409,
      { message: 'A request of this type is already open.' },
      'A request of this type is already open.',
    ],
  ])('status %i → %s', async (status, body, message) => {
    on(answer(status, body));
    expect((await failure(file())).message).toBe(message);
  });

  it('otherwise → status plus status text', async () => {
    on(answer(404, undefined, 'Not Found'));
    expect((await failure(file())).message).toBe('404 Not Found');
  });
});

describe('doc 2 §8 usage-analytics service', () => {
  const jump = () =>
    api.request(getUsageAnalyticsSettings, { params: { memberNumber: '800001' }, query: {} });
  const on = (resolver: () => Response) =>
    server.use(http.get(`${BASE}/v2/aclara/member/800001`, resolver));

  it('400 → the first item’s code and message; code 3101 is the Redirect case', async () => {
    on(
      answer(400, [
        { code: 3101, message: 'Your usage portal account is being created.' },
        { code: 1, message: 'second' },
      ]),
    );
    const error = await failure(jump());
    expect(error.message).toBe('Your usage portal account is being created.');
    expect(error.code).toBe(USAGE_ANALYTICS_REDIRECT_CODE);
    expect(isUsageAnalyticsRedirect(error)).toBe(true);
  });

  it('400 with another code is not the Redirect case', async () => {
    on(answer(400, [{ code: '2001', message: 'Premise not found.' }]));
    const error = await failure(jump());
    expect(error.message).toBe('Premise not found.');
    expect(error.code).toBe('2001');
    expect(isUsageAnalyticsRedirect(error)).toBe(false);
  });

  it('500 → the generic text', async () => {
    on(answer(500, [{ code: 1, message: 'x' }]));
    expect((await failure(jump())).message).toBe(generic);
  });

  it('otherwise → the body message, or the status text', async () => {
    on(answer(401, { message: 'Token is not valid for the usage portal.' }));
    expect((await failure(jump())).message).toBe('Token is not valid for the usage portal.');
    on(answer(503, undefined, 'Service Unavailable'));
    expect((await failure(jump())).message).toBe('503 Service Unavailable');
  });
});

describe('doc 3 §8 average billing and delinquents', () => {
  it('a load failure of average billing or delinquents → the customer-support text', async () => {
    server.use(
      http.get(`${BASE}/v3/member/800001/levelized-accounts`, answer(400, ['ignored'])),
      http.get(`${BASE}/v3/account/1000001/delinquents`, answer(500)),
    );
    expect(
      (await failure(api.request(getLevelizedAccounts, { params: { memberNumber: '800001' } })))
        .message,
    ).toBe(support);
    expect(
      (await failure(api.request(getDelinquentHistory, { params: { accountNumber: '1000001' } })))
        .message,
    ).toBe(support);
  });

  const update = () =>
    api.request(updateLevelizedAccount, {
      params: { accountNumber: '1000001' },
      body: {
        action: 'Add',
        billingType: 'Average',
        accountNumber: '1000001',
        estimatedBill: 120,
        settlementMonth: 6,
      },
    });

  it('an average-billing update answered 400 → the server’s message (the warning dialog)', async () => {
    server.use(
      http.put(
        `${BASE}/v3/account/1000001/levelized`,
        answer(400, ['The account has a past-due balance and cannot join Average Billing.']),
      ),
    );
    expect((await failure(update())).message).toBe(
      'The account has a past-due balance and cannot join Average Billing.',
    );
  });

  it('any other update failure → the generic customer-support text', async () => {
    server.use(http.put(`${BASE}/v3/account/1000001/levelized`, answer(409, { message: 'x' })));
    expect((await failure(update())).message).toBe(support);
  });

  it("delinquent PDF failure → 'Delinquent File not found.'", async () => {
    server.use(http.get(`${BASE}/v3/delinquents/pdf`, answer(404)));
    const error = await failure(
      api.request(getDelinquentPdf, { query: { delinquentViewUrl: 'x', ticks: 1 } }),
    );
    expect(error.message).toBe('Delinquent File not found.');
  });
});

describe('doc 2 §8 and doc 3 §8 texts of single calls', () => {
  it.each([
    [
      'bill PDF',
      () => server.use(http.get(`${BASE}/v3/account/1000001/bills/pdf`, answer(500))),
      () =>
        api.request(getBillPdf, {
          params: { accountNumber: '1000001' },
          query: { billDate: '2026-01-01', timestamp: 1 },
        }),
      'Bill History File not found.',
    ],
    [
      'capital credit PDF',
      () => server.use(http.get(`${BASE}/v3/account/1000001/capital-credits/pdf`, answer(404))),
      () =>
        api.request(getCapitalCreditPdf, {
          params: { accountNumber: '1000001' },
          query: { viewccPdfUrl: 'x', timestamp: 1 },
        }),
      'Capital Credit File not found.',
    ],
    [
      'My Meter link',
      () => server.use(http.get(`${BASE}/v3/member/800001/account/1000001/my-meter`, answer(500))),
      () =>
        api.request(getMyMeterUrl, {
          params: { memberNumber: '800001', accountNumber: '1000001' },
        }),
      'Service unavailable, please contact administrator.',
    ],
    [
      'drafts',
      () => server.use(http.get(`${BASE}/v3/member/800001/drafts`, answer(500))),
      () => api.request(getPaymentDrafts, { params: { memberNumber: '800001' } }),
      'Draft payments service unavailable, please contact administrator.',
    ],
    [
      'linked accounts',
      () =>
        server.use(
          http.get(`${BASE}/v3/account/1000001/linked-accounts`, answer(400, ['No links.'])),
        ),
      () => api.request(getLinkedAccounts, { params: { accountNumber: '1000001' } }),
      'Failed to load linked accounts: No links.',
    ],
  ])('%s', async (_name, arrange, call, message) => {
    arrange();
    expect((await failure(call())).message).toBe(message);
  });

  it('a call without its own text keeps the standard catalogue', async () => {
    server.use(http.get(`${BASE}/v3/account/1000001/info`, answer(500)));
    expect(
      (await failure(api.request(getAccountInfo, { params: { accountNumber: '1000001' } })))
        .message,
    ).toBe(generic);
  });

  it('a co-op can reword a fixed text', async () => {
    server.use(http.get(`${BASE}/v3/delinquents/pdf`, answer(404)));
    const reworded = createApiClient({
      ...api.config,
      messages: { delinquentFileNotFound: 'We could not find that notice.' },
    });
    const error = await failure(
      reworded.request(getDelinquentPdf, { query: { delinquentViewUrl: 'x', ticks: 1 } }),
    );
    expect(error.message).toBe('We could not find that notice.');
  });
});

describe('doc 1 §8 and doc 3 §8 the message a person sees for a failure (errorMessage)', () => {
  it('a failed call → the catalogue’s message the client already put on the error', async () => {
    server.use(
      http.post(
        `${BASE}/v3/quick-pay/verify/account/phone`,
        answer(400, ['The account number and phone number you entered do not match our records.']),
      ),
    );
    const error = await failure(
      api.request(verifyQuickPayAccount, {
        body: { accountNumber: '1234567', phoneLastFourDigits: '1234' },
      }),
    );
    expect(errorMessage(error)).toBe(
      'The account number and phone number you entered do not match our records.',
    );
    server.use(http.post(`${BASE}/v3/quick-pay/verify/account/phone`, answer(500)));
    const serverError = await failure(
      api.request(verifyQuickPayAccount, {
        body: { accountNumber: '1234567', phoneLastFourDigits: '1234' },
      }),
    );
    expect(errorMessage(serverError, 'not this')).toBe(generic);
  });

  it('any other error with a message → that message', () => {
    expect(errorMessage(new Error('The code has expired.'))).toBe('The code has expired.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it.each([
    ['an Error without a message', new Error('')],
    ['a thrown string', 'Service Type is not available'],
    ['an object with a message', { message: 'not an Error' }],
    ['null', null],
    ['undefined', undefined],
  ])("%s → the fallback 'Unknown error!'", (_name, thrown) => {
    expect(errorMessage(thrown)).toBe('Unknown error!');
  });

  it('a caller’s own fallback replaces only the fallback, never an error’s message', () => {
    const fallback = 'The portal could not load the co-op’s settings. Please try again later.';
    expect(errorMessage(undefined, fallback)).toBe(fallback);
    expect(errorMessage(new Error(''), fallback)).toBe(fallback);
    expect(errorMessage(new Error('Unauthorized access.'), fallback)).toBe('Unauthorized access.');
  });
});

describe('doc 1 §8 and doc 3 §8 in Spanish (US): the client’s own wording is translated, the server’s stays as given (messageKey, errorMessageIn)', () => {
  const verify = (client = api) =>
    client.request(verifyQuickPayAccount, {
      body: { accountNumber: '1234567', phoneLastFourDigits: '1234' },
    });
  const on = (resolver: () => Response | Promise<Response>) =>
    server.use(http.post(`${BASE}/v3/quick-pay/verify/account/phone`, resolver));

  it('no answer in time → the time-out message, in Spanish', async () => {
    on(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const error = await failure(verify(createApiClient({ ...api.config, requestTimeoutMs: 80 })));
    expect(error.messageKey).toBe('timeout');
    expect(error.message).toBe(apiMessages.timeout);
    expect(errorMessageIn(apiMessagesEs, error)).toBe(
      'El servidor tardó demasiado en responder. Revise su conexión e intente de nuevo.',
    );
  });

  it('no connection → the network message, in Spanish', async () => {
    on(() => HttpResponse.error());
    const error = await failure(verify());
    expect(error.messageKey).toBe('network');
    expect(errorMessageIn(apiMessagesEs, error)).toBe(
      'No pudimos comunicarnos con el servidor. Revise su conexión e intente de nuevo.',
    );
  });

  it('an answer outside the contract → the unreadable-answer message, in Spanish', async () => {
    on(() => HttpResponse.json({ unexpected: true }));
    const error = await failure(verify());
    expect(error.kind).toBe('invalid-response');
    expect(error.messageKey).toBe('invalidResponse');
    expect(errorMessageIn(apiMessagesEs, error)).toBe(apiMessagesEs.invalidResponse);
  });

  it.each([
    [401, { message: 'Token expired' }, 'unauthorized', 'Acceso no autorizado.'],
    [
      500,
      { message: 'NullReferenceException' },
      'serverError',
      'No podemos procesar su solicitud en este momento. Intente de nuevo más tarde.',
    ],
  ] as const)('status %i → the client’s own text, in Spanish', async (status, body, key, text) => {
    on(answer(status, body));
    const error = await failure(verify());
    expect(error.messageKey).toBe(key);
    expect(errorMessageIn(apiMessagesEs, error)).toBe(text);
  });

  it.each([
    [
      'a 400’s first returned message',
      answer(400, ['The account number and phone number you entered do not match our records.']),
      'The account number and phone number you entered do not match our records.',
    ],
    [
      'the body’s message',
      answer(403, { message: 'Quick Pay is closed for this account.' }),
      'Quick Pay is closed for this account.',
    ],
    ['the status and its status text', answer(502, undefined, 'Bad Gateway'), '502 Bad Gateway'],
  ])('%s is the server’s: no key, and exactly as given in Spanish', async (_, resolver, text) => {
    on(resolver);
    const error = await failure(verify());
    expect(error.messageKey).toBeUndefined();
    expect(error.messageDetail).toBeUndefined();
    expect(errorMessageIn(apiMessagesEs, error)).toBe(text);
  });

  it('a fixed text of a single call, in Spanish; an average-billing 400 keeps the server’s', async () => {
    server.use(http.get(`${BASE}/v3/delinquents/pdf`, answer(404)));
    const pdf = await failure(
      api.request(getDelinquentPdf, { query: { delinquentViewUrl: 'x', ticks: 1 } }),
    );
    expect(pdf.messageKey).toBe('delinquentFileNotFound');
    expect(errorMessageIn(apiMessagesEs, pdf)).toBe(
      'No se encontró el archivo del aviso de morosidad.',
    );

    server.use(
      http.put(
        `${BASE}/v3/account/1000001/levelized`,
        answer(400, ['The account has a past-due balance and cannot join Average Billing.']),
      ),
    );
    const refused = await failure(
      api.request(updateLevelizedAccount, {
        params: { accountNumber: '1000001' },
        body: {
          action: 'Add',
          billingType: 'Average',
          accountNumber: '1000001',
          estimatedBill: 120,
          settlementMonth: 6,
        },
      }),
    );
    expect(refused.messageKey).toBeUndefined();
    expect(errorMessageIn(apiMessagesEs, refused)).toBe(
      'The account has a past-due balance and cannot join Average Billing.',
    );
  });

  it('doc 2 §8 linked accounts: the prefix in Spanish, then the server’s text as given or the client’s own in Spanish', async () => {
    const linked = () => api.request(getLinkedAccounts, { params: { accountNumber: '1000001' } });
    const on = (resolver: () => Response) =>
      server.use(http.get(`${BASE}/v3/account/1000001/linked-accounts`, resolver));

    on(answer(400, ['No links.']));
    const refused = await failure(linked());
    expect(refused.messageKey).toBe('linkedAccountsFailed');
    expect(refused.messageDetail).toEqual({ text: 'No links.' });
    expect(errorMessageIn(apiMessagesEs, refused)).toBe(
      'No se pudieron cargar las cuentas vinculadas: No links.',
    );

    on(answer(500));
    const failed = await failure(linked());
    expect(failed.message).toBe(`Failed to load linked accounts: ${generic}`);
    expect(failed.messageDetail).toEqual({ key: 'serverError' });
    expect(errorMessageIn(apiMessagesEs, failed)).toBe(
      'No se pudieron cargar las cuentas vinculadas: No podemos procesar su solicitud en este momento. Intente de nuevo más tarde.',
    );
  });

  it('a portal-config.json that cannot be read → the configuration message, in Spanish', async () => {
    const error = await loadPortalConfig('/portal-config.json', {
      fetch: () => Promise.resolve(new Response('<html>', { status: 404 })),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).messageKey).toBe('configUnavailable');
    expect(errorMessageIn(apiMessagesEs, error)).toBe(apiMessagesEs.configUnavailable);
  });

  it('anything else keeps its own message; without one, the fallback: the caller’s, else the catalogue’s', () => {
    expect(errorMessageIn(apiMessagesEs, new Error('El código ha vencido.'))).toBe(
      'El código ha vencido.',
    );
    expect(errorMessageIn(apiMessagesEs, null)).toBe('¡Error desconocido!');
    expect(errorMessageIn(apiMessagesEs, new Error(''), 'No se pudo guardar.')).toBe(
      'No se pudo guardar.',
    );
  });

  it('in the English catalogue the text is byte for byte the error’s own message', async () => {
    for (const resolver of [
      answer(401, { message: 'x' }),
      answer(500),
      answer(400, ['A server message.']),
      () => HttpResponse.error(),
    ]) {
      on(resolver);
      const error = await failure(verify());
      expect(errorMessageIn(apiMessages, error)).toBe(error.message);
      expect(errorMessage(error)).toBe(error.message);
    }
  });

  it('a co-op’s own English wording still records which message it is', async () => {
    server.use(http.get(`${BASE}/v3/delinquents/pdf`, answer(404)));
    const reworded = createApiClient({
      ...api.config,
      messages: { delinquentFileNotFound: 'We could not find that notice.' },
    });
    const error = await failure(
      reworded.request(getDelinquentPdf, { query: { delinquentViewUrl: 'x', ticks: 1 } }),
    );
    expect(error.message).toBe('We could not find that notice.');
    expect(error.messageKey).toBe('delinquentFileNotFound');
  });

  it('failureMessage names the key of the client’s own message, none for the server’s', () => {
    expect(failureMessage({ kind: 'standard' }, { kind: 'timeout' })).toEqual({
      message: apiMessages.timeout,
      messageKey: 'timeout',
    });
    expect(
      failureMessage({ kind: 'standard' }, { kind: 'http', status: 400, body: ['Nope.'] }),
    ).toEqual({ message: 'Nope.' });
    expect(
      failureMessage({ kind: 'usageAnalytics' }, { kind: 'http', status: 500 }, apiMessagesEs),
    ).toEqual({ message: apiMessagesEs.serverError, messageKey: 'serverError' });
  });
});

describe('429 Too Many Requests: the wait a refused call asks for (Retry-After)', () => {
  const application = {
    accountType: 'RES',
    businessName: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '7855550142',
    email: 'ada@example.com',
    serviceAddress: { address1: '1 Main', address2: '', city: 'Topeka', state: 'KS', zip: '66603' },
    mailingAddress: null,
    requestedStartDate: '2026-03-20',
    comments: '',
    agreedToTerms: true as const,
  };
  const path = `${BASE}/v2/applicationforservice/application`;
  const submit = () =>
    api.request(submitServiceApplication, {
      body: application,
      headers: { 'Idempotency-Key': 'key-1' },
    });

  it('keeps the Retry-After seconds of a 429 on the error', async () => {
    server.use(
      http.post(path, () =>
        HttpResponse.json(
          { message: 'Too many requests' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const error = await failure(submit());
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(600);
  });

  it('has no wait when the answer gives none', async () => {
    server.use(http.post(path, answer(429, { message: 'Too many requests' })));
    expect((await failure(submit())).retryAfterSeconds).toBeUndefined();
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Tue, 10 Mar 2026 12:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('Tue, 10 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
