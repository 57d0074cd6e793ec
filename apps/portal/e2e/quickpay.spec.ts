import { expect, test, type Locator, type Page } from '@playwright/test';
import { frameControl } from '../../../scripts/e2e-frames';
import { AXE_VARIANTS, signInAs, useDemoOverrides } from './support/demo';
import { expectNoAxeViolations } from './support/axe';

// Quick Pay end to end (doc 1 §2.5, §4.1, §5.1): the built portal on the demo backend and its
// fake payment provider, whose page the demo shows over the portal
// (packages/mocks/src/browserProvider.ts). These tests choose their own viewports, so they run
// once, in the desktop project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'the Quick Pay tests set their own viewports');
});

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 320, height: 640 };
const CONVENIENCE_FEE_TEXT = 'A $2.95 convenience fee applies to card payments.';
const CUTOFF_MESSAGE =
  'Your service is scheduled for disconnection. Please call 1-800-555-0100 to make payment arrangements.';
const SERVER_ERROR = 'We are unable to process your request at this time. Please try again later.';
const NO_MATCH = 'The account number and phone number you entered do not match our records.';
const BOTH_RESTRICTED =
  'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.';

/** What the axe checks leave out: the demo's fake provider page is not ours. */
const NOT_OURS = { exclude: '[data-coop-demo-provider]' };

const quickPayDialog = (page: Page) => page.getByRole('dialog', { name: 'Quick Pay' });
const stepHeading = (dialog: Locator, name: string) =>
  dialog.getByRole('heading', { level: 3, name });
const accountField = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Account Number' });
const phoneField = (dialog: Locator) =>
  dialog.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' });
const amountField = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Payment Amount' });

/** The fake provider's page, shown over the portal. */
const provider = (page: Page) => page.locator('[data-coop-demo-provider]');

/** The home page's Quick Pay tile. */
const quickPayTile = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Quick Pay' }) });

/** Opens the Quick Pay dialog from the home page's tile (a guest). */
async function openFromHome(page: Page): Promise<Locator> {
  await page.goto('/home');
  await quickPayTile(page).getByRole('button', { name: 'Pay Now' }).click();
  const dialog = quickPayDialog(page);
  await expect(stepHeading(dialog, 'Account')).toBeVisible();
  return dialog;
}

