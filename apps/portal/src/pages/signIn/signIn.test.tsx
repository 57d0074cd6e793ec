import { getUsageAnalyticsSettings, login } from '@coop-portal/api-client';
import { anyBase, DEMO_PASSWORD, issueToken, setDemoOverrides } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createPortalMemoryRouter } from '../../routing/router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalDeps, type PortalDeps } from '../../app/deps';
import { PortalApp } from '../../PortalApp';
import { createRoutes } from '../../routes';
import { testConfig } from '../testing';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  setDemoOverrides({});
});
afterAll(() => server.close());

let deps: PortalDeps;
beforeEach(() => {
  deps = createPortalDeps(testConfig);
  // The demo co-op has AclaraAce off; the tests of the usage-analytics jump turn it on.
  setDemoOverrides({ features: { AclaraAce: false } });
});
afterEach(() => deps.session.dispose());

async function signIn(userName: string) {
  deps.session.signIn(
    await deps.apiClient.request(login, { body: { userName, password: DEMO_PASSWORD } }),
  );
}

function renderAt(path: string) {
  const router = createPortalMemoryRouter(createRoutes(deps), { initialEntries: [path] });
  render(<PortalApp deps={deps} router={router} />);
  return router;
}

/** The paths of the calls made, in order. */
function recordCalls() {
  const calls: { call: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push({
      call: `${request.method} ${new URL(request.url).pathname}`,
      authorization: request.headers.get('Authorization'),
    });
  });
  return calls;
}

