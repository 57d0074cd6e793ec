import {
  createApiClient,
  createSession,
  getUsageAnalyticsSettings,
  login,
  type Session,
} from '@coop-portal/api-client';
import { anyBase, DEMO_PASSWORD } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { UsageAnalyticsJump, type UsageAnalyticsJumpProps } from './UsageAnalyticsJump';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';
const SETUP_MESSAGE = 'Your usage analysis account is being set up. Please try again tomorrow.';

const { server, posted } = setUpDemoBackend();

let session: Session;
afterEach(() => session.dispose());

async function signedInAs(userName: string) {
  session = createSession();
  const client = createApiClient({ apiBaseUrl: API, applicationId: 'web', requestTimeoutMs: 5000 });
  session.signIn(await client.request(login, { body: { userName, password: DEMO_PASSWORD } }));
}

function renderJump(props: Partial<UsageAnalyticsJumpProps> = {}) {
  const onContinue = vi.fn();
  const onFailed = vi.fn();
  const onRedirect = vi.fn();
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
      <UsageAnalyticsJump
        onContinue={onContinue}
        onFailed={onFailed}
        onRedirect={onRedirect}
        {...props}
      />
    </CoopWidgetProvider>,
  );
  return { onContinue, onFailed, onRedirect, user: userEvent.setup({ delay: null }), ...view };
}

const fieldsOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form).entries());

describe('doc 2 §2.10 usage-analytics jump (aclarajump)', () => {
  it('says ‘Please wait we are redirecting...’ and posts the settings to the provider', async () => {
    await signedInAs('member.demo');
    const { onRedirect, onFailed } = renderJump();
    expect(screen.getByText('Please wait we are redirecting...')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Please wait we are redirecting...' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const [form] = posted;
    expect(form!.method).toBe('post');
    expect(form!.action).toBe(`${API}/demo-provider/usage-analytics`);
    expect(fieldsOf(form!)).toEqual({
      clientId: 'prairie-rivers-demo',
      memberNumber: '800001',
      accountNumber: '1000001',
      premiseId: 'PREM-1000001',
      webToken: expect.stringMatching(/^demo-web-token~800001~/),
    });
    expect(onRedirect).toHaveBeenCalledWith({ url: `${API}/demo-provider/usage-analytics` });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('asks for the account the host names', async () => {
    await signedInAs('member.demo');
    renderJump({ accountNumber: '3000002' });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(fieldsOf(posted[0]!)).toMatchObject({
      accountNumber: '3000002',
      premiseId: 'PREM-3000002',
    });
  });
});

describe('doc 2 §8 usage-analytics errors', () => {
  it('code 3101: the alert ‘Redirect’ with the server’s message and Continue', async () => {
    await signedInAs('member.solo');
    const { user, onContinue, onFailed } = renderJump();
    const alert = await screen.findByRole('alertdialog', { name: 'Redirect' });
    expect(alert).toHaveAccessibleDescription(SETUP_MESSAGE);
    // The spinner is hidden.
    expect(screen.queryByText('Please wait we are redirecting...')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });

  it.each([
    [
      400,
      [{ code: 3000, message: 'Usage analysis is not available.' }],
      'Usage analysis is not available.',
    ],
    [404, { message: 'Not found here.' }, 'Not found here.'],
    [403, null, '403 Forbidden'],
  ])(
    'another error (%i) goes on: onFailed with the catalogue’s text',
    async (status, body, message) => {
      await signedInAs('member.demo');
      server.use(
        http.get(anyBase(getUsageAnalyticsSettings.path), () =>
          body === null
            ? new HttpResponse(null, { status, statusText: 'Forbidden' })
            : HttpResponse.json(body, { status }),
        ),
      );
      const { onFailed, onContinue } = renderJump();
      await waitFor(() => expect(onFailed).toHaveBeenCalledWith({ message }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onContinue).not.toHaveBeenCalled();
      expect(posted).toHaveLength(0);
    },
  );

  it('never posts to an address that is not http(s)', async () => {
    await signedInAs('member.demo');
    server.use(
      http.get(anyBase(getUsageAnalyticsSettings.path), () =>
        HttpResponse.json({
          aclaraUrl: 'javascript:alert(document.cookie)',
          clientId: 'c',
          memberNumber: '800001',
          accountNumber: '1000001',
          premiseId: 'p',
          webToken: 't',
        }),
      ),
    );
    const { onFailed, onRedirect } = renderJump();
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onRedirect).not.toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });
});
