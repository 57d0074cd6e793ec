import {
  createApiClient,
  getSiteConfiguration,
  login,
  resetPassword,
  validateResetLink,
} from '@coop-portal/api-client';
import { anyBase, demoSiteConfiguration, errorAnswer, VALID_RESET_OTC } from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { ResetPassword, type ResetPasswordProps } from './ResetPassword';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';
const INVALID_LINK = 'This password reset link is invalid or has expired.';
const RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';
const CRITERIA =
  'Password entry does not meet criteria. Password must be 8 characters and contain at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*).';
const NEW_PASSWORD = 'Prairie#2027';

const { server } = setUpDemoBackend();

function renderWidget(props: Partial<ResetPasswordProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
      <ResetPassword otc={VALID_RESET_OTC} {...props} />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

/** Counts the calls to a path and keeps their JSON bodies. */
function callsTo(path: string) {
  const calls: { url: string; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) {
      calls.push({
        url: request.url,
        body: request.method === 'GET' ? Promise.resolve(null) : request.clone().json(),
      });
    }
  });
  return calls;
}

// The password inputs are not textboxes (type password): find them by label (the required
// mark '*' follows the label's text).
const newPassword = () => screen.getByLabelText(/^New Password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Reset Password' });
const memberName = () => screen.findByRole('textbox', { name: 'Member Name' });

type User = ReturnType<typeof userEvent.setup>;
async function enter(user: User, password: string, confirm: string) {
  await memberName();
  if (password) await user.type(newPassword(), password);
  if (confirm) await user.type(confirmPassword(), confirm);
  await user.click(submitButton());
}

describe('doc 2 §2.5, §4 Reset Password: the link is validated on load', () => {
  it('says it is checking the link while the validation runs', () => {
    renderWidget();
    expect(screen.getByRole('heading', { level: 2, name: 'Reset Password' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Checking your reset link' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a valid link shows the form: member name read-only, new and confirm password', async () => {
    const calls = callsTo('/v3/password/reset/validate');
    renderWidget({ headingLevel: 1 });
    const name = await memberName();
    expect(name).toHaveValue('Jordan Rivers');
    expect(name).toHaveAttribute('readonly');
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(new URL(calls[0]!.url).searchParams.get('otc')).toBe(VALID_RESET_OTC);
  });

  it('an invalid link: the error and a link home, no form', async () => {
    const onError = vi.fn();
    renderWidget({ otc: 'expired-otc', onError });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(onError).toHaveBeenCalledWith({ stage: 'link', message: INVALID_LINK });
  });

  it('a link without an otc is invalid without asking the server', async () => {
    const calls = callsTo('/v3/password/reset/validate');
    renderWidget({ otc: null, homeHref: '/' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is not complete. Please use the link in your email, or ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});

describe('doc 2 §5 Reset Password: the password rules and messages, verbatim', () => {
  it('an empty submit: both required messages, focus on the new password', async () => {
    const { user } = renderWidget();
    await enter(user, '', '');
    await waitFor(() => expect(newPassword()).toHaveFocus());
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a password.'),
    );
    expect(confirmPassword()).toHaveAccessibleDescription('Please enter a confirm password.');
    const summary = screen.getByRole('group', { name: 'Please correct the following:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter a password.', 'Please enter a confirm password.']);
  });

  it.each([
    ['Abcdef1!'.slice(0, 7), 'Abcdef1'], // 7 characters
    ['abcdefg1!', 'abcdefg1!'], // no uppercase
    ['ABCDEFG1!', 'ABCDEFG1!'], // no lowercase
    ['Abcdefgh!', 'Abcdefgh!'], // no digit
    ['Abcdefgh1', 'Abcdefgh1'], // no special character
    [`Abcdef1!${'x'.repeat(43)}`, `Abcdef1!${'x'.repeat(43)}`], // 51 characters
  ])('%j does not meet the criteria: the message plus the rule text', async (password, confirm) => {
    const { user } = renderWidget();
    await enter(user, password, confirm);
    await waitFor(() => expect(newPassword()).toHaveFocus());
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(CRITERIA));
  });

  it('a confirmation that differs: the mismatch message on Confirm Password', async () => {
    const calls = callsTo('/v3/password/reset');
    const { user } = renderWidget();
    await enter(user, NEW_PASSWORD, 'Prairie#2028');
    await waitFor(() => expect(confirmPassword()).toHaveFocus());
    expect(confirmPassword()).toHaveAccessibleDescription(
      'Password and Confirm Password does not match.',
    );
    expect(calls).toEqual([]);
  });

  it('the new password shows its rules and a strength meter in words; Strong only when valid', async () => {
    const { user } = renderWidget();
    await memberName();
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Not entered');
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining('Use 8 to 50 characters'),
    );
    await user.type(newPassword(), 'abc');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await user.type(newPassword(), 'DEF12'); // 8 characters, no special character
    expect(meter).toHaveAttribute('aria-valuetext', 'Good');
    await user.type(newPassword(), '!');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  });

  it('each field has its own show/hide toggle', async () => {
    const { user } = renderWidget();
    await memberName();
    await user.type(newPassword(), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirmPassword()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(newPassword()).toHaveAttribute('type', 'password');
  });

  it('pasting is blocked while the site configuration’s allowPasswordPasting is off', async () => {
    const { user } = renderWidget();
    await memberName();
    await user.click(newPassword());
    await user.paste(NEW_PASSWORD);
    expect(newPassword()).toHaveValue('');
  });

  it('pasting works when allowPasswordPasting is on', async () => {
    server.use(
      http.get(anyBase(getSiteConfiguration.path), () =>
        HttpResponse.json({ ...demoSiteConfiguration, allowPasswordPasting: true }),
      ),
    );
    const { user } = renderWidget();
    await memberName();
    await waitFor(async () => {
      await user.clear(confirmPassword());
      await user.click(confirmPassword());
      await user.paste(NEW_PASSWORD);
      expect(confirmPassword()).toHaveValue(NEW_PASSWORD);
    });
  });
});

describe('doc 2 §4 Reset Password: submit', () => {
  it('code 2011: the message and a link to sign in; the member signs in with the new password', async () => {
    const onReset = vi.fn();
    const calls = callsTo('/v3/password/reset');
    const { user } = renderWidget({ onReset });
    await enter(user, NEW_PASSWORD, NEW_PASSWORD);
    const message = await screen.findByText(RESET_DONE);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    // The form stays hidden (react-aria's announcement of the busy button still names it), empty.
    expect(newPassword()).not.toBeVisible();
    expect(newPassword()).toHaveValue('');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(await calls[0]!.body).toEqual({
      membername: 'Jordan Rivers',
      password: NEW_PASSWORD,
      cnfpassword: NEW_PASSWORD,
      otc: VALID_RESET_OTC,
    });
    expect(onReset).toHaveBeenCalledWith({ message: RESET_DONE });

    // The demo store keeps the new password: member.demo signs in with it, not the old one.
    const client = createApiClient({
      apiBaseUrl: API,
      applicationId: 'web',
      requestTimeoutMs: 5_000,
    });
    const signedIn = await client.request(login, {
      body: { userName: 'member.demo', password: NEW_PASSWORD },
    });
    expect(signedIn.memberNumber).toBe('800001');
    await expect(
      client.request(login, { body: { userName: 'member.demo', password: 'Demo#2026' } }),
    ).rejects.toThrow('The username or password you entered is incorrect.');
  });

  it('a failed reset: the error and a link home; the form stays to try again', async () => {
    const onError = vi.fn();
    server.use(
      http.post(anyBase(resetPassword.path), () => errorAnswer(400, 'The link has been used.')),
    );
    const { user } = renderWidget({ onError });
    await enter(user, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has been used.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    expect(newPassword()).toHaveValue(NEW_PASSWORD);
    expect(onError).toHaveBeenCalledWith({ stage: 'reset', message: 'The link has been used.' });
  });

  it('an answer other than 2011 is a failure: its message and a link home', async () => {
    server.use(
      http.post(anyBase(resetPassword.path), () =>
        HttpResponse.json({ code: 4001, message: 'The password was used before.' }),
      ),
    );
    const { user } = renderWidget();
    await enter(user, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('The password was used before.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  it('resets once however often Reset Password is pressed', async () => {
    let calls = 0;
    // The answer waits until the test has pressed again, however slow the machine.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(anyBase(resetPassword.path), async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ code: 2011, message: 'Done.' });
      }),
    );
    const { user } = renderWidget();
    await enter(user, NEW_PASSWORD, NEW_PASSWORD);
    expect(screen.getByRole('progressbar', { name: 'Resetting your password' })).toBeVisible();
    await user.click(submitButton());
    answer();
    expect(await screen.findByText('Done.')).toBeVisible();
    expect(calls).toBe(1);
  });

  it('a server error while validating the link shows the catalogue message and a link home', async () => {
    server.use(http.get(anyBase(validateResetLink.path), () => errorAnswer(500, 'boom')));
    renderWidget();
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'We are unable to process your request at this time. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});
