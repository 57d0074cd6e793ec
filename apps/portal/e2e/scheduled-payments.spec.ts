import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs, useDemoOverrides } from './support/demo';

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

const main = (page: Page) => page.getByRole('main');
const list = (page: Page) => main(page).getByRole('grid', { name: 'Scheduled payments' });

/** 'MM/dd/yyyy' of today plus `days` (the demo's dates count from today, as the browser's do). */
function usDay(days: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** 'yyyy-MM-dd' of today plus `days`. */
function isoDay(days: number): string {
  const [month, day, year] = usDay(days).split('/');
  return `${year}-${month}-${day}`;
}

/** member.demo's scheduled payments (mocks README): amount and payment date name each. */
const SP_240117 = `$142.37 on ${usDay(10)}`;
const SP_240118 = `$73.60 on ${usDay(21)}`;

const deleteButton = (page: Page, name: string) =>
  list(page).getByRole('button', { name: `Delete the scheduled payment of ${name}` });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const createdDateButton = (page: Page, name: string) =>
  list(page).getByRole('button', {
    name: new RegExp(`: accounts to be paid by the payment of ${escapeRegExp(name)}$`),
  });

/**
 * The body rows as shown: each cell's visible text (the stacked layout's repeated column labels
 * are hidden from it), the actions left out.
 */
function shownRows(table: Locator, cells = 5): Promise<string[][]> {
  return table.evaluate(
    (grid, count) =>
      [...grid.querySelectorAll('tbody [role="row"], tfoot [role="row"]')].map((row) =>
        [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')]
          .slice(0, count)
          .map((cell) => {
            const copy = cell.cloneNode(true) as Element;
            for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
            return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
          }),
      ),
    cells,
  );
}

/** Keyboard only: presses Tab until `target` has focus (it must be reachable in the tab order). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** Keyboard only: presses Tab until focus is inside `scope`. */
async function tabInto(page: Page, scope: Locator, max = 60) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await scope.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${scope.toString()} in ${max} presses`);
}

/**
 * Opens a portal path with navigation state, as a page of the portal does when it navigates
 * (React Router keeps the state in the history entry; the router follows popstate).
 */
async function openWithState(page: Page, path: string, state: unknown) {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'e2e', idx: window.history.length }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
}

test.describe('doc 2 §2.8 /scheduled-payments', () => {
  test.use({ viewport: DESKTOP });

  test('member.demo: both payments, the next first, with the co-op’s introduction; sortable', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/scheduled-payments');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Scheduled Payments' }),
    ).toBeVisible();
    await expect(list(page)).toBeVisible();
    await expect(
      main(page).getByText(
        'Payments you scheduled for a later date. Delete one to cancel it before its payment date.',
      ),
    ).toBeVisible();
    expect(await shownRows(list(page))).toEqual([
      [usDay(-3), 'One-time', '$142.37', 'Visa ••••4242', usDay(10)],
      [usDay(-1), 'Multiple accounts', '$73.60', 'Checking ••••6789', usDay(21)],
    ]);
    const amount = list(page).getByRole('columnheader', { name: 'Amount' });
    await amount.click();
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect((await shownRows(list(page))).map((row) => row[2])).toEqual(['$73.60', '$142.37']);
  });

  test('a created date opens Accounts to be paid: Account, Type, Amount and the total', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/scheduled-payments');
    await createdDateButton(page, SP_240118).click();
    const dialog = page.getByRole('dialog', { name: 'Accounts to be paid' });
    await expect(dialog.getByText('The accounts this scheduled payment will pay.')).toBeVisible();
    const accounts = dialog.getByRole('grid', {
      name: `Accounts to be paid by the payment of ${SP_240118}`,
    });
    await expect(accounts.getByRole('columnheader')).toHaveText(['Account', 'Type', 'Amount']);
    expect(await shownRows(accounts, 3)).toEqual([
      ['3000002', 'Water', '$48.60'],
      ['3000003', 'Electric', '$25.00'],
      ['Total', '', '$73.60'],
    ]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(createdDateButton(page, SP_240118)).toBeFocused();
  });

  test('Delete asks first: Cancel keeps SP-240118, Delete deletes it and the list reloads', async ({
    page,
  }) => {
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    await signInAs(page, 'member.demo', '/scheduled-payments');
    await deleteButton(page, SP_240118).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Scheduled Payment' });
    await expect(confirm).toContainText(
      `Delete the scheduled payment of ${SP_240118}? It will not be made.`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(list(page).locator('tbody [role="row"]')).toHaveCount(2);
    expect(deletes).toEqual([]);

    await deleteButton(page, SP_240118).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `The scheduled payment of ${SP_240118} was deleted.` }),
    ).toBeVisible();
    await expect(list(page).locator('tbody [role="row"]')).toHaveCount(1);
    await expect(deleteButton(page, SP_240118)).toHaveCount(0);
    await expect(deleteButton(page, SP_240117)).toBeVisible();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatch(/\/member\/800001\/scheduled-payments\/SP-240118$/);
  });

  test('member.solo: No Payments scheduled at this time.', async ({ page }) => {
    await signInAs(page, 'member.solo', '/scheduled-payments');
    await expect(main(page).getByText('No Payments scheduled at this time.')).toBeVisible();
    await expect(main(page).getByRole('grid')).toHaveCount(0);
  });

  test('a failed delete says why and keeps the row', async ({ page }) => {
    await useDemoOverrides(page, { failures: { deleteScheduledPayment: 500 } });
    await signInAs(page, 'member.demo', '/scheduled-payments');
    await deleteButton(page, SP_240117).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Scheduled Payment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText(`The scheduled payment of ${SP_240117} was not deleted:`);
    await expect(alert).not.toHaveText(/not deleted:\s*$/);
    await expect(list(page).locator('tbody [role="row"]')).toHaveCount(2);
    await expect(deleteButton(page, SP_240117)).toBeVisible();
  });

  test('without allowFutureDatedPayments: not available, as the menu hides it', async ({
    page,
  }) => {
    await useDemoOverrides(page, { config: { allowFutureDatedPayments: false } });
    await signInAs(page, 'member.demo', '/scheduled-payments');
    await expect(
      main(page).getByText('Scheduled payments are not available at this time.'),
    ).toBeVisible();
    await expect(main(page).getByRole('grid')).toHaveCount(0);
  });
});

const PAY_MULTIPLE = '/billpayments/pay-multiple';
const provider = (page: Page) => page.locator('[data-coop-demo-provider]');

/**
 * On Pay Multiple Accounts (the site allows future-dated payments): 1000001 $40.00 and 3000002
 * $10.50, the payment date `days` from today typed in, then Schedule Payment; the demo provider
 * shows the payment.
 */
async function scheduleTwoAccounts(page: Page, days: number) {
  await expect(page.getByRole('table', { name: 'Your accounts' })).toBeVisible();
  const prepaid = page.getByRole('checkbox', { name: 'Pay account 3000003' });
  await prepaid.focus();
  await prepaid.press('Space');
  await page.getByRole('textbox', { name: 'Payment Amount for account 1000001' }).fill('40.00');
  await page.getByRole('textbox', { name: 'Payment Amount for account 3000002' }).fill('10.50');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await page.getByRole('group', { name: 'Payment Date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(usDay(days).replace(/\//g, ''));
  await page.getByRole('button', { name: 'Schedule Payment' }).click();
  await expect(
    provider(page).getByText(
      `Amount: $50.50 for accounts 1000001, 3000002, scheduled for ${isoDay(days)}`,
    ),
  ).toBeVisible();
}

test.describe('doc 2 §2.8 scheduling on Pay Multiple Accounts (doc 1 §3 allowFutureDatedPayments)', () => {
  test.use({ viewport: DESKTOP });

  test('a later payment date: through the provider to its transno, the new row with its accounts, then deleted', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', PAY_MULTIPLE);
    await scheduleTwoAccounts(page, 5);
    await provider(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/schedule-payments-success\?transno=SP\w+$/);
    await expect(main(page).getByText('Your payment has been scheduled.')).toBeVisible();
    const transNo = new URL(page.url()).searchParams.get('transno')!;
    await expect(main(page).getByText(transNo)).toBeVisible();

    // On to the list within the page, as its menu link does (a reload starts the browser demo's
    // store afresh).
    await openWithState(page, '/scheduled-payments', null);
    const name = `$50.50 on ${usDay(5)}`;
    await expect(createdDateButton(page, name)).toBeVisible();
    expect(await shownRows(list(page))).toContainEqual([
      usDay(0),
      'Multiple accounts',
      '$50.50',
      'Visa ••••4242',
      usDay(5),
    ]);
    await createdDateButton(page, name).click();
    const dialog = page.getByRole('dialog', { name: 'Accounts to be paid' });
    expect(
      await shownRows(
        dialog.getByRole('grid', { name: `Accounts to be paid by the payment of ${name}` }),
        3,
      ),
    ).toEqual([
      ['1000001', 'Electric', '$40.00'],
      ['3000002', 'Water', '$10.50'],
      ['Total', '', '$50.50'],
    ]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await deleteButton(page, name).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Scheduled Payment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      main(page).getByText(`The scheduled payment of ${name} was deleted.`),
    ).toBeVisible();
    await expect(list(page).locator('tbody [role="row"]')).toHaveCount(2);
  });

  test('canceled at the provider, then a schedule that fails: the cancel and error pages', async ({
    page,
  }) => {
    await useDemoOverrides(page, { failures: { completeScheduledPayment: 500 } });
    await signInAs(page, 'member.demo', PAY_MULTIPLE);
    await scheduleTwoAccounts(page, 3);
    await provider(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/schedule-payments-cancel');
    await expect(main(page).getByText('Your schedule payment has been canceled.')).toBeVisible();

    await page.goto(PAY_MULTIPLE);
    await scheduleTwoAccounts(page, 3);
    await provider(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL('/schedule-payments-error');
    await expect(main(page).getByRole('alert')).toHaveText(
      /We are unable to process your request at this time\. Please try again later\.$/,
    );
    await main(page).getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/accountoverview');
  });
});

test.describe('doc 2 §2.8 schedule result pages', () => {
  test.use({ viewport: DESKTOP });

  test('success: the message and transno; Done goes to the account overview', async ({ page }) => {
    await signInAs(page, 'member.demo', '/schedule-payments-success?transno=SP-240201');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Schedule Payment' }),
    ).toBeVisible();
    await expect(main(page).getByText('Your payment has been scheduled.')).toBeVisible();
    await expect(main(page).getByText('SP-240201')).toBeVisible();
    await main(page).getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/accountoverview');
  });

  test('error: the message passed in navigation state; without state a generic one', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/schedule-payments-error');
    const heading = main(page).getByRole('heading', { level: 1, name: 'Schedule Payment' });
    await expect(heading).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveText(
      /Your payment could not be scheduled\. Please try again, or contact us if the problem continues\.$/,
    );

    await main(page).getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/accountoverview');
    await openWithState(page, '/schedule-payments-error', {
      message: 'The payment date must be on or before the due date.',
    });
    await expect(main(page).getByRole('alert')).toHaveText(
      /The payment date must be on or before the due date\.$/,
    );
    await expect(heading).toBeVisible();
  });

  test('cancel: Your schedule payment has been canceled.; Done goes to the overview', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/schedule-payments-cancel');
    await expect(main(page).getByText('Your schedule payment has been canceled.')).toBeVisible();
    await main(page).getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/accountoverview');
  });

  test('a guest is sent to sign in first', async ({ page }) => {
    await page.goto('/schedule-payments-cancel');
    await expect(page).toHaveURL(
      `/login?returnUrl=${encodeURIComponent('/schedule-payments-cancel')}`,
    );
  });
});

test.describe('doc 2 §2.8, §4 scheduled payments, keyboard only', () => {
  test.use({ viewport: DESKTOP });

  test('open the accounts of a payment, then delete it after Cancel once', async ({ page }) => {
    await signInAs(page, 'member.demo', '/scheduled-payments');
    await expect(list(page)).toBeVisible();

    // Into the table with Tab (its first row); the arrow keys move between rows and cells (a grid).
    await tabInto(page, list(page));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const secondDate = createdDateButton(page, SP_240118);
    await expect(secondDate).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Accounts to be paid' });
    await expect(dialog.getByText('3000003')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(secondDate).toBeFocused();

    // End: the row's last cell, its Delete button.
    await page.keyboard.press('End');
    const remove = deleteButton(page, SP_240118);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Scheduled Payment' });
    // the safe choice has focus
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, confirm.getByRole('button', { name: 'Delete' }), 4);
    await page.keyboard.press('Enter');
    await expect(
      main(page).getByText(`The scheduled payment of ${SP_240118} was deleted.`),
    ).toBeVisible();
    await expect(remove).toHaveCount(0);
    // focus is not lost: it is on the payment left
    await expect(deleteButton(page, SP_240117)).toBeFocused();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, NARROW]) {
    test.describe(`doc 2 §2.8 scheduled payments accessibility (${colorScheme}, ${viewport.width}px)`, () => {
      test.use({ colorScheme, viewport });

      test('no axe violations on the list, its dialogs and the result pages; no sideways scroll', async ({
        page,
      }) => {
        const noSidewaysScroll = async () =>
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBe(0);

        await signInAs(page, 'member.demo', '/scheduled-payments');
        await expect(list(page)).toBeVisible();
        await expectNoAxeViolations(page);
        await noSidewaysScroll();

        await createdDateButton(page, SP_240118).click();
        const dialog = page.getByRole('dialog', { name: 'Accounts to be paid' });
        await expect(dialog.getByText('3000003')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await deleteButton(page, SP_240118).click();
        const confirm = page.getByRole('alertdialog', { name: 'Delete Scheduled Payment' });
        await expect(confirm).toBeVisible();
        await expectNoAxeViolations(page);
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await expect(
          main(page).getByText(`The scheduled payment of ${SP_240118} was deleted.`),
        ).toBeVisible();
        await expectNoAxeViolations(page);

        for (const path of [
          '/schedule-payments-success?transno=SP-240201',
          '/schedule-payments-error',
          '/schedule-payments-cancel',
        ]) {
          await page.goto(path);
          await expect(main(page).getByRole('button', { name: 'Done' })).toBeVisible();
          await expectNoAxeViolations(page);
          await noSidewaysScroll();
        }
      });

      test('member.solo’s empty list: no axe violations', async ({ page }) => {
        await signInAs(page, 'member.solo', '/scheduled-payments');
        await expect(main(page).getByText('No Payments scheduled at this time.')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
}