/** Opens /quick-pay (optionally with a query) and returns the dialog. */
async function openQuickPay(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/quick-pay${query}`);
  const dialog = quickPayDialog(page);
  await expect(stepHeading(dialog, 'Account')).toBeVisible();
  return dialog;
}

/** Step 1: enter the account and the phone digits and press Verify. */
async function enterAccount(dialog: Locator, accountNumber: string, phone: string) {
  await accountField(dialog).fill(accountNumber);
  await phoneField(dialog).fill(phone);
  // Leave the field first: its change is committed on blur, and the error summary of a previous
  // submit then shrinks the dialog (a press that starts before that may end off the button).
  await phoneField(dialog).press('Tab');
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

async function toVerify(dialog: Locator, accountNumber: string, phone: string) {
  await enterAccount(dialog, accountNumber, phone);
  await expect(stepHeading(dialog, 'Verify')).toBeVisible();
}

async function toPay(dialog: Locator, accountNumber: string, phone: string) {
  await toVerify(dialog, accountNumber, phone);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(stepHeading(dialog, 'Pay')).toBeVisible();
}

async function payWith(dialog: Locator, amount: string) {
  await amountField(dialog).fill(amount);
  await amountField(dialog).press('Tab');
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

/** Pay or Cancel on the provider's page; the browser then goes to the portal's result page. */
async function atProvider(page: Page, outcome: 'Pay' | 'Cancel', check?: () => Promise<void>) {
  const host = provider(page);
  await expect(host.getByRole('heading', { name: 'Secure payment (demo provider)' })).toBeVisible();
  await check?.();
  await host.getByRole('button', { name: outcome, exact: true }).click();
}

/** A guest pays account 1000001 from the home tile; returns on /payment-success. */
async function guestPays(page: Page, check?: (step: string) => Promise<void>) {
  const dialog = await openFromHome(page);
  await check?.('account');
  await toVerify(dialog, '1000001', '1111');
  await check?.('verify');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(stepHeading(dialog, 'Pay')).toBeVisible();
  await check?.('pay');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await atProvider(page, 'Pay', () => check?.('provider') ?? Promise.resolve());
  await expect(page).toHaveURL(/\/payment-success\?isFromQuickPay=true&encodedParam=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Success' })).toBeVisible();
}

/** The value shown for a term of the result's details. */
const detail = (page: Page, term: string) =>
  page
    .locator('dl')
    .getByRole('term')
    .filter({ hasText: term })
    .locator('xpath=following-sibling::dd[1]');

test.describe('doc 1 §2.3, §2.5, §4.1; doc 2 §2.9: a guest pays with Quick Pay', () => {
  test.use({ viewport: DESKTOP });

  test('account 1000001 end to end from the home tile: a confirmation number on /payment-success', async ({
    page,
  }) => {
    await guestPays(page);
    await expect(page.getByText('Your payment was successful. Thank you!')).toBeVisible();
    await expect(detail(page, 'Confirmation Number')).toHaveText(/\S+/);
    await expect(detail(page, 'Payment Amount')).toHaveText('$142.37');
    await expect(detail(page, 'Convenience Fee')).toHaveText('$2.95');
    await expect(detail(page, 'Card or Bank Account')).toHaveText('Ending in 4242');
    await expect(detail(page, 'Account Balance')).toHaveText('$0.00');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/home');
  });

  test('Cancel at the provider: /payment-cancel; Done goes home', async ({ page }) => {
    const dialog = await openFromHome(page);
    await toPay(dialog, '1000002', '2222');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await atProvider(page, 'Cancel');
    await expect(page).toHaveURL('/payment-cancel');
    await expect(page.getByText('Your payment has been canceled.')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/home');
  });

  test('the provider receives the doc 1 §3 hosted-payment form, IsQuickPay true', async ({
    page,
  }) => {
    const dialog = await openQuickPay(page);
    await toPay(dialog, '1000001', '1111');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    const host = provider(page);
    await expect(host.getByText('Amount: $142.37 for account 1000001')).toBeVisible();
    // The provider names any field of the form the post lacks: none.
    await expect(host.locator('[data-missing-fields]')).toHaveCount(0);
    const posted = host.locator('details');
    await expect(posted.getByRole('row', { name: /IsQuickPay/ })).toContainText('true');
    await expect(posted.getByRole('row', { name: /HostedCCReturn/ })).toContainText(
      '/PaymentCallback/quick-pay/success',
    );
  });

  test('Pay pressed five times quickly: exactly one initiation request and one provider post', async ({
    page,
  }) => {
    const initiations: string[] = [];
    const providerPosts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'POST') return;
      if (/\/v3\/quick-pay\/member\/\d+\/pay$/.test(pathname)) initiations.push(pathname);
      if (pathname.endsWith('/demo-provider/hosted-payment')) providerPosts.push(pathname);
    });
    const dialog = await openQuickPay(page);
    await toPay(dialog, '1000001', '1111');
    const pay = dialog.getByRole('button', { name: 'Pay' });
    await pay.evaluate((button: HTMLElement) => {
      for (let press = 0; press < 5; press += 1) {
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
          const init = { bubbles: true, cancelable: true, composed: true, button: 0, detail: 1 };
          button.dispatchEvent(
            type.startsWith('pointer')
              ? new PointerEvent(type, {
                  ...init,
                  pointerId: 1,
                  pointerType: 'mouse',
                  isPrimary: true,
                })
              : new MouseEvent(type, init),
          );
        }
      }
    });
    await expect(provider(page).getByRole('heading', { name: /demo provider/ })).toBeVisible();
    // Time for any further press to have reached the network.
    await page.waitForTimeout(1000);
    expect(initiations).toHaveLength(1);
    expect(providerPosts).toHaveLength(1);
  });
});

test.describe('README: each demo Quick Pay account shows its spec behaviour', () => {
  test.use({ viewport: DESKTOP });

  test('1000001/1111: Jordan Rivers, $142.37, default 142.37, card, the convenience-fee text', async ({
    page,
  }) => {
    const dialog = await openQuickPay(page);
    await toVerify(dialog, '1000001', '1111');
    await expect(dialog.getByText('Jordan Rivers')).toBeVisible();
    await expect(dialog.getByText('$142.37')).toBeVisible();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(amountField(dialog)).toHaveValue('142.37');
    await expect(dialog.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    await expect(dialog.getByText(CONVENIENCE_FEE_TEXT)).toBeVisible();
  });

  test('1000002/2222: the past due amount, 80.00, by default', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await toPay(dialog, '1000002', '2222');
    await expect(amountField(dialog)).toHaveValue('80.00');
  });

  test('1000003/3333: 425.00 by default; less shows the minimum-payment message', async ({
    page,
  }) => {
    const dialog = await openQuickPay(page);
    await toPay(dialog, '1000003', '3333');
    await expect(amountField(dialog)).toHaveValue('425.00');
    await payWith(dialog, '100');
    await expect(amountField(dialog)).toBeFocused();
    await expect(
      dialog
        .getByText(/At this time, you are required to pay a minimum payment amount of \$425\.00/)
        .first(),
    ).toBeVisible();
  });

  test('1000004/4444 prepaid: due date N/A, ($12.50), 20.00 by default', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await toVerify(dialog, '1000004', '4444');
    await expect(dialog.getByText('($12.50)')).toBeVisible();
    await expect(dialog.getByText('N/A', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(amountField(dialog)).toHaveValue('20.00');
  });

  test('1000005/5555: echeck only; Credit Card restricted with its tooltip', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await toPay(dialog, '1000005', '5555');
    await expect(dialog.getByRole('radio', { name: 'ECheck' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
    await amountField(dialog).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText('Credit Card Payment Restricted.');
  });

  test('1000006/6666: both methods restricted: the message, and no Verify', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await toVerify(dialog, '1000006', '6666');
    await expect(dialog.getByRole('alert')).toHaveText(
      new RegExp(BOTH_RESTRICTED.replace(/\./g, '\\.')),
    );
    await expect(dialog.getByRole('button', { name: 'Verify' })).toBeHidden();
  });

  test('1000007/7777: the recent-payment prompt', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await toVerify(dialog, '1000007', '7777');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Recent payment' });
    await expect(prompt).toContainText('You have made a recent payment of $55.00 on');
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(dialog, 'Pay')).toBeVisible();
  });

  test('1000008/8888: the cutoff message; the form cannot be paid', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await toPay(dialog, '1000008', '8888');
    await expect(dialog.getByRole('alert')).toContainText(CUTOFF_MESSAGE);
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  test('1000009/9999: 50.00 is less than the balance', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await toPay(dialog, '1000009', '9999');
    await payWith(dialog, '50');
    await expect(amountField(dialog)).toBeFocused();
    await expect(
      dialog.getByText('You may not pay less than your account balance.').first(),
    ).toBeVisible();
  });

  test('5000000/5000: the service fails: the doc 1 §8 status 500 message', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await enterAccount(dialog, '5000000', '5000');
    await expect(dialog.getByRole('alert')).toContainText(SERVER_ERROR);
  });

  test('a mismatched pair: the first returned message', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await enterAccount(dialog, '1000001', '2222');
    await expect(dialog.getByRole('alert')).toContainText(NO_MATCH);
  });
});

test.describe('doc 1 §2.5, doc 3 §2.12: the /quick-pay route', () => {
  test.use({ viewport: DESKTOP });

  test('accountno and phone prefill the fields (first 12 and first 4 characters)', async ({
    page,
  }) => {
    let dialog = await openQuickPay(page, '?accountno=1000001&phone=1111');
    await expect(accountField(dialog)).toHaveValue('1000001');
    await expect(phoneField(dialog)).toHaveValue('1111');
    dialog = await openQuickPay(page, '?accountno=1234567890123&phone=123456');
    await expect(accountField(dialog)).toHaveValue('123456789012');
    await expect(phoneField(dialog)).toHaveValue('1234');
    // Prefilled, then verified as typed.
    dialog = await openQuickPay(page, '?accountno=1000002&phone=2222');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(stepHeading(dialog, 'Verify')).toBeVisible();
  });

  test('Escape mid-way asks first; "No" puts focus back in Payment Amount at once, before the next frame', async ({
    page,
  }) => {
    const frames = await frameControl(page);
    const dialog = await openQuickPay(page);
    await toPay(dialog, '1000001', '1111');
    const amount = amountField(dialog);
    await amount.focus();
    // A busy phone's next frame can come only after "No" is pressed.
    await frames.hold();
    await page.keyboard.press('Escape');
    const quit = page.getByRole('alertdialog', { name: 'Quit payment' });
    await expect(quit).toContainText('Are you sure you want to quit making payment ?');
    await expect(quit.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quit).toBeHidden();
    await expect(amount).toBeFocused();
    await frames.release();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('142.37');
  });

  test('closing the dialog goes home', async ({ page }) => {
    const dialog = await openQuickPay(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/home');
  });

  test('the QuickPay feature off: Service unavailable, please contact administrator.', async ({
    page,
  }) => {
    await useDemoOverrides(page, { features: { QuickPay: false } });
    await page.goto('/quick-pay?accountno=1000001&phone=1111');
    await expect(page.getByRole('alert')).toHaveText(
      /Service unavailable, please contact administrator\./,
    );
    await expect(quickPayDialog(page)).toHaveCount(0);
  });

  test('a signed-in member goes to /accountoverview', async ({ page }) => {
    await signInAs(page, 'member.demo', '/quick-pay?accountno=1000001&phone=1111');
    await expect(page).toHaveURL('/accountoverview');
    await expect(quickPayDialog(page)).toHaveCount(0);
  });
});

test.describe('doc 1 §2.3: a signed-in member pays from the home tile', () => {
  test.use({ viewport: DESKTOP });

  test('member.demo: the payment confirmation, the provider, then the result with accountno', async ({
    page,
  }) => {
    const initiations: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && /\/v3\/member\/800001\/pay$/.test(pathname)) {
        initiations.push(pathname);
      }
    });
    await signInAs(page, 'member.demo', '/home');
    await quickPayTile(page).getByRole('button', { name: 'Pay Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Confirmation' });
    await expect(amountField(dialog)).toHaveValue('142.37');
    // doc 1 §9: 80vw at desktop width.
    const box = await dialog.locator('xpath=..').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(DESKTOP.width * 0.8));
    await dialog.getByRole('button', { name: 'Pay' }).click();
    const host = provider(page);
    await expect(host.getByText('Amount: $142.37 for account 1000001')).toBeVisible();
    await expect(host.locator('[data-missing-fields]')).toHaveCount(0);
    await expect(host.locator('details').getByRole('row', { name: /IsQuickPay/ })).toContainText(
      'false',
    );
    await atProvider(page, 'Pay');
    await expect(page).toHaveURL(/\/payment-success\?encodedParam=[^&]+&accountno=1000001$/);
    await expect(detail(page, 'Confirmation Number')).toHaveText(/\S+/);
    await expect(detail(page, 'Payment Amount')).toHaveText('$142.37');
    expect(initiations).toHaveLength(1);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/accountoverview?accountno=1000001');
  });

  test('the payment confirmation is 90vw wide under 600px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await signInAs(page, 'member.demo', '/home');
    await quickPayTile(page).getByRole('button', { name: 'Pay Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Confirmation' });
    await expect(amountField(dialog)).toHaveValue('142.37');
    const box = await dialog.locator('xpath=..').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(MOBILE.width * 0.9));
  });

  test('a member cancels at the provider: Done goes to /accountoverview', async ({ page }) => {
    await signInAs(page, 'member.demo', '/home');
    await quickPayTile(page).getByRole('button', { name: 'Pay Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Confirmation' });
    await expect(amountField(dialog)).toHaveValue('142.37');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await atProvider(page, 'Cancel');
    await expect(page).toHaveURL('/payment-cancel');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL('/accountoverview');
  });
});

test.describe('DESIGN accessibility: zero axe violations on every step, errors showing, prompts open', () => {
  for (const { width, colorScheme } of AXE_VARIANTS) {
    const viewport = width === MOBILE.width ? MOBILE : DESKTOP;
    test.describe(`${width}px, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      test('guest: every step of Quick Pay, the prompts, the result pages', async ({ page }) => {
        test.setTimeout(120_000);
        // Errors: step 1 empty, then a mismatch.
        let dialog = await openFromHome(page);
        await expectNoAxeViolations(page, NOT_OURS);
        await dialog.getByRole('button', { name: 'Verify' }).click();
        await expect(accountField(dialog)).toBeFocused();
        await expectNoAxeViolations(page, NOT_OURS);
        await enterAccount(dialog, '1000001', '2222');
        await expect(dialog.getByRole('alert')).toContainText(NO_MATCH);
        await expectNoAxeViolations(page, NOT_OURS);
        // Both methods restricted.
        await toVerify(dialog, '1000006', '6666');
        await expect(dialog.getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
        await dialog.getByRole('button', { name: 'Back' }).click();
        // The recent-payment prompt, then the Pay step with an amount error.
        await toVerify(dialog, '1000007', '7777');
        await dialog.getByRole('button', { name: 'Verify' }).click();
        const prompt = page.getByRole('alertdialog', { name: 'Recent payment' });
        await expect(prompt).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
        await prompt.getByRole('button', { name: 'Continue' }).click();
        await expect(stepHeading(dialog, 'Pay')).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
        await payWith(dialog, '0');
        await expect(amountField(dialog)).toBeFocused();
        await expectNoAxeViolations(page, NOT_OURS);
        // The quit confirmation.
        await dialog.getByRole('button', { name: 'Close' }).click();
        const quit = page.getByRole('alertdialog', { name: 'Quit payment' });
        await expect(quit).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
        await quit.getByRole('button', { name: 'Yes' }).click();
        await expect(quickPayDialog(page)).toHaveCount(0);
        // The cutoff block.
        dialog = await openQuickPay(page);
        await toPay(dialog, '1000008', '8888');
        await expect(dialog.getByRole('alert')).toContainText(CUTOFF_MESSAGE);
        await expectNoAxeViolations(page, NOT_OURS);
        // A payment, its result page, and a canceled one.
        await guestPays(page, async (step) => {
          if (step === 'pay') await expectNoAxeViolations(page, NOT_OURS);
          // The demo's provider page is the demo's own: readable in either theme of the portal.
          if (step === 'provider') await expectNoAxeViolations(page);
        });
        await expect(detail(page, 'Confirmation Number')).toHaveText(/\S+/);
        await expectNoAxeViolations(page, NOT_OURS);
        await page.goto('/payment-cancel');
        await expect(page.getByText('Your payment has been canceled.')).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
        await page.goto('/payment-success?isFromQuickPay=true');
        await expect(page.getByRole('alert')).toContainText('The payment result is not available.');
        await expectNoAxeViolations(page, NOT_OURS);
      });

      test('the QuickPay feature off', async ({ page }) => {
        await useDemoOverrides(page, { features: { QuickPay: false } });
        await page.goto('/quick-pay');
        await expect(page.getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
      });

      test('member: the payment confirmation, with an amount error', async ({ page }) => {
        await signInAs(page, 'member.demo', '/home');
        await quickPayTile(page).getByRole('button', { name: 'Pay Now' }).click();
        const dialog = page.getByRole('dialog', { name: 'Payment Confirmation' });
        await expect(amountField(dialog)).toHaveValue('142.37');
        await expectNoAxeViolations(page, NOT_OURS);
        await payWith(dialog, '2000');
        await expect(amountField(dialog)).toBeFocused();
        await expect(
          dialog.getByText('You may not overpay your account balance.').first(),
        ).toBeVisible();
        await expectNoAxeViolations(page, NOT_OURS);
      });
    });
  }
});
