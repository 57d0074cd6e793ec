import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, switchColorScheme } from './support/axe';
import { signInAs } from './support/demo';

// Operation RoundUp end to end (doc 3 §2.3, §4, §5, §8): the built portal on the demo backend.
// These tests choose their own viewports, so they run once, in the desktop project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'these tests set their own viewports');
});

const PATH = '/operation-roundup';
const UPDATED = 'Operation Roundup has been updated successfully for selected accounts.';

const main = (page: Page) => page.getByRole('main');
const table = (page: Page) => main(page).getByRole('table', { name: 'Operation RoundUp' });
const box = (page: Page, accountNumber: string) =>
  main(page).getByRole('checkbox', { name: `Select account ${accountNumber}` });
const roundUpSwitch = (page: Page, accountNumber: string) =>
  main(page).getByRole('switch', { name: `RoundUp for account ${accountNumber}` });
const amount = (page: Page, accountNumber: string) =>
  main(page).getByRole('textbox', { name: `RoundUp Plus Amount for account ${accountNumber}` });
const expiration = (page: Page, accountNumber: string) =>
  main(page).getByRole('group', { name: `Expiration Date for account ${accountNumber}` });
const proceed = (page: Page) => main(page).getByRole('button', { name: 'Proceed' });

/** Moves focus forward with Tab until it reaches `target`. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function openPage(page: Page) {
  await signInAs(page, 'member.demo', PATH);
  await expect(table(page)).toBeVisible();
}

test.describe('doc 3 §2.3 Operation RoundUp', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('from the keyboard: tick an account, turn RoundUp on with an amount and an expiration, Proceed, then the reloaded accounts', async ({
    page,
  }) => {
    const updates: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/roundup')) {
        updates.push(request.postDataJSON());
      }
    });
    await openPage(page);
    await expect(proceed(page)).toBeDisabled();
    await tabTo(page, box(page, '3000002'));
    await page.keyboard.press('Space');
    await expect(proceed(page)).toBeEnabled();
    await tabTo(page, roundUpSwitch(page, '3000002'));
    await page.keyboard.press('Space');
    await tabTo(page, amount(page, '3000002'));
    await page.keyboard.type('3.5');
    await tabTo(page, expiration(page, '3000002').getByRole('spinbutton').first());
    await page.keyboard.type('12312030');
    await tabTo(page, proceed(page));
    await page.keyboard.press('Enter');
    await expect(main(page).getByText(UPDATED)).toBeVisible();
    expect(updates).toEqual([
      [{ accountNumber: '3000002', isRoundUp: true, amount: 3.5, expireDate: '12/31/2030' }],
    ]);
    // Reloaded: the saved values show, every account unticked.
    await expect(box(page, '3000002')).not.toBeChecked();
    await expect(roundUpSwitch(page, '3000002')).toBeChecked();
    await expect(amount(page, '3000002')).toHaveValue('3.50');
    await expect(expiration(page, '3000002')).toContainText('12');
    await expect(expiration(page, '3000002')).toContainText('2030');
    await expect(proceed(page)).toBeDisabled();
  });

  test('§4 unticking restores the saved values; §5 an expiration in the past: the message on the date, focus on it, nothing sent', async ({
    page,
  }) => {
    await openPage(page);
    await box(page, '1000001').focus();
    await page.keyboard.press('Space');
    await roundUpSwitch(page, '1000001').focus();
    await page.keyboard.press('Space');
    await expect(roundUpSwitch(page, '1000001')).not.toBeChecked();
    await box(page, '1000001').focus();
    await page.keyboard.press('Space');
    await expect(roundUpSwitch(page, '1000001')).toBeChecked();
    await expect(roundUpSwitch(page, '1000001')).toBeDisabled();
    await page.keyboard.press('Space');
    const date = expiration(page, '1000001');
    await date.getByRole('spinbutton').first().click();
    await page.keyboard.type('01012020');
    await proceed(page).click();
    await expect(date).toHaveAccessibleDescription(
      /You cannot use an expiration date in the past\./,
    );
    await expect(date.getByRole('spinbutton').first()).toBeFocused();
    // §5 an amount over the maximum: its message on the amount.
    await amount(page, '1000001').fill('100000000');
    await proceed(page).click();
    await expect(amount(page, '1000001')).toHaveAccessibleDescription(
      /You must enter a payment amount less than 99999999\.99\./,
    );
    await expect(main(page).getByText(UPDATED)).toHaveCount(0);
  });
});

test('zero axe violations in both themes at 1280 px and 320 px; rows stack without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page);
  await box(page, '3000002').focus();
  await page.keyboard.press('Space');
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await expect(table(page)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
  }
  await main(page).getByRole('button', { name: 'Help with Operation RoundUp' }).click();
  await expect(page.getByRole('dialog', { name: 'About Operation RoundUp' })).toBeVisible();
  await expectNoAxeViolations(page);
});
