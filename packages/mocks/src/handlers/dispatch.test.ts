import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dispatchTo } from './dispatch';

const answer = async (handlers: Parameters<typeof getResponse>[0], request: Request) => {
  const response = await getResponse(handlers, request);
  return response ? await response.json() : undefined;
};

describe('the demo backend dispatches each request to the handler of its method and path', () => {
  const handlers = [
    dispatchTo([
      http.get('*/v3/accounts/:accountNumber', ({ params }) =>
        HttpResponse.json({ account: params.accountNumber }),
      ),
      http.post('*/v3/accounts/:accountNumber', () => HttpResponse.json({ posted: true })),
      http.get('*/v3/site/settings', () => undefined),
      http.get('*/v3/site/settings', () => HttpResponse.json({ second: true })),
      http.all('*/demo-provider/pay', ({ request }) => HttpResponse.json({ any: request.method })),
    ]),
  ];

  it('answers with the matching handler, its path parameters included, under any API base', async () => {
    expect(await answer(handlers, new Request('http://localhost/api/v3/accounts/1000001'))).toEqual(
      {
        account: '1000001',
      },
    );
    expect(
      await answer(handlers, new Request('https://api.coop.example/portal/v3/accounts/42?x=1')),
    ).toEqual({ account: '42' });
  });

  it('picks the handler by method', async () => {
    expect(
      await answer(handlers, new Request('http://localhost/api/v3/accounts/7', { method: 'POST' })),
    ).toEqual({ posted: true });
    expect(
      await answer(handlers, new Request('http://localhost/demo-provider/pay', { method: 'PUT' })),
    ).toEqual({ any: 'PUT' });
  });

  it('matches as msw does: a trailing slash and any letter case', async () => {
    expect(await answer(handlers, new Request('http://localhost/API/V3/Accounts/9/'))).toEqual({
      account: '9',
    });
  });

  it('a handler that answers nothing passes the request to the next one', async () => {
    expect(await answer(handlers, new Request('http://localhost/api/v3/site/settings'))).toEqual({
      second: true,
    });
  });

  it('a request no handler matches stays unhandled', async () => {
    expect(await getResponse(handlers, new Request('http://localhost/assets/main.js'))).toBe(
      undefined,
    );
    expect(
      await getResponse(
        handlers,
        new Request('http://localhost/api/v3/accounts/7', { method: 'DELETE' }),
      ),
    ).toBe(undefined);
    expect(
      await getResponse(handlers, new Request('http://localhost/api/v3/accounts/7/bills')),
    ).toBe(undefined);
  });

  it('refuses a handler without a path it can dispatch on', () => {
    expect(() =>
      dispatchTo([
        http.get(
          () => true,
          () => undefined,
        ),
      ]),
    ).toThrow(/needs a path/);
  });
});
