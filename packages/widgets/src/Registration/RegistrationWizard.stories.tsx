import {
  checkUsernameAvailability,
  getConfigurationSettings,
  registerMember,
  verifyRegistrationAccount,
} from '@coop-portal/api-client';
import {
  anyBase,
  DEMO_VERIFICATION_CODE,
  demoConfigValues,
  demoWebContents,
  errorAnswer,
  handle,
  resetDemoStore,
} from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withWidgetProvider } from '../storybook';
import { RegistrationWizard } from './RegistrationWizard';

/** The security question list opens in a popover: option queries look at the whole page. */
const page = within(document.body);

type Canvas = ReturnType<typeof within>;

const NO_CONTACT = 'Unable to fetch details for entered account. Please contact customer support.';
const TAKEN = 'The username has already been registered.';
const PAPERLESS_TEXT =
  'I agree to receive my bills and notices electronically and understand that paper copies will stop.';

/** The demo co-op's configuration answer with some keys changed (a story-level handler). */
function configurationWith(changes: Record<string, string>) {
  return handle(getConfigurationSettings, ({ body }) => {
    const pick = (keys: string[], table: Record<string, string>) =>
      Object.fromEntries(keys.map((key) => [key, changes[key] ?? table[key] ?? null]));
    return {
      configSettings: pick(body.configKeys, demoConfigValues),
      clientSettings: pick(body.clientKeys, demoConfigValues),
      webContents: pick(body.webContentKeys, demoWebContents),
    };
  });
}

const meta = {
  title: 'Widgets/RegistrationWizard',
  component: RegistrationWizard,
  decorators: [withWidgetProvider],
  beforeEach() {
    // Registrations stick while the page lives: each story starts with the demo co-op afresh.
    resetDemoStore();
    // react-aria's page-wide live region keeps a busy button's announcements (which point at the
    // button by id) for 7 seconds; the last story's buttons are gone, so forget them.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
  args: {
    loginHref: '/login',
    onStageChange: fn(),
    onRegistered: fn(),
  },
  parameters: {
    // Controls under 24×24 px fail too (WCAG 2.2 target size).
    a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
    docs: {
      description: {
        component:
          "Registration (doc 1 §2.8, §4.3, §5.3, §5.4, §8): 'Registration' (account number), 'Send Verification Code', 'Enter Verification Code', 'Complete Registration', then the success screen. Every story runs against the demo co-op: account 2000001 has an email (j•••@example.com) and a cell phone on file and accepts code 246810; 2000002 has no contact on file and user-provided contact is not allowed; username member.demo is taken.",
      },
    },
  },
} satisfies Meta<typeof RegistrationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function stageHeading(canvas: Canvas, name: string) {
  return canvas.findByRole('heading', { level: 2, name }, { timeout: 5000 });
}

async function toSendCode(canvas: Canvas, accountNumber = '2000001') {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Account Number' }),
    accountNumber,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await stageHeading(canvas, 'Send Verification Code');
}

async function toEnterCode(canvas: Canvas) {
  await toSendCode(canvas);
  await userEvent.click(canvas.getByRole('radio', { name: 'Email: j•••@example.com' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
  await stageHeading(canvas, 'Enter Verification Code');
}

async function toComplete(canvas: Canvas) {
  await toEnterCode(canvas);
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Verification Code' }),
    DEMO_VERIFICATION_CODE,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
  await stageHeading(canvas, 'Complete Registration');
}

const passwordField = (canvas: Canvas, name: 'Password' | 'Confirm Password') =>
  canvas.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });

async function fillComplete(canvas: Canvas, username: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Confirm Email Address' }),
    'jules.bennett@example.com',
  );
  await userEvent.type(passwordField(canvas, 'Password'), 'Prairie#2026');
  await userEvent.type(passwordField(canvas, 'Confirm Password'), 'Prairie#2026');
  await userEvent.click(canvas.getByRole('button', { name: /Security Question/ }));
  await userEvent.click(
    await page.findByRole('option', { name: 'What was the name of your first pet?' }),
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security Answer' }), 'Rex');
}

/** Stage 1 'Registration': the account number. */
export const AccountStage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Account Number' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Registration' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');
  },
};

/** An empty account number: the spec's message, the field focused. */
export const AccountStageErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Account Number' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('Please enter your Account Number.');
  },
};

