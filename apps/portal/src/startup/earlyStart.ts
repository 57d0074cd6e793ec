import {
  apiUrl,
  configKeys,
  isSessionOver,
  readStoredSession,
  webContentKeys,
} from '@coop-portal/api-client';

/*
 * What the portal starts before its own code has loaded (index.html runs src/startup/early.ts, a
 * script of a few KB, ahead of the portal's code): the runtime configuration, then the start-up
 * reads and a signed-in member's accounts, or the demo backend (early.ts also starts loading the
 * page opened). On a phone this takes them off the start-up chain (index.html → the
 * portal's code → portal-config.json → start-up reads → page), as they download while the code
 * does. Nothing here decides anything: the API client reads the same answers as it would have
 * fetched itself, checks them against the contract and reports failures in its usual words. This
 * file imports nothing else from the portal (the build keeps it out of the portal's own chunks;
 * see vite.config.ts and the size check of the first script).
 */

/** The configuration and web content keys the portal reads, asked for once at start-up. */
export const startupKeyLists = {
  configKeys: Object.values(configKeys),
  clientKeys: [] as string[],
  webContentKeys: Object.values(webContentKeys),
};

/** A request as `fetch` takes it. */
export interface EarlyRequest {
  url: string;
  init: RequestInit;
}

/**
 * The start-up reads (doc 1 §3, §7: site settings, site configuration and configuration keys;
 * doc 3 §4 maintenance) exactly as the API client sends them for the portal's start-up queries
 * (earlyStart.test.ts checks that they stay the same).
 */
export function startupRequests(config: {
  apiBaseUrl: string;
  applicationId: string;
}): EarlyRequest[] {
  const url = (path: string) => apiUrl(config.apiBaseUrl, path).href;
  const read = (path: string) => guestRead(config, path);
  return [
    read('/v3/site/settings'),
    read('/v3/site/configuration'),
    {
      url: url('/v3/configuration/settings'),
      init: {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          ApplicationId: config.applicationId,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(startupKeyLists),
      },
    },
    read('/v3/site/maintenance'),
  ];
}

/**
 * A guest's read (GET, `auth: 'none'`) as the API client sends it: the application id in its query,
 * no header for a browser to ask a cross-origin API about first (no CORS preflight).
 */
function guestRead(
  config: { apiBaseUrl: string; applicationId: string },
  path: string,
): EarlyRequest {
  const target = apiUrl(config.apiBaseUrl, path);
  target.searchParams.set('applicationId', config.applicationId);
  return { url: target.href, init: { method: 'GET', headers: { Accept: 'application/json' } } };
}

/** Adds a `<link>` with these attributes to the document's head (a hint to the browser). */
function addLink(doc: Document, attributes: Record<string, string>) {
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  doc.head.append(link);
}

/** The JSON of a successful answer, or null. */
const jsonOf = (answer: Promise<Response>): Promise<unknown> =>
  answer.then((response) => (response.ok ? response.clone().json() : null));

/**
 * The member signed in on this device, as the API client's session keeps them in `storage`
 * (`readStoredSession`): their member number and token, or null when none is (none, no token, or
 * the session's time is over).
 */
export function storedMember(
  storage: Pick<Storage, 'getItem'> | undefined,
  now: number = Date.now(),
): { memberNumber: string; accessToken: string } | null {
  let stored;
  try {
    stored = storage ? readStoredSession(storage) : null;
  } catch {
    // Storage refused (a browser's privacy settings) or not the session's JSON: nothing early.
    return null;
  }
  if (!stored || !stored.user || typeof stored.user !== 'object') return null;
  const { accessToken, memberNumber } = stored.user as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof memberNumber !== 'string' || memberNumber === '') return null;
  return isSessionOver(stored.expiresAt, now) ? null : { memberNumber, accessToken };
}

/**
 * The signed-in member's accounts (doc 1 §7: read after sign-in; every member page and the account
 * switcher start from them), as the API client sends the read for the member kept in `storage`
 * (`storedMember`), or null when no member is signed in there.
 */
export function memberAccountsRequest(
  config: { apiBaseUrl: string },
  storage: Pick<Storage, 'getItem'> | undefined,
  now: number = Date.now(),
): EarlyRequest | null {
  const member = storedMember(storage, now);
  if (!member) return null;
  const { memberNumber, accessToken } = member;
  return {
    url: apiUrl(config.apiBaseUrl, `/v3/member/${encodeURIComponent(memberNumber)}/accounts`).href,
    init: {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    },
  };
}

/**
 * Whether a path (without the base URL) opens home, as the router matches it: the empty path,
 * /home and /pages/home, in any case, with a trailing slash or not.
 */
export const isHomePath = (path: string): boolean => /^\/(?:(?:pages\/)?home\/?)?$/i.test(path);

/**
 * Whether a path (without the base URL) opens the sign-in page, as the router matches it: /login
 * and /pages/login, in any case, with a trailing slash or not.
 */
export const isLoginPath = (path: string): boolean => /^\/(?:pages\/)?login\/?$/i.test(path);

