import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { getAccountInfo, getQuickPayPaymentSettings, type CurrentUser } from './contract';
import { createSession, sessionStorageKeys, type SessionEvent } from './session';

const BASE = 'https://api.coop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member: CurrentUser = {
  accessToken: 'member-token',
  memberNumber: '800001',
  expireInMinutes: 20,
  memberMfaEnabled: false,
  mfaAuthenticateModel: null,
  loginInfo: { userName: 'member.demo' },
};

describe('doc 1 §3 logged in: a current user exists with a valid access token', () => {
  it('no current user → not logged in', () => {
    expect(createSession().isLoggedIn()).toBe(false);
  });

  it('a current user with a token → logged in, kept across reloads (storage)', () => {
    createSession().signIn(member);
    const again = createSession();
    expect(again.isLoggedIn()).toBe(true);
    expect(again.getCurrentUser()?.memberNumber).toBe('800001');
    expect(localStorage.getItem(sessionStorageKeys.currentUser)).toContain('member-token');
  });

  it('the session ends after expireInMinutes', () => {
    let now = Date.parse('2026-05-01T10:00:00Z');
    const session = createSession({ now: () => now });
    session.signIn(member);
    expect(session.expiresAt()).toBe(now + 20 * 60_000);
    now += 19 * 60_000;
    expect(session.isLoggedIn()).toBe(true);
    now += 2 * 60_000;
    expect(session.isLoggedIn()).toBe(false);
    expect(session.getCurrentUser()).toBeNull();
    expect(localStorage.getItem(sessionStorageKeys.currentUser)).toBeNull();
  });

  it('the expiry timer signs out on its own', () => {
    vi.useFakeTimers();
    try {
      const session = createSession();
      const events: SessionEvent[] = [];
      session.subscribe((event) => events.push(event));
      session.signIn({ ...member, expireInMinutes: 1 });
      vi.advanceTimersByTime(61_000);
      expect(events.at(-1)).toEqual({ type: 'signedOut', reason: 'expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('doc 1 §4.2: MFA on and not verified yet → pending, not logged in, a 401 changes nothing', () => {
    const session = createSession();
    const events: SessionEvent[] = [];
    session.subscribe((event) => events.push(event));
    session.signIn({
      accessToken: null,
      memberNumber: '800002',
      memberMfaEnabled: true,
      mfaAuthenticateModel: { encryptedMember: 'em', encryptedUserName: 'eu' },
    });
    expect(session.isMfaPending()).toBe(true);
    expect(session.isLoggedIn()).toBe(false);
    session.handleUnauthorized('member');
    expect(session.isMfaPending()).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['mfaPending']);
    session.signIn(member);
    expect(session.isLoggedIn()).toBe(true);
  });
});

describe('doc 1 §4.1 the quick-pay token is kept in local storage; sign-out clears both', () => {
  it('keeps, reads and clears', () => {
    const session = createSession();
    session.signIn(member);
    session.setQuickPayToken('qp-token');
    expect(localStorage.getItem(sessionStorageKeys.quickPayToken)).toBe('qp-token');
    expect(session.tokenFor('quickPay')).toBe('qp-token');
    expect(session.tokenFor('member')).toBe('member-token');
    const events: SessionEvent[] = [];
    session.subscribe((event) => events.push(event));
    session.signOut();
    expect(session.getQuickPayToken()).toBeNull();
    expect(session.getCurrentUser()).toBeNull();
    expect(localStorage.getItem(sessionStorageKeys.currentUser)).toBeNull();
    expect(events).toEqual([{ type: 'signedOut', reason: 'signOut' }]);
  });
});

describe('doc 1 §4.2 a 401 on a member call signs the member out (→ /login?sessionTimeOut)', () => {
  it('through the client: the bearer token goes out, a 401 ends the session', async () => {
    const session = createSession();
    session.signIn(member);
    const events: SessionEvent[] = [];
    session.subscribe((event) => events.push(event));
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/v3/account/1000001/info`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const api = createApiClient({
      apiBaseUrl: BASE,
      applicationId: 'web',
      requestTimeoutMs: 2_000,
      ...session.clientOptions(),
    });
    await expect(
      api.request(getAccountInfo, { params: { accountNumber: '1000001' } }),
    ).rejects.toMatchObject({ message: 'Unauthorized access.' });
    expect(auth).toBe('Bearer member-token');
    expect(session.isLoggedIn()).toBe(false);
    expect(events).toEqual([{ type: 'signedOut', reason: 'unauthorized' }]);
  });

  it('a 401 on a quick-pay call drops the quick-pay token and keeps the member', async () => {
    const session = createSession();
    session.signIn(member);
    session.setQuickPayToken('qp-token');
    let seen: { auth: string | null; app: string | null } | undefined;
    server.use(
      http.get(`${BASE}/v3/quick-pay/member/700002/payments/settings`, ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          app: request.headers.get('ApplicationId'),
        };
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const api = createApiClient({
      apiBaseUrl: BASE,
      applicationId: 'web',
      requestTimeoutMs: 2_000,
      ...session.clientOptions(),
    });
    await expect(
      api.request(getQuickPayPaymentSettings, {
        params: { memberNumber: '700002' },
        query: { applicationId: 'web' },
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual({ auth: 'Bearer qp-token', app: 'web' });
    expect(session.getQuickPayToken()).toBeNull();
    expect(session.isLoggedIn()).toBe(true);
  });
});