/** A failed lookup (unknown account): the server's error; Next disabled until the number changes. */
export const AccountLookupFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Account Number' }), '9999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find an account with that number. Please check your bill.',
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Stage 2 'Send Verification Code' for 2000001: its email and, SMS being on, its cell phone. */
export const SendCodeStage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSendCode(canvas);
    await expect(
      canvas.getByRole('radiogroup', { name: 'Send the verification code to' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Email: j•••@example.com' })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: 'Text message (SMS): (•••) •••-4821' }),
    ).toBeVisible();
  },
};

/** Send without choosing: 'Please select an authentication type to receive verification code.' */
export const SendCodeStageErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSendCode(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByRole('radiogroup', {
        description: 'Please select an authentication type to receive verification code.',
      }),
    ).toBeVisible();
  },
};

/** 2000002: no contact on file and user-provided contact not allowed — the message, Send disabled. */
export const NoContactOnFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSendCode(canvas, '2000002');
    await expect(canvas.getByRole('alert')).toHaveTextContent(NO_CONTACT);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/**
 * 2000002 with ALLOW_REGISTRATION_USER_PROVIDED_CONTACT on (story-level handlers): the member enters
 * a cell phone in the (999) 999-9999 form; an incomplete one is refused.
 */
export const UserProvidedContact: Story = {
  beforeEach({ msw }) {
    msw.use(
      configurationWith({ ALLOW_REGISTRATION_USER_PROVIDED_CONTACT: 'Y' }),
      handle(verifyRegistrationAccount, () => ({
        message: 'We sent a verification code. It is valid for 2 hours.',
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSendCode(canvas, '2000002');
    await userEvent.click(canvas.getByRole('radio', { name: 'Text message (SMS)' }));
    const phone = canvas.getByRole('textbox', { name: 'Cell Phone Number' });
    await userEvent.type(phone, '555010');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid phone number.'),
      ),
    );
    await expect(phone).toHaveValue('(555) 010');
  },
};

/** The user-provided email, sent: stage 3 names it. */
export const UserProvidedEmailSent: Story = {
  beforeEach: UserProvidedContact.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSendCode(canvas, '2000002');
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email Address' }),
      'sam.field@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await stageHeading(canvas, 'Enter Verification Code');
    await expect(
      canvas.getByText('We sent a verification code to sam.field@example.com.'),
    ).toBeVisible();
  },
};

/** Stage 3 'Enter Verification Code': the code is valid for 2 hours. */
export const EnterCodeStage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toEnterCode(canvas);
    await expect(
      canvas.getByText('We sent a verification code to j•••@example.com.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Enter the 6-digit code below. The code is valid for 2 hours.'),
    ).toBeVisible();
  },
};

/** A bad code: the server's error, and the code field focused again. */
export const BadCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toEnterCode(canvas);
    const code = canvas.getByRole('textbox', { name: 'Verification Code' });
    await userEvent.type(code, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is not valid. Please check it and try again.',
    );
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** Stage 4 'Complete Registration' as the demo co-op configures it. */
export const CompleteStage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Account Number' })).toHaveValue('800010');
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue(
      'jules.bennett@example.com',
    );
    await expect(canvas.getByRole('textbox', { name: 'Confirm Email Address' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Paperless Bill' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', {
        name: 'Send me the co-op’s newsletter and energy-saving tips by e-mail.',
      }),
    ).toBeVisible();
  },
};

/** Register with nothing filled in: every message of doc 1 §5.4, the username focused. */
export const CompleteStageErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email Address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveFocus());
    const summary = canvas.getByRole('group', { name: 'Please correct the following:' });
    await expect(
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
  },
};

/** Username available: the check on blur ends in a check mark. */
export const UsernameAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'prairie.member');
    await userEvent.tab();
    await expect(await canvas.findByText('This username is available.')).toBeVisible();
  },
};

/** Username taken (member.demo): a cross and 'The username has already been registered.' */
export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'member.demo');
    await userEvent.tab();
    await expect(await canvas.findByText('This username is not available.')).toBeVisible();
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(expect.stringContaining(TAKEN)),
    );
  },
};

/** The availability check still running: a spinner and its words. */
export const UsernameChecking: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(checkUsernameAvailability.path), async () => {
        await delay('infinite');
        return HttpResponse.json({ available: true });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'prairie.member');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Checking whether this username is available…'),
    ).toBeVisible();
  },
};

/** REGISTER_KEY_EMAIL_ADDRESS_TWICE on (the demo co-op): a different confirmation is refused. */
export const DoubleEmailEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await fillComplete(canvas, 'prairie.member');
    const confirm = canvas.getByRole('textbox', { name: 'Confirm Email Address' });
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'jules@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(confirm).toHaveFocus(), { timeout: 5000 });
    await expect(confirm).toHaveAccessibleDescription('Email and Confirm Email does not match.');
  },
};

