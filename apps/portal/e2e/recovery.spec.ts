import { sessionStorageKeys } from '@coop-portal/api-client';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, AXE_VARIANTS } from './support/demo';
import { expectNoAxeViolations } from './support/axe';

const COOP = 'Prairie Rivers Electric & Water Cooperative';
const VALID_OTC = 'demo-valid-otc';
const NEW_PASSWORD = 'Prairie#2027';
const INVALID_LINK = 'This password reset link is invalid or has expired.';
const RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';
const RESET_LINK_SENT =
  'We sent a link to reset your password to the e-mail address on file. The link is valid for 2 hours.';
const USERNAME_SENT = 'We sent your username to the e-mail address on file.';
const CRITERIA = 'Password entry does not meet criteria.';

/**
 * Keyboard only: presses Tab until `target` has focus (it must be reachable in the tab order).
 * Starts from the top of the page when focus is on nothing yet.
 */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

const main = (page: Page) => page.getByRole('main');
const newPassword = (page: Page) => main(page).locator('input[name="password"]');
const confirmPassword = (page: Page) => main(page).locator('input[name="confirmPassword"]');

/**
 * Signs in through the demo backend's login call in the page that is open (no reload: the demo
 * store that holds the new password lives in the page). Returns the HTTP status; on success keeps
 * the session where the portal reads it.
 */
function signInInPage(page: Page, userName: string, password: string) {
  return page.evaluate(
    async ([key, name, secret]) => {
      const answer = await fetch('/api/v3/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ApplicationId: 'web' },
        body: JSON.stringify({ userName: name, password: secret }),
      });
      if (answer.ok) {
        const user = (await answer.json()) as { expireInMinutes?: number | null };
        const expiresAt = user.expireInMinutes ? Date.now() + user.expireInMinutes * 60_000 : null;
        window.localStorage.setItem(key, JSON.stringify({ user, expiresAt }));
      }
      return answer.status;
    },
    [sessionStorageKeys.currentUser, userName, password] as const,
  );
}

