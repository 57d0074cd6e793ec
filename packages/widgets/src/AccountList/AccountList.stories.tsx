import {
  getMemberAccounts,
  getMemberPaymentSettings,
  getSiteSettings,
} from '@coop-portal/api-client';
import {
  anyBase,
  CUTOFF_MESSAGE,
  demoAnswer,
  demoPaymentSettings,
  errorAnswer,
} from '@coop-portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMembers, withDemoMember } from '../storybook';
import { AccountList } from './AccountList';

const MANY = storyMembers.many;
const DEMO = storyMembers.demo;

type Json = Record<string, unknown>;

/** The demo backend's answer to a GET, changed. */
const changed = <T,>(path: string, change: (answer: T) => unknown) =>
  http.get(anyBase(path), async ({ request }) => {
    const answer = await demoAnswer(request);
    if (!answer?.ok) return answer;
    return HttpResponse.json(change((await answer.json()) as T) as Json);
  });

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Widgets/AccountList',
  component: AccountList,
  decorators: [withDemoMember],
  args: { memberNumber: '800004' },
  parameters: {
    member: MANY,
    a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
    docs: {
      description: {
        component:
          'Every account of the signed-in member (/view-all-accounts): a search by account number or service address, the total amount due of all accounts (the balances owed; credits and prepaid balances are not included), and the accounts sorted by account number, 10 a page (10, 25, 50, 100), scrolling at 480px (doc 2 §9). Each account: number, type, status label (doc 2 §4), service address, balance (prepaid wording, a negative prepaid balance in parentheses, doc 1 §9), due date (MM/dd/yyyy or N/A, doc 1 §4.1), and Account Overview, Pay (the payment confirmation for that account), Outage and Usage. The stories run as member.many (seven accounts, 3000021-3000027) unless they say otherwise.',
      },
    },
  },
} satisfies Meta<typeof AccountList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Your accounts' }, { timeout: 10_000 });

/** The account numbers of the rows shown, in order. */
function shownNumbers(grid: HTMLElement): string[] {
  return within(grid)
    .queryAllByRole('rowheader')
    .map((cell) => {
      const copy = cell.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').trim();
    });
}

const search = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search accounts' });

/**
 * member.many's seven accounts by account number, with the total of their balances owed and every
 * action; 3000026 is Past Due (water), 3000022 new (no due date), 3000027 Final Billed.
 */
export const AllAccounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(shownNumbers(grid)).toEqual([
      '3000021',
      '3000022',
      '3000023',
      '3000024',
      '3000025',
      '3000026',
      '3000027',
    ]);
    await expect(canvas.getByText('$815.46')).toBeVisible();
    await expect(canvas.getByText('Total Amount Due, All Accounts')).toBeVisible();
    const pastDue = within(within(grid).getByRole('row', { name: /3000026/ }));
    await expect(pastDue.getByText('Past Due Water')).toBeVisible();
    await expect(pastDue.getByText('$402.16')).toBeVisible();
    const newAccount = within(within(grid).getByRole('row', { name: /3000022/ }));
    await expect(newAccount.getByText('N/A')).toBeVisible();
    await expect(
      pastDue.getByRole('link', { name: 'Account Overview account 3000026' }),
    ).toHaveAttribute('href', '/accountoverview?accountno=3000026&isFromViewAllAccounts=true');
    await expect(pastDue.getByRole('link', { name: 'Usage account 3000026' })).toHaveAttribute(
      'href',
      '/usage-tracker?accountno=3000026&isFromViewAllAccounts=true',
    );
    await expect(pastDue.getByRole('link', { name: 'Outage account 3000026' })).toHaveAttribute(
      'href',
      '/outage-status?accountno=3000026&accounttype=Water&locationid=LOC-3000026&memberno=800004&isFromViewAllAccounts=true',
    );
    await expect(canvas.getByText('Showing 1–7 of 7')).toBeVisible();
  },
};

/**
 * A prepaid account among them (member.demo's 3000003, here with a negative balance): the prepaid
 * wording, the amount in parentheses, due date N/A; prepaid balances are not in the total.
 */
