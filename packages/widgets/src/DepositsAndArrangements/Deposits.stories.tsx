import { getDeposits } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { storyMembers, withDemoMember } from '../storybook';
import { Deposits } from './Deposits';

const meta = {
  title: 'Widgets/Deposits',
  component: Deposits,
  decorators: [withDemoMember],
  args: { memberNumber: storyMembers.demo[1] },
  parameters: {
    member: storyMembers.demo,
    docs: {
      description: {
        component:
          'The deposits on the member’s accounts (the Deposits page of the Billing menu, doc 1 §2.2; its content is not in the specs): per account, newest first, with the date paid, type, amount, status, refund date and interest, what is still held, and one line on what a refund and the interest mean.',
      },
    },
  },
} satisfies Meta<typeof Deposits>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement, accountNumber: string) =>
  within(canvasElement).findByRole(
    'grid',
    { name: `Deposits on account ${accountNumber}` },
    { timeout: 10_000 },
  );

/** member.demo: a deposit held on 1000001, one refunded on 3000002, none on 3000003. */
export const SeveralAccounts: Story = {
  play: async ({ canvasElement }) => {
    await findTable(canvasElement, '1000001');
    await expect(await findTable(canvasElement, '3000002')).toBeVisible();
    await expect(within(canvasElement).getByText('No deposits on account 3000003.')).toBeVisible();
  },
};

/** member.many: deposits held on two accounts and one refunded on a final-billed account. */
export const ManyAccounts: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  play: async ({ canvasElement }) => {
    await expect(await findTable(canvasElement, '3000027')).toBeVisible();
  },
};

/** Only the account asked for (the page's query accountno). */
export const OneAccount: Story = {
  args: { accountNumber: '3000002' },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement, '3000002');
    await expect(within(canvasElement).queryByLabelText('Deposits on your accounts')).toBeNull();
  },
};

/** Several deposits on one account, newest first: held, applied to a bill, refunded. */
export const EachStatus: Story = {
  args: { accountNumber: '1000001' },
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getDeposits.path), () =>
        HttpResponse.json([
          {
            depositDate: '2019-04-01',
            depositAmount: 50,
            depositType: 'Meter deposit',
            status: 'Refunded',
            refundDate: '2021-04-01',
            interestAmount: 1.1,
          },
          {
            depositDate: '2024-09-15',
            depositAmount: 125,
            depositType: 'Security deposit',
            status: 'Held',
            interestAmount: 1.5,
          },
          {
            depositDate: '2022-02-10',
            depositAmount: 80,
            depositType: 'Water deposit',
            status: 'Applied',
          },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement, '1000001');
    await expect(within(grid).getByText('Applied to bill')).toBeVisible();
  },
};

/** member.solo has no deposit. */
export const Empty: Story = {
  args: { memberNumber: storyMembers.solo[1] },
  parameters: { member: storyMembers.solo },
  play: async ({ canvasElement }) => {
    // The alert fades in: visible once its entrance is over.
    const message = await within(canvasElement).findByText(
      'There are no deposits on your accounts.',
      {},
      { timeout: 10_000 },
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** While the deposits load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getDeposits.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading deposits' }),
    ).toBeVisible();
  },
};

/** One account's read fails: its message and Try again in its place, the others shown. */
export const ReadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getDeposits.path), ({ params }) =>
        params['accountNumber'] === '3000002'
          ? errorAnswer(400, 'Deposits are being updated. Please try again later.')
          : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement, '1000001');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Deposits are being updated. Please try again later.',
    );
  },
};

/** At 320px: each deposit a stacked card. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await findTable(canvasElement, '1000001')).toBeVisible();
  },
};

/** In Spanish (US): member.demo's deposits, the line on refunds and the summary. */
export const InSpanishSeveralAccounts: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'grid',
        { name: 'Depósitos de la cuenta 3000002' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('No hay depósitos en la cuenta 3000003.')).toBeVisible();
    await expect(canvas.getByLabelText('Depósitos en sus cuentas')).toBeVisible();
  },
};

/** In Spanish (US) at 320px: member.many's deposits, each row a stacked card. */
export const InSpanishNarrow: Story = {
  args: { memberNumber: storyMembers.many[1] },
  parameters: { member: storyMembers.many },
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'grid',
        { name: 'Depósitos de la cuenta 3000027' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
