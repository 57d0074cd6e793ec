import { getMfaQrCode, getMfaStatus } from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMembers, withDemoMember } from '../storybook';
import { multiFactorSetupMessages as text } from './messages';
import { MultiFactorSetup } from './MultiFactorSetup';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };
const mfaMember = { member: storyMembers.mfa };

/** A text, once shown (alerts show their text one frame after they appear). */
async function shown(found: Promise<HTMLElement>) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const card = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('region', { name: title }, { timeout: 10_000 });

/** Opens the set-up dialog from `button` and waits for its QR code. */
async function openSetUp(canvasElement: HTMLElement, button: string, title: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: button }, { timeout: 10_000 }),
  );
  const dialog = await page(canvasElement).findByRole('dialog', { name: title });
  await within(dialog).findByRole('img', { name: text.qrLabel }, { timeout: 5_000 });
  return dialog;
}

const codeField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /6-digit code/ });

const meta = {
  title: 'Widgets/MultiFactorSetup',
  component: MultiFactorSetup,
  decorators: [withDemoMember],
  args: { memberNumber: '800001' },
  // Each story starts from the demo data (a set-up or removal does not carry over).
  beforeEach: () => {
    resetDemoStore();
  },
  parameters: {
    docs: {
      description: {
        component:
          'The Multi-Factor Authentication tab of My Profile (doc 2 §2.4, §4, §5, §9): the mode card — ‘Use an App’ with Set Up Now while MFA is off, ‘App Authenticator’ with Change App and Remove App while it is on. Set-up is a dialog: step 1 the QR code (150, correction M) or the key behind “Can’t scan this code?”, step 2 the 6-digit code and ‘Verify Code and Activate’. In the demo, 123456 verifies; member.demo (800001) starts with MFA off, member.mfa (800002) with it on.',
      },
    },
  },
} satisfies Meta<typeof MultiFactorSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MFA off (member.demo): 'Use an App', Off, and Set Up Now. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement, 'Use an App');
    await expect(within(region).getByText('Off')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Set Up Now' })).toBeVisible();
  },
};

/** MFA on (member.mfa): 'App Authenticator', On, Change App and Remove App. */
export const On: Story = {
  args: { memberNumber: '800002' },
  parameters: mfaMember,
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement, 'App Authenticator');
    await expect(within(region).getByText('On')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Change App' })).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Remove App' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMfaStatus.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: text.loadingStatus }),
    ).toBeVisible();
  },
};

/** Set Up Now: step 1, the QR code (150px, error correction M); step 2, the code. */
export const SetUpDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSetUp(canvasElement, 'Set Up Now', text.setUpTitle);
    const qr = within(dialog).getByRole('img', { name: text.qrLabel });
    await expect(qr).toHaveAttribute('width', '150');
    await expect(qr).toHaveAttribute('data-level', 'M');
    await expect(
      within(dialog).getByRole('button', { name: 'Verify Code and Activate' }),
    ).toBeDisabled();
  },
};

/** "Can't scan this code?": the key in groups of 4, as text that copies as the key. */
export const ManualKeyShown: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSetUp(canvasElement, 'Set Up Now', text.setUpTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: "Can't scan this code?" }));
    const group = await within(dialog).findByText('JBSW');
    await waitFor(() => expect(group).toBeVisible());
    await expect(group.closest('code')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  },
};

/** The 6 digits are in: Verify Code and Activate is enabled. */
export const CodeEntered: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSetUp(canvasElement, 'Set Up Now', text.setUpTitle);
    await userEvent.type(codeField(dialog), '123456');
    await expect(
      within(dialog).getByRole('button', { name: 'Verify Code and Activate' }),
    ).toBeEnabled();
  },
};

/** A wrong code: verification unsuccessful, the field cleared for another code. */
export const VerificationUnsuccessful: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSetUp(canvasElement, 'Set Up Now', text.setUpTitle);
    await userEvent.type(codeField(dialog), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Code and Activate' }));
    await shown(
      within(dialog).findByText(text.verificationUnsuccessful, undefined, { timeout: 5_000 }),
    );
    await expect(codeField(dialog)).toHaveValue('');
  },
};

