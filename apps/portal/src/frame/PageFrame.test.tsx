import { login } from '@coop-portal/api-client';
import { DEMO_OVERRIDES_KEY, type DemoOverrides } from '@coop-portal/mocks';
import { createDemoServer } from '@coop-portal/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createPortalMemoryRouter } from '../routing/router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalDeps } from '../app/deps';
import { PortalApp } from '../PortalApp';
import { createRoutes } from '../routes';

// Whole-portal renders that load code on demand: generous under a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('[data-coop-analytics]').forEach((element) => element.remove());
  delete window.dataLayer;
  delete window.gtag;
});

const config = {
  apiBaseUrl: 'http://localhost:3000/api',
  applicationId: 'web',
  requestTimeoutMs: 5_000,
  demoMode: false,
};

const COOP = 'Prairie Rivers Electric & Water Cooperative';

/** Where the frame remembers the account switcher strip's room (switcherRoom.ts). */
const ROOM_KEY = 'coop-portal:account-switcher-room';

function overrides(value: DemoOverrides) {
  localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify(value));
}

async function renderAt(
  path: string,
  {
    signedInAs,
    beforeRender,
  }: {
    signedInAs?: string;
    beforeRender?: (deps: ReturnType<typeof createPortalDeps>) => void;
  } = {},
) {
  const deps = createPortalDeps(config);
  if (signedInAs) {
    deps.session.signIn(
      await deps.apiClient.request(login, {
        body: { userName: signedInAs, password: 'Demo#2026' },
      }),
    );
  }
  beforeRender?.(deps);
  const router = createPortalMemoryRouter(createRoutes(deps), { initialEntries: [path] });
  render(<PortalApp deps={deps} router={router} />);
  // The first render of a test file compiles every module on demand: allow for it.
  await screen.findByRole('main', {}, { timeout: 10_000 });
  return { router, deps, user: userEvent.setup() };
}

/** Holds the member's accounts read until the returned function is called (then answers it). */
function holdMemberAccounts(): () => void {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('*/v3/member/:memberNumber/accounts', async () => {
      await answered;
      return undefined;
    }),
  );
  return answer;
}

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

/** The footer, which shows once the first view is in (firstView.ts). */
const findFooter = () => screen.findByRole('contentinfo', {}, { timeout: 5_000 });

/**
 * Opens a header menu as a member does: the pointer reaches its button first (the menus load on
 * that first sign of intent and the real trigger takes the placeholder's place), then presses it.
 * The button is found again for the press: a placeholder found before the swap is no longer on the
 * page, and a press on it would reach nothing. (A press during the load: lazyMenus.test.tsx.)
 */
async function openHeaderMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = () => within(screen.getByRole('banner')).getByRole('button', { name });
  await waitFor(() => expect(button()).toBeInTheDocument(), { timeout: 10_000 });
  await user.hover(button());
  await waitFor(() => expect(button()).toHaveAttribute('aria-haspopup', 'true'), {
    timeout: 10_000,
  });
  await user.click(button());
  return screen.findByRole('menu', { name }, { timeout: 10_000 });
}

const openProfileMenu = (user: ReturnType<typeof userEvent.setup>) =>
  openHeaderMenu(user, 'Jordan Rivers');

