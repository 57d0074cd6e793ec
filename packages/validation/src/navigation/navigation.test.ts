import { describe, expect, it } from 'vitest';
import {
  accountManagementTiles,
  accountNumberInState,
  accountSwitcher,
  isAccountSwitcherPath,
  customMenu,
  homeTiles,
  isAnnouncementClosedValue,
  isAnnouncementShown,
  isHeaderShown,
  isSignInLinkShown,
  isWebChatEnabled,
  logoTarget,
  mainMenu,
  navigationMessages,
  pageTitle,
  paymentOptionTiles,
  signOutTarget,
  standardMenu,
  type MenuConfiguration,
  type MenuEntry,
  type MenuInput,
} from './index';

const allFeatures = [
  'Autopay',
  'Arrangements',
  'Notifications',
  'Deposits',
  'AverageBilling',
  'Outage',
  'OutageMapLinkEnabled',
  'Usages',
  'OnlineServiceOrder',
  'RoundUp',
  'QuickPay',
  'ApplicationForService',
  'MDMEnabled',
].map((name) => ({ name, enable: true }));

const fullConfiguration: MenuConfiguration = {
  allowSubscribeForNotification: true,
  allowFutureDatedPayments: true,
  allowCreditDraft: true,
  allowBankDraft: true,
  whecEnabled: false,
  displayFaqUrl: 'https://coop.example/faq',
  nexGridEnable: true,
  nexGridLinkUrl: 'https://meters.example',
  serviceRequestMenuEnabled: true,
  useCustomMenu: false,
  mcpMenu: [],
  outageMapLink: 'https://outages.example/map',
  memberInfoLinkAvailable: true,
  memberInfoDocsLinkName: 'Member Documents',
  clientAvailable: true,
  detailedUsageAnalysisLabel: 'Detailed Usage Analysis',
  isOnlineDelinquentView: true,
  delinquentViewUrl: '/delinquent-history',
};

function input(overrides: Partial<MenuInput> = {}, config: Partial<MenuConfiguration> = {}) {
  return {
    isLoggedIn: true,
    settings: { features: allFeatures, coopContactUsLink: 'https://coop.example/contact' },
    configuration: { ...fullConfiguration, ...config },
    ...overrides,
  } satisfies MenuInput;
}

/** Every link id in a menu, depth first. */
function ids(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? [entry.id, ...ids(entry.items)] : [entry.id],
  );
}

function find(entries: MenuEntry[], id: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    if (entry.kind === 'group') {
      const found = find(entry.items, id);
      if (found) return found;
    }
  }
  return undefined;
}

const without = (name: string) => allFeatures.filter((feature) => feature.name !== name);

