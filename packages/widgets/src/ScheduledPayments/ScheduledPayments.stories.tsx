import { deleteScheduledPayment, getScheduledPayments } from '@coop-portal/api-client';
import { anyBase, errorAnswer, resetDemoStore } from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMembers, withDemoMember } from '../storybook';
import { ScheduledPayments } from './ScheduledPayments';

/** member.demo: SP-240117 (1000001, in 10 days) and SP-240118 (3000002 and 3000003, in 21 days). */
const DEMO = storyMembers.demo;
/** member.solo: no scheduled payment. */
const SOLO = storyMembers.solo;

/** Dialogs render in a portal: their queries look at the whole page. */
const page = within(document.body);

const meta = {
  title: 'Widgets/ScheduledPayments',
  component: ScheduledPayments,
  decorators: [withDemoMember],
  args: { memberNumber: DEMO[1] },
  // Each story starts from the demo data (a story's deletes do not carry over).
  beforeEach: () => {
    resetDemoStore();
  },
  parameters: {
    member: DEMO,
    docs: {
      description: {
        component:
          'The member’s scheduled payments (doc 2 §2.8, §3, §4, §8): Created Date, Type, Amount, Method and Payment Date, sortable, introduced by the co-op’s SCHEDULEDPAYMENTS_OVERVIEW text; a created date opens ‘Accounts to be paid’ (Account, Type, Amount, total; SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW); Delete asks first, then the list reloads and says so. None: ‘No Payments scheduled at this time.’',
      },
    },
  },
} satisfies Meta<typeof ScheduledPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Scheduled payments' }, { timeout: 10_000 });

/** The Delete button of the payment made in 21 days (SP-240118, $73.60). */
const deleteSecond = async (canvasElement: HTMLElement) =>
  within(await findTable(canvasElement)).getByRole('button', {
    name: /^Delete the scheduled payment of \$73\.60 on /,
  });

async function confirmDelete(canvasElement: HTMLElement) {
  await userEvent.click(await deleteSecond(canvasElement));
  const confirm = await page.findByRole('alertdialog', { name: 'Delete Scheduled Payment' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

/** Two payments, the one made next first, with the co-op's introduction. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByRole('columnheader', { name: 'Payment Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(
      within(canvasElement).getByText(/^Payments you scheduled for a later date\./),
    ).toBeVisible();
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

/** A created date opened: 'Accounts to be paid' with the two accounts and their total. */
export const AccountsDialog: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await userEvent.click(
      within(grid).getByRole('button', { name: /accounts to be paid by the payment of \$73\.60/ }),
    );
    const dialog = await page.findByRole('dialog', { name: 'Accounts to be paid' });
    await waitFor(() => expect(within(dialog).getByText('3000003')).toBeVisible());
    await expect(within(dialog).getByText('Total')).toBeVisible();
  },
};

/** Delete pressed: the confirmation names the payment. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await deleteSecond(canvasElement));
    await expect(
      await page.findByRole('alertdialog', { name: 'Delete Scheduled Payment' }),
    ).toHaveTextContent(/Delete the scheduled payment of \$73\.60 on .*\? It will not be made\./);
  },
};

/** Deleted: the list reloaded without it, and says so. */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    const message = await within(canvasElement).findByText(
      /^The scheduled payment of \$73\.60 on .* was deleted\.$/,
    );
    await waitFor(() => expect(message).toBeVisible());
    await waitFor(async () =>
      expect(within(await findTable(canvasElement)).getAllByRole('row')).toHaveLength(2),
    );
  },
};

/** A delete that fails: why, and the row is kept. */
export const DeleteFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete(anyBase(deleteScheduledPayment.path), () =>
        errorAnswer(400, 'This payment is already being processed and can no longer be deleted.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'was not deleted: This payment is already being processed and can no longer be deleted.',
    );
    await expect(await deleteSecond(canvasElement)).toBeVisible();
  },
};

/** member.solo has none. */
export const Empty: Story = {
  args: { memberNumber: SOLO[1] },
  parameters: { member: SOLO },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(
      'No Payments scheduled at this time.',
      {},
      { timeout: 10_000 },
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getScheduledPayments.path), async () => {
        await delay('infinite');
        return HttpResponse.json({ scheduledPaymentsList: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading scheduled payments' }),
    ).toBeVisible();
  },
};

/** The list cannot be read: the server's text, and Try again. */
export const ReadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getScheduledPayments.path), () =>
        errorAnswer(
          400,
          'Scheduled payments are being updated. Please try again in a few minutes.',
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Scheduled payments are being updated. Please try again in a few minutes.',
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 320px: each payment a stacked card, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await findTable(canvasElement)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** At 320px, the accounts dialog takes the screen. */
export const NarrowAccountsDialog: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: AccountsDialog.play,
};

const findSpanishTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Pagos programados' }, { timeout: 10_000 });

/** dd/MM/yyyy of today plus `days`: a date as Spanish (US) writes it. */
function esDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** In Spanish (US): 'Accounts to be paid' of the $73.60 payment, its dates day first. */
export const InSpanishAccountsDialog: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const grid = await findSpanishTable(canvasElement);
    await expect(
      within(grid).getByRole('columnheader', { name: 'Fecha de creación' }),
    ).toBeVisible();
    await userEvent.click(
      within(grid).getByRole('button', {
        name: `${esDay(-1)}: cuentas que se pagarán con el pago de $73.60 el ${esDay(21)}`,
      }),
    );
    const dialog = await page.findByRole('dialog', { name: 'Cuentas que se pagarán' });
    await waitFor(() => expect(within(dialog).getByText('3000003')).toBeVisible());
    await expect(within(dialog).getByText('$73.60')).toBeVisible();
  },
};

/** In Spanish (US): the delete confirmation names the payment by amount and date. */
export const InSpanishDeleteConfirm: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const grid = await findSpanishTable(canvasElement);
    await userEvent.click(
      within(grid).getByRole('button', {
        name: `Eliminar el pago programado de $73.60 el ${esDay(21)}`,
      }),
    );
    await expect(
      await page.findByRole('alertdialog', { name: 'Eliminar pago programado' }),
    ).toHaveTextContent(
      `¿Desea eliminar el pago programado de $73.60 el ${esDay(21)}? No se realizará.`,
    );
  },
};

/** In Spanish (US), at 320px: each payment a stacked card, nothing scrolls sideways. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await findSpanishTable(canvasElement)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
