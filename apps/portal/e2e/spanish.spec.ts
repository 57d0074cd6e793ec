import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsOutsideAnnouncer } from './support/axe';
import { builtFile } from './support/build';
import { signInAs } from './support/demo';
import { framesPainted } from './support/settle';

// The portal in Spanish (US): chosen with the header's switch (or the mobile menu's), remembered on
// the device, with <html lang> following; the key member paths in Spanish with no axe violation,
// and no label cut off at 320px in either language.

const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

/** Where the portal keeps the member's choice of language (src/app/locale.tsx). */
const LANGUAGE_KEY = 'coop-portal:language';

/** Opens the portal in Spanish: the member chose it on this device before. */
async function inSpanish(page: Page) {
  await page.addInitScript(([key]) => window.localStorage.setItem(key, 'es-US'), [
    LANGUAGE_KEY,
  ] as const);
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * The labels, buttons, links, tabs and headings on screen whose text does not fit their box (cut
 * off or hidden by their overflow), by their text: none may be at 320px.
 */
function cutOffLabels(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'label, button, a, [role="tab"], h1, h2, h3, th, legend, [role="columnheader"]',
      ),
    ]
      // Shown (not a screen reader's alone: a visually hidden header is 1px wide).
      .filter((element) => element.offsetParent !== null && element.clientWidth > 1)
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        return clips && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('Spanish (US): the member’s language', () => {
  test.use({ viewport: DESKTOP });

  test('the header’s switch shows the portal in Spanish, sets <html lang>, and is remembered after a reload; and back to English', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await htmlLang(page)).toBe('en-US');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await htmlLang(page)).toBe('es-US');
    await expect(page).toHaveTitle(/Inicio/);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await htmlLang(page)).toBe('es-US');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await htmlLang(page)).toBe('en-US');
  });

  test('sign in: the messages on their fields, then member.demo lands on the account overview', async ({
    page,
  }) => {
    await inSpanish(page);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    const username = page.getByRole('textbox', { name: 'Nombre de usuario' });
    await expect(username).toBeFocused();
    await expectNoAxeViolations(page);
    await username.fill('member.demo');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Demo#2026');
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/accountoverview/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resumen de la cuenta' }),
    ).toBeVisible();
    expect(await htmlLang(page)).toBe('es-US');
    // The busy Sign In button's announcement outlives the button.
    await expectNoAxeViolationsOutsideAnnouncer(page);
  });

  test('Quick Pay end to end: verify, pay at the provider, the result in Spanish', async ({
    page,
  }) => {
    await inSpanish(page);
    await page.goto('/quick-pay');
    const dialog = page.getByRole('dialog', { name: 'Pago rápido' });
    await dialog.getByRole('textbox', { name: 'Número de cuenta' }).fill('1000001');
    await dialog.getByRole('textbox', { name: 'Últimos 4 dígitos del teléfono' }).fill('1111');
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Verificar' })).toBeVisible();
    await expect(dialog.getByText('Total a pagar')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Pagar' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Monto del pago' })).toHaveValue('142.37');
    await dialog.getByRole('button', { name: 'Pagar' }).click();
    // The payment provider's own page (the demo's stand-in) is the provider's, in its language.
    const host = page.locator('body');
    await expect(
      host.getByRole('heading', { name: 'Secure payment (demo provider)' }),
    ).toBeVisible();
    await host.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible();
    await expect(page.getByText('Número de confirmación')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('outage report: the form in Spanish, the report sent', async ({ page }) => {
    await inSpanish(page);
    await signInAs(page, 'member.demo', '/outage-status?accountno=1000001');
    await expect(page.getByRole('heading', { level: 1, name: 'Apagones' })).toBeVisible();
    const center = page.getByRole('region', { name: 'Apagones', exact: true });
    await center.getByRole('tab', { name: 'Reportar un apagón', exact: true }).click();
    const submit = center.getByRole('button', { name: 'Enviar' });
    await submit.click();
    const issues = center.getByRole('radiogroup', { name: 'Problema' });
    await expect(issues).toBeVisible();
    await expectNoAxeViolations(page);
    // The issues are the co-op's, as its API gives them.
    await issues.locator('label').filter({ hasText: 'My power is completely out' }).click();
    await center
      .locator('label')
      .filter({
        has: page.getByRole('checkbox', { name: 'Quiero que me llamen sobre este apagón' }),
      })
      .click();
    await submit.click();
    await expect(center.getByText(/1000001/).first()).toBeVisible();
  });

  test('usage tracker: the tracker in Spanish, dates written day first', async ({ page }) => {
    await inSpanish(page);
    await signInAs(page, 'member.demo', '/usage-tracker');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seguimiento del consumo' }),
    ).toBeVisible();
    const tracker = page.getByRole('region', { name: 'Seguimiento del consumo' });
    await expect(tracker).toBeVisible();
    await expect(tracker.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Spanish (US) at desktop width: long terms', () => {
  test.use({ viewport: DESKTOP });

  test('a description list’s long Spanish term wraps; its details keep most of the row (the footer’s contact details)', async ({
    page,
  }) => {
    await inSpanish(page);
    await signInAs(page, 'member.demo', '/outage-status');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Número de emergencia para cortes del servicio')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Apagones' })).toBeVisible();
    const squeezed = await page.evaluate(() =>
      [...document.querySelectorAll('dl')]
        .filter((list) => list.clientWidth > 400)
        .flatMap((list) =>
          [...list.querySelectorAll('dd')]
            .filter((details) => details.getBoundingClientRect().width < list.clientWidth * 0.5)
            .map((details) => details.textContent?.trim() ?? ''),
        ),
    );
    expect(squeezed).toEqual([]);
  });
});

