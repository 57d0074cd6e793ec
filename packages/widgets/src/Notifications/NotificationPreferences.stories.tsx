import { getNotifications, updateNotifications } from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { changedAnswer, withDemoMember } from '../storybook';
import { NotificationPreferences } from './NotificationPreferences';

/** An alert's text, once shown (alerts show their text one frame after they appear). */
async function shown(found: Promise<HTMLElement>) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Widgets/NotificationPreferences',
  component: NotificationPreferences,
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
          'Manage Notifications (doc 1 §2.2): per account, which alerts (new bill, payment due, payment received, outage) go by email and by text message to the member’s verified contacts. Save sends every choice in one call; a failed save keeps the choices and says why. The stories run as member.demo (1000001, 3000002, 3000003).',
      },
    },
  },
} satisfies Meta<typeof NotificationPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

const account = (canvasElement: HTMLElement, accountNumber: string) =>
  within(canvasElement).findByRole(
    'region',
    { name: `Account ${accountNumber}` },
    { timeout: 10_000 },
  );

/** Every account's four alerts with their email and text choices, and where alerts go. */
export const Preferences: Story = {
  play: async ({ canvasElement }) => {
    const first = await account(canvasElement, '1000001');
    const due = within(first).getByRole('group', { name: 'Payment due reminder (3 days before)' });
    await expect(within(due).getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    await expect(
      within(canvasElement).getByText('Emails go to jordan.rivers@example.com.'),
    ).toBeVisible();
  },
};

/** The member changes a choice and presses Save: the server's message. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const first = await account(canvasElement, '1000001');
    await userEvent.click(
      within(within(first).getByRole('group', { name: 'Payment received' })).getByRole('checkbox', {
        name: 'Text message',
      }),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await shown(
      within(canvasElement).findByText(
        'Your notification preferences have been saved.',
        undefined,
        { timeout: 5_000 },
      ),
    );
  },
};

/** The save fails: the reason, and the choices stay as the member left them. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(anyBase(updateNotifications.path), () =>
        errorAnswer(400, 'Notifications are being updated. Please try again later.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const first = await account(canvasElement, '1000001');
    const box = within(within(first).getByRole('group', { name: 'New bill is ready' })).getByRole(
      'checkbox',
      { name: 'Text message' },
    );
    await userEvent.click(box);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await shown(
      within(canvasElement).findByText(
        'Your notification preferences were not saved. Notifications are being updated. Please try again later.',
        undefined,
        { timeout: 5_000 },
      ),
    );
    await expect(box).toBeChecked();
  },
};

/** No verified mobile phone: text messages cannot be turned on, and the page says how. */
export const NoMobilePhone: Story = {
  beforeEach({ msw }) {
    msw.use(
      changedAnswer('get', getNotifications.path, (answer) => ({
        ...answer,
        contacts: (answer['contacts'] as { type: string }[]).filter((c) => c.type === 'Email'),
      })),
    );
  },
  play: async ({ canvasElement }) => {
    await account(canvasElement, '1000001');
    await expect(
      within(canvasElement).getByText(
        'Add and verify a mobile phone to receive alerts by text message.',
      ),
    ).toBeVisible();
  },
};

/** No alerts to manage. */
export const NoAlerts: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getNotifications.path), () =>
        HttpResponse.json({ subscriptions: [], contacts: [] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await shown(
      within(canvasElement).findByText(
        'There are no notifications to manage for your accounts.',
        undefined,
        { timeout: 5_000 },
      ),
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
      await within(canvasElement).findByRole('progressbar', {
        name: 'Loading your notification preferences',
      }),
    ).toBeVisible();
  },
};

/** The preferences cannot be read: the server's message and Try again. */
export const ReadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getNotifications.path), () =>
        errorAnswer(400, 'Your notification preferences could not be read.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your notification preferences could not be read.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 320px the choices wrap under each alert; nothing scrolls sideways. */
export const Narrow: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await account(canvasElement, '1000001');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Spanish (US): every account's alerts, the channels and where alerts go. */
export const InSpanish: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const first = await within(canvasElement).findByRole(
      'region',
      { name: 'Cuenta 1000001' },
      { timeout: 10_000 },
    );
    const due = within(first).getByRole('group', { name: 'Payment due reminder (3 days before)' });
    await expect(within(due).getByRole('checkbox', { name: 'Mensaje de texto' })).toBeChecked();
    await expect(
      within(canvasElement).getByText(
        'Los correos electrónicos se envían a jordan.rivers@example.com.',
      ),
    ).toBeVisible();
  },
};