export const PrepaidBalance: Story = {
  args: { memberNumber: '800001' },
  parameters: { member: DEMO },
  beforeEach({ msw }) {
    msw.use(
      changed<Json[]>(getMemberAccounts.path, (accounts) =>
        accounts.map((account) =>
          account['accountNumber'] === '3000003' ? { ...account, accountBalance: -12.5 } : account,
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    const prepaid = within(within(grid).getByRole('row', { name: /3000003/ }));
    await expect(prepaid.getByText('($12.50)')).toBeVisible();
    await expect(prepaid.getByText('Prepaid Balance')).toBeVisible();
    await expect(prepaid.getByText('N/A')).toBeVisible();
    await expect(prepaid.getByText('Current Electric Prepaid')).toBeVisible();
    // 1000001 ($142.37) and 3000002 ($48.60)
    await expect(within(canvasElement).getByText('$190.97')).toBeVisible();
  },
};

/** A search by account number keeps the one account. */
export const SearchByNumber: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.type(search(canvasElement), ' 3000026 ');
    await waitFor(async () =>
      expect(shownNumbers(await table(canvasElement))).toEqual(['3000026']),
    );
    await expect(within(canvasElement).getByText('Showing 1–1 of 1')).toBeVisible();
  },
};

/** A search by service address, in any case: the three "Unit B" accounts. */
export const SearchByAddress: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.type(search(canvasElement), 'UNIT b');
    await waitFor(async () =>
      expect(shownNumbers(await table(canvasElement))).toEqual(['3000022', '3000024', '3000026']),
    );
  },
};

/** Nothing matches the search: it says so; the total still covers every account. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(search(canvasElement), 'Elm St');
    await expect(await canvas.findByText('No accounts match “Elm St”.')).toBeVisible();
    await expect(canvas.getByText('$815.46')).toBeVisible();
  },
};

/** The member has no account. */
export const NoAccounts: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(anyBase(getMemberAccounts.path), () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    // An alert's text shows a frame after it mounts (so it is announced).
    const message = await within(canvasElement).findByText('There are no accounts available.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Twenty-seven accounts: 10 a page, then 25 a page; page 2 of 25 holds the last two. */
export const ManyPages: Story = {
  beforeEach({ msw }) {
    msw.use(
      changed<Json[]>(getMemberAccounts.path, (accounts) =>
        Array.from({ length: 27 }, (_, index) => ({
          ...accounts[index % accounts.length],
          accountNumber: String(3100001 + index),
          serviceAddress: `${200 + index} Cedar Ave, Riverbend, KS 66000`,
          isPrimaryAccount: index === 0,
        })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(shownNumbers(grid)).toHaveLength(10);
    await expect(canvas.getByText('Showing 1–10 of 27')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '25' }));
    await expect(await canvas.findByText('Showing 1–25 of 27')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }));
    await expect(await canvas.findByText('Showing 26–27 of 27')).toBeVisible();
    await expect(shownNumbers(await table(canvasElement))).toEqual(['3100026', '3100027']);
  },
};

/** Sorted by account number, highest first (the column header toggles the order). */
export const SortedDescending: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(within(grid).getByRole('columnheader', { name: /Account Number/ }));
    await waitFor(async () => expect(shownNumbers(await table(canvasElement))[0]).toBe('3000027'));
    await expect(
      within(grid).getByRole('columnheader', { name: /Account Number/ }),
    ).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Pay opens the signed-in payment confirmation for that account. */
export const PayOpensConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(within(grid).getByRole('button', { name: 'Pay account 3000026' }));
    const dialog = within(
      await within(document.body).findByRole(
        'dialog',
        { name: 'Payment Confirmation' },
        { timeout: 10_000 },
      ),
    );
    await expect(
      await dialog.findByRole('textbox', { name: 'Payment Amount' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(dialog.getByText('3000026', { selector: 'dd' })).toBeVisible();
  },
};

/**
 * Pay for a member with a cutoff account when the co-op does not let cutoff accounts pay online:
 * the payment confirmation's cutoff block, its configured message in a dialog (doc 1 §4.1).
 */
export const PayCutoffBlocked: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberPaymentSettings.path), () =>
        HttpResponse.json(
          demoPaymentSettings(
            { payOnlinePayCutoffAccount: false },
            { memberHasCutoffAccount: true },
          ),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(within(grid).getByRole('button', { name: 'Pay account 3000026' }));
    const prompt = await within(document.body).findByRole(
      'alertdialog',
      { name: 'Payment not available' },
      { timeout: 10_000 },
    );
    await expect(prompt).toHaveTextContent(CUTOFF_MESSAGE);
  },
};

