import { getBillingHistory, getBillPdf } from '@coop-portal/api-client';
import { anyBase, errorAnswer, issueToken } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { BillNotAvailable, BillView } from './BillView';
import { storyMembers, withDemoMember } from '../storybook';

const DEMO = storyMembers.demo;

/**
 * 1000001's bill dates, newest first, from the demo co-op (its dates move with today): the story's
 * `billDate` is the bill at `loaded.billIndex` unless the story gives its own.
 */
async function loadBillDates(): Promise<{ billDates: string[] }> {
  const response = await fetch('/api/v3/account/1000001/bills/history', {
    headers: {
      Authorization: `Bearer ${issueToken('member', ...DEMO)}`,
      ApplicationId: 'storybook',
    },
  });
  if (!response.ok) return { billDates: [] };
  const bills = (await response.json()) as { billDate: string }[];
  return { billDates: bills.map((bill) => bill.billDate) };
}

const meta = {
  title: 'Widgets/BillView',
  component: BillView,
  decorators: [withDemoMember],
  loaders: [loadBillDates],
  args: {
    accountNumber: '1000001',
    billDate: null,
    historyHref: '/billpayments/history?accountno=1000001',
  },
  parameters: {
    member: DEMO,
    billIndex: 0,
    docs: {
      description: {
        component:
          'One bill’s PDF shown in a page (a bill link from an e-mail: the account and the bill date), with its download and a link to the account’s history; a bill without a statement or an unknown date says the statement is not available, a lost file says so (doc 2 §2.1, §8).',
      },
    },
  },
  render: (args, { loaded, parameters }) => (
    <BillView
      {...args}
      billDate={
        args.billDate ??
        (loaded as { billDates: string[] }).billDates[parameters['billIndex'] as number]
      }
    />
  ),
} satisfies Meta<typeof BillView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest bill. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle(/^Bill of /, {}, { timeout: 10_000 });
    await expect(frame.tagName).toBe('IFRAME');
  },
};

/** The 6th newest bill: its statement is missing. */
export const StatementNotAvailable: Story = {
  parameters: { billIndex: 5 },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(
      'The billing statement is not available.',
      {},
      { timeout: 10_000 },
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** A date no bill has. */
export const UnknownDate: Story = {
  args: { billDate: '1999-01-01' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Please check back soon.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** The 12th newest bill: its file is gone. */
export const BillFileNotFound: Story = {
  parameters: { billIndex: 11 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Bill History File not found.');
  },
};

/** While the bill loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getBillPdf.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the bill' }),
    ).toBeVisible();
  },
};

/** The bills cannot be read: the server's text, and Try again. */
export const ServiceError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getBillingHistory.path), () =>
        errorAnswer(400, 'Billing history is being updated. Please try again in a few minutes.'),
      ),
    );
  },
  args: { billDate: '2026-03-01' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Billing history is being updated. Please try again in a few minutes.',
    );
  },
};

/** The message on its own (the /no-bill page). */
export const NotAvailableMessage: StoryObj<typeof BillNotAvailable> = {
  render: () => <BillNotAvailable historyHref="/billpayments/history" />,
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(
      'The billing statement is not available.',
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** In Spanish (US): the 6th newest bill has no statement; the message and the way to the history. */
export const InSpanishStatementNotAvailable: Story = {
  globals: { locale: 'es-US' },
  parameters: { billIndex: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText(
      'El estado de cuenta no está disponible.',
      {},
      { timeout: 10_000 },
    );
    await waitFor(() => expect(message).toBeVisible());
    await expect(
      canvas.getByRole('link', { name: 'Ver el historial de facturación y pagos' }),
    ).toBeVisible();
  },
};