describe('doc 1 §2.2 Menus (standard)', () => {
  it('gives a signed-in member every item in the order of the spec', () => {
    expect(ids(standardMenu(input()))).toEqual([
      'home',
      'my-account',
      'account-overview',
      'account-profile',
      'account-history',
      'service-requests',
      'outage-map',
      'notifications',
      'manage-notifications',
      'manage-contacts',
      'usage-tracker',
      'detailed-usage-analysis',
      'delinquents',
      'my-meter',
      'meter-portal',
      'billing-payments',
      'billing',
      'deposits',
      'arrangements',
      'average-billing',
      'payments',
      'payment-profile',
      'auto-payments',
      'payment-options',
      'pay-multiple',
      'scheduled-payments',
      'draft-payments',
      'outage',
      'more',
      'operation-roundup',
      'contact-us',
      'services-products',
      'member-info-docs',
      'faqs',
    ]);
  });

  it('gives a guest Home and the public links of More only', () => {
    expect(ids(standardMenu(input({ isLoggedIn: false })))).toEqual([
      'home',
      'more',
      'contact-us',
      'services-products',
      'faqs',
    ]);
  });

  it('links each item to the path of the spec', () => {
    const menu = standardMenu(input());
    const href = (id: string) => {
      const entry = find(menu, id);
      return entry?.kind === 'link' ? entry.href : undefined;
    };
    expect(href('home')).toBe('/home');
    expect(href('account-overview')).toBe('/accountoverview');
    expect(href('account-history')).toBe('/billpayments/history');
    expect(href('manage-notifications')).toBe('/manage-notifications');
    expect(href('manage-contacts')).toBe('/manage-contacts');
    expect(href('detailed-usage-analysis')).toBe('/accountoverview?link=detailedusage');
    expect(href('my-meter')).toBe('/accountoverview?link=mymeter');
    expect(href('deposits')).toBe('/billpayments/view-deposits');
    expect(href('arrangements')).toBe('/billpayments/view-arrangements');
    expect(href('average-billing')).toBe('/levelized-billing');
    expect(href('payment-profile')).toBe('/billpayments/payment-profile');
    expect(href('auto-payments')).toBe('/billpayments/auto-pay');
    expect(href('scheduled-payments')).toBe('/scheduled-payments');
    expect(href('outage')).toBe('/outage-status');
    expect(href('operation-roundup')).toBe('/operation-roundup');
    expect(href('member-info-docs')).toBe('/member-info-docs');
    expect(find(menu, 'outage-map')).toMatchObject({
      href: 'https://outages.example/map',
      external: true,
    });
    expect(find(menu, 'faqs')).toMatchObject({ href: 'https://coop.example/faq', external: true });
  });

  it.each<[string, Partial<MenuInput>, Partial<MenuConfiguration>, string]>([
    [
      'Notifications needs the Notifications feature',
      { settings: { features: without('Notifications') } },
      {},
      'notifications',
    ],
    [
      'Notifications needs allowSubscribeForNotification',
      {},
      { allowSubscribeForNotification: false },
      'notifications',
    ],
    [
      'detailed usage analysis needs clientAvailable',
      {},
      { clientAvailable: false },
      'detailed-usage-analysis',
    ],
    [
      'detailed usage analysis needs a label',
      {},
      { detailedUsageAnalysisLabel: '' },
      'detailed-usage-analysis',
    ],
    [
      'Delinquents need isOnlineDelinquentView',
      {},
      { isOnlineDelinquentView: false },
      'delinquents',
    ],
    ['Delinquents need a delinquentViewUrl', {}, { delinquentViewUrl: null }, 'delinquents'],
    [
      'Outage map needs OutageMapLinkEnabled',
      { settings: { features: without('OutageMapLinkEnabled') } },
      {},
      'outage-map',
    ],
    ["Outage map needs a link that is not '#'", {}, { outageMapLink: '#' }, 'outage-map'],
    ["FAQ needs a URL that is not '#'", {}, { displayFaqUrl: '#' }, 'faqs'],
    ['the nex-grid link needs nexGridEnable', {}, { nexGridEnable: false }, 'meter-portal'],
    ['the nex-grid link needs nexGridLinkUrl', {}, { nexGridLinkUrl: '' }, 'meter-portal'],
    [
      'Service Requests need serviceRequestMenuEnabled',
      {},
      { serviceRequestMenuEnabled: false },
      'service-requests',
    ],
    [
      'Draft Payments need credit or bank draft',
      {},
      { allowCreditDraft: false, allowBankDraft: false },
      'draft-payments',
    ],
    [
      'Operation RoundUp needs the RoundUp feature',
      { settings: { features: without('RoundUp') } },
      {},
      'operation-roundup',
    ],
    [
      'member documents need memberInfoLinkAvailable',
      {},
      { memberInfoLinkAvailable: false },
      'member-info-docs',
    ],
    [
      'Usage Tracker needs the Usages feature',
      { settings: { features: without('Usages') } },
      {},
      'usage-tracker',
    ],
    [
      'Outage needs the Outage feature',
      { settings: { features: without('Outage') } },
      {},
      'outage',
    ],
    [
      'Auto Payments need the Autopay feature',
      { settings: { features: without('Autopay') } },
      {},
      'auto-payments',
    ],
    [
      'Contact Us needs a link',
      { settings: { features: allFeatures, coopContactUsLink: '#' } },
      {},
      'contact-us',
    ],
  ])('%s', (_rule, overrides, config, hidden) => {
    expect(ids(standardMenu(input()))).toContain(hidden);
    expect(ids(standardMenu(input(overrides, config)))).not.toContain(hidden);
  });

  it('drops a group that has nothing left in it', () => {
    const features = allFeatures.filter(
      (feature) => !['Deposits', 'Arrangements', 'AverageBilling'].includes(feature.name),
    );
    expect(ids(standardMenu(input({ settings: { features } })))).not.toContain('billing');
  });

  it("labels draft payments 'EZ Pay' when whecEnabled is on, else 'Draft Payments'", () => {
    expect(find(standardMenu(input()), 'draft-payments')).toMatchObject({
      label: 'Draft Payments',
    });
    expect(find(standardMenu(input({}, { whecEnabled: true })), 'draft-payments')).toMatchObject({
      label: 'EZ Pay',
    });
  });

  it('names the configurable items as configured', () => {
    const menu = standardMenu(input());
    expect(find(menu, 'detailed-usage-analysis')).toMatchObject({
      label: 'Detailed Usage Analysis',
    });
    expect(find(menu, 'member-info-docs')).toMatchObject({ label: 'Member Documents' });
    expect(
      find(standardMenu(input({}, { memberInfoDocsLinkName: null })), 'member-info-docs'),
    ).toMatchObject({ label: 'Member Information Documents' });
  });

  it('sends Home to the configured home redirection link', () => {
    const menu = standardMenu(
      input({ settings: { features: allFeatures, homeClickRedirectionLink: 'accountoverview' } }),
    );
    expect(find(menu, 'home')).toMatchObject({ href: '/accountoverview' });
  });

  it('uses the spec’s labels', () => {
    const labels = standardMenu(input()).map((entry) => entry.label);
    expect(labels).toEqual(['Home', 'My Account', 'Billing & Payments', 'Outage', 'More']);
  });
});

