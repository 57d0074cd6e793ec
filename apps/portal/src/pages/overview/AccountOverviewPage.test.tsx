import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (url: string, signedInAs = 'member.demo') =>
  renderScreens(screens, url, { signedInAs });
const summary = (holder: string) =>
  screen.findByRole('region', { name: holder }, { timeout: 5_000 });

describe('doc 2 §2.1 account overview page', () => {
  it('shows the primary account under the Account Overview title', async () => {
    await open('/accountoverview');
    const card = await summary('Jordan Rivers');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    expect(within(card).getByText('1000001')).toBeVisible();
  });

  it('shows the account of query accountno when it is the member’s, else the primary', async () => {
    await open('/accountoverview?accountno=3000003');
    expect(within(await summary('Jordan Rivers')).getByText('3000003')).toBeVisible();
  });

  it('falls back to the primary account for an account that is not the member’s', async () => {
    await open('/accountoverview?accountno=3000021');
    expect(within(await summary('Jordan Rivers')).getByText('1000001')).toBeVisible();
  });

  it('leads back to All Accounts when opened from that list', async () => {
    const user = userEvent.setup();
    const { router } = await open('/accountoverview?isFromViewAllAccounts=true');
    await summary('Jordan Rivers');
    await user.click(screen.getByRole('link', { name: 'Back to All Accounts' }));
    expect(router.state.location.pathname).toBe('/view-all-accounts');
  });

  it('shows the account’s Billing & Payment History, View More leading to its Account History', async () => {
    const user = userEvent.setup();
    const { router } = await open('/accountoverview?accountno=3000002');
    await summary('Jordan Rivers');
    const history = await screen.findByRole('region', { name: 'Billing & Payment History' });
    await user.click(within(history).getByRole('link', { name: 'View More' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billpayments/history'));
    expect(router.state.location.search).toBe('?accountno=3000002');
  });

  it('opens View Details on the usage tracker’s Monthly tab (navigation state)', async () => {
    const user = userEvent.setup();
    const { router } = await open('/accountoverview?accountno=3000002');
    await summary('Jordan Rivers');
    const details = await screen.findByRole('link', { name: 'View Details' });
    await user.click(details);
    await waitFor(() => expect(router.state.location.pathname).toBe('/usage-tracker'));
    expect(router.state.location.search).toBe('?accountno=3000002');
    expect(router.state.location.state).toEqual({ isMonthlyUsageTab: true });
  });
});

describe('doc 1 §2.2, §2.3; doc 2 §2.1 the link values', () => {
  it('link=mymeter opens the energy-tracking site, then leaves the address', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { router } = await open('/accountoverview?accountno=3000002&link=mymeter');
    await waitFor(() => expect(windowOpen).toHaveBeenCalledTimes(1));
    expect(windowOpen.mock.calls[0]?.[0]).toMatch(/\?account=3000002#mymeter$/);
    await waitFor(() => expect(router.state.location.search).toBe('?accountno=3000002'));
    expect(router.state.location.pathname).toBe('/accountoverview');
    await summary('Jordan Rivers');
    expect(windowOpen).toHaveBeenCalledTimes(1);
  });

  it('the path form accountoverview/mymeter does the same', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { router } = await open('/accountoverview/mymeter');
    await waitFor(() => expect(windowOpen).toHaveBeenCalledTimes(1));
    expect(windowOpen.mock.calls[0]?.[0]).toMatch(/\?account=1000001#mymeter$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountoverview'));
  });

  it.each([
    ['/accountoverview?link=detailedusage&accountno=3000002', '?accountno=3000002'],
    ['/accountoverview/detailedusage', ''],
  ])('%s goes through the usage-analytics jump', async (url, search) => {
    const windowOpen = vi.spyOn(window, 'open');
    const { router } = await open(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/aclarajump'));
    expect(router.state.location.search).toBe(search);
    expect(windowOpen).not.toHaveBeenCalled();
  });
});
