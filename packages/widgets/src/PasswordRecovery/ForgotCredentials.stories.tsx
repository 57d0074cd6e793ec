import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withWidgetProvider } from '../storybook';
import { ForgotCredentials } from './ForgotCredentials';

const RESET_LINK_SENT =
  'We sent a link to reset your password to the e-mail address on file. The link is valid for 2 hours.';

const meta = {
  title: 'Widgets/PasswordRecovery/ForgotCredentials',
  component: ForgotCredentials,
  decorators: [withWidgetProvider],
  beforeEach() {
    // react-aria's page-wide live region keeps a busy button's announcements (which point at the
    // button by id) for 7 seconds; the last story's buttons are gone, so forget them.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
  },
  args: { mode: 'password', onSent: fn(), onError: fn() },
  parameters: {
    // Controls under 24×24 px fail too (WCAG 2.2 target size).
    a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
    docs: {
      description: {
        component:
          'The combined forgot password / forgot username component (doc 2 §2.5, doc 3 §2.12). Password mode: the username, then the demo co-op emails a reset link (member.demo, member.mfa, member.solo, member.many, member.states are known). Username mode: the email address on file, then the username is emailed (jordan.rivers@example.com is member.demo’s). Each mode links to the other; success shows the server’s message and a link to sign in; a failure shows the server’s message in an alert.',
      },
    },
  },
} satisfies Meta<typeof ForgotCredentials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forgot Password as it opens: the username field, Send Reset Link, the link to the username mode. */
export const ForgotPasswordEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Forgot your username?' })).toHaveAttribute(
      'href',
      '/forgot-username',
    );
  },
};

/** Send Reset Link with no username: the message on the field and in the summary. */
export const ForgotPasswordErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    const field = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('Please enter your username.');
    await expect(
      canvas.getByRole('group', { name: 'Please correct the following:' }),
    ).toBeVisible();
  },
};

/** member.demo: the server's message (a link valid for 2 hours) and the link to sign in. */
export const ForgotPasswordSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'member.demo');
    await userEvent.keyboard('{Enter}');
    const message = await canvas.findByText(RESET_LINK_SENT);
    // Alerts show their text one frame after they appear (so it is announced).
    await waitFor(() => expect(message).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
    await expect(args.onSent).toHaveBeenCalledWith({ mode: 'password', message: RESET_LINK_SENT });
  },
};

/** A username the demo co-op does not know: the server's message in an alert. */
export const ForgotPasswordUnknownUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'nobody.here');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find that username.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('nobody.here');
  },
};

/** Forgot Username as it opens: the email field, Send Username, the link to the password mode. */
export const ForgotUsernameEmpty: Story = {
  args: { mode: 'username' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forgot Username' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** An address that is not one: the message on the field. */
export const ForgotUsernameErrors: Story = {
  args: { mode: 'username' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Email Address' });
    await userEvent.type(field, 'jordan@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Username' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

/** member.demo's address: the server's message and the link to sign in. */
export const ForgotUsernameSuccess: Story = {
  args: { mode: 'username' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email Address' }),
      'jordan.rivers@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Username' }));
    const message = await canvas.findByText('We sent your username to the e-mail address on file.');
    await waitFor(() => expect(message).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
  },
};

/** An address the demo co-op does not know: the server's message in an alert. */
export const ForgotUsernameUnknownEmail: Story = {
  args: { mode: 'username' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email Address' }),
      'someone@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Username' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find an account with that e-mail address.',
    );
  },
};

/** In Spanish (US): Forgot Password with no username, the message on the field and in the summary. */
export const InSpanishForgotPasswordErrors: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar enlace' }));
    const field = canvas.getByRole('textbox', { name: 'Nombre de usuario' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('Ingrese su nombre de usuario.');
    await expect(canvas.getByRole('group', { name: 'Corrija lo siguiente:' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '¿Olvidó su nombre de usuario?' })).toBeVisible();
  },
};

/** In Spanish (US): Forgot Username with an invalid email address (its intro is the longest). */
export const InSpanishForgotUsernameErrors: Story = {
  globals: { locale: 'es-US' },
  args: { mode: 'username' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.type(field, 'jordan@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar nombre de usuario' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('Ingrese un correo electrónico válido.');
  },
};
