import { sessionStorageKeys } from '@coop-portal/api-client';
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoAccessToken,
  signInAs,
  signInThroughPage,
  useDemoOverrides,
  AXE_VARIANTS,
} from './support/demo';
import { expectNoAxeViolationsOutsideAnnouncer } from './support/axe';

const BAD_LOGIN = 'The username or password you entered is incorrect.';
const BAD_CODE = 'The verification code is not valid. Please try again.';
const LOGGED_OUT = 'You have successfully logged out';
const WARNING = 'Your session is about to end';
/** The demo co-op has every feature on but AclaraAce (the usage-analytics jump after sign-in). */
const ACLARA_ON = { features: { AclaraAce: true } };

const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Username' });
const passwordField = (page: Page) => page.locator('input[name="password"]');
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Verification Code' });

/** The stored session's end (epoch ms), or null. */
const storedExpiry = (page: Page) =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { expiresAt: number | null }).expiresAt ?? null) : null;
  }, sessionStorageKeys.currentUser);

const storedUser = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), sessionStorageKeys.currentUser);

test.describe('doc 1 §2.7, §4.2 sign-in', () => {
  test('member.demo signs in and lands on /accountoverview', async ({ page }) => {
    await signInThroughPage(page, 'member.demo');
    await expect(page).toHaveURL('/accountoverview');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    // The frame shows the member: the profile menu instead of Sign In.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    // /login is not kept in the history.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('member.mfa: the code step, then 123456 signs in', async ({ page }) => {
    await signInThroughPage(page, 'member.mfa');
    await expect(codeField(page)).toBeFocused();
    await expect(usernameField(page)).toBeDisabled();
    await expect(passwordField(page)).toHaveCount(0);
    const verify = page.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await codeField(page).pressSequentially('12345');
    await expect(verify).toBeDisabled();
    await codeField(page).press('6');
    await expect(verify).toBeEnabled();
    await codeField(page).press('Backspace');
    await expect(verify).toBeDisabled();
    await codeField(page).press('6');
    await verify.click();
    await expect(page).toHaveURL('/accountoverview');
  });

  test('member.mfa with a wrong code: the error, and no sign-in', async ({ page }) => {
    await signInThroughPage(page, 'member.mfa');
    await codeField(page).fill('654321');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText(BAD_CODE);
    await expect(codeField(page)).toHaveValue('');
    await expect(codeField(page)).toBeFocused();
    await expect(page).toHaveURL('/login');
    // Back returns to the credentials, and the pending login is dropped.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(usernameField(page)).toBeEnabled();
    await expect(passwordField(page)).toHaveValue('');
    expect(await storedUser(page)).toBeNull();
  });

  test('a failed login: the server’s error, password cleared, username focused', async ({
    page,
  }) => {
    await signInThroughPage(page, 'member.demo', { password: 'Wrong#2026' });
    await expect(page.getByRole('alert')).toContainText(BAD_LOGIN);
    await expect(passwordField(page)).toHaveValue('');
    await expect(usernameField(page)).toHaveValue('member.demo');
    await expect(usernameField(page)).toBeFocused();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page).toHaveURL('/login');
  });

  test('required fields: the spec’s messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(usernameField(page)).toBeFocused();
    await expect(page.getByRole('link', { name: 'Please enter your username.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Please enter your password.' })).toBeVisible();
  });

  test('a guard redirect’s returnUrl is followed after sign-in', async ({ page }) => {
    await page.goto('/billpayments/history?accountno=3000002');
    await expect(page).toHaveURL(
      `/login?returnUrl=${encodeURIComponent('/billpayments/history?accountno=3000002')}`,
    );
    await signInThroughPage(page, 'member.demo', { path: null });
    await expect(page).toHaveURL('/billpayments/history?accountno=3000002');
  });

  test('sessionTimeOut: ‘You have successfully logged out’', async ({ page }) => {
    await page.goto('/login?sessionTimeOut=true');
    await expect(page.getByText(LOGGED_OUT)).toBeVisible();
    await page.goto('/login');
    await expect(usernameField(page)).toBeVisible();
    await expect(page.getByText(LOGGED_OUT)).toHaveCount(0);
  });

  test('an already signed-in visitor goes to /accountoverview', async ({ page }) => {
    await signInAs(page, 'member.demo', '/login');
    await expect(page).toHaveURL('/accountoverview');
    await page.goto('/pages/login');
    await expect(page).toHaveURL('/accountoverview');
  });

  test('the page: links, first-time notice, help dialog and the login images', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('First time here?')).toBeVisible();
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register');
    await page.goBack();
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.goBack();
    const help = page.getByRole('button', { name: 'Need help signing in?' });
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'Help signing in' });
    await expect(dialog).toContainText('(555) 010-2000');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();
    const images = page.getByRole('main').locator('img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) await expect(image).toHaveAttribute('alt', '');
  });

  test('the password: no spaces, no paste (allowPasswordPasting off), limits and autocomplete', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(usernameField(page)).toHaveAttribute('autocomplete', 'username');
    await expect(usernameField(page)).toHaveAttribute('maxlength', '60');
    await expect(passwordField(page)).toHaveAttribute('autocomplete', 'current-password');
    await expect(passwordField(page)).toHaveAttribute('maxlength', '50');
    await passwordField(page).pressSequentially('Demo #2026');
    await expect(passwordField(page)).toHaveValue('Demo#2026');
    const pasted = await passwordField(page).evaluate((input) => {
      const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true });
      return input.dispatchEvent(event);
    });
    expect(pasted).toBe(false);
  });

  test('keyboard only: Tab to the form, type, Enter', async ({ page }) => {
    await page.goto('/login');
    await expect(usernameField(page)).toBeVisible();
    for (let presses = 0; presses < 40; presses += 1) {
      if (await usernameField(page).evaluate((input) => input === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(usernameField(page)).toBeFocused();
    await page.keyboard.type('member.mfa');
    await page.keyboard.press('Tab');
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(codeField(page)).toBeFocused();
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/accountoverview');
  });
});

test.describe('doc 1 §2.7, DESIGN security: a hostile returnUrl never leads off the portal', () => {
  const hostile = [
    '//evil.example',
    '///evil.example',
    ' //evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'http://evil.example',
    'HTTPS://evil.example/login',
    'https:evil.example',
    'https:/evil.example',
    'javascript:alert(document.domain)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '%252F%252Fevil.example',
    'javascript%3Aalert(1)',
  ];

  // Five sign-ins per test, one after the other in the same browser (the session cleared in
  // between): a fresh browser for each would cost more than the sign-in itself.
  const groups = [0, 5, 10, 15].map((start) => hostile.slice(start, start + 5));
  for (const group of groups) {
    test(`returnUrl ${group.map((url) => JSON.stringify(url)).join(', ')} → /accountoverview`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      const offSite: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.endsWith('evil.example')) offSite.push(request.url());
      });
      page.on('dialog', (dialog) => {
        offSite.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      for (const returnUrl of group) {
        await test.step(`returnUrl ${JSON.stringify(returnUrl)}`, async () => {
          await signInThroughPage(page, 'member.demo', {
            path: `/login?returnUrl=${encodeURIComponent(returnUrl)}`,
          });
          await expect(page).toHaveURL('/accountoverview');
          await expect(
            page.getByRole('heading', { level: 1, name: 'Account Overview' }),
          ).toBeVisible();
          expect(offSite).toEqual([]);
          for (const url of visited) expect(new URL(url).origin).toBe(origin);
          // Signed out for the next one: the session is the portal's, in this browser's storage.
          await page.evaluate(() => window.localStorage.clear());
        });
      }
    });
  }
});

