import { getBillingHistory, getBillPdf } from '@coop-portal/api-client';
import { anyBase, demoAnswer, errorAnswer } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { BillingHistory } from './BillingHistory';
import { catchDownloads, renderSignedIn, setUpDemoBackend, shownText } from './testing';

const { server, countRequests } = setUpDemoBackend();
const { downloads } = catchDownloads();

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

async function renderHistory(accountNumber: '1000001' | '3000022' = '1000001') {
  const view = await renderSignedIn(
    accountNumber,
    <BillingHistory accountNumber={accountNumber} />,
  );
  return view;
}

const table = () => screen.findByRole('grid', { name: 'Billing and payment history' });
const summary = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('status');

/** The body rows as shown: date, type, amount, due date (the statement button left out). */
function shownRows(grid: HTMLElement): string[][] {
  return within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(0, 4).map(shownText),
    );
}

/** Days since 1970 of an MM/dd/yyyy date, to compare. */
const day = (us: string) => {
  const [month, date, year] = us.split('/').map(Number);
  return Date.UTC(year!, month! - 1, date!) / 86_400_000;
};
const money = (text: string) => Number(text.replace(/[$,]/g, ''));

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function typeDate(user: User, name: 'From' | 'To', us: string) {
  const group = screen.getByRole('group', { name });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(us.replaceAll('/', ''));
}

