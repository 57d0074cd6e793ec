import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('DESIGN runtime configuration: the co-op’s own wording (`messages`)', () => {
  afterEach(() => vi.restoreAllMocks());

  const site = { apiBaseUrl: '/api', applicationId: 'web' };

  it('reads the wording by language, catalogue and message, groups included', async () => {
    const messages = {
      'en-US': {
        quickPay: { title: 'Pay your bill' },
        'portal.pages': { home: { welcome: 'Hi' } },
      },
      'es-US': { quickPay: { title: 'Pague su factura' } },
    };
    const config = await loadPortalConfig('/portal-config.json', {
      fetch: fetchAnswering({ ...site, messages }),
    });
    expect(config.messages).toEqual(messages);
  });

  it('leaves out an entry of the wrong type with a warning, and keeps the rest and the file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await loadPortalConfig('/portal-config.json', {
      fetch: fetchAnswering({
        ...site,
        messages: {
          'en-US': { quickPay: { title: 'Pay your bill', closeLabel: 3, steps: null } },
          'es-US': { quickPay: 'Pague', outageReport: { heading: 'Apagón' } },
          fr: 'Payez',
        },
      }),
    });
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.messages).toEqual({
      'en-US': { quickPay: { title: 'Pay your bill' } },
      'es-US': { outageReport: { heading: 'Apagón' } },
    });
    expect(warn.mock.calls).toEqual([
      [
        'Message override ignored, messages["en-US"]["quickPay"]["closeLabel"]: expected a string or an object of messages.',
      ],
      [
        'Message override ignored, messages["en-US"]["quickPay"]["steps"]: expected a string or an object of messages.',
      ],
      ['Message override ignored, messages["es-US"]["quickPay"]: expected an object of messages.'],
      ['Message override ignored, messages["fr"]: expected an object of catalogues.'],
    ]);
  });

  it('messages that are not an object are ignored with a warning; the portal still starts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await loadPortalConfig('/portal-config.json', {
      fetch: fetchAnswering({ ...site, messages: ['Pay your bill'] }),
    });
    expect(config.messages).toBeUndefined();
    expect(config.applicationId).toBe('web');
    expect(warn).toHaveBeenCalledWith(
      'Message override ignored, messages: expected an object of languages.',
    );
  });
});