test.describe('doc 1 §2.7 with the AclaraAce feature on', () => {
  test.beforeEach(async ({ page }) => {
    await useDemoOverrides(page, ACLARA_ON);
  });

  test('after sign-in the member goes to /aclarajump and on to the provider (a form post): the demo provider shows what it received and links back', async ({
    page,
  }) => {
    const posts: { method: string; body: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/demo-provider/usage-analytics')) {
        posts.push({ method: request.method(), body: request.postData() ?? '' });
      }
    });
    await signInThroughPage(page, 'member.demo');
    await expect(page).toHaveURL('/aclarajump');
    await expect(
      page.getByRole('heading', { name: 'Detailed usage analysis (demo provider)' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /accountNumber/ })).toContainText('1000001');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.method).toBe('POST');
    const fields = new URLSearchParams(posts[0]!.body);
    expect(Object.fromEntries(fields)).toMatchObject({
      clientId: 'prairie-rivers-demo',
      memberNumber: '800001',
      accountNumber: '1000001',
      premiseId: 'PREM-1000001',
    });
    expect(fields.get('webToken')).toMatch(/^demo-web-token~800001~/);
    await page.getByRole('link', { name: 'Back to the member portal' }).click();
    await expect(page).toHaveURL('/accountoverview');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  });

  test('an already signed-in visitor is signed out and sees the sign-in page', async ({ page }) => {
    await signInAs(page, 'member.demo', '/login');
    await expect(page).toHaveURL('/login');
    await expect(usernameField(page)).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });
});

