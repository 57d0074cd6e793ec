import {
  ApiError,
  ConfigError,
  getImageSettings,
  getMemberAccounts,
  getServiceAccountTypes,
  getSiteSettings,
  login,
} from '@coop-portal/api-client';
import { setDemoOverrides } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { navigation } from '@coop-portal/validation';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalDeps } from '../app/deps';
import { boot } from './boot';
import {
  EARLY_ANSWER_MS,
  isLoginPath,
  loginImagesRequest,
  memberAccountsRequest,
  offersServiceApplication,
  ROUTE_CODE_SELECTOR,
  routeOf,
  serviceAccountTypesRequest,
  startEarly,
  startupRequests,
  type EarlyRequest,
} from './earlyStart';
import { loadStartup, StartupLoadError } from './startup';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setDemoOverrides({});
  localStorage.clear();
});
afterAll(() => server.close());

const config = {
  apiBaseUrl: 'http://localhost:3000/api',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
  demoMode: false,
};

/** The configuration file beside index.html answers `body`. */
function serveConfig(body: Record<string, unknown> = config) {
  server.use(
    http.get('*/portal-config.json', () =>
      HttpResponse.json(body as Record<string, string | number | boolean>),
    ),
  );
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A request as the recording fetch writes it down: method, address, headers (lower case), body. */
function asSent({ url, init }: EarlyRequest): Sent {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    url,
    headers,
    body: typeof init.body === 'string' ? init.body : '',
  };
}

/** A fetch that records what it is asked, then asks the network (the demo server). */
function recordingFetch() {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push(asSent({ url: String(input), init }));
    return globalThis.fetch(input, init);
  });
  return { fetch, sent };
}

/** Signs member.demo in as the portal does (the session in local storage); their member number. */
async function signInMemberDemo(): Promise<string> {
  const { session, apiClient } = createPortalDeps(config);
  session.signIn(
    await apiClient.request(login, { body: { userName: 'member.demo', password: 'Demo#2026' } }),
  );
  const memberNumber = session.getCurrentUser()?.memberNumber;
  if (!memberNumber) throw new Error('member.demo did not sign in');
  return memberNumber;
}

