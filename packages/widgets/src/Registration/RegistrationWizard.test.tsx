import {
  checkUsernameAvailability,
  getAuthenticationTypes,
  getConfigurationSettings,
  registerMember,
  type ConfigurationSettings,
} from '@coop-portal/api-client';
import {
  anyBase,
  DEMO_VERIFICATION_CODE,
  demoConfigValues,
  demoWebContents,
  errorAnswer,
  handle,
  setDemoOverrides,
} from '@coop-portal/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoopWidgetProvider } from '../provider';
import { RegistrationWizard, type RegistrationWizardProps } from './RegistrationWizard';
import { setUpDemoBackend } from '../shared/testing';

const API = 'https://api.prairierivers.example';
const NO_CONTACT = 'Unable to fetch details for entered account. Please contact customer support.';
const TAKEN = 'The username has already been registered.';
const PAPERLESS_TEXT =
  'I agree to receive my bills and notices electronically and understand that paper copies will stop.';
const MARKETING_TEXT = 'Send me the co-op’s newsletter and energy-saving tips by e-mail.';
const CRITERIA =
  'Password entry does not meet criteria. Password must be 8 characters and contain at least 1 lowercase character, 1 uppercase character, 1 number and 1 special character (!@#$%^&*).';

const { server } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

type User = ReturnType<typeof userEvent.setup>;

function renderWizard(props: Partial<RegistrationWizardProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CoopWidgetProvider apiBaseUrl={API} applicationId="web">
      <RegistrationWizard {...props} />
    </CoopWidgetProvider>,
  );
  return { user, ...view };
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const field = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
/** The error react-aria ties to a field (its description includes the message). */
const expectFieldError = (element: HTMLElement, message: string) =>
  expect(element).toHaveAccessibleDescription(expect.stringContaining(message));

/** Every request body sent to a path ending like this. */
function captureBodies(pathEnd: RegExp) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (pathEnd.test(new URL(request.url).pathname)) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

/** Stage 1, once the configuration is read. */
const ready = (label = 'Account Number') => screen.findByRole('textbox', { name: label });

async function toSendCode(user: User, accountNumber = '2000001') {
  await ready();
  await user.type(field('Account Number'), accountNumber);
  await user.click(button('Next'));
  await heading('Send Verification Code');
}

async function toEnterCode(user: User) {
  await toSendCode(user);
  await user.click(screen.getByRole('radio', { name: 'Email: j•••@example.com' }));
  await user.click(button('Send'));
  await heading('Enter Verification Code');
}

async function toComplete(user: User) {
  await toEnterCode(user);
  await user.type(field('Verification Code'), DEMO_VERIFICATION_CODE);
  await user.click(button('Verify'));
  await heading('Complete Registration');
}

/** A password field by its label (a required field's label ends in a hidden '*'). */
const passwordField = (name: 'Password' | 'Confirm Password') =>
  screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });

async function chooseQuestion(user: User, question: string) {
  await user.click(screen.getByRole('button', { name: /Security Question/ }));
  await user.click(await screen.findByRole('option', { name: question }));
}

async function fillComplete(user: User, { username = 'new.member' } = {}) {
  await user.type(field('Username'), username);
  await user.clear(field('Email Address'));
  await user.type(field('Email Address'), 'Jules.Bennett@example.com');
  if (screen.queryByRole('textbox', { name: 'Confirm Email Address' })) {
    await user.type(field('Confirm Email Address'), 'jules.bennett@example.com');
  }
  await user.type(passwordField('Password'), 'Prairie#2026');
  await user.type(passwordField('Confirm Password'), 'Prairie#2026');
  await chooseQuestion(user, 'What was the name of your first pet?');
  await user.type(field('Security Answer'), 'Rex');
}

