import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs, useDemoOverrides } from './support/demo';

/** Keyboard only: presses Tab until `target` has focus (it must be reachable in the tab order). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

const main = (page: Page) => page.getByRole('main');

test.describe('doc 1 §2.2 Manage Contacts and Manage Notifications, keyboard only', () => {
  test('member.demo adds a mobile phone, verifies it with the code, then removes it', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/manage-contacts');
    const list = main(page).getByRole('list', { name: 'Your contacts' });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // The contact type: Email is chosen; the arrow key moves to Mobile phone.
    await tabTo(page, main(page).getByRole('radio', { name: 'Email' }));
    await page.keyboard.press('ArrowRight');
    await expect(main(page).getByRole('radio', { name: 'Mobile phone' })).toBeChecked();
    await tabTo(page, main(page).getByRole('textbox', { name: /Mobile phone/ }));
    await page.keyboard.type('5550142468');
    await page.keyboard.press('Enter');

    // The verification form takes focus; a wrong code is refused, 135790 verifies.
    await expect(main(page).getByRole('heading', { name: 'Verify (555) 014-2468' })).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const code = main(page).getByRole('textbox', { name: /Verification code/ });
    await tabTo(page, code);
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await expect(
      main(page)
        .getByText('The verification code is not correct. Please check it and try again.')
        .first(),
    ).toBeVisible();
    await code.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('135790');
    await page.keyboard.press('Enter');
    await expect(
      main(page).getByText('(555) 014-2468 is verified. Alerts can now be sent to it.'),
    ).toBeVisible();
    await expect(list.getByText('Not verified')).toHaveCount(0);

    // Remove asks first; the safe choice has focus.
    await tabTo(page, main(page).getByRole('button', { name: 'Remove (555) 014-2468' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Remove this contact?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Remove' }), 4);
    await page.keyboard.press('Enter');
    await expect(main(page).getByText('(555) 014-2468 has been removed.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
  });

  test('member.demo turns on a text alert and saves once', async ({ page }) => {
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/notifications$/.test(new URL(request.url()).pathname)) {
        saves.push(request.postData() ?? '');
      }
    });
    await signInAs(page, 'member.demo', '/manage-notifications');
    const received = main(page)
      .getByRole('region', { name: 'Account 1000001' })
      .getByRole('group', { name: 'Payment received' })
      .getByRole('checkbox', { name: 'Text message' });
    await expect(received).not.toBeChecked();
    await tabTo(page, received);
    await page.keyboard.press('Space');
    await expect(received).toBeChecked();
    await tabTo(page, main(page).getByRole('button', { name: 'Save' }), 80);
    await page.keyboard.press('Enter');
    await expect(
      main(page).getByText('Your notification preferences have been saved.'),
    ).toBeVisible();
    expect(saves).toHaveLength(1);
    const body = JSON.parse(saves[0]!) as {
      subscriptions: { notificationId: string; sms: boolean }[];
    };
    expect(body.subscriptions.find((s) => s.notificationId === 'PAID-1000001')?.sms).toBe(true);
    await expect(received).toBeChecked();
  });

  test('the pages are not available when the Notifications feature is off', async ({ page }) => {
    await useDemoOverrides(page, { features: { Notifications: false } });
    await signInAs(page, 'member.demo', '/manage-notifications');
    await expect(
      main(page).getByText('Notifications are not available at this time.'),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
    await tabTo(page, main(page).getByRole('link', { name: 'Go to Account Overview' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/accountoverview');
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 320]) {
    test.describe(`doc 1 §2.2 notification pages accessibility (${colorScheme}, ${width}px)`, () => {
      test.use({ colorScheme, viewport: { width, height: 800 } });

      test('no axe violations on the three pages; none scrolls sideways', async ({ page }) => {
        await signInAs(page, 'member.demo', '/notifications');
        const pages = [
          ['/notifications', main(page).getByRole('region', { name: 'Manage Contacts' })],
          ['/manage-notifications', main(page).getByRole('button', { name: 'Save' })],
          ['/manage-contacts', main(page).getByRole('button', { name: 'Add contact' })],
        ] as const;
        for (const [path, ready] of pages) {
          if (path !== '/notifications') await page.goto(path);
          await expect(ready).toBeVisible();
          await expectNoAxeViolations(page);
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
            path,
          ).toBe(0);
        }
      });
    });
  }
}
