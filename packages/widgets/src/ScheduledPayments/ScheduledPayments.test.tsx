import {
  deleteScheduledPayment,
  getConfigurationSettings,
  getScheduledPayments,
} from '@coop-portal/api-client';
import { anyBase, demoAnswer, errorAnswer, setDemoOverrides } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { ScheduledPayments } from './ScheduledPayments';

const { server, countRequests, holdThenRefuse } = setUpDemoBackend();
afterEach(() => setDemoOverrides());

const members = { 'member.demo': '800001', 'member.solo': '800003' } as const;

async function renderList(userName: keyof typeof members = 'member.demo') {
  return renderSignedIn(userName, <ScheduledPayments memberNumber={members[userName]} />);
}

const table = () => screen.findByRole('grid', { name: 'Scheduled payments' }, { timeout: 5000 });

/** An element's text as shown: without what is hidden from assistive technology. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The body rows as shown: created date, type, amount, method, payment date (actions left out). */
function shownRows(grid: HTMLElement): string[][] {
  return within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
    .filter((row) => !row.closest('tfoot'))
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(0, 5).map(shownText),
    );
}

/** 'MM/dd/yyyy' of today plus `days` (the demo's dates count from today). */
function usDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

const first = ['$142.37', usDay(10)] as const;
const second = ['$73.60', usDay(21)] as const;

