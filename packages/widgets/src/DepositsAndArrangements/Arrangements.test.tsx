import { getArrangements } from '@coop-portal/api-client';
import { anyBase, errorAnswer } from '@coop-portal/mocks';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, setUpDemoBackend } from '../shared/testing';
import { Arrangements, type ArrangementsProps } from './Arrangements';
import { bodyRows, shownText, usDay } from './testing';

const { server } = setUpDemoBackend();

const members = {
  demo: ['member.demo', '800001'],
  many: ['member.many', '800004'],
  solo: ['member.solo', '800003'],
} as const;

function renderArrangements(
  [userName, memberNumber]: readonly [string, string] = members.demo,
  props: Partial<ArrangementsProps> = {},
) {
  return renderSignedIn(userName, <Arrangements memberNumber={memberNumber} {...props} />);
}

const region = () => screen.getByRole('region', { name: 'Arrangements' });
const card = (startDate: string) =>
  screen.findByRole('article', { name: `Arrangement from ${startDate}` }, { timeout: 5_000 });
/** The terms of a card: each term with its details. */
const terms = (article: HTMLElement) =>
  Object.fromEntries(
    within(article)
      .getAllByRole('term')
      .map((term) => [shownText(term), shownText(term.nextElementSibling!)]),
  );

describe('doc 2 §2.1, §3 Arrangements: every account of the member', () => {
  it('member.demo: 3000002’s arrangement on schedule, its instalments in due order', async () => {
    await renderArrangements();
    // the next payment is due in 5 days; the arrangement started three months before it
    const arrangement = await card(usDay({ months: -3, days: 5 }));
    expect(
      within(arrangement).getByText(
        'Payment arrangement: $25.00 per month until the balance is paid.',
      ),
    ).toBeVisible();
    expect(terms(arrangement)).toEqual({
      'Arrangement Balance': '$75.00',
      'Next Payment': '$25.00',
      'Next Payment Due': usDay({ days: 5 }),
      'Left to Pay': '3 instalments, $75.00',
    });
    expect(within(arrangement).queryByRole('status')).toBeNull();
    expect(within(arrangement).queryByText(/has not been received/)).toBeNull();
    const instalments = within(arrangement).getByRole('grid', { name: /^Instalments: / });
    expect(bodyRows(instalments)).toEqual([
      [usDay({ months: -3, days: 5 }), '$25.00', 'Paid'],
      [usDay({ months: -2, days: 5 }), '$25.00', 'Paid'],
      [usDay({ months: -1, days: 5 }), '$25.00', 'Paid'],
      [usDay({ days: 5 }), '$25.00', 'Next payment'],
      [usDay({ months: 1, days: 5 }), '$25.00', 'Upcoming'],
      [usDay({ months: 2, days: 5 }), '$25.00', 'Upcoming'],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Account 3000002' })).getByText(/^Water · /),
    ).toBeVisible();
    expect(
      within(region()).getByText('No payment arrangements on accounts 1000001 and 3000003.'),
    ).toBeVisible();
    // one arrangement: no summary
    expect(within(region()).queryByLabelText('Arrangements on your accounts')).toBeNull();
  });

  it('member.many: 3000021’s overdue arrangement carries the overview’s warning', async () => {
    await renderArrangements(members.many);
    const arrangement = await card(usDay({ months: -3, days: -3 }));
    expect(within(arrangement).getByRole('status')).toHaveTextContent(
      `Your arrangement payment of $50.00 was due on ${usDay({ days: -3 })} and has not been received.`,
    );
    expect(terms(arrangement)['Next Payment Due']).toBe(`${usDay({ days: -3 })} Overdue`);
    const rows = bodyRows(within(arrangement).getByRole('grid', { name: /^Instalments: / }));
    expect(rows.map((row) => row[2])).toEqual([
      'Paid',
      'Paid',
      'Paid',
      'Overdue',
      'Next payment',
      'Upcoming',
    ]);
    expect(
      within(region()).getByText(
        'No payment arrangements on accounts 3000022, 3000023, 3000024, 3000025, 3000026 and 3000027.',
      ),
    ).toBeVisible();
  });

  it('several arrangements: newest first, and their balances together', async () => {
    server.use(
      http.get(anyBase(getArrangements.path), ({ params }) =>
        params['accountNumber'] === '1000001'
          ? HttpResponse.json([
              {
                arrangementNotation: null,
                arrangementBalance: 0,
                nextPaymentAmount: 40,
                nextPaymentDueDate: '2023-06-01',
                startDate: '2023-01-01',
                installments: [],
              },
              {
                arrangementNotation: 'Winter arrangement',
                arrangementBalance: 120,
                nextPaymentAmount: 40,
                nextPaymentDueDate: '2099-02-01',
                startDate: '2098-12-01',
                installments: [],
              },
            ])
          : undefined,
      ),
    );
    await renderArrangements();
    await card('12/01/2098');
    const account = screen.getByRole('region', { name: 'Account 1000001' });
    expect(
      within(account)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Arrangement from 12/01/2098', 'Arrangement from 01/01/2023']);
    expect(shownText(within(region()).getByLabelText('Arrangements on your accounts'))).toBe(
      'Total arrangement balance$195.00',
    );
  });
});

describe('doc 2 §2.1 Arrangements: one account, empty and failed', () => {
  it('query accountno: only that account', async () => {
    await renderArrangements(members.demo, { accountNumber: '3000002' });
    await card(usDay({ months: -3, days: 5 }));
    expect(within(region()).queryByText(/^No payment arrangements on/)).toBeNull();
  });

  it('an account without an arrangement, and a member without any', async () => {
    await renderArrangements(members.demo, { accountNumber: '1000001' });
    expect(
      await screen.findByText(
        'There are no payment arrangements on account 1000001.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });

  it('member.solo: there are no payment arrangements on your accounts', async () => {
    await renderArrangements(members.solo);
    expect(
      await screen.findByText(
        'There are no payment arrangements on your accounts.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });

  it('a failed read: the message and Try again in the account’s place', async () => {
    server.use(
      http.get(anyBase(getArrangements.path), () =>
        errorAnswer(400, 'Arrangements are being updated. Please try again later.'),
      ),
    );
    await renderArrangements(members.demo, { accountNumber: '3000002' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Arrangements are being updated. Please try again later.');
    expect(
      within(screen.getByRole('region', { name: 'Account 3000002' })).getByRole('button', {
        name: 'Try again',
      }),
    ).toBeVisible();
  });
});
