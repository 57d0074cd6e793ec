import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, switchColorScheme } from './support/axe';
import { signInAs } from './support/demo';
import { pressSpaceOn, toggle } from './support/keyboard';

// Draft Payments end to end (doc 3 §2.2, §4, §5, §7, §8): the built portal on the demo backend and
// its fake hosted provider, whose page the demo shows over the portal. These tests choose their
// own viewports, so they run once, in the desktop project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'these tests set their own viewports');
});

const PATH = '/draft-payments';
const UPDATED = 'Your draft information has been updated.';
/** What the axe checks leave out: the demo's fake provider page is not ours. */
const NOT_OURS = { exclude: '[data-coop-demo-provider]' };

const main = (page: Page) => page.getByRole('main');
const provider = (page: Page) => page.locator('[data-coop-demo-provider]');
const tab = (page: Page, name: string) => main(page).getByRole('tab', { name });
const current = (page: Page) => main(page).getByRole('grid', { name: 'Accounts with a Draft' });
const removable = (page: Page) =>
  main(page).getByRole('grid', { name: 'Accounts with a Draft to remove' });
const account = (page: Page, accountNumber: string) =>
  main(page).getByRole('checkbox', { name: new RegExp(`^Account ${accountNumber}`) });
const authorize = (page: Page) => main(page).getByRole('checkbox', { name: /^I authorize/ });
const submit = (page: Page) => main(page).getByRole('button', { name: 'Submit' });
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

function countInitiations(page: Page) {
  const initiations: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.endsWith('/drafts/initiate')) {
      initiations.push(pathname);
    }
  });
  return initiations;
}

async function openSetup(page: Page, query = '') {
  await signInAs(page, 'member.demo', `${PATH}${query}`);
  await tab(page, 'Setup New Draft').click();
  await expect(account(page, '1000001')).toBeVisible();
}

