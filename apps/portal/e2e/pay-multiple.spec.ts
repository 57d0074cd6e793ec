import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs } from './support/demo';
import { toggle } from './support/keyboard';

// Pay Multiple Accounts end to end (doc 1 §3, §4.1, §5.1; doc 2 §2.9): the built portal on the
// demo backend and its fake payment provider, whose page the demo shows over the portal. These
// tests choose their own viewports, so they run once, in the desktop project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'these tests set their own viewports');
});

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };
const CUTOFF_MESSAGE =
  'Your service is scheduled for disconnection. Please call 1-800-555-0100 to make payment arrangements.';
const PATH = '/billpayments/pay-multiple';

/** What the axe checks leave out: the demo's fake provider page is not ours. */
const NOT_OURS = { exclude: '[data-coop-demo-provider]' };

const provider = (page: Page) => page.locator('[data-coop-demo-provider]');
const accountsTable = (page: Page) => page.getByRole('table', { name: 'Your accounts' });
const box = (page: Page, accountNumber: string) =>
  page.getByRole('checkbox', { name: `Pay account ${accountNumber}` });
const amount = (page: Page, accountNumber: string) =>
  page.getByRole('textbox', { name: `Payment Amount for account ${accountNumber}` });
const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Select All' });
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true });
/** The value shown for a term of a description list. */
const detail = (scope: Page | Locator, term: string) =>
  scope
    .locator('dl')
    .getByRole('term')
    .filter({ hasText: term })
    .locator('xpath=following-sibling::dd[1]');

/** 'MM/dd/yyyy' of today (the demo's dates count from today, as the browser's do). */
function usToday(): string {
  const date = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** The history row of a payment made today of `amount`. */
const paymentRow = (history: Locator, amount: string) =>
  history.getByRole('row').filter({ hasText: usToday() }).filter({ hasText: amount });

/** The member's initiations of a payment (POST …/pay), counted from here on. */
function countInitiations(page: Page) {
  const initiations: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /\/v3\/member\/\d+\/pay$/.test(pathname)) {
      initiations.push(pathname);
    }
  });
  return initiations;
}

async function openPage(page: Page, user = 'member.demo') {
  await signInAs(page, user, PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pay Multiple Accounts' }),
  ).toBeVisible();
}