describe('doc 2 §2.8 Scheduled payments: the list', () => {
  it('shows Created Date, Type, Amount, Method, Payment Date; the payment made next first', async () => {
    await renderList();
    const grid = await table();
    expect(within(grid).getAllByRole('columnheader').map(shownText)).toEqual([
      'Created Date',
      'Type',
      'Amount',
      'Method',
      'Payment Date',
      'Actions',
    ]);
    expect(shownRows(grid)).toEqual([
      [usDay(-3), 'One-time', '$142.37', 'Visa ••••4242', usDay(10)],
      [usDay(-1), 'Multiple accounts', '$73.60', 'Checking ••••6789', usDay(21)],
    ]);
    expect(within(grid).getByRole('columnheader', { name: 'Payment Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('introduces the list with the co-op’s SCHEDULEDPAYMENTS_OVERVIEW text', async () => {
    await renderList();
    await table();
    expect(
      screen.getByText(
        'Payments you scheduled for a later date. Delete one to cancel it before its payment date.',
      ),
    ).toBeVisible();
  });

  it('sorts by every column, either way', async () => {
    const { user } = await renderList();
    const grid = await table();
    const amounts = () => shownRows(grid).map((row) => row[2]);

    const amount = within(grid).getByRole('columnheader', { name: 'Amount' });
    await user.click(amount);
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(amounts()).toEqual(['$73.60', '$142.37']);
    await user.click(amount);
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(amounts()).toEqual(['$142.37', '$73.60']);

    const created = within(grid).getByRole('columnheader', { name: 'Created Date' });
    await user.click(created);
    expect(shownRows(grid).map((row) => row[0])).toEqual([usDay(-3), usDay(-1)]);
    await user.click(created);
    expect(shownRows(grid).map((row) => row[0])).toEqual([usDay(-1), usDay(-3)]);

    await user.click(within(grid).getByRole('columnheader', { name: 'Method' }));
    expect(shownRows(grid).map((row) => row[3])).toEqual(['Checking ••••6789', 'Visa ••••4242']);
    await user.click(within(grid).getByRole('columnheader', { name: 'Type' }));
    expect(shownRows(grid).map((row) => row[1])).toEqual(['Multiple accounts', 'One-time']);
  });

  it('member.solo has none: No Payments scheduled at this time.', async () => {
    await renderList('member.solo');
    expect(
      await screen.findByText('No Payments scheduled at this time.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('a failed read says why; Try again reads again', async () => {
    server.use(
      http.get(anyBase(getScheduledPayments.path), () =>
        errorAnswer(400, 'Scheduled payments are being updated.'),
      ),
    );
    const { user } = await renderList();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Scheduled payments are being updated.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
  });

  it('without the co-op’s texts: the list without an introduction', async () => {
    server.use(
      http.post(anyBase(getConfigurationSettings.path), async ({ request }) => {
        const answer = (await (await demoAnswer(request))!.json()) as {
          webContents: Record<string, string | null>;
        };
        return HttpResponse.json({
          ...answer,
          webContents: {
            SCHEDULEDPAYMENTS_OVERVIEW: null,
            SCHEDULEDPAYMENTS_ACCTLIST_OVERVIEW: ' ',
          },
        });
      }),
    );
    const { user } = await renderList();
    const grid = await table();
    expect(screen.queryByText(/Payments you scheduled/)).toBeNull();
    await user.click(within(grid).getAllByRole('button', { name: /: accounts to be paid/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Accounts to be paid' });
    expect(within(dialog).queryByText(/The accounts this scheduled payment will pay/)).toBeNull();
  });
});

describe('doc 2 §2.8 Accounts to be paid', () => {
  it('a created date opens the accounts (Account, Type, Amount) with their total and the help text', async () => {
    const { user } = await renderList();
    const grid = await table();
    const button = within(grid).getByRole('button', {
      name: `${usDay(-1)}: accounts to be paid by the payment of ${second[0]} on ${second[1]}`,
    });
    expect(button).toHaveTextContent(usDay(-1));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Accounts to be paid' });
    expect(dialog).toHaveAccessibleDescription('The accounts this scheduled payment will pay.');
    const accounts = within(dialog).getByRole('grid', {
      name: `Accounts to be paid by the payment of ${second[0]} on ${second[1]}`,
    });
    expect(within(accounts).getAllByRole('columnheader').map(shownText)).toEqual([
      'Account',
      'Type',
      'Amount',
    ]);
    const rows = within(accounts)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(shownText),
      );
    expect(rows).toEqual([
      ['3000002', 'Water', '$48.60'],
      ['3000003', 'Electric', '$25.00'],
      ['Total', '', '$73.60'],
    ]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria gives focus back once the dialog has gone, a moment after it leaves the page.
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('doc 2 §4 Scheduled payment delete: confirmation, then list reload', () => {
  const deleteName = (payment: readonly [string, string]) =>
    `Delete the scheduled payment of ${payment[0]} on ${payment[1]}`;

  it('Cancel keeps the payment, and nothing is deleted', async () => {
    const deletes = countRequests(/\/scheduled-payments\/SP-\d+$/);
    const { user } = await renderList();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: deleteName(second) }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Scheduled Payment' });
    expect(confirm).toHaveTextContent(
      `Delete the scheduled payment of ${second[0]} on ${second[1]}? It will not be made.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownRows(grid)).toHaveLength(2);
    expect(deletes).toHaveLength(0);
  });

  it('Delete deletes it after the confirmation; the list reloads and says so', async () => {
    const reads = countRequests(/\/member\/800001\/scheduled-payments$/);
    const { user } = await renderList();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: deleteName(second) }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Scheduled Payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const done = await screen.findByText(
      `The scheduled payment of ${second[0]} on ${second[1]} was deleted.`,
    );
    expect(done).toBeVisible();
    expect(shownRows(await table()).map((row) => row[2])).toEqual([first[0]]);
    // focus moves from the deleted row to the one left
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: deleteName(first) })).toHaveFocus(),
    );
    expect(reads.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('deleting the last one leaves No Payments scheduled at this time.', async () => {
    const { user } = await renderList();
    for (const payment of [first, second]) {
      await user.click(within(await table()).getByRole('button', { name: deleteName(payment) }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await screen.findByText(
        `The scheduled payment of ${payment[0]} on ${payment[1]} was deleted.`,
      );
    }
    expect(screen.getByText('No Payments scheduled at this time.')).toBeVisible();
    // the list is gone with the focused button: focus goes to what the delete did
    const done = screen.getByText(
      `The scheduled payment of ${second[0]} on ${second[1]} was deleted.`,
    );
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('a failed delete says why and keeps the row', async () => {
    setDemoOverrides({ failures: { deleteScheduledPayment: 500 } });
    const { user } = await renderList();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: deleteName(first) }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `The scheduled payment of ${first[0]} on ${first[1]} was not deleted:`,
    );
    expect(shownText(alert)).not.toMatch(/not deleted:\s*$/);
    expect(shownRows(grid)).toHaveLength(2);
    const button = within(grid).getByRole('button', { name: deleteName(first) });
    expect(button).toBeEnabled();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('a delete refused after the confirmation has closed: the row’s Delete button is busy, keeps focus, then says why', async () => {
    const refuse = holdThenRefuse(deleteScheduledPayment);
    const { user } = await renderList();
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: deleteName(first) }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const button = within(grid).getByRole('button', { name: deleteName(first) });
    // While the answer is awaited the button is busy, not disabled: focus stays on it.
    await waitFor(() => expect(button).toHaveFocus());
    expect(
      within(button).getByRole('progressbar', { name: 'Deleting the scheduled payment' }),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The scheduled payment of ${first[0]} on ${first[1]} was not deleted:`,
    );
    expect(button).toHaveFocus();
    expect(shownRows(grid)).toHaveLength(2);
  });
});
