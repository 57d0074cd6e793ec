import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs, useDemoOverrides, type DemoOverrides } from './support/demo';
import { expectNoAxeViolations } from './support/axe';

const COOP = 'Prairie Rivers Electric & Water Cooperative';
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 320, height: 640 };

// These tests choose their own viewport (desktop and 320px), so they run in one project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'the frame tests set their own viewports');
});

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The top-level entries of the desktop main menu, links and drop-down buttons alike. */
async function topLevel(page: Page): Promise<string[]> {
  const nav = mainMenu(page);
  await expect(nav.getByRole('listitem').first()).toBeVisible();
  return (await nav.getByRole('listitem').allInnerTexts()).map(oneLine);
}

/** Inner text on one line (the visually hidden '(opens in a new tab)' renders as a block). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Opens a drop-down of the main menu and returns its items' names. */
async function dropDown(page: Page, group: string): Promise<Locator> {
  await mainMenu(page).getByRole('button', { name: group, exact: true }).click();
  const menu = page.getByRole('menu', { name: group, exact: true });
  await expect(menu).toBeVisible();
  return menu;
}

async function itemNames(menu: Locator): Promise<string[]> {
  return (await menu.getByRole('menuitem').allInnerTexts()).map(oneLine);
}

/** Opens a sub-menu of an open drop-down (hover or Enter on its item). */
async function subMenu(page: Page, parent: Locator, item: string): Promise<Locator> {
  await parent.getByRole('menuitem', { name: item, exact: true }).click();
  const menu = page.getByRole('menu', { name: item, exact: true });
  await expect(menu).toBeVisible();
  return menu;
}

