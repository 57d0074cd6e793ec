import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs, signInThroughPage, useDemoOverrides } from './support/demo';
import { toggle } from './support/keyboard';

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, name: string) => main(page).getByRole('tab', { name });
const submitAll = (page: Page) => main(page).getByRole('button', { name: 'Submit All' });
const field = (page: Page, name: RegExp) => main(page).getByRole('textbox', { name });

/** Opens /my-profile for a demo member (signed in before the portal starts). */
async function openMyProfile(page: Page, userName = 'member.demo') {
  await signInAs(page, userName, '/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(tab(page, 'Login Info')).toHaveAttribute('aria-selected', 'true');
}

/** Keyboard only: presses Tab until `target` has focus (it must be reachable in the tab order). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

test.describe('doc 2 §2.3 My Profile', () => {
  test('doc 2 §4 username check: member.mfa is taken (cross and the exists error), a new name is free', async ({
    page,
  }) => {
    await openMyProfile(page);
    const username = field(page, /^Username/);
    await username.fill('member.mfa');
    await username.blur();
    await expect(main(page).getByText('This username is not available.')).toBeVisible();
    await submitAll(page).click();
    await expect(username).toBeFocused();
    await expect(username).toHaveAccessibleDescription(
      /The username has already been registered\./,
    );
    await username.fill('jordan.rivers');
    await username.blur();
    await expect(main(page).getByText('This username is available.')).toBeVisible();
  });

  test('doc 2 §4 Submit All jumps to the first invalid tab; a valid save shows the configured message and returns to Login Info', async ({
    page,
  }) => {
    await openMyProfile(page);
    await field(page, /^Security Answer/).fill('Bluestem');
    await tab(page, 'Paperless Options').click();
    await toggle(main(page).getByRole('checkbox', { name: 'Paperless Bill for account 3000002' }));
    await tab(page, 'Operation RoundUp').click();
    // A valid round-up change on 3000002 (RoundUp Plus amount).
    await toggle(main(page).getByRole('switch', { name: 'RoundUp for account 3000002' }));
    const amount = main(page).getByRole('textbox', {
      name: 'RoundUp Plus Amount for account 3000002',
    });
    await amount.fill('2.5');
    await amount.blur();
    await expect(amount).toHaveValue('2.50');

    // The paperless confirmation is missing: Submit All opens Paperless Options on it.
    await submitAll(page).click();
    await expect(tab(page, 'Paperless Options')).toHaveAttribute('aria-selected', 'true');
    const confirmation = main(page).getByRole('checkbox', { name: /I agree to receive my bills/ });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toHaveAccessibleDescription(
      /Please select the checkbox to continue\./,
    );
    await toggle(confirmation);
    await submitAll(page).click();
    await expect(main(page).getByText('Your profile has been updated.')).toBeVisible();
    await expect(tab(page, 'Login Info')).toHaveAttribute('aria-selected', 'true');

    // Reloaded from the demo backend: the saved choices show.
    await expect(field(page, /^Security Answer/)).toHaveValue('Bluestem');
    await tab(page, 'Paperless Options').click();
    await expect(
      main(page).getByRole('checkbox', { name: 'Email for account 3000002' }),
    ).toBeChecked();
    await tab(page, 'Operation RoundUp').click();
    await expect(
      main(page).getByRole('textbox', { name: 'RoundUp Plus Amount for account 3000002' }),
    ).toHaveValue('2.50');
  });

  test('doc 2 §5 round-up: an expiration in the past sends Submit All to the RoundUp tab', async ({
    page,
  }) => {
    await openMyProfile(page);
    await tab(page, 'Operation RoundUp').click();
    await toggle(main(page).getByRole('switch', { name: 'RoundUp for account 3000002' }));
    const date = main(page).getByRole('group', { name: 'Expiration Date for account 3000002' });
    await date.getByRole('spinbutton').first().click();
    await page.keyboard.type('01012020');
    await tab(page, 'Login Info').click();
    await submitAll(page).click();
    await expect(tab(page, 'Operation RoundUp')).toHaveAttribute('aria-selected', 'true');
    await expect(date).toHaveAccessibleDescription(
      /You cannot use an expiration date in the past\./,
    );
    await expect(date.getByRole('spinbutton').first()).toBeFocused();
  });

  test('doc 2 §4 paperless coupling: Paperless Bill ticks and locks Email; select-all per column', async ({
    page,
  }) => {
    await openMyProfile(page);
    await tab(page, 'Paperless Options').click();
    const email = main(page).getByRole('checkbox', { name: 'Email for account 3000003' });
    const bill = main(page).getByRole('checkbox', { name: 'Paperless Bill for account 3000003' });
    await toggle(bill);
    await expect(email).toBeChecked();
    await expect(email).toBeDisabled();
    await toggle(bill);
    await expect(email).toBeEnabled();
    await toggle(main(page).getByRole('checkbox', { name: 'Paperless/Other for all accounts' }));
    for (const account of ['1000001', '3000002', '3000003']) {
      await expect(
        main(page).getByRole('checkbox', { name: `Paperless/Other for account ${account}` }),
      ).toBeChecked();
    }
  });

  test('doc 2 §4 stored data: bank data cannot be removed while 3000002 drafts by bank', async ({
    page,
  }) => {
    await openMyProfile(page);
    await expect(
      main(page).getByRole('checkbox', { name: 'Remove stored bank account data' }),
    ).toBeDisabled();
    await expect(
      main(page).getByText('Update not allowed. Active Payment setup exists.'),
    ).toBeVisible();
    await expect(
      main(page).getByRole('checkbox', { name: 'Remove stored credit card data' }),
    ).toBeEnabled();
  });

  test('member.states: the paperless and round-up empty states', async ({ page }) => {
    await openMyProfile(page, 'member.states');
    await tab(page, 'Paperless Options').click();
    await expect(
      main(page).getByText('There are no eligible accounts for managing Paperless Options.'),
    ).toBeVisible();
    await tab(page, 'Operation RoundUp').click();
    await expect(
      main(page).getByText('There are no eligible accounts for managing Operation Roundup.'),
    ).toBeVisible();
  });

  test('a failed save keeps the edits and says why', async ({ page }) => {
    await useDemoOverrides(page, { failures: { updateMemberDetails: 500 } });
    await openMyProfile(page);
    await field(page, /^Security Answer/).fill('Bluestem');
    await submitAll(page).click();
    await expect(main(page).getByText(/Your profile was not saved:/)).toBeVisible();
    await expect(field(page, /^Security Answer/)).toHaveValue('Bluestem');
  });

  test('doc 1 §2.4 the Paperless tile opens the paperless tab', async ({ page }) => {
    await signInAs(page, 'member.demo', '/payment-options');
    await main(page)
      .getByRole('link', { name: /Paperless/ })
      .first()
      .click();
    await expect(page).toHaveURL('/my-profile');
    await expect(tab(page, 'Paperless Options')).toHaveAttribute('aria-selected', 'true');
  });

  test('leaving with unsaved edits asks first: Stay keeps them, Leave Without Saving goes', async ({
    page,
  }) => {
    // Opened from the profile menu, so back stays in the portal.
    await signInAs(page, 'member.demo', '/accountoverview');
    await page.getByRole('banner').getByRole('button', { name: 'Jordan Rivers' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(tab(page, 'Login Info')).toBeVisible();
    await field(page, /^Security Answer/).fill('Bluestem');
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay on This Page' }).click();
    await expect(page).toHaveURL('/my-profile');
    await expect(field(page, /^Security Answer/)).toHaveValue('Bluestem');

    // Back asks too.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on This Page' }).click();
    await expect(page).toHaveURL('/my-profile');

    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await dialog.getByRole('button', { name: 'Leave Without Saving' }).click();
    await expect(page).toHaveURL('/home');
  });

  test('works with the keyboard alone: a new password, Submit All, the success message', async ({
    page,
  }) => {
    await openMyProfile(page);
    const password = main(page).getByLabel(/^New Password/);
    await tabTo(page, password);
    await page.keyboard.type('Prairie#2027');
    await tabTo(page, main(page).getByLabel(/^Confirm Password/));
    await page.keyboard.type('Prairie#2027');
    await tabTo(page, submitAll(page));
    await page.keyboard.press('Enter');
    await expect(main(page).getByText('Your profile has been updated.')).toBeVisible();
    await expect(main(page).getByLabel(/^New Password/)).toHaveValue('');
  });
});

test.describe('doc 2 §2.4 multi-factor set-up, end to end', () => {
  test('member.demo sets up an app with 123456; signing in then asks for a code', async ({
    page,
  }) => {
    await openMyProfile(page);
    await tab(page, 'Multi-Factor Authentication').click();
    await expect(submitAll(page)).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Set Up Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Up an Authenticator App' });
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: "Can't scan this code?" }).click();
    await expect(dialog.getByText('JBSW')).toBeVisible();
    const verify = dialog.getByRole('button', { name: 'Verify Code and Activate' });
    const code = dialog.getByRole('textbox', { name: /6-digit code/ });
    await code.fill('11111');
    await expect(verify).toBeDisabled();
    await code.fill('111111');
    await verify.click();
    await expect(dialog.getByText(/unsuccessful/i)).toBeVisible();
    await code.fill('123456');
    await verify.click();
    await expect(dialog).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Remove App' })).toBeVisible();

    // Signed out and in again (the demo keeps its data in the page): now the sign-in asks for a code.
    await page.getByRole('banner').getByRole('button', { name: 'Jordan Rivers' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
    await signInThroughPage(page, 'member.demo', { path: null });
    await expect(page.getByRole('textbox', { name: 'Verification Code' })).toBeVisible();
  });

  test('member.mfa changes its app, then removes it after confirming', async ({ page }) => {
    await signInThroughPage(page, 'member.mfa');
    await page.getByRole('textbox', { name: 'Verification Code' }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/accountoverview');
    await page.goto('/my-profile');
    await tab(page, 'Multi-Factor Authentication').click();

    await main(page).getByRole('button', { name: 'Change App' }).click();
    const change = page.getByRole('dialog', { name: 'Change Your Authenticator App' });
    await change.getByRole('textbox', { name: /6-digit code/ }).fill('123456');
    await change.getByRole('button', { name: 'Verify Code and Activate' }).click();
    await expect(change).toHaveCount(0);
    await expect(main(page).getByText(/Your new authenticator app is set up\./)).toBeVisible();

    await main(page).getByRole('button', { name: 'Remove App' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the authenticator app?' });
    await confirm.getByRole('button', { name: 'Keep App' }).click();
    await expect(main(page).getByRole('button', { name: 'Remove App' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Remove App' }).click();
    await confirm.getByRole('button', { name: 'Remove App' }).click();
    await expect(main(page).getByRole('button', { name: 'Set Up Now' })).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, NARROW]) {
    test.describe(`doc 2 §2.3 My Profile accessibility (${colorScheme}, ${viewport.width}px)`, () => {
      test.use({ colorScheme, viewport });

      test('no axe violations on every tab; no sideways scroll', async ({ page }) => {
        await openMyProfile(page);
        await expectNoAxeViolations(page);
        for (const name of [
          'Paperless Options',
          'Operation RoundUp',
          'Multi-Factor Authentication',
        ]) {
          await tab(page, name).click();
          await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
          if (name === 'Multi-Factor Authentication') {
            await expect(main(page).getByRole('button', { name: 'Set Up Now' })).toBeVisible();
          }
          await expectNoAxeViolations(page);
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBe(0);
        }
      });
    });
  }
}
