import { getBillingHistory, getBillPdf, getPaymentHistory } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { RecentBillingHistory } from './RecentBillingHistory';
import { catchDownloads, renderSignedIn, setUpDemoBackend, shownText } from './testing';

const { server } = setUpDemoBackend();
catchDownloads();

const HREF = '/billpayments/history?accountno=1000001';

function renderCard(accountNumber: '1000001' | '3000022' = '1000001') {
  return renderSignedIn(
    accountNumber,
    <RecentBillingHistory accountNumber={accountNumber} viewMoreHref={HREF} headingLevel={3} />,
  );
}

const card = () => screen.getByRole('region', { name: 'Billing & Payment History' });
const table = () => screen.findByRole('table', { name: 'Billing and payment history' });

describe('doc 2 §2.1, §9 Billing & Payment History card', () => {
  it('shows the latest 9 entries, padded with a dummy row to 10, and View More', async () => {
    await renderCard();
    const grid = await table();
    expect(within(card()).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Billing & Payment History',
    );
    // 10 body rows are drawn; the dummy one is hidden from assistive technology
    const body = grid.querySelector('tbody')!;
    expect(body.querySelectorAll('tr')).toHaveLength(10);
    const entries = within(body).getAllByRole('row');
    expect(entries).toHaveLength(9);
    const dummy = body.querySelector('tr[data-dummy]')!;
    expect(dummy).toHaveAttribute('aria-hidden', 'true');
    expect(dummy.textContent).toBe('');
    expect(body.lastElementChild).toBe(dummy);

    // newest first: dates as MM/dd/yyyy; a bill's type is its button, which names the bill
    const rows = entries.map((row) => [...row.children].map(shownText));
    const days = rows.map(([date]) => {
      const [month, day, year] = date!.split('/').map(Number);
      return Date.UTC(year!, month! - 1, day!);
    });
    expect(days).toEqual([...days].sort((a, b) => b - a));
    for (const [date, type, amount] of rows) {
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(['View Bill', 'Payment']).toContain(type);
      expect(amount).toMatch(/^\$[\d,]+\.\d{2}$/);
    }
    const buttons = within(grid).getAllByRole('button', { name: /^View Bill of / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      rows.filter(([, type]) => type === 'View Bill').map(([date]) => `View Bill of ${date}`),
    );
    expect(rows.filter(([, type]) => type === 'Payment').length).toBeGreaterThan(0);
    expect(within(card()).getByRole('link', { name: 'View More' })).toHaveAttribute('href', HREF);
  });

  it('pads a short history with more dummy rows', async () => {
    server.use(
      http.get(anyBase(getPaymentHistory.path), () => Response.json({ results: [] })),
      http.get(anyBase(getBillingHistory.path), () =>
        Response.json([{ billDate: '2026-03-01', endingBalance: 98.1, billViewUrl: 'b.pdf' }]),
      ),
    );
    await renderCard();
    const grid = await table();
    const body = grid.querySelector('tbody')!;
    expect(within(body).getAllByRole('row')).toHaveLength(1);
    expect(body.querySelectorAll('tr[data-dummy][aria-hidden="true"]')).toHaveLength(9);
  });

  it('says so when the account has no history', async () => {
    await renderCard('3000022');
    expect(await screen.findByText('No Billing / Payment History Record Found')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('opens a bill’s PDF in the dialog, loaded on demand', async () => {
    const { user } = await renderCard();
    const [newest] = within(await table()).getAllByRole('button', { name: /^View Bill of / });
    const date = newest!.getAttribute('aria-label')!.replace('View Bill of ', '');
    await user.click(newest!);
    const dialog = await screen.findByRole('dialog', { name: `Bill of ${date}` });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('a failed PDF call shows Bill History File not found. (doc 2 §8)', async () => {
    server.use(http.get(anyBase(getBillPdf.path), () => errorAnswer(500, 'Server error')));
    const { user } = await renderCard();
    const [newest] = within(await table()).getAllByRole('button', { name: /^View Bill of / });
    await user.click(newest!);
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Bill History File not found.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