describe('doc 1 §2.2 custom menu (useCustomMenu, mcpMenu)', () => {
  const mcpMenu = [
    { title: 'Pay', moduleLink: 'billpayments/pay-multiple', position: 2 },
    {
      title: 'Programs',
      position: 1,
      megaMenu: true,
      subMenu: [
        { title: 'Rebates', moduleLink: 'https://coop.example/rebates', external: true },
        {
          title: 'Solar',
          subMenu: [{ title: 'Community solar', moduleLink: '/solar', position: 1 }],
        },
      ],
    },
    { title: 'Nowhere', moduleLink: '#' },
  ];

  it('replaces the standard menu, ordered by position, nested, internal and external', () => {
    const menu = mainMenu(input({}, { useCustomMenu: true, mcpMenu }));
    expect(menu.map((entry) => entry.label)).toEqual(['Programs', 'Pay']);
    expect(menu[0]).toMatchObject({ kind: 'group', megaMenu: true });
    expect(menu[1]).toMatchObject({ href: '/billpayments/pay-multiple', external: false });
    const programs = menu[0];
    if (programs?.kind !== 'group') throw new Error('Programs is a group');
    expect(programs.items[0]).toMatchObject({
      label: 'Rebates',
      href: 'https://coop.example/rebates',
      external: true,
    });
    expect(programs.items[1]).toMatchObject({
      kind: 'group',
      label: 'Solar',
      items: [{ label: 'Community solar', href: '/solar', external: false }],
    });
  });

  it('leaves out an item without a usable link or sub-items', () => {
    expect(customMenu(mcpMenu).map((entry) => entry.label)).not.toContain('Nowhere');
  });

  it('keeps the standard menu when useCustomMenu is off or the custom menu is empty', () => {
    expect(mainMenu(input({}, { useCustomMenu: false, mcpMenu }))[0]?.label).toBe('Home');
    expect(mainMenu(input({}, { useCustomMenu: true, mcpMenu: [] }))[0]?.label).toBe('Home');
  });

  it('treats an absolute link as external even without the flag', () => {
    expect(customMenu([{ title: 'Site', moduleLink: 'https://coop.example' }])[0]).toMatchObject({
      external: true,
    });
  });
});

