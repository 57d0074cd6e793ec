import { getArrangements } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { storyMembers, withDemoMember } from '../storybook';
import { Arrangements } from './Arrangements';

const meta = {
  title: 'Widgets/Arrangements',
  component: Arrangements,
  decorators: [withDemoMember],
  args: { memberNumber: storyMembers.demo[1] },
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'The payment arrangements on the member’s accounts (the Arrangements page of the Billing menu, doc 1 §2.2; doc 2 §2.1, §3): per account, newest first, with the note, balance, next payment and its due date, what is left to pay and the instalments in due order; an arrangement whose next payment was due before today carries the account overview’s warning.',
      },
    },
  },
} satisfies Meta<typeof Arrangements>;

export default meta;
type Story = StoryObj<typeof meta>;

const findCard = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', {}, { timeout: 10_000 });

/** member.demo: 3000002's arrangement on schedule; the other two accounts have none. */
export const OnSchedule: Story = {
  play: async ({ canvasElement }) => {
    await findCard(canvasElement);
    await expect(
      within(canvasElement).getByText('No payment arrangements on accounts 1000001 and 3000003.'),
    ).toBeVisible();
  },
};

/** member.many: 3000021's next payment was due 3 days ago. */
export const Overdue: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement);
    await expect(within(card).getByRole('status')).toHaveTextContent(/has not been received\./);
  },
};

/** Arrangements on several accounts, one of them with two: newest first, and their total. */
export const SeveralAccounts: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getArrangements.path), ({ params }) =>
        params['accountNumber'] === '1000001'
          ? HttpResponse.json([
              {
                arrangementNotation: 'Winter arrangement: $40.00 a month.',
                arrangementBalance: 80,
                nextPaymentAmount: 40,
                nextPaymentDueDate: '2099-01-15',
                startDate: '2098-11-15',
                installments: [
                  { dueDate: '2098-12-15', amount: 40, paid: true },
                  { dueDate: '2099-01-15', amount: 40, paid: false },
                  { dueDate: '2099-02-15', amount: 40, paid: false },
                ],
              },
              {
                arrangementNotation: null,
                arrangementBalance: 0,
                nextPaymentAmount: 30,
                nextPaymentDueDate: '2099-01-01',
                startDate: '2022-03-01',
                installments: [],
              },
            ])
          : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(
        'Arrangements on your accounts',
        {},
        { timeout: 10_000 },
      ),
    ).toHaveTextContent('$155.00');
  },
};

/** Only the account asked for (the page's query accountno, as the overview's link passes it). */
export const OneAccount: Story = {
  args: { accountNumber: '3000002' },
  play: async ({ canvasElement }) => {
    await findCard(canvasElement);
    await expect(within(canvasElement).queryByText(/^No payment arrangements on/)).toBeNull();
  },
};

/** member.solo has no arrangement. */
export const Empty: Story = {
  args: { memberNumber: storyMembers.solo[1] },
  parameters: { member: storyMembers.solo },
  play: async ({ canvasElement }) => {
    // The alert fades in: visible once its entrance is over.
    const message = await within(canvasElement).findByText(
      'There are no payment arrangements on your accounts.',
      {},
      { timeout: 10_000 },
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** While the arrangements load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getArrangements.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'Loading payment arrangements',
      }),
    ).toBeVisible();
  },
};

/** The read fails: its message and Try again in the account's place. */
export const ReadFailure: Story = {
  args: { accountNumber: '3000002' },
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getArrangements.path), () =>
        errorAnswer(400, 'Arrangements are being updated. Please try again later.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Arrangements are being updated. Please try again later.');
  },
};

/** At 320px, overdue: the warning, the terms and the instalments stacked. */
export const Narrow: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await findCard(canvasElement)).toBeVisible();
  },
};

/** In Spanish (US): member.many's overdue arrangement, the warning the longest text. */
export const InSpanishOverdue: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement);
    await expect(within(card).getByRole('status')).toHaveTextContent(
      /El pago de \$50\.00 de su acuerdo de pago venció el \d{2}\/\d{2}\/\d{4} y no se ha recibido\.$/,
    );
    await expect(within(card).getByText('Vencimiento del próximo pago')).toBeVisible();
  },
};

/** In Spanish (US) at 320px: the overdue arrangement and its instalments. */
export const InSpanishNarrow: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement);
    await expect(within(card).getByRole('grid', { name: /^Cuotas: / })).toBeVisible();
  },
};