/**
 * The sign-in page's image settings (doc 1 §2.7: the images of module 'login', the largest thing
 * that page shows), as the API client reads them (earlyStart.test.ts checks that they agree).
 */
export const loginImagesRequest = (config: { apiBaseUrl: string; applicationId: string }) =>
  guestRead(config, '/v3/site/images/login');

/**
 * The account types of the home page's service-application tile (doc 1 §2.3: asked for when the
 * ApplicationForService feature is on; the tile waits for them), as the API client reads them
 * (earlyStart.test.ts checks that they agree).
 */
export const serviceAccountTypesRequest = (config: { apiBaseUrl: string; applicationId: string }) =>
  guestRead(config, '/v2/applicationforservice/accounttypes');

/**
 * Whether a site settings answer turns the ApplicationForService feature on, as the home page
 * reads it (`navigation.isFeatureOn`): a feature of that name with `enable` true. An answer that
 * is not the settings' JSON says no.
 */
export const offersServiceApplication = (answer: Promise<Response>): Promise<boolean> =>
  jsonOf(answer)
    .then((settings) => {
      const features = (settings as { features?: unknown } | null)?.features;
      return (
        Array.isArray(features) &&
        features.some(
          (feature: { name?: unknown; enable?: unknown } | null) =>
            feature?.name === 'ApplicationForService' && feature.enable === true,
        )
      );
    })
    .catch(() => false);

/**
 * Asks the browser to download, at high priority, the images an image-settings answer names (a
 * hint: the page decides what it shows). Nothing is hinted for an answer that is not a list.
 */
export function preloadImages(answer: Promise<Response>, doc: Document = document) {
  jsonOf(answer)
    .then((settings) => {
      if (!Array.isArray(settings)) return;
      for (const setting of settings as unknown[]) {
        const link = (setting as { imageLink?: unknown } | null)?.imageLink;
        if (typeof link !== 'string' || link.trim() === '') continue;
        addLink(doc, { rel: 'preload', as: 'image', href: link.trim(), fetchpriority: 'high' });
      }
    })
    .catch(() => undefined);
}

/**
 * The route a path (without the base URL) opens, as the router matches it: in lower case, without
 * the pages/ alias and a trailing slash ('' for the empty path).
 */
export const routeOf = (path: string): string =>
  path
    .toLowerCase()
    .replace(/^\/(?:pages\/)?/, '')
    .replace(/\/$/, '');

/** The element of index.html that lists, by route, the code its loader imports (see below). */
export const ROUTE_CODE_SELECTOR = 'script[type="application/json"][data-coop-route-code]';

/**
 * Asks the browser to download now the code of the opened route's first view (the outage page's,
 * which also sends the page's own reads from its loader; the sign-in page's) and, for a signed-in
 * `member`, of the frame's parts every member's page shows (listed under '*'): the build lists it
 * in index.html by route (`ROUTE_LOADER_CODE` in vite.config.ts). The router asks for a page's
 * code once the portal's code has run (the sign-in page's, once the frame is on screen): a round
 * trip more, on a phone, before the page's largest content. Nothing is asked for a route the list
 * does not name, or a list that is not one.
 */
export function preloadRouteCode(path: string, member: boolean, doc: Document = document): void {
  let lists: unknown;
  try {
    lists = JSON.parse(doc.querySelector(ROUTE_CODE_SELECTOR)?.textContent ?? 'null');
  } catch {
    return;
  }
  if (typeof lists !== 'object' || lists === null) return;
  const { '*': frame, [routeOf(path)]: route } = lists as Record<string, unknown>;
  const wanted = member ? [frame, route] : [route];
  for (const file of wanted.flatMap((files) => (Array.isArray(files) ? files : []))) {
    if (typeof file !== 'string' || file === '') continue;
    addLink(doc, { rel: 'modulepreload', crossorigin: '', href: file });
  }
}

/** How long an answer sent early is given to the portal's first ask for it. */
export const EARLY_ANSWER_MS = 30_000;

/** The browser's local storage, or undefined where reading it is refused. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** How the portal reads its runtime configuration (`loadPortalConfig`'s request). */
export const CONFIG_REQUEST_INIT: RequestInit = {
  cache: 'no-cache',
  headers: { Accept: 'application/json' },
};

/** The address of the runtime configuration beside index.html. */
export const configUrl = (baseUrl: string) =>
  new URL(`${baseUrl}portal-config.json`, document.baseURI).href;

/** A request's identity: its method, address and body (the start-up reads' bodies are text). */
function requestKey(input: RequestInfo | URL, init: RequestInit = {}): string {
  const url = input instanceof Request ? input.url : String(input);
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return `${method} ${url} ${typeof init.body === 'string' ? init.body : ''}`;
}

