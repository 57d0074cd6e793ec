import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, switchColorScheme } from './support/axe';
import { signInAs, useDemoOverrides } from './support/demo';

// Service Requests (doc 3 §2.5, §5, §7, §8, §9) and Member Information Documents (doc 3 §2.7) end
// to end: the built portal on the demo backend. These tests choose their own viewports, so they run
// once, in the desktop project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'these tests set their own viewports');
});

const main = (page: Page) => page.getByRole('main');
const history = (page: Page, accountNumber = '1000001') =>
  main(page).getByRole('grid', { name: `Service requests of account ${accountNumber}` });
const serviceType = (page: Page) => main(page).getByRole('button', { name: /Service Type/ });
const phone = (page: Page) => main(page).getByRole('textbox', { name: /^Phone Number/ });
const comments = (page: Page) => main(page).getByRole('textbox', { name: /^Comments/ });
const submit = (page: Page) => main(page).getByRole('button', { name: 'Submit Request' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Presses `key` until `target` has the focus. */
async function pressUntil(page: Page, key: string, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** Chooses a service type from the keyboard: the list opens from the field, type-ahead, Enter. */
async function chooseType(page: Page, name: string) {
  await pressUntil(page, 'Tab', serviceType(page));
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  await pressUntil(page, 'ArrowDown', option, 10);
  await page.keyboard.press('Enter');
  await expect(serviceType(page)).toContainText(name);
}

const us = (date: Date) =>
  [date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(date.getFullYear()))
    .join('/');

test.describe('doc 3 §2.5 Service Requests', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('member.demo, keyboard only, files a request for 1000001 from the menu: one request however often Submit is pressed, the server’s message, the request on top of the history', async ({
    page,
  }) => {
    const filed: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/processserviceorder')) filed.push(request.postDataJSON());
    });
    await signInAs(page, 'member.demo', '/accountoverview');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    // The main menu's My Account › Service Requests (serviceRequestMenuEnabled).
    const myAccount = mainMenu(page).getByRole('button', { name: 'My Account', exact: true });
    await pressUntil(page, 'Tab', myAccount, 80);
    await page.keyboard.press('Enter');
    const item = page
      .getByRole('menu', { name: 'My Account', exact: true })
      .getByRole('menuitem', { name: 'Service Requests' });
    await pressUntil(page, 'ArrowDown', item, 20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/service-requests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Requests' })).toBeVisible();
    await expect(history(page).getByRole('rowheader')).toHaveCount(3);

    await chooseType(page, 'Security light repair');
    await page.keyboard.press('Tab');
    await expect(phone(page)).toBeFocused();
    await page.keyboard.type('9874561230');
    await expect(phone(page)).toHaveValue('(987) 456-1230');
    await page.keyboard.press('Tab');
    await expect(comments(page)).toBeFocused();
    await page.keyboard.type('The security light by the barn is out.');
    await pressUntil(page, 'Tab', submit(page));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    const message = main(page)
      .getByRole('status')
      .filter({ hasText: /Your service request SO-\d+ has been received\./ });
    await expect(message).toBeVisible();
    const soNumber = /SO-\d+/.exec((await message.textContent()) ?? '')![0];
    expect(filed).toEqual([
      {
        accountNumber: '1000001',
        workType: 'SL',
        comments: 'The security light by the barn is out.',
        phone: '9874561230',
      },
    ]);
    await expect(phone(page)).toHaveValue('');
    const newest = history(page).getByRole('row').nth(1);
    await expect(newest).toContainText('Security light repair');
    await expect(newest).toContainText(us(new Date()));
    await expect(newest).toContainText(soNumber);
    await expect(newest).toContainText('Pending review');
    await expect(history(page).getByRole('rowheader')).toHaveCount(4);
  });

  test('§5 messages on the fields, focus on the first; §8 a server failure keeps what was typed; accountno leaves the address', async ({
    page,
  }) => {
    await useDemoOverrides(page, { failures: { processServiceOrder: 500 } });
    await signInAs(page, 'member.demo', '/pages/service-requests?accountno=3000002');
    await expect(main(page).getByText('Service requests of account 3000002.')).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/service-requests$/);
    await expect(
      main(page).getByText('There are no service requests on this account yet.'),
    ).toBeVisible();
    await submit(page).click();
    await expect(serviceType(page)).toBeFocused();
    await expect(main(page).getByText('Service Type is required.').first()).toBeVisible();
    await expect(phone(page)).toHaveAccessibleDescription(/Phone number is required\./);

    await chooseType(page, 'Meter re-read');
    await phone(page).fill('0874561230');
    await expect(phone(page)).toHaveValue('(087) 456-1230');
    await submit(page).click();
    await expect(phone(page)).toBeFocused();
    await expect(phone(page)).toHaveAccessibleDescription(
      /Invalid phone format\. \(Ex: \(987\) 456-1230\)/,
    );

    await phone(page).fill('9874561230');
    await comments(page).fill('Please read the meter again.');
    await submit(page).click();
    await expect(
      main(page).getByText(
        'We are unable to process your request at this time. Please try again later.',
      ),
    ).toBeVisible();
    await expect(phone(page)).toHaveValue('(987) 456-1230');
    await expect(comments(page)).toHaveValue('Please read the meter again.');
    await expect(
      main(page).getByText('There are no service requests on this account yet.'),
    ).toBeVisible();
  });
});

test.describe('doc 3 §2.7 Member Information Documents', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('from the menu; each document opens in a new tab, and the document is there', async ({
    page,
  }) => {
    await signInAs(page, 'member.demo', '/accountoverview');
    await mainMenu(page).getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Member Information Documents' }).click();
    await expect(page).toHaveURL(/\/member-info-docs$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Member Information Documents' }),
    ).toBeVisible();
    const links = main(page).getByRole('link', { name: /\(opens in a new tab\)$/ });
    await expect(links).toHaveCount(4);

    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!;
      // Served by the demo portal itself (its stand-in co-op website), as a PDF.
      const file = await page.request.get(href);
      expect(file.status(), href).toBe(200);
      expect(file.headers()['content-type']).toContain('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The new tab asks for the document from the portal's own origin. (A browser without a PDF
    // viewer downloads it instead of showing it, so the tab's address is not what to check.)
    const popup = page.waitForEvent('popup');
    const opened = page
      .context()
      .waitForEvent('request', (request) => request.url().endsWith('/bylaws.pdf'));
    await main(page).getByRole('link', { name: 'Bylaws (opens in a new tab)' }).click();
    const [tab, request] = await Promise.all([popup, opened]);
    expect(request.frame().page()).toBe(tab);
    expect(request.url()).toBe(new URL('/demo-site/documents/bylaws.pdf', page.url()).href);
  });
});

test('zero axe violations on both pages, in both themes at 1280 px and 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'member.demo', '/service-requests');
  const pages = [
    { path: '/service-requests', ready: () => history(page) },
    {
      path: '/member-info-docs',
      ready: () => main(page).getByRole('link', { name: 'Bylaws (opens in a new tab)' }),
    },
  ];
  for (const { path, ready } of pages) {
    if (!page.url().endsWith(path)) await page.goto(path);
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        await expect(ready()).toBeVisible();
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
      }
    }
  }
});
