import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, switchColorScheme } from './support/axe';
import { signInAs, useDemoOverrides } from './support/demo';

// Average Billing end to end (doc 3 §2.4, §4, §8): the built portal on the demo backend. These
// tests choose their own viewports, so they run once, in the desktop project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'these tests set their own viewports');
});

const PATH = '/levelized-billing';
const main = (page: Page) => page.getByRole('main');
const grid = (page: Page) =>
  main(page).getByRole('grid', { name: 'Your accounts and Average Billing' });
const signUp = (page: Page, accountNumber: string) =>
  main(page).getByRole('button', { name: `Sign Up account ${accountNumber} for Average Billing` });
const remove = (page: Page, accountNumber: string) =>
  main(page).getByRole('button', { name: `Remove account ${accountNumber} from Average Billing` });
const dialog = (page: Page, name: string) => page.getByRole('alertdialog', { name });

/** The member's average billing updates (PUT …/levelized…), counted from here on. */
function countUpdates(page: Page) {
  const updates: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/levelized/.test(new URL(request.url()).pathname)) {
      updates.push(request.postDataJSON());
    }
  });
  return updates;
}

async function openPage(page: Page, user = 'member.demo') {
  await signInAs(page, user, PATH);
  await expect(grid(page)).toBeVisible();
}

test.describe('doc 3 §2.4 Average Billing', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('member.demo: Cancel sends nothing; sign-up for 1000001 and removal for 3000002 after Continue; the Not Eligible reason of 3000003', async ({
    page,
  }) => {
    const updates = countUpdates(page);
    await openPage(page);
    await signUp(page, '1000001').click();
    await dialog(page, 'Sign up for Average Billing?')
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(dialog(page, 'Sign up for Average Billing?')).toHaveCount(0);
    expect(updates).toHaveLength(0);

    await signUp(page, '1000001').click();
    await dialog(page, 'Sign up for Average Billing?')
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(
      main(page).getByText('Account 1000001 billing type updated successfully'),
    ).toBeVisible();
    await expect(remove(page, '1000001')).toBeVisible();

    await remove(page, '3000002').click();
    await dialog(page, 'Remove Average Billing?').getByRole('button', { name: 'Continue' }).click();
    await expect(
      main(page).getByText('Account 3000002 billing type updated successfully'),
    ).toBeVisible();
    await expect(signUp(page, '3000002')).toBeVisible();
    expect(updates).toEqual([
      expect.objectContaining({ action: 'Add', billingType: 'Average', accountNumber: '1000001' }),
      expect.objectContaining({
        action: 'Edit',
        billingType: 'Standard',
        accountNumber: '3000002',
      }),
    ]);

    await main(page)
      .getByRole('button', { name: 'Account 3000003 is not eligible for Average Billing' })
      // The focusable stand-in around the disabled button takes the hover.
      .first()
      .hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Prepaid accounts are not eligible for Average Billing.',
    );
  });

  test('member.many from the keyboard: the Non-Average Billing view, two accounts signed up at once, back to All', async ({
    page,
  }) => {
    const updates = countUpdates(page);
    await openPage(page, 'member.many');
    const filter = main(page).getByRole('button', { name: /Show$/ });
    await filter.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Non-Average Billing' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      main(page).getByText('Check mutliple accounts then click ... button.'),
    ).toBeVisible();
    // 3000022 and 3000023; not 3000027 (final billed) nor the accounts that are not eligible.
    await expect(main(page).getByRole('rowheader')).toHaveCount(2);
    for (const account of ['3000022', '3000023']) {
      await main(page)
        .getByRole('checkbox', { name: new RegExp(account) })
        .focus();
      await page.keyboard.press('Space');
    }
    await main(page).getByRole('button', { name: 'Sign Up Selected' }).focus();
    await page.keyboard.press('Enter');
    const confirm = dialog(page, 'Sign up for Average Billing?');
    await expect(confirm).toContainText('2 accounts will be billed');
    await confirm.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      main(page).getByText('Billing type updated successfully for multiple accounts.'),
    ).toBeVisible();
    await expect(filter).toContainText('All');
    await expect(main(page).getByRole('rowheader')).toHaveCount(7);
    await expect(remove(page, '3000022')).toBeVisible();
    expect(updates).toEqual([
      [
        expect.objectContaining({ action: 'Add', accountNumber: '3000022' }),
        expect.objectContaining({ action: 'Add', accountNumber: '3000023' }),
      ],
    ]);
  });

  test('member.solo: one account, no filter bar', async ({ page }) => {
    await openPage(page, 'member.solo');
    await expect(main(page).getByRole('group', { name: 'Filter accounts' })).toHaveCount(0);
  });

  test('the AverageBilling feature off: the account overview instead', async ({ page }) => {
    await useDemoOverrides(page, { features: { AverageBilling: false } });
    await signInAs(page, 'member.demo', PATH);
    await expect(page).toHaveURL(/\/accountoverview$/);
  });
});

test('zero axe violations in both themes at 1280 px and 320 px, with the Average Billing view and a confirmation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, 'member.many');
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await expect(grid(page)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
  }
  await main(page).getByRole('button', { name: /Show$/ }).click();
  await page.getByRole('option', { name: 'Average Billing', exact: true }).click();
  await remove(page, '3000021').click();
  await expect(dialog(page, 'Remove Average Billing?')).toBeVisible();
  await expectNoAxeViolations(page);
});
