import { getSiteSettings } from '@coop-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@coop-portal/api-client';
import { createDemoServer } from '../node';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('issue 4 demo co-op: answers parse with the contract’s response schemas', () => {
  it.each(['https://api.prairierivers.example', 'http://localhost:4010/api/'])(
    'site settings under %s',
    async (apiBaseUrl) => {
      const api = createApiClient({ apiBaseUrl, applicationId: 'web', requestTimeoutMs: 5_000 });
      const settings = await api.request(getSiteSettings);
      expect(getSiteSettings.response.safeParse(settings).success).toBe(true);
      expect(settings.coopName).toBe('Prairie Rivers Electric & Water Cooperative');
      expect(settings.features.every((feature) => feature.enable)).toBe(true);
    },
  );
});
