import { expect, test, type Page } from '@playwright/test';
import { useDemoOverrides, AXE_VARIANTS } from './support/demo';
import { expectNoAxeViolations } from './support/axe';

/** The demo co-op's registration data (README, the demo co-op). */
const CODE = '246810';
const EMAIL_ON_FILE = 'jules.bennett@example.com';
const PASSWORD = 'Prairie#2026';
const NO_CONTACT = 'Unable to fetch details for entered account. Please contact customer support.';
const TAKEN = 'The username has already been registered.';
const PAPERLESS_TEXT =
  'I agree to receive my bills and notices electronically and understand that paper copies will stop.';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const accountField = (page: Page) => page.getByRole('textbox', { name: 'Account Number' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Verification Code' });
const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Username' });
const passwordField = (page: Page) => page.locator('input[name="password"]');
const confirmPasswordField = (page: Page) => page.locator('input[name="cnfpassword"]');

/** Chooses a radio option by clicking its label, as a person would (the input is visually hidden). */
const choose = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

/** Ticks a checkbox by clicking its label. */
const tick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
    .click();

async function openRegistration(page: Page) {
  await page.goto('/register');
  await expect(h1(page, 'Registration')).toBeVisible();
}

async function toSendCode(page: Page, accountNumber = '2000001') {
  await accountField(page).fill(accountNumber);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page, 'Send Verification Code')).toBeVisible();
}

async function toEnterCode(page: Page) {
  await toSendCode(page);
  await choose(page, 'Email: j•••@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(h1(page, 'Enter Verification Code')).toBeVisible();
}

async function toComplete(page: Page) {
  await toEnterCode(page);
  await codeField(page).fill(CODE);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(h1(page, 'Complete Registration')).toBeVisible();
}

async function fillComplete(page: Page, username: string) {
  await usernameField(page).fill(username);
  await page.getByRole('textbox', { name: 'Confirm Email Address' }).fill(EMAIL_ON_FILE);
  await passwordField(page).fill(PASSWORD);
  await confirmPasswordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: /Security Question/ }).click();
  await page.getByRole('option', { name: 'What was the name of your first pet?' }).click();
  await page.getByRole('textbox', { name: 'Security Answer' }).fill('Rex');
}

/**
 * Signs in through the demo backend's login call from inside the page, without a reload: the demo
 * co-op keeps registrations while the page lives (a reload starts it afresh), so the sign-in must
 * happen in the page that registered.
 */
