import {
  getImageSettings,
  getSiteConfiguration,
  login,
  sessionStorageKeys,
} from '@coop-portal/api-client';
import { anyBase, DEMO_MFA_CODE, DEMO_PASSWORD, demoSiteConfiguration } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { withWidgetProvider } from '../storybook';
import { SignInForm } from './SignInForm';

/** The help dialog renders in a portal: queries look at the whole page. */
const page = within(document.body);

/** Two local pictures for the login images (the demo co-op's own are on its web site). */
const svg = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/><circle cx="480" cy="140" r="60" fill="#ffd66b" opacity="0.85"/><path d="M0 360 Q160 300 320 350 T640 330 V480 H0 Z" fill="#2f6b3a" opacity="0.8"/></svg>`,
  )}`;
const storyImages = [
  { imagePosition: 'right', imageLink: svg('#5b8fc7', '#0b4a80') },
  { imagePosition: 'background', imageLink: svg('#f6d8a8', '#c47f3b') },
];

const meta = {
  title: 'Widgets/SignInForm',
  component: SignInForm,
  decorators: [withWidgetProvider],
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getImageSettings.path), () => HttpResponse.json(storyImages)));
    // Each story starts signed out (.storybook/preview.tsx) and leaves no session behind.
    return () => localStorage.removeItem(sessionStorageKeys.currentUser);
  },
  args: {
    onSignedIn: fn(),
    onError: fn(),
    onStepChange: fn(),
  },
  parameters: {
    // Controls under 24×24 px fail too (WCAG 2.2 target size).
    a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
    docs: {
      description: {
        component:
          'Sign-in (doc 1 §2.7, §4.2, §5.2, §8) against the demo co-op: member.demo, member.solo, member.many and member.states sign in with Demo#2026; member.mfa then asks for a code (123456 verifies, any other code fails). Password paste follows the site configuration (off for the demo co-op).',
      },
    },
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const usernameField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Username' });
const passwordField = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText(/^Password/, { selector: 'input' });

async function signInWith(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  if (username) await userEvent.type(usernameField(canvas), username);
  if (password) await userEvent.type(passwordField(canvas), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  return canvas;
}

async function toCodeStep(canvasElement: HTMLElement) {
  const canvas = await signInWith(canvasElement, 'member.mfa', DEMO_PASSWORD);
  const code = await canvas.findByRole('textbox', { name: 'Verification Code' });
  await waitFor(() => expect(code).toHaveFocus());
  return { canvas, code };
}

/** The credentials step as it opens: notice, empty fields, links, help and the login images. */
export const Credentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(usernameField(canvas)).toHaveValue('');
    await expect(usernameField(canvas)).toHaveAttribute('autocomplete', 'username');
    await expect(passwordField(canvas)).toHaveAttribute('autocomplete', 'current-password');
    // An alert shows its text one frame after it mounts (so screen readers announce it).
    await waitFor(() => expect(canvas.getByText('First time here?')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(2));
  },
};

/** Without login images (none configured). */
export const WithoutImages: Story = {
  args: { showImages: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

/** doc 1 §2.7: after a session time-out (`?sessionTimeOut=true`). */
export const LoggedOut: Story = {
  args: { showLoggedOutNotice: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('You have successfully logged out')).toBeVisible());
  },
};

/** doc 1 §5.2: Sign In with nothing entered: both messages, focus on the username. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, '', '');
    const username = usernameField(canvas);
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAccessibleDescription('Please enter your username.');
    await expect(passwordField(canvas)).toHaveAccessibleDescription('Please enter your password.');
    await expect(
      canvas.getByRole('heading', { name: 'Please correct the following:' }),
    ).toBeVisible();
  },
};

/** doc 1 §4.2, §8: a failed login shows the server's error, clears the password, focuses the username. */
export const FailedLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signInWith(canvasElement, 'member.demo', 'Wrong#2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The username or password you entered is incorrect.',
    );
    await expect(passwordField(canvas)).toHaveValue('');
    await waitFor(() => expect(usernameField(canvas)).toHaveFocus());
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Signing in: the Sign In button shows a spinner and ignores presses. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(login.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, 'member.demo', DEMO_PASSWORD);
    await expect(await canvas.findByRole('progressbar', { name: 'Signing in' })).toBeVisible();
  },
};

