import { expect, test, type Page } from '@playwright/test';
import { DEMO_OVERRIDES_KEY, signInAs, useDemoOverrides } from './support/demo';
import { expectNoAxeViolations, switchColorScheme } from './support/axe';

const COOP = 'Prairie Rivers Electric & Water Cooperative';
const DEFAULT_QUICK_PAY_TEXT =
  'is a simple, fast and secure way to make payments online without logging in.';
const ALL_HOME_TILES = [
  'Quick Pay',
  'Payment Options',
  'Online Payments',
  'Services and Products',
  'Account Profile',
  'Pay multiple accounts',
  'Draft Payments',
  'New Service',
  'My Meter',
];
/**
 * The demo co-op's provider sites (site configuration servicesAndProductsLinks): sections of its
 * stand-in website, served beside the portal.
 */
const SERVICES_AND_PRODUCTS_LINKS = {
  energySavings: 'demo-site/index.html#energy-savings',
  applianceRepair: 'demo-site/index.html#appliance-repair',
  treeTrimming: 'demo-site/index.html#tree-trimming',
  securitySystems: 'demo-site/index.html#security-systems',
};
const servicesAndProductsLinks = (baseURL: string | undefined) =>
  Object.fromEntries(
    Object.entries(SERVICES_AND_PRODUCTS_LINKS).map(([key, path]) => [
      key,
      new URL(path, baseURL).href,
    ]),
  ) as typeof SERVICES_AND_PRODUCTS_LINKS;

/** The home tile list once every tile has its final content (account types loaded). */
async function homeTiles(page: Page) {
  const list = page.getByRole('list', { name: 'What you can do here' });
  await expect(list).toBeVisible();
  await expect(list.locator('[aria-busy="true"]')).toHaveCount(0);
  return list;
}

const tileTitles = async (page: Page) =>
  (await homeTiles(page)).getByRole('heading', { level: 2 }).allTextContents();

/** The tile (list item) whose heading is `title`. */
const tile = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** The router state of the current history entry (React Router keeps it under `usr`). */
const routerState = (page: Page) =>
  page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);

