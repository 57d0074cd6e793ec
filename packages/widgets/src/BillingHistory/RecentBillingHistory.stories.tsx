import { getBillingHistory, getBillPdf, getPaymentHistory } from '@coop-portal/api-client';
import { anyBase, demoAnswer, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RecentBillingHistory } from './RecentBillingHistory';
import { storyMembers, withDemoMember } from '../storybook';

/** member.demo (1000001, 3000003) and member.many (3000022, without history). */
const DEMO = storyMembers.demo;
const MANY = storyMembers.many;

/** Dialogs render in a portal: their queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/RecentBillingHistory',
  component: RecentBillingHistory,
  decorators: [withDemoMember],
  args: { accountNumber: '1000001', viewMoreHref: '/billpayments/history?accountno=1000001' },
  parameters: {
    member: DEMO,
    docs: {
      description: {
        component:
          'The account overview’s Billing & Payment History card (doc 2 §2.1, §9): the latest 9 payments and bills padded with dummy rows to 10 (hidden from assistive technology), View More, and each bill’s PDF in the 94% × 90% dialog, loaded on demand.',
      },
    },
  },
} satisfies Meta<typeof RecentBillingHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'table',
    { name: 'Billing and payment history' },
    { timeout: 10_000 },
  );

/** The latest 9 entries and a dummy row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    await expect(within(canvasElement).getByRole('link', { name: 'View More' })).toBeVisible();
  },
};

/** Two entries: eight dummy rows keep the card's height. */
export const ShortHistory: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getPaymentHistory.path), () =>
        HttpResponse.json({ results: [{ paymentAmount: 98.1, paymentDate: '2026-03-15' }] }),
      ),
      http.get(anyBase(getBillingHistory.path), () =>
        HttpResponse.json([
          {
            billDate: '2026-03-01',
            dueDate: '2026-03-22',
            endingBalance: 98.1,
            billType: 'Regular Bill',
            billViewUrl: 'bills/1000001/2026-03.pdf',
          },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(8);
  },
};

/** The newest bill open: its PDF in the dialog. */
export const BillOpen: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const [newest] = within(table).getAllByRole('button', { name: /^View Bill of / });
    await userEvent.click(newest!);
    const dialog = await page.findByRole('dialog', { name: /^Bill of / }, { timeout: 10_000 });
    await waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull());
  },
};

/** A bill without its statement: 'The billing statement is not available.' */
export const StatementNotAvailable: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getBillingHistory.path), async ({ request }) => {
        const answer = await demoAnswer(request);
        const bills = (await answer!.json()) as { billViewUrl?: string | null }[];
        return HttpResponse.json(bills.map((bill) => ({ ...bill, billViewUrl: null })));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const [newest] = within(table).getAllByRole('button', { name: /^View Bill of / });
    await userEvent.click(newest!);
    await expect(
      await page.findByRole(
        'alertdialog',
        { name: 'The billing statement is not available.' },
        { timeout: 10_000 },
      ),
    ).toHaveTextContent('Please check back soon.');
  },
};

/** The PDF call fails: 'Bill History File not found.' */
export const BillFileNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getBillPdf.path), () => errorAnswer(404, 'File not found.')));
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const [newest] = within(table).getAllByRole('button', { name: /^View Bill of / });
    await userEvent.click(newest!);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Bill History File not found.',
    );
  },
};

/** At 320px: the table fits the card. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await findTable(canvasElement)).toBeVisible();
  },
};

/** While the history loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getBillingHistory.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'Loading billing and payment history',
      }),
    ).toBeVisible();
  },
};

/** A history read fails: the server's text, and Try again. */
export const ServiceError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getPaymentHistory.path), () =>
        errorAnswer(400, 'Payment history is being updated. Please try again in a few minutes.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Payment history is being updated. Please try again in a few minutes.',
    );
  },
};

/** A new account without bills or payments. */
export const NoHistory: Story = {
  args: { accountNumber: '3000022', viewMoreHref: '/billpayments/history?accountno=3000022' },
  parameters: { member: MANY },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(
      'No Billing / Payment History Record Found',
      {},
      { timeout: 10_000 },
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** In Spanish (US) at 320px: the card's latest entries, dates day first, and Ver más. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: 'Historial de facturación y pagos' },
      { timeout: 10_000 },
    );
    await expect(
      within(table).getAllByRole('button', { name: /^Ver factura del \d{2}\/\d{2}\/\d{4}$/ })
        .length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Ver más' })).toBeVisible();
  },
};