describe('doc 1 §2.1 page frame: header', () => {
  it('shows a guest the logo to /home, the Sign In link and the guest menu', async () => {
    await renderAt('/home');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: COOP })).toHaveAttribute('href', '/home');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const top = within(mainMenu());
    expect(top.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(top.getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(top.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('shows the configured logo image, leading to the logo redirection link', async () => {
    overrides({
      settings: {
        portalLogoPath: '/images/logo.svg',
        logoClickRedirectionLink: 'services-products',
      },
    });
    await renderAt('/home');
    const logo = within(screen.getByRole('banner')).getByRole('link', { name: COOP });
    expect(logo).toHaveAttribute('href', '/services-products');
    expect(within(logo).getByRole('img', { name: COOP })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    );
  });

  it('hides the Sign In link on /login', async () => {
    await renderAt('/login');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows a member the profile menu with the name, My Profile and Sign Out', async () => {
    const { user, router, deps } = await renderAt('/accountoverview', {
      signedInAs: 'member.demo',
    });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const profile = await screen.findByRole('button', { name: 'Jordan Rivers' });
    expect(profile).toHaveStyle({ maxWidth: '250px' });
    const menu = await openProfileMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    // doc 1 §4.2: the demo's sign-out link is 'login'.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(deps.session.isLoggedIn()).toBe(false);
    expect(await screen.findByRole('link', { name: COOP })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jordan Rivers' })).not.toBeInTheDocument();
  });

  it('doc 1 §4.2: sign-out goes to /home when the sign-out link does not start with login', async () => {
    overrides({ settings: { signOutLink: 'https://www.example.coop/bye' } });
    const { user, router } = await renderAt('/accountoverview', { signedInAs: 'member.demo' });
    const menu = await openProfileMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('signing out on the home page shows the home page again, never an error', async () => {
    overrides({ settings: { signOutLink: null } });
    const { user, router } = await renderAt('/home', { signedInAs: 'member.demo' });
    const errors = vi.spyOn(console, 'error');
    const menu = await openProfileMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    // The site settings stay loaded through the sign-out (the page never renders without them).
    expect(errors).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('heading', { level: 1, name: COOP })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
  });

  it('hides the header on the direct usage tracker', async () => {
    await renderAt('/direct-usage-tracker', { signedInAs: 'member.demo' });
    await screen.findByRole('heading', { level: 1, name: 'Usage Tracker' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await findFooter()).toBeInTheDocument();
  });
});

describe('doc 1 §2.2 menus', () => {
  it('opens a group as a keyboard-operable drop-down with sub-menus', async () => {
    const { user, router } = await renderAt('/accountoverview', { signedInAs: 'member.demo' });
    const menu = await openHeaderMenu(user, 'My Account');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
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
    expect(within(menu).getByRole('menuitem', { name: /Outage Map/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const loaded = within(mainMenu()).getByRole('button', { name: 'My Account' });
    await waitFor(() => expect(loaded).toHaveFocus());

    // ArrowDown opens the menu on its first item; the next ArrowDown moves to the second.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Account Overview' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-profile'));
  });

  it('the custom menu replaces the standard one: nested, internal, external and mega groups', async () => {
    overrides({
      config: {
        useCustomMenu: true,
        mcpMenu: [
          { title: 'Pay', moduleLink: 'quick-pay', position: 2 },
          {
            title: 'Resources',
            position: 1,
            megaMenu: true,
            subMenu: [
              {
                title: 'Programs',
                subMenu: [
                  { title: 'Rebates', moduleLink: 'https://rebates.example.coop', external: true },
                ],
              },
              { title: 'Terms', moduleLink: '/legal-terms' },
            ],
          },
        ],
      },
    });
    const { user } = await renderAt('/home');
    const top = within(mainMenu());
    expect(top.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Resources',
      'Pay',
    ]);
    expect(top.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/quick-pay');
    expect(top.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    await user.click(top.getByRole('button', { name: 'Resources' }));
    const menu = await screen.findByRole('menu', { name: 'Resources' }, { timeout: 10_000 });
    expect(within(menu).getByRole('group', { name: 'Programs' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Rebates/ })).toHaveAttribute(
      'href',
      'https://rebates.example.coop',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/legal-terms',
    );
  });

  it('the mobile Menu button opens the same entries in a dialog, groups as sections', async () => {
    const { user, router } = await renderAt('/accountoverview', { signedInAs: 'member.demo' });
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    const nav = within(dialog).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    const billing = within(nav).getByRole('button', { name: 'Billing & Payments' });
    expect(billing).toHaveAttribute('aria-expanded', 'false');
    await user.click(billing);
    expect(billing).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Payments' }));
    await user.click(within(nav).getByRole('link', { name: 'Payment Options' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-options'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('doc 1 §2.1 account switcher', () => {
  it('shows the selected account plus at most 4 others, and switches by accountno', async () => {
    const { user, router } = await renderAt('/accountoverview', { signedInAs: 'member.many' });
    const strip = await screen.findByRole('navigation', { name: 'Switch account' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.textContent?.match(/Account (\d+)/)?.[1])).toEqual([
      '3000021',
      '3000022',
      '3000023',
      '3000024',
      '3000025',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[3]).toHaveAttribute('href', '/accountoverview?accountno=3000024');
    await user.click(links[3]!);
    await waitFor(() => expect(router.state.location.search).toBe('?accountno=3000024'));
    const first = () =>
      within(screen.getByRole('navigation', { name: 'Switch account' })).getAllByRole('link')[0];
    await waitFor(() => expect(first()).toHaveTextContent('Account 3000024'));
    expect(first()).toHaveAttribute('aria-current', 'true');
  });

  it('doc 3 §2.5: on Service Requests, the account stays selected once accountno leaves the address', async () => {
    const { user, router } = await renderAt('/service-requests', { signedInAs: 'member.many' });
    const strip = await screen.findByRole('navigation', { name: 'Switch account' });
    await user.click(within(strip).getAllByRole('link')[2]!);
    await waitFor(() =>
      expect(router.state.location.state).toMatchObject({ accountno: '3000023' }),
    );
    expect(router.state.location.search).toBe('');
    const first = () =>
      within(screen.getByRole('navigation', { name: 'Switch account' })).getAllByRole('link')[0];
    await waitFor(() => expect(first()).toHaveTextContent('Account 3000023'));
    expect(first()).toHaveAttribute('aria-current', 'true');
    expect(
      await screen.findByText('Service requests of account 3000023.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('keeps the strip’s room while the member’s accounts load, so the page below does not move', async () => {
    const answer = holdMemberAccounts();
    await renderAt('/accountoverview', {
      signedInAs: 'member.many',
      beforeRender: ({ session }) =>
        localStorage.setItem(
          ROOM_KEY,
          JSON.stringify({ member: session.getCurrentUser()?.memberNumber, height: 72 }),
        ),
    });
    await waitFor(() =>
      expect(
        document.querySelector('[aria-hidden="true"][style*="block-size: 72px"]'),
      ).not.toBeNull(),
    );
    expect(screen.queryByRole('navigation', { name: 'Switch account' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('navigation', { name: 'Switch account' })).toBeVisible();
    expect(document.querySelector('[style*="block-size: 72px"]')).toBeNull();
  });

  it('a member’s page waits for the strip’s accounts and shows with it, so nothing comes in above the page after it', async () => {
    const answer = holdMemberAccounts();
    // The page's code in already, so that only the accounts can hold the page.
    await import('../pages/serviceRequests/ServiceRequestsPage');
    // A device that has kept no room for the strip.
    await renderAt('/service-requests', { signedInAs: 'member.many' });
    expect(await screen.findByText('Loading the page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    answer();
    const title = await screen.findByRole('heading', { level: 1, name: 'Service Requests' });
    // In the same view as the strip: the strip was there when the page first showed.
    expect(screen.getByRole('navigation', { name: 'Switch account' })).toBeVisible();
    expect(title).toBeVisible();
  });

  it('keeps no room for another member, nor on a page without the strip', async () => {
    await renderAt('/my-profile', {
      signedInAs: 'member.many',
      beforeRender: () =>
        localStorage.setItem(ROOM_KEY, JSON.stringify({ member: '999999', height: 72 })),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[style*="block-size"]')).toBeNull();
  });

  it('is absent for a member with one account and on /home', async () => {
    const { deps } = await renderAt('/accountoverview', { signedInAs: 'member.solo' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Switch account' })).not.toBeInTheDocument();
    // Remembered: no room for the strip on this member's next page.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(ROOM_KEY) ?? 'null')).toEqual({
        member: deps.session.getCurrentUser()?.memberNumber,
        height: 0,
      }),
    );
  });
});

describe('doc 1 §2.1 announcement banner', () => {
  it('closes and stays closed (localStorage mcp_announcementClosed)', async () => {
    const { user } = await renderAt('/home');
    const banner = screen.getByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('Crews are restoring power after Tuesday’s storm.');
    await user.click(within(banner).getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(localStorage.getItem('mcp_announcementClosed')).toBe('true');
  });

  it('is not shown when announcements are off', async () => {
    overrides({ config: { displayEmergencyAnnouncement: false } });
    await renderAt('/home');
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

describe('doc 1 §2.1 footer', () => {
  it('shows About Us, the social links that are set, Terms Of Use, copyright and version', async () => {
    await renderAt('/home');
    const footer = within(await findFooter());
    expect(footer.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(await footer.findByText(/is owned by the members it serves/)).toBeInTheDocument();
    const social = footer.getByRole('region', { name: 'Follow Us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Facebook (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ]);
    expect(footer.getByRole('link', { name: 'Terms Of Use' })).toHaveAttribute(
      'href',
      '/legal-terms',
    );
    expect(footer.getByText(`© 2026 ${COOP}. All rights reserved.`)).toBeInTheDocument();
    expect(footer.getByText('Version 0.0.0-demo')).toBeInTheDocument();
  });
});

describe('doc 1 §2.1 navigation: the new page gets the focus', () => {
  it("a link outside the page (the footer's Terms Of Use) moves the focus to the new page's main", async () => {
    const { user, router } = await renderAt('/home');
    const main = screen.getByRole('main');
    // The first page keeps the browser's focus.
    expect(main).not.toHaveFocus();
    await user.click(within(await findFooter()).getByRole('link', { name: 'Terms Of Use' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-terms'));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    await waitFor(() => expect(main).toHaveFocus());
  });

  it('a page that puts the focus in a dialog of its own keeps it (Quick Pay opens at once)', async () => {
    const { router } = await renderAt('/home');
    await router.navigate('/quick-pay');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pay' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // (The page behind a modal dialog is hidden from the accessibility tree: found by its id.)
    expect(document.getElementById('main')).not.toHaveFocus();
  });
});

describe('doc 1 §2.1 web chat', () => {
  const webChatSetting = {
    apiUrl: 'https://chat.example.coop',
    coopId: 'prairie',
    subTitle: 'Ask us about your account',
    userName: null,
    introText: 'Hi! What can I help you with?',
    buttons: [
      { label: 'Pay my bill', value: 'pay', visible: true },
      { label: 'Hidden topic', value: 'hidden', visible: false },
      { label: 'Report an outage', value: 'outage', visible: true },
    ],
  };

  it('opens the Virtual Agent with the intro text and the visible buttons', async () => {
    overrides({ settings: { webChatSetting } });
    const { user } = await renderAt('/home');
    await user.click(await screen.findByRole('button', { name: 'Chat with our Virtual Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Virtual Agent' });
    expect(within(dialog).getByText('Ask us about your account')).toBeInTheDocument();
    const log = within(dialog).getByRole('log');
    expect(log).toHaveTextContent('Hi! What can I help you with?');
    const replies = within(within(dialog).getByRole('group', { name: 'Choose a topic' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(replies).toEqual(['Pay my bill', 'Report an outage']);
    await user.click(within(dialog).getByRole('button', { name: 'Pay my bill' }));
    expect(log).toHaveTextContent('YouPay my bill');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/cannot answer/);
  });

  it('is absent when the feature is off or coopId or apiUrl is missing', async () => {
    overrides({ settings: { webChatSetting: { ...webChatSetting, coopId: '' } } });
    await renderAt('/home');
    expect(screen.queryByRole('button', { name: /Virtual Agent/ })).not.toBeInTheDocument();
  });

  it('is absent when WebChatEnabled is off', async () => {
    overrides({ settings: { webChatSetting }, features: { WebChatEnabled: false } });
    await renderAt('/home');
    expect(screen.queryByRole('button', { name: /Virtual Agent/ })).not.toBeInTheDocument();
  });
});

describe('doc 1 §2.1 analytics', () => {
  it('loads the Google tag once and sends a page_view with the path on each navigation', async () => {
    overrides({ settings: { googleAnalyticsCode: 'G-TEST123' } });
    const { router } = await renderAt('/home');
    const scripts = () => document.head.querySelectorAll('script[data-coop-analytics]');
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    await waitFor(() => expect(pageViews()).toEqual(['/home']));
    await router.navigate('/services-products');
    await waitFor(() => expect(pageViews()).toEqual(['/home', '/services-products']));
    await router.navigate('/legal-terms?x=1');
    await waitFor(() => expect(pageViews()).toHaveLength(3));
    // The same URL again is a navigation too (doc 1 §2.1: it reloads the view).
    await router.navigate('/legal-terms?x=1');
    await waitFor(() =>
      expect(pageViews()).toEqual(['/home', '/services-products', '/legal-terms', '/legal-terms']),
    );
    expect(scripts()).toHaveLength(1);
  });
});

function pageViews(): string[] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as { page_path: string }).page_path);
}