test.describe('doc 2 §2.5, §4, §5 reset password', () => {
  test('demo-valid-otc end to end, keyboard only; member.demo then signs in with the new password', async ({
    page,
  }) => {
    await page.goto(`/reset-password?otc=${VALID_OTC}`);
    await expect(page).toHaveTitle(`Reset Password | ${COOP}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const memberName = main(page).getByRole('textbox', { name: 'Member Name' });
    await expect(memberName).toHaveValue('Jordan Rivers');
    await expect(memberName).toHaveAttribute('readonly', '');

    // A confirmation that differs: the doc 2 §5 message, focus on the field.
    await tabTo(page, newPassword(page));
    await page.keyboard.type(NEW_PASSWORD);
    await expect(main(page).getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    await tabTo(page, confirmPassword(page));
    await page.keyboard.type('Prairie#2028');
    await page.keyboard.press('Enter');
    await expect(confirmPassword(page)).toBeFocused();
    await expect(main(page).getByText('Password and Confirm Password does not match.')).toHaveCount(
      2, // on the field and in the summary
    );

    // Show/hide from the keyboard.
    await tabTo(page, main(page).getByRole('button', { name: 'Show confirm password' }));
    await page.keyboard.press('Enter');
    await expect(confirmPassword(page)).toHaveAttribute('type', 'text');
    await page.keyboard.press('Enter');
    await expect(confirmPassword(page)).toHaveAttribute('type', 'password');

    await page.keyboard.press('Shift+Tab');
    await expect(confirmPassword(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(NEW_PASSWORD);
    await tabTo(page, main(page).getByRole('button', { name: 'Reset Password' }));
    await page.keyboard.press('Enter');

    // Code 2011: the message and a link to sign in; focus on the outcome.
    const done = main(page).getByText(RESET_DONE);
    await expect(done).toBeVisible();
    await expect(newPassword(page)).toBeHidden();
    await expect(
      main(page).locator('div[tabindex="-1"]', { has: page.getByText(RESET_DONE) }),
    ).toBeFocused();
    const signIn = main(page).getByRole('link', { name: 'Go to Sign In' });
    await page.keyboard.press('Tab');
    await expect(signIn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');

    // The demo store kept the new password (same page, no reload): the old one is refused.
    expect(await signInInPage(page, 'member.demo', DEMO_PASSWORD)).toBe(400);
    expect(await signInInPage(page, 'member.demo', NEW_PASSWORD)).toBe(200);
    await page.goto('/accountoverview');
    await expect(page).toHaveURL('/accountoverview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a weak password: the criteria message; nothing entered: both required messages', async ({
    page,
  }) => {
    await page.goto(`/reset-password?otc=${VALID_OTC}`);
    await expect(main(page).getByRole('textbox', { name: 'Member Name' })).toBeVisible();
    await tabTo(page, main(page).getByRole('button', { name: 'Reset Password' }));
    await page.keyboard.press('Enter');
    await expect(newPassword(page)).toBeFocused();
    const summary = main(page).getByRole('group', { name: 'Please correct the following:' });
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter a password.',
      'Please enter a confirm password.',
    ]);
    await page.keyboard.type('prairie');
    await page.keyboard.press('Enter');
    await expect(summary.getByRole('link').first()).toContainText(CRITERIA);
  });

  test('a bad otc: the error and a link home', async ({ page }) => {
    await page.goto('/reset-password?otc=not-a-real-otc');
    await expect(main(page).getByRole('alert')).toHaveText(/This password reset link is invalid/);
    await expect(main(page).getByRole('alert')).toContainText(INVALID_LINK);
    await expect(main(page).locator('input')).toHaveCount(0);
    const home = main(page).getByRole('link', { name: 'Go to the home page' });
    await tabTo(page, home);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/home');
  });

  test('no otc at all: the error and a link home', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(main(page).getByRole('alert')).toContainText(
      'This password reset link is not complete.',
    );
    await expect(main(page).getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});

test.describe('doc 2 §2.5, doc 3 §2.12 forgot password and forgot username', () => {
  test('forgot password, keyboard only: errors, an unknown username, then member.demo', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await expect(page).toHaveTitle(`Forgot Password | ${COOP}`);
    const username = main(page).getByRole('textbox', { name: 'Username' });
    await tabTo(page, main(page).getByRole('button', { name: 'Send Reset Link' }));
    await page.keyboard.press('Enter');
    await expect(username).toBeFocused();
    await expect(username).toHaveAccessibleDescription('Please enter your username.');

    await page.keyboard.type('nobody.here');
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('alert')).toContainText('We could not find that username.');

    await expect(username).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('member.demo');
    await page.keyboard.press('Enter');
    const sent = main(page).getByText(RESET_LINK_SENT);
    await expect(sent).toBeVisible();
    await expect(
      main(page).locator('div[tabindex="-1"]', { has: page.getByText(RESET_LINK_SENT) }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    const signIn = main(page).getByRole('link', { name: 'Go to Sign In' });
    await expect(signIn).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');
  });

  test('the pages/ alias, and the links between the two modes by keyboard', async ({ page }) => {
    await page.goto('/pages/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await tabTo(page, main(page).getByRole('link', { name: 'Forgot your username?' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/forgot-username');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Username' })).toBeVisible();
    await tabTo(page, main(page).getByRole('link', { name: 'Forgot your password?' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/forgot-password');
  });

  test('forgot username, keyboard only: an invalid and an unknown address, then member.demo’s', async ({
    page,
  }) => {
    await page.goto('/forgot-username');
    await expect(page).toHaveTitle(`Forgot Username | ${COOP}`);
    const email = main(page).getByRole('textbox', { name: 'Email Address' });
    await tabTo(page, email);
    await page.keyboard.type('jordan@example');
    await page.keyboard.press('Enter');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('someone@example.com');
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('alert')).toContainText(
      'We could not find an account with that e-mail address.',
    );

    await expect(email).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('jordan.rivers@example.com');
    await page.keyboard.press('Enter');
    await expect(main(page).getByText(USERNAME_SENT)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
  });
});

test.describe('DESIGN accessibility: zero axe violations on every recovery step, 320px light and desktop dark', () => {
  // The matrix sets its own viewports: run it once, in the desktop project.
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'chromium', 'the matrix runs in the desktop project');
  });

  for (const { width, colorScheme } of AXE_VARIANTS) {
    test(`every step at ${width}px, ${colorScheme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      const noHorizontalScroll = () =>
        expect
          .poll(() =>
            page.evaluate(
              () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
            ),
          )
          .toBe(true);

      // Forgot password: empty, errors, unknown username, sent.
      await page.goto('/forgot-password');
      const username = main(page).getByRole('textbox', { name: 'Username' });
      await expect(username).toBeVisible();
      await expectNoAxeViolations(page);
      await noHorizontalScroll();
      await main(page).getByRole('button', { name: 'Send Reset Link' }).press('Enter');
      await expect(username).toHaveAccessibleDescription('Please enter your username.');
      await expectNoAxeViolations(page);
      await username.fill('nobody.here');
      await username.press('Enter');
      await expect(main(page).getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      await username.fill('member.demo');
      await username.press('Enter');
      await expect(main(page).getByText(RESET_LINK_SENT)).toBeVisible();
      await expectNoAxeViolations(page);

      // Forgot username: empty, unknown address, sent.
      await page.goto('/forgot-username');
      const email = main(page).getByRole('textbox', { name: 'Email Address' });
      await expect(email).toBeVisible();
      await expectNoAxeViolations(page);
      await email.fill('someone@example.com');
      await email.press('Enter');
      await expect(main(page).getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      await email.fill('jordan.rivers@example.com');
      await email.press('Enter');
      await expect(main(page).getByText(USERNAME_SENT)).toBeVisible();
      await expectNoAxeViolations(page);

      // Reset password: the form, errors (mismatch), success; then an invalid link.
      await page.goto(`/reset-password?otc=${VALID_OTC}`);
      await expect(main(page).getByRole('textbox', { name: 'Member Name' })).toBeVisible();
      await expectNoAxeViolations(page);
      await noHorizontalScroll();
      await newPassword(page).fill(NEW_PASSWORD);
      await confirmPassword(page).fill('Prairie#2028');
      await confirmPassword(page).press('Enter');
      await expect(confirmPassword(page)).toHaveAccessibleDescription(
        'Password and Confirm Password does not match.',
      );
      await expectNoAxeViolations(page);
      await confirmPassword(page).fill(NEW_PASSWORD);
      await confirmPassword(page).press('Enter');
      await expect(main(page).getByText(RESET_DONE)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/reset-password?otc=not-a-real-otc');
      await expect(main(page).getByRole('alert')).toContainText(INVALID_LINK);
      await expectNoAxeViolations(page);
    });
  }
});