test.describe('Pay Multiple Accounts: member.demo pays two accounts', () => {
  test.use({ viewport: DESKTOP });

  test('two accounts in one payment, through the provider, and both in the result', async ({
    page,
  }) => {
    const initiations = countInitiations(page);
    await openPage(page);
    await expect(accountsTable(page)).toBeVisible();
    // Only 1000001 and 3000002.
    await toggle(box(page, '3000003'));
    await expect(selectAll(page)).not.toBeChecked();
    await amount(page, '1000001').fill('40.00');
    await amount(page, '3000002').fill('10.50');
    await expect(detail(page, 'Total Payment')).toHaveText('$50.50');
    await payButton(page).click();
    const host = provider(page);
    await expect(host.getByText('Amount: $50.50 for accounts 1000001, 3000002')).toBeVisible();
    await expect(
      host.getByRole('heading', { name: 'Secure payment (demo provider)' }),
    ).toBeVisible();
    await host.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/payment-success\?encodedParam=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Success' })).toBeVisible();
    await expect(detail(page, 'Payment Amount')).toHaveText('$50.50');
    const result = page.getByRole('grid', { name: 'Accounts paid' });
    await expect(result.getByRole('row', { name: /1000001/ })).toContainText('$40.00');
    await expect(result.getByRole('row', { name: /3000002/ })).toContainText('$10.50');
    expect(initiations).toHaveLength(1);

    // doc 2 §2.9: Done goes to the overview of the account paid (accountno), whose Billing &
    // Payment History has the payment, today; the other account's history has its own.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/accountoverview?accountno=1000001');
    const history = page.getByRole('region', { name: 'Billing & Payment History', exact: true });
    await expect(paymentRow(history, '$40.00')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Switch account' })
      .getByRole('link', { name: /Account 3000002/ })
      .click();
    await expect(page).toHaveURL('/accountoverview?accountno=3000002');
    await expect(paymentRow(history, '$10.50')).toBeVisible();
  });

  test('doc 2 §2.9 canceled at the provider: /payment-cancel; Done goes to the overview', async ({
    page,
  }) => {
    await openPage(page);
    await payButton(page).click();
    await provider(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/payment-cancel');
    await expect(page.getByText('Your payment has been canceled.')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/accountoverview');
  });

  test('Pay pressed five times quickly: exactly one initiation', async ({ page }) => {
    await openPage(page);
    await expect(accountsTable(page)).toBeVisible();
    const initiations = countInitiations(page);
    // The initiation answers slowly: every press lands while it is under way.
    await page.route(/\/v3\/member\/\d+\/pay$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await payButton(page).evaluate((button: HTMLElement) => {
      for (let press = 0; press < 5; press += 1) button.click();
    });
    await expect(
      provider(page).getByRole('heading', { name: 'Secure payment (demo provider)' }),
    ).toBeVisible();
    expect(initiations).toHaveLength(1);
  });

  test('an amount the rules refuse: the message names its account; nothing is initiated', async ({
    page,
  }) => {
    const initiations = countInitiations(page);
    await openPage(page);
    await amount(page, '3000002').fill('');
    await payButton(page).click();
    await expect(amount(page, '3000002')).toBeFocused();
    await expect(
      page.getByText('Account 3000002: You must enter valid amount.').first(),
    ).toBeVisible();
    expect(initiations).toHaveLength(0);
  });

  test('doc 1 §4.1 member.states: the cutoff block in a dialog; Pay unavailable', async ({
    page,
  }) => {
    const initiations = countInitiations(page);
    await openPage(page, 'member.states');
    const dialog = page.getByRole('alertdialog', { name: 'Payment not available' });
    await expect(dialog).toContainText(CUTOFF_MESSAGE);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: CUTOFF_MESSAGE })).toBeVisible();
    await expect(payButton(page)).toBeDisabled();
    expect(initiations).toHaveLength(0);
  });
});

test.describe('Pay Multiple Accounts by keyboard', () => {
  test.use({ viewport: DESKTOP });

  /** Presses Tab until `target` has focus (at most `max` times). */
  async function tabTo(page: Page, target: Locator, max = 60) {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  test('select, type an amount, choose the payment type and pay, keys only', async ({ page }) => {
    await openPage(page);
    await expect(accountsTable(page)).toBeVisible();
    await tabTo(page, selectAll(page));
    await page.keyboard.press('Space');
    await expect(box(page, '1000001')).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(box(page, '1000001')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box(page, '1000001')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(amount(page, '1000001')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('25');
    await expect(detail(page, 'Total Payment')).toHaveText('$25.00');
    await tabTo(page, page.getByRole('radio', { name: 'Credit Card' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'ECheck' })).toBeChecked();
    await tabTo(page, payButton(page));
    await page.keyboard.press('Enter');
    await expect(provider(page).getByText('Amount: $25.00 for account 1000001')).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, NARROW]) {
    test.describe(`Pay Multiple Accounts accessibility (${colorScheme}, ${viewport.width}px)`, () => {
      test.use({ colorScheme, viewport });

      test('the page, an amount error, a payment date error and the cutoff block: no axe violations, no sideways scroll', async ({
        page,
      }) => {
        await openPage(page);
        await expect(accountsTable(page)).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        await amount(page, '1000001').fill('');
        await payButton(page).click();
        await expect(
          page.getByText('Account 1000001: You must enter valid amount.').first(),
        ).toBeVisible();
        // A payment date after the accounts' due date (12 days away): its message on the field.
        const later = new Date();
        later.setDate(later.getDate() + 13);
        const pad = (value: number) => String(value).padStart(2, '0');
        await page
          .getByRole('group', { name: 'Payment Date' })
          .getByRole('spinbutton')
          .first()
          .click();
        await page.keyboard.type(
          `${pad(later.getMonth() + 1)}${pad(later.getDate())}${later.getFullYear()}`,
        );
        await page.getByRole('button', { name: 'Schedule Payment' }).click();
        await expect(
          page.getByText(/^The payment date must be on or before \d\d\/\d\d\/\d{4}\.$/).first(),
        ).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
        await page.goto('/home');
        await openPage(page, 'member.states');
        await expect(
          page.getByRole('alertdialog', { name: 'Payment not available' }),
        ).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
      });
    });
  }
}
