import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, switchColorScheme } from './support/axe';
import { signInAs, signInThroughPage } from './support/demo';
import { loginFor } from './support/routes';
import { pressUntil } from './support/keyboard';

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

/** member.many (800004): seven accounts, 3000021-3000027. */
const MANY = Array.from({ length: 7 }, (_, index) => `300002${index + 1}`);

const list = (page: Page) => page.getByRole('grid', { name: 'Your accounts' });
const row = (page: Page, accountNumber: string) =>
  list(page).getByRole('row', { name: new RegExp(accountNumber) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search accounts' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** The account numbers shown, in order (the stacked layout's column labels left out). */
function shownNumbers(page: Page): Promise<string[]> {
  return list(page)
    .getByRole('rowheader')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as Element;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return (copy.textContent ?? '').trim();
      }),
    );
}

/** Opens the list as member.many. */
async function openList(page: Page, path = '/view-all-accounts') {
  await signInAs(page, 'member.many', path);
  await expect(page.getByRole('heading', { level: 1, name: 'All Accounts' })).toBeVisible();
  await expect(list(page)).toBeVisible();
}

test.describe('/view-all-accounts: every account of the signed-in member', () => {
  test.use({ viewport: DESKTOP });

  test('member.many’s seven accounts by number, with status, balance, due date and the total due', async ({
    page,
  }) => {
    await openList(page);
    expect(await shownNumbers(page)).toEqual(MANY);
    // 3000026: past due ($120.00 of its $402.16), water
    await expect(row(page, '3000026')).toContainText('Past Due Water');
    await expect(row(page, '3000026')).toContainText('$402.16');
    await expect(row(page, '3000026')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    // 3000022: a new account without a due date; 3000025 pending reconnect; 3000027 final billed
    await expect(row(page, '3000022')).toContainText('N/A');
    await expect(row(page, '3000025')).toContainText('Pending Reconnect Electric');
    await expect(row(page, '3000027')).toContainText('Final Billed Electric');
    await expect(page.getByText('Total Amount Due, All Accounts')).toBeVisible();
    await expect(page.getByText('$815.46')).toBeVisible();
    // No account switcher on this page (doc 1 §2.1).
    await expect(page.getByRole('navigation', { name: 'Switch account' })).toHaveCount(0);
  });

  test('search by number and by address; paging with the page size', async ({ page }) => {
    await openList(page);
    await search(page).fill(' 3000026 ');
    await expect.poll(() => shownNumbers(page)).toEqual(['3000026']);
    await expect(pagination(page)).toContainText('Showing 1–1 of 1');
    await search(page).fill('unit B');
    await expect.poll(() => shownNumbers(page)).toEqual(['3000022', '3000024', '3000026']);
    await search(page).fill('Elm St');
    await expect(list(page)).toContainText('No accounts match “Elm St”.');
    await search(page).fill('');
    await expect.poll(() => shownNumbers(page)).toEqual(MANY);

    // doc 2 §9: 10 a page, 10, 25, 50 or 100
    await expect(pagination(page)).toContainText('Showing 1–7 of 7');
    await pagination(page)
      .getByRole('button', { name: /Rows per page$/ })
      .click();
    await expect(page.getByRole('option')).toHaveText(['10', '25', '50', '100']);
    await page.getByRole('option', { name: '25' }).click();
    await expect(pagination(page).getByRole('button', { name: /Rows per page$/ })).toContainText(
      '25',
    );
    await expect(pagination(page)).toContainText('Showing 1–7 of 7');
  });

  test('each action leads to its page for that account, flagged isFromViewAllAccounts=true', async ({
    page,
  }) => {
    await openList(page);
    const actions: [string, string][] = [
      ['Account Overview', '/accountoverview?accountno=3000026&isFromViewAllAccounts=true'],
      [
        'Outage',
        '/outage-status?accountno=3000026&accounttype=Water&locationid=LOC-3000026&memberno=800004&isFromViewAllAccounts=true',
      ],
      ['Usage', '/usage-tracker?accountno=3000026&isFromViewAllAccounts=true'],
    ];
    for (const [action, target] of actions) {
      await row(page, '3000026')
        .getByRole('link', { name: `${action} account 3000026` })
        .click();
      await expect(page).toHaveURL(target);
      await page.goBack();
      await expect(list(page)).toBeVisible();
    }
    // The usage tracker leads back to the list.
    await row(page, '3000021').getByRole('link', { name: 'Usage account 3000021' }).click();
    await page.getByRole('link', { name: 'Back to All Accounts' }).click();
    await expect(page).toHaveURL('/view-all-accounts');
    await expect(list(page)).toBeVisible();
  });

  test('Pay opens the payment confirmation for that account', async ({ page }) => {
    await openList(page);
    await row(page, '3000026').getByRole('button', { name: 'Pay account 3000026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Confirmation' });
    await expect(dialog.getByRole('textbox', { name: 'Payment Amount' })).toBeVisible();
    await expect(dialog.locator('dd', { hasText: /^3000026$/ })).toBeVisible();
  });

  test('/account-list lands on /view-all-accounts with its query', async ({ page }) => {
    await openList(page, '/account-list?accountno=3000024');
    await expect(page).toHaveURL('/view-all-accounts?accountno=3000024');
    await expect(page).toHaveTitle(/^All Accounts \| /);
  });

  test('a guest is sent to sign in, and comes back to the list', async ({ page }) => {
    await page.goto('/view-all-accounts');
    await expect(page).toHaveURL(loginFor('/view-all-accounts'));
    await signInThroughPage(page, 'member.many', { path: null });
    await expect(page).toHaveURL('/view-all-accounts');
    await expect(list(page)).toBeVisible();
  });
});

test.describe('/view-all-accounts by keyboard', () => {
  test.use({ viewport: DESKTOP });

  /** Presses `key` until `target` has focus (at most `max` times). */

  test('search, reach an account’s Pay with the arrow keys, pay and come back', async ({
    page,
  }) => {
    await openList(page);
    await pressUntil(page, 'Tab', search(page));
    await page.keyboard.type('unit b');
    await expect.poll(() => shownNumbers(page)).toEqual(['3000022', '3000024', '3000026']);
    // Into the table (one tab stop), then across and down its cells.
    await pressUntil(page, 'Tab', list(page).getByRole('row').nth(1));
    const pay = row(page, '3000024').getByRole('button', { name: 'Pay account 3000024' });
    await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowRight', pay);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Payment Confirmation' });
    await expect(dialog.locator('dd', { hasText: /^3000024$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(pay).toBeFocused();

    const overview = row(page, '3000024').getByRole('link', {
      name: 'Account Overview account 3000024',
    });
    await pressUntil(page, 'ArrowLeft', overview);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/accountoverview?accountno=3000024&isFromViewAllAccounts=true');
  });
});

test.describe('/view-all-accounts accessibility', () => {
  test('no axe violations in both themes at 1280 and 320 px; scrolls at 480px high, never sideways', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openList(page);
    for (const viewport of [DESKTOP, NARROW]) {
      await page.setViewportSize(viewport);
      for (const colorScheme of ['light', 'dark'] as const) {
        await test.step(`${viewport.width}px, ${colorScheme}`, async () => {
          await switchColorScheme(page, colorScheme);
          await expect(row(page, '3000027')).toBeAttached();
          await expectNoAxeViolations(page);
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBe(0);
        });
      }
      // doc 2 §9: account lists scroll at 480px height where the rows sit side by side; a card
      // per account under 600px, where the page scrolls.
      const scroller = list(page).locator('xpath=..');
      const height = await scroller.evaluate((element) => element.getBoundingClientRect().height);
      if (viewport === DESKTOP) expect(height).toBeLessThanOrEqual(480);
      else expect(height).toBeGreaterThan(480);
    }
  });
});
