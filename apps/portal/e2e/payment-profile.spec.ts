import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, switchColorScheme } from './support/axe';
import { signInAs } from './support/demo';

// /billpayments/payment-profile and /billpayments/auto-pay (doc 1 §2.2, §9; doc 2 §4 the removal
// block) on the built portal, through the demo backend and its fake provider.

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

const main = (page: Page) => page.getByRole('main');
const methods = (page: Page) => main(page).getByRole('grid', { name: 'Your payment methods' });
const autoPay = (page: Page) => main(page).getByRole('grid', { name: 'Auto payments by account' });
const provider = (page: Page) => page.locator('[data-coop-demo-provider]');
const rowOf = (grid: Locator, text: string) =>
  grid.locator('tbody [role="row"]').filter({ hasText: text });

/** Keyboard only: presses Tab until `target` has focus. */
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

/** Zero axe violations at 1280 and 320 px, in the light and the dark theme. */
async function sweepAxe(page: Page, ready: Locator) {
  for (const viewport of [DESKTOP, NARROW]) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await expect(ready).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
}

test.describe('doc 1 §2.2 Payment Profile', () => {
  test.use({ viewport: DESKTOP });

  test('add through the provider, make it the default, remove it; the auto-pay method is blocked', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/billpayments/payment-profile');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Payment Profile' }),
    ).toBeVisible();
    await expect(methods(page).locator('tbody [role="row"]')).toHaveCount(2);

    // Add: the provider's page (the number stays there), Save, and back with the new method.
    await main(page).getByRole('button', { name: 'Add a payment method' }).click();
    const host = provider(page);
    await expect(
      host.getByRole('heading', { name: 'Secure payment method (demo provider)' }),
    ).toBeVisible();
    await host.getByLabel('Discover card ending 1117').check();
    await host.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/billpayments\/payment-profile\?token=/);
    await expect(
      main(page).getByText('Discover ending 1117 was added to your payment methods.'),
    ).toBeVisible();
    await expect(methods(page).locator('tbody [role="row"]')).toHaveCount(3);

    // Make default.
    await methods(page).getByRole('button', { name: 'Make default: Discover ending 1117' }).click();
    await expect(
      main(page).getByText('Discover ending 1117 is now your default payment method.'),
    ).toBeVisible();
    await expect(rowOf(methods(page), 'Discover ending 1117')).toContainText('Default');

    // The checking account pays 3000002's auto payment: My Profile's block, the row stays.
    await methods(page)
      .getByRole('button', { name: 'Remove Checking account ending 6789' })
      .click();
    await expect(main(page).getByRole('alert')).toContainText(
      'Update not allowed. Active Payment setup exists.',
    );
    await expect(rowOf(methods(page), 'Checking account ending 6789')).toHaveCount(1);

    // Remove the Visa card after the confirmation.
    await methods(page).getByRole('button', { name: 'Remove Visa ending 4242' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Payment Method' });
    await expect(confirm).toContainText('Remove Visa ending 4242 from your payment methods?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(
      main(page).getByText('Visa ending 4242 was removed from your payment methods.'),
    ).toBeVisible();
    await expect(rowOf(methods(page), 'Visa ending 4242')).toHaveCount(0);
  });

  test('member.solo: no method yet; zero axe violations both themes at 1280 and 320 px', async ({
    page,
  }) => {
    await signInAs(page, 'member.solo', '/billpayments/payment-profile');
    const empty = main(page).getByText('You have no saved payment methods yet.');
    await expect(empty).toBeVisible();
    await sweepAxe(page, empty);
  });

  test('member.demo: zero axe violations on both pages, both themes at 1280 and 320 px', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/billpayments/payment-profile');
    await sweepAxe(page, methods(page));
    await page.setViewportSize(DESKTOP);
    await main(page).getByRole('link', { name: 'Set up auto payments' }).click();
    await sweepAxe(page, autoPay(page));
  });
});

test.describe('doc 1 §2.2, §9 Auto Payments', () => {
  test.use({ viewport: DESKTOP });

  test('keyboard only: enrol 1000001 (method, day, confirm); stop 3000002 after a confirmation', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/billpayments/auto-pay');
    await expect(rowOf(autoPay(page), '3000002')).toContainText('Draft Pay Enrolled');
    await expect(rowOf(autoPay(page), '3000003')).toContainText(
      'Prepaid accounts pay as they use and cannot be enrolled in auto pay.',
    );

    // Into the table with Tab (its first row, 1000001), into its cells with the arrow keys; End: the
    // row's last cell, its Enroll button.
    await tabInto(page, autoPay(page));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect(
      autoPay(page).getByRole('button', { name: 'Enroll account 1000001 in auto pay' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Auto Pay for Account 1000001' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: /Draft day of the month/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    const twelve = page.getByRole('option', { name: '12', exact: true });
    for (let presses = 0; presses < 28; presses += 1) {
      if (await twelve.evaluate((option) => option === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(
      'Pay each bill of account 1000001 automatically from Visa ending 4242 on day 12 of each month?',
    );
    await tabTo(page, dialog.getByRole('button', { name: 'Enroll' }));
    await page.keyboard.press('Enter');
    await expect(main(page).getByText('Account 1000001 is enrolled in auto pay.')).toBeVisible();
    const row = rowOf(autoPay(page), '1000001');
    await expect(row).toContainText('Draft Pay Enrolled');
    await expect(row).toContainText('Day 12 of each month');

    // Stop 3000002 after the confirmation; its checking account is then free to go.
    await autoPay(page).getByRole('button', { name: 'Stop auto pay for account 3000002' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Stop Auto Pay' });
    await expect(confirm).toContainText('Stop auto pay for account 3000002?');
    await confirm.getByRole('button', { name: 'Stop auto pay' }).click();
    await expect(
      main(page).getByText('Auto pay for account 3000002 has been stopped.'),
    ).toBeVisible();
    await expect(rowOf(autoPay(page), '3000002')).toContainText('Not enrolled');
    await main(page).getByRole('link', { name: 'Manage your payment methods' }).click();
    await expect(rowOf(methods(page), 'Checking account ending 6789')).toContainText('Not used');
  });
});
