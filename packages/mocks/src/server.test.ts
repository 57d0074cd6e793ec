import { createApiClient, endpoints } from '@coop-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApiServer } from './server';

let url = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const started = await startMockApiServer({ port: 0, host: '127.0.0.1' });
  url = started.url;
  close = started.close;
});
afterAll(() => close());

describe('Node mock API server: the demo co-op over real HTTP with CORS', () => {
  it('answers a cross-origin preflight for the ApplicationId and Authorization headers', async () => {
    const response = await fetch(`${url}/api/v3/quick-pay/verify/account/phone`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://coop-website.example:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'applicationid, authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(
      'http://coop-website.example:8080',
    );
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    const allowed = response.headers.get('Access-Control-Allow-Headers')?.toLowerCase() ?? '';
    expect(allowed).toContain('applicationid');
    expect(allowed).toContain('authorization');
    // An outage report's key (never recorded twice) may come from another origin too.
    expect(allowed).toContain('idempotency-key');
  });

  it('serves the contract under any path prefix, with CORS on the answer', async () => {
    const response = await fetch(`${url}/api/v3/site/settings`, {
      headers: { Origin: 'http://coop-website.example:8080', ApplicationId: 'web' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(
      'http://coop-website.example:8080',
    );
    const api = createApiClient({ apiBaseUrl: url, applicationId: 'web', requestTimeoutMs: 5_000 });
    const verified = await api.request(endpoints.verifyQuickPayAccount, {
      body: { accountNumber: '1000001', phoneLastFourDigits: '1111' },
    });
    expect(verified.account.accountHolderName).toBe('Jordan Rivers');
  });

  it('serves the fake provider page for a posted hosted-payment form', async () => {
    const response = await fetch(`${url}/demo-provider/hosted-payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ClientReferenceId: 'TX1', UtilityName: 'Prairie Rivers' }),
    });
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('UtilityName');
    expect(html).toContain('Cancel');
  });

  it('answers 404 for a path outside the contract', async () => {
    const response = await fetch(`${url}/v9/nothing`);
    expect(response.status).toBe(404);
  });
});