async function signInFromPage(page: Page, userName: string, password: string) {
  return page.evaluate(
    async ([name, secret]) => {
      const answer = await fetch('/api/v3/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ApplicationId: 'web' },
        body: JSON.stringify({ userName: name, password: secret }),
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    },
    [userName, password] as const,
  );
}

test.describe('doc 1 §2.8, §4.3 registration (/register)', () => {
  test('2000001 registers end to end and the new username signs in', async ({ page }) => {
    await openRegistration(page);
    await toSendCode(page);
    // The destinations on file: the email and, SMS being on, the cell phone.
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(
      page.getByRole('radio', { name: 'Text message (SMS): (•••) •••-4821' }),
    ).toBeVisible();
    await choose(page, 'Email: j•••@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(h1(page, 'Enter Verification Code')).toBeVisible();
    await expect(
      page.getByText('Enter the 6-digit code below. The code is valid for 2 hours.'),
    ).toBeVisible();
    await codeField(page).fill(CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(h1(page, 'Complete Registration')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveValue(
      EMAIL_ON_FILE,
    );
    await fillComplete(page, 'e2e.member');
    await usernameField(page).blur();
    await expect(page.getByText('This username is available.')).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(h1(page, 'Registration Complete')).toBeVisible();
    await expect(
      page.getByText(`You have been registered with the email on file (${EMAIL_ON_FILE}).`),
    ).toBeVisible();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/login');
    await signIn.click();
    await expect(page).toHaveURL('/login');
    const login = await signInFromPage(page, 'e2e.member', PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ memberNumber: '800010' });
    expect(typeof login.body.accessToken).toBe('string');
    expect((await signInFromPage(page, 'e2e.member', 'Wrong#2026')).status).toBe(400);
  });

  test("2000002: 'Unable to fetch details…' and Send disabled", async ({ page }) => {
    await openRegistration(page);
    await toSendCode(page, '2000002');
    await expect(page.getByRole('alert')).toContainText(NO_CONTACT);
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('2000002 with user-provided contact allowed: a phone receives the code', async ({
    page,
  }) => {
    await useDemoOverrides(page, { config: { ALLOW_REGISTRATION_USER_PROVIDED_CONTACT: 'Y' } });
    await openRegistration(page);
    await toSendCode(page, '2000002');
    await choose(page, 'Text message (SMS)');
    await page.getByRole('textbox', { name: 'Cell Phone Number' }).pressSequentially('5550102000');
    await expect(page.getByRole('textbox', { name: 'Cell Phone Number' })).toHaveValue(
      '(555) 010-2000',
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(h1(page, 'Enter Verification Code')).toBeVisible();
    await expect(page.getByText('We sent a verification code to (555) 010-2000.')).toBeVisible();
    await codeField(page).fill(CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(h1(page, 'Complete Registration')).toBeVisible();
  });

  test('an unknown account: the error, Next disabled until the number changes', async ({
    page,
  }) => {
    await openRegistration(page);
    await accountField(page).fill('9999999');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not find an account');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(accountField(page)).toBeFocused();
    await accountField(page).fill('2000001');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('a taken username: a cross and the exists error', async ({ page }) => {
    await openRegistration(page);
    await toComplete(page);
    await usernameField(page).fill('member.demo');
    await usernameField(page).blur();
    await expect(page.getByText('This username is not available.')).toBeVisible();
    await expect(usernameField(page)).toHaveAccessibleDescription(new RegExp(TAKEN));
    await fillComplete(page, 'member.demo');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(usernameField(page)).toBeFocused();
    await expect(h1(page, 'Complete Registration')).toBeVisible();
  });

  test('a bad code shows the error and refocuses the code field', async ({ page }) => {
    await openRegistration(page);
    await toEnterCode(page);
    await codeField(page).fill('111111');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('The verification code is not valid.');
    await expect(codeField(page)).toBeFocused();
  });

  test('an invalid submit focuses the first invalid field', async ({ page }) => {
    await openRegistration(page);
    await toComplete(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(usernameField(page)).toBeFocused();
    await expect(usernameField(page)).toHaveAccessibleDescription(/Please enter a username\./);
  });

  test('keyboard only: every stage to the success screen', async ({ page }) => {
    await openRegistration(page);
    // From the page to the account number field.
    await accountField(page).focus();
    await page.keyboard.type('2000001');
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Send Verification Code')).toBeFocused();
    // Tab into the radio group (its first option), choose it, Tab to Back, Tab to Send.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Email: j•••@example.com' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Email: j•••@example.com' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Enter Verification Code')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(codeField(page)).toBeFocused();
    await page.keyboard.type(CODE);
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Complete Registration')).toBeFocused();
    // Member number (read-only), then the username.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(usernameField(page)).toBeFocused();
    await page.keyboard.type('keyboard.member');
    await page.keyboard.press('Tab');
    await expect(page.getByText('This username is available.')).toBeVisible();
    // The email field holds the email on file; on to the confirmation.
    await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(EMAIL_ON_FILE);
    await page.keyboard.press('Tab');
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.type(PASSWORD);
    // The show/hide toggle sits between the two password fields.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(confirmPasswordField(page)).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const question = page.getByRole('button', { name: /Security Question/ });
    await expect(question).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(question).toContainText('What was the name of your first pet?');
    // Focus goes back to the select once its list has closed (a frame after the choice); a Tab
    // pressed before that starts from the page, as it would for a person that quick.
    await expect(question).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Security Answer' })).toBeFocused();
    await page.keyboard.type('Rex');
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Registration Complete')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('DESIGN accessibility: no axe violations on every registration stage, 320px light and desktop dark', () => {
  // The matrix sets its own viewports: run it once, in the desktop project.
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'chromium', 'the matrix runs in the desktop project');
  });

  for (const { width, colorScheme } of AXE_VARIANTS) {
    test(`every stage at ${width}px, ${colorScheme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await openRegistration(page);
      await expectNoAxeViolations(page);
      // A lookup that failed.
      await accountField(page).fill('9999999');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      // 2000002: no contact on file.
      await toSendCode(page, '2000002');
      await expect(page.getByRole('alert')).toContainText(NO_CONTACT);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(h1(page, 'Registration')).toBeVisible();
      // 2000001 through every stage.
      await toSendCode(page);
      await expectNoAxeViolations(page);
      await choose(page, 'Email: j•••@example.com');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(h1(page, 'Enter Verification Code')).toBeVisible();
      await expectNoAxeViolations(page);
      await codeField(page).fill('111111');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      await codeField(page).fill(CODE);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(h1(page, 'Complete Registration')).toBeVisible();
      await expectNoAxeViolations(page);
      // Every message of the form, and a taken username.
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(usernameField(page)).toBeFocused();
      await expectNoAxeViolations(page);
      await fillComplete(page, 'member.demo');
      await tick(page, 'Paperless Bill');
      await usernameField(page).blur();
      await expect(page.getByText('This username is not available.')).toBeVisible();
      await expectNoAxeViolations(page);
      await usernameField(page).fill(`axe.member.${width}.${colorScheme}`);
      await usernameField(page).blur();
      await expect(page.getByText('This username is available.')).toBeVisible();
      await tick(page, PAPERLESS_TEXT);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(h1(page, 'Registration Complete')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