/** An answer that still honours the caller's abort signal (the API client's time-out). */
function abortable(answer: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Starts the demo backend (the service worker that answers every API call) and its readiness. */
export function startDemoWorker(baseUrl: string): Promise<void> {
  const ready = import('@coop-portal/mocks/browser')
    .then(({ startDemoWorker: start }) =>
      start({ serviceWorkerUrl: `${baseUrl}mockServiceWorker.js` }),
    )
    .then(
      () => undefined,
      (error: unknown) => {
        console.error('The demo backend could not start.', error);
        throw error;
      },
    );
  // The calls that wait for it report the failure; nothing else needs to.
  ready.catch(() => undefined);
  return ready;
}

export interface EarlyStart {
  /**
   * `fetch` for the portal's configuration and API client: a request sent early (same method,
   * address and body) gets that answer, once; any other goes to the network. An early request that
   * failed is sent again.
   */
  fetch: typeof fetch;
  /**
   * In demo mode, the demo backend's readiness (started as soon as the configuration said so);
   * otherwise undefined. API calls wait for it; the portal does not.
   */
  demoBackend(config: { demoMode?: boolean | undefined }): Promise<void> | undefined;
  /**
   * Settles once the configuration is read and the start-up reads are sent (or the demo backend
   * started), or the configuration could not be read: the moment the portal's own code may run.
   */
  started: Promise<void>;
}

export interface EarlyStartOptions {
  fetch?: typeof fetch;
  startDemo?: (baseUrl: string) => Promise<void>;
  /** Where the member's session is kept (the browser's local storage). */
  storage?: Pick<Storage, 'getItem'>;
  /**
   * The path opened, without the base URL: the sign-in page's image settings are read early too,
   * and its images asked for as soon as they are named; for a signed-in member, the code the
   * route's loader imports is asked for (`preloadRouteCode`).
   */
  path?: string;
}

/**
 * Reads the runtime configuration now and, once it is in, sends the start-up reads and, for a
 * signed-in member, the member's accounts (and asks for the code of the route's loader), on the
 * sign-in page its image settings, on home the service-application tile's account types (when the
 * settings turn it on) (production), or starts the demo backend (demo mode). A
 * configuration that cannot be read or makes no sense starts nothing: the portal reads it again
 * and shows its start-up error page.
 */
export function startEarly(
  baseUrl: string,
  {
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    startDemo = startDemoWorker,
    storage = browserStorage(),
    path,
  }: EarlyStartOptions = {},
): EarlyStart {
  const sent = new Map<string, { answer: Promise<Response>; at: number }>();
  const send = (url: string, init: RequestInit, when?: Promise<boolean>) => {
    // A request sent only `when` a condition holds: until then, the portal's ask for it waits;
    // if it does not hold, the portal's ask goes to the network (see fetch below).
    const answer = when
      ? when.then((yes) => (yes ? fetchImpl(url, init) : Promise.reject(new Error('not sent'))))
      : fetchImpl(url, init);
    // A failure is the caller's to report, when it asks for this answer.
    answer.catch(() => undefined);
    sent.set(requestKey(url, init), { answer, at: Date.now() });
    return answer;
  };
  let demo: Promise<void> | undefined;

  const configAnswer = send(configUrl(baseUrl), CONFIG_REQUEST_INIT);
  const configRead = jsonOf(configAnswer)
    .then((config) => {
      if (typeof config !== 'object' || config === null) return;
      const { demoMode, apiBaseUrl, applicationId } = config as Record<string, unknown>;
      if (demoMode === true) {
        demo = startDemo(baseUrl);
      } else if (typeof apiBaseUrl === 'string' && typeof applicationId === 'string') {
        // The site settings' answer is the first.
        const [settings] = startupRequests({ apiBaseUrl, applicationId }).map(({ url, init }) =>
          send(url, init),
        );
        if (path !== undefined && isHomePath(path)) {
          // The home page's service-application tile waits for its account types (once the
          // settings say the feature is on): read now, not once the page has rendered.
          const types = serviceAccountTypesRequest({ apiBaseUrl, applicationId });
          send(types.url, types.init, offersServiceApplication(settings!));
        }
        const accounts = memberAccountsRequest({ apiBaseUrl }, storage);
        if (accounts) send(accounts.url, accounts.init);
        if (path !== undefined && isLoginPath(path)) {
          const images = loginImagesRequest({ apiBaseUrl, applicationId });
          preloadImages(send(images.url, images.init));
        }
      }
      // The code of the page opened, whichever backend answers: a signed-in member's page (a
      // guest is sent to sign in first) with the frame's parts (the account switcher, which would
      // otherwise come in after the page and push it down), or the sign-in page's.
      const member = storedMember(storage) !== null;
      if (path !== undefined && (member || isLoginPath(path))) preloadRouteCode(path, member);
    })
    .catch(() => undefined);

  return {
    fetch: async (input, init) => {
      // The start-up reads are sent once the configuration is read; a call asks after that.
      await configRead;
      const key = requestKey(input, init);
      const early = sent.get(key);
      sent.delete(key);
      // An early answer is for the start: one asked for later is read anew.
      if (!early || Date.now() - early.at > EARLY_ANSWER_MS) return fetchImpl(input, init);
      return abortable(
        early.answer.catch(() => fetchImpl(input, init)),
        init?.signal,
      );
    },
    demoBackend: (config) => {
      if (!config.demoMode) return undefined;
      demo ??= startDemo(baseUrl);
      return demo;
    },
    started: configRead,
  };
}
