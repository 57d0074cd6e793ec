import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { frameControl } from '../../../scripts/e2e-frames';
import type { CoopPortalEmbed } from '../src/cdn/protocol';
import { expectClean, watch as watchEvents } from './support';

// Quick Pay embedded with the snippet in a plain HTML co-op page (examples/plain-html)
// served with a strict Content-Security-Policy and a hostile stylesheet; the demo API
// (`pnpm mock-api`) on another origin.

const DIALOG_TEXT = 'rgb(27, 31, 36)'; // --coop-color-text-default, light theme
const HOSTILE_RED = 'rgb(255, 0, 0)';

/** Watches the page for the `coop-quick-pay:*` events (and CSP violations, failed requests). */
const watch = (page: Page) =>
  watchEvents(page, [
    'coop-quick-pay:ready',
    'coop-quick-pay:verified',
    'coop-quick-pay:payment-started',
    'coop-quick-pay:error',
    'coop-quick-pay:closed',
  ]);

/** Quick Pay's steps 1 and 2 (doc 1 §2.5) with the pointer: the account, then its confirmation. */
async function verifyAccount(quickPay: Locator, accountNumber: string, phoneLastFour: string) {
  await quickPay.getByRole('textbox', { name: 'Account Number' }).fill(accountNumber);
  await quickPay
    .getByRole('textbox', { name: 'Last 4 Digits of Phone Number' })
    .fill(phoneLastFour);
  await quickPay.getByRole('button', { name: 'Verify' }).click();
  await expect(quickPay.getByRole('heading', { level: 3, name: 'Verify' })).toBeFocused();
  await quickPay.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Quick Pay's payment types (doc 1 §2.5), the checked one first: the arrow keys move from the
 * first to the second and back.
 */
async function paymentTypes(quickPay: Locator): Promise<[Locator, Locator]> {
  const card = quickPay.getByRole('radio', { name: 'Credit Card' });
  const echeck = quickPay.getByRole('radio', { name: 'ECheck' });
  return (await card.isChecked()) ? [card, echeck] : [echeck, card];
}

/** The host page's window, with the loader's one global. */
type HostWindow = Window & { CoopPortalEmbed?: CoopPortalEmbed };

const trigger = (page: Page) => page.getByRole('button', { name: 'Quick Pay' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Quick Pay' });

test.describe('doc 1 §2.5, §4.1: Quick Pay embedded in a co-op page with a script tag', () => {
  test('the loader alone draws the button; the widget is fetched only on intent', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(trigger(page)).toBeVisible();
    expect(scripts).toEqual([
      expect.stringMatching(/^\/cdn\/coop-quick-pay\.\d+\.\d+\.\d+\.\w+\.js$/),
    ]);
    // Nothing was added to the page's head, and only the namespaced object is global.
    expect(await page.evaluate(() => document.head.querySelectorAll('style, link').length)).toBe(1);
    const mountType = () => typeof (window as HostWindow).CoopPortalEmbed?.mount;
    expect(await page.evaluate(mountType)).toBe('function');

    await trigger(page).hover();
    await expect.poll(() => scripts.length).toBe(2);
    expect(scripts[1]).toMatch(/^\/cdn\/coop-quick-pay-widget\.\d+\.\d+\.\d+\.\w+\.js$/);
    await expect(trigger(page)).toBeVisible();
    // The widget script's element goes once it has run.
    await expect
      .poll(() => page.evaluate(() => document.head.querySelectorAll('style, link, script').length))
      .toBe(1);
  });

  test('the widget arriving during a press: the click still opens Quick Pay', async ({ page }) => {
    // Hold the widget script until the button is pressed, and send it before the release.
    let sendWidget!: () => void;
    const widgetHeld = new Promise<void>((resolve) => (sendWidget = resolve));
    await page.route('**/cdn/coop-quick-pay-widget.*.js', async (route) => {
      await widgetHeld;
      await route.continue();
    });
    await page.goto('/');
    const box = (await trigger(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const widgetSent = page.waitForResponse(/\/cdn\/coop-quick-pay-widget\./);
    sendWidget();
    await widgetSent;
    // The widget script has run: the loader removes its element once it has.
    await page.waitForFunction(
      () => !document.querySelector('script[src*="coop-quick-pay-widget"]'),
    );
    await page.mouse.up();
    await expect(dialog(page).getByRole('heading', { level: 3, name: 'Account' })).toBeVisible();
  });

  test('a guest verifies and reaches the hand-off: events in order, no CSP violation, no axe violation', async ({
    page,
  }) => {
    const watched = await watch(page);
    await page.goto('/');
    await trigger(page).click();
    const quickPay = dialog(page);
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Account' })).toBeVisible();

    const axe = await new AxeBuilder({ page }).include('coop-quick-pay').analyze();
    expect(axe.violations).toEqual([]);

    await quickPay.getByRole('textbox', { name: 'Account Number' }).fill('1000001');
    await quickPay.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }).fill('1111');
    await quickPay.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' }).press('Tab');
    await quickPay.getByRole('button', { name: 'Verify' }).click();
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Verify' })).toBeVisible();
    await expect(quickPay).toContainText('Jordan Rivers');
    await quickPay.getByRole('button', { name: 'Verify' }).click();
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Pay' })).toBeVisible();
    await expect(quickPay.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('142.37');

    const navigation = page.waitForURL(/\/demo-provider\/hosted-payment/);
    await quickPay.getByRole('button', { name: 'Pay' }).click();
    await navigation;
    await expect(
      page.getByRole('heading', { name: 'Secure payment (demo provider)' }),
    ).toBeVisible();

    expect(watched.events).toEqual([
      'coop-quick-pay:ready quick-pay {}',
      'coop-quick-pay:verified quick-pay {"accountNumber":"1000001","memberNumber":"800001"}',
      expect.stringMatching(
        /^coop-quick-pay:payment-started quick-pay \{"accountNumber":"1000001","paymentAmount":142.37,"paymentType":"\w+","actionUrl":"http:\/\/localhost:\d+\/demo-provider\/hosted-payment"\}$/,
      ),
    ]);
    expectClean(watched);
  });

  test('lang="es" on the co-op’s Spanish page: the button and every step in Spanish (US), errors on their fields, no axe violation', async ({
    page,
  }) => {
    const watched = await watch(page);
    await page.goto('/es.html');
    await page.getByRole('button', { name: 'Pago rápido' }).click();
    const quickPay = page.getByRole('dialog', { name: 'Pago rápido' });
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Cuenta' })).toBeVisible();

    // doc 1 §5.1 in Spanish: the first invalid field gets the focus and its message.
    await quickPay.getByRole('button', { name: 'Verificar' }).click();
    const account = quickPay.getByRole('textbox', { name: 'Número de cuenta' });
    await expect(account).toBeFocused();
    // The message shows on the field (and in the summary above the form).
    await expect(quickPay.getByText('Ingrese su número de cuenta.')).toHaveCount(2);
    await expect(quickPay.getByText('Corrija lo siguiente:')).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('coop-quick-pay').analyze();
    expect(axe.violations).toEqual([]);

    await account.fill('1000001');
    await quickPay.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }).fill('1111');
    await quickPay.getByRole('button', { name: 'Verificar' }).click();
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Verificar' })).toBeFocused();
    await expect(quickPay.getByText('Total a pagar')).toBeVisible();
    await quickPay.getByRole('button', { name: 'Verificar' }).click();
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Pagar' })).toBeVisible();
    await expect(quickPay.getByRole('textbox', { name: 'Monto del pago' })).toHaveValue('142.37');
    await expect(quickPay.getByRole('radiogroup', { name: 'Tipo de pago' })).toBeVisible();

    const navigation = page.waitForURL(/\/demo-provider\/hosted-payment/);
    await quickPay.getByRole('button', { name: 'Pagar' }).click();
    await navigation;
    expectClean(watched);
  });

  test("the host page's hostile CSS does not reach the widget; the page themes it from outside", async ({
    page,
  }) => {
    await page.goto('/');
    const button = trigger(page);
    await button.click();
    const quickPay = dialog(page);
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Account' })).toBeVisible();
    const style = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          fontFamily: computed.fontFamily,
          fontSize: computed.fontSize,
          lineHeight: computed.lineHeight,
          color: computed.color,
          fontStyle: computed.fontStyle,
          letterSpacing: computed.letterSpacing,
          textTransform: computed.textTransform,
        };
      });
    const body = await style('body');
    expect(body).toMatchObject({ color: HOSTILE_RED, fontSize: '22px' });
    expect(await style('main > p >> nth=0')).toMatchObject({
      fontStyle: 'italic',
      textTransform: 'uppercase',
    });
    const text = await style('coop-quick-pay >> css=[role="dialog"] h3');
    expect(text.fontFamily).not.toBe(body.fontFamily);
    expect(text.fontFamily).not.toMatch(/^(serif|fantasy)$/);
    expect(text).toMatchObject({
      color: DIALOG_TEXT,
      fontStyle: 'normal',
      letterSpacing: 'normal',
      textTransform: 'none',
    });
    const label = await style('coop-quick-pay >> css=label >> nth=0');
    // The ui kit's label: 16px at line height 1.25, not the page's 22px at 3.
    expect(label).toMatchObject({ fontSize: '16px', color: DIALOG_TEXT, lineHeight: '20px' });

    // The trigger keeps the ui kit's look (`button { all: unset }` cannot reach it)…
    await page.keyboard.press('Escape');
    await expect(quickPay).toBeHidden();
    const trig = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        radius: computed.borderTopLeftRadius,
        cursor: computed.cursor,
        minWidth: computed.minWidth,
      };
    });
    expect(trig.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(trig.radius).toBe('8px');
    expect(trig.cursor).toBe('pointer');
    // …and the page's `::part(button)` rule and `--coop-…` custom properties do.
    expect(trig.minWidth).toBe('192px');
    await page
      .locator('coop-quick-pay')
      .evaluate((element: HTMLElement) =>
        element.style.setProperty('--coop-color-action-primary-background', 'rgb(0, 75, 135)'),
      );
    await page.mouse.move(0, 0); // not hovered
    await expect(button).toHaveCSS('background-color', 'rgb(0, 75, 135)');
    await page
      .locator('coop-quick-pay')
      .evaluate((element) => element.setAttribute('theme', 'dark'));
    await button.click();
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Account' })).not.toHaveCSS(
      'color',
      DIALOG_TEXT,
    );
  });

  test('keyboard focus stays in the dialog and returns to the button on close', async ({
    page,
  }) => {
    const watched = await watch(page);
    await page.goto('/');
    // Tab from the page's heading to the widget's button, open it with the keyboard.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    await expect(trigger(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const quickPay = dialog(page);
    await expect(quickPay.getByRole('textbox', { name: 'Account Number' })).toBeVisible();

    const focusInDialog = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return Boolean(active?.closest('[role="dialog"]'));
      });
    await expect.poll(focusInDialog).toBe(true);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }
    // Focus the browser takes off a field (a phone's keyboard closed with its Done key) comes back
    // to that field, not to the dialog's first control. (Half a second after it opens, react-aria
    // moves focus that is then on the page's body to the dialog, for VoiceOver on iOS: a timer of
    // the page's set now fires after that one, so the check sees only the focus coming back.)
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    const accountNumber = quickPay.getByRole('textbox', { name: 'Account Number' });
    await accountNumber.focus();
    await accountNumber.evaluate((field) => (field as HTMLElement).blur());
    await expect(accountNumber).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(quickPay).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    expect(watched.events).toEqual([
      'coop-quick-pay:ready quick-pay {}',
      'coop-quick-pay:closed quick-pay {}',
    ]);
    expectClean(watched);
  });

  test('keyboard only through the flow: errors focus their field, arrow keys pick the payment type, Escape asks before quitting', async ({
    page,
  }) => {
    const watched = await watch(page);
    const frames = await frameControl(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const quickPay = dialog(page);
    const accountNumber = quickPay.getByRole('textbox', { name: 'Account Number' });
    const lastFour = quickPay.getByRole('textbox', { name: 'Last 4 Digits of Phone Number' });
    await expect(accountNumber).toBeVisible();

    // Verify with nothing entered (doc 1 §5.1): both messages, focus on the first invalid field.
    await quickPay.getByRole('button', { name: 'Verify' }).focus();
    await page.keyboard.press('Enter');
    await expect(quickPay.getByText('Please enter your account number.').first()).toBeVisible();
    await expect(
      quickPay.getByText('Please enter last 4 digits of your phone number.').first(),
    ).toBeVisible();
    await expect(accountNumber).toBeFocused();
    await page.keyboard.type('1000001');
    await page.keyboard.press('Tab');
    await expect(lastFour).toBeFocused();
    await page.keyboard.type('1111');
    await page.keyboard.press('Enter');
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Verify' })).toBeFocused();
    await quickPay.getByRole('button', { name: 'Verify' }).focus();
    await page.keyboard.press('Enter');

    // Pay: the payment type with the arrow keys, a bad amount refused with its field focused.
    const amount = quickPay.getByRole('textbox', { name: 'Payment Amount' });
    await expect(amount).toHaveValue('142.37');
    const [first, second] = await paymentTypes(quickPay);
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeChecked();
    await amount.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await quickPay.getByRole('button', { name: 'Pay' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      quickPay.getByText('Payment amount should be greater than 0.').first(),
    ).toBeVisible();
    await expect(amount).toBeFocused();

    // Escape mid-way asks first; "No" keeps what was entered, "Yes" closes and returns focus. On a
    // busy phone the next frame can come after "No" is pressed: focus is back without waiting for
    // it, and stays there when it comes.
    await frames.hold();
    await page.keyboard.press('Escape');
    const quit = page.getByRole('alertdialog', { name: 'Quit payment' });
    await expect(quit).toContainText('Are you sure you want to quit making payment ?');
    await expect(quit.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quit).toBeHidden();
    await expect(amount).toHaveValue('0.00'); // kept (formatted when the field lost focus)
    await expect(amount).toBeFocused();
    await frames.release();
    await expect(amount).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(quit.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(quit.getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quickPay).toBeHidden();
    await expect(trigger(page)).toBeFocused();

    expect(watched.events).toEqual([
      'coop-quick-pay:ready quick-pay {}',
      'coop-quick-pay:verified quick-pay {"accountNumber":"1000001","memberNumber":"800001"}',
      'coop-quick-pay:closed quick-pay {}',
    ]);
    expectClean(watched);
  });

  test('a restricted payment type explains itself in a tooltip inside the shadow root', async ({
    page,
  }) => {
    const watched = await watch(page);
    await page.goto('/');
    await trigger(page).click();
    const quickPay = dialog(page);
    // The demo co-op's 1000005 may not pay by card (doc 1 §2.5, §8).
    await verifyAccount(quickPay, '1000005', '5555');
    await expect(quickPay.getByRole('radio', { name: 'ECheck' })).toBeChecked();
    await expect(quickPay.getByRole('radio', { name: 'Credit Card' })).toBeDisabled();

    // Keyboard: the restricted option's stand-in takes focus and shows the text at once.
    await quickPay.getByRole('radio', { name: 'ECheck' }).focus();
    await page.keyboard.press('Shift+Tab');
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText('Credit Card Payment Restricted.');
    expect(await tip.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
    // Escape closes the tooltip first, and leaves the dialog open without asking.
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(quickPay).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Pointer: hovering the option shows it too.
    await quickPay.getByText('Credit Card', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Credit Card Payment Restricted.');
    expectClean(watched);
  });

  test('mode="inline": the flow renders in the page at once, without a click and without a dialog', async ({
    page,
  }) => {
    const watched = await watch(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The example's other page: the same snippet with mode="inline", the same CSP and stylesheet.
    await page.goto('/inline.html');
    const quickPay = page.getByRole('region', { name: 'Quick Pay' });
    await expect(quickPay.getByRole('heading', { level: 2, name: 'Quick Pay' })).toBeVisible();
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Account' })).toBeVisible();
    expect(scripts).toEqual([
      expect.stringMatching(/^\/cdn\/coop-quick-pay\.[\d.]+\.\w+\.js$/),
      expect.stringMatching(/^\/cdn\/coop-quick-pay-widget\.[\d.]+\.\w+\.js$/),
    ]);
    // In the page's flow: no dialog, no modal backdrop, no button to open one.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger(page)).toHaveCount(0);
    const box = await page.locator('coop-quick-pay').boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(box && heading && box.y > heading.y).toBe(true);
    expect(
      await page
        .locator('coop-quick-pay >> css=section')
        .evaluate((element) => getComputedStyle(element).position),
    ).toBe('static');
    // The hostile stylesheet does not reach it here either.
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Account' })).toHaveCSS(
      'color',
      DIALOG_TEXT,
    );

    const axe = await new AxeBuilder({ page }).include('coop-quick-pay').analyze();
    expect(axe.violations).toEqual([]);

    await verifyAccount(quickPay, '1000001', '1111');
    await expect(quickPay.getByRole('textbox', { name: 'Payment Amount' })).toHaveValue('142.37');
    // Escape does not close or question an inline flow.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(quickPay).toBeVisible();
    // Start over asks first (inside the shadow root, the question's buttons work), then step 1.
    await quickPay.getByRole('button', { name: 'Start over' }).click();
    const quit = page.getByRole('alertdialog', { name: 'Quit payment' });
    await expect(quit.getByRole('button', { name: 'No' })).toBeFocused();
    await quit.getByRole('button', { name: 'Yes' }).click();
    await expect(quickPay.getByRole('heading', { level: 3, name: 'Account' })).toBeFocused();
    await expect(quickPay.getByRole('textbox', { name: 'Account Number' })).toHaveValue('');

    expect(watched.events).toEqual([
      'coop-quick-pay:ready quick-pay {}',
      'coop-quick-pay:verified quick-pay {"accountNumber":"1000001","memberNumber":"800001"}',
    ]);
    expectClean(watched);
  });

  test('the npm mount() (on Preact) runs the flow with the keyboard and adds nothing to the strict-CSP page head', async ({
    page,
  }) => {
    const watched = await watch(page);
    const frames = await frameControl(page);
    // The package's npm build (dist/index.js and its chunks), as a bundler would serve it: same origin.
    const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
    await page.route('**/npm/**', async (route) => {
      const file = normalize(join(dist, new URL(route.request().url()).pathname.slice(5)));
      if (!file.startsWith(dist)) return route.abort();
      await route.fulfill({ path: file, contentType: 'text/javascript' });
    });
    await page.goto('/');
    // The demo backend the page's own <coop-quick-pay> talks to.
    const apiBaseUrl = await page.locator('coop-quick-pay').first().getAttribute('api-base-url');
    expect(apiBaseUrl).toBeTruthy();
    await page.evaluate(async (apiBaseUrl) => {
      const embed = (await import('/npm/index.js' as string)) as {
        mount: (element: HTMLElement, options: Record<string, string>) => { open(): void };
      };
      const element = document.createElement('div');
      element.id = 'npm-quick-pay';
      document.querySelector('main')?.append(element);
      embed
        .mount(element, {
          widget: 'quick-pay',
          apiBaseUrl,
          applicationId: 'web',
          label: 'Quick Pay from npm',
        })
        .open();
    }, apiBaseUrl!);
    const quickPay = page.locator('#npm-quick-pay').getByRole('dialog', { name: 'Quick Pay' });
    // react-aria buttons rendered: its press handling would have added its <style> by now.
    await expect(quickPay.getByRole('button', { name: 'Verify' })).toBeVisible();
    await quickPay.getByRole('textbox', { name: 'Account Number' }).click();
    expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(0);

    await verifyAccount(quickPay, '1000001', '1111');
    const amount = quickPay.getByRole('textbox', { name: 'Payment Amount' });
    await expect(amount).toHaveValue('142.37');
    // The arrow keys pick the payment type (react-aria's keyboard handling on Preact's events).
    const [first, second] = await paymentTypes(quickPay);
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeChecked();
    // Escape in a field asks first; "No" keeps the dialog and puts the focus back in the field,
    // also when the next frame comes only after "No" (a busy phone).
    await amount.focus();
    await frames.hold();
    await page.keyboard.press('Escape');
    const quit = page.getByRole('alertdialog', { name: 'Quit payment' });
    await expect(quit.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quit).toBeHidden();
    await expect(amount).toBeFocused();
    await frames.release();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('142.37');
    // "Yes" closes it.
    await page.keyboard.press('Escape');
    await quit.getByRole('button', { name: 'Yes' }).click();
    await expect(quickPay).toBeHidden();
    expect(watched.events).toContain('coop-quick-pay:closed npm-quick-pay {}');

    // The other widget of the npm build: the co-op's contact details, from the site settings.
    await page.evaluate(async (apiBaseUrl) => {
      const embed = (await import('/npm/index.js' as string)) as {
        mount: (element: HTMLElement, options: Record<string, string>) => unknown;
      };
      const element = document.createElement('div');
      element.id = 'npm-contact-details';
      document.querySelector('main')?.append(element);
      embed.mount(element, { widget: 'contact-details', apiBaseUrl, applicationId: 'web' });
    }, apiBaseUrl!);
    await expect(page.locator('#npm-contact-details')).toContainText(
      '1200 Cooperative Way, Riverbend, KS 66000',
    );
    expectClean(watched);
  });
});

test.describe('doc 1 §2.5: Quick Pay on an iPhone, on the strict-CSP page', () => {
  // Chromium dressed as iOS Safari: react-aria's iOS scroll lock is what runs while the dialog is
  // open. It adds `overscroll-behavior: contain` to the page; a `<style>` would be blocked.
  test.use({ userAgent: devices['iPhone 13'].userAgent, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'iPhone' });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
  });

  test('the scroll lock adds no <style> to the page: no violation, and it is gone on close', async ({
    page,
  }) => {
    const watched = await watch(page);
    await page.goto('/');
    const lockSheets = () =>
      page.evaluate(
        () =>
          document.adoptedStyleSheets.filter((sheet) =>
            Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('overscroll-behavior')),
          ).length,
      );
    await trigger(page).tap();
    const quickPay = dialog(page);
    await expect(quickPay.getByRole('textbox', { name: 'Account Number' })).toBeVisible();
    await expect.poll(lockSheets).toBe(1);
    expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(0);
    await quickPay.getByRole('button', { name: 'Close' }).tap();
    await expect(quickPay).toBeHidden();
    await expect.poll(lockSheets).toBe(0);
    expectClean(watched);
  });
});