describe('doc 1 §2.1 page frame', () => {
  it.each([
    [false, '/home', true],
    [false, '/login', false],
    [false, '/pages/login', false],
    [false, '/login/', false],
    [true, '/home', false],
  ])('Sign In link (signed in %s, on %s) → %s', (isLoggedIn, pathname, shown) => {
    expect(isSignInLinkShown({ isLoggedIn, pathname })).toBe(shown);
  });

  it('hides the header on the direct usage tracker page only', () => {
    expect(isHeaderShown('/direct-usage-tracker')).toBe(false);
    expect(isHeaderShown('/direct-usage-tracker?accountno=1')).toBe(false);
    expect(isHeaderShown('/usage-tracker')).toBe(true);
  });

  it.each([
    [null, '/home'],
    ['', '/home'],
    ['#', '/home'],
    ['accountoverview', '/accountoverview'],
    ['https://coop.example', 'https://coop.example'],
  ])('logo with logoClickRedirectionLink %j → %s', (link, target) => {
    expect(logoTarget({ logoClickRedirectionLink: link })).toBe(target);
  });

  it('builds the page title from the route titles joined with " | "', () => {
    expect(pageTitle(['Average Billing', 'Prairie Rivers'])).toBe(
      'Average Billing | Prairie Rivers',
    );
    expect(pageTitle([undefined, ' ', 'Prairie Rivers'])).toBe('Prairie Rivers');
  });
});

describe('doc 1 §4.2 sign-out target', () => {
  it.each([
    ['login', '/login'],
    ['/login?loggedOut=1', '/login?loggedOut=1'],
    ['Login', '/Login'],
    ['home', '/home'],
    ['https://coop.example', '/home'],
    [null, '/home'],
  ])('signOutLink %j → %s', (signOutLink, target) => {
    expect(signOutTarget({ signOutLink })).toBe(target);
  });
});

describe('doc 1 §2.1 account switcher strip', () => {
  const accounts = Array.from({ length: 7 }, (_, index) => ({
    accountNumber: `300002${index + 1}`,
    isPrimaryAccount: index === 2,
  }));

  it('shows the selected account plus at most 4 others', () => {
    const strip = accountSwitcher({
      pathname: '/accountoverview',
      isLoggedIn: true,
      accounts,
      selectedAccountNumber: '3000025',
    });
    expect(strip?.selected.accountNumber).toBe('3000025');
    expect(strip?.others.map((account) => account.accountNumber)).toEqual([
      '3000021',
      '3000022',
      '3000023',
      '3000024',
    ]);
  });

  it('selects the primary account when no account number is known', () => {
    expect(
      accountSwitcher({ pathname: '/accountoverview', isLoggedIn: true, accounts })?.selected
        .accountNumber,
    ).toBe('3000023');
    expect(
      accountSwitcher({
        pathname: '/accountoverview',
        isLoggedIn: true,
        accounts,
        selectedAccountNumber: '9999999',
      })?.selected.accountNumber,
    ).toBe('3000023');
  });

  it('doc 3 §2.5: the account a page took out of its address is read from its history state', () => {
    expect(accountNumberInState({ accountno: ' 3000025 ' })).toBe('3000025');
    expect(accountNumberInState({ accountno: '' })).toBeNull();
    expect(accountNumberInState({ accountno: 3000025 })).toBeNull();
    expect(accountNumberInState(null)).toBeNull();
    expect(accountNumberInState('3000025')).toBeNull();
  });

  it('is not shown with one account or when signed out', () => {
    expect(
      accountSwitcher({ pathname: '/accountoverview', isLoggedIn: true, accounts: [accounts[0]!] }),
    ).toBeNull();
    expect(
      accountSwitcher({ pathname: '/accountoverview', isLoggedIn: false, accounts }),
    ).toBeNull();
  });

  it.each([
    '/',
    '/home',
    '/payment-options',
    '/services-products',
    '/billpayments/pay-multiple',
    '/billpayments/auto-pay',
    '/billpayments/payment-profile',
    '/draft-payments',
    '/levelized-billing',
    '/operation-roundup',
    '/my-profile',
    '/scheduled-payments',
    '/member-info-docs',
    '/legal-terms',
    '/view-all-accounts',
    '/direct-usage-tracker',
  ])('is hidden on %s', (pathname) => {
    expect(accountSwitcher({ pathname, isLoggedIn: true, accounts })).toBeNull();
    expect(isAccountSwitcherPath(pathname)).toBe(false);
    expect(isAccountSwitcherPath(`/pages${pathname === '/' ? '' : pathname}`)).toBe(false);
  });

  it.each(['/accountoverview', '/pages/usage-tracker', '/outage-status/', '/billpayments/history'])(
    'may show on %s',
    (pathname) => {
      expect(isAccountSwitcherPath(pathname)).toBe(true);
    },
  );

  it.each(['/accountoverview', '/billpayments/history', '/usage-tracker', '/outage-status'])(
    'is shown on %s',
    (pathname) => {
      expect(accountSwitcher({ pathname, isLoggedIn: true, accounts })).not.toBeNull();
    },
  );
});

