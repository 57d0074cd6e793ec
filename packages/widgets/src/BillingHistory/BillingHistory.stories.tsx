import { getBillingHistory, getBillPdf, getPaymentHistory } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BillingHistory } from './BillingHistory';
import { storyMembers, withDemoMember } from '../storybook';

/** member.demo (1000001, 3000003) and member.many (3000022, without history). */
const DEMO = storyMembers.demo;
const MANY = storyMembers.many;

/** Dialogs render in a portal: their queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/BillingHistory',
  component: BillingHistory,
  decorators: [withDemoMember],
  args: { accountNumber: '1000001' },
  parameters: {
    member: DEMO,
    docs: {
      description: {
        component:
          'The whole billing and payment history of one account (the Account History page, doc 1 §2.2; doc 2 §2.1, §3, §8, §9): a table sortable by date and amount, a type filter, a From–To date range, pages of 10 (10, 25, 50, 100), Download CSV of the filtered rows, and each bill’s PDF in the 94% × 90% dialog.',
      },
    },
  },
} satisfies Meta<typeof BillingHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'grid',
    { name: 'Billing and payment history' },
    { timeout: 10_000 },
  );

async function choose(canvasElement: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  await userEvent.click(await page.findByRole('option', { name: option }));
}

/** The bills' buttons, newest first, every record on one page. */
async function billButtons(canvasElement: HTMLElement) {
  await findTable(canvasElement);
  await choose(canvasElement, /Rows per page$/, '50');
  return within(await findTable(canvasElement)).getAllByRole('button', { name: /^View Bill of / });
}

/** 14 bills and 14 payments, newest first, 10 a page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(within(canvasElement).getByText('Showing 1–10 of 28')).toBeVisible();
  },
};

/** Without its own heading, under a page title that names it. */
export const WithoutHeading: Story = {
  args: { showHeading: false },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** Only the bills, 25 a page. */
export const BillsOnly: Story = {
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await choose(canvasElement, /Show$/, 'Bills');
    await choose(canvasElement, /Rows per page$/, '25');
    await expect(await within(canvasElement).findByText('Showing 1–14 of 14')).toBeVisible();
  },
};

/** Sorted by amount, largest first. */
export const SortedByAmount: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    const amount = within(grid).getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amount);
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
  },
};

/** A From date after the To date: the To field says so, and the range is not applied. */
export const DateRangeError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    const year = new Date().getFullYear();
    const segments = (name: string) =>
      within(canvas.getByRole('group', { name })).getAllByRole('spinbutton');
    await userEvent.click(segments('From')[0]!);
    await userEvent.keyboard(`0601${year}`);
    await userEvent.click(segments('To')[0]!);
    await userEvent.keyboard(`0501${year}`);
    await expect(
      await canvas.findByText('The To date must be on or after the From date.'),
    ).toBeVisible();
  },
};

/** The newest bill open: its PDF in the 94% × 90% dialog. */
export const BillOpen: Story = {
  play: async ({ canvasElement }) => {
    const [newest] = await billButtons(canvasElement);
    await userEvent.click(newest!);
    const dialog = await page.findByRole('dialog', { name: /^Bill of / }, { timeout: 10_000 });
    await waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull());
  },
};

/** The 6th newest bill has no statement: 'The billing statement is not available.' */
export const StatementNotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const buttons = await billButtons(canvasElement);
    await userEvent.click(buttons[5]!);
    await expect(
      await page.findByRole(
        'alertdialog',
        { name: 'The billing statement is not available.' },
        { timeout: 10_000 },
      ),
    ).toHaveTextContent('Please check back soon.');
  },
};

/** The 12th newest bill's file is gone: 'Bill History File not found.' */
export const BillFileNotFound: Story = {
  play: async ({ canvasElement }) => {
    const buttons = await billButtons(canvasElement);
    await userEvent.click(buttons[11]!);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Bill History File not found.',
    );
  },
};

/** A bill on its way: its button busy. */
export const BillLoading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getBillPdf.path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const [newest] = await billButtons(canvasElement);
    await userEvent.click(newest!);
    await expect(
      await within(newest!).findByRole('progressbar', { name: 'Opening the bill' }),
    ).toBeInTheDocument();
  },
};

/** A prepaid account's statements. */
export const Prepaid: Story = {
  args: { accountNumber: '3000003' },
  play: async ({ canvasElement }) => {
    await expect(await findTable(canvasElement)).toBeVisible();
  },
};

/** At 320px: each row a stacked card. */
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
      http.get(anyBase(getPaymentHistory.path), async () => {
        await delay('infinite');
        return HttpResponse.json({ results: [] });
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
      http.get(anyBase(getBillingHistory.path), () =>
        errorAnswer(400, 'Billing history is being updated. Please try again in a few minutes.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Billing history is being updated. Please try again in a few minutes.',
    );
  },
};

/** A new account without bills or payments. */
export const NoHistory: Story = {
  args: { accountNumber: '3000022' },
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

/** In Spanish (US): a From date after the To date, typed day first; the Hasta field says why. */
export const InSpanishDateRangeError: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'grid',
      { name: 'Historial de facturación y pagos' },
      { timeout: 10_000 },
    );
    const year = new Date().getFullYear();
    const segments = (name: string) =>
      within(canvas.getByRole('group', { name })).getAllByRole('spinbutton');
    await userEvent.click(segments('Desde')[0]!);
    await userEvent.keyboard(`0106${year}`);
    await userEvent.click(segments('Hasta')[0]!);
    await userEvent.keyboard(`0105${year}`);
    await expect(
      await canvas.findByText('La fecha Hasta debe ser igual o posterior a la fecha Desde.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Borrar filtros' })).toBeVisible();
  },
};

/** In Spanish (US) at 320px: the filters and each row a stacked card, in the longer Spanish. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole(
      'grid',
      { name: 'Historial de facturación y pagos' },
      { timeout: 10_000 },
    );
    await expect(
      within(grid).getAllByRole('button', { name: /^Ver factura del \d{2}\/\d{2}\/\d{4}$/ }).length,
    ).toBeGreaterThan(0);
  },
};