/** 123456 verifies: the dialog closes, MFA is on, the success message has focus. */
export const Activated: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSetUp(canvasElement, 'Set Up Now', text.setUpTitle);
    await userEvent.type(codeField(dialog), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Code and Activate' }));
    const region = await card(canvasElement, 'App Authenticator');
    const message = await shown(
      within(region).findByText(text.activated, undefined, { timeout: 5_000 }),
    );
    await expect(within(region).getByText('On')).toBeVisible();
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** Change App (member.mfa): the same set-up, titled for a new app. */
export const ChangeApp: Story = {
  args: { memberNumber: '800002' },
  parameters: mfaMember,
  play: async ({ canvasElement }) => {
    const dialog = await openSetUp(canvasElement, 'Change App', text.changeTitle);
    await expect(within(dialog).getByText(text.changeIntro)).toBeVisible();
  },
};

/** Remove App asks first, naming what happens to signing in. */
export const RemovalConfirm: Story = {
  args: { memberNumber: '800002' },
  parameters: mfaMember,
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement, 'App Authenticator');
    await userEvent.click(within(region).getByRole('button', { name: 'Remove App' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', { name: text.removeTitle });
    await expect(confirm).toHaveTextContent('Signing in will no longer ask for a code');
    await expect(within(confirm).getByRole('button', { name: 'Keep App' })).toHaveFocus();
  },
};

/** Removed: the server's message, MFA off, Set Up Now again. */
export const Removed: Story = {
  args: { memberNumber: '800002' },
  parameters: mfaMember,
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement, 'App Authenticator');
    await userEvent.click(within(region).getByRole('button', { name: 'Remove App' }));
    const confirm = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove App' }));
    const off = await card(canvasElement, 'Use an App');
    await shown(
      within(off).findByText(
        'The authenticator app has been removed from your sign-in.',
        undefined,
        {
          timeout: 5_000,
        },
      ),
    );
    await expect(within(off).getByText('Off')).toBeVisible();
  },
};

/** The status cannot be read: the reason and Try again. */
export const StatusReadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMfaStatus.path), () =>
        errorAnswer(400, 'Your sign-in settings could not be read.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', undefined, { timeout: 10_000 }),
    ).toHaveTextContent('Your sign-in settings could not be read.');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The QR code cannot be read: the reason and Try again in the dialog; no code can be entered. */
export const QrReadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMfaQrCode.path), () =>
        errorAnswer(400, 'A new key cannot be made right now.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Set Up Now' }, { timeout: 10_000 }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', { name: text.setUpTitle });
    await expect(
      await within(dialog).findByRole('alert', undefined, { timeout: 5_000 }),
    ).toHaveTextContent('A new key cannot be made right now.');
    await expect(codeField(dialog)).toBeDisabled();
  },
};

/** At 320px: the card's buttons wrap, the dialog takes the screen, the key wraps; nothing scrolls sideways. */
export const Narrow: Story = {
  args: { memberNumber: '800002' },
  parameters: mfaMember,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'App Authenticator');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const dialog = await openSetUp(canvasElement, 'Change App', text.changeTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: "Can't scan this code?" }));
    await waitFor(() => expect(within(dialog).getByText('JBSW')).toBeVisible());
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/**
 * In Spanish (US), the richest state: Change App (member.mfa) with its intro, the key shown and a
 * wrong code refused, so the longest texts are all in the dialog.
 */
export const InSpanishChangeAppUnsuccessful: Story = {
  args: { memberNumber: '800002' },
  parameters: mfaMember,
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Aplicación de autenticación');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Cambiar aplicación' }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Cambiar su aplicación de autenticación',
    });
    const inDialog = within(dialog);
    await inDialog.findByRole('img', { name: /^Código QR/ }, { timeout: 5_000 });
    await userEvent.click(
      inDialog.getByRole('button', { name: '¿No puede escanear este código?' }),
    );
    await waitFor(() => expect(inDialog.getByText('JBSW')).toBeVisible());
    const code = inDialog.getByRole('textbox', { name: /Código de 6 dígitos/ });
    await userEvent.type(code, '000000');
    await userEvent.click(inDialog.getByRole('button', { name: 'Verificar código y activar' }));
    await shown(
      inDialog.findByText(/^La verificación no fue exitosa\./, undefined, { timeout: 5_000 }),
    );
    await expect(code).toHaveValue('');
  },
};

/** In Spanish (US) at 320px: the card and the set-up dialog wrap; nothing scrolls sideways. */
export const InSpanishNarrow: Story = {
  globals: { ...mobile, locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement, 'Usar una aplicación');
    await expect(within(region).getByText('Desactivada')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await userEvent.click(within(region).getByRole('button', { name: 'Configurar ahora' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Configurar una aplicación de autenticación',
    });
    await within(dialog).findByRole('img', { name: /^Código QR/ }, { timeout: 5_000 });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** In Spanish (US): Remove App asks first. */
export const InSpanishRemovalConfirm: Story = {
  args: { memberNumber: '800002' },
  parameters: mfaMember,
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement, 'Aplicación de autenticación');
    await userEvent.click(within(region).getByRole('button', { name: 'Quitar aplicación' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', {
      name: '¿Quitar la aplicación de autenticación?',
    });
    await expect(confirm).toHaveTextContent(
      'Al iniciar sesión ya no se le pedirá un código de su aplicación de autenticación',
    );
    await expect(
      within(confirm).getByRole('button', { name: 'Conservar aplicación' }),
    ).toHaveFocus();
  },
};
