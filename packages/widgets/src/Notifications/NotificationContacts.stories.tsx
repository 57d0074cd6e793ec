import {
  addNotificationContact,
  deleteNotificationContact,
  getNotifications,
} from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, withDemoMember } from '../storybook';
import { NotificationContacts } from './NotificationContacts';

/** An alert's text, once shown (alerts show their text one frame after they appear). */
async function shown(found: Promise<HTMLElement>) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Widgets/NotificationContacts',
  component: NotificationContacts,
  decorators: [withDemoMember],
  args: { memberNumber: '800001' },
  // Each story starts from the demo data (a story's saves and contacts do not carry over).
  beforeEach: () => {
    resetDemoStore();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Manage Contacts (doc 1 §2.2): the email addresses and mobile phones that receive the member’s alerts. Add one, verify it with the 6-digit code sent to it (135790 in the demo), remove one after a confirmation. The stories run as member.demo.',
      },
    },
  },
} satisfies Meta<typeof NotificationContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Your contacts' }, { timeout: 10_000 });

/** member.demo's email and mobile phone, both verified, and the add form. */
export const Contacts: Story = {
  play: async ({ canvasElement }) => {
    const items = within(await list(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(canvasElement).getByRole('button', { name: 'Add contact' })).toBeVisible();
  },
};

/** A new contact is checked before it is sent. */
export const AddInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Mobile phone' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile phone/ }), '555014');
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await expect(
      (
        await canvas.findAllByText('Invalid phone format.(Ex: (987) 456-1230)', undefined, {
          timeout: 5_000,
        })
      ).length,
    ).toBeGreaterThan(0);
  },
};

/**
 * The code form once its heading has taken focus: the form moves focus there a frame after it
 * shows, so typing before that would lose the first digits to the heading.
 */
async function codeFormShown(canvas: ReturnType<typeof within>) {
  const heading = await canvas.findByRole(
    'heading',
    { name: 'Verify alerts@example.com' },
    { timeout: 5_000 },
  );
  await waitFor(() => expect(heading).toHaveFocus(), { timeout: 5_000 });
}

/** After adding: the code form, and a wrong code refused. */
export const VerifyWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'alerts@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await codeFormShown(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      (
        await canvas.findAllByText(
          'The verification code is not correct. Please check it and try again.',
          undefined,
          { timeout: 5_000 },
        )
      ).length,
    ).toBeGreaterThan(0);
  },
};

/** The right code: the contact is verified. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'alerts@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await codeFormShown(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await shown(
      canvas.findByText(
        'alerts@example.com is verified. Alerts can now be sent to it.',
        undefined,
        { timeout: 5_000 },
      ),
    );
  },
};

/** A contact not yet verified shows Verify beside Remove. */
export const Unverified: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getNotifications.path, (answer) => ({
        ...answer,
        contacts: [
          ...(answer['contacts'] as unknown[]),
          { contactId: 'C9', type: 'SMS', value: '(555) 014-2468', verified: false },
        ],
      })),
    );
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Verify (555) 014-2468' }),
    ).toBeVisible();
  },
};

/** Remove asks first. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove (555) 214-1111' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Remove this contact?',
    });
    await expect(dialog).toHaveTextContent('Alerts will no longer be sent to (555) 214-1111.');
  },
};

/** The removal fails: the reason, and the contact stays. */
export const RemoveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete(anyBase(deleteNotificationContact.path), () =>
        errorAnswer(400, 'The contact could not be removed.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove (555) 214-1111' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await shown(
      within(canvasElement).findByText('The contact could not be removed.', undefined, {
        timeout: 5_000,
      }),
    );
  },
};

/** The add fails: the reason, and what was typed stays. */
export const AddFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(addNotificationContact.path), () =>
        errorAnswer(400, 'Contacts cannot be added right now.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await shown(
      canvas.findByText('Contacts cannot be added right now.', undefined, { timeout: 5_000 }),
    );
  },
};

/** No contacts yet. */
export const NoContacts: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getNotifications.path), () =>
        HttpResponse.json({ subscriptions: [], contacts: [] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await shown(
      within(canvasElement).findByText('You have no contacts for notifications yet.', undefined, {
        timeout: 5_000,
      }),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getNotifications.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your contacts' }),
    ).toBeVisible();
  },
};

export const ReadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getNotifications.path), () =>
        errorAnswer(400, 'Your contacts could not be read.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your contacts could not be read.',
    );
  },
};

/** At 320px each contact's actions wrap under it; nothing scrolls sideways. */
export const Narrow: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Spanish (US): the code form after adding an address (its longest text), a wrong code refused. */
export const InSpanishVerify: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Sus contactos' }, { timeout: 10_000 });
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Dirección de correo electrónico/ }),
      'alerts@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar contacto' }));
    const heading = await canvas.findByRole(
      'heading',
      { name: 'Verificar alerts@example.com' },
      { timeout: 5_000 },
    );
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 5_000 });
    await userEvent.type(canvas.getByRole('textbox', { name: /Código de verificación/ }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(
      (
        await canvas.findAllByText(
          'El código de verificación no es correcto. Revíselo e intente de nuevo.',
          undefined,
          { timeout: 5_000 },
        )
      ).length,
    ).toBeGreaterThan(0);
  },
};