test.describe('doc 2 §2.10, §8 aclarajump', () => {
  test('a guest goes to the login route', async ({ page }) => {
    await page.goto('/aclarajump');
    await expect(page).toHaveURL('/login');
  });

  test('code 3101 (member.solo): the alert ‘Redirect’; Continue goes to the account overview', async ({
    page,
  }) => {
    await signInAs(page, 'member.solo', '/aclarajump');
    const alert = page.getByRole('alertdialog', { name: 'Redirect' });
    await expect(alert).toContainText(
      'Your usage analysis account is being set up. Please try again tomorrow.',
    );
    await expect(page.getByText('Please wait we are redirecting...')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/accountoverview');
  });
});

test.describe('doc 1 §2.6 external login redirect', () => {
  test('keeps the token, takes it out of the address bar and lands on /accountoverview', async ({
    page,
  }) => {
    const token = await demoAccessToken('member.many');
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto(`/external-redirect?token=${encodeURIComponent(token)}&member=800004`);
    await expect(page).toHaveURL('/accountoverview');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    // The member's accounts are loaded: the account switcher shows them.
    await expect(page.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
    expect(JSON.parse((await storedUser(page))!)).toMatchObject({
      user: { accessToken: token, memberNumber: '800004' },
    });
    // The token left the address bar at once, and no history entry keeps it.
    const distinct = addresses.filter((url, index) => url !== addresses[index - 1]);
    expect(distinct.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      `/external-redirect?token=${encodeURIComponent(token)}&member=800004`,
      '/external-redirect',
      '/accountoverview',
    ]);
    await page.goBack();
    expect(page.url()).not.toContain('token=');
  });

  test('without a token it goes to the login route', async ({ page }) => {
    await page.goto('/external-redirect?member=800001');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('WCAG 2.2.1 the session warning', () => {
  test('2 minutes before the end the member is warned; Stay signed in renews the session', async ({
    page,
  }) => {
    await page.clock.install();
    await signInThroughPage(page, 'member.demo');
    await expect(page).toHaveURL('/accountoverview');
    const firstEnd = (await storedExpiry(page))!;

    await page.clock.fastForward('27:00');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.fastForward('01:05');
    const dialog = page.getByRole('alertdialog', { name: WARNING });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/signed out in 1 minute 5\d seconds/);
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    await expect(stay).toBeFocused();
    await stay.click();
    await expect(dialog).toBeHidden();
    expect((await storedExpiry(page))!).toBeGreaterThan(firstEnd);

    // The first session's end passes: still signed in, still here.
    await page.clock.fastForward('05:00');
    await expect(page).toHaveURL('/accountoverview');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await storedUser(page)).not.toBeNull();
  });

  test('unanswered, the session ends on the login page with the logged-out message', async ({
    page,
  }) => {
    await page.clock.install();
    await signInThroughPage(page, 'member.demo');
    await expect(page).toHaveURL('/accountoverview');
    await page.clock.fastForward('28:30');
    await expect(page.getByRole('alertdialog', { name: WARNING })).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL('/login?sessionTimeOut=true');
    await expect(page.getByText(LOGGED_OUT)).toBeVisible();
  });
});

test.describe('DESIGN accessibility: zero axe violations on every sign-in step, 320px light and desktop dark', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'chromium', 'the matrix sets its own viewports');
  });

  for (const { width, colorScheme } of AXE_VARIANTS) {
    test(`every step at ${width}px, ${colorScheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.clock.install();

      // The page as it opens, then after a session time-out.
      await page.goto('/login');
      await expect(usernameField(page)).toBeVisible();
      await expect(page.getByRole('main').locator('img')).not.toHaveCount(0);
      await expectNoAxeViolationsOutsideAnnouncer(page);
      await page.goto('/login?sessionTimeOut=true');
      await expect(page.getByText(LOGGED_OUT)).toBeVisible();
      await expectNoAxeViolationsOutsideAnnouncer(page);

      // Required-field errors, a failed login, the help dialog.
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Please enter your username.' })).toBeVisible();
      await expectNoAxeViolationsOutsideAnnouncer(page);
      // A click straight after typing: the errors went while typing, so the form does not shrink
      // under the press as the password field loses focus (packages/ui Form).
      await usernameField(page).fill('member.demo');
      await passwordField(page).fill('Wrong#2026');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(BAD_LOGIN);
      await expectNoAxeViolationsOutsideAnnouncer(page);
      await page.getByRole('button', { name: 'Need help signing in?' }).click();
      await expect(page.getByRole('dialog', { name: 'Help signing in' })).toBeVisible();
      await expectNoAxeViolationsOutsideAnnouncer(page);
      await page.keyboard.press('Escape');

      // The code step: incomplete, then a wrong code.
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await usernameField(page).fill('');
      await signInThroughPage(page, 'member.mfa', { path: null });
      await codeField(page).fill('123');
      await expectNoAxeViolationsOutsideAnnouncer(page);
      await codeField(page).fill('654321');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert')).toContainText(BAD_CODE);
      await expectNoAxeViolationsOutsideAnnouncer(page);

      // Signed in, the session warning.
      await codeField(page).fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL('/accountoverview');
      await page.clock.fastForward('28:30');
      await expect(page.getByRole('alertdialog', { name: WARNING })).toBeVisible();
      await expectNoAxeViolationsOutsideAnnouncer(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/login');

      // aclarajump's 'Redirect' alert.
      await signInThroughPage(page, 'member.solo', { path: '/login?returnUrl=%2Faclarajump' });
      await expect(page.getByRole('alertdialog', { name: 'Redirect' })).toBeVisible();
      await expectNoAxeViolationsOutsideAnnouncer(page);
    });
  }
});