async function memberAt(page: Page, path: string, overrides?: DemoOverrides, user = 'member.demo') {
  if (overrides) await useDemoOverrides(page, overrides);
  await signInAs(page, user, path);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('doc 1 §2.2 menus (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('guest vs member menus', async ({ page }) => {
    await page.goto('/home');
    expect(await topLevel(page)).toEqual(['Home', 'More']);
    expect(await itemNames(await dropDown(page, 'More'))).toEqual([
      'Contact Us (opens in a new tab)',
      'Services and Products',
      'FAQs/Help (opens in a new tab)',
    ]);

    await memberAt(page, '/accountoverview');
    expect(await topLevel(page)).toEqual([
      'Home',
      'My Account',
      'Billing & Payments',
      'Outage',
      'More',
    ]);
    const more = await dropDown(page, 'More');
    expect(await itemNames(more)).toEqual([
      'Operation RoundUp',
      'Contact Us (opens in a new tab)',
      'Services and Products',
      'Member Information Documents',
      'FAQs/Help (opens in a new tab)',
    ]);
    await page.keyboard.press('Escape');
    const myAccount = await dropDown(page, 'My Account');
    expect(await itemNames(myAccount)).toEqual([
      'Account Overview',
      'Account Profile',
      'Account History',
      'Service Requests',
      'Outage Map (opens in a new tab)',
      'Notifications',
      'Usage Tracker',
      'Detailed Usage Analysis',
      'Delinquents',
      'My Meter',
      'Meter Portal (opens in a new tab)',
    ]);
    await expect(myAccount.getByRole('menuitem', { name: /Outage Map/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await itemNames(await subMenu(page, myAccount, 'Notifications'))).toEqual([
      'Manage Notifications',
      'Manage Contacts',
    ]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const billing = await dropDown(page, 'Billing & Payments');
    expect(await itemNames(billing)).toEqual(['Billing', 'Payments']);
    expect(await itemNames(await subMenu(page, billing, 'Payments'))).toEqual([
      'Payment Profile',
      'Auto Payments',
      'Payment Options',
      'Pay Multiple Accounts',
      'Scheduled Payments',
      'Draft Payments',
    ]);
  });

  /** doc 1 §2.2 visibility rules, each switched off through the demo overrides. */
  const myAccountRules: { rule: string; overrides: DemoOverrides; hidden: string }[] = [
    {
      rule: 'Notifications needs the feature',
      overrides: { features: { Notifications: false } },
      hidden: 'Notifications',
    },
    {
      rule: 'Notifications needs allowSubscribeForNotification',
      overrides: { config: { allowSubscribeForNotification: false } },
      hidden: 'Notifications',
    },
    {
      rule: 'Delinquents need isOnlineDelinquentView',
      overrides: { config: { isOnlineDelinquentView: false } },
      hidden: 'Delinquents',
    },
    {
      rule: 'Delinquents need a delinquentViewUrl',
      overrides: { config: { delinquentViewUrl: '' } },
      hidden: 'Delinquents',
    },
    {
      rule: "the outage map link must not be '#'",
      overrides: { config: { outageMapLink: '#' } },
      hidden: 'Outage Map (opens in a new tab)',
    },
    {
      rule: 'the outage map link needs OutageMapLinkEnabled',
      overrides: { features: { OutageMapLinkEnabled: false } },
      hidden: 'Outage Map (opens in a new tab)',
    },
    {
      rule: 'Service Requests need serviceRequestMenuEnabled',
      overrides: { config: { serviceRequestMenuEnabled: false } },
      hidden: 'Service Requests',
    },
    {
      rule: 'detailed usage analysis needs clientAvailable',
      overrides: { config: { clientAvailable: false } },
      hidden: 'Detailed Usage Analysis',
    },
    {
      rule: 'detailed usage analysis needs a label',
      overrides: { config: { detailedUsageAnalysisLabel: '' } },
      hidden: 'Detailed Usage Analysis',
    },
    {
      rule: 'the nex-grid link needs nexGridEnable',
      overrides: { config: { nexGridEnable: false } },
      hidden: 'Meter Portal (opens in a new tab)',
    },
    {
      rule: 'the nex-grid link needs nexGridLinkUrl',
      overrides: { config: { nexGridLinkUrl: '' } },
      hidden: 'Meter Portal (opens in a new tab)',
    },
  ];

  for (const { rule, overrides, hidden } of myAccountRules) {
    test(`visibility: ${rule}`, async ({ page }) => {
      await memberAt(page, '/accountoverview', overrides);
      const items = await itemNames(await dropDown(page, 'My Account'));
      expect(items).not.toContain(hidden);
      expect(items).toContain('Account Overview');
    });
  }

  test("visibility: the FAQ link needs a displayFaqUrl that is not '#'", async ({ page }) => {
    await useDemoOverrides(page, { config: { displayFaqUrl: '#' } });
    await page.goto('/home');
    expect(await itemNames(await dropDown(page, 'More'))).toEqual([
      'Contact Us (opens in a new tab)',
      'Services and Products',
    ]);
  });

  test('visibility: the detailed usage analysis label is configurable', async ({ page }) => {
    await memberAt(page, '/accountoverview', {
      config: { detailedUsageAnalysisLabel: 'Energy Insights' },
    });
    const menu = await dropDown(page, 'My Account');
    await expect(menu.getByRole('menuitem', { name: 'Energy Insights' })).toHaveAttribute(
      'href',
      '/accountoverview?link=detailedusage',
    );
  });

  test('the EZ Pay label replaces Draft Payments when whecEnabled is on', async ({ page }) => {
    await memberAt(page, '/accountoverview', { config: { whecEnabled: true } });
    const payments = await subMenu(page, await dropDown(page, 'Billing & Payments'), 'Payments');
    const items = await itemNames(payments);
    expect(items).toContain('EZ Pay');
    expect(items).not.toContain('Draft Payments');
    await expect(payments.getByRole('menuitem', { name: 'EZ Pay' })).toHaveAttribute(
      'href',
      '/draft-payments',
    );
  });

  test('the custom menu (useCustomMenu + mcpMenu) replaces the standard one', async ({ page }) => {
    await useDemoOverrides(page, {
      config: {
        useCustomMenu: true,
        mcpMenu: [
          {
            title: 'Our Co-op',
            moduleLink: 'https://www.prairierivers.coop.example',
            external: true,
            position: 3,
          },
          { title: 'Pay a Bill', moduleLink: 'quick-pay', position: 1 },
          {
            title: 'Member Services',
            position: 2,
            megaMenu: true,
            subMenu: [
              {
                title: 'Programs',
                subMenu: [
                  { title: 'Terms', moduleLink: '/legal-terms' },
                  {
                    title: 'Rebates',
                    moduleLink: 'https://rebates.prairierivers.coop.example',
                    external: true,
                  },
                ],
              },
              {
                title: 'Help',
                subMenu: [
                  {
                    title: 'Guides',
                    subMenu: [{ title: 'Products', moduleLink: 'services-products' }],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    await page.goto('/home');
    expect(await topLevel(page)).toEqual([
      'Pay a Bill',
      'Member Services',
      'Our Co-op (opens in a new tab)',
    ]);
    const nav = mainMenu(page);
    await expect(nav.getByRole('link', { name: 'Pay a Bill' })).toHaveAttribute(
      'href',
      '/quick-pay',
    );
    await expect(nav.getByRole('link', { name: /Our Co-op/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);

    // megaMenu: one wide panel, each sub-group a titled section.
    const panel = await dropDown(page, 'Member Services');
    await expect(panel.getByRole('group', { name: 'Programs' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Help' })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThan(500);
    await expect(panel.getByRole('menuitem', { name: /Rebates/ })).toHaveAttribute(
      'href',
      'https://rebates.prairierivers.coop.example',
    );
    // A group nested deeper opens as a sub-menu.
    const guides = await subMenu(page, panel, 'Guides');
    await guides.getByRole('menuitem', { name: 'Products' }).click();
    await expect(page).toHaveURL('/services-products');
  });

  test('keyboard: a drop-down opens, moves, closes and navigates from the keyboard', async ({
    page,
  }) => {
    await memberAt(page, '/accountoverview');
    const trigger = mainMenu(page).getByRole('button', { name: 'My Account' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'My Account' });
    await expect(menu.getByRole('menuitem', { name: 'Account Overview' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Account Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // Sub-menus: ArrowRight opens, ArrowLeft closes.
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await page.keyboard.type('Notif');
    await expect(menu.getByRole('menuitem', { name: 'Notifications' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const notifications = page.getByRole('menu', { name: 'Notifications' });
    await expect(
      notifications.getByRole('menuitem', { name: 'Manage Notifications' }),
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/manage-contacts');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test.describe('doc 1 §2.2 mobile menu under 600px', () => {
  test.use({ viewport: MOBILE });

  test('a Menu button opens the same entries, traps and restores focus, closes on navigation', async ({
    page,
  }) => {
    await memberAt(page, '/accountoverview');
    await expect(mainMenu(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const nav = dialog.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    for (const group of ['My Account', 'Billing & Payments', 'More']) {
      await expect(nav.getByRole('button', { name: group })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(nav.getByRole('link', { name: 'Outage' })).toBeVisible();

    // Focus stays in the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await nav.getByRole('button', { name: 'Billing & Payments' }).click();
    await nav.getByRole('button', { name: 'Payments', exact: true }).click();
    await nav.getByRole('link', { name: 'Pay Multiple Accounts' }).click();
    await expect(page).toHaveURL('/billpayments/pay-multiple');
    await expect(dialog).toBeHidden();
  });

  test('the page has no horizontal scroll at 320px', async ({ page }) => {
    await memberAt(page, '/accountoverview', undefined, 'member.many');
    await expect(page.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('doc 1 §2.1 header', () => {
  test.use({ viewport: DESKTOP });

  test('the Sign In link shows to a guest, not on /login, and never to a member', async ({
    page,
  }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
    await expect(header.getByRole('link', { name: COOP })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.goto('/pages/login');
    await expect(header.getByRole('link', { name: COOP })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await memberAt(page, '/home');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('the logo leads to the logo redirection link', async ({ page }) => {
    await useDemoOverrides(page, { settings: { logoClickRedirectionLink: 'services-products' } });
    await page.goto('/legal-terms');
    await page.getByRole('banner').getByRole('link', { name: COOP }).click();
    await expect(page).toHaveURL('/services-products');
  });

  test('the profile menu: the name (at most 250px), My Profile and Sign Out', async ({ page }) => {
    await useDemoOverrides(page, {});
    await signInAs(page, 'member.demo', '/accountoverview');
    const profile = page.getByRole('banner').getByRole('button', { name: 'Jordan Rivers' });
    await expect(profile).toBeVisible();
    expect((await profile.boundingBox())?.width).toBeLessThanOrEqual(250);
    await profile.click();
    const menu = page.getByRole('menu', { name: 'Jordan Rivers' });
    await menu.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL('/my-profile');
  });

  test('doc 1 §4.2 sign-out goes to the sign-out link starting with login', async ({ page }) => {
    await memberAt(page, '/accountoverview');
    await page.getByRole('banner').getByRole('button', { name: 'Jordan Rivers' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Jordan Rivers' }),
    ).toHaveCount(0);
    // Signed out for good: a guarded page sends to /login again.
    await page.goto('/accountoverview');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });

  test('doc 1 §4.2 sign-out goes to /home otherwise', async ({ page }) => {
    await memberAt(page, '/accountoverview', {
      settings: { signOutLink: 'https://www.prairierivers.coop.example' },
    });
    await page.getByRole('banner').getByRole('button', { name: 'Jordan Rivers' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a long member name ends in an ellipsis but is read in full', async ({ page }) => {
    await useDemoOverrides(page, {});
    await signInAs(page, 'member.demo', '/home');
    await page.evaluate(() => {
      const key = 'coop-portal:current-user';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      stored.user.loginInfo.displayName =
        'Jordan Alexander Maximilian Rivers-Montgomery of the Prairie Rivers Cooperative';
      localStorage.setItem(key, JSON.stringify(stored));
    });
    await page.reload();
    const profile = page.getByRole('banner').getByRole('button', {
      name: 'Jordan Alexander Maximilian Rivers-Montgomery of the Prairie Rivers Cooperative',
    });
    await expect(profile).toBeVisible();
    expect((await profile.boundingBox())?.width).toBeLessThanOrEqual(250);
  });

  test('the header is hidden on /direct-usage-tracker', async ({ page }) => {
    await signInAs(page, 'member.demo', '/direct-usage-tracker');
    await expect(page.getByRole('heading', { level: 1, name: 'Usage Tracker' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('doc 1 §2.1 account switcher', () => {
  test.use({ viewport: DESKTOP });

  test('member.many: the selected account plus 4 others; choosing one sets accountno', async ({
    page,
  }) => {
    await signInAs(page, 'member.many', '/billpayments/history');
    const strip = page.getByRole('navigation', { name: 'Switch account' });
    const accounts = strip.getByRole('link');
    await expect(accounts).toHaveCount(5);
    expect(
      (await accounts.allInnerTexts()).map((text) => text.match(/Account (\d+)/)?.[1]),
    ).toEqual(['3000021', '3000022', '3000023', '3000024', '3000025']);
    await expect(accounts.first()).toHaveAttribute('aria-current', 'true');
    await accounts.nth(4).click();
    await expect(page).toHaveURL('/billpayments/history?accountno=3000025');
    await expect(accounts.first()).toContainText('Account 3000025');
    await expect(accounts.first()).toHaveAttribute('aria-current', 'true');
    await expect(strip.locator('[aria-current]')).toHaveCount(1);

    await page.goto('/billpayments/history?accountno=3000027');
    await expect(accounts.first()).toContainText('Account 3000027');
    await expect(accounts).toHaveCount(5);
  });

  test('absent for member.solo, on /home and for a guest', async ({ page }) => {
    await signInAs(page, 'member.solo', '/billpayments/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Account History' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Switch account' })).toHaveCount(0);

    await signInAs(page, 'member.many', '/home');
    await expect(page.getByRole('heading', { level: 1, name: COOP })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Switch account' })).toHaveCount(0);
  });
});

test.describe('doc 1 §2.1 announcement banner', () => {
  test.use({ viewport: DESKTOP });

  test('closing it is remembered across reloads (mcp_announcementClosed)', async ({ page }) => {
    await page.goto('/home');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText('Crews are restoring power after Tuesday’s storm.');
    await banner.getByRole('button', { name: 'Close announcement' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mcp_announcementClosed'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: COOP })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.goto('/services-products');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('absent when emergency announcements are off', async ({ page }) => {
    await useDemoOverrides(page, { config: { displayEmergencyAnnouncement: false } });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: COOP })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });
});

test.describe('doc 1 §2.1 footer', () => {
  test.use({ viewport: DESKTOP });

  test('About Us, social links that are set, contact details, Terms Of Use, copyright, version', async ({
    page,
  }) => {
    await useDemoOverrides(page, {
      settings: { twitterUrl: 'https://twitter.com/prairierivers', youtubeUrl: null },
    });
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('is owned by the members it serves')).toBeVisible();
    const social = footer.getByRole('region', { name: 'Follow Us' });
    expect((await social.getByRole('link').allInnerTexts()).map(oneLine)).toEqual([
      'Facebook (opens in a new tab)',
      'Twitter (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ]);
    await expect(
      social.getByRole('link', { name: 'Twitter (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://twitter.com/prairierivers');
    await expect(footer.getByRole('link', { name: 'Connect with Us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '1-800-555-0199' })).toBeVisible();
    await expect(footer.getByText(`© 2026 ${COOP}. All rights reserved.`)).toBeVisible();
    await expect(footer.getByText('Version 0.0.0-demo')).toBeVisible();
    await footer.getByRole('link', { name: 'Terms Of Use' }).click();
    await expect(page).toHaveURL('/legal-terms');
  });
});

test.describe('navigation: where a new page starts', () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test('a new page starts at the top with the focus on its main; Back returns to where the page was', async ({
    page,
  }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    // About Us loads as the footer nears the viewport: wait for it, so the page's height settles.
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('is owned by the members it serves')).toBeVisible();
    await footer.getByRole('link', { name: 'Terms Of Use' }).scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(200);
    await footer.getByRole('link', { name: 'Terms Of Use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/home');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});

test.describe('doc 1 §2.1 page title, favicon, analytics, custom stylesheet and script', () => {
  test.use({ viewport: DESKTOP });

  test("page titles are the route titles joined with ' | '", async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveTitle(`Home | ${COOP}`);
    await mainMenu(page).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Services and Products' }).click();
    await expect(page).toHaveTitle(`Services and Products | ${COOP}`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms Of Use' }).click();
    await expect(page).toHaveTitle(`Terms of Use | ${COOP}`);
  });

  test('the favicon follows the colour scheme; portalFavIconPath replaces it', async ({ page }) => {
    const icons = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('link[rel="icon"]')).map((link) => ({
          href: link.getAttribute('href'),
          media: link.getAttribute('media'),
        })),
      );
    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await icons()).toEqual([
      { href: '/favicon-light.svg', media: '(prefers-color-scheme: light)' },
      { href: '/favicon-dark.svg', media: '(prefers-color-scheme: dark)' },
    ]);
    for (const file of ['/favicon-light.svg', '/favicon-dark.svg']) {
      const answer = await page.request.get(file);
      expect(answer.ok()).toBe(true);
      expect(answer.headers()['content-type']).toContain('image/svg+xml');
    }

    await useDemoOverrides(page, { settings: { portalFavIconPath: '/images/coop-icon.png' } });
    await page.reload();
    await expect
      .poll(async () => (await icons()).map((icon) => icon.href))
      .toEqual(['/images/coop-icon.png', '/images/coop-icon.png']);
  });

  test('analytics: the Google tag loads once and a page_view carries the path on each navigation', async ({
    page,
  }) => {
    let tagRequests = 0;
    // The demo backend's service worker passes other requests on: route them at the context.
    await page.context().route('https://www.googletagmanager.com/**', (route) => {
      tagRequests += 1;
      expect(new URL(route.request().url()).searchParams.get('id')).toBe('G-DEMO1234');
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__googleTagLoaded = true;',
      });
    });
    await useDemoOverrides(page, { settings: { googleAnalyticsCode: 'G-DEMO1234' } });
    const pageViews = () =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );

    await page.goto('/home');
    await expect.poll(pageViews).toEqual(['/home']);
    await expect.poll(() => page.evaluate(() => Boolean(window.__googleTagLoaded))).toBe(true);
    await mainMenu(page).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Services and Products' }).click();
    await expect.poll(pageViews).toEqual(['/home', '/services-products']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms Of Use' }).click();
    await expect.poll(pageViews).toEqual(['/home', '/services-products', '/legal-terms']);
    // The same URL again is a navigation too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms Of Use' }).click();
    await expect
      .poll(pageViews)
      .toEqual(['/home', '/services-products', '/legal-terms', '/legal-terms']);
    expect(tagRequests).toBe(1);
  });

  test('no analytics, custom stylesheet or custom script request when none is configured', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.context().on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/home');
    await mainMenu(page).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Services and Products' }).click();
    await expect(page).toHaveURL('/services-products');
    expect(requests.filter((path) => /custom|gtag/.test(path))).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  test('custom stylesheet: featureFlagCustomCss names a stylesheet that is applied once', async ({
    page,
  }) => {
    await page.context().route('**/branding/coop.css', (route) =>
      route.fulfill({
        contentType: 'text/css',
        body: 'footer { outline: 5px solid rgb(255, 0, 0); }',
      }),
    );
    await useDemoOverrides(page, { settings: { featureFlagCustomCss: '/branding/coop.css' } });
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCSS('outline-color', 'rgb(255, 0, 0)');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms Of Use' }).click();
    await expect(page).toHaveURL('/legal-terms');
    expect(await page.locator('link[data-coop-custom-css]').count()).toBe(1);
  });

  test('custom script: the file named in index.html runs after each navigation', async ({
    page,
  }) => {
    // A co-op names its script in index.html; here the page is served with the name filled in.
    await page.context().route('**/*', async (route) => {
      const request = route.request();
      if (request.resourceType() === 'document') {
        const answer = await route.fetch();
        const html = (await answer.text()).replace(
          '<meta name="coop-custom-script" content="" />',
          '<meta name="coop-custom-script" content="custom.js" />',
        );
        return route.fulfill({ response: answer, body: html });
      }
      if (new URL(request.url()).pathname === '/custom.js') {
        return route.fulfill({
          contentType: 'text/javascript',
          body: 'window.__customRuns = (window.__customRuns || []).concat(location.pathname);',
        });
      }
      return route.fallback();
    });
    await page.goto('/home');
    await expect.poll(() => page.evaluate(() => window.__customRuns)).toEqual(['/home']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms Of Use' }).click();
    await expect
      .poll(() => page.evaluate(() => window.__customRuns))
      .toEqual(['/home', '/legal-terms']);
  });
});

test.describe('doc 1 §2.1 web chat (Virtual Agent)', () => {
  test.use({ viewport: DESKTOP });

  const webChatSetting = {
    apiUrl: 'https://chat.prairierivers.coop.example',
    coopId: 'prairie-rivers',
    subTitle: 'Questions about your account?',
    userName: null,
    introText: 'Hello! Choose a topic below.',
    buttons: [
      { label: 'Pay my bill', value: 'pay', visible: true },
      { label: 'Internal only', value: 'internal', visible: false },
      { label: 'Report an outage', value: 'outage', visible: true },
    ],
  };

  test('only with WebChatEnabled, coopId and apiUrl; shows the intro and visible buttons', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with our Virtual Agent' })).toHaveCount(0);

    await useDemoOverrides(page, { settings: { webChatSetting } });
    await page.reload();
    const launcher = page.getByRole('button', { name: 'Chat with our Virtual Agent' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Virtual Agent' });
    await expect(dialog.getByText('Questions about your account?')).toBeVisible();
    await expect(dialog.getByRole('log')).toContainText('Hello! Choose a topic below.');
    expect(
      await dialog
        .getByRole('group', { name: 'Choose a topic' })
        .getByRole('button')
        .allInnerTexts(),
    ).toEqual(['Pay my bill', 'Report an outage']);
    await dialog.getByRole('button', { name: 'Report an outage' }).click();
    await expect(dialog.getByRole('log')).toContainText('Report an outage');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();

    await useDemoOverrides(page, {
      settings: { webChatSetting },
      features: { WebChatEnabled: false },
    });
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(launcher).toHaveCount(0);
  });
});

test.describe('accessibility: zero axe violations with the menus open', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme}, desktop`, () => {
      test.use({ viewport: DESKTOP, colorScheme });

      test('guest page with a drop-down open', async ({ page }) => {
        await page.goto('/home');
        await dropDown(page, 'More');
        await expectNoAxeViolations(page);
      });

      test('member page with the strip, a drop-down and a sub-menu open', async ({ page }) => {
        await signInAs(page, 'member.many', '/billpayments/history');
        await expect(page.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
        await subMenu(page, await dropDown(page, 'My Account'), 'Notifications');
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.getByRole('banner').getByRole('button', { name: 'Riley Okafor' }).click();
        await expect(page.getByRole('menu', { name: 'Riley Okafor' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });

    test.describe(`${colorScheme}, 320px`, () => {
      test.use({ viewport: MOBILE, colorScheme });

      test('guest page with the mobile menu open', async ({ page }) => {
        await page.goto('/home');
        await page.getByRole('button', { name: 'Menu' }).click();
        const dialog = page.getByRole('dialog', { name: 'Menu' });
        await dialog.getByRole('button', { name: 'More' }).click();
        await expect(dialog.getByRole('link', { name: 'Services and Products' })).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test('member page with the strip and the mobile menu open', async ({ page }) => {
        await signInAs(page, 'member.many', '/billpayments/history');
        await expect(page.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        const dialog = page.getByRole('dialog', { name: 'Menu' });
        await dialog.getByRole('button', { name: 'My Account' }).click();
        await dialog.getByRole('button', { name: 'Notifications' }).click();
        await expect(dialog.getByRole('link', { name: 'Manage Contacts' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});

declare global {
  interface Window {
    dataLayer?: unknown[];
    __googleTagLoaded?: boolean;
    __customRuns?: string[];
  }
}