describe('doc 1 §2.8 Registration: the five stages', () => {
  it('registers account 2000001 through the four stages to the success screen', async () => {
    const onStageChange = vi.fn();
    const onRegistered = vi.fn();
    const { user } = renderWizard({ onStageChange, onRegistered });
    const bodies = captureBodies(/\/registration\/register$/);
    await toComplete(user);
    expect(field('Account Number')).toHaveValue('800010');
    expect(field('Account Number')).toHaveAttribute('readonly');
    await fillComplete(user);
    await user.click(button('Register'));
    expect(await heading('Registration Complete')).toHaveFocus();
    expect(
      screen.getByText(
        'You have been registered with the email on file (jules.bennett@example.com).',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(onStageChange.mock.calls.map(([stage]) => stage as string)).toEqual([
      'sendCode',
      'enterCode',
      'complete',
      'success',
    ]);
    expect(onRegistered).toHaveBeenCalledWith({
      accountNumber: '2000001',
      memberNumber: '800010',
      loginId: 'new.member',
      email: 'jules.bennett@example.com',
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      accountNumber: '2000001',
      memberNumber: '800010',
      loginId: 'new.member',
      email: 'jules.bennett@example.com',
      cnfemail: 'jules.bennett@example.com',
      password: 'Prairie#2026',
      cnfpassword: 'Prairie#2026',
      secQuestion: 1,
      secAnswer: 'Rex',
      hasOptedForPaperlessBilling: false,
      hasOptedForPaperlessOther: false,
      areMarketingEmailsAllowed: false,
      paperlessConfirmation: false,
    });
  });

  it('shows the stage headers and a stepper, each new stage heading taking focus', async () => {
    const { user } = renderWizard();
    await ready();
    expect(await heading('Registration')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Account',
      '2Send Code',
      '3Enter Code',
      '4Complete',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await toSendCode(user);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Email: j•••@example.com' }));
    await user.click(button('Send'));
    expect(await heading('Enter Verification Code')).toHaveFocus();
  });

  it('takes its heading level from the host (a page passes 1)', async () => {
    renderWizard({ headingLevel: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  });

  it('offers the emails and, with SMS enabled, the cell phones on file', async () => {
    const { user } = renderWizard();
    await toSendCode(user);
    const group = screen.getByRole('radiogroup', { name: 'Send the verification code to' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Email: j•••@example.com', 'Text message (SMS): (•••) •••-4821']);
  });

  it('leaves the cell phones out when SMS is not enabled', async () => {
    server.use(
      handle(getAuthenticationTypes, () => ({
        cellPhones: [{ value: '(•••) •••-4821' }],
        emails: [{ value: 'j•••@example.com' }],
        isSmsEnabled: false,
        memberNumber: '800010',
      })),
    );
    const { user } = renderWizard();
    await toSendCode(user);
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Email: j•••@example.com']);
  });

  it('sends the code to the chosen phone and says so', async () => {
    const bodies = captureBodies(/\/registration\/verify\/account$/);
    const { user } = renderWizard();
    await toSendCode(user);
    await user.click(screen.getByRole('radio', { name: 'Text message (SMS): (•••) •••-4821' }));
    await user.click(button('Send'));
    await heading('Enter Verification Code');
    expect(screen.getByText('We sent a verification code to (•••) •••-4821.')).toBeVisible();
    expect(bodies).toEqual([{ accountNumber: '2000001', validatorResource: '(•••) •••-4821' }]);
  });

  it('Back returns to the previous stage with what was entered', async () => {
    const { user } = renderWizard();
    await toEnterCode(user);
    await user.click(button('Back'));
    await heading('Send Verification Code');
    expect(screen.getByRole('radio', { name: 'Email: j•••@example.com' })).toBeChecked();
    await user.click(button('Back'));
    await heading('Registration');
    expect(field('Account Number')).toHaveValue('2000001');
  });

  it('reads its configuration itself, or takes the host’s values without a call', async () => {
    const calls = captureBodies(/\/configuration\/settings$/);
    const settings: ConfigurationSettings = {
      configSettings: { ...demoConfigValues, REGISTER_KEY_EMAIL_ADDRESS_TWICE: 'N' },
      clientSettings: {},
      webContents: { ...demoWebContents },
    };
    const { user } = renderWizard({ configurationSettings: settings });
    await toComplete(user);
    expect(screen.queryByRole('textbox', { name: 'Confirm Email Address' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows a configuration failure with Try again', async () => {
    server.use(http.post(anyBase(getConfigurationSettings.path), () => errorAnswer(401, 'No')));
    renderWizard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized access.');
    expect(button('Try again')).toBeVisible();
  });
});

describe('doc 1 §5.3 Registration step 1', () => {
  it("an empty account number: 'Please enter your Account Number.', the field focused", async () => {
    const { user } = renderWizard();
    await ready();
    await user.click(button('Next'));
    await waitFor(() => expect(field('Account Number')).toHaveFocus());
    expectFieldError(field('Account Number'), 'Please enter your Account Number.');
  });

  it("letters: 'Account number should contain only digits.'; at most 12 characters", async () => {
    const { user } = renderWizard();
    await ready();
    await user.type(field('Account Number'), '12a4');
    await user.click(button('Next'));
    await waitFor(() =>
      expectFieldError(field('Account Number'), 'Account number should contain only digits.'),
    );
    expect(field('Account Number')).toHaveAttribute('maxlength', '12');
  });

  it("no destination chosen: 'Please select an authentication type to receive verification code.'", async () => {
    const { user } = renderWizard();
    await toSendCode(user);
    await user.click(button('Send'));
    const group = screen.getByRole('radiogroup', { name: 'Send the verification code to' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'Please select an authentication type to receive verification code.',
      ),
    );
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
  });

  describe('no contact on file, user-provided contact allowed', () => {
    const allow = () =>
      setDemoOverrides({ config: { ALLOW_REGISTRATION_USER_PROVIDED_CONTACT: 'Y' } });

    it("an email: 'Please enter a valid email address.'", async () => {
      allow();
      const { user } = renderWizard();
      await toSendCode(user, '2000002');
      expect(
        screen.getByText(
          'There is no email address or cell phone on file for this account. Enter one to receive your verification code.',
        ),
      ).toBeVisible();
      await user.click(screen.getByRole('radio', { name: 'Email' }));
      await user.type(field('Email Address'), 'not-an-email');
      await user.click(button('Send'));
      await waitFor(() => expect(field('Email Address')).toHaveFocus());
      expectFieldError(field('Email Address'), 'Please enter a valid email address.');
    });

    it("a phone in the form (999) 999-9999: 'Please enter a valid phone number.'; a valid one is sent", async () => {
      allow();
      const bodies = captureBodies(/\/registration\/verify\/account$/);
      const { user } = renderWizard();
      await toSendCode(user, '2000002');
      await user.click(screen.getByRole('radio', { name: 'Text message (SMS)' }));
      const phone = field('Cell Phone Number');
      await user.type(phone, '55501');
      expect(phone).toHaveValue('(555) 01');
      await user.click(button('Send'));
      await waitFor(() => expectFieldError(phone, 'Please enter a valid phone number.'));
      await user.type(phone, '02000');
      expect(phone).toHaveValue('(555) 010-2000');
      await user.click(button('Send'));
      await heading('Enter Verification Code');
      expect(screen.getByText('We sent a verification code to (555) 010-2000.')).toBeVisible();
      expect(bodies).toEqual([{ accountNumber: '2000002', validatorResource: '(555) 010-2000' }]);
      await user.type(field('Verification Code'), DEMO_VERIFICATION_CODE);
      await user.click(button('Verify'));
      await heading('Complete Registration');
      expect(field('Email Address')).toHaveValue('');
    });
  });

  it("the code: 'Please enter verification code.' and 'Verification code should contain only digits.'", async () => {
    const { user } = renderWizard();
    await toEnterCode(user);
    const code = field('Verification Code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(button('Verify'));
    await waitFor(() => expect(code).toHaveFocus());
    expectFieldError(code, 'Please enter verification code.');
    await user.type(code, '12a456');
    await user.click(button('Verify'));
    await waitFor(() => expectFieldError(code, 'Verification code should contain only digits.'));
    await user.clear(code);
    await user.type(code, '123');
    await user.click(button('Verify'));
    await waitFor(() => expectFieldError(code, 'Please enter verification code.'));
  });
});

describe('doc 1 §4.3 Registration: states and transitions', () => {
  it('a failure in step 1 shows the error; Next stays disabled until the form changes', async () => {
    const { user } = renderWizard();
    await ready();
    await user.type(field('Account Number'), '9999999');
    await user.click(button('Next'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an account with that number. Please check your bill.',
    );
    expect(button('Next')).toBeDisabled();
    expect(field('Account Number')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Registration' })).toBeVisible();
    await user.type(field('Account Number'), '{Backspace}1');
    expect(button('Next')).toBeEnabled();
    await user.clear(field('Account Number'));
    await user.type(field('Account Number'), '2000001');
    await user.click(button('Next'));
    await heading('Send Verification Code');
  });

  it(`no contact on file and user-provided contact not allowed: '${NO_CONTACT}', Send disabled`, async () => {
    const { user } = renderWizard();
    await toSendCode(user, '2000002');
    expect(screen.getByRole('alert')).toHaveTextContent(NO_CONTACT);
    expect(button('Send')).toBeDisabled();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(button('Back')).toBeEnabled();
  });

  it('a bad code shows the error and refocuses the code field; the text says 2 hours', async () => {
    const { user } = renderWizard();
    await toEnterCode(user);
    expect(
      screen.getByText('Enter the 6-digit code below. The code is valid for 2 hours.'),
    ).toBeVisible();
    await user.type(field('Verification Code'), '111111');
    await user.click(button('Verify'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code is not valid. Please check it and try again.',
    );
    const code = field('Verification Code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard(DEMO_VERIFICATION_CODE);
    expect(code).toHaveValue(DEMO_VERIFICATION_CODE);
    await user.keyboard('{Enter}');
    await heading('Complete Registration');
  });

  it('the username check on blur: loading, then a cross and the exists error for a taken name', async () => {
    server.use(
      handle(checkUsernameAvailability, async () => {
        await delay(100);
        return errorAnswer(409, TAKEN);
      }),
    );
    const { user } = renderWizard();
    await toComplete(user);
    await user.type(field('Username'), 'member.demo');
    await user.tab();
    expect(await screen.findByText('Checking whether this username is available…')).toBeVisible();
    expect(await screen.findByText('This username is not available.')).toBeVisible();
    expectFieldError(field('Username'), TAKEN);
  });

  it('the username check on blur: a check mark for a free name', async () => {
    const { user } = renderWizard();
    await toComplete(user);
    await user.type(field('Username'), 'brand.new.member');
    await user.tab();
    const status = await screen.findByText('This username is available.');
    expect(status.querySelector('svg')).not.toBeNull();
    expect(field('Username')).not.toHaveAccessibleDescription(expect.stringContaining(TAKEN));
    // A changed name is checked again.
    await user.clear(field('Username'));
    await user.type(field('Username'), 'member.demo');
    expect(screen.queryByText('This username is available.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('This username is not available.')).toBeVisible();
  });

  it('a failing availability call means taken', async () => {
    server.use(
      http.get(anyBase(checkUsernameAvailability.path), () =>
        HttpResponse.json({ message: 'Down' }, { status: 503 }),
      ),
    );
    const { user } = renderWizard();
    await toComplete(user);
    await user.type(field('Username'), 'brand.new.member');
    await user.tab();
    expect(await screen.findByText('This username is not available.')).toBeVisible();
    expectFieldError(field('Username'), TAKEN);
  });

  it('no check for a username that does not meet the rule', async () => {
    const calls = captureBodies(/\/username\/availability$/);
    const { user } = renderWizard();
    await toComplete(user);
    await user.type(field('Username'), 'abc');
    await user.tab();
    expect(screen.queryByText('Checking whether this username is available…')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('Register with a taken username checks it first and focuses the field', async () => {
    const { user } = renderWizard();
    await toComplete(user);
    await fillComplete(user, { username: 'member.demo' });
    await user.click(button('Register'));
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expectFieldError(field('Username'), TAKEN);
    expect(screen.getByRole('heading', { level: 2, name: 'Complete Registration' })).toBeVisible();
  });

  it('a register failure shows the server’s error', async () => {
    server.use(
      handle(registerMember, () =>
        errorAnswer(400, 'Registration is closed for this account. Please call us.'),
      ),
    );
    const { user } = renderWizard();
    await toComplete(user);
    await fillComplete(user);
    await user.click(button('Register'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration is closed for this account. Please call us.',
    );
    expect(button('Register')).toBeEnabled();
  });
});

describe('doc 1 §5.4 Registration step 2', () => {
  it('an empty form shows every message; the first invalid field takes focus', async () => {
    const { user } = renderWizard();
    await toComplete(user);
    await user.clear(field('Email Address'));
    await user.click(button('Register'));
    await waitFor(() => expect(field('Username')).toHaveFocus());
    const summary = screen.getByRole('group', { name: 'Please correct the following:' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Please enter a username.',
      'Please enter a valid Email Address.',
      'Please enter a password.',
      'Please enter a confirm password.',
      'Please select an option.',
      'Please enter an answer.',
    ]);
    expectFieldError(field('Username'), 'Please enter a username.');
    expectFieldError(field('Email Address'), 'Please enter a valid Email Address.');
    expectFieldError(passwordField('Password'), 'Please enter a password.');
    expectFieldError(passwordField('Confirm Password'), 'Please enter a confirm password.');
    expectFieldError(field('Security Answer'), 'Please enter an answer.');
  });

  it.each([
    ['abc', 'Username entry does not meet criteria.'],
    ['.member', 'Username entry does not meet criteria.'],
    ['mem__ber', 'Username entry does not meet criteria.'],
  ])("username %j: '%s'", async (username, message) => {
    const { user } = renderWizard();
    await toComplete(user);
    await fillComplete(user, { username });
    await user.click(button('Register'));
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expectFieldError(field('Username'), message);
  });

  it("the email twice (REGISTER_KEY_EMAIL_ADDRESS_TWICE): 'Email and Confirm Email does not match.'", async () => {
    const { user } = renderWizard();
    await toComplete(user);
    await fillComplete(user);
    await user.clear(field('Confirm Email Address'));
    await user.type(field('Confirm Email Address'), 'someone@example.com');
    await user.click(button('Register'));
    await waitFor(() => expect(field('Confirm Email Address')).toHaveFocus());
    expectFieldError(field('Confirm Email Address'), 'Email and Confirm Email does not match.');
  });

  it('the email once when the co-op does not ask for it twice; no cnfemail is sent', async () => {
    setDemoOverrides({ config: { REGISTER_KEY_EMAIL_ADDRESS_TWICE: 'N' } });
    const bodies = captureBodies(/\/registration\/register$/);
    const { user } = renderWizard();
    await toComplete(user);
    expect(screen.queryByRole('textbox', { name: 'Confirm Email Address' })).toBeNull();
    await fillComplete(user);
    await user.click(button('Register'));
    await heading('Registration Complete');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('cnfemail');
  });

  it('an invalid email: the lowercase pattern, at most 60', async () => {
    const { user } = renderWizard();
    await toComplete(user);
    await fillComplete(user);
    await user.clear(field('Email Address'));
    await user.type(field('Email Address'), 'jules@@example');
    await user.click(button('Register'));
    await waitFor(() => expect(field('Email Address')).toHaveFocus());
    expectFieldError(field('Email Address'), 'Please enter a valid Email Address.');
    expect(field('Email Address')).toHaveAttribute('maxlength', '60');
  });

  it('the password: criteria and confirmation, with show/hide and a strength meter', async () => {
    const { user } = renderWizard();
    await toComplete(user);
    await fillComplete(user);
    const password = passwordField('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.clear(password);
    await user.type(password, 'weakpass');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(button('Register'));
    await waitFor(() => expect(password).toHaveFocus());
    expectFieldError(password, CRITERIA);
    await user.clear(password);
    await user.type(password, 'Prairie#2027');
    await user.click(button('Register'));
    await waitFor(() => expect(passwordField('Confirm Password')).toHaveFocus());
    expectFieldError(
      passwordField('Confirm Password'),
      'Password and Confirm Password does not match.',
    );
  });

  it("the security question: 'Please select an option.'", async () => {
    const { user } = renderWizard();
    await toComplete(user);
    await user.type(field('Username'), 'new.member');
    await user.type(field('Confirm Email Address'), 'jules.bennett@example.com');
    await user.type(passwordField('Password'), 'Prairie#2026');
    await user.type(passwordField('Confirm Password'), 'Prairie#2026');
    await user.type(field('Security Answer'), 'Rex');
    await user.click(button('Register'));
    const select = screen.getByRole('button', { name: /Security Question/ });
    await waitFor(() => expect(select).toHaveFocus());
    expectFieldError(select, 'Please select an option.');
    await chooseQuestion(user, 'In what town was your first job?');
    expect(select).toHaveTextContent('In what town was your first job?');
  });

  it("a paperless option on: its confirmation is required: 'Please check the paperless confirmation checkbox.'", async () => {
    const bodies = captureBodies(/\/registration\/register$/);
    const { user } = renderWizard();
    await toComplete(user);
    const group = screen.getByRole('group', { name: 'Paperless options' });
    expect(within(group).getByRole('checkbox', { name: 'Paperless Bill' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Paperless/Other' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: PAPERLESS_TEXT })).toBeNull();
    await fillComplete(user);
    await user.click(within(group).getByRole('checkbox', { name: 'Paperless Bill' }));
    const confirmation = screen.getByRole('checkbox', { name: PAPERLESS_TEXT });
    await user.click(button('Register'));
    await waitFor(() => expect(confirmation).toHaveFocus());
    expectFieldError(confirmation, 'Please check the paperless confirmation checkbox.');
    await user.click(confirmation);
    await user.click(screen.getByRole('checkbox', { name: MARKETING_TEXT }));
    await user.click(button('Register'));
    await heading('Registration Complete');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      hasOptedForPaperlessBilling: true,
      hasOptedForPaperlessOther: false,
      areMarketingEmailsAllowed: true,
      paperlessConfirmation: true,
    });
  });

  it('paperless defaults, and options and marketing emails switched off by configuration', async () => {
    setDemoOverrides({
      config: {
        PAPERLESS_BILLING_DEFAULT: 'Y',
        PAPERLESS_OTHER_OPTION: 'N',
        DISPLAY_MKT_EMAIL_SIGNUP: 'N',
      },
    });
    const { user } = renderWizard();
    await toComplete(user);
    expect(screen.getByRole('checkbox', { name: 'Paperless Bill' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Paperless/Other' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: PAPERLESS_TEXT })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: MARKETING_TEXT })).toBeNull();
  });

  it('labels from the content keys: MEMBER_NUMBER_LABEL, and STATEMENT_ID_LABEL for a statement control number', async () => {
    setDemoOverrides({
      config: { MEMBER_NUMBER_LABEL: 'Member No.', REGISTRATION_CONTROLNOTYPE: 'STATEMENT' },
    });
    const { user } = renderWizard();
    await ready('Statement ID');
    await user.type(field('Statement ID'), '2000001');
    await user.click(button('Next'));
    await heading('Send Verification Code');
    await user.click(screen.getByRole('radio', { name: 'Email: j•••@example.com' }));
    await user.click(button('Send'));
    await heading('Enter Verification Code');
    await user.type(field('Verification Code'), DEMO_VERIFICATION_CODE);
    await user.click(button('Verify'));
    await heading('Complete Registration');
    expect(field('Member No.')).toHaveValue('800010');
  });

  it('password paste follows allowPasswordPasting (off in the demo co-op)', async () => {
    const { user } = renderWizard();
    await toComplete(user);
    await user.click(passwordField('Password'));
    await user.paste('Prairie#2026');
    expect(passwordField('Password')).toHaveValue('');
  });
});