/** Lets the early script's promise chain run (the configuration read, then the reads). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('doc 1 §3 and §7: the start-up reads start before the portal’s code has loaded', () => {
  it('the reads sent early are exactly the ones the API client sends for the start-up', async () => {
    const client = recordingFetch();
    await loadStartup(createPortalDeps(config, { fetch: client.fetch }));

    const early = startupRequests(config).map(asSent);
    const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url);
    expect(early.sort(byUrl)).toEqual(client.sent.sort(byUrl));
  });

  it('the configuration and the four reads go out once, and the portal starts on those answers', async () => {
    serveConfig();
    const network = recordingFetch();
    const early = startEarly('/', { fetch: network.fetch });
    await settle();
    // Sent before the portal's code asks for anything.
    expect(network.sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET http://localhost:3000/portal-config.json',
      'GET http://localhost:3000/api/v3/site/settings?applicationId=web',
      'GET http://localhost:3000/api/v3/site/configuration?applicationId=web',
      'POST http://localhost:3000/api/v3/configuration/settings',
      'GET http://localhost:3000/api/v3/site/maintenance?applicationId=web',
    ]);

    const booted = await boot('/', early.fetch);
    expect(booted).toMatchObject({ apiBaseUrl: config.apiBaseUrl, demoMode: false });
    const startup = await loadStartup(
      createPortalDeps(booted, { fetch: early.fetch, ready: early.demoBackend(booted) }),
    );
    expect(startup.settings.coopName).toBe('Prairie Rivers Electric & Water Cooperative');
    expect(startup.maintenance).toBe(false);
    expect(network.fetch).toHaveBeenCalledTimes(5);

    // An answer is given once: a later read goes to the network.
    await early.fetch('http://localhost:3000/api/v3/site/maintenance?applicationId=web', {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    expect(network.fetch).toHaveBeenCalledTimes(6);
  });

  it('doc 1 §7: a signed-in member’s accounts are read early, exactly as the API client reads them', async () => {
    const memberNumber = await signInMemberDemo();
    const client = recordingFetch();
    await createPortalDeps(config, { fetch: client.fetch }).apiClient.request(getMemberAccounts, {
      params: { memberNumber },
    });
    const early = memberAccountsRequest(config, localStorage);
    expect(early && asSent(early)).toEqual(client.sent[0]);
  });

  it('no member read early for a visitor not signed in, or a session whose time is over', async () => {
    expect(memberAccountsRequest(config, localStorage)).toBeNull();
    await signInMemberDemo();
    expect(memberAccountsRequest(config, localStorage)).not.toBeNull();
    const stored = JSON.parse(localStorage.getItem('coop-portal:current-user') ?? '{}') as {
      user: Record<string, unknown>;
      expiresAt: number | null;
    };
    localStorage.setItem(
      'coop-portal:current-user',
      JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }),
    );
    expect(memberAccountsRequest(config, localStorage)).toBeNull();
    localStorage.setItem(
      'coop-portal:current-user',
      JSON.stringify({ user: { ...stored.user, accessToken: null }, expiresAt: null }),
    );
    expect(memberAccountsRequest(config, localStorage)).toBeNull();
    localStorage.setItem('coop-portal:current-user', '{not json');
    expect(memberAccountsRequest(config, localStorage)).toBeNull();
  });

  it('a signed-in member’s page starts on the accounts read early', async () => {
    serveConfig();
    const memberNumber = await signInMemberDemo();
    const network = recordingFetch();
    const early = startEarly('/', { fetch: network.fetch });
    await settle();
    expect(network.sent.map(({ url }) => url)).toContain(
      `http://localhost:3000/api/v3/member/${memberNumber}/accounts`,
    );
    const booted = await boot('/', early.fetch);
    const { apiClient } = createPortalDeps(booted, { fetch: early.fetch });
    const accounts = await apiClient.request(getMemberAccounts, { params: { memberNumber } });
    expect(accounts.length).toBeGreaterThan(1);
    expect(network.fetch).toHaveBeenCalledTimes(6);
  });

  it('doc 1 §2.7: the sign-in page’s image settings are read early, exactly as the API client reads them', async () => {
    const client = recordingFetch();
    await createPortalDeps(config, { fetch: client.fetch }).apiClient.request(getImageSettings, {
      params: { module: 'login' },
    });
    expect(asSent(loginImagesRequest(config))).toEqual(client.sent[0]);
  });

  it('doc 1 §2.7: opened on the sign-in page, its images are asked for as soon as the settings name them', async () => {
    serveConfig();
    const network = recordingFetch();
    const early = startEarly('/', { fetch: network.fetch, path: '/login' });
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="preload"][as="image"]').length).toBe(2),
    );
    const hinted = [...document.head.querySelectorAll<HTMLLinkElement>('link[as="image"]')];
    const booted = await boot('/', early.fetch);
    const { apiClient } = createPortalDeps(booted, { fetch: early.fetch });
    const settings = await apiClient.request(getImageSettings, { params: { module: 'login' } });
    expect(hinted.map((link) => link.getAttribute('href'))).toEqual(
      settings.map((setting) => setting.imageLink),
    );
    expect(hinted.every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
    // The portal's own read took the answer sent early.
    expect(
      network.sent.filter(({ url }) => url.endsWith('/v3/site/images/login?applicationId=web')),
    ).toHaveLength(1);
    for (const link of hinted) link.remove();
  });

  it('the image settings are read early only where the router opens the sign-in page', async () => {
    for (const path of ['/login', '/login/', '/LOGIN', '/pages/login', '/Pages/Login/']) {
      expect(isLoginPath(path), path).toBe(true);
    }
    for (const path of ['/', '/home', '/logins', '/login/extra', '/pages/logins', '/register']) {
      expect(isLoginPath(path), path).toBe(false);
    }
    serveConfig();
    const network = recordingFetch();
    startEarly('/', { fetch: network.fetch, path: '/home' });
    await settle();
    await settle();
    expect(network.sent.map(({ url }) => url)).not.toContain(
      'http://localhost:3000/api/v3/site/images/login?applicationId=web',
    );
  });

  it('doc 1 §2.3: opened on home, the service-application tile’s account types are read early, exactly as the API client reads them, and the page takes that answer', async () => {
    const client = recordingFetch();
    const { apiClient } = createPortalDeps(config, { fetch: client.fetch });
    await apiClient.request(getServiceAccountTypes);
    expect(asSent(serviceAccountTypesRequest(config))).toEqual(client.sent[0]);

    serveConfig();
    const network = recordingFetch();
    const early = startEarly('/', { fetch: network.fetch, path: '/home' });
    const typesUrl = serviceAccountTypesRequest(config).url;
    await vi.waitFor(() => expect(network.sent.map(({ url }) => url)).toContain(typesUrl));
    const booted = await boot('/', early.fetch);
    const deps = createPortalDeps(booted, { fetch: early.fetch });
    const types = await deps.apiClient.request(getServiceAccountTypes);
    expect(types.length).toBeGreaterThan(0);
    expect(network.sent.filter(({ url }) => url === typesUrl)).toHaveLength(1);
  });

  it('doc 1 §2.3: no account types are read early where the settings turn the service application off, or away from home', async () => {
    setDemoOverrides({ features: { ApplicationForService: false } });
    serveConfig();
    const network = recordingFetch();
    const early = startEarly('/', { fetch: network.fetch, path: '/' });
    const booted = await boot('/', early.fetch);
    await loadStartup(createPortalDeps(booted, { fetch: early.fetch }));
    await settle();
    const typesUrl = serviceAccountTypesRequest(config).url;
    expect(network.sent.map(({ url }) => url)).not.toContain(typesUrl);
    // Asked for all the same, the read goes to the network.
    await createPortalDeps(booted, { fetch: early.fetch }).apiClient.request(
      getServiceAccountTypes,
    );
    expect(network.sent.filter(({ url }) => url === typesUrl)).toHaveLength(1);

    setDemoOverrides({});
    const elsewhere = recordingFetch();
    const other = startEarly('/', { fetch: elsewhere.fetch, path: '/quick-pay' });
    await loadStartup(createPortalDeps(await boot('/', other.fetch), { fetch: other.fetch }));
    await settle();
    expect(elsewhere.sent.map(({ url }) => url)).not.toContain(typesUrl);
  });

  it('doc 1 §2.3: the early script reads the ApplicationForService feature as the home page does', async () => {
    const settingsAnswer = () => fetch(startupRequests(config)[0]!.url);
    const settingsOf = async () => createPortalDeps(config).apiClient.request(getSiteSettings);
    const cases: Record<string, boolean>[] = [
      {},
      { ApplicationForService: false },
      { ApplicationForService: true },
    ];
    for (const features of cases) {
      setDemoOverrides({ features });
      const { features: parsed } = await settingsOf();
      expect(await offersServiceApplication(settingsAnswer()), JSON.stringify(features)).toBe(
        navigation.isFeatureOn(parsed, 'ApplicationForService'),
      );
    }
    expect(
      await offersServiceApplication(Promise.resolve(new Response('{not json', { status: 200 }))),
    ).toBe(false);
    expect(await offersServiceApplication(Promise.reject(new Error('offline')))).toBe(false);
    expect(
      await offersServiceApplication(
        Promise.resolve(
          Response.json(
            { features: [{ name: 'ApplicationForService', enable: true }] },
            { status: 500 },
          ),
        ),
      ),
    ).toBe(false);
  });

  it('doc 2 §2.6: opened on the outage page, a signed-in member’s browser is asked for its code and the member frame’s at once', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.dataset['coopRouteCode'] = '';
    list.textContent = JSON.stringify({
      'outage-status': ['/assets/outage-reads.js'],
      login: ['/assets/sign-in.js'],
      '*': ['/assets/account-switcher.js'],
    });
    document.head.append(list);
    expect(document.querySelector(ROUTE_CODE_SELECTOR)).toBe(list);
    const hints = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    try {
      for (const path of ['/outage-status', '/Pages/Outage-Status/']) {
        expect(routeOf(path), path).toBe('outage-status');
      }
      serveConfig();
      // A guest is sent to sign in: nothing is asked for.
      startEarly('/', { fetch: recordingFetch().fetch, path: '/outage-status' });
      await settle();
      await settle();
      expect(hints()).toEqual([]);

      await signInMemberDemo();
      // Another route: the member frame's code alone.
      startEarly('/', { fetch: recordingFetch().fetch, path: '/usage-tracker' });
      await vi.waitFor(() => expect(hints()).toEqual(['/assets/account-switcher.js']));
      for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();

      startEarly('/', { fetch: recordingFetch().fetch, path: '/pages/outage-status' });
      await vi.waitFor(() =>
        expect(hints()).toEqual(['/assets/account-switcher.js', '/assets/outage-reads.js']),
      );
      const hint = document.head.querySelector('link[rel="modulepreload"]');
      expect(hint?.getAttribute('crossorigin')).toBe('');
      for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();

      // In demo mode too (the demo backend answers the reads; the code is the same): the switcher
      // strip in before the page, not pushing it down as it comes in.
      serveConfig({ ...config, demoMode: true });
      startEarly('/', {
        fetch: recordingFetch().fetch,
        path: '/service-requests',
        startDemo: () => Promise.resolve(),
      });
      await vi.waitFor(() => expect(hints()).toEqual(['/assets/account-switcher.js']));
      for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
      serveConfig();

      // A list that is not one: nothing.
      list.textContent = '{not json';
      startEarly('/', { fetch: recordingFetch().fetch, path: '/outage-status' });
      await settle();
      await settle();
      expect(hints()).toEqual([]);
    } finally {
      list.remove();
      for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    }
  });

  it('doc 1 §2.7: opened on the sign-in page, a guest’s browser is asked for that page’s code at once, not the member frame’s', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.dataset['coopRouteCode'] = '';
    list.textContent = JSON.stringify({
      login: ['/assets/sign-in.js'],
      '*': ['/assets/account-switcher.js'],
    });
    document.head.append(list);
    const hints = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    try {
      serveConfig();
      startEarly('/', { fetch: recordingFetch().fetch, path: '/home' });
      await settle();
      await settle();
      expect(hints()).toEqual([]);

      startEarly('/', { fetch: recordingFetch().fetch, path: '/Login/' });
      await vi.waitFor(() => expect(hints()).toEqual(['/assets/sign-in.js']));
    } finally {
      list.remove();
      for (const link of document.head.querySelectorAll('link[rel]')) {
        if (['modulepreload', 'preload'].includes(link.getAttribute('rel') ?? '')) link.remove();
      }
    }
  });

  it('an answer sent early is not used when the portal first asks for it later than 30 s on', async () => {
    serveConfig();
    const network = recordingFetch();
    const now = vi.spyOn(Date, 'now');
    const start = Date.now();
    now.mockReturnValue(start);
    const early = startEarly('/', { fetch: network.fetch });
    const booted = await boot('/', early.fetch);
    now.mockReturnValue(start + EARLY_ANSWER_MS + 1);
    await loadStartup(createPortalDeps(booted, { fetch: early.fetch }));
    // The configuration and the four reads early, then the four reads again.
    expect(network.fetch).toHaveBeenCalledTimes(9);
  });

  it('a read that failed early is sent again when the portal asks for it', async () => {
    serveConfig();
    let failures = 0;
    server.use(
      http.get('*/v3/site/settings', () => {
        if (failures > 0) return undefined;
        failures += 1;
        return HttpResponse.error();
      }),
    );
    const network = recordingFetch();
    const early = startEarly('/', { fetch: network.fetch });
    const booted = await boot('/', early.fetch);
    const startup = await loadStartup(createPortalDeps(booted, { fetch: early.fetch }));
    expect(startup.settings.coopName).toBe('Prairie Rivers Electric & Water Cooperative');
    expect(
      network.sent
        .filter(({ url }) => url.endsWith('/v3/site/settings?applicationId=web'))
        .map(({ url }) => url),
    ).toHaveLength(2);
  });

  it('an early read still ends at the API client’s time-out', async () => {
    serveConfig({ ...config, requestTimeoutMs: 200 });
    server.use(
      http.get('*/v3/site/maintenance', async () => {
        await delay('infinite');
        return HttpResponse.json(false);
      }),
    );
    const early = startEarly('/');
    const booted = await boot('/', early.fetch);
    const failure = await loadStartup(createPortalDeps(booted, { fetch: early.fetch })).then(
      () => new Error('expected the start-up to fail'),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StartupLoadError);
    const reason = (failure as StartupLoadError).reason;
    expect(reason).toBeInstanceOf(ApiError);
    expect((reason as ApiError).kind).toBe('timeout');
  });

  it('demo mode: the demo backend starts as soon as the configuration says so, once', async () => {
    serveConfig({ ...config, demoMode: true });
    const network = recordingFetch();
    const ready = Promise.resolve();
    const startDemo = vi.fn(() => ready);
    const early = startEarly('/', { fetch: network.fetch, startDemo });
    await settle();
    expect(startDemo).toHaveBeenCalledExactlyOnceWith('/');
    // The demo backend answers the reads: none goes out early.
    expect(network.fetch).toHaveBeenCalledOnce();

    const booted = await boot('/', early.fetch);
    expect(early.demoBackend(booted)).toBe(ready);
    expect(startDemo).toHaveBeenCalledOnce();
    expect(early.demoBackend({ demoMode: false })).toBeUndefined();
  });

  it('the portal’s code may run once the start-up reads are on their way, not before', async () => {
    serveConfig();
    const network = recordingFetch();
    const early = startEarly('/', { fetch: network.fetch });
    let started = false;
    void early.started.then(() => {
      started = true;
    });
    expect(started).toBe(false);
    await early.started;
    expect(network.sent.map(({ url }) => url.replace('http://localhost:3000', ''))).toEqual([
      '/portal-config.json',
      '/api/v3/site/settings?applicationId=web',
      '/api/v3/site/configuration?applicationId=web',
      '/api/v3/configuration/settings',
      '/api/v3/site/maintenance?applicationId=web',
    ]);
  });

  it('a configuration that cannot be read still lets the portal’s code run, to say why', async () => {
    server.use(http.get('*/portal-config.json', () => HttpResponse.text('not json')));
    const early = startEarly('/', { fetch: recordingFetch().fetch });
    await expect(early.started).resolves.toBeUndefined();
  });

  it('a configuration that cannot be read starts nothing, and the portal says why', async () => {
    server.use(http.get('*/portal-config.json', () => new HttpResponse(null, { status: 404 })));
    const network = recordingFetch();
    const startDemo = vi.fn(() => Promise.resolve());
    const early = startEarly('/', { fetch: network.fetch, startDemo });
    const failure = await boot('/', early.fetch).then(
      () => new Error('expected the start-up to fail'),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).message).toBe(
      'The portal could not load its configuration (portal-config.json). Please try again later.',
    );
    expect(network.fetch).toHaveBeenCalledOnce();
    expect(startDemo).not.toHaveBeenCalled();
  });
});
