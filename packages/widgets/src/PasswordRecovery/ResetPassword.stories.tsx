import { resetPassword, validateResetLink } from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore, VALID_RESET_OTC } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withWidgetProvider } from '../storybook';
import { ResetPassword } from './ResetPassword';

const NEW_PASSWORD = 'Prairie#2027';

const meta = {
  title: 'Widgets/PasswordRecovery/ResetPassword',
  component: ResetPassword,
  decorators: [withWidgetProvider],
  beforeEach() {
    // react-aria's page-wide live region keeps a busy button's announcements (which point at the
    // button by id) for 7 seconds; the last story's buttons are gone, so forget them.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
      log.replaceChildren();
    }
    // A reset changes member.demo's password in the demo store: later stories start afresh.
    return () => resetDemoStore();
  },
  args: { otc: VALID_RESET_OTC, onReset: fn(), onError: fn() },
  parameters: {
    // Controls under 24×24 px fail too (WCAG 2.2 target size).
    a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
    docs: {
      description: {
        component:
          'Reset Password (doc 2 §2.5, §4, §5, §8): the emailed link is validated on load; the form shows the member name read-only, New Password with a strength meter and Confirm Password, each with a show/hide toggle; pasting follows the site configuration’s allowPasswordPasting (off in the demo co-op). Code 2011 shows the message and a link to sign in; an invalid link or a failed reset shows the error and a link home. In the demo co-op, otc=demo-valid-otc is valid for "Jordan Rivers"; any other otc is invalid.',
      },
    },
  },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, label: RegExp) =>
  canvas.getByLabelText(label, { selector: 'input' });

async function fill(canvasElement: HTMLElement, password: string, confirm: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: 'Member Name' });
  if (password) await userEvent.type(field(canvas, /^New Password/), password);
  if (confirm) await userEvent.type(field(canvas, /^Confirm Password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
  return canvas;
}

/** While the link is being validated. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(validateResetLink.path), async () => {
        await delay('infinite');
        return HttpResponse.json({ memberName: 'Jordan Rivers' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Checking your reset link' }),
    ).toBeVisible();
  },
};

/** A valid link (demo-valid-otc): the member name read-only, the two password fields, the meter. */
export const ValidForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Member Name' });
    await expect(name).toHaveValue('Jordan Rivers');
    await expect(name).toHaveAttribute('readonly');
    await userEvent.type(field(canvas, /^New Password/), 'Prairie1');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Good',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show new password' }));
    await expect(field(canvas, /^New Password/)).toHaveAttribute('type', 'text');
  },
};

/** Nothing entered: doc 2 §5's two required messages. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '', '');
    await waitFor(() => expect(field(canvas, /^New Password/)).toHaveFocus());
    await expect(field(canvas, /^Confirm Password/)).toHaveAccessibleDescription(
      'Please enter a confirm password.',
    );
    await expect(canvas.getAllByText('Please enter a password.')).not.toHaveLength(0);
  },
};

/** A password that meets the rules and a confirmation that differs: the mismatch message. */
export const MismatchErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, NEW_PASSWORD, 'Prairie#2028');
    const confirm = field(canvas, /^Confirm Password/);
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription(
      'Password and Confirm Password does not match.',
    );
  },
};

/** A weak password: 'Password entry does not meet criteria.' plus the rule text. */
export const CriteriaErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'prairie', 'prairie');
    const password = field(canvas, /^New Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password entry does not meet criteria.'),
    );
  },
};

/** Code 2011: the server's message and the link to sign in. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, NEW_PASSWORD, NEW_PASSWORD);
    const message = 'Your password has been reset. You can now sign in with your new password.';
    const shown = await canvas.findByText(message);
    // Alerts show their text one frame after they appear (so it is announced).
    await waitFor(() => expect(shown).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
    await expect(args.onReset).toHaveBeenCalledWith({ message });
  },
};

/** A reset the server refuses: its message and a link home; the form stays. */
export const ResetFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(resetPassword.path), () =>
        errorAnswer(400, 'This password reset link has already been used.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, NEW_PASSWORD, NEW_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This password reset link has already been used.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

/** Any other otc: the error and a link home. */
export const InvalidLink: Story = {
  args: { otc: 'expired-otc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

/**
 * In Spanish (US): a weak password and no confirmation, so the rule text, the full criteria message
 * (the longest text) and the strength meter show.
 */
export const InSpanishCriteriaErrors: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Nombre del miembro' });
    const password = field(canvas, /^Nueva contraseña/);
    await userEvent.type(password, 'prairie');
    await expect(canvas.getByRole('meter', { name: 'Seguridad de la contraseña' })).toHaveAttribute(
      'aria-valuetext',
      'Débil',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Restablecer contraseña' }));
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('La contraseña no cumple con los requisitos.'),
    );
    await expect(field(canvas, /^Confirmar contraseña/)).toHaveAccessibleDescription(
      'Confirme la contraseña.',
    );
  },
};

/** In Spanish (US): a link without an otc. */
export const InSpanishMissingLink: Story = {
  globals: { locale: 'es-US' },
  args: { otc: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Este enlace para restablecer la contraseña está incompleto.',
    );
    await expect(canvas.getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible();
  },
};
