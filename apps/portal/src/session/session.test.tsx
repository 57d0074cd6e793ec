import { getMemberAccounts, login, refreshSession } from '@coop-portal/api-client';
import { anyBase, DEMO_PASSWORD, setDemoOverrides } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createPortalMemoryRouter } from '../routing/router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { createPortalDeps, type PortalDeps } from '../app/deps';
import { RootLayout } from '../frame/RootLayout';
import { testConfig } from '../pages/testing';
import { PortalApp } from '../PortalApp';
import { createRoutes } from '../routes';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  setDemoOverrides({});
});
afterAll(() => server.close());

const MINUTE = 60_000;
const WARNING = 'Your session is about to end';

let deps: PortalDeps;
afterEach(() => {
  deps?.session.dispose();
  vi.useRealTimers();
});

async function signedInAs(userName: string) {
  deps = createPortalDeps(testConfig);
  deps.session.signIn(
    await deps.apiClient.request(login, { body: { userName, password: DEMO_PASSWORD } }),
  );
}

function renderAt(path: string) {
  const router = createPortalMemoryRouter(createRoutes(deps), { initialEntries: [path] });
  render(<PortalApp deps={deps} router={router} />);
  return router;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('doc 1 §4.2 a session that ends on its own goes to /login?sessionTimeOut=true', () => {
  it('a member call answered 401 signs the member out: login page with the logged-out message', async () => {
    await signedInAs('member.demo');
    const router = renderAt('/legal-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    server.use(
      http.get(anyBase(getMemberAccounts.path), () =>
        HttpResponse.json({ message: 'Authorization has been denied.' }, { status: 401 }),
      ),
    );
    await expect(
      deps.apiClient.request(getMemberAccounts, { params: { memberNumber: '800001' } }),
    ).rejects.toThrow();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?sessionTimeOut=true');
    expect(await screen.findByText('You have successfully logged out')).toBeVisible();
    expect(deps.session.getCurrentUser()).toBeNull();
  });

  it('a session that ends as the first page shows (its first call answered 401) still ends there', async () => {
    await signedInAs('member.demo');
    // The page's effects run in the commit that puts the frame on screen.
    function RefusedAtOnce() {
      useEffect(() => deps.session.handleUnauthorized('member'), []);
      return <h1>Bill</h1>;
    }
    const router = createPortalMemoryRouter(
      [
        {
          path: '/',
          Component: RootLayout,
          children: [
            { path: 'bill', Component: RefusedAtOnce },
            { path: 'login', Component: () => <h1>Sign In</h1> },
          ],
        },
      ],
      { initialEntries: ['/bill'] },
    );
    render(<PortalApp deps={deps} router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(router.state.location.search).toBe('?sessionTimeOut=true');
    expect(deps.session.getCurrentUser()).toBeNull();
  });

  it('an expired session (expireInMinutes) signs the member out on time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signedInAs('member.demo');
    const router = renderAt('/legal-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await advance(30 * MINUTE + 1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?sessionTimeOut=true');
    expect(deps.session.isLoggedIn()).toBe(false);
  });

  it('while MFA is pending a 401 changes nothing and the user does not count as logged in', async () => {
    await signedInAs('member.mfa');
    expect(deps.session.isMfaPending()).toBe(true);
    expect(deps.session.isLoggedIn()).toBe(false);
    const router = renderAt('/legal-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    server.use(
      http.get(anyBase(getMemberAccounts.path), () =>
        HttpResponse.json({ message: 'Authorization has been denied.' }, { status: 401 }),
      ),
    );
    await expect(
      deps.apiClient.request(getMemberAccounts, { params: { memberNumber: '800002' } }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/legal-terms');
    expect(deps.session.isMfaPending()).toBe(true);
    // A guarded page still sends the pending user to the login page.
    await act(() => router.navigate('/accountoverview'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain('returnUrl=');
  });
});

describe('WCAG 2.2.1 the member is warned before the session ends and can stay signed in', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  async function toWarning() {
    await signedInAs('member.demo');
    const router = renderAt('/legal-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await advance(27 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1 * MINUTE + 1000);
    const dialog = await screen.findByRole('alertdialog', { name: WARNING });
    return { router, dialog };
  }

  it('2 minutes before the end: an alert dialog with the time left, counting down', async () => {
    const { dialog } = await toWarning();
    expect(dialog).toHaveAccessibleDescription(
      /^For your security, you will be signed out in 1 minute 5\d seconds\. Do you want to stay signed in\?/,
    );
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await waitFor(() => expect(stay).toHaveFocus());
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    await advance(60_000);
    expect(dialog).toHaveTextContent(/signed out in 5\d seconds/);
    expect(status).toHaveTextContent('1 minute left before you are signed out.');
    await advance(30_000);
    expect(status).toHaveTextContent('30 seconds left before you are signed out.');
  });

  it('Stay signed in renews the session (POST /v3/auth/refresh) and closes the warning', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const { dialog, router } = await toWarning();
    const before = deps.session.expiresAt()!;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toContain(`POST /api${refreshSession.path}`);
    expect(deps.session.expiresAt()!).toBeGreaterThan(before + 25 * MINUTE);
    // The old end passes: still signed in, still here.
    await advance(5 * MINUTE);
    expect(deps.session.isLoggedIn()).toBe(true);
    expect(router.state.location.pathname).toBe('/legal-terms');
    // The renewed session is warned about in its turn.
    await advance(23 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: WARNING })).toBeVisible();
  });

  it('a failed renewal says so and keeps the warning', async () => {
    server.use(
      http.post(anyBase(refreshSession.path), () => new HttpResponse(null, { status: 503 })),
    );
    const { dialog } = await toWarning();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not renew your session. Please try again.',
    );
    expect(deps.session.isLoggedIn()).toBe(true);
  });

  it('Sign out ends the session and goes where Sign Out goes (the demo co-op: login)', async () => {
    const { dialog, router } = await toWarning();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(deps.session.getCurrentUser()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape does not dismiss it; unanswered, the session ends on /login?sessionTimeOut=true', async () => {
    const { router } = await toWarning();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: WARNING })).toBeVisible();
    await advance(2 * MINUTE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?sessionTimeOut=true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('no warning while MFA is pending', async () => {
    await signedInAs('member.mfa');
    renderAt('/legal-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await advance(60 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
