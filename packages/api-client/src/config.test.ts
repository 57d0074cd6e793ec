import { describe, expect, it } from 'vitest';
import { ConfigError, loadPortalConfig } from './config';

function fetchAnswering(body: unknown, status = 200): typeof fetch {
  return async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
}

describe('DESIGN runtime configuration: portal-config.json', () => {
  it('reads the API base URL, application id, time-out and demo mode', async () => {
    const config = await loadPortalConfig('/portal-config.json', {
      fetch: fetchAnswering({
        apiBaseUrl: '/api',
        applicationId: 'web',
        requestTimeoutMs: 15000,
        demoMode: true,
      }),
    });
    expect(config).toEqual({
      apiBaseUrl: '/api',
      applicationId: 'web',
      requestTimeoutMs: 15000,
      demoMode: true,
    });
  });

  it('defaults the time-out and demo mode', async () => {
    const config = await loadPortalConfig('/portal-config.json', {
      fetch: fetchAnswering({ apiBaseUrl: 'https://api.example.coop', applicationId: 'web' }),
    });
    expect(config.requestTimeoutMs).toBe(30000);
    expect(config.demoMode).toBe(false);
  });

  it.each([
    ['a missing file', fetchAnswering('not found', 404)],
    ['a file that is not JSON', fetchAnswering('<html>')],
    ['a file without an API base URL', fetchAnswering({ applicationId: 'web' })],
    [
      'a negative time-out',
      fetchAnswering({ apiBaseUrl: '/api', applicationId: 'web', requestTimeoutMs: -1 }),
    ],
  ])('%s ends in a clear error', async (_, fetchImpl) => {
    const error = await loadPortalConfig('/portal-config.json', { fetch: fetchImpl }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      'The portal could not load its configuration (portal-config.json). Please try again later.',
    );
    expect((error as ConfigError).details).not.toBe('');
  });

  // zod/mini loads no locale of its own (this file imports no classic zod that would set one).
  it('names each problem in English for the co-op’s web team', async () => {
    const error = await loadPortalConfig('/portal-config.json', {
      fetch: fetchAnswering({ applicationId: 'web', requestTimeoutMs: -1 }),
    }).catch((e: unknown) => e);
    expect((error as ConfigError).details).toBe(
      [
        '✖ Invalid input: expected string, received undefined',
        '  → at apiBaseUrl',
        '✖ Too small: expected number to be >0',
        '  → at requestTimeoutMs',
      ].join('\n'),
    );
  });
});