test.describe('doc 1 §2.3 home', () => {
  test('banner: the co-op name as the h1, a welcome and a decorative image', async ({ page }) => {
    await page.goto('/home');
    const banner = page.getByRole('region', { name: COOP });
    await expect(banner.getByRole('heading', { level: 1, name: COOP })).toBeVisible();
    await expect(banner.locator('img')).toHaveAttribute('alt', '');
    await expect(banner.locator('img')).toHaveAttribute('src', /\.svg$/);
  });

  test('a guest sees every tile of the demo co-op; Quick Pay opens the Quick Pay dialog', async ({
    page,
  }) => {
    await page.goto('/home');
    expect(await tileTitles(page)).toEqual(ALL_HOME_TILES);
    const quickPay = tile(page, 'Quick Pay');
    await expect(quickPay).toHaveAttribute('data-opens-dialog', 'quickPay');
    await expect(quickPay.getByText(DEFAULT_QUICK_PAY_TEXT)).toBeVisible();
    await quickPay.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick Pay' })).toBeVisible();
  });

  test('the empty path and pages/home show the same home', async ({ page }) => {
    for (const path of ['/', '/pages/home']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: COOP })).toBeVisible();
      expect(await tileTitles(page)).toEqual(ALL_HOME_TILES);
    }
  });

  test('a member sees the tiles; Quick Pay opens the payment confirmation', async ({ page }) => {
    await signInAs(page, 'member.demo', '/home');
    expect(await tileTitles(page)).toEqual(ALL_HOME_TILES);
    await expect(tile(page, 'Quick Pay')).toHaveAttribute(
      'data-opens-dialog',
      'paymentConfirmation',
    );
    await tile(page, 'Online Payments').getByRole('link', { name: 'Open Online Payments' }).click();
    await expect(page).toHaveURL('/accountoverview');
  });

  test('a tile for members takes a guest to sign in first', async ({ page }) => {
    await page.goto('/home');
    await (await homeTiles(page)).getByRole('link', { name: 'Open Payment Options' }).click();
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/payment-options')}`);
  });

  test('no Quick Pay tile when the QuickPay feature is off', async ({ page }) => {
    await useDemoOverrides(page, { features: { QuickPay: false } });
    await page.goto('/home');
    expect(await tileTitles(page)).toEqual(ALL_HOME_TILES.filter((t) => t !== 'Quick Pay'));
  });

  test('the Quick Pay tile shows the configured text instead of the default', async ({ page }) => {
    const text = 'Pay your bill in two minutes, no sign-in needed.';
    await useDemoOverrides(page, { config: { quickPayTileText: text } });
    await page.goto('/home');
    await homeTiles(page);
    await expect(tile(page, 'Quick Pay').getByText(text)).toBeVisible();
    await expect(page.getByText(DEFAULT_QUICK_PAY_TEXT)).toHaveCount(0);
  });

  test('no draft tile when neither credit draft nor bank draft is allowed', async ({ page }) => {
    await useDemoOverrides(page, { config: { allowCreditDraft: false, allowBankDraft: false } });
    await page.goto('/home');
    expect(await tileTitles(page)).toEqual(ALL_HOME_TILES.filter((t) => t !== 'Draft Payments'));
  });

  test('the draft tile shows with bank draft alone', async ({ page }) => {
    await useDemoOverrides(page, { config: { allowCreditDraft: false, allowBankDraft: true } });
    await page.goto('/home');
    await homeTiles(page);
    await expect(
      tile(page, 'Draft Payments').getByRole('link', { name: 'Open Draft Payments' }),
    ).toHaveAttribute('href', '/draft-payments');
  });

  test('the draft tile is labelled EZ Pay when whecEnabled is on', async ({ page }) => {
    await useDemoOverrides(page, { config: { whecEnabled: true } });
    await page.goto('/home');
    expect(await tileTitles(page)).toEqual(
      ALL_HOME_TILES.map((t) => (t === 'Draft Payments' ? 'EZ Pay' : t)),
    );
    await expect(tile(page, 'EZ Pay').getByRole('link', { name: 'Open EZ Pay' })).toHaveAttribute(
      'href',
      '/draft-payments',
    );
  });

  test('the application for service tile: New Service with the account types, from settings', async ({
    page,
  }) => {
    await page.goto('/home');
    await homeTiles(page);
    const newService = tile(page, 'New Service');
    await expect(newService.getByText('Start, stop or move service')).toBeVisible();
    await expect(
      newService.getByText(
        'Moving to or within our service territory? Apply for new service online.',
      ),
    ).toBeVisible();
    await newService.getByRole('link', { name: 'Open New Service' }).click();
    await expect(page).toHaveURL('/service-type/select-service-type');
    expect(await routerState(page)).toEqual({ accountTypes: ['RES', 'FARM', 'COM', 'WATER'] });
  });

  test('tiles are wider without the ApplicationForService feature', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home');
    const standard = await (await homeTiles(page)).getByRole('listitem').first().boundingBox();

    await useDemoOverrides(page, { features: { ApplicationForService: false } });
    await page.goto('/home');
    const list = await homeTiles(page);
    await expect(list).toHaveAttribute('data-wide', 'true');
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      ALL_HOME_TILES.filter((t) => t !== 'New Service'),
    );
    const wide = await list.getByRole('listitem').first().boundingBox();
    expect(wide!.width).toBeGreaterThan(standard!.width * 1.2);
  });

  test('no My Meter tile, and wider tiles, when MDMEnabled is off', async ({ page }) => {
    await useDemoOverrides(page, { features: { MDMEnabled: false } });
    await page.goto('/home');
    expect(await tileTitles(page)).toEqual(ALL_HOME_TILES.filter((t) => t !== 'My Meter'));
    await expect(await homeTiles(page)).toHaveAttribute('data-wide', 'true');
  });

  test('the My Meter tile opens the account overview’s my-meter view', async ({ page }) => {
    await signInAs(page, 'member.demo', '/home');
    const popup = page.waitForEvent('popup');
    await tile(page, 'My Meter').getByRole('link', { name: 'Open My Meter' }).click();
    // The overview (/accountoverview?link=mymeter) opens the energy-tracking site in a new tab,
    // then leaves the link out of its address.
    const tab = await popup;
    await expect(tab).toHaveURL(/\/demo-site\/index\.html\?account=1000001#mymeter$/);
    await expect(page).toHaveURL('/accountoverview');
  });

  test('under 600px the tiles stack in one column', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/home');
    const items = (await homeTiles(page)).getByRole('listitem');
    const lefts = new Set<number>();
    for (const item of await items.all()) lefts.add(Math.round((await item.boundingBox())!.x));
    expect(lefts.size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

test.describe('doc 1 §2.4 payment options', () => {
  test('a guest goes to sign in first', async ({ page }) => {
    await page.goto('/payment-options');
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/payment-options')}`);
  });

  test('a member sees Paperless, Pay Now and EZ Pay, each to its page', async ({ page }) => {
    await signInAs(page, 'member.demo', '/payment-options');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Options' })).toBeVisible();
    await expect(page).toHaveTitle(`Payment Options | ${COOP}`);
    const list = page.getByRole('list', { name: 'Payment options' });
    await expect(list).toBeVisible();
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Paperless',
      'Pay Now',
      'EZ Pay',
    ]);
    await expect(list.getByRole('link', { name: 'Open Pay Now' })).toHaveAttribute(
      'href',
      '/billpayments/pay-multiple',
    );
    await list.getByRole('link', { name: 'Open EZ Pay' }).click();
    await expect(page).toHaveURL('/draft-payments');
  });

  test('Paperless opens My Profile with isPaperless in the navigation state', async ({ page }) => {
    await signInAs(page, 'member.demo', '/payment-options');
    await page.getByRole('link', { name: 'Open Paperless' }).click();
    await expect(page).toHaveURL('/my-profile');
    expect(await routerState(page)).toEqual({ isPaperless: true });
  });
});

test.describe('doc 3 §2.12 services and products', () => {
  test('four tiles, each opening its provider’s site in a new window', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/services-products');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Services and Products' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Services and Products | ${COOP}`);
    const list = page.getByRole('list', { name: 'Services and products' });
    await expect(list).toBeVisible();
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Energy Savings',
      'Appliance Repair',
      'Tree Trimming',
      'Security Systems',
    ]);
    const names = {
      energySavings: 'Energy Savings',
      applianceRepair: 'Appliance Repair',
      treeTrimming: 'Tree Trimming',
      securitySystems: 'Security Systems',
    } as const;
    for (const [key, title] of Object.entries(names)) {
      const link = list.getByRole('link', { name: `Visit site for ${title} (opens in a new tab)` });
      await expect(link).toHaveAttribute(
        'href',
        servicesAndProductsLinks(baseURL)[key as keyof typeof names],
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The provider's site opens in a new window; the portal stays where it was.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      list.getByRole('link', { name: /Visit site for Tree Trimming/ }).click(),
    ]);
    await expect(popup).toHaveURL(servicesAndProductsLinks(baseURL).treeTrimming);
    await expect(popup.getByRole('heading', { name: 'Tree trimming' })).toBeVisible();
    await expect(page).toHaveURL('/services-products');
  });

  test('a tile without a site is left out; none at all says so', async ({ page, baseURL }) => {
    await useDemoOverrides(page, {
      config: {
        servicesAndProductsLinks: { ...servicesAndProductsLinks(baseURL), applianceRepair: null },
      },
    });
    await page.goto('/services-products');
    const list = page.getByRole('list', { name: 'Services and products' });
    await expect(list).toBeVisible();
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Energy Savings',
      'Tree Trimming',
      'Security Systems',
    ]);

    await useDemoOverrides(page, { config: { servicesAndProductsLinks: null } });
    await page.goto('/services-products');
    await expect(
      page.getByText('There are no services or products available at this time.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Services and products' })).toHaveCount(0);
  });
});

test.describe('doc 3 §2.8 terms of use', () => {
  test('shows the legal content of the site settings', async ({ page }) => {
    await page.goto('/legal-terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page).toHaveTitle(`Terms of Use | ${COOP}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeVisible();
    await expect(
      main.getByText('Use of this portal is subject to the cooperative’s bylaws and tariffs.'),
    ).toBeVisible();
  });

  test('renders server HTML sanitised', async ({ page }) => {
    await useDemoOverrides(page, {
      settings: {
        legalContent:
          '<p>Read the <a href="https://bylaws.example.coop">bylaws</a>.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
      },
    });
    await page.goto('/legal-terms');
    await expect(page.getByRole('main').getByText('Read the')).toBeVisible();
    await expect(page.getByRole('link', { name: /bylaws/ })).toHaveAttribute('target', '_blank');
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
  });

  test("without legal content: 'There are no Terms of Use available.'", async ({ page }) => {
    await useDemoOverrides(page, { settings: { legalContent: null } });
    await page.goto('/legal-terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText('There are no Terms of Use available.')).toBeVisible();
  });
});

test.describe('doc 3 §2.11 maintenance page', () => {
  test('every page goes to /maint without header and footer, and home once it is over', async ({
    page,
  }) => {
    await page.clock.install();
    await useDemoOverrides(page, { maintenance: true });
    for (const path of ['/home', '/legal-terms', '/payment-options', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL('/maint');
      await expect(
        page.getByRole('heading', { level: 1, name: "We'll be back in a bit" }),
      ).toBeVisible();
    }
    await expect(page.getByText(/routine maintenance/)).toBeVisible();
    await expect(page.getByText('Thank you for your understanding!')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page).toHaveTitle(`System Under Maintenance | ${COOP}`);

    // Maintenance ends: the page's next check (every 30 seconds) takes the visitor home.
    await page.evaluate(
      ([key]) => window.localStorage.setItem(key, JSON.stringify({ maintenance: false })),
      [DEMO_OVERRIDES_KEY] as const,
    );
    await page.clock.fastForward(31_000);
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: COOP })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('DESIGN accessibility: no axe violations on the pages, 320px and desktop, light and dark', () => {
  // The matrix sets its own viewports: run it once, in the desktop project.
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'chromium', 'the matrix runs in the desktop project');
  });

  const pages: {
    name: string;
    path: string;
    ready: (page: Page) => Promise<unknown>;
    member?: boolean;
    overrides?: Parameters<typeof useDemoOverrides>[1];
  }[] = [
    { name: 'home (guest)', path: '/home', ready: homeTiles },
    { name: 'home (member)', path: '/home', ready: homeTiles, member: true },
    {
      name: 'payment options',
      path: '/payment-options',
      member: true,
      ready: (page) => expect(page.getByRole('list', { name: 'Payment options' })).toBeVisible(),
    },
    {
      name: 'services and products',
      path: '/services-products',
      ready: (page) =>
        expect(page.getByRole('list', { name: 'Services and products' })).toBeVisible(),
    },
    {
      name: 'services and products (none)',
      path: '/services-products',
      overrides: { config: { servicesAndProductsLinks: null } },
      ready: (page) =>
        expect(
          page.getByText('There are no services or products available at this time.'),
        ).toBeVisible(),
    },
    {
      name: 'terms of use',
      path: '/legal-terms',
      ready: (page) =>
        expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible(),
    },
    {
      name: 'terms of use (none)',
      path: '/legal-terms',
      overrides: { settings: { legalContent: null } },
      ready: (page) => expect(page.getByText('There are no Terms of Use available.')).toBeVisible(),
    },
    {
      name: 'account management',
      path: '/account-management',
      ready: (page) => expect(page.getByRole('list', { name: 'Account management' })).toBeVisible(),
    },
    {
      name: 'maintenance',
      path: '/maint',
      overrides: { maintenance: true },
      ready: (page) =>
        expect(page.getByRole('heading', { name: "We'll be back in a bit" })).toBeVisible(),
    },
  ];

  // One page load per page: the four variants are a resize and a colour scheme change away.
  for (const { name, path, ready, member, overrides } of pages) {
    test(name, async ({ page }) => {
      if (overrides) await useDemoOverrides(page, overrides);
      await page.setViewportSize({ width: 320, height: 900 });
      if (member) await signInAs(page, 'member.demo', path);
      else await page.goto(path);
      for (const width of [320, 1280]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await test.step(`${width}px, ${colorScheme}`, async () => {
            await page.setViewportSize({ width, height: 900 });
            await switchColorScheme(page, colorScheme);
            await ready(page);
            await expectNoAxeViolations(page);
          });
        }
      }
    });
  }
});
