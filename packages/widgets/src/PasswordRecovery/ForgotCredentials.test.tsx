import { recoverUsername, requestPasswordReset } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { ForgotCredentials, type ForgotCredentialsProps } from './ForgotCredentials';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';
const RESET_LINK_SENT =
  'We sent a link to reset your password to the e-mail address on file. The link is valid for 2 hours.';
const USERNAME_SENT = 'We sent your username to the e-mail address on file.';
const SERVER_ERROR = 'We are unable to process your request at this time. Please try again later.';

const { server } = setUpDemoBackend();

function renderWidget(props: ForgotCredentialsProps) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
      <ForgotCredentials {...props} />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

/** The JSON bodies sent to a path of the contract. */
function bodiesSentTo(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  });
  return bodies;
}

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });
const emailField = () => screen.getByRole('textbox', { name: 'Email Address' });

describe('doc 2 §2.5 Forgot Password (the combined component in password mode)', () => {
  it('asks for the username, titled Forgot Password, with a link to the username mode', () => {
    renderWidget({ mode: 'password', headingLevel: 1 });
    const region = screen.getByRole('region', { name: 'Forgot Password' });
    expect(
      within(region).getByRole('heading', { level: 1, name: 'Forgot Password' }),
    ).toBeVisible();
    expect(usernameField()).toHaveAttribute('autocomplete', 'username');
    expect(usernameField()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot your username?' })).toHaveAttribute(
      'href',
      '/forgot-username',
    );
  });

  it('an empty submit says so on the field and in the summary, and focuses the field', async () => {
    const sent = bodiesSentTo('/v3/password/forgot');
    const { user } = renderWidget({ mode: 'password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(usernameField()).toHaveFocus());
    expect(usernameField()).toHaveAccessibleDescription('Please enter your username.');
    expect(usernameField()).toBeInvalid();
    const summary = screen.getByRole('group', { name: 'Please correct the following:' });
    expect(
      within(summary).getByRole('link', { name: 'Please enter your username.' }),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('a known username: the server’s message (a link valid for 2 hours) and a link to sign in', async () => {
    const onSent = vi.fn();
    const sent = bodiesSentTo('/v3/password/forgot');
    const { user } = renderWidget({ mode: 'password', onSent });
    await user.type(usernameField(), '  member.demo ');
    await user.keyboard('{Enter}');
    const message = await screen.findByText(RESET_LINK_SENT);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(sent).toEqual([{ userName: 'member.demo' }]);
    expect(onSent).toHaveBeenCalledWith({ mode: 'password', message: RESET_LINK_SENT });
  });

  it('an unknown username: the server’s message in an alert; the form keeps what was typed', async () => {
    const onError = vi.fn();
    const { user } = renderWidget({ mode: 'password', onError });
    await user.type(usernameField(), 'nobody.here');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that username.');
    expect(usernameField()).toHaveValue('nobody.here');
    expect(onError).toHaveBeenCalledWith({
      mode: 'password',
      message: 'We could not find that username.',
    });
    // The alert can be dismissed, and goes away on the next try.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a server failure shows the catalogue message (doc 2 §8: service errors in an alert)', async () => {
    server.use(http.post(anyBase(requestPasswordReset.path), () => errorAnswer(500, 'boom')));
    const { user } = renderWidget({ mode: 'password' });
    await user.type(usernameField(), 'member.demo');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_ERROR);
  });

  it('sends once however often the button is pressed; the button says it is busy', async () => {
    let calls = 0;
    // The answer waits until the test has pressed again: the request is pending for as long as the
    // test needs, however slow the machine.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(anyBase(requestPasswordReset.path), async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ message: 'Sent.' });
      }),
    );
    const { user } = renderWidget({ mode: 'password' });
    await user.type(usernameField(), 'member.demo');
    const button = screen.getByRole('button', { name: 'Send Reset Link' });
    await user.click(button);
    expect(screen.getByRole('progressbar', { name: 'Sending the reset link' })).toBeVisible();
    await user.click(button);
    await user.keyboard('{Enter}');
    answer();
    expect(await screen.findByText('Sent.')).toBeVisible();
    expect(calls).toBe(1);
  });

  it('takes the host’s links and wording', () => {
    renderWidget({
      mode: 'password',
      forgotUsernameHref: '/help/username',
      messages: { toForgotUsername: 'Lost your username?' },
    });
    expect(screen.getByRole('link', { name: 'Lost your username?' })).toHaveAttribute(
      'href',
      '/help/username',
    );
  });
});

describe('doc 3 §2.12 Forgot Username (the same component in username mode)', () => {
  it('asks for the email address on file, titled Forgot Username, with a link to the password mode', () => {
    renderWidget({ mode: 'username' });
    expect(screen.getByRole('heading', { level: 2, name: 'Forgot Username' })).toBeVisible();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['jordan@example', 'Please enter a valid email address.'],
    [`${'j'.repeat(49)}@example.com`, 'Please enter no more than 60 characters.'],
  ])('%j → %s', async (typed, message) => {
    const sent = bodiesSentTo('/v3/username/forgot');
    const { user } = renderWidget({ mode: 'username' });
    if (typed) await user.type(emailField(), typed);
    await user.click(screen.getByRole('button', { name: 'Send Username' }));
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(emailField()).toHaveAccessibleDescription(message);
    expect(sent).toEqual([]);
  });

  it('a member’s address: the server’s message and a link to sign in; sent lowercased', async () => {
    const sent = bodiesSentTo('/v3/username/forgot');
    const { user } = renderWidget({ mode: 'username', signInHref: '/signin' });
    await user.type(emailField(), ' Jordan.Rivers@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Username' }));
    expect(await screen.findByText(USERNAME_SENT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/signin');
    expect(sent).toEqual([{ email: 'jordan.rivers@example.com' }]);
  });

  it('an unknown address: the server’s message in an alert', async () => {
    const { user } = renderWidget({ mode: 'username' });
    await user.type(emailField(), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Username' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an account with that e-mail address.',
    );
    expect(emailField()).toHaveValue('someone@example.com');
  });

  it('a time-out shows the client’s message', async () => {
    server.use(
      http.post(anyBase(recoverUsername.path), async () => {
        await delay('infinite');
        return HttpResponse.json({ message: 'late' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web" requestTimeoutMs={50}>
        <ForgotCredentials mode="username" />
      </CoopWidgetProvider>,
    );
    await user.type(emailField(), 'jordan.rivers@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Username' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server took too long to answer. Please check your connection and try again.',
    );
  });

  it('a new mode starts a new form', async () => {
    const { user, rerender } = renderWidget({ mode: 'password' });
    await user.type(usernameField(), 'member.demo');
    rerender(
      <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
        <ForgotCredentials mode="username" />
      </CoopWidgetProvider>,
    );
    expect(emailField()).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
  });
});