test.describe('Spanish (US): react-aria’s own strings', () => {
  test.use({ viewport: DESKTOP });

  test('what react-aria’s controls say (a date picker’s calendar, its month buttons) follows the language; English never loads the Spanish', async ({
    page,
  }) => {
    // The build's chunk of react-aria's Spanish strings (build/reactAriaStrings.ts).
    const spanishChunk = `/${builtFile('virtual:react-aria-strings/es-ES')}`;
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await signInAs(page, 'member.demo', '/operation-roundup');
    const main = page.getByRole('main');
    const expiration = main.getByRole('group', { name: 'Expiration Date for account 1000001' });
    await expect(expiration.getByRole('button', { name: /^Calendar/ })).toBeVisible();
    expect(loaded).not.toContain(spanishChunk);
    // The row ticked, so that its date picker opens (what was ticked stays through the switch).
    const tick = main.getByRole('checkbox', { name: 'Select account 1000001' });
    await tick.focus();
    await page.keyboard.press('Space');
    await expect(tick).toBeChecked();

    await page.getByRole('button', { name: 'Español' }).click();
    const fecha = main.getByRole('group', { name: 'Fecha de expiración de la cuenta 1000001' });
    const calendario = fecha.getByRole('button', { name: /^Calendario/ });
    await expect(calendario).toBeVisible();
    expect(loaded).toContain(spanishChunk);
    await calendario.click();
    const calendar = page.getByRole('dialog').getByRole('application');
    await expect(calendar.getByRole('button', { name: 'Anterior', exact: true })).toBeVisible();
    // (react-aria repeats the next month's button after the days, for a screen reader.)
    await expect(
      calendar.getByRole('button', { name: 'Siguiente', exact: true }).first(),
    ).toBeVisible();
    // The popover's button for a screen reader to close it.
    await expect(page.getByRole('button', { name: 'Descartar' }).first()).toBeAttached();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(expiration.getByRole('button', { name: /^Calendar\b/ })).toBeEnabled();
  });
});

test.describe('Spanish (US) and English at 320px: the mobile menu’s switch, no label cut off', () => {
  test.use({ viewport: NARROW });

  test('the mobile menu switches the language; no label is cut off and nothing scrolls sideways, in either language', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/accountoverview');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    expect(await cutOffLabels(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Español' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resumen de la cuenta' }),
    ).toBeVisible();
    expect(await htmlLang(page)).toBe('es-US');
    for (const path of ['/accountoverview', '/usage-tracker', '/outage-status', '/quick-pay']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await cutOffLabels(page), path).toEqual([]);
      expect(await noSidewaysScroll(page), path).toBe(true);
    }
    await expectNoAxeViolations(page);
  });
});

/** The member's pages, and those of a guest, walked at 320px in each language. */
const MEMBER_PAGES = [
  '/home',
  '/accountoverview',
  '/view-all-accounts',
  '/viewbill',
  '/billpayments/history',
  '/billpayments/payment-profile',
  '/billpayments/auto-pay',
  '/billpayments/pay-multiple',
  '/billpayments/view-deposits',
  '/draft-payments',
  '/scheduled-payments',
  '/levelized-billing',
  '/operation-roundup',
  '/usage-tracker',
  '/outage-status',
  '/service-requests',
  '/notifications',
  '/manage-notifications',
  '/manage-contacts',
  '/my-profile',
  '/account-profile',
  '/member-info-docs',
  '/services-products',
];
const GUEST_PAGES = ['/login', '/register', '/forgot-password', '/forgot-username', '/quick-pay'];

test.describe('Spanish (US) and English at 320px: every page, no label cut off', () => {
  test.use({ viewport: NARROW });

  for (const language of ['es-US', 'en-US'] as const) {
    test(`${language}: every member and guest page, no label cut off, nothing scrolls sideways`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        LANGUAGE_KEY,
        language,
      ] as const);
      const walk = async (path: string) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // What the page reads once it shows (its tables, its forms) is in before it is measured.
        await page.waitForLoadState('networkidle');
        await framesPainted(page);
        expect(await htmlLang(page), path).toBe(language);
        expect(await cutOffLabels(page), path).toEqual([]);
        expect(await noSidewaysScroll(page), path).toBe(true);
      };
      for (const path of GUEST_PAGES) await walk(path);
      await signInAs(page, 'member.demo', '/accountoverview');
      for (const path of MEMBER_PAGES) await walk(path);
    });
  }
});
