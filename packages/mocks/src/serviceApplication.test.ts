import { ApiError, createApiClient, endpoints } from '@coop-portal/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoServer } from './node';
import { setDemoOverrides } from './overrides';
import { demoStore, resetDemoStore } from './store';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDemoStore());
afterEach(() => setDemoOverrides());
afterAll(() => server.close());

const api = createApiClient({
  apiBaseUrl: 'https://api.prairierivers.example',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
});

const application = (zip: string) => ({
  accountType: 'RES',
  businessName: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '7855550142',
  email: 'ada@example.com',
  serviceAddress: { address1: '12 Old Mill Rd', address2: '', city: 'Riverbend', state: 'KS', zip },
  mailingAddress: null,
  requestedStartDate: '2026-03-20',
  comments: '',
  agreedToTerms: true as const,
});

const submit = (zip: string, key: string) =>
  api.request(endpoints.submitServiceApplication, {
    body: application(zip),
    headers: { 'Idempotency-Key': key },
  });

describe('Application for Service demo answers', () => {
  it('the account types are Residential, Farm, Commercial and Water', async () => {
    expect(
      (await api.request(endpoints.getServiceAccountTypes)).map((type) => type.description),
    ).toEqual(['Residential', 'Farm', 'Commercial', 'Water']);
  });

  it('a service zip in the territory gets an AFS confirmation number, once per key', async () => {
    const first = await submit('66000', 'key-1');
    expect(first.confirmationNumber).toMatch(/^AFS-\d+$/);
    expect(await submit('66000', 'key-1')).toEqual(first);
    expect(demoStore().serviceApplications).toHaveLength(1);
    expect((await submit('67202', 'key-2')).confirmationNumber).not.toBe(first.confirmationNumber);
    expect(demoStore().serviceApplications).toHaveLength(2);
  });

  it('a zip outside the territory answers 400 with a message', async () => {
    const error = await submit('90210', 'key-3').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Zip code 90210 is outside our service territory. Please check the service address or call us to ask about service there.',
    );
    expect(demoStore().serviceApplications).toHaveLength(0);
  });

  it('a 429 override asks to wait 10 minutes', async () => {
    setDemoOverrides({ failures: { submitServiceApplication: 429 } });
    const error = (await submit('66000', 'key-4').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(600);
  });
});
