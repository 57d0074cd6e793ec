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

const open = (url: string, signedInAs = 'member.demo') =>
  renderScreens(screens, url, { signedInAs });
const center = () => screen.findByRole('region', { name: 'Outage' }, { timeout: 5_000 });

describe('doc 2 §2.6 the outage page', () => {
  it('shows the primary account’s outage centre under one Outage title', async () => {
    await open('/outage-status');
    const region = await center();
    expect(screen.getByRole('heading', { level: 1, name: 'Outage' })).toBeVisible();
    expect(await within(region).findByRole('tab', { name: 'Report an Outage' })).toBeVisible();
    expect(within(region).getByText('1000001')).toBeVisible();
  });

  it('shows the account of query accountno (the other queries do not override its own data)', async () => {
    await open(
      '/outage-status?accountno=3000003&accounttype=Water&locationid=LOC-1000001&memberno=800004',
    );
    const region = await center();
    expect(await within(region).findByText('OFF')).toBeVisible();
    expect(within(region).queryByRole('tab', { name: 'Report an Outage' })).not.toBeInTheDocument();
  });

  it('leads back to All Accounts when opened from that list', async () => {
    const user = userEvent.setup();
    const { router } = await open('/outage-status?isFromViewAllAccounts=true');
    await center();
    await user.click(screen.getByRole('link', { name: 'Back to All Accounts' }));
    expect(router.state.location.pathname).toBe('/view-all-accounts');
  });

  it('says outage reporting is not available when the Outage feature is off', async () => {
    localStorage.setItem(DEMO_OVERRIDES_KEY, JSON.stringify({ features: { Outage: false } }));
    await open('/outage-status');
    expect(
      await screen.findByText('Outage reporting is not available at this time.', { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
      'href',
      '/accountoverview',
    );
    expect(screen.queryByRole('region', { name: 'Outage' })).not.toBeInTheDocument();
  });
});