describe('doc 1 §2.1 announcement banner', () => {
  it.each([
    [true, 'Storm update', false, true],
    [false, 'Storm update', false, false],
    [true, '  ', false, false],
    [true, null, false, false],
    [true, 'Storm update', true, false],
  ])('enabled %s, message %j, closed %s → shown %s', (enabled, message, closed, shown) => {
    expect(
      isAnnouncementShown({
        displayEmergencyAnnouncement: enabled,
        emergencyAnnouncementMessage: message,
        closed,
      }),
    ).toBe(shown);
  });

  it("reads the remembered value 'true' of mcp_announcementClosed as closed", () => {
    expect(isAnnouncementClosedValue('true')).toBe(true);
    expect(isAnnouncementClosedValue(null)).toBe(false);
    expect(isAnnouncementClosedValue('false')).toBe(false);
  });
});

describe('doc 1 §2.1 web chat', () => {
  it.each([
    [true, { coopId: 'c1', apiUrl: 'https://chat.example' }, true],
    [false, { coopId: 'c1', apiUrl: 'https://chat.example' }, false],
    [true, { coopId: '', apiUrl: 'https://chat.example' }, false],
    [true, { coopId: 'c1', apiUrl: null }, false],
    [true, null, false],
  ])('feature %s with %j → %s', (webChatFeatureOn, webChatSetting, enabled) => {
    expect(isWebChatEnabled({ webChatFeatureOn, webChatSetting })).toBe(enabled);
  });
});

describe('doc 1 §2.3 Home tiles', () => {
  const configuration = {
    allowCreditDraft: true,
    allowBankDraft: true,
    whecEnabled: false,
    quickPayTileText: null,
    applicationForServiceHeader: 'Start, stop or move service',
    applicationForServiceDescription: 'Apply for new service online.',
  };
  const tiles = (overrides: Partial<Parameters<typeof homeTiles>[0]> = {}) =>
    homeTiles({
      isLoggedIn: false,
      settings: { features: allFeatures },
      configuration,
      accountTypes: [],
      ...overrides,
    });

  it('shows every tile with all features on', () => {
    expect(tiles().tiles.map((tile) => tile.id)).toEqual([
      'quick-pay',
      'payment-options',
      'online-payments',
      'services-products',
      'account-profile',
      'pay-multiple',
      'draft-payments',
      'application-for-service',
      'my-meter',
    ]);
  });

  it('gives the Quick Pay tile its default text unless configured', () => {
    expect(tiles().tiles[0]).toMatchObject({
      title: 'Quick Pay',
      text: 'is a simple, fast and secure way to make payments online without logging in.',
    });
    expect(
      tiles({ configuration: { ...configuration, quickPayTileText: 'Pay fast.' } }).tiles[0],
    ).toMatchObject({ text: 'Pay fast.' });
  });

  it('opens the Quick Pay dialog for a guest and the payment confirmation for a member', () => {
    expect(tiles().tiles[0]?.opensDialog).toBe('quickPay');
    expect(tiles({ isLoggedIn: true }).tiles[0]?.opensDialog).toBe('paymentConfirmation');
  });

  it('has no Quick Pay tile with the feature off or a child route open', () => {
    expect(tiles({ settings: { features: without('QuickPay') } }).tiles[0]?.id).not.toBe(
      'quick-pay',
    );
    expect(tiles({ childRouteOpen: true }).tiles[0]?.id).not.toBe('quick-pay');
  });

  it('shows the draft tile only when credit or bank draft is allowed, EZ Pay with whecEnabled', () => {
    const ids = (result: ReturnType<typeof tiles>) => result.tiles.map((tile) => tile.id);
    expect(
      ids(
        tiles({
          configuration: { ...configuration, allowCreditDraft: false, allowBankDraft: false },
        }),
      ),
    ).not.toContain('draft-payments');
    expect(
      tiles({ configuration: { ...configuration, allowCreditDraft: false } }).tiles.find(
        (tile) => tile.id === 'draft-payments',
      )?.title,
    ).toBe('Draft Payments');
    expect(
      tiles({ configuration: { ...configuration, whecEnabled: true } }).tiles.find(
        (tile) => tile.id === 'draft-payments',
      )?.title,
    ).toBe('EZ Pay');
  });

  it("heads the service-application tile 'Application For Service' without account types", () => {
    const tile = tiles().tiles.find((each) => each.id === 'application-for-service');
    expect(tile).toMatchObject({
      title: 'Application For Service',
      subtitle: 'Start, stop or move service',
      text: 'Apply for new service online.',
      href: '/service-type/application-for-service',
    });
    expect(tile?.state).toBeUndefined();
  });

  it("heads it 'New Service' with account types, passing the list along", () => {
    const tile = tiles({ accountTypes: ['Electric', 'Water'] }).tiles.find(
      (each) => each.id === 'application-for-service',
    );
    expect(tile).toMatchObject({
      title: 'New Service',
      href: '/service-type/select-service-type',
      state: { accountTypes: ['Electric', 'Water'] },
    });
  });

  it('sends My Meter to the account overview with link=mymeter', () => {
    expect(tiles().tiles.find((tile) => tile.id === 'my-meter')?.href).toBe(
      '/accountoverview?link=mymeter',
    );
  });

  it('lays tiles out wider when the service-application tile or My Meter is off', () => {
    expect(tiles().wide).toBe(false);
    expect(tiles({ settings: { features: without('ApplicationForService') } }).wide).toBe(true);
    expect(tiles({ settings: { features: without('MDMEnabled') } }).wide).toBe(true);
  });
});

