import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs } from './support/demo';
import { loginFor } from './support/routes';
import { parseCsv } from './support/xlsx';

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

const grid = (page: Page) => page.getByRole('grid', { name: 'Billing and payment history' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const summary = (page: Page) => pagination(page).getByRole('status');
const billButtons = (page: Page) => grid(page).getByRole('button', { name: /^View Bill of / });

/** Opens a page of the history feature for member.demo (1000001, 14 bills and 14 payments). */
async function openHistory(page: Page, path = '/billpayments/history') {
  await signInAs(page, 'member.demo', path);
  await expect(page.getByRole('heading', { level: 1, name: 'Account History' })).toBeVisible();
  await expect(summary(page)).toHaveText('Showing 1–10 of 28');
}

/**
 * The body rows as shown: date, type, amount and due date (the statement column's button left
 * out), each cell's visible text without the stacked layout's hidden column labels.
 */
function shownRows(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll('[role="row"]')]
      .filter((row) => row.querySelector('[role="rowheader"]'))
      .map((row) =>
        [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')]
          .slice(0, 4)
          .map((cell) => {
            const copy = cell.cloneNode(true) as Element;
            for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
            return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
          }),
      ),
  );
}

/** Chooses an option of a select (react-aria: a button named by its value and its label). */
async function choose(page: Page, label: string, option: string) {
  const trigger = page.getByRole('button', { name: new RegExp(`${label}$`) });
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toContainText(option);
}

/** Types an MM/dd/yyyy date into a date field, segment by segment. */
async function typeDate(page: Page, name: 'From' | 'To', us: string) {
  await page.getByRole('group', { name, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(us.replaceAll('/', ''));
}

const day = (us: string) => {
  const [month, date, year] = us.split('/').map(Number);
  return Date.UTC(year!, month! - 1, date!);
};
const money = (text: string) => Number(text.replace(/[$,]/g, ''));
/** 'MM/dd/yyyy' → 'yyyy-MM-dd' */
const iso = (us: string) => `${us.slice(6)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

test.describe('doc 1 §2.2 Account History, doc 2 §3, §9', () => {
  test.use({ viewport: DESKTOP });

  test('pages of 10, a page size of 25, sorted by amount either way', async ({ page }) => {
    await openHistory(page);
    const first = await shownRows(grid(page));
    expect(first).toHaveLength(10);
    const days = first.map((row) => day(row[0]!));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(new Set(first.map((row) => row[1]))).toEqual(new Set(['Bill', 'Payment']));

    await pagination(page).getByRole('button', { name: 'Go to page 3' }).click();
    await expect(summary(page)).toHaveText('Showing 21–28 of 28');
    expect(await shownRows(grid(page))).toHaveLength(8);
    await pagination(page).getByRole('button', { name: 'Previous page' }).click();
    await expect(summary(page)).toHaveText('Showing 11–20 of 28');

    await choose(page, 'Rows per page', '25');
    await expect(summary(page)).toHaveText('Showing 1–25 of 28');
    await choose(page, 'Rows per page', '50');
    await expect(summary(page)).toHaveText('Showing 1–28 of 28');

    const amount = grid(page).getByRole('columnheader', { name: 'Amount' });
    await amount.click();
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    const ascending = (await shownRows(grid(page))).map((row) => money(row[2]!));
    expect(ascending).toHaveLength(28);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await amount.click();
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    const descending = (await shownRows(grid(page))).map((row) => money(row[2]!));
    expect(descending).toEqual([...ascending].reverse().sort((a, b) => b - a));
  });

  test('filters by type and date range; Download CSV holds exactly the filtered rows', async ({
    page,
  }) => {
    await openHistory(page);
    const newestRows = await shownRows(grid(page));
    const newest = newestRows.map((row) => row[0]!);

    await choose(page, 'Show', 'Payments');
    await expect(summary(page)).toHaveText('Showing 1–10 of 14');
    expect(new Set((await shownRows(grid(page))).map((row) => row[1]))).toEqual(
      new Set(['Payment']),
    );
    await choose(page, 'Show', 'Bills');
    await expect(summary(page)).toHaveText('Showing 1–10 of 14');

    // a From after the To: the To field says so and the range is not applied
    await typeDate(page, 'From', newest[2]!);
    await typeDate(page, 'To', newest[8]!);
    await expect(page.getByRole('group', { name: 'To', exact: true })).toHaveAccessibleDescription(
      /The To date must be on or after the From date\./,
    );
    await expect(summary(page)).toHaveText('Showing 1–10 of 14');

    // the bills from the 9th newest record's day to the 3rd's
    await typeDate(page, 'From', newest[8]!);
    await typeDate(page, 'To', newest[2]!);
    await expect(
      page.getByRole('group', { name: 'To', exact: true }),
    ).not.toHaveAccessibleDescription(/must be/);
    const shown = await shownRows(grid(page));
    // the bills among the 3rd to 9th newest records (one record a day at most)
    expect(shown).toEqual(newestRows.slice(2, 9).filter((row) => row[1] === 'Bill'));
    for (const [date, type] of shown) {
      expect(type).toBe('Bill');
      expect(day(date!)).toBeGreaterThanOrEqual(day(newest[8]!));
      expect(day(date!)).toBeLessThanOrEqual(day(newest[2]!));
    }
    await expect(summary(page)).toHaveText(`Showing 1–${shown.length} of ${shown.length}`);

    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await waiting;
    expect(file.suggestedFilename()).toBe(
      `billing-history-1000001-bills-${iso(newest[8]!)}-to-${iso(newest[2]!)}.csv`,
    );
    const csv = parseCsv(await readFile(await file.path(), 'utf8'));
    expect(csv).toEqual([
      ['Date', 'Type', 'Amount', 'Due Date'],
      ...shown.map(([date, type, amount, dueDate]) => [
        date,
        type,
        money(amount!).toFixed(2),
        dueDate,
      ]),
    ]);
  });
});

test.describe('doc 2 §2.1, §8, §9 a bill from the history', () => {
  test.use({ viewport: DESKTOP });

  test('a bill’s PDF in the dialog; the 6th newest’s statement is missing; the 12th’s file is gone', async ({
    page,
  }) => {
    await openHistory(page);
    await choose(page, 'Show', 'Bills');
    await choose(page, 'Rows per page', '25');
    const buttons = billButtons(page);
    await expect(buttons).toHaveCount(14);

    const newest = buttons.first();
    const date = (await newest.getAttribute('aria-label'))!.replace('View Bill of ', '');
    await newest.click();
    const dialog = page.getByRole('dialog', { name: `Bill of ${date}` });
    await expect(dialog).toBeVisible();
    // 94% by 90% of the window
    const box = (await dialog.boundingBox())!;
    expect(box.width / DESKTOP.width).toBeCloseTo(0.94, 1);
    expect(box.height / DESKTOP.height).toBeCloseTo(0.9, 1);
    const fileName = `statement-1000001-${iso(date)}.pdf`;
    await expect(dialog.locator('iframe')).toHaveAttribute('title', fileName);
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await expect(dialog.getByRole('link', { name: `Download ${fileName}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await buttons.nth(5).click();
    const missing = page.getByRole('alertdialog', {
      name: 'The billing statement is not available.',
    });
    await expect(missing).toHaveAccessibleDescription('Please check back soon.');
    await missing.getByRole('button', { name: 'OK' }).click();
    await expect(missing).toBeHidden();
    await expect(buttons.nth(5)).toBeFocused();

    await buttons.nth(11).click();
    await expect(page.getByRole('alert')).toHaveText(/Bill History File not found\.$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a bill link (/viewbill) and /no-bill', () => {
  test.use({ viewport: DESKTOP });

  test('/viewbill shows the bill in the page; a missing statement or date says so; /no-bill', async ({
    page,
  }) => {
    await openHistory(page);
    await choose(page, 'Show', 'Bills');
    await choose(page, 'Rows per page', '25');
    const dates = (await shownRows(grid(page))).map((row) => iso(row[0]!));

    await page.goto(`/viewbill?accountno=1000001&billdate=${dates[0]}`);
    await expect(page.getByRole('heading', { level: 1, name: 'View Bill' })).toBeVisible();
    const frame = page.locator('iframe[title^="Bill of "]');
    await expect(frame).toHaveAttribute('src', /^blob:/);
    const fileName = `statement-1000001-${dates[0]}.pdf`;
    await expect(page.getByRole('link', { name: `Download ${fileName}` })).toHaveAttribute(
      'download',
      fileName,
    );
    await page.getByRole('link', { name: 'View Billing & Payment History' }).click();
    await expect(page).toHaveURL('/billpayments/history?accountno=1000001');
    await expect(grid(page)).toBeVisible();

    for (const path of [`/viewbill?accountno=1000001&billdate=${dates[5]}`, '/viewbill']) {
      await page.goto(path);
      await expect(
        page.getByRole('status').filter({ hasText: 'Please check back soon.' }),
      ).toHaveText(/The billing statement is not available\.\s*Please check back soon\.$/);
    }
    await page.goto(`/viewbill?accountno=1000001&billdate=${dates[11]}`);
    await expect(page.getByRole('alert')).toHaveText(/Bill History File not found\.$/);

    await page.goto('/no-bill');
    await expect(page.getByRole('heading', { level: 1, name: 'Bill Not Available' })).toBeVisible();
    await expect(page.getByText('The billing statement is not available.')).toBeVisible();
    await expect(page.getByText('Please check back soon.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Account Overview' }).click();
    await expect(page).toHaveURL('/accountoverview');
  });

  test('a guest is sent to /login with a returnUrl', async ({ page }) => {
    for (const path of [
      '/billpayments/history?accountno=1000001',
      '/viewbill?accountno=1000001&billdate=2026-01-01',
      '/no-bill',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(loginFor(path));
    }
  });
});

test.describe('doc 1 §2.2 Account History by keyboard', () => {
  test.use({ viewport: DESKTOP });

  /** Presses Tab until `target` has focus (at most `max` times). */
  async function tabTo(page: Page, target: Locator, max = 60) {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  test('filter, sort, page and open a bill without a mouse', async ({ page }) => {
    await openHistory(page);
    const show = page.getByRole('button', { name: /Show$/ });
    await tabTo(page, show);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(show).toContainText('Bills');
    await expect(summary(page)).toHaveText('Showing 1–10 of 14');

    // into the table: the Amount header sorts, the first row's button opens its bill
    const amount = grid(page).getByRole('columnheader', { name: 'Amount' });
    await tabTo(page, grid(page).getByRole('row').nth(1));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(amount).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');

    const firstBill = billButtons(page).first();
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i += 1) {
      if (await firstBill.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(firstBill).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Bill of / });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstBill).toBeFocused();

    // the next page
    await tabTo(page, pagination(page).getByRole('button', { name: 'Next page' }));
    await page.keyboard.press('Enter');
    await expect(summary(page)).toHaveText('Showing 11–14 of 14');
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, NARROW]) {
    test.describe(`history accessibility (${colorScheme}, ${viewport.width}px)`, () => {
      test.use({ colorScheme, viewport });

      test('no axe violations; no sideways scroll', async ({ page }) => {
        const noSidewaysScroll = async () =>
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBe(0);
        await openHistory(page);
        await expectNoAxeViolations(page);
        await noSidewaysScroll();

        // a date range error and the statement-not-available dialog
        await typeDate(page, 'From', '12/31/2099');
        await typeDate(page, 'To', '01/01/2000');
        await expect(
          page.getByText('The To date must be on or after the From date.'),
        ).toBeVisible();
        await choose(page, 'Rows per page', '50');
        await billButtons(page).nth(5).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');

        await page.goto('/no-bill');
        await expect(page.getByText('Please check back soon.')).toBeVisible();
        await expectNoAxeViolations(page);
        await noSidewaysScroll();
      });
    });
  }
}
