// Test helpers shared by the widgets' tests (not part of the package build).
import {
  createApiClient,
  createSession,
  login,
  verifyMfaLogin,
  type KeyValueStorage,
  type Session,
} from '@coop-portal/api-client';
import {
  anyBase,
  DEMO_MFA_CODE,
  DEMO_PASSWORD,
  errorAnswer,
  resetDemoStore,
} from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Locale } from '@coop-portal/ui';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';

/** The API base URL of the widgets' tests (the demo backend answers under any). */
export const TEST_API = 'https://api.prairierivers.example';

/** A session store in memory: no test sees another's. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * A session with the demo member signed in through the demo backend's login; a member with MFA on
 * (member.mfa) signs in with the demo code, as doc 1 §4.2 says.
 */
export async function memberSession(userName: string): Promise<Session> {
  const session = createSession({ storage: memoryStorage() });
  const client = createApiClient({
    apiBaseUrl: TEST_API,
    applicationId: 'web',
    requestTimeoutMs: 5000,
  });
  const user = await client.request(login, { body: { userName, password: DEMO_PASSWORD } });
  const model = user.memberMfaEnabled && !user.accessToken ? user.mfaAuthenticateModel : null;
  session.signIn(
    model
      ? await client.request(verifyMfaLogin, {
          body: { userName, token: DEMO_MFA_CODE, ...model },
        })
      : user,
  );
  return session;
}

/**
 * Renders a widget in a provider with the demo member `userName` signed in, in the provider's
 * `locale` when given (English otherwise).
 */
export async function renderSignedIn(
  userName: string,
  widget: ReactNode,
  { locale }: { locale?: Locale } = {},
) {
  const session = await memberSession(userName);
  const user = userEvent.setup();
  const view = render(
    <CoopWidgetProvider apiBaseUrl={TEST_API} applicationId="web" session={session} locale={locale}>
      {widget}
    </CoopWidgetProvider>,
  );
  return { user, session, ...view };
}

/**
 * The demo backend for the test file that calls this (once, at its top: test files share this
 * module, so the hooks are registered by each file's own call), every form post to the provider
 * caught in `posted` (jsdom cannot navigate), and `countRequests`.
 */
export function setUpDemoBackend() {
  const server = createDemoServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    resetDemoStore();
  });
  afterAll(() => server.close());

  /** Every form post to the provider, caught (jsdom cannot navigate). */
  const posted: HTMLFormElement[] = [];
  beforeEach(() => {
    posted.length = 0;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(
      this: HTMLFormElement,
    ) {
      posted.push(this);
    });
  });

  /** Counts the calls to an endpoint path (any method), e.g. '/pay'. */
  function countRequests(pathEnd: RegExp) {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (pathEnd.test(new URL(request.url).pathname)) seen.push(request.clone());
    });
    return seen;
  }

  /**
   * Holds the calls to a contract endpoint until the returned `refuse()` is called, then refuses
   * them with a server error: for what a widget shows while an answer is awaited.
   */
  function holdThenRefuse(endpoint: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string;
  }): () => void {
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const method = endpoint.method.toLowerCase() as Lowercase<typeof endpoint.method>;
    server.use(
      http[method](anyBase(endpoint.path), async () => {
        await refused;
        return errorAnswer(500, 'We are unable to process your request at this time.');
      }),
    );
    return refuse;
  }

  return { server, posted, countRequests, holdThenRefuse };
}

/**
 * The demo co-op's payment settings for a standard member (member.demo), with changes: Quick Pay's
 * and the signed-in member's answers have the same shape.
 */
export { demoPaymentSettings as paymentSettings } from '@coop-portal/mocks';

/**
 * Object URLs (jsdom has none) and downloads: every file handed to the browser through a link's
 * click is caught in `downloads`, with its name and content.
 */
export function catchDownloads() {
  const downloads: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    downloads.length = 0;
    let count = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        count += 1;
        blobs.set(`blob:test-${count}`, blob);
        return `blob:test-${count}`;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return { downloads, blobs };
}