describe('doc 1 §2.2 Account History, doc 2 §3 combined record', () => {
  it('lists payments and bills newest first, 10 a page (doc 2 §9)', async () => {
    await renderHistory();
    const grid = await table();
    const rows = shownRows(grid);
    expect(rows).toHaveLength(10);
    expect(summary()).toHaveTextContent('Showing 1–10 of 28');
    const days = rows.map((row) => day(row[0]!));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    for (const [date, type, amount, dueDate] of rows) {
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(amount).toMatch(/^\$[\d,]+\.\d{2}$/);
      // a bill has a due date and a statement button; a payment has neither
      if (type === 'Bill') expect(dueDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      else expect([type, dueDate]).toEqual(['Payment', '']);
    }
    expect(within(grid).getAllByRole('button', { name: /^View Bill of / })).toHaveLength(
      rows.filter((row) => row[1] === 'Bill').length,
    );
    expect(rows.some((row) => row[1] === 'Payment')).toBe(true);
  });

  it('pages on, and shows 25, 50 or 100 a page', async () => {
    const { user } = await renderHistory();
    const grid = await table();
    const first = shownRows(grid);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(summary()).toHaveTextContent('Showing 11–20 of 28');
    const second = shownRows(grid);
    expect(day(second[0]![0]!)).toBeLessThanOrEqual(day(first.at(-1)![0]!));

    await user.click(screen.getByRole('button', { name: /Rows per page$/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(summary()).toHaveTextContent('Showing 1–25 of 28');
    expect(shownRows(grid)).toHaveLength(25);
  });

  it('sorts by amount and by date, either way', async () => {
    const { user } = await renderHistory();
    const grid = await table();
    await choose(user, /Rows per page$/, '50');
    const amounts = () => shownRows(grid).map((row) => money(row[2]!));
    const days = () => shownRows(grid).map((row) => day(row[0]!));

    const amount = within(grid).getByRole('columnheader', { name: 'Amount' });
    await user.click(amount);
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(amounts()).toEqual([...amounts()].sort((a, b) => a - b));
    await user.click(amount);
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(amounts()).toEqual([...amounts()].sort((a, b) => b - a));
    expect(amounts()).toHaveLength(28);

    const date = within(grid).getByRole('columnheader', { name: 'Date' });
    await user.click(date);
    expect(date).toHaveAttribute('aria-sort', 'ascending');
    expect(days()).toEqual([...days()].sort((a, b) => a - b));
  });

  it('shows only bills, or only payments', async () => {
    const { user } = await renderHistory();
    const grid = await table();
    await choose(user, /Show$/, 'Bills');
    expect(summary()).toHaveTextContent('Showing 1–10 of 14');
    expect(new Set(shownRows(grid).map((row) => row[1]))).toEqual(new Set(['Bill']));
    await choose(user, /Show$/, 'Payments');
    expect(summary()).toHaveTextContent('Showing 1–10 of 14');
    expect(new Set(shownRows(grid).map((row) => row[1]))).toEqual(new Set(['Payment']));
  });

  it('shows a date range, both days included; a From after the To says so', async () => {
    const { user } = await renderHistory();
    const grid = await table();
    const newest = shownRows(grid).map((row) => row[0]!);
    // from the 6th newest record's day to the 2nd newest's: records 2 to 6 (and any on those days)
    await typeDate(user, 'From', newest[5]!);
    await typeDate(user, 'To', newest[1]!);
    await waitFor(() => expect(shownRows(grid)[0]![0]).toBe(newest[1]));
    const shown = shownRows(grid).map((row) => row[0]!);
    expect(shown).toEqual(newest.slice(1, 6));
    expect(summary()).toHaveTextContent('Showing 1–5 of 5');

    // the other way round: the To field says why and the range is not applied
    await typeDate(user, 'From', newest[1]!);
    await typeDate(user, 'To', newest[5]!);
    const to = screen.getByRole('group', { name: 'To' });
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(/The To date must be on or after the From date\./),
    );
    expect(summary()).toHaveTextContent('Showing 1–10 of 28');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(to).not.toHaveAccessibleDescription(/must be/);
    expect(summary()).toHaveTextContent('Showing 1–10 of 28');
  });

  it('downloads the rows the filters show, every page, in the order shown', async () => {
    const { user } = await renderHistory();
    const grid = await table();
    await choose(user, /Show$/, 'Bills');
    await user.click(within(grid).getByRole('columnheader', { name: 'Amount' }));
    await user.click(within(grid).getByRole('columnheader', { name: 'Amount' }));
    const firstPage = shownRows(grid);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('billing-history-1000001-bills.csv');
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const lines = (await downloads[0]!.blob.text()).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Date,Type,Amount,Due Date');
    const csvRows = lines.slice(1, -1).map((line) => line.split(','));
    expect(csvRows).toHaveLength(14);
    // the table's first page, as the CSV writes it: amounts as plain numbers
    expect(csvRows.slice(0, 10)).toEqual(
      firstPage.map(([date, type, amount, dueDate]) => [
        date,
        type,
        money(amount!).toFixed(2),
        dueDate,
      ]),
    );
  });

  it('names the download after the date range', async () => {
    const { user } = await renderHistory();
    const grid = await table();
    const newest = shownRows(grid).map((row) => row[0]!);
    await typeDate(user, 'From', newest[3]!);
    await waitFor(() => expect(shownRows(grid)).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [month, date, year] = newest[3]!.split('/');
    expect(downloads[0]!.name).toBe(`billing-history-1000001-from-${year}-${month}-${date}.csv`);
    expect((await downloads[0]!.blob.text()).trimEnd().split('\r\n')).toHaveLength(1 + 4);
  });

  it('says so when the account has no history (doc 2 §2.1)', async () => {
    await renderHistory('3000022');
    expect(await screen.findByText('No Billing / Payment History Record Found')).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('shows a failed read’s text with a way to try again (doc 2 §8)', async () => {
    let calls = 0;
    server.use(
      http.get(anyBase(getBillingHistory.path), async ({ request }) => {
        calls += 1;
        return calls === 1 ? errorAnswer(400, 'History is resting.') : demoAnswer(request);
      }),
    );
    const { user } = await renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('History is resting.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
  });
});

describe('doc 2 §2.1, §8, §9 opening a bill from the history', () => {
  /** The bills' buttons, newest first (the history's first order, every record on one page). */
  async function billButtons(user: User) {
    await table();
    await choose(user, /Rows per page$/, '50');
    return within(await table()).getAllByRole('button', { name: /^View Bill of / });
  }

  it('shows the bill’s PDF in the 94% by 90% dialog', async () => {
    const pdfCalls = countRequests(/\/bills\/pdf$/);
    const { user } = await renderHistory();
    const [newest] = await billButtons(user);
    const date = newest!.getAttribute('aria-label')!.replace('View Bill of ', '');
    await user.click(newest!);
    const dialog = await screen.findByRole('dialog', { name: `Bill of ${date}` });
    const frame = dialog.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(frame.title).toMatch(/^statement-1000001-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(within(dialog).getByRole('link', { name: `Download ${frame.title}` })).toHaveAttribute(
      'download',
      frame.title,
    );
    // the bill's date, its statement and a timestamp
    expect(pdfCalls).toHaveLength(1);
    const query = new URL(pdfCalls[0]!.url).searchParams;
    const [month, day, year] = date.split('/');
    expect(query.get('billDate')).toBe(`${year}-${month}-${day}`);
    expect(query.get('billViewUrl')).toBe(`bills/1000001/${year}-${month}.pdf`);
    expect(Number(query.get('timestamp'))).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(newest).toHaveFocus();
  });

  it('the 6th newest bill has no statement: not available, check back soon', async () => {
    const pdfCalls = countRequests(/\/bills\/pdf$/);
    const { user } = await renderHistory();
    const buttons = await billButtons(user);
    await user.click(buttons[5]!);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'The billing statement is not available.',
    });
    expect(dialog).toHaveAccessibleDescription('Please check back soon.');
    expect(pdfCalls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(buttons[5]).toHaveFocus();
  });

  it('the 12th newest bill’s file is gone: Bill History File not found.', async () => {
    const { user } = await renderHistory();
    const buttons = await billButtons(user);
    await user.click(buttons[11]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bill History File not found.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks once however often the bill is pressed while it is on its way', async () => {
    const pdfCalls = countRequests(/\/bills\/pdf$/);
    // The answer waits until every press is made.
    let answer = () => {};
    const pressed = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(anyBase(getBillPdf.path), async ({ request }) => {
        await pressed;
        return demoAnswer(request);
      }),
    );
    const { user } = await renderHistory();
    const [newest, second] = await billButtons(user);
    await user.dblClick(newest!);
    await user.click(newest!);
    await user.click(second!);
    answer();
    await screen.findByRole('dialog', { name: /^Bill of / });
    expect(pdfCalls).toHaveLength(1);
  });
});
