import { addPaymentMethod, deletePaymentMethod, getPaymentMethods } from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMembers, withDemoMember } from '../storybook';
import { PaymentProfile } from './PaymentProfile';

/** member.demo: a Visa card (default) and the checking account 3000002's auto payment uses. */
const DEMO = storyMembers.demo;
const page = within(document.body);
const today = new Date(2026, 10, 27);

const meta = {
  title: 'Widgets/PaymentProfile',
  component: PaymentProfile,
  decorators: [withDemoMember],
  args: { memberNumber: DEMO[1], today },
  beforeEach: () => {
    resetDemoStore();
  },
  parameters: {
    member: DEMO,
    docs: {
      description: {
        component:
          'The member’s stored payment methods (doc 1 §2.2 Payment Profile): name, type, masked number, expiry, the default badge and which accounts’ auto payments use each. Add goes through the hosted provider (the number never touches the portal); Make default; Remove after a confirmation, blocked with My Profile’s ‘Update not allowed. Active Payment setup exists.’ while an auto payment uses the method.',
      },
    },
  },
} satisfies Meta<typeof PaymentProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Your payment methods' }, { timeout: 10_000 });

/** A card (the default) and a bank account in use by auto pay. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByText('Default')).toBeVisible();
    await expect(within(grid).getByText('Used by auto pay for 3000002')).toBeVisible();
  },
};

/** member.many: four methods, one card expired. */
export const ManyMethods: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByText('Expired 06/2025')).toBeVisible();
  },
};

/** member.solo: no method yet. */
export const Empty: Story = {
  args: { memberNumber: storyMembers.solo[1] },
  parameters: { member: storyMembers.solo },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'You have no saved payment methods yet.',
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getPaymentMethods.path), async () => {
        await delay('infinite');
        return HttpResponse.json({ paymentMethods: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'Loading your payment methods',
      }),
    ).toBeVisible();
  },
};

export const ReadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getPaymentMethods.path), () =>
        errorAnswer(400, 'Payment methods are being updated.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Payment methods are being updated.');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Back from the provider with a token: the new method is stored and shown. */
export const Added: Story = {
  args: { returned: { outcome: 'added', token: 'story-token', maskedNumber: '••••1117' } },
  beforeEach({ msw }) {
    msw.use(
      http.post(anyBase(addPaymentMethod.path), () =>
        HttpResponse.json({
          id: 'PM-NEW',
          type: 'card',
          maskedNumber: '••••1117',
          cardBrand: 'Discover',
          expiry: '2029-08',
          isDefault: false,
          autoPayAccounts: [],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Discover ending 1117 was added to your payment methods.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Back from the provider after Cancel. */
export const Canceled: Story = {
  args: { returned: { outcome: 'canceled' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Adding a payment method was canceled. Nothing was saved.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Remove on the method auto pay uses: My Profile’s message, the row stays. */
export const RemoveBlocked: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Remove Checking account ending 6789' }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Update not allowed. Active Payment setup exists.',
    );
  },
};

/** Remove pressed on a method free to go: the confirmation. */
export const RemoveConfirm: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await userEvent.click(within(grid).getByRole('button', { name: 'Remove Visa ending 4242' }));
    await expect(
      await page.findByRole('alertdialog', { name: 'Remove Payment Method' }),
    ).toHaveTextContent('Remove Visa ending 4242 from your payment methods?');
  },
};

/** A removal that fails for another reason: the reason, and the row stays. */
export const RemoveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete(anyBase(deletePaymentMethod.path), () =>
        errorAnswer(400, 'This card is being updated. Try again in a minute.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await userEvent.click(within(grid).getByRole('button', { name: 'Remove Visa ending 4242' }));
    const confirm = await page.findByRole('alertdialog', { name: 'Remove Payment Method' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Visa ending 4242 was not removed. This card is being updated. Try again in a minute.',
      ),
    );
  },
};

/** At 320 px: each row stacks. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await findTable(canvasElement)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** In Spanish (US): member.many's four methods, one card expired; the column labels in Spanish. */
export const InSpanishManyMethods: Story = {
  globals: { locale: 'es-US' },
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole(
      'grid',
      { name: 'Sus métodos de pago' },
      { timeout: 10_000 },
    );
    await expect(within(grid).getByRole('columnheader', { name: 'Vencimiento' })).toBeVisible();
    await expect(within(grid).getByText('Venció en 06/2025')).toBeVisible();
    await expect(within(grid).getByText('Predeterminado')).toBeVisible();
  },
};

/** In Spanish (US): the longest message, the removal block of a method auto pay uses. */
export const InSpanishRemoveBlocked: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole(
      'grid',
      { name: 'Sus métodos de pago' },
      { timeout: 10_000 },
    );
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Eliminar Cuenta Checking terminada en 6789' }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /Cuenta Checking terminada en 6789 no se eliminó\. /,
    );
  },
};

/** In Spanish (US), at 320 px: each row stacks, and the longer words still fit. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'grid',
        { name: 'Sus métodos de pago' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