test.describe('doc 3 §2.2 Draft Payments', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('§7 a card draft through the provider (Submit pressed five times: one initiation) back to statuscode 0; the new draft in Accounts, then removed (No, then Yes)', async ({
    page,
  }) => {
    const initiations = countInitiations(page);
    await openSetup(page, '?accountno=1000001');
    await expect(account(page, '1000001')).toBeChecked();
    await expect(main(page).getByText(/Credit Card Payment Restricted\./)).toBeVisible();
    await toggle(authorize(page));
    // The initiation answers slowly: every press lands while it is under way.
    await page.route(/\/drafts\/initiate$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await submit(page).evaluate((button: HTMLElement) => {
      for (let press = 0; press < 5; press += 1) button.click();
    });
    const host = provider(page);
    await expect(
      host.getByRole('heading', { name: 'Secure draft set-up (demo provider)' }),
    ).toBeVisible();
    await expect(host.getByText('Draft set-up for account 1000001')).toBeVisible();
    await expect(host.locator('[data-missing-fields]')).toHaveCount(0);
    expect(initiations).toHaveLength(1);
    await host.getByRole('button', { name: 'Authorize' }).click();

    await expect(page).toHaveURL(/\/draft-payments\?statuscode=0/);
    await expect(main(page).getByText(UPDATED)).toBeVisible();
    await expect(current(page).getByRole('row', { name: /1000001/ })).toContainText(
      'Credit Card Draft',
    );

    await tab(page, 'Remove Draft').click();
    await toggle(removable(page).getByRole('checkbox', { name: /1000001/ }));
    const remove = main(page).getByRole('button', { name: 'Remove' });
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Are you sure you want to delete draft on selected account(s) ?',
    );
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(removable(page).getByRole('row', { name: /1000001/ })).toBeVisible();
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(removable(page).getByRole('row', { name: /1000001/ })).toHaveCount(0);
    await tab(page, 'Accounts').click();
    await expect(current(page).getByRole('row', { name: /1000001/ })).toHaveCount(0);
  });

  test('§4 a NACHA bank draft from the keyboard: DO NOT USE leaves the bank name empty, a known routing number fills it; the update and its message', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', PATH);
    // The tabs from the keyboard: the arrow keys move between them.
    await tab(page, 'Accounts').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Setup New Draft')).toHaveAttribute('aria-selected', 'true');
    await main(page).getByRole('radio', { name: 'Bank Draft' }).focus();
    await page.keyboard.press('Space');
    await account(page, '1000001').focus();
    await page.keyboard.press('Space');
    await field(page, 'Routing Number').focus();
    await page.keyboard.type('101205681');
    await expect(field(page, 'Bank Name')).toHaveValue('');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('101000695');
    await expect(field(page, 'Bank Name')).toHaveValue('First Prairie Bank');
    await field(page, 'Bank Account Number').focus();
    await page.keyboard.type('12345678');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Confirm Bank Account Number')).toBeFocused();
    await page.keyboard.type('12345678');
    await authorize(page).focus();
    await page.keyboard.press('Space');
    await submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByText(UPDATED)).toBeVisible();
    await tab(page, 'Setup New Draft').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(current(page).getByRole('row', { name: /1000001/ })).toContainText('••••5678');
  });

  test('§4 member.many: the accounts that cannot set up a draft, each with its reason', async ({
    page,
  }) => {
    await signInAs(page, 'member.many', PATH);
    await tab(page, 'Setup New Draft').click();
    await expect(account(page, '3000022')).toBeVisible();
    // 3000024 pays by a card autopayment; 3000026 is past due.
    await expect(
      main(page).getByText('Account is signed up for AutoPay. Draft is not allowed.'),
    ).toBeVisible();
    await expect(main(page).getByText('Account is past due. Draft is not allowed.')).toBeVisible();
    await expect(account(page, '3000024')).toHaveCount(0);
    await expect(account(page, '3000026')).toHaveCount(0);
    // A bank draft: 3000025 has returned items and may not pay by check any more.
    await pressSpaceOn(main(page).getByRole('radio', { name: 'Bank Draft' }));
    await expect(main(page).getByText('ECheck Payment Restricted.')).toBeVisible();
    await expect(account(page, '3000025')).toHaveCount(0);
  });

  test('§5 messages: the first invalid account, the authorize checkbox, the bank form', async ({
    page,
  }) => {
    await openSetup(page, '?accountno=1000001');
    await main(page)
      .getByRole('button', { name: /Draft Method/ })
      .click();
    await page.getByRole('option', { name: 'Day of the Month' }).click();
    await field(page, 'Day of the Month').fill('29');
    await pressSpaceOn(main(page).getByRole('radio', { name: 'Bank Draft' }));
    await field(page, 'Bank Account Number').fill('12');
    await field(page, 'Confirm Bank Account Number').fill('21');
    await submit(page).click();
    for (const message of [
      'Account: 1000001 Day of the Month must be before 29th',
      'Please check the authorize checkbox to submit your draft.',
      "The bank account number's length must be between 4 and 18.",
      'Bank account and Confirm bank account number does not match.',
      'Please enter your bank routing number.',
      'Please enter bank name.',
    ]) {
      await expect(main(page).getByText(message).first()).toBeVisible();
    }
    await expect(submit(page)).toBeDisabled();
  });
});

test('zero axe violations in both themes at 1280 px and 320 px, on every tab and the help dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'member.demo', `${PATH}?accountno=1000001`);
  await expect(current(page)).toBeVisible();
  for (const name of ['Accounts', 'Setup New Draft', 'Remove Draft']) {
    await tab(page, name).click();
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page, NOT_OURS);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await main(page).getByRole('button', { name: 'Help with Draft setup' }).click();
  await expect(page.getByRole('dialog', { name: 'Draft Setup' })).toBeVisible();
  await expectNoAxeViolations(page, NOT_OURS);
});