/** REGISTER_KEY_EMAIL_ADDRESS_TWICE off: the email once. */
export const SingleEmailEntry: Story = {
  beforeEach({ msw }) {
    msw.use(configurationWith({ REGISTER_KEY_EMAIL_ADDRESS_TWICE: 'N' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await expect(canvas.queryByRole('textbox', { name: 'Confirm Email Address' })).toBeNull();
  },
};

/** Paperless Bill ticked: PAPERLESS_CONFIRMATION_TEXT's checkbox is required. */
export const PaperlessConfirmationRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await fillComplete(canvas, 'prairie.member');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Paperless Bill' }));
    const confirmation = canvas.getByRole('checkbox', { name: PAPERLESS_TEXT });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(confirmation).toHaveFocus(), { timeout: 5000 });
    await expect(confirmation).toHaveAccessibleDescription(
      'Please check the paperless confirmation checkbox.',
    );
  },
};

/** A register failure: the server's error above the form. */
export const RegisterFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle(registerMember, () =>
        errorAnswer(400, 'Registration is closed for this account. Please call us.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await fillComplete(canvas, 'prairie.member');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Registration is closed for this account. Please call us.',
    );
  },
};

/** Registered: the success screen names the email on file and links to sign in. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await toComplete(canvas);
    await fillComplete(canvas, 'prairie.member');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await stageHeading(canvas, 'Registration Complete');
    await expect(
      canvas.getByText(
        'You have been registered with the email on file (jules.bennett@example.com).',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(args.onRegistered).toHaveBeenCalledWith({
      accountNumber: '2000001',
      memberNumber: '800010',
      loginId: 'prairie.member',
      email: 'jules.bennett@example.com',
    });
  },
};

/** Stage 4 in Spanish (US): the way there, from the account number to the code. */
async function toCompleteInSpanish(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Número de cuenta' }), '2000001');
  await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
  await stageHeading(canvas, 'Enviar código de verificación');
  await userEvent.click(
    canvas.getByRole('radio', { name: 'Correo electrónico: j•••@example.com' }),
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
  await stageHeading(canvas, 'Ingresar código de verificación');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Código de verificación' }),
    DEMO_VERIFICATION_CODE,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
  await stageHeading(canvas, 'Completar registro');
}

/**
 * In Spanish (US), the richest stage: Complete Registration with a taken username, Paperless Bill
 * ticked and nothing else filled in, so every message, the availability check's words and the
 * paperless confirmation (the co-op's own text, as given) show; the username is focused.
 */
export const InSpanishCompleteStageErrors: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCompleteInSpanish(canvas);
    const username = canvas.getByRole('textbox', { name: 'Nombre de usuario' });
    await userEvent.type(username, 'member.demo');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Este nombre de usuario no está disponible.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Factura sin papel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(username).toHaveFocus(), { timeout: 5000 });
    await expect(username).toHaveAccessibleDescription(
      expect.stringContaining('Este nombre de usuario ya está registrado.'),
    );
    const summary = canvas.getByRole('group', { name: 'Corrija lo siguiente:' });
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Este nombre de usuario ya está registrado.',
      'El correo electrónico y la confirmación del correo electrónico no coinciden.',
      'Ingrese una contraseña.',
      'Confirme la contraseña.',
      'Seleccione una opción.',
      'Ingrese una respuesta.',
      'Marque la casilla de confirmación de sus opciones de facturación electrónica.',
    ]);
  },
};

/** In Spanish (US): no contact on file, the member enters a cell phone; an incomplete one is refused. */
export const InSpanishUserProvidedContact: Story = {
  globals: { locale: 'es-US' },
  beforeEach: UserProvidedContact.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Número de cuenta' }),
      '2000002',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await stageHeading(canvas, 'Enviar código de verificación');
    await expect(
      canvas.getByText(
        'Esta cuenta no tiene un correo electrónico ni un número de celular registrado. Ingrese uno para recibir su código de verificación.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mensaje de texto (SMS)' }));
    const phone = canvas.getByRole('textbox', { name: 'Número de celular' });
    await userEvent.type(phone, '555010');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Ingrese un número de teléfono válido.'),
      ),
    );
  },
};

/** In Spanish (US) at 320px: the stepper's longer labels and the stage fit; nothing scrolls sideways. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Número de cuenta' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Pasos del registro' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
