import {
  createSession,
  getImageSettings,
  login,
  sessionStorageKeys,
  type Session,
} from '@coop-portal/api-client';
import {
  anyBase,
  DEMO_MFA_CODE,
  DEMO_PASSWORD,
  demoImageSettings,
  demoSiteUrl,
  resolveDemoLinks,
  setDemoOverrides,
} from '@coop-portal/mocks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { SignInForm, type SignInFormProps } from './SignInForm';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';
const BAD_LOGIN = 'The username or password you entered is incorrect.';
const BAD_CODE = 'The verification code is not valid. Please try again.';

const { server } = setUpDemoBackend();
afterEach(() => setDemoOverrides({}));

let session: Session;
beforeEach(() => {
  session = createSession();
  // The plain default target (as the demo co-op has it); the AclaraAce tests switch it on.
  setDemoOverrides({ features: { AclaraAce: false } });
});
afterEach(() => session.dispose());

function renderForm(props: Partial<SignInFormProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const onSignedIn = vi.fn();
  const onError = vi.fn();
  const onStepChange = vi.fn();
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web" session={session}>
      <SignInForm
        onSignedIn={onSignedIn}
        onError={onError}
        onStepChange={onStepChange}
        {...props}
      />
    </CoopWidgetProvider>,
  );
  return { user, onSignedIn, onError, onStepChange, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const codeField = () => screen.getByRole('textbox', { name: 'Verification Code' });
const button = (name: string) => screen.getByRole('button', { name });

async function enter(user: User, username: string, password: string) {
  if (username) await user.type(usernameField(), username);
  if (password) await user.type(passwordField(), password);
}

async function signInWith(user: User, username: string, password = DEMO_PASSWORD) {
  await enter(user, username, password);
  await user.click(button('Sign In'));
}

/** The paths of the calls made, in order. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

describe('doc 1 §5.2 sign-in fields', () => {
  it('requires username and password with the spec’s messages, focusing the username', async () => {
    const { user, onSignedIn } = renderForm();
    await user.click(button('Sign In'));
    expect(await screen.findByRole('heading', { name: 'Please correct the following:' }));
    expect(usernameField()).toHaveAccessibleDescription('Please enter your username.');
    expect(passwordField()).toHaveAccessibleDescription('Please enter your password.');
    await waitFor(() => expect(usernameField()).toHaveFocus());
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a username of spaces only is no username', async () => {
    const { user } = renderForm();
    await signInWith(user, '   ', 'x');
    expect(await screen.findByText('Please enter your username.', { selector: 'a' })).toBeVisible();
  });

  it('limits: username 60, password 50; autocomplete for password managers', () => {
    renderForm();
    expect(usernameField()).toHaveAttribute('maxlength', '60');
    expect(usernameField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('maxlength', '50');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('blocks spaces in the password', async () => {
    const { user } = renderForm();
    await user.type(passwordField(), 'Demo #20 26');
    expect(passwordField()).toHaveValue('Demo#2026');
  });

  it('blocks pasting a password unless allowPasswordPasting is on (demo co-op: off)', async () => {
    renderForm();
    await screen.findByRole('link', { name: 'Register' });
    await waitFor(() => expect(fireEvent.paste(passwordField())).toBe(false));
  });

  it('allows pasting a password when allowPasswordPasting is on', async () => {
    setDemoOverrides({ features: { AclaraAce: false }, config: { allowPasswordPasting: true } });
    const { user } = renderForm();
    await waitFor(() => expect(fireEvent.paste(passwordField())).toBe(true));
    passwordField().focus();
    await user.paste('Demo#2026');
    expect(passwordField()).toHaveValue('Demo#2026');
  });
});

describe('doc 1 §4.2, §2.7 signing in', () => {
  it('member.demo: loads the accounts and details, then says to go to /accountoverview', async () => {
    const calls = recordCalls();
    const { user, onSignedIn } = renderForm();
    await signInWith(user, 'member.demo');
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ memberNumber: '800001', path: '/accountoverview' }),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /v3/auth/login',
        'GET /v3/member/800001/accounts',
        'GET /v3/member/800001/details',
      ]),
    );
    expect(session.isLoggedIn()).toBe(true);
    // The button stays busy until the host moves on.
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeVisible();
  });

  it('the username is trimmed; the password is sent as typed', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/v3/auth/login')) bodies.push(await request.clone().json());
    });
    const { user, onSignedIn } = renderForm();
    await signInWith(user, '  member.demo ');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(bodies).toEqual([{ userName: 'member.demo', password: DEMO_PASSWORD }]);
  });

  it('shows the busy button while the login is under way', async () => {
    server.use(
      http.post(anyBase(login.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderForm();
    await signInWith(user, 'member.demo');
    expect(await screen.findByRole('progressbar', { name: 'Signing in' })).toBeVisible();
  });

  it.each([
    ['/billpayments/history', '/billpayments/history'],
    ['accountoverview?accountno=3000002', '/accountoverview?accountno=3000002'],
    ['//evil.example', '/accountoverview'],
    ['/\\evil.example', '/accountoverview'],
    ['https:evil.example', '/accountoverview'],
    ['javascript:alert(1)', '/accountoverview'],
    ['%2F%2Fevil.example', '/accountoverview'],
    ['/\t/evil.example', '/accountoverview'],
  ])('returnUrl %j → %s', async (returnUrl, path) => {
    const { user, onSignedIn } = renderForm({ returnUrl });
    await signInWith(user, 'member.demo');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ memberNumber: '800001', path }));
  });

  it('with AclaraAce on: /aclarajump (a safe returnUrl still wins)', async () => {
    setDemoOverrides({ features: { AclaraAce: true } });
    const first = renderForm();
    await signInWith(first.user, 'member.demo');
    await waitFor(() =>
      expect(first.onSignedIn).toHaveBeenCalledWith({
        memberNumber: '800001',
        path: '/aclarajump',
      }),
    );
    first.unmount();
    session.signOut();

    const second = renderForm({ returnUrl: '/my-profile' });
    await signInWith(second.user, 'member.demo');
    await waitFor(() =>
      expect(second.onSignedIn).toHaveBeenCalledWith({
        memberNumber: '800001',
        path: '/my-profile',
      }),
    );
  });

  it('a failed login shows the server’s error, clears the password, focuses the username and ends the spinner', async () => {
    const { user, onSignedIn, onError } = renderForm();
    await signInWith(user, 'member.demo', 'Wrong#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_LOGIN);
    expect(passwordField()).toHaveValue('');
    expect(usernameField()).toHaveValue('member.demo');
    await waitFor(() => expect(usernameField()).toHaveFocus());
    expect(button('Sign In')).not.toHaveAttribute('aria-disabled');
    expect(onError).toHaveBeenCalledWith({ step: 'credentials', message: BAD_LOGIN });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.getCurrentUser()).toBeNull();

    // The error can be dismissed; a new attempt succeeds.
    await user.click(button('Dismiss'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(button('Sign In'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('a server failure shows the catalogue’s text', async () => {
    server.use(http.post(anyBase(login.path), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderForm();
    await signInWith(user, 'member.demo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
  });

  it('sessionTimeOut: shows ‘You have successfully logged out’', () => {
    renderForm({ showLoggedOutNotice: true });
    expect(screen.getByText('You have successfully logged out')).toBeVisible();
  });

  it('without sessionTimeOut there is no logged-out message', () => {
    renderForm();
    expect(screen.queryByText('You have successfully logged out')).toBeNull();
  });
});

describe('doc 1 §4.2, §5.2 the code step (MFA)', () => {
  async function toCodeStep() {
    const view = renderForm();
    await signInWith(view.user, 'member.mfa');
    await screen.findByRole('textbox', { name: 'Verification Code' });
    return view;
  }

  it('disables the username, hides the password and asks for the 6-digit code', async () => {
    const { onStepChange, onSignedIn } = await toCodeStep();
    expect(usernameField()).toBeDisabled();
    expect(usernameField()).toHaveValue('member.mfa');
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('maxlength', '6');
    expect(codeField()).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(button('Verify')).toBeDisabled();
    expect(button('Back')).toBeEnabled();
    expect(onStepChange).toHaveBeenCalledWith('code');
    expect(onSignedIn).not.toHaveBeenCalled();
    // doc 1 §4.2: pending, the member does not count as logged in.
    expect(session.isMfaPending()).toBe(true);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('Verify is enabled only while the code is complete; editing it disables it again', async () => {
    const { user } = await toCodeStep();
    await user.type(codeField(), '12a3 45');
    expect(codeField()).toHaveValue('12345');
    expect(button('Verify')).toBeDisabled();
    await user.type(codeField(), '6');
    expect(button('Verify')).toBeEnabled();
    await user.type(codeField(), '7');
    expect(codeField()).toHaveValue('123456');
    await user.type(codeField(), '{Backspace}');
    expect(button('Verify')).toBeDisabled();
    await user.type(codeField(), '6');
    expect(button('Verify')).toBeEnabled();
  });

  it('a wrong code shows the error, clears the code and keeps the step', async () => {
    const { user, onError, onSignedIn } = await toCodeStep();
    await user.type(codeField(), '654321');
    await user.click(button('Verify'));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_CODE);
    expect(codeField()).toHaveValue('');
    expect(button('Verify')).toBeDisabled();
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(onError).toHaveBeenCalledWith({ step: 'code', message: BAD_CODE });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('the right code (Enter in the field) signs in', async () => {
    const calls = recordCalls();
    const { user, onSignedIn } = await toCodeStep();
    await user.type(codeField(), `${DEMO_MFA_CODE}{Enter}`);
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ memberNumber: '800002', path: '/accountoverview' }),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /v3/auth/mfa/verify',
        'GET /v3/member/800002/accounts',
        'GET /v3/member/800002/details',
      ]),
    );
    expect(session.isLoggedIn()).toBe(true);
  });

  it('Back resets to the credentials step and drops the pending login', async () => {
    const { user, onStepChange } = await toCodeStep();
    await user.type(codeField(), '123');
    await user.click(button('Back'));
    expect(usernameField()).toBeEnabled();
    expect(usernameField()).toHaveValue('member.mfa');
    expect(passwordField()).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Verification Code' })).toBeNull();
    await waitFor(() => expect(usernameField()).toHaveFocus());
    expect(onStepChange).toHaveBeenLastCalledWith('credentials');
    expect(session.getCurrentUser()).toBeNull();
    expect(localStorage.getItem(sessionStorageKeys.currentUser)).toBeNull();

    // Signing in again asks for a new code.
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(button('Sign In'));
    expect(await screen.findByRole('textbox', { name: 'Verification Code' })).toHaveValue('');
  });
});

describe('doc 1 §2.7 around the form', () => {
  it('links to /register and /forgot-password and tells first-time users to register', async () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(
      screen.getByText(/your old username and password will not work here/, { exact: false }),
    ).toBeVisible();
    expect(screen.getByText('First time here?')).toBeVisible();
  });

  it('the help dialog opens, names the co-op’s phone, and gives focus back when it closes', async () => {
    const { user } = renderForm();
    const help = button('Need help signing in?');
    await user.click(help);
    const dialog = await screen.findByRole('dialog', { name: 'Help signing in' });
    expect(
      await within(dialog).findByText('Still stuck? Call member services at (555) 010-2000.'),
    ).toBeVisible();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(help).toHaveFocus());
  });

  it('shows the login images of the image settings (right-hand and background), decorative', async () => {
    const { container } = renderForm();
    // The demo co-op's pictures, on its stand-in website beside the API.
    const [right, background] = resolveDemoLinks(demoImageSettings, demoSiteUrl(API));
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(expect.arrayContaining([right!.imageLink, background!.imageLink]));
    for (const img of container.querySelectorAll('img')) expect(img).toHaveAttribute('alt', '');
  });

  it('an image that does not load is left out', async () => {
    const { container } = renderForm();
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    fireEvent.error(container.querySelector('img')!);
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(1));
  });

  it('no image settings, no images', async () => {
    server.use(http.get(anyBase(getImageSettings.path), () => HttpResponse.json([])));
    const { container } = renderForm();
    await screen.findByRole('link', { name: 'Register' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('a co-op can change any wording', () => {
    renderForm({ messages: { signIn: 'Log in', usernameLabel: 'User ID' } });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'User ID' })).toBeVisible();
  });
});

describe('doc 1 §3 the session the widget keeps', () => {
  it('uses the host’s session: the login answer is stored as the current user', async () => {
    const { user, onSignedIn } = renderForm();
    await signInWith(user, 'member.solo');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.getCurrentUser()?.memberNumber).toBe('800003');
    expect(JSON.parse(localStorage.getItem(sessionStorageKeys.currentUser) ?? '{}')).toMatchObject({
      user: { memberNumber: '800003' },
    });
  });
});
