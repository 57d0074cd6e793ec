import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs } from './support/demo';

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Today moved by whole days, then whole months (clamped to the month's end), as the demo counts
 * its dates, as the pages show them: MM/dd/yyyy (doc 2 §9).
 */
function usDay({ months = 0, days = 0 }: { months?: number; days?: number }): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const target = new Date(day.getFullYear(), day.getMonth() + months, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(day.getDate(), last));
  return `${pad(target.getMonth() + 1)}/${pad(target.getDate())}/${target.getFullYear()}`;
}

/** A table's body rows as shown, without the stacked layout's hidden column labels. */
function shownRows(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody [role="row"]')].map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => {
        const copy = cell.cloneNode(true) as Element;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      }),
    ),
  );
}

const depositsTable = (page: Page, accountNumber: string) =>
  page.getByRole('grid', { name: `Deposits on account ${accountNumber}` });
const instalments = (card: Locator) => card.getByRole('grid', { name: /^Instalments: / });

async function openDeposits(page: Page, user = 'member.demo', query = '') {
  await signInAs(page, user, `/billpayments/view-deposits${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
}

async function openArrangements(page: Page, user = 'member.demo', query = '') {
  await signInAs(page, user, `/billpayments/view-arrangements${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arrangements' })).toBeVisible();
}

test.describe('doc 1 §2.2 Deposits (/billpayments/view-deposits)', () => {
  test.use({ viewport: DESKTOP });

  test('member.demo: a deposit held on 1000001, one refunded on 3000002, none on 3000003', async ({
    page,
  }) => {
    await openDeposits(page);
    expect(await shownRows(depositsTable(page, '1000001'))).toEqual([
      [
        usDay({ months: -38 }),
        'Residential security deposit',
        '$150.00',
        'Held',
        'Not refunded',
        '$4.12',
      ],
    ]);
    expect(await shownRows(depositsTable(page, '3000002'))).toEqual([
      [
        usDay({ months: -60 }),
        'Water service deposit',
        '$75.00',
        'Refunded',
        usDay({ months: -36 }),
        '$2.30',
      ],
    ]);
    await expect(page.getByText('No deposits on account 3000003.')).toBeVisible();
    await expect(page.getByText(/a refund returns the deposit with its interest/)).toBeVisible();
    const summary = page.getByRole('main').getByLabel('Deposits on your accounts');
    await expect(summary).toContainText('Held on your accounts');
    await expect(summary).toContainText('$150.00');
  });

  test('member.many: held on 3000021 and 3000025, refunded on 3000027', async ({ page }) => {
    await openDeposits(page, 'member.many');
    await expect(depositsTable(page, '3000021')).toBeVisible();
    expect(
      await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(),
    ).toEqual(['Account 3000021', 'Account 3000025', 'Account 3000027']);
    expect((await shownRows(depositsTable(page, '3000027')))[0]?.slice(2, 5)).toEqual([
      '$150.00',
      'Refunded',
      usDay({ months: -1 }),
    ]);
    await expect(page.getByRole('main').getByLabel('Deposits on your accounts')).toContainText(
      '$300.00',
    );
    await expect(
      page.getByText('No deposits on accounts 3000022, 3000023, 3000024 and 3000026.'),
    ).toBeVisible();
  });

  test('member.solo: the empty state', async ({ page }) => {
    await openDeposits(page, 'member.solo');
    await expect(page.getByText('There are no deposits on your accounts.')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  });

  test('the Billing menu leads to it', async ({ page }) => {
    await signInAs(page, 'member.demo', '/home');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Billing & Payments', exact: true })
      .click();
    await page
      .getByRole('menu', { name: 'Billing & Payments', exact: true })
      .getByRole('menuitem', { name: 'Billing', exact: true })
      .click();
    await page
      .getByRole('menu', { name: 'Billing', exact: true })
      .getByRole('menuitem', { name: 'Deposits', exact: true })
      .click();
    await expect(page).toHaveURL('/billpayments/view-deposits');
    await expect(depositsTable(page, '1000001')).toBeVisible();
  });
});

test.describe('doc 1 §2.2, doc 2 §2.1 Arrangements (/billpayments/view-arrangements)', () => {
  test.use({ viewport: DESKTOP });

  test('member.demo: 3000002 on schedule, its instalments in due order, no warning', async ({
    page,
  }) => {
    await openArrangements(page);
    const card = page.getByRole('article', {
      name: `Arrangement from ${usDay({ months: -3, days: 5 })}`,
    });
    await expect(card).toBeVisible();
    await expect(
      card.getByText('Payment arrangement: $25.00 per month until the balance is paid.'),
    ).toBeVisible();
    await expect(card.getByRole('definition')).toHaveText([
      '$75.00',
      '$25.00',
      usDay({ days: 5 }),
      '3 instalments, $75.00',
    ]);
    await expect(card.getByText(/has not been received/)).toHaveCount(0);
    expect(await shownRows(instalments(card))).toEqual([
      [usDay({ months: -3, days: 5 }), '$25.00', 'Paid'],
      [usDay({ months: -2, days: 5 }), '$25.00', 'Paid'],
      [usDay({ months: -1, days: 5 }), '$25.00', 'Paid'],
      [usDay({ days: 5 }), '$25.00', 'Next payment'],
      [usDay({ months: 1, days: 5 }), '$25.00', 'Upcoming'],
      [usDay({ months: 2, days: 5 }), '$25.00', 'Upcoming'],
    ]);
    await expect(
      page.getByText('No payment arrangements on accounts 1000001 and 3000003.'),
    ).toBeVisible();
  });

  test('member.many: 3000021’s overdue next payment shows the warning of the overview', async ({
    page,
  }) => {
    await openArrangements(page, 'member.many');
    const card = page.getByRole('article');
    await expect(card.getByRole('status')).toHaveText(
      `Warning: Your arrangement payment of $50.00 was due on ${usDay({ days: -3 })} and has not been received.`,
    );
    await expect(card.getByRole('definition').nth(2)).toHaveText(`${usDay({ days: -3 })} Overdue`);
    expect((await shownRows(instalments(card))).map((row) => row[2])).toEqual([
      'Paid',
      'Paid',
      'Paid',
      'Overdue',
      'Next payment',
      'Upcoming',
    ]);
  });

  test('the overview’s View Arrangements shows that account; the link leads to all of them', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/accountoverview?accountno=3000002');
    await page.getByRole('link', { name: 'View Arrangements' }).click();
    await expect(page).toHaveURL('/billpayments/view-arrangements?accountno=3000002');
    await expect(page.getByRole('article')).toBeVisible();
    await expect(page.getByText(/^No payment arrangements on/)).toHaveCount(0);
    await page.getByRole('link', { name: 'View arrangements on all your accounts' }).click();
    await expect(page).toHaveURL('/billpayments/view-arrangements');
    await expect(
      page.getByText('No payment arrangements on accounts 1000001 and 3000003.'),
    ).toBeVisible();
  });

  test('member.solo: the empty state', async ({ page }) => {
    await openArrangements(page, 'member.solo');
    await expect(
      page.getByText('There are no payment arrangements on your accounts.'),
    ).toBeVisible();
  });
});

test.describe('doc 1 §2.2 Deposits and Arrangements by keyboard', () => {
  test.use({ viewport: DESKTOP });

  /** Presses Tab until `target` has focus (at most `max` times). */
  async function tabTo(page: Page, target: Locator, max = 60) {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  test('one account, to all accounts, then through an account’s deposits', async ({ page }) => {
    await openDeposits(page, 'member.demo', '?accountno=3000002');
    await expect(depositsTable(page, '3000002')).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'View deposits on all your accounts' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/billpayments/view-deposits');
    const table = depositsTable(page, '1000001');
    await expect(table).toBeVisible();
    // The table takes focus on its row; the arrow keys move through its cells.
    const row = table.getByRole('row', { name: new RegExp(usDay({ months: -38 })) });
    await tabTo(page, row);
    await page.keyboard.press('ArrowRight');
    await expect(row.getByRole('rowheader')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(row.getByRole('gridcell').first()).toBeFocused();
    await expect(row.getByRole('gridcell').first()).toContainText('Residential security deposit');
  });

  test('the arrangements’ instalments by keyboard', async ({ page }) => {
    await openArrangements(page, 'member.many');
    const table = instalments(page.getByRole('article'));
    const first = table.getByRole('row').nth(1);
    await tabTo(page, first);
    await page.keyboard.press('ArrowDown');
    await expect(table.getByRole('row').nth(2)).toBeFocused();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, NARROW]) {
    test.describe(`doc 1 §2.2 Deposits and Arrangements accessibility (${colorScheme}, ${viewport.width}px)`, () => {
      test.use({ colorScheme, viewport });

      async function noViolationsNoSidewaysScroll(page: Page) {
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
      }

      test('Deposits: no axe violations; the page does not scroll sideways', async ({ page }) => {
        await openDeposits(page);
        await expect(depositsTable(page, '3000002')).toBeVisible();
        await noViolationsNoSidewaysScroll(page);
      });

      test('Arrangements (overdue): no axe violations; no sideways scroll', async ({ page }) => {
        await openArrangements(page, 'member.many');
        await expect(page.getByRole('article').getByRole('status')).toBeVisible();
        await noViolationsNoSidewaysScroll(page);
      });
    });
  }
}
