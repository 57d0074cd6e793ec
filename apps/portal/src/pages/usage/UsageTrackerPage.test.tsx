import { createDemoServer } from '@coop-portal/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OVERRIDES_KEY, renderScreens } from '../testing';
import { screens } from './screens';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const open = (url: string) => renderScreens(screens, url, { signedInAs: 'member.demo' });
const tracker = () => screen.findByRole('region', { name: 'Usage Tracker' }, { timeout: 5_000 });

describe('doc 2 §2.7 usage tracker pages', () => {
  it('shows the primary account’s usage under one Usage Tracker title', async () => {
    await open('/usage-tracker');
    const region = await tracker();
    expect(screen.getAllByRole('heading', { name: 'Usage Tracker' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Usage Tracker' })).toBeVisible();
    // 1000001, the primary account, has two meters
    await within(region).findByRole('heading', { name: 'Summary for meter E-1000001' });
  });

  it('shows the account of query accountno when it is the member’s', async () => {
    await open('/usage-tracker?accountno=3000002');
    const region = await tracker();
    // 3000002 is the water account: usage in gallons
    expect(
      await within(region).findByRole('figure', { name: 'Daily usage: Usage (Gal)' }),
    ).toBeVisible();
  });

  it('leads back to All Accounts when opened from that list', async () => {
    const user = userEvent.setup();
    const { router } = await open('/usage-tracker?isFromViewAllAccounts=true');
    await tracker();
    await user.click(screen.getByRole('link', { name: 'Back to All Accounts' }));
    expect(router.state.location.pathname).toBe('/view-all-accounts');
  });

  it('the direct usage tracker is the same tracker', async () => {
    await open('/direct-usage-tracker?accountno=3000002');
    const region = await tracker();
    expect(
      await within(region).findByRole('figure', { name: 'Daily usage: Usage (Gal)' }),
    ).toBeVisible();
  });

  it('says the tracker is not available when the Usages feature is off', async () => {
    localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify({ features: { Usages: false } }));
    await open('/usage-tracker');
    expect(
      await screen.findByText('The usage tracker is not available at this time.', { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
      'href',
      '/accountoverview',
    );
    expect(screen.queryByRole('region', { name: 'Usage Tracker' })).not.toBeInTheDocument();
  });
});