/** The co-op has the Outage and Usages features off: Account Overview and Pay only. */
export const WithoutOutageAndUsage: Story = {
  beforeEach({ msw }) {
    msw.use(
      changed<{ features: { name: string; enable: boolean }[] }>(
        getSiteSettings.path,
        (settings) => ({
          ...settings,
          features: settings.features.map((feature) =>
            feature.name === 'Outage' || feature.name === 'Usages'
              ? { ...feature, enable: false }
              : feature,
          ),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = within(await table(canvasElement));
    await expect(grid.getAllByRole('link', { name: /^Account Overview/ })).toHaveLength(7);
    await expect(grid.queryByRole('link', { name: /^Outage/ })).not.toBeInTheDocument();
    await expect(grid.queryByRole('link', { name: /^Usage/ })).not.toBeInTheDocument();
  },
};

/** While the accounts load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberAccounts.path), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your accounts' }),
    ).toBeVisible();
  },
};

/** The accounts cannot be read: the server's message and Try again. */
export const ServiceError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(anyBase(getMemberAccounts.path), () =>
        errorAnswer(400, 'Your accounts could not be read.'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your accounts could not be read.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 320px each account is a card of labelled values; nothing scrolls sideways. */
export const Narrow: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(shownNumbers(grid)).toHaveLength(7);
    await expect(
      within(grid).getByRole('link', { name: 'Account Overview account 3000021' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** The list in Spanish has shown (its translation loads first). */
const tableInSpanish = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Sus cuentas' }, { timeout: 10_000 });

/**
 * In Spanish (US): member.many's seven accounts, the total and what it counts (the longest text),
 * the columns and each account's actions, named with their account.
 */
export const InSpanishAllAccounts: Story = {
  globals: { locale: 'es-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await tableInSpanish(canvasElement);
    await expect(shownNumbers(grid)).toHaveLength(7);
    await expect(canvas.getByRole('region', { name: 'Todas las cuentas' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar cuentas' })).toBeVisible();
    await expect(canvas.getByText('Total a pagar de todas las cuentas')).toBeVisible();
    await expect(canvas.getByText('$815.46')).toBeVisible();
    const pastDue = within(within(grid).getByRole('row', { name: /3000026/ }));
    await expect(pastDue.getByText('$402.16')).toBeVisible();
    await expect(pastDue.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(
      await pastDue.findByRole('link', { name: 'Resumen de la cuenta, cuenta 3000026' }),
    ).toHaveAttribute('href', '/accountoverview?accountno=3000026&isFromViewAllAccounts=true');
    await expect(pastDue.getByRole('button', { name: 'Pagar, cuenta 3000026' })).toBeVisible();
    const newAccount = within(within(grid).getByRole('row', { name: /3000022/ }));
    await expect(newAccount.getByText('N/D')).toBeVisible();
  },
};

/** In Spanish (US) at 320px: each account a card of labelled values; nothing scrolls sideways. */
export const InSpanishNarrow: Story = {
  globals: { locale: 'es-US', ...mobile },
  play: async ({ canvasElement }) => {
    const grid = await tableInSpanish(canvasElement);
    await expect(shownNumbers(grid)).toHaveLength(7);
    await expect(
      await within(grid).findByRole('link', { name: 'Resumen de la cuenta, cuenta 3000021' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
