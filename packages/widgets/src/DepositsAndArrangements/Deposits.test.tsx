import { getDeposits, getMemberAccounts } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { Deposits, type DepositsProps } from './Deposits';
import { bodyRows, shownText, usDay } from './testing';

const { server } = setUpDemoBackend();

const members = {
  demo: ['member.demo', '800001'],
  many: ['member.many', '800004'],
  solo: ['member.solo', '800003'],
} as const;

function renderDeposits(
  [userName, memberNumber]: readonly [string, string] = members.demo,
  props: Partial<DepositsProps> = {},
) {
  return renderSignedIn(userName, <Deposits memberNumber={memberNumber} {...props} />);
}

const region = () => screen.getByRole('region', { name: 'Deposits' });
const table = (accountNumber: string) =>
  screen.findByRole('grid', { name: `Deposits on account ${accountNumber}` }, { timeout: 5_000 });
const footer = (grid: HTMLElement) => shownText(grid.querySelector('tfoot')!);

describe('doc 1 §2.2 Deposits: every account of the member', () => {
  it('member.demo: a deposit held on 1000001, one refunded on 3000002, none on 3000003', async () => {
    await renderDeposits();
    const held = await table('1000001');
    expect(bodyRows(held)).toEqual([
      [
        usDay({ months: -38 }),
        'Residential security deposit',
        '$150.00',
        'Held',
        'Not refunded',
        '$4.12',
      ],
    ]);
    expect(footer(held)).toContain('Total held');
    expect(footer(held)).toContain('$150.00');

    const refunded = await table('3000002');
    expect(bodyRows(refunded)).toEqual([
      [
        usDay({ months: -60 }),
        'Water service deposit',
        '$75.00',
        'Refunded',
        usDay({ months: -36 }),
        '$2.30',
      ],
    ]);
    expect(footer(refunded)).toContain('$0.00');

    // each account under its own heading, with its type and address
    const account = screen.getByRole('region', { name: 'Account 3000002' });
    expect(
      within(account).getByText('Water · 418 Prairie View Rd, Riverbend, KS 66000'),
    ).toBeVisible();
    expect(within(region()).getByText('No deposits on account 3000003.')).toBeVisible();
    // what a refund and the interest mean, in one line
    expect(
      within(region()).getByText(/a refund returns the deposit with its interest/),
    ).toBeVisible();
    // what is held on all the accounts shown
    const list = within(region()).getByLabelText('Deposits on your accounts');
    expect(shownText(list)).toBe('Held on your accounts$150.00Interest earned so far$4.12');
  });

  it('member.many: the deposits held on 3000021 and 3000025 and the one refunded on 3000027', async () => {
    await renderDeposits(members.many);
    await table('3000021');
    expect(
      within(region())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Account 3000021', 'Account 3000025', 'Account 3000027']);
    expect(bodyRows(await table('3000025'))[0]).toEqual([
      usDay({ months: -5 }),
      'Returned payment deposit',
      '$100.00',
      'Held',
      'Not refunded',
      'None',
    ]);
    expect(bodyRows(await table('3000027'))[0]?.slice(3, 5)).toEqual([
      'Refunded',
      usDay({ months: -1 }),
    ]);
    expect(shownText(within(region()).getByLabelText('Deposits on your accounts'))).toBe(
      'Held on your accounts$300.00Interest earned so far$2.65',
    );
    expect(
      within(region()).getByText('No deposits on accounts 3000022, 3000023, 3000024 and 3000026.'),
    ).toBeVisible();
  });

  it('lists an account’s deposits newest first', async () => {
    server.use(
      http.get(anyBase(getDeposits.path), () =>
        HttpResponse.json([
          {
            depositDate: '2019-04-01',
            depositAmount: 50,
            depositType: 'Meter deposit',
            status: 'Refunded',
            refundDate: '2021-04-01',
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
    await renderDeposits(members.demo, { accountNumber: '1000001' });
    const rows = bodyRows(await table('1000001'));
    expect(rows.map((row) => [row[0], row[3]])).toEqual([
      ['09/15/2024', 'Held'],
      ['02/10/2022', 'Applied to bill'],
      ['04/01/2019', 'Refunded'],
    ]);
    expect(footer(await table('1000001'))).toContain('$125.00');
  });
});

describe('doc 1 §2.2 Deposits: one account (query accountno)', () => {
  it('shows only that account, without the summary or the line of accounts without', async () => {
    await renderDeposits(members.demo, { accountNumber: '3000002' });
    await table('3000002');
    expect(screen.queryByRole('grid', { name: 'Deposits on account 1000001' })).toBeNull();
    expect(within(region()).queryByLabelText('Deposits on your accounts')).toBeNull();
    expect(within(region()).queryByText(/^No deposits on/)).toBeNull();
  });

  it('says an account without deposits has none', async () => {
    await renderDeposits(members.demo, { accountNumber: '3000003' });
    expect(
      await screen.findByText('There are no deposits on account 3000003.', {}, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('an account number that is not the member’s shows all their accounts', async () => {
    await renderDeposits(members.demo, { accountNumber: '3000011' });
    await table('1000001');
    expect(await table('3000002')).toBeVisible();
  });
});

describe('doc 1 §2.2 Deposits: empty, loading and failed', () => {
  it('member.solo: there are no deposits on your accounts', async () => {
    await renderDeposits(members.solo);
    expect(
      await screen.findByText('There are no deposits on your accounts.', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows a spinner while the deposits load', async () => {
    await renderDeposits();
    expect(screen.getByRole('progressbar', { name: 'Loading deposits' })).toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-busy', 'true');
    await table('1000001');
    expect(region()).not.toHaveAttribute('aria-busy');
  });

  it('one account’s failed read: its message and Try again in its place, the others shown', async () => {
    let fail = true;
    server.use(
      http.get(anyBase(getDeposits.path), ({ params }) =>
        fail && params['accountNumber'] === '3000002'
          ? errorAnswer(400, 'Deposits are being updated. Please try again later.')
          : undefined,
      ),
    );
    const { user } = await renderDeposits();
    await table('1000001');
    const account = screen.getByRole('region', { name: 'Account 3000002' });
    expect(within(account).getByRole('alert')).toHaveTextContent(
      'Deposits are being updated. Please try again later.',
    );
    fail = false;
    await user.click(within(account).getByRole('button', { name: 'Try again' }));
    expect(await table('3000002')).toBeVisible();
  });

  it('the member’s accounts cannot be read: the message and Try again', async () => {
    server.use(
      http.get(anyBase(getMemberAccounts.path), () =>
        errorAnswer(400, 'Your accounts are being updated.'),
      ),
    );
    await renderDeposits();
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Your accounts are being updated.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('takes a co-op’s own wording and heading level', async () => {
    await renderDeposits(members.solo, {
      headingLevel: 3,
      messages: { heading: 'Security Deposits', noDeposits: 'Nothing on deposit.' },
    });
    expect(await screen.findByText('Nothing on deposit.', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Security Deposits' })).toBeVisible();
  });
});