describe('doc 1 §2.4 Payment Options tiles', () => {
  it('offers Paperless (My Profile, paperless tab), Pay Now and EZ Pay', () => {
    expect(paymentOptionTiles()).toEqual([
      expect.objectContaining({
        title: 'Paperless',
        href: '/my-profile',
        state: { isPaperless: true },
      }),
      expect.objectContaining({ title: 'Pay Now', href: '/billpayments/pay-multiple' }),
      expect.objectContaining({ title: 'EZ Pay', href: '/draft-payments' }),
    ]);
  });

  it('takes a co-op’s own wording', () => {
    const messages = {
      ...navigationMessages,
      paymentOptions: { ...navigationMessages.paymentOptions, payNowTitle: 'Pay today' },
    };
    expect(paymentOptionTiles(messages)[1]?.title).toBe('Pay today');
  });
});

describe('doc 3 §2.1 Account Management (route and alias; its content is the suite’s own)', () => {
  const features = (...names: string[]) => names.map((name) => ({ name, enable: true }));

  it('offers a guest sign in, registration, both recovery pages and Quick Pay when it is on', () => {
    const tiles = accountManagementTiles({
      isLoggedIn: false,
      settings: { features: features('QuickPay') },
      configuration: {},
    });
    expect(tiles.map((tile) => [tile.title, tile.href])).toEqual([
      ['Sign In', '/login'],
      ['Register', '/register'],
      ['Forgot Username', '/forgot-username'],
      ['Forgot Password', '/forgot-password'],
      ['Quick Pay', '/quick-pay'],
    ]);
    expect(
      accountManagementTiles({ isLoggedIn: false, settings: { features: [] }, configuration: {} }),
    ).not.toContainEqual(expect.objectContaining({ id: 'quick-pay' }));
  });

  it('offers a member the profile pages, and the notifications only where the menu has them', () => {
    const on = accountManagementTiles({
      isLoggedIn: true,
      settings: { features: features('Notifications') },
      configuration: { allowSubscribeForNotification: true },
    });
    expect(on.map((tile) => [tile.title, tile.href])).toEqual([
      ['My Profile', '/my-profile'],
      ['Account Profile', '/account-profile'],
      ['Payment Profile', '/billpayments/payment-profile'],
      ['Manage Notifications', '/manage-notifications'],
      ['Accounts', '/account-list'],
    ]);
    const off = accountManagementTiles({
      isLoggedIn: true,
      settings: { features: features('Notifications') },
      configuration: { allowSubscribeForNotification: false },
    });
    expect(off.map((tile) => tile.id)).not.toContain('notifications');
  });
});