async function signInThroughPage(userName: string, password = DEMO_PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), userName);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('doc 1 §2.7 /login', () => {
  it('a guest sees the Sign In page with the form', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByText('You have successfully logged out')).toBeNull();
  });

  it('?sessionTimeOut=true: ‘You have successfully logged out’', async () => {
    renderAt('/login?sessionTimeOut=true');
    expect(await screen.findByText('You have successfully logged out')).toBeVisible();
  });

  it('signs in and goes to /accountoverview, replacing /login in the history', async () => {
    const calls = recordCalls();
    const router = renderAt('/login');
    await signInThroughPage('member.demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountoverview'));
    expect(router.state.action).toBe('REPLACE');
    const paths = calls.map(({ call }) => call);
    // doc 1 §4.2: the accounts and details are loaded before navigating.
    expect(paths.indexOf('GET /api/v3/member/800001/accounts')).toBeGreaterThan(
      paths.indexOf('POST /api/v3/auth/login'),
    );
    expect(paths).toContain('GET /api/v3/member/800001/details');
  });

  it('with AclaraAce on, sign-in goes to /aclarajump', async () => {
    setDemoOverrides({ features: { AclaraAce: true } });
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const router = renderAt('/pages/login');
    await signInThroughPage('member.demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/aclarajump'));
  });

  it('follows the returnUrl of a guard redirect', async () => {
    const router = renderAt('/levelized-billing?accountno=1000001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInThroughPage('member.demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/levelized-billing'));
    expect(router.state.location.search).toBe('?accountno=1000001');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ])('a hostile returnUrl %j falls back to /accountoverview', async (returnUrl) => {
    const router = renderAt(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    await signInThroughPage('member.demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountoverview'));
  });

  it('a failed login stays on /login with the server’s error', async () => {
    const router = renderAt('/login');
    await signInThroughPage('member.demo', 'Wrong#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username or password you entered is incorrect.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an already signed-in visitor goes to /accountoverview', async () => {
    await signIn('member.demo');
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountoverview'));
    expect(deps.session.isLoggedIn()).toBe(true);
  });

  it('with AclaraAce on, an already signed-in visitor is signed out and sees the page', async () => {
    setDemoOverrides({ features: { AclaraAce: true } });
    await signIn('member.demo');
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(deps.session.getCurrentUser()).toBeNull();
  });
});

describe('doc 1 §2.6 external login redirect', () => {
  it('keeps the token, drops the query string, loads the accounts and goes to /accountoverview', async () => {
    const token = issueToken('member', 'member.solo', '800003');
    const calls = recordCalls();
    const router = renderAt(`/external-redirect?token=${encodeURIComponent(token)}&member=800003`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountoverview'));
    expect(router.state.location.search).toBe('');
    expect(router.state.action).toBe('REPLACE');
    expect(deps.session.getCurrentUser()).toMatchObject({
      accessToken: token,
      memberNumber: '800003',
    });
    expect(calls).toEqual(
      expect.arrayContaining([
        { call: 'GET /api/v3/member/800003/accounts', authorization: `Bearer ${token}` },
        { call: 'GET /api/v3/member/800003/details', authorization: `Bearer ${token}` },
      ]),
    );
  });

  it('shows ‘Please wait...’ while it loads, with no token in the address', async () => {
    server.use(
      http.get('*/v3/member/:memberNumber/accounts', async () => {
        await new Promise(() => undefined);
        return HttpResponse.json([]);
      }),
    );
    const token = issueToken('member', 'member.demo', '800001');
    const router = renderAt(`/external-redirect?token=${token}&member=800001`);
    expect(await screen.findByRole('progressbar', { name: 'Please wait...' })).toBeVisible();
    expect(screen.getByText('Please wait...')).toBeVisible();
    expect(router.state.location.pathname).toBe('/external-redirect');
    expect(router.state.location.search).toBe('');
  });

  it.each(['/external-redirect', '/external-redirect?member=800001', '/external-redirect?token='])(
    'without a token (%s) goes to the login route',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(deps.session.getCurrentUser()).toBeNull();
    },
  );

  it('a token the API refuses ends on /login?sessionTimeOut=true', async () => {
    const router = renderAt('/external-redirect?token=not-a-demo-token&member=800001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?sessionTimeOut=true');
    expect(deps.session.getCurrentUser()).toBeNull();
  });
});

describe('doc 2 §2.10, §8 aclarajump', () => {
  let posted: HTMLFormElement[] = [];
  beforeEach(() => {
    posted = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(
      this: HTMLFormElement,
    ) {
      posted.push(this);
    });
  });

  it('a guest goes to the login route', async () => {
    const router = renderAt('/aclarajump');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  it('a member: ‘Please wait we are redirecting...’, then the form goes to the provider', async () => {
    await signIn('member.demo');
    renderAt('/aclarajump?accountno=3000002');
    expect(await screen.findByText('Please wait we are redirecting...')).toBeVisible();
    await waitFor(() => expect(posted).toHaveLength(1));
    // The demo co-op's usage-analytics provider, under the API base URL.
    expect(posted[0]!.action).toBe('http://localhost:3000/api/demo-provider/usage-analytics');
    expect(new FormData(posted[0]!).get('accountNumber')).toBe('3000002');
  });

  it('code 3101: the alert ‘Redirect’; Continue goes to the account overview', async () => {
    await signIn('member.solo');
    const router = renderAt('/aclarajump');
    const alert = await screen.findByRole('alertdialog', { name: 'Redirect' });
    expect(alert).toHaveTextContent(
      'Your usage analysis account is being set up. Please try again tomorrow.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountoverview'));
    expect(posted).toHaveLength(0);
  });

  it('another error goes to the account overview', async () => {
    await signIn('member.demo');
    server.use(
      http.get(anyBase(getUsageAnalyticsSettings.path), () =>
        HttpResponse.json([{ code: 3000, message: 'Not available.' }], { status: 400 }),
      ),
    );
    const router = renderAt('/aclarajump');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountoverview'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it('a refused token ends on the login page, not the overview', async () => {
    await signIn('member.demo');
    server.use(
      http.get(anyBase(getUsageAnalyticsSettings.path), () =>
        HttpResponse.json({ message: 'Denied.' }, { status: 401 }),
      ),
    );
    const router = renderAt('/aclarajump');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.search).toBe('?sessionTimeOut=true');
  });
});