/** member.demo signs in: the accounts and details load, then `onSignedIn` says where to go. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    await signInWith(canvasElement, 'member.demo', DEMO_PASSWORD);
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith({
        memberNumber: '800001',
        path: expect.stringMatching(/^\/(accountoverview|aclarajump)$/),
      }),
    );
  },
};

/** doc 1 §4.2: the code step with an incomplete code: Verify stays disabled. */
export const CodeIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, code } = await toCodeStep(canvasElement);
    await expect(usernameField(canvas)).toBeDisabled();
    await expect(canvas.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await userEvent.type(code, '123');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

/** The code step with a complete code: Verify is enabled. */
export const CodeComplete: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, code } = await toCodeStep(canvasElement);
    await userEvent.type(code, DEMO_MFA_CODE);
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

/** doc 1 §8: a wrong code shows the error; the code is cleared for another try. */
export const CodeFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, code } = await toCodeStep(canvasElement);
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is not valid. Please try again.',
    );
    await expect(code).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The help dialog, open. */
export const HelpOpen: Story = {
  args: { defaultHelpOpen: true },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Help signing in' });
    await expect(
      await within(dialog).findByText('Still stuck? Call member services at (555) 010-2000.'),
    ).toBeVisible();
  },
};

/** doc 1 §5.2: pasting into the password is blocked while allowPasswordPasting is off (demo co-op). */
export const PasteBlocked: Story = {
  play: async ({ canvasElement }) => {
    const password = passwordField(within(canvasElement));
    await expect(fireEvent.paste(password)).toBe(false);
    await expect(password).toHaveValue('');
  },
};

/** With allowPasswordPasting on, a password manager or the clipboard may fill the password. */
export const PasteAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getSiteConfiguration.path), () =>
        HttpResponse.json({ ...demoSiteConfiguration, allowPasswordPasting: true }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const password = passwordField(within(canvasElement));
    await waitFor(() => expect(fireEvent.paste(password)).toBe(true));
  },
};

/**
 * In Spanish (US): Sign In with nothing entered after a sign-out, so the notice, the first-time
 * notice (the longest text) and both messages show, focus on the username.
 */
export const InSpanishWithErrors: Story = {
  globals: { locale: 'es-US' },
  args: { showLoggedOutNotice: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Iniciar sesión' });
    await waitFor(() => expect(canvas.getByText('Cerró sesión correctamente')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('¿Es su primera vez aquí?')).toBeVisible());
    await userEvent.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
    const username = canvas.getByRole('textbox', { name: 'Nombre de usuario' });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAccessibleDescription('Ingrese su nombre de usuario.');
    await expect(
      canvas.getByLabelText(/^Contraseña/, { selector: 'input' }),
    ).toHaveAccessibleDescription('Ingrese su contraseña.');
    await expect(canvas.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  },
};

/** In Spanish (US): the code step (member.mfa). */
export const InSpanishCodeStep: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Nombre de usuario' }),
      'member.mfa',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Contraseña/, { selector: 'input' }),
      DEMO_PASSWORD,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    const code = await canvas.findByRole('textbox', { name: 'Código de verificación' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(
      'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
    );
    await expect(canvas.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Regresar' })).toBeEnabled();
  },
};

/** In Spanish (US): the help dialog, open (the longest texts). */
export const InSpanishHelpOpen: Story = {
  globals: { locale: 'es-US' },
  args: { defaultHelpOpen: true },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Ayuda para iniciar sesión' });
    await expect(
      await within(dialog).findByText(
        '¿Todavía necesita ayuda? Llame a nuestro servicio a socios al (555) 010-2000.',
      ),
    ).toBeVisible();
  },
};

/** In Spanish (US) at 320px: the notices, the form and the links fit; nothing scrolls sideways. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  args: { showLoggedOutNotice: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: '¿Necesita ayuda para iniciar sesión?' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('¿Es su primera vez aquí?')).toBeVisible());
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
